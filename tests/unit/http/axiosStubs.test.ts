// The build's stand-ins for parts of axios (scripts/lib/axiosStubs.ts) keep the real modules' shape: the same
// export names, and the same keys on a default object (a missing `readAsync` once broke every request of the
// built bundle while every test in Node passed).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { AXIOS_STUBS } from '../../../scripts/lib/axiosStubs.ts';

const lib = join(dirname(createRequire(import.meta.url).resolve('axios/package.json')), 'lib');
const dir = mkdtempSync(join(tmpdir(), 'axios-stubs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const shape = (m: Record<string, unknown>) => ({
  names: Object.keys(m).sort(),
  defaultKeys: m.default && typeof m.default === 'object' ? Object.keys(m.default).sort() : typeof m.default,
});

describe('axios stubs', () => {
  it.each(Object.keys(AXIOS_STUBS))('%s has the shape of the real module', async (path) => {
    const real = await import(pathToFileURL(join(lib, path)).href);
    const file = join(dir, path.replace(/\//g, '_'));
    writeFileSync(file.replace(/\.js$/, '.mjs'), AXIOS_STUBS[path]);
    const stub = await import(pathToFileURL(file.replace(/\.js$/, '.mjs')).href);
    const want = shape(real);
    const got = shape(stub);
    // the status-code table is left empty on purpose: no code of ours reads axios.HttpStatusCode
    if (path === 'helpers/HttpStatusCode.js') expect(got.names).toEqual(want.names);
    else expect(got).toEqual(want);
  });
});
