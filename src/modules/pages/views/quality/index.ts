// Medical quality inspection pages (issue 13 §1), named by the view registry: rounds, my sheets, the
// scoring sheet, results and the detail page.
export { RoundsPage } from './RoundsPage.tsx';
export { MySheets } from './MySheets.tsx';
export { SheetPage } from './SheetPage.tsx';
export { ResultsPage } from './ResultsPage.tsx';
export { QualityDetail } from './QualityDetail.tsx';
