import type { ReactNode } from 'react';
import { Card } from 'antd';

/**
 * The frame of a page: a titled card filling the shell's main area. Its title is the page's one heading
 * (h1), shown the same way on every page (issue 22 §2); the header's breadcrumb is the way there. A
 * section inside a page (an editor, a group) takes an h2 with the class `hos-section-title`.
 */
export function PageCard({ title, extra, children }: { title?: ReactNode; extra?: ReactNode; children: ReactNode }) {
  return (
    <Card className="hos-page" title={title ? <h1 className="hos-page-title">{title}</h1> : undefined} extra={extra} variant="borderless" style={{ margin: 0 }}>
      {children}
    </Card>
  );
}
