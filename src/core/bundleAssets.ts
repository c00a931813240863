// Files the build puts beside the bundle's code (dist/assets/, hashed: `new URL('./x.json', import.meta.url)` in
// the module that uses one), read as JSON. Not a server API (those are src/core/api, through the session's clients):
// no token, signature or envelope; the bundle's own origin answers, cached for good by its hashed name.
export async function bundleJson<T>(url: URL): Promise<T> {
  const res = await fetch(url, { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`${url.pathname}: HTTP ${res.status}`);
  return (await res.json()) as T;
}
