// The client's address for login throttling and the audit log. Behind a reverse proxy (HOS_TRUST_PROXY=1)
// it is the last X-Forwarded-For entry, the one the proxy appended; without a proxy that header is the
// client's own claim and is ignored.
import type { IncomingMessage } from 'node:http';

export function clientIp(req: IncomingMessage, trustProxy: boolean): string {
  let ip = req.socket.remoteAddress ?? '';
  if (trustProxy) {
    const xff = req.headers['x-forwarded-for'];
    const last = (Array.isArray(xff) ? xff.join(',') : xff ?? '').split(',').map((s) => s.trim()).filter(Boolean).pop();
    if (last) ip = last;
  }
  return ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1').slice(0, 64);
}
