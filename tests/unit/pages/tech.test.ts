import { describe, expect, it } from 'vitest';
import {
  applicantActions, attachmentsOf, catalogueOutcome, lastDecision, levelLabel, techFormData, techFormValues, teamOf,
} from '../../../src/core/pages/tech.ts';

const levels = ['1', '2', '3'];
const full = { techKind: 'limit', techName: ' 达芬奇机器人手术 ', level: '2', dept: '普通外科', team: ['吴涛', ' 王医生 ', '吴涛'], description: ' 用于前列腺癌根治 ', attachments: [{ name: '方案.pdf', url: '/uploads/a.pdf' }] };

describe('new-technology form', () => {
  it('checks a submission field by field, in the order of the form', () => {
    expect(techFormData({ ...full, techKind: 'x' }, { levels })).toEqual({ ok: false, error: 'kindRequired' });
    expect(techFormData({ ...full, techName: '  ' }, { levels })).toEqual({ ok: false, error: 'techNameRequired' });
    expect(techFormData({ ...full, techName: 'x'.repeat(101) }, { levels })).toEqual({ ok: false, error: 'techNameTooLong' });
    expect(techFormData({ ...full, level: '9' }, { levels })).toEqual({ ok: false, error: 'levelRequired' });
    expect(techFormData({ ...full, dept: '' }, { levels })).toEqual({ ok: false, error: 'deptRequired' });
    expect(techFormData({ ...full, description: '' }, { levels })).toEqual({ ok: false, error: 'descriptionRequired' });
    expect(techFormData({ ...full, description: 'x'.repeat(2001) }, { levels })).toEqual({ ok: false, error: 'descriptionTooLong' });
    expect(techFormData({ ...full, category: 'x'.repeat(51) }, { levels })).toEqual({ ok: false, error: 'categoryTooLong' });
    expect(techFormData({ ...full, team: Array.from({ length: 100 }, (_, i) => '成员姓名' + i) }, { levels })).toEqual({ ok: false, error: 'teamTooLong' });
    expect(techFormData({ ...full, attachments: Array.from({ length: 21 }, (_, i) => ({ name: 'a', url: '/uploads/' + i })) }, { levels })).toEqual({ ok: false, error: 'attachmentsTooMany' });
  });

  it('gives the class and the trimmed data', () => {
    expect(techFormData(full, { levels })).toEqual({
      ok: true, techKind: 'limit',
      data: { techName: '达芬奇机器人手术', level: '2', dept: '普通外科', team: '吴涛、王医生', description: '用于前列腺癌根治', attachments: [{ name: '方案.pdf', url: '/uploads/a.pdf' }] },
    });
    expect(techFormData({ ...full, category: ' 手术技术 ' }, { levels })).toMatchObject({ ok: true, data: { category: '手术技术' } });
  });

  it('lets a draft be incomplete but never nameless or with an unknown level', () => {
    expect(techFormData({ techKind: 'unlimit', techName: '草稿' }, { levels, draft: true })).toMatchObject({ ok: true, data: { level: '', dept: '', description: '', team: '', attachments: [] } });
    expect(techFormData({ techKind: 'unlimit', techName: '' }, { levels, draft: true })).toEqual({ ok: false, error: 'techNameRequired' });
    expect(techFormData({ techKind: 'unlimit', techName: 'a', level: '7' }, { levels, draft: true })).toEqual({ ok: false, error: 'levelRequired' });
  });

  it('reads team members and attachments defensively (no script or protocol-relative links)', () => {
    expect(teamOf('吴涛，王医生、吴涛')).toEqual(['吴涛', '王医生']);
    expect(teamOf(null)).toEqual([]);
    expect(attachmentsOf([
      { name: 'a', url: '/uploads/a.pdf' }, { name: 'b', url: 'javascript:alert(1)' }, { name: 'c', url: '//evil/x' }, { url: 'https://h/x/c.png' }, null,
    ])).toEqual([{ name: 'a', url: '/uploads/a.pdf' }, { name: 'c.png', url: 'https://h/x/c.png' }]);
  });

  it('fills the form from a stored record', () => {
    expect(techFormValues({ techKind: 'limit', data: { techName: 'A', level: '1', team: '刘明辉（负责人）、周静' } }))
      .toEqual({ techKind: 'limit', techName: 'A', level: '1', dept: '', team: ['刘明辉（负责人）', '周静'], category: '', description: '', attachments: [] });
    expect(techFormValues({ techKind: null, data: null }).techKind).toBe('unlimit');
  });
});

