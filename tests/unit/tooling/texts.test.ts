// The UI-text check of `npm test` (scripts/check-texts.mjs): finds Chinese literals and English JSX texts,
// lets the listed stored values pass only in their files, and passes on this tree.
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { DATA_TEXTS, findTexts, violations } from '../../../scripts/check-texts.mjs';

describe('check-texts', () => {
  it('finds Chinese literals and English JSX texts and text props, not comments or other props', () => {
    const src = [
      "const a = '保存';",
      '// 注释 is a comment',
      'const b = <Button title="Save now">Save</Button>;',
      'const c = <div className="some class" data-x="Two words" />;',
      'const d = `共 ${n} 条`;',
    ].join('\n');
    expect(findTexts('x.tsx', src, { english: true }).map((f: { line: number }) => f.line)).toEqual([1, 3, 3, 5, 5]);
    expect(findTexts('x.tsx', src, { english: false }).map((f: { line: number }) => f.line)).toEqual([1, 5, 5]);
  });
  it('lists each stored value with its file only', () => {
    expect(DATA_TEXTS['src/core/notices/noticeRules.ts']).toContain('通知');
    expect(Object.values(DATA_TEXTS).flat().every((t) => typeof t === 'string' && t.length > 0)).toBe(true);
  });
  it('the tree holds no UI text outside the locale files', () => {
    expect(violations()).toEqual([]);
  });
});
