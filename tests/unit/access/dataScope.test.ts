import { describe, expect, it } from 'vitest';
import { needsDeptTree, resolveDataScope, scopeAllows, withDescendants, type DeptLink } from '../../../src/core/access/dataScope.ts';

// 1 hospital > 2 medicine (4 endocrinology, 5 cardiology > 7 cath lab), 3 surgery (6 general surgery)
const TREE: DeptLink[] = [
  { id: 1, parentId: null }, { id: 2, parentId: 1 }, { id: 3, parentId: 1 }, { id: 4, parentId: 2 }, { id: 5, parentId: 2 },
  { id: 6, parentId: 3 }, { id: 7, parentId: 5 },
];
const user = (deptId: number | null) => ({ id: 42, deptId });

describe('withDescendants', () => {
  it('collects a department and everything below it', () => {
    expect([...withDescendants(TREE, [2])].sort()).toEqual([2, 4, 5, 7]);
    expect([...withDescendants(TREE, [7])]).toEqual([7]);
    expect([...withDescendants(TREE, [5, 3])].sort()).toEqual([3, 5, 6, 7]);
  });
  it('stops on a cycle in bad data', () => {
    expect([...withDescendants([{ id: 1, parentId: 2 }, { id: 2, parentId: 1 }], [1])].sort()).toEqual([1, 2]);
  });
});

describe('resolveDataScope', () => {
  it('resolves each of the five scopes', () => {
    expect(resolveDataScope([{ dataScope: 'all' }], user(4), TREE)).toEqual({ kind: 'all' });
    expect(resolveDataScope([{ dataScope: 'dept' }], user(5), TREE)).toEqual({ kind: 'depts', deptIds: [5], userId: 42 });
    expect(resolveDataScope([{ dataScope: 'deptAndBelow' }], user(2), TREE)).toEqual({ kind: 'depts', deptIds: [2, 4, 5, 7], userId: 42 });
    expect(resolveDataScope([{ dataScope: 'custom', deptIds: [6, 4] }], user(5), TREE)).toEqual({ kind: 'depts', deptIds: [4, 6], userId: 42 });
    expect(resolveDataScope([{ dataScope: 'self' }], user(5), TREE)).toEqual({ kind: 'self', userId: 42 });
  });
  it('unites the roles: all wins, departments add up', () => {
    expect(resolveDataScope([{ dataScope: 'self' }, { dataScope: 'all' }], user(4), TREE)).toEqual({ kind: 'all' });
    expect(resolveDataScope([{ dataScope: 'dept' }, { dataScope: 'custom', deptIds: [6] }, { dataScope: 'self' }], user(4), TREE))
      .toEqual({ kind: 'depts', deptIds: [4, 6], userId: 42 });
  });
  it('narrows what it cannot read: no department, unknown names, an empty custom list', () => {
    expect(resolveDataScope([{ dataScope: 'dept' }], user(null), TREE)).toEqual({ kind: 'self', userId: 42 });
    expect(resolveDataScope([{ dataScope: 'everything' }], user(4), TREE)).toEqual({ kind: 'self', userId: 42 });
    expect(resolveDataScope([{ dataScope: 'custom' }], user(4), TREE)).toEqual({ kind: 'self', userId: 42 });
    expect(resolveDataScope([], user(4), TREE)).toEqual({ kind: 'self', userId: 42 });
  });
  it('reads the older numbers', () => {
    expect(resolveDataScope([{ dataScope: '4' }], user(2), TREE)).toEqual({ kind: 'depts', deptIds: [2, 4, 5, 7], userId: 42 });
    expect(resolveDataScope([{ dataScope: '1' }], user(2), TREE)).toEqual({ kind: 'all' });
  });
  it('needs the tree only for "department and below"', () => {
    expect(needsDeptTree([{ dataScope: 'dept' }, { dataScope: 'custom' }])).toBe(false);
    expect(needsDeptTree([{ dataScope: 'self' }, { dataScope: '4' }])).toBe(true);
  });
});

describe('scopeAllows', () => {
  it('lets a caller see their own records and their departments\' records, nothing else', () => {
    const scope = resolveDataScope([{ dataScope: 'dept' }], user(4), TREE);
    expect(scopeAllows(scope, { deptId: 4, createdBy: 1 })).toBe(true);
    expect(scopeAllows(scope, { deptId: 5, createdBy: 1 })).toBe(false);
    expect(scopeAllows(scope, { deptId: null, createdBy: 1 })).toBe(false);
    expect(scopeAllows(scope, { deptId: 5, createdBy: 42 })).toBe(true);
    expect(scopeAllows({ kind: 'self', userId: 42 }, { deptId: 4, createdBy: 1 })).toBe(false);
    expect(scopeAllows({ kind: 'all' }, { deptId: null, createdBy: 1 })).toBe(true);
  });
});
