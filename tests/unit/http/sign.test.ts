// The pure-JS SHA-256 of the /SYS signature (its constants computed, not listed) equals node:crypto's.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Hex, signParam, stableStringify } from '../../../src/core/http/sign.ts';

const node = (t: string) => createHash('sha256').update(t, 'utf8').digest('hex');

describe('sha256Hex', () => {
  it.each(['', 'abc', '跌倒/坠床事件报告', 'x'.repeat(55), 'x'.repeat(56), 'y'.repeat(64), 'z'.repeat(1000), '😀'.repeat(33)])('hashes %j as node:crypto does', (t) => {
    expect(sha256Hex(t)).toBe(node(t));
  });
  it('signs the stable JSON of the param with the key', () => {
    expect(stableStringify({ b: 1, a: [2, { d: undefined, c: 'x' }] })).toBe('{"a":[2,{"c":"x"}],"b":1}');
    expect(signParam({ b: 1, a: 'x' }, 'k')).toBe(node('{"a":"x","b":1}&key=k'));
  });
});
