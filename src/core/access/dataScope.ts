// Role data scopes (issue 13 §4): which departments' records a caller may see. The server resolves the
// caller's roles to one scope per request (demo/server/http/auth.ts) and every record list, detail, data
// query, chart and export filters by it (demo/server/routes/recordView.ts callerDataScope); the role page
// shows and edits the same five names. Framework-free: the server and the pages both import it.

/** all: every record; deptAndBelow: the user's department and the departments under it; dept: the
 *  user's department; custom: the role's chosen departments; self: only the user's own records. */
export type DataScope = 'all' | 'deptAndBelow' | 'dept' | 'custom' | 'self';
export const DATA_SCOPES: readonly DataScope[] = ['all', 'deptAndBelow', 'dept', 'custom', 'self'];

/** The older API's numbers (RuoYi's): 1 all, 2 custom, 3 dept, 4 dept and below, 5 self. */
const NUMBERED: Record<string, DataScope> = { 1: 'all', 2: 'custom', 3: 'dept', 4: 'deptAndBelow', 5: 'self' };

/** A scope name, or one of the older numbers read as its name; anything else undefined. */
export function normalizeDataScope(v: unknown): DataScope | undefined {
  const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  if ((DATA_SCOPES as readonly string[]).includes(s)) return s as DataScope;
  return NUMBERED[s];
}

/** What a role contributes: its scope and, for 'custom', its chosen departments. */
export interface ScopeRole { dataScope: string; deptIds?: readonly number[] }
/** One department of the tree (null parent: a root). */
export interface DeptLink { id: number; parentId: number | null }

/** The records a caller may see: everything, those of some departments (and always their own), or their own. */
export type ResolvedScope =
  | { kind: 'all' }
  | { kind: 'depts'; deptIds: number[]; userId: number }
  | { kind: 'self'; userId: number };

/** The given departments and every department below them (a cycle in bad data stops, never loops). */
export function withDescendants(tree: readonly DeptLink[], roots: Iterable<number>): Set<number> {
  const children = new Map<number, number[]>();
  for (const d of tree) if (d.parentId !== null) children.set(d.parentId, [...(children.get(d.parentId) ?? []), d.id]);
  const out = new Set<number>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop()!;
    if (out.has(id)) continue;
    out.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return out;
}

/** Does any role need the tree (so the caller may skip loading it)? */
export const needsDeptTree = (roles: readonly ScopeRole[]) => roles.some((r) => normalizeDataScope(r.dataScope) === 'deptAndBelow');

/**
 * The union of the roles' scopes: 'all' wins; department scopes add up; a user with no department and
 * only department scopes sees their own records. An unknown scope name counts as the narrowest, 'self'.
 */
export function resolveDataScope(roles: readonly ScopeRole[], user: { id: number; deptId: number | null }, tree: readonly DeptLink[] = []): ResolvedScope {
  const depts = new Set<number>();
  for (const r of roles) {
    const scope = normalizeDataScope(r.dataScope) ?? 'self';
    if (scope === 'all') return { kind: 'all' };
    if (scope === 'dept' && user.deptId !== null) depts.add(user.deptId);
    if (scope === 'deptAndBelow' && user.deptId !== null) withDescendants(tree, [user.deptId]).forEach((d) => depts.add(d));
    if (scope === 'custom') (r.deptIds ?? []).forEach((d) => depts.add(d));
  }
  if (!depts.size) return { kind: 'self', userId: user.id };
  return { kind: 'depts', deptIds: [...depts].sort((a, b) => a - b), userId: user.id };
}

/** May a caller with this scope see a record of this department created by this user? */
export function scopeAllows(scope: ResolvedScope, rec: { deptId: number | null; createdBy: number }): boolean {
  if (scope.kind === 'all') return true;
  if (rec.createdBy === scope.userId) return true;
  return scope.kind === 'depts' && rec.deptId !== null && scope.deptIds.includes(rec.deptId);
}
