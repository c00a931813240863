// A sentence of the UI that names what people typed (issue 23 §3): the name is wrapped in a span marked
// `data-user-text`, so the language walk (tests/e2e/layoutAudit.ts) tells the data from the UI's words.
import type { ReactNode } from 'react';

const MARK = '\u0000';

/**
 * `t(key, { ...params, [param]: value })` with the value in a `<span data-user-text>`: the sentence is
 * translated with a marker in the value's place and split there (word order stays the locale's).
 */
export function withUserText(t: (key: string, params?: Record<string, unknown>) => string, key: string, param: string, value: ReactNode, params: Record<string, unknown> = {}): ReactNode {
  const parts = t(key, { ...params, [param]: MARK }).split(MARK);
  return parts.flatMap((p, i) => (i === 0 ? [p] : [<span key={i} data-user-text="">{value}</span>, p]));
}
