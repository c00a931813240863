// The app's service worker (issue 32 §2, demo/sw.js): registered by the standalone platform page only
// (history routing, http(s), a browser with service workers, and not turned off by
// window.HOS_CONFIG.serviceWorker = false), never by the elements a host page embeds. A new version waits
// until the user takes it: `onUpdate` is told, and `activate` makes the waiting worker take over, then the
// page reloads once on the new version.

export interface AppWorker {
  /** the waiting worker takes over; the page reloads when it has */
  activate(): void;
}

function allowed(): boolean {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false;
  if (!/^https?:$/.test(location.protocol)) return false;
  const cfg = (globalThis as { HOS_CONFIG?: { serviceWorker?: boolean } }).HOS_CONFIG;
  return cfg?.serviceWorker !== false;
}

export function registerAppWorker(onUpdate: (w: AppWorker) => void): void {
  if (!allowed()) return;
  const sw = navigator.serviceWorker;
  let reloading = false;
  const offer = (waiting: ServiceWorker) => onUpdate({
    activate() {
      sw.addEventListener('controllerchange', () => {
        if (reloading) return;
        reloading = true;
        location.reload();
      });
      waiting.postMessage({ type: 'SKIP_WAITING' });
    },
  });
  sw.register('/sw.js', { scope: '/' }).then((reg) => {
    // a version already waiting (installed during an earlier visit) and this page runs the old one
    if (reg.waiting && sw.controller) offer(reg.waiting);
    reg.addEventListener('updatefound', () => {
      const next = reg.installing;
      next?.addEventListener('statechange', () => {
        // installed while an older version controls the page: an update (the first install takes over at once)
        if (next.state === 'installed' && sw.controller) offer(next);
      });
    });
    // a long-open ward computer looks for a new version now and then
    setInterval(() => void reg.update().catch(() => undefined), 30 * 60_000);
  }, (e: unknown) => console.warn('[hos] the service worker could not be registered', e));
}
