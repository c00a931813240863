// Issue 23 §1: a failed sign-in is said once. The login page and the sign-in dialog ask for a quiet login
// (no toast) and show the server's reason next to the form; other callers keep the http layer's toast.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, scriptedServer, testRuntime } from '../core/helpers.ts';
import { HosHttpError } from '../../../src/core/http/errors.ts';

let srv: Awaited<ReturnType<typeof scriptedServer>>;
beforeAll(async () => {
  srv = await scriptedServer({ 'POST /login': json({ code: 400, data: null, msg: 'Incorrect username or password' }) });
});
afterAll(() => srv.close());

describe('a refused sign-in', () => {
  it('quiet: rejects with the server\'s reason and shows no toast', async () => {
    const { rt, toasts } = testRuntime(srv.url);
    const err = await rt.session.login({ username: 'owner01', password: 'x' }, { quiet: true }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HosHttpError);
    expect((err as Error).message).toBe('Incorrect username or password');
    expect(toasts).toEqual([]);
  });
  it('otherwise the http layer says it (one toast), as before', async () => {
    const { rt, toasts } = testRuntime(srv.url);
    await expect(rt.session.login({ username: 'owner01', password: 'x' })).rejects.toThrow('Incorrect username or password');
    expect(toasts).toHaveLength(1);
  });
});
