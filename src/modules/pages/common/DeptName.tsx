// A department in the reader's language (issue 23 §1): the English name an administrator gave, else the stored
// name marked as typed data (data-user-text) for the language walk.
import { deptLabel } from '../../../core/pages/records.ts';
import { useLang } from './hooks.ts';
import { USER_TEXT } from './userText.ts';

export function DeptName({ row, empty = '-' }: { row: { deptName?: string | null; deptNameEn?: string | null }; empty?: string }) {
  const d = deptLabel(row, useLang());
  if (!d.text) return <>{empty}</>;
  return <span className="hos-dept-name" {...(d.typed ? USER_TEXT : {})}>{d.text}</span>;
}
