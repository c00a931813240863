// Permission helpers (spec sections 5 and 6).

/** True when the user has at least one of `required` roles. An empty list is a programming error. */
export function checkRole(required: readonly string[], userRoles: readonly string[]): boolean {
  if (!Array.isArray(required) || required.length === 0) {
    throw new Error("need roles! Like v-permission=\"['admin','editor']\"");
  }
  return userRoles.some((r) => required.includes(r));
}

export const ALL_PERMISSION = '*:*:*';

/** True when the user holds one of the operation tags; `*:*:*` grants all. */
export function checkPermission(required: readonly string[], userTags: readonly string[]): boolean {
  if (!Array.isArray(required) || required.length === 0) {
    throw new Error("need operation permission tags! Like v-hasPermi=\"['system:user:add']\"");
  }
  return userTags.some((tag) => tag === ALL_PERMISSION || required.includes(tag));
}

/** Route meta may carry roles: a route without them is open to every logged-in user. */
export function hasRoutePermission(userRoles: readonly string[], metaRoles: readonly string[] | undefined): boolean {
  if (!metaRoles || metaRoles.length === 0) return true;
  return userRoles.some((r) => metaRoles.includes(r));
}
