// axios loads with the first call (issue 34 §1/§2): what a call does while it cannot be fetched.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HttpDeps } from '../../../src/core/http/clients.ts';
import { DEFAULT_CONFIG } from '../../../src/core/config.ts';

const words: Record<string, string> = { 'http:network': '服务器连接异常，请检查服务器！', 'http:networkOld': '网络异常' };

function deps(toasts: string[], bearer?: string): HttpDeps {
  return {
    getConfig: () => ({ ...DEFAULT_CONFIG, apiBase: 'http://127.0.0.1:1', oldApiBase: 'http://127.0.0.1:1/xjs-api' }),
    getBearer: () => bearer,
    ui: { toast: (_type: string, text: string) => toasts.push(text) } as never,
    t: (key) => words[key] ?? key,
    resetToken: () => undefined,
  };
}

afterEach(() => {
  vi.doUnmock('axios');
  vi.resetModules();
});

describe('the clients before axios is there', () => {
  it('a call made while axios cannot be fetched fails as a call without an answer, and the next call fetches again', async () => {
    let fail = true;
    vi.doMock('axios', async () => {
      if (fail) throw new Error('Failed to fetch dynamically imported module');
      return vi.importActual('axios');
    });
    const { createHttpClients } = await import('../../../src/core/http/clients.ts');
    const toasts: string[] = [];
    const http = createHttpClients(deps(toasts));
    const e = await http.shared.get('/api/v1/getinfo').catch((x: unknown) => x);
    // not axios's own error (the server at port 1 would give one): the http layer's, worded as one
    expect(e).toMatchObject({ name: 'HosHttpError', message: words['http:network'], isAxiosError: true });
    expect(toasts).toEqual([words['http:network']]);
    // a background call says nothing
    await expect(http.old.post('/message', {}, { background: true } as never)).rejects.toMatchObject({ message: words['http:networkOld'] });
    expect(toasts).toHaveLength(1);
    fail = false;
    vi.resetModules();
    expect((await http.shared.instance()).defaults.timeout).toBe(DEFAULT_CONFIG.sharedTimeoutMs);
  });

  it('nothing is fetched until a call or a signed-in start asks', async () => {
    const loaded = vi.fn();
    vi.doMock('axios', async () => { loaded(); return vi.importActual('axios'); });
    const { createHttpClients } = await import('../../../src/core/http/clients.ts');
    createHttpClients(deps([]));
    await new Promise((r) => setTimeout(r, 20));
    expect(loaded).not.toHaveBeenCalled();
    createHttpClients(deps([], 'token-1'));
    await vi.waitFor(() => expect(loaded).toHaveBeenCalledTimes(1));
  });
});
