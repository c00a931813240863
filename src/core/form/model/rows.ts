// Subform row operations: appending a blank row, and removing one (kept with status -1 for the server).
import { newSubformRow } from '../initialModels';
import { subformColumns } from '../walk';
import type { FormContext } from './context';
import { clearErrors } from './errors';
import { subformNode } from './fieldIndex';
import { revalidateIfShown } from './validation';
import { rowsOf, writeTop } from './values';

/** Appends a blank row; returns its index. */
export function addRow(ctx: FormContext, subModel: string): number {
  const n = subformNode(ctx.index, subModel);
  const rows = rowsOf(ctx, subModel);
  rows.push(newSubformRow(subformColumns(n.widget)));
  ctx.bus.batch(() => {
    writeTop(ctx, subModel, rows);
    revalidateIfShown(ctx, subModel);
  });
  return rows.length - 1;
}

/** Marks a row removed (status -1) and drops its cells' errors. */
export function removeRow(ctx: FormContext, subModel: string, index: number): void {
  subformNode(ctx.index, subModel);
  const rows = rowsOf(ctx, subModel);
  const row = rows[index];
  if (!row || typeof row !== 'object') return;
  rows[index] = { ...(row as object), status: -1 };
  ctx.bus.batch(() => {
    writeTop(ctx, subModel, rows);
    clearErrors(ctx, `${subModel}[${index}].`);
    revalidateIfShown(ctx, subModel);
  });
}
