// The build's stand-ins for imports inside antd (scripts/lib/antdStubs.ts): each gives its importer what that
// importer takes from the real module, computed the same way, and the import it replaces still exists in antd
// (an antd update that moves it would otherwise leave the real module in the bundle without a word).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ANTD_STUBS, antdStubs } from '../../../scripts/lib/antdStubs.ts';

const require = createRequire(import.meta.url);
const es = join(dirname(require.resolve('antd/package.json')), 'es');
const dir = mkdtempSync(join(dirname(require.resolve('antd/package.json')), '..', '.antd-stubs-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function stubModule(i: number): Promise<Record<string, unknown>> {
  // written inside node_modules, so that the stand-in's own imports (antd/es/...) resolve as in the build
  const file = join(dir, `stub${i}.mjs`);
  writeFileSync(file, ANTD_STUBS[i].code);
  return import(pathToFileURL(file).href);
}

describe('antd stubs', () => {
  it.each(ANTD_STUBS.map((s, i) => [s.importer, s.source, i] as const))('%s still imports %s', (importer, source) => {
    const text = readFileSync(join(es, importer), 'utf8');
    expect(text).toContain(`from '${source}'`);
  });

  it('the build resolves only those imports of those files', () => {
    const at = (file: string) => join(es, file);
    expect(antdStubs.resolveId('../tooltip/UniqueProvider', at('config-provider/index.js'))).toMatch(/^\0hos-antd-stub:/);
    expect(antdStubs.resolveId('../form/hooks/useForm', at('radio/group.js'))).toMatch(/^\0hos-antd-stub:/);
    expect(antdStubs.resolveId('../form/hooks/useForm', at('form/Form.js'))).toBeNull();
    expect(antdStubs.resolveId('./UniqueProvider', at('tooltip/index.js'))).toBeNull();
    expect(antdStubs.resolveId('../tooltip/UniqueProvider', undefined)).toBeNull();
  });

  it("Radio.Group's toNamePathStr is the form hook's", async () => {
    const real = await import(pathToFileURL(join(es, 'form/hooks/useForm.js')).href);
    const stub = await stubModule(ANTD_STUBS.findIndex((s) => s.importer === 'radio/group.js'));
    for (const name of ['a', ['a', 'b'], ['list', 0, 'x'], 0, undefined, false, []]) {
      expect((stub.toNamePathStr as (n: unknown) => string)(name)).toBe(real.toNamePathStr(name));
    }
  });

  it("Button's and Tag's isBright is the presets panel's", async () => {
    const real = await import(pathToFileURL(join(es, 'color-picker/components/ColorPresets.js')).href);
    const { AggregationColor } = await import(pathToFileURL(join(es, 'color-picker/color.js')).href);
    for (const i of ANTD_STUBS.flatMap((s, n) => (s.source.endsWith('ColorPresets') ? [n] : []))) {
      const stub = await stubModule(i);
      for (const c of ['#409EFF', '#ffffff', '#fafafa', '#000000', 'rgba(255,255,255,0.3)', 'rgba(0,0,0,0.2)', '#f5222d']) {
        for (const bg of ['#ffffff', '#141414']) {
          const v = new AggregationColor(c);
          expect((stub.isBright as (v: unknown, bg: string) => boolean)(v, bg)).toBe(real.isBright(v, bg));
        }
      }
    }
  });

  it("antd's colour class gets the picker's Color class", async () => {
    const stub = await stubModule(ANTD_STUBS.findIndex((s) => s.importer === 'color-picker/color.js'));
    // the picker's index exports its Color from that file
    const picker = dirname(require.resolve('@rc-component/color-picker/package.json'));
    expect(readFileSync(join(picker, 'es/index.js'), 'utf8')).toMatch(/export \{ Color \} from "\.\/color"/);
    const c = new (stub.Color as new (v: string) => { toHexString(): string })('#409EFF');
    expect(c.toHexString()).toBe('#409eff');
  });

  it("ConfigProvider's tooltip.unique stand-in refuses to draw", async () => {
    const stub = await stubModule(ANTD_STUBS.findIndex((s) => s.importer === 'config-provider/index.js'));
    expect(() => (stub.default as () => unknown)()).toThrow(/tooltip\.unique is not in this build/);
  });
});
