import { describe, expect, it } from 'vitest';
import { kindOfTask, recordsOfWork, workItems, workRoute, type TaskRow } from '../../../src/core/pages/myWork.ts';

let nextId = 1;
const task = (p: Partial<TaskRow>): TaskRow => ({
  recordId: nextId++, module: 'baqsj', state: 'inProgress', stepKind: 'review', taskKind: 'step', overdue: 0, openMeasures: 0, doneMeasures: 0, ...p,
});

describe('kindOfTask', () => {
  it('names each task by what the person has to do', () => {
    expect(kindOfTask(task({}))).toBe('approve');
    expect(kindOfTask(task({ state: 'returned', stepKind: null }))).toBe('returned');
    expect(kindOfTask(task({ state: 'closed', stepKind: 'archive' }))).toBe('archive');
    expect(kindOfTask(task({ taskKind: 'measure', state: 'rectifying', stepKind: 'rectification', openMeasures: 2 }))).toBe('measure');
    expect(kindOfTask(task({ stepKind: 'rectification' }))).toBe('rectify');
    expect(kindOfTask(task({ module: 'xjsxxm', state: 'approved', stepKind: 'periodicReview' }))).toBe('periodicReview');
  });

  it('while measures are carried out, the quality office has work only when one is done or none is left', () => {
    const rect = { state: 'rectifying' as const, stepKind: 'rectification' as const };
    expect(kindOfTask(task({ ...rect, openMeasures: 2, doneMeasures: 0 }))).toBeNull();
    expect(kindOfTask(task({ ...rect, openMeasures: 1, doneMeasures: 1 }))).toBe('verifyMeasure');
    expect(kindOfTask(task({ ...rect, openMeasures: 0, doneMeasures: 0 }))).toBe('rectify');
  });
});

describe('workItems', () => {
  it('merges tasks of one kind and module, counts the overdue, drops waiting and empty ones, orders by urgency', () => {
    const items = workItems([
      task({ overdue: 1 }),
      task({}),
      task({ module: 'xjsxxm' }),
      task({ state: 'returned', stepKind: null }),
      task({ state: 'rectifying', stepKind: 'rectification', openMeasures: 3 }),
    ], { drafts: { baqsj: 2, xjsxxm: 0 }, sheetsToScore: 4 });
    expect(items).toEqual([
      { kind: 'returned', module: 'baqsj', count: 1, overdue: 0 },
      { kind: 'approve', module: 'baqsj', count: 2, overdue: 1 },
      { kind: 'approve', module: 'xjsxxm', count: 1, overdue: 0 },
      { kind: 'score', module: 'quality', count: 4, overdue: 0 },
      { kind: 'draft', module: 'baqsj', count: 2, overdue: 0 },
    ]);
  });

  it('reads the counts the database hands back as text (PostgreSQL COUNT) as numbers', () => {
    const items = workItems([task({ state: 'rectifying', stepKind: 'rectification', openMeasures: '0' as unknown as number, doneMeasures: '2' as unknown as number })]);
    expect(items).toEqual([{ kind: 'verifyMeasure', module: 'baqsj', count: 1, overdue: 0 }]);
  });
});

describe('recordsOfWork', () => {
  it('counts records, not tasks: two measures of one record are one record on the tile and in its list', () => {
    const tasks = [
      task({ recordId: 7, taskKind: 'measure', state: 'rectifying', stepKind: 'rectification' }),
      task({ recordId: 7, taskKind: 'measure', state: 'rectifying', stepKind: 'rectification', overdue: 1 }),
      task({ recordId: 9, taskKind: 'measure', state: 'rectifying', stepKind: 'rectification' }),
      task({ recordId: 3 }),
    ];
    expect(workItems(tasks)).toEqual([
      { kind: 'approve', module: 'baqsj', count: 1, overdue: 0 },
      { kind: 'measure', module: 'baqsj', count: 2, overdue: 1 },
    ]);
    expect(recordsOfWork(tasks, 'measure', 'baqsj')).toEqual([7, 9]);
    expect(recordsOfWork(tasks, 'approve', 'baqsj')).toEqual([3]);
    expect(recordsOfWork(tasks, 'approve', 'xjsxxm')).toEqual([]);
  });
});

describe('workRoute', () => {
  it('opens the to-do list filtered to the tile, drafts and sheets on their own lists, else a wider page, else nothing', () => {
    const has = (paths: string[]) => (p: string) => paths.includes(p);
    expect(workRoute({ kind: 'approve', module: 'baqsj' }, has(['/newBaqsj/pendingMyApproval', '/biz/todo']))).toBe('/biz/todo?work=approve&module=baqsj');
    expect(workRoute({ kind: 'returned', module: 'xjsxxm' }, has(['/biz/todo']))).toBe('/biz/todo?work=returned&module=xjsxxm');
    expect(workRoute({ kind: 'approve', module: 'baqsj' }, has(['/newBaqsj/pendingMyApproval']))).toBe('/newBaqsj/pendingMyApproval');
    expect(workRoute({ kind: 'score', module: 'quality' }, has(['/quality/mySheets']))).toBe('/quality/mySheets');
    expect(workRoute({ kind: 'score', module: 'quality' }, has(['/biz/todo']))).toBeNull();
    expect(workRoute({ kind: 'draft', module: 'baqsj' }, has(['/biz/draft']))).toBe('/biz/draft?module=baqsj');
    expect(workRoute({ kind: 'draft', module: 'baqsj' }, has(['/newBaqsj/myDraft', '/biz/draft']))).toBe('/newBaqsj/myDraft');
    expect(workRoute({ kind: 'draft', module: 'xjsxxm' }, has(['/biz/draft']))).toBe('/biz/draft?module=xjsxxm');
  });
});
