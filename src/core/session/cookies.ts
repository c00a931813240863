// Cookie access behind a tiny interface: js-cookie in the browser (the old portal sets the same
// token cookie, so an element dropped into it is signed in with no extra step), memory in Node tests.
import Cookies from 'js-cookie';

export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string): void;
  remove(name: string): void;
}

export function browserCookieJar(): CookieJar {
  return {
    get: (name) => Cookies.get(name),
    set: (name, value) => { Cookies.set(name, value, { path: '/', sameSite: 'Lax' }); },
    remove: (name) => { Cookies.remove(name, { path: '/' }); },
  };
}

export function memoryCookieJar(initial: Record<string, string> = {}): CookieJar {
  const map = new Map(Object.entries(initial));
  return {
    get: (name) => map.get(name),
    set: (name, value) => { map.set(name, value); },
    remove: (name) => { map.delete(name); },
  };
}

/** localStorage-like storage; memory fallback for Node */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (k) => (map.has(k) ? map.get(k)! : null),
    setItem: (k, v) => { map.set(k, String(v)); },
    removeItem: (k) => { map.delete(k); },
  };
}
