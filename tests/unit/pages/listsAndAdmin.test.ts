import { describe, expect, it } from 'vitest';
import {
  ccOptions, groupParam, menuBody, normalizeDataScope, parentChoices, type MenuNode,
} from '../../../src/core/pages/index.ts';

// the record list's query moved to the records API: tests/unit/api/records.test.ts

describe('carbon-copy picker', () => {
  it('lists colleagues but not me, labelled with the department', () => {
    const users = [
      { userId: 1, name: '王建国', deptName: '医务部' }, { userId: 2, name: '李秀梅', deptName: '内分泌科' }, { id: 3, name: '无科室' }, { userId: 'x', name: '坏数据' },
    ];
    expect(ccOptions(users, '2')).toEqual([{ value: 1, label: '王建国（医务部）' }, { value: 3, label: '无科室' }]);
    // a transfer leaves out the submitter and the people already acting
    expect(ccOptions(users, '2', [1, null])).toEqual([{ value: 3, label: '无科室' }]);
  });
});

// the new-technology form's checks moved with it to the engine: tests/unit/pages/tech.test.ts

describe('system management helpers', () => {
  it('reads data scopes by name and the older numbers', () => {
    // the five scopes of issue 13 §4; the older numbers are RuoYi's (2 custom, 4 department and below)
    expect(['all', 'dept', 'self', 'deptAndBelow', 'custom', '1', '2', '3', '4', '5', 5, 'x', undefined].map(normalizeDataScope))
      .toEqual(['all', 'dept', 'self', 'deptAndBelow', 'custom', 'all', 'custom', 'dept', 'deptAndBelow', 'self', 'self', undefined, undefined]);
  });
  it('builds menu bodies for add and edit', () => {
    expect(menuBody({ title: ' 用户组 ', path: '/newUpms/group', menuType: 'F', component: ' ', icon: 'team', visible: true, sort: 12.7, parentId: 40, roles: ['System'] }))
      .toEqual({ title: '用户组', path: '/newUpms/group', menuType: 'F', icon: 'team', visible: true, sort: 12, parentId: 40, roles: ['System'] });
    expect(menuBody({ title: '目录', path: '/x', menuType: 'D', component: 'ignored', mid: 'system' })).toEqual({ title: '目录', path: '/x', menuType: 'D', mid: 'system', parentId: 0 });
    expect(menuBody({ visible: false, icon: '' }, 7)).toEqual({ menuId: 7, visible: false, icon: '' });
  });
  it('offers directories as parents, never the menu itself or below it', () => {
    const tree: MenuNode[] = [
      { menuId: 1, title: '系统模块', menuType: 'D', children: [
        { menuId: 2, title: '子目录', menuType: 'D', children: [{ menuId: 3, title: '页面', menuType: 'F' }] },
        { menuId: 4, title: '用户', menuType: 'F' },
      ] },
      { menuId: 5, title: '质量', menuType: 'D' },
    ];
    expect(parentChoices(tree)).toEqual([{ value: 1, label: '系统模块' }, { value: 2, label: '系统模块 / 子目录' }, { value: 5, label: '质量' }]);
    expect(parentChoices(tree, 2)).toEqual([{ value: 1, label: '系统模块' }, { value: 5, label: '质量' }]);
  });
  it('builds group params', () => {
    expect(groupParam({ groupName: ' 质控小组 ', userIDs: ['3', 3, 0, 'x', 4] })).toEqual({ groupName: '质控小组', note: '', userIDs: [3, 4] });
    expect(groupParam({ groupName: 'g', note: ' n ' }, 9)).toEqual({ id: 9, groupName: 'g', note: 'n', userIDs: [] });
  });
});
