// The operation permissions the platform checks (role management's "operation tags"): one home for their
// codes and the locale keys of their names, so role management shows a name in the reader's language
// (the code on hover) instead of 'quality:form:view'. A code an administrator typed that the platform
// does not know is data: shown as typed.
export const PERMISSIONS = [
  '*:*:*',
  'baqsj:report:add', 'baqsj:report:edit', 'baqsj:report:view', 'baqsj:approval:approve', 'baqsj:data:query',
  'xjsxxm:apply:add', 'xjsxxm:apply:view', 'xjsxxm:approval:approve', 'xjsxxm:review:edit',
  'quality:form:view', 'quality:form:edit', 'quality:sheet:score',
  // issue 26 §3: reading the monthly safety and quality report (leadership roles an administrator creates)
  'quality:report:view',
  // issue 26 §2: reading and running improvement projects (PDCA)
  'quality:pdca:view', 'quality:pdca:edit',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** The locale key (namespace admin) of a known permission's name, or null for a code the platform does not know. */
export function permissionLabelKey(code: string): string | null {
  if (!(PERMISSIONS as readonly string[]).includes(code)) return null;
  if (code === '*:*:*') return 'admin:perm.all';
  return 'admin:perm.' + code.split(':').map((p, i) => (i ? p[0].toUpperCase() + p.slice(1) : p)).join('');
}