describe('new-technology lists', () => {
  it('labels levels from the dictionary, never as raw numbers when known', () => {
    const dict = [{ dictValue: '1', dictLabel: '一类技术' }, { dictValue: '2', dictLabel: '二类技术' }];
    expect(levelLabel('2', dict)).toBe('二类技术');
    expect(levelLabel('9', dict)).toBe('9');
    expect(levelLabel(undefined, dict)).toBe('');
  });

  it('finds the return comment still to answer and the rejection reason', () => {
    const tl = [
      { action: 'submit' }, { action: 'return', comment: '请补充伦理审查材料' }, { action: 'resubmit' }, { action: 'comment', comment: '好' },
    ];
    expect(lastDecision(tl, 'return')).toBeNull();
    expect(lastDecision([...tl, { action: 'return', comment: '团队资质不足' }, { action: 'comment' }], 'return')?.comment).toBe('团队资质不足');
    expect(lastDecision([...tl, { action: 'reject', comment: '风险过高' }], 'reject')?.comment).toBe('风险过高');
    expect(lastDecision(undefined, 'reject')).toBeNull();
  });

  it('offers edit for drafts and returned applications, resubmit only when returned', () => {
    expect(applicantActions('returned')).toEqual({ edit: true, resubmit: true, remove: false });
    expect(applicantActions('draft')).toEqual({ edit: true, resubmit: false, remove: true });
    expect(applicantActions('rejected')).toEqual({ edit: false, resubmit: false, remove: false });
  });
});

describe('catalogue review outcome', () => {
  it('reads the server field, else the status a review leaves', () => {
    expect(catalogueOutcome({ reviewOutcome: 'suspend', status: '已批准' })).toBe('suspend');
    expect(catalogueOutcome({ status: '终止' })).toBe('stop');
    expect(catalogueOutcome({ status: '继续' })).toBe('continue');
    expect(catalogueOutcome({ status: '已备案' })).toBeNull();
  });
});

describe('tech and flow admin texts', () => {
  it('have every key in both languages, and every literal key the pages use exists', async () => {
    const { readFileSync, readdirSync } = await import('node:fs');
    const { tech } = await import('../../../src/core/i18n/locales/tech.ts');
    const { flows } = await import('../../../src/core/i18n/locales/flowsAdmin.ts');
    const { workflow } = await import('../../../src/core/i18n/locales/workflow.ts');
    for (const table of [tech, flows]) expect(Object.keys(table.en).sort()).toEqual(Object.keys(table['zh-CN']).sort());
    // the form's check errors are shown by their code
    for (const code of ['kindRequired', 'techNameRequired', 'techNameTooLong', 'levelRequired', 'deptRequired', 'deptTooLong', 'categoryTooLong', 'descriptionRequired', 'descriptionTooLong', 'teamTooLong', 'attachmentsTooMany']) {
      expect(tech.en[code], code).toBeTypeOf('string');
    }
    const tables: Record<string, Record<string, string>> = { tech: tech['zh-CN'], flows: flows['zh-CN'], workflow: workflow['zh-CN'] };
    for (const [dir, ns] of [['tech', 'tech'], ['flows', 'flows']] as const) {
      const base = `src/modules/pages/views/${dir}`;
      for (const file of readdirSync(base)) {
        const text = readFileSync(`${base}/${file}`, 'utf8');
        for (const m of text.matchAll(/\bt\('([^']+)'[,)]/g)) {
          const [space, key] = m[1].includes(':') ? m[1].split(/:(.*)/s) : [ns, m[1]];
          expect(tables[space]?.[key], `${file}: ${m[1]}`).toBeTypeOf('string');
        }
      }
    }
  });
});
