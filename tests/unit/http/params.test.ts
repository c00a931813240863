// The clients' query serializer writes what axios's own writes (the build leaves axios's out: vite.config.ts).
import axios from 'axios';
import { describe, expect, it } from 'vitest';
import { serializeParams } from '../../../src/core/http/params.ts';

const viaAxios = (params: unknown) => axios.getUri({ url: '/x', params }).replace(/^\/x\??/, '');

describe('serializeParams', () => {
  const cases: Record<string, unknown>[] = [
    { pageIndex: 1, pageSize: 20, scope: 'todo' },
    { keyword: '跌倒 坠床', name: 'a&b=c?d#e', sym: "!'()~*:$,;@/+" },
    { flag: true, off: false, zero: 0, empty: '', none: null, missing: undefined },
    { at: new Date(Date.UTC(2026, 10, 29, 1, 2, 3)) },
    { ids: [1, 2, null, 3], 'tags[]': ['a', 'b c'] },
    { filter: { dept: 3, status: 'open', deep: { x: 1 } } },
  ];
  it.each(cases.map((c) => [JSON.stringify(c), c]))('%s as axios writes it', (_, c) => {
    expect(serializeParams(c)).toBe(viaAxios(c));
  });
  it('passes URLSearchParams as they are and nothing for no params', () => {
    expect(serializeParams(new URLSearchParams('a=1&b=2'))).toBe('a=1&b=2');
    expect(serializeParams(undefined)).toBe('');
  });
});
