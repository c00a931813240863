// bundleJson reads a file beside the bundle as JSON, and names the file when it is not there.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleJson } from '../../../src/core/bundleAssets.ts';

let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/dist/assets/app-x.json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('[["p",["a{b:c}"]]]');
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const addr = server.address();
  base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('bundleJson', () => {
  it('reads the file as JSON', async () => {
    expect(await bundleJson(new URL('/dist/assets/app-x.json', base))).toEqual([['p', ['a{b:c}']]]);
  });
  it('refuses a missing file with its path', async () => {
    await expect(bundleJson(new URL('/dist/assets/gone.json', base))).rejects.toThrow('/dist/assets/gone.json: HTTP 404');
  });
});
