// What waits for a person (issue 22 §5): the dashboard's first card. The server reads the caller's tasks
// (record_tasks with their records' module, state, step kind and measures) and classifies them here; the page
// turns each kind into the list page that shows those records, among the routes the person may open.
// One home for "which task is which kind" and "which page lists it": the server and the dashboard import it.
import type { StepKind, WfModule, WfState } from '../workflow/types.ts';

/** The kinds of work, in the order a person should see them (most urgent decisions first). */
export const WORK_KINDS = ['returned', 'approve', 'rectify', 'verifyMeasure', 'measure', 'archive', 'periodicReview', 'score', 'other', 'draft'] as const;
export type WorkKind = (typeof WORK_KINDS)[number];

/** One of the caller's tasks as the store reads it (record_tasks joined with its record). */
export interface TaskRow {
  module: WfModule;
  state: WfState;
  stepKind: StepKind | null;
  /** team: on the investigation team of a record at its root-cause analysis step (issue 26 §1) */
  taskKind: 'step' | 'measure' | 'team';
  /** 1 when the record's step is past its deadline */
  overdue: number;
  /** the record's measures still open, and done but not yet verified */
  openMeasures: number;
  doneMeasures: number;
}

/** One line of the card: a kind of work in a module, how many, how many overdue. */
export interface WorkItem {
  kind: WorkKind;
  module: WfModule | 'quality';
  count: number;
  overdue: number;
}

/** GET /api/v1/biz/my-work: the items (kinds with a count > 0, in WORK_KINDS order) and the unread counts of the bell. */
export interface MyWork {
  items: WorkItem[];
  unreadMessages: number;
  unreadNotices: number;
}

/**
 * The kind of one task, or null when the person is only waiting for others: a returned record waits for
 * its submitter, a closed one for archive review; while measures are carried out, the rectification step's
 * hands have work only when a measure is done (to verify) or none is left (to decide and close).
 */
export function kindOfTask(t: Omit<TaskRow, 'module' | 'overdue'>): WorkKind | null {
  if (t.taskKind === 'measure') return 'measure';
  if (t.state === 'returned') return 'returned';
  if (t.state === 'closed' || t.stepKind === 'archive') return 'archive';
  if (t.stepKind === 'review') return 'approve';
  if (t.stepKind === 'periodicReview') return 'periodicReview';
  if (t.state === 'rectifying') {
    if (Number(t.doneMeasures) > 0) return 'verifyMeasure';
    return Number(t.openMeasures) > 0 ? null : 'rectify';
  }
  if (t.stepKind === 'rectification') return 'rectify';
  return 'other';
}

/** Tasks plus the counts that are not tasks (drafts, sheets to score) -> the card's items, merged and ordered. */
export function workItems(tasks: TaskRow[], extra: { drafts?: Partial<Record<WfModule, number>>; sheetsToScore?: number } = {}): WorkItem[] {
  const byKey = new Map<string, WorkItem>();
  const add = (kind: WorkKind, module: WorkItem['module'], count: number, overdue: number) => {
    if (count <= 0) return;
    const key = `${kind}|${module}`;
    const had = byKey.get(key);
    if (had) Object.assign(had, { count: had.count + count, overdue: had.overdue + overdue });
    else byKey.set(key, { kind, module, count, overdue });
  };
  for (const t of tasks) {
    const kind = kindOfTask(t);
    if (kind) add(kind, t.module, 1, Number(t.overdue) ? 1 : 0);
  }
  for (const [module, n] of Object.entries(extra.drafts ?? {})) add('draft', module as WfModule, Number(n), 0);
  add('score', 'quality', extra.sheetsToScore ?? 0, 0);
  const rank = (i: WorkItem) => WORK_KINDS.indexOf(i.kind) * 10 + ['baqsj', 'xjsxxm', 'quality', 'business'].indexOf(i.module);
  return [...byKey.values()].sort((a, b) => rank(a) - rank(b));
}

/**
 * The list pages that show an item's records, best first. The first one the person may open is the
 * item's link; the general to-do list (/biz/todo) shows every task, so a task always has somewhere to go.
 */
const PAGES: Partial<Record<`${WorkKind}|${WorkItem['module']}`, string[]>> = {
  'returned|baqsj': ['/newBaqsj/myEscalation'],
  'returned|xjsxxm': ['/xjsxxm/apply/myApply'],
  'approve|baqsj': ['/newBaqsj/pendingMyApproval'],
  'approve|xjsxxm': ['/xjsxxm/apply/pendApproval'],
  'archive|baqsj': ['/baqsj/review'],
  'periodicReview|xjsxxm': ['/xjsxxm/review'],
  'draft|baqsj': ['/newBaqsj/myDraft', '/biz/draft'],
  'draft|xjsxxm': ['/xjsxxm/apply/myApply', '/biz/draft'],
  'draft|business': ['/biz/draft'],
  'score|quality': ['/quality/mySheets'],
};

/** The route an item opens among the routes the person has, or null when none shows it. */
export function workRoute(item: Pick<WorkItem, 'kind' | 'module'>, has: (route: string) => boolean): string | null {
  const own = PAGES[`${item.kind}|${item.module}`] ?? [];
  const fallback = item.kind === 'draft' || item.kind === 'score' ? [] : ['/biz/todo'];
  return [...own, ...fallback].find(has) ?? null;
}
