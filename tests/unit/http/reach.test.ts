// Issue 36 §1: a call that got no answer says why - the server refuses the page's site (HOS_CORS_ORIGINS) or
// does not answer - in the page's language, with one console line for the developer naming the setting.
import { describe, expect, it } from 'vitest';
import { createReach, originOf, reachLogLine } from '../../../src/core/http/reach.ts';
import { createHttpClients } from '../../../src/core/http/clients.ts';
import { createUiPort } from '../../../src/core/http/uiPort.ts';
import { DEFAULT_CONFIG } from '../../../src/core/config.ts';
import { createPageI18n } from '../../../src/core/i18n/instance.ts';

const PAGE = 'http://portal.example:8090';

describe('reach: why a call got no answer', () => {
  it('a server that answers a no-cors probe refuses the site; one that does not is down', async () => {
    const lines: string[] = [];
    let up = true;
    let probes = 0;
    const reach = createReach({
      pageOrigin: () => PAGE,
      fetch: async () => {
        probes++;
        if (!up) throw new TypeError('Failed to fetch');
        return {};
      },
      log: (l) => lines.push(l),
    });
    const seen: unknown[] = [];
    reach.subscribe(() => seen.push(reach.state()));
    // two calls failing together: one probe
    const [a, b] = await Promise.all([reach.diagnose('http://hos.example:8080/api/v1/x'), reach.diagnose('http://hos.example:8080/xjs-api/y')]);
    expect(a).toEqual({ kind: 'origin', api: 'http://hos.example:8080', origin: PAGE });
    expect(b).toBe(a);
    expect(probes).toBe(1);
    expect(lines).toEqual([reachLogLine(a!)]);
    expect(lines[0]).toContain('HOS_CORS_ORIGINS');
    expect(lines[0]).toContain(PAGE);
    // the same finding again: no second line, no second notice
    await reach.diagnose('http://hos.example:8080/api/v1/x');
    expect(lines).toHaveLength(1);
    expect(seen).toHaveLength(1);
    // an answer clears it
    reach.answered();
    expect(reach.state()).toBeNull();
    up = false;
    expect((await reach.diagnose('http://hos.example:8080/api'))?.kind).toBe('down');
    expect(lines[1]).toContain('does not answer');
  });

  it('the page\'s own origin needs no permission: no answer there means down, without a probe', async () => {
    let probes = 0;
    const reach = createReach({ pageOrigin: () => PAGE, fetch: async () => { probes++; return {}; } });
    expect((await reach.diagnose('/api/v1/x'))?.kind).toBe('down');
    expect(probes).toBe(0);
    expect(originOf('/api', PAGE)).toBe(PAGE);
    expect(originOf('::', undefined)).toBeUndefined();
  });

  it('outside a browser nothing is found', async () => {
    const reach = createReach({ pageOrigin: () => undefined });
    expect(await reach.diagnose('http://hos.example/api')).toBeNull();
  });

  it('the http clients word a refused call in the page\'s language and toast it', async () => {
    for (const [lang, words] of [['zh-CN', '不接受来自本站点'], ['en', 'does not accept calls from this site']] as const) {
      const i18n = createPageI18n(lang);
      const toasts: string[] = [];
      const ui = createUiPort();
      ui.attach({ toast: (_t, text) => toasts.push(text), confirm: async () => false });
      const reach = createReach({ pageOrigin: () => PAGE, fetch: async () => ({}) });
      const http = createHttpClients({
        getConfig: () => ({ ...DEFAULT_CONFIG, apiBase: 'http://127.0.0.1:9', oldApiBase: 'http://127.0.0.1:9/xjs-api' }),
        getBearer: () => undefined,
        ui,
        t: (k, p) => i18n.t(k, p),
        reach,
        resetToken: () => {},
      });
      const shared = await http.shared.get('/api/v1/anything').catch((e: Error) => e.message);
      expect(shared).toContain(words);
      expect(shared).toContain('HOS_CORS_ORIGINS');
      const old = await http.old.get('/message').catch((e: Error) => e.message);
      expect(old).toContain(words);
      expect(toasts).toEqual([shared, old]);
      expect(reach.state()?.kind).toBe('origin');
    }
  });
});
