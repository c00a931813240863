// The README's embedding page (demo/embed/portal.html) served from a site of its own, as the old portal
// would serve it: `npm run embed-demo` serves it on http://127.0.0.1:8090/ against the HOS server on
// http://127.0.0.1:8080 (start that with `npm start`, with HOS_CORS_ORIGINS=http://127.0.0.1:8090).
//   --port N     this site's port (8090)
//   --api URL    the HOS server (http://127.0.0.1:8080): written into the page in place of the README's address
// The e2e suite (tests/e2e/cross-origin.spec.ts) serves the same page through startEmbedDemo().
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** the HOS server's address as the README and the page write it */
export const README_API = 'http://127.0.0.1:8080';
const PAGE = fileURLToPath(new URL('../demo/embed/portal.html', import.meta.url));

/** The page as this site serves it: the README's page with the HOS server's address put in. */
export async function embedPage(api = README_API) {
  const html = await readFile(PAGE, 'utf8');
  return html.split(README_API).join(api.replace(/\/+$/, ''));
}

/** Serves the page at / on 127.0.0.1:`port`; resolves with the server (close it when done). */
export function startEmbedDemo({ port = 8090, api = README_API } = {}) {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path !== '/' && path !== '/portal.html') {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('not found');
      return;
    }
    embedPage(api).then(
      (html) => {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(html);
      },
      (e) => {
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end(String(e));
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const arg = (name, dflt) => {
    const i = process.argv.indexOf(name);
    return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : dflt;
  };
  const port = Number(arg('--port', '8090'));
  const api = arg('--api', README_API);
  await startEmbedDemo({ port, api });
  console.log(`the embedding page: http://127.0.0.1:${port}/ (HOS server ${api}; it must list http://127.0.0.1:${port} in HOS_CORS_ORIGINS)`);
}
