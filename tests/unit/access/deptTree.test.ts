import { describe, expect, it } from 'vitest';
import { buildDeptTree, idsUnder, parentChoicesOf } from '../../../src/core/access/deptTree.ts';

const ROWS = [
  { deptId: 1, deptName: '医院', parentId: null, status: 1 },
  { deptId: 2, deptName: '内科系统', parentId: 1, status: 1 },
  { deptId: 3, deptName: '内分泌科', parentId: 2, status: 1 },
  { deptId: 4, deptName: '旧科室', parentId: 2, status: 0 },
  { deptId: 5, deptName: '孤儿', parentId: 99, status: 1 },
];

describe('buildDeptTree', () => {
  it('nests rows under their parents in order; a missing parent makes a root', () => {
    const tree = buildDeptTree(ROWS);
    expect(tree.map((n) => n.deptName)).toEqual(['医院', '孤儿']);
    expect(tree[0].children![0].children!.map((n) => [n.value, n.title])).toEqual([[3, '内分泌科'], [4, '旧科室']]);
  });
  it('titles a department by its English name in English where it has one (issue 23 §1)', () => {
    const rows = ROWS.map((r) => (r.deptId === 3 ? { ...r, deptNameEn: 'Endocrinology' } : r));
    const titles = (lang: string) => buildDeptTree(rows, { lang })[0].children![0].children!.map((n) => n.title);
    expect(titles('en')).toEqual(['Endocrinology', '旧科室']);
    expect(titles('zh-CN')).toEqual(['内分泌科', '旧科室']);
  });
  it('leaves disabled departments out of pickers, or shows them unpickable', () => {
    expect(buildDeptTree(ROWS, { enabledOnly: true })[0].children![0].children!.map((n) => n.deptId)).toEqual([3]);
    expect(buildDeptTree(ROWS, { disableInactive: true })[0].children![0].children!.find((n) => n.deptId === 4)!.disabled).toBe(true);
  });
  it('lists a department and those below it, and where a department may move', () => {
    const tree = buildDeptTree(ROWS);
    expect(idsUnder(tree, 2)).toEqual([2, 3, 4]);
    expect(idsUnder(tree, 42)).toEqual([]);
    expect([...parentChoicesOf(tree, 2)].sort()).toEqual([1, 5]);
    expect(parentChoicesOf(tree).size).toBe(5);
  });
});
