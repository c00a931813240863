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
  /** the record (a record may hold several of the person's tasks: a step and measures) */
  recordId: number;
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
export function kindOfTask(t: Omit<TaskRow, 'module' | 'overdue' | 'recordId'>): WorkKind | null {
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

/** The records behind each (kind, module) of the tasks, each record once however many tasks it holds. */
function recordsByWork(tasks: TaskRow[]): Map<string, { module: WfModule; ids: Set<number>; overdue: Set<number> }> {
  const out = new Map<string, { module: WfModule; ids: Set<number>; overdue: Set<number> }>();
  for (const t of tasks) {
    const kind = kindOfTask(t);
    if (!kind) continue;
    const key = `${kind}|${t.module}`;
    let e = out.get(key);
    if (!e) out.set(key, (e = { module: t.module, ids: new Set(), overdue: new Set() }));
    e.ids.add(Number(t.recordId));
    if (Number(t.overdue)) e.overdue.add(Number(t.recordId));
  }
  return out;
}

/** The records a tile of tasks counts (`GET /api/v1/records?work=<kind>&module=<module>`): the list shows exactly these. */
export function recordsOfWork(tasks: TaskRow[], kind: WorkKind, module: WfModule): number[] {
  return [...(recordsByWork(tasks).get(`${kind}|${module}`)?.ids ?? [])].sort((a, b) => a - b);
}

/** The kinds of work a list can be filtered to by the records of the person's tasks (drafts and sheets have lists of their own). */
export const TASK_WORK_KINDS: readonly WorkKind[] = WORK_KINDS.filter((k) => k !== 'draft' && k !== 'score');

/** Tasks plus the counts that are not tasks (drafts, sheets to score) -> the card's items, merged and ordered. */
export function workItems(tasks: TaskRow[], extra: { drafts?: Partial<Record<WfModule, number>>; sheetsToScore?: number } = {}): WorkItem[] {
  const items: WorkItem[] = [];
  const add = (kind: WorkKind, module: WorkItem['module'], count: number, overdue: number) => {
    if (count > 0) items.push({ kind, module, count, overdue });
  };
  // a tile counts records, as the list it opens shows them (a record with two measures of the person's is one)
  for (const [key, e] of recordsByWork(tasks)) add(key.split('|')[0] as WorkKind, e.module, e.ids.size, e.overdue.size);
  for (const [module, n] of Object.entries(extra.drafts ?? {})) add('draft', module as WfModule, Number(n), 0);
  add('score', 'quality', extra.sheetsToScore ?? 0, 0);
  const rank = (i: WorkItem) => WORK_KINDS.indexOf(i.kind) * 10 + ['baqsj', 'xjsxxm', 'quality', 'business'].indexOf(i.module);
  return items.sort((a, b) => rank(a) - rank(b));
}

/**
 * The page an item opens, filtered to exactly what it counts (issue 36 §3). Tasks: the to-do list with the item's
 * kind and module (`/biz/todo?work=…&module=…`: the server lists the records of those tasks, recordsOfWork);
 * drafts: the module's drafts; sheets to score: their own list. A person without the to-do list (a hospital may
 * take it out of the menus) gets the module's page that shows those records among others.
 */
const OWN_LISTS: Partial<Record<`${WorkKind}|${WorkItem['module']}`, string[]>> = {
  'draft|baqsj': ['/newBaqsj/myDraft', '/biz/draft?module=baqsj'],
  'draft|xjsxxm': ['/biz/draft?module=xjsxxm'],
  'draft|business': ['/biz/draft?module=business'],
  'score|quality': ['/quality/mySheets'],
};
const WIDER_LISTS: Partial<Record<`${WorkKind}|${WorkItem['module']}`, string>> = {
  'returned|baqsj': '/newBaqsj/myEscalation',
  'returned|xjsxxm': '/xjsxxm/apply/myApply',
  'approve|baqsj': '/newBaqsj/pendingMyApproval',
  'approve|xjsxxm': '/xjsxxm/apply/pendApproval',
  'archive|baqsj': '/baqsj/review',
  'periodicReview|xjsxxm': '/xjsxxm/review',
};
const TODO = '/biz/todo';
const pathOf = (route: string) => route.split('?')[0];

/** The route an item opens among the routes the person has (with its query), or null when none shows it. */
export function workRoute(item: Pick<WorkItem, 'kind' | 'module'>, has: (route: string) => boolean): string | null {
  const key = `${item.kind}|${item.module}` as const;
  const own = OWN_LISTS[key];
  if (own) return own.find((r) => has(pathOf(r))) ?? null;
  if (item.module === 'quality') return null;
  if (has(TODO)) return `${TODO}?${new URLSearchParams({ work: item.kind, module: item.module })}`;
  const wider = WIDER_LISTS[key];
  return wider && has(wider) ? wider : null;
}
