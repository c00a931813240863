// The floor of `npm run load-test -- --scenario floor`: a bare node:http server doing what every HOS request
// does at the least (read the body, JSON.parse it, answer a JSON of a submission's answer size with the headers
// the server sends) plus `?work=<ms>` of busy CPU standing in for the application's own work, so the load test's
// bursts show what this machine and this generator allow before any HOS code runs. No database, no framework.
import http from 'node:http';

const port = Number(process.env.PORT);
const answerBytes = Number(process.env.FLOOR_ANSWER_BYTES || 3500);
const fill = 'x'.repeat(Math.max(0, answerBytes - 120));

http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
    const work = Number(new URL(req.url, 'http://floor').searchParams.get('work') || 0);
    const until = performance.now() + work;
    while (performance.now() < until) { /* the application's work, as CPU */ }
    const json = JSON.stringify({ code: 200, msg: 'ok', data: { id: 1, title: body.title ?? null, fill } });
    res.writeHead(200, {
      'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer', 'X-Frame-Options': 'DENY', 'Content-Length': Buffer.byteLength(json),
    });
    res.end(json);
  });
}).listen(port, '127.0.0.1');
