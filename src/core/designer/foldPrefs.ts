// Which side columns of the designer a person keeps folded (issue 31 §5: room for the canvas), kept on
// this machine per user, like their drafts: `hos-designer-folds:<user>` in the page's storage.
import type { KeyValueStorage } from '../session/cookies.ts';

export interface DesignerFolds {
  /** the palette (widgets to add) is folded to a rail */
  palette: boolean;
  /** the attribute panel is folded to a rail */
  panel: boolean;
}

export const NO_FOLDS: DesignerFolds = Object.freeze({ palette: false, panel: false });

export const foldsKey = (user: string) => `hos-designer-folds:${user}`;

/** The person's folds; none when nothing (or nothing readable) is stored. */
export function readFolds(storage: KeyValueStorage, user: string): DesignerFolds {
  try {
    const v = JSON.parse(storage.getItem(foldsKey(user)) ?? 'null') as Partial<DesignerFolds> | null;
    return v && typeof v === 'object' ? { palette: v.palette === true, panel: v.panel === true } : NO_FOLDS;
  } catch {
    return NO_FOLDS;
  }
}

export function writeFolds(storage: KeyValueStorage, user: string, folds: DesignerFolds): void {
  try {
    if (!folds.palette && !folds.panel) storage.removeItem(foldsKey(user));
    else storage.setItem(foldsKey(user), JSON.stringify({ palette: folds.palette, panel: folds.panel }));
  } catch {
    // a full or blocked storage: the folds last for this page only
  }
}
