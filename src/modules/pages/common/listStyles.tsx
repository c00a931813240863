// The list cards' and the column chooser's sheet (issue 32 §3, §4), adopted by the shadow root the list is
// drawn in when the first list shows (only pages with lists load it).
import { useEffect, useRef } from 'react';
import { adoptSheet } from '../../shared/adoptSheet.ts';

export const LIST_CSS = `
.hos-list-tools { display: flex; justify-content: flex-end; margin-bottom: 4px; }
.hos-col-chooser ul { list-style: none; margin: 0 0 8px; padding: 0; max-height: 60vh; overflow-y: auto; }
.hos-col-option { display: flex; align-items: center; justify-content: space-between; gap: 12px; min-width: 200px; }
.hos-col-move { display: inline-flex; flex: none; }
.hos-cards { list-style: none; margin: 0 0 8px; padding: 0; display: flex; flex-direction: column; gap: 8px; }
.hos-card-item, .hos-card { min-width: 0; }
.hos-card-head { display: flex; align-items: flex-start; justify-content: space-between; gap: 8px; }
.hos-card-title { flex: 1 1 auto; min-width: 0; font-weight: 600; overflow-wrap: anywhere; }
.hos-card-title * { white-space: normal; overflow-wrap: anywhere; }
.hos-card-status { flex: none; max-width: 50%; }
.hos-card-status .ant-space { flex-wrap: wrap; justify-content: flex-end; }
.hos-card-rows { display: grid; grid-template-columns: auto minmax(0, 1fr); gap: 4px 12px; margin: 8px 0 0; }
.hos-card-row { display: contents; }
.hos-card-rows dt { opacity: 0.65; white-space: nowrap; }
.hos-card-rows dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
.hos-card-rows dd * { white-space: normal !important; }
.hos-card-actions { margin-top: 8px; }
.hos-cards-nested { margin: 8px 0 0; }
.hos-card-actions .ant-space { flex-wrap: wrap; white-space: normal !important; gap: 8px !important; }
.hos-cards .ant-btn { min-height: 44px; }
.hos-cards .ant-btn-link { padding-inline: 8px; }
@media (max-width: 575.98px) {
  .hos-list .ant-pagination-item, .hos-list .ant-pagination-prev, .hos-list .ant-pagination-next { min-width: 44px; height: 44px; line-height: 42px; }
}
`;

/** A ref for an element of the list: its shadow root adopts the sheet. */
export function useListStyles<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  useEffect(() => {
    const root = ref.current?.getRootNode();
    if (root && root instanceof ShadowRoot) adoptSheet(root, LIST_CSS);
  }, []);
  return ref;
}
