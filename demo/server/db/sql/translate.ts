// The store's SQL is written once, in the subset SQLite and PostgreSQL share. The differences left are
// rewritten here for PostgreSQL, once per distinct text (remembered): few rules, each a plain token-level
// change outside string literals.
//   ?                       -> $1, $2, …
//   camelCase identifiers   -> "camelCase" (aliases such as `AS techName`; PostgreSQL folds unquoted names)
//   LIKE                    -> ILIKE (SQLite's LIKE ignores ASCII case: keyword search behaves the same)
//   INSERT OR IGNORE INTO … -> INSERT INTO … ON CONFLICT DO NOTHING
//   group_concat(x, sep)    -> string_agg(x, sep)
// Everything else is written portably in the areas (COALESCE, CAST … AS TEXT, CASE in sums, `1 = 0`,
// explicit upserts with ON CONFLICT … DO UPDATE); json_extract is a SQL function of the PostgreSQL schema.

const CACHE = new Map<string, string>();
const CACHE_SIZE = 2000;

export function toPostgres(sql: string): string {
  let out = CACHE.get(sql);
  if (out === undefined) {
    out = translate(sql);
    if (CACHE.size >= CACHE_SIZE) CACHE.delete(CACHE.keys().next().value!);
    CACHE.set(sql, out);
  }
  return out;
}

/** Shifts the `$n` parameters of a translated text by `offset` (a part of a combined statement). */
export function renumber(pg: string, offset: number): string {
  if (!offset) return pg;
  const parts = pg.split(/('(?:[^']|'')*')/);
  for (let i = 0; i < parts.length; i += 2) parts[i] = parts[i].replace(/\$(\d+)/g, (_, d: string) => `$${Number(d) + offset}`);
  return parts.join('');
}

function translate(sql: string): string {
  let n = 0;
  let ignore = false;
  // split into string literals (kept as they are) and code
  const parts = sql.split(/('(?:[^']|'')*')/);
  for (let i = 0; i < parts.length; i += 2) {
    parts[i] = parts[i]
      .replace(/\?/g, () => `$${++n}`)
      .replace(/(^|[^"\w$])([a-z][a-z0-9]*[A-Z]\w*)/g, '$1"$2"')
      .replace(/\bLIKE\b/g, 'ILIKE')
      .replace(/\bgroup_concat\(/g, 'string_agg(')
      .replace(/\bINSERT OR IGNORE INTO\b/g, () => { ignore = true; return 'INSERT INTO'; });
  }
  let out = parts.join('');
  if (ignore) out = out.replace(/;?\s*$/, ' ON CONFLICT DO NOTHING');
  return out;
}
