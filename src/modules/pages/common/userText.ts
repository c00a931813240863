// What people typed (names, departments, titles, free text, the hospital's own form labels) is marked in the
// DOM with `data-user-text` (issue 23 §3): the language walk (tests/e2e/layoutAudit.ts auditLanguage) judges
// everything else as the UI's own words, which must be in the reader's language.

/** Spread on an element that shows what people typed. */
export const USER_TEXT = { 'data-user-text': '' } as const;

/** A table column's `onCell` for a column of typed data (antd passes the returned attributes to the <td>). */
export const userTextCell = (): object => USER_TEXT;
