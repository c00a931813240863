// The 401 and 404 pages (ErrorPage.tsx) load when one is shown: antd's Result and its pictures are not on every
// page's first paint.
import { lazy, Suspense, type ComponentProps } from 'react';

const Page = lazy(() => import('./ErrorPage.tsx').then((m) => ({ default: m.ErrorPage })));

export function ErrorPage(props: ComponentProps<typeof Page>) {
  return (
    <Suspense fallback={null}>
      <Page {...props} />
    </Suspense>
  );
}
