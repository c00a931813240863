// The error map: setting or clearing one path's message announces the path (and a cell's subform).
import type { FormContext } from './context';
import { CELL_PATH } from './fieldIndex';

export function setError(ctx: FormContext, path: string, message: string | undefined): void {
  const { errors } = ctx;
  if (errors[path] === message) return;
  if (message === undefined) {
    if (!(path in errors)) return;
    delete errors[path];
  } else errors[path] = message;
  ctx.bus.changed(path);
  const cell = CELL_PATH.exec(path);
  if (cell) ctx.bus.changed(cell[1]);
}

/** Clears every error, or those whose path starts with `prefix`. */
export function clearErrors(ctx: FormContext, prefix?: string): void {
  for (const k of Object.keys(ctx.errors)) if (prefix === undefined || k.startsWith(prefix)) setError(ctx, k, undefined);
}
