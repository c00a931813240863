// form-format.md runtime rule 2: two spellings, never eval, invalid -> error object.
import { describe, expect, it } from 'vitest';
import { compilePattern, testPattern } from '../../../src/core/form/pattern';

describe('compilePattern', () => {
  it('compiles a bare source with new RegExp(source)', () => {
    const { regex } = compilePattern('^1[3-9]\\d{9}$');
    expect(regex!.source).toBe('^1[3-9]\\d{9}$');
    expect(regex!.flags).toBe('');
    expect(regex!.test('13912345678')).toBe(true);
  });

  it('compiles an old regex literal /source/ as that literal', () => {
    const { regex } = compilePattern('/^\\d{6}$/');
    expect(regex!.source).toBe('^\\d{6}$');
    expect(regex!.test('100000')).toBe(true);
    expect(regex!.test('/100000/')).toBe(false);
  });

  it('keeps the flags of a literal: /abc/i', () => {
    const { regex } = compilePattern('/abc/i');
    expect(regex!.flags).toBe('i');
    expect(regex!.test('ABC')).toBe(true);
  });

  it('splits at the last slash, so slashes inside the literal stay', () => {
    const { regex } = compilePattern('/^a\\/b$/');
    expect(regex!.test('a/b')).toBe(true);
  });

  it('reads a slash-started text whose tail is not flags as a bare source', () => {
    const { regex } = compilePattern('/api/v1');
    expect(regex!.source).toBe('\\/api\\/v1');
  });

  it('reports duplicated flags instead of throwing', () => {
    expect(compilePattern('/a/gg').error).toMatch(/flags/);
  });

  it('reports an invalid source instead of throwing', () => {
    expect(compilePattern('^(abc').error).toBeTypeOf('string');
    expect(compilePattern('/[a-/').error).toBeTypeOf('string');
    expect(() => compilePattern('(' as string)).not.toThrow();
  });

  it('rejects non-text patterns with an error', () => {
    expect(compilePattern(42 as unknown as string).error).toMatch(/text/);
  });

  it('testPattern resets lastIndex so a g-flag literal answers the same twice', () => {
    const { regex } = compilePattern('/a/g');
    expect(testPattern(regex!, 'a')).toBe(true);
    expect(testPattern(regex!, 'a')).toBe(true);
  });
});
