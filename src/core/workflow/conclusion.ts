// The conclusion of a closed loop (issue 22 §7): closing a rectification step is the assignee's decision
// and its comment is the case's conclusion. One rule for the detail, the print and the export: the last
// `close` entry of the timeline, while the record is closed or archived (a case sent back from archive
// review is open again and has no conclusion until it is closed again).
import type { WfState } from './types.ts';

export interface Conclusion {
  text: string;
  actorName: string;
  /** as the timeline gives it (`YYYY-MM-DD HH:mm:ss` from the server) */
  createdAt: string;
}

interface CloseEntry { action: string; comment: string; actorName: string; createdAt: string }

/** States in which a case carries its conclusion. */
export const CONCLUDED_STATES: WfState[] = ['closed', 'archived'];

export function conclusionOf(state: WfState, timeline: readonly CloseEntry[]): Conclusion | null {
  if (!CONCLUDED_STATES.includes(state)) return null;
  for (let i = timeline.length - 1; i >= 0; i--) {
    const t = timeline[i];
    if (t.action === 'close') return t.comment.trim() ? { text: t.comment, actorName: t.actorName, createdAt: t.createdAt } : null;
  }
  return null;
}
