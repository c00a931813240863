// Issue 33 §1: directory sign-in (LDAP / Active Directory). Server only: `ldapts` is never bundled for the
// browser (the settings page reaches it through routes/directory.ts). With 系统设置's `is_ldap` on and a
// directory configured, a sign-in that is the directory's (see `directoryCheck`) goes: the service account
// binds and searches the user with the filter (typed name escaped, RFC 4515), then the user's own DN binds
// with the typed password. A first sign-in creates the local account (no usable local password, the
// default role); later ones refresh the mapped fields. docs/security.md "Directory sign-in".
import type { IncomingMessage } from 'node:http';
// server only: scripts/check-boundaries.mjs refuses `ldapts` under src/ (never in a browser bundle)
import { Client, InvalidCredentialsError, type ClientOptions } from 'ldapts';
import type { AppContext } from '../http/router.ts';
import { secError } from '../http/texts.ts';
import { directoryKey, openSecret } from '../notify/secret.ts';
import {
  DIRECTORY_HASH, mapEntry, userFilter, wantedAttributes, type DirectoryEntry, type DirectorySettings, type MappedUser,
} from '../../../src/core/directory/directory.ts';
import { USERNAME_PATTERN } from '../../../src/core/users/rules.ts';

/** Connect, bind and search time-outs: a directory that does not answer is reported quickly. */
export const DIRECTORY_TIMEOUT_MS = 5000;

/** The directory did not answer, refused the service account, or its settings cannot be used. */
export class DirectoryDown extends Error {}

type Cred = { id: number; passwordHash: string; status: number };

/** The settings with the service password opened; DirectoryDown when it does not open (HOS_SIGN_KEY changed). */
export async function directorySettings(app: AppContext): Promise<DirectorySettings> {
  const s = await app.store.getDirectorySettings();
  try {
    return { ...s, bindPassword: openSecret(s.bindPassword, directoryKey(app.cfg.signKey)) };
  } catch {
    throw new DirectoryDown('the saved bind password cannot be read with this server\'s HOS_SIGN_KEY');
  }
}

function clientOptions(s: DirectorySettings): ClientOptions {
  const tls = { rejectUnauthorized: s.verifyCert, ...(s.caCert.trim() ? { ca: [s.caCert] } : {}) };
  return { url: s.url, timeout: DIRECTORY_TIMEOUT_MS, connectTimeout: DIRECTORY_TIMEOUT_MS, ...(s.url.toLowerCase().startsWith('ldaps:') ? { tlsOptions: tls } : {}) };
}

async function connect(s: DirectorySettings): Promise<Client> {
  const c = new Client(clientOptions(s));
  if (s.startTls && !s.url.toLowerCase().startsWith('ldaps:')) {
    await c.startTLS({ rejectUnauthorized: s.verifyCert, ...(s.caCert.trim() ? { ca: [s.caCert] } : {}) });
  }
  return c;
}

const unbind = (c: Client) => c.unbind().catch(() => undefined);

/** A found user: its DN and entry. */
export interface FoundUser { dn: string; entry: DirectoryEntry }

/**
 * Binds with the service account and searches `username` (undefined: none found, or more than one).
 * DirectoryDown when the directory does not answer or refuses the service account.
 */
export async function findUser(s: DirectorySettings, username: string): Promise<FoundUser | undefined> {
  let c: Client | undefined;
  try {
    c = await connect(s);
    await c.bind(s.bindDn, s.bindPassword);
    const { searchEntries } = await c.search(s.baseDn, {
      scope: 'sub', filter: userFilter(s.userFilter, username), attributes: wantedAttributes(s), sizeLimit: 2, timeLimit: DIRECTORY_TIMEOUT_MS / 1000,
    });
    if (searchEntries.length !== 1) return undefined;
    const { dn, ...entry } = searchEntries[0];
    return { dn, entry };
  } catch (e) {
    throw new DirectoryDown(e instanceof Error ? e.message : String(e));
  } finally {
    if (c) await unbind(c);
  }
}

/** Whether `password` opens `dn` (a bind of the user's own); DirectoryDown when the directory does not answer. */
async function passwordOpens(s: DirectorySettings, dn: string, password: string): Promise<boolean> {
  // an empty password would be an unauthenticated bind, which a directory accepts (RFC 4513 5.1.2)
  if (!password) return false;
  let c: Client | undefined;
  try {
    c = await connect(s);
    await c.bind(dn, password);
    return true;
  } catch (e) {
    if (e instanceof InvalidCredentialsError) return false;
    throw new DirectoryDown(e instanceof Error ? e.message : String(e));
  } finally {
    if (c) await unbind(c);
  }
}

/** Whether the directory decides this sign-in (configured, and not one of the local accounts). */
function directoryDecides(s: DirectorySettings, username: string, local: Cred | undefined): boolean {
  if (!s.url) return false;
  if (s.localUsers.some((u) => u.toLowerCase() === username.toLowerCase())) return false;
  return !(local && local.passwordHash !== DIRECTORY_HASH && s.localAllowed);
}

