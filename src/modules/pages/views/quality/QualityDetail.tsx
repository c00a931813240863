// /quality/detail: a scoring sheet's details with ?sheet= (from the round results), else the form
// library's preview of a form (?id=&version=), as before.
import { lazy } from 'react';
import type { ViewProps } from '../../types.ts';
import { SheetPage } from './SheetPage.tsx';

const FormDetail = lazy(() => import('../FormDetail.tsx'));

export function QualityDetail(props: ViewProps) {
  return props.route.query.sheet ? <SheetPage {...props} /> : <FormDetail {...props} />;
}