/** Creates the local account of a first directory sign-in, or refreshes the mapped fields of a known one. */
async function syncAccount(app: AppContext, s: DirectorySettings, username: string, m: MappedUser, local: Cred | undefined): Promise<Cred> {
  const now = Date.now();
  const fields = { name: m.name, ...(m.workNo !== undefined ? { workNo: m.workNo } : {}), ...(m.deptName ? { deptName: m.deptName } : {}), ...(m.email ? { email: m.email } : {}) };
  if (local) {
    await app.store.updateUser(local.id, fields, now);
    return local;
  }
  try {
    const id = await app.store.insertUser({
      username, passwordHash: DIRECTORY_HASH, name: m.name, workNo: m.workNo ?? '', deptName: m.deptName ?? '', phone: '', email: m.email ?? '',
      sex: '0', avatar: '', introduction: '', isTest: false, passwordChangedAt: now, now, roleKeys: s.defaultRole ? [s.defaultRole] : [],
    });
    return { id, passwordHash: DIRECTORY_HASH, status: 1 };
  } catch (e) {
    // two first sign-ins at once: the other one created it
    const made = await app.store.getCredentials(username);
    if (!made) throw e;
    return made;
  }
}

/**
 * The directory's answer to a sign-in, inside the throttle's check (routes/auth.ts): undefined when the
 * sign-in is local (directory off, a listed local account, or a local account with its own password while
 * local accounts are allowed). Otherwise `ok` and the account: unknown users and wrong passwords alike are
 * `ok: false`; a right password of an entry the mapping treats as disabled is `ok: true` with status 0 and no
 * account created. A directory that does not answer: a 500 saying so, in the caller's language.
 */
export async function directoryCheck(app: AppContext, req: IncomingMessage, username: string, password: string): Promise<{ ok: boolean; cred?: Cred } | undefined> {
  // the switch first: with 启用LDAP off, a sign-in costs one settings read more than before
  if (!(await app.store.getSettings(1))?.is_ldap) return undefined;
  // directories match names case-insensitively: a directory account is kept in lower case, so `LiHua` and
  // `lihua` are one account (a local account is found by its own spelling first)
  const name = username.toLowerCase();
  const local = (await app.store.getCredentials(username)) ?? (name !== username ? await app.store.getCredentials(name) : undefined);
  if (!directoryDecides(await app.store.getDirectorySettings(), username, local)) return undefined;
  if (!USERNAME_PATTERN.test(username)) return { ok: false };
  try {
    const s = await directorySettings(app);
    const found = await findUser(s, username);
    // an unknown user costs a (failing) bind too, so that it takes as long as a wrong password
    if (!found) return (await passwordOpens(s, `cn=hos-no-such-user,${s.baseDn}`, password), { ok: false });
    if (!(await passwordOpens(s, found.dn, password))) return { ok: false };
    const m = mapEntry(found.entry, s, name, await app.store.listDeptRows());
    if (m.disabled) return { ok: true, cred: { id: local?.id ?? 0, passwordHash: DIRECTORY_HASH, status: 0 } };
    return { ok: true, cred: await syncAccount(app, s, name, m, local) };
  } catch (e) {
    if (e instanceof DirectoryDown) {
      if (!app.cfg.quiet) console.warn(`directory sign-in: ${e.message}`);
      throw secError(req, 500, 'login.directoryDown');
    }
    throw e;
  }
}

/** What the 测试连接 button found: keys of the `directory` texts with their parameters (routes/directory.ts words them). */
export type DirectoryTestResult =
  | { ok: false; key: 'test.unreachable' | 'test.searchFailed'; error: string }
  | { ok: false; key: 'test.bindRefused' }
  | { ok: true; key: 'test.bound' }
  | { ok: true; key: 'test.notFound'; username: string }
  | { ok: true; key: 'test.found' | 'test.foundDisabled'; username: string; dn: string; user: MappedUser };

/** Binds with the service account and, given a username, looks it up (the settings' test button). */
export async function testDirectory(app: AppContext, s: DirectorySettings, username: string): Promise<DirectoryTestResult> {
  let c: Client | undefined;
  const message = (e: unknown) => (e instanceof Error ? e.message : String(e)).slice(0, 300);
  try {
    try {
      c = await connect(s);
      await c.bind(s.bindDn, s.bindPassword);
    } catch (e) {
      return e instanceof InvalidCredentialsError ? { ok: false, key: 'test.bindRefused' } : { ok: false, key: 'test.unreachable', error: message(e) };
    }
    if (!username) return { ok: true, key: 'test.bound' };
    try {
      const { searchEntries } = await c.search(s.baseDn, {
        scope: 'sub', filter: userFilter(s.userFilter, username), attributes: wantedAttributes(s), sizeLimit: 2, timeLimit: DIRECTORY_TIMEOUT_MS / 1000,
      });
      if (searchEntries.length !== 1) return { ok: true, key: 'test.notFound', username };
      const { dn, ...entry } = searchEntries[0];
      const user = mapEntry(entry, s, username, await app.store.listDeptRows());
      return { ok: true, key: user.disabled ? 'test.foundDisabled' : 'test.found', username, dn, user };
    } catch (e) {
      return { ok: false, key: 'test.searchFailed', error: message(e) };
    }
  } finally {
    if (c) await unbind(c);
  }
}
