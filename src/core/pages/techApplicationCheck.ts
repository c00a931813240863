// Checks a filled technology application against its form (issue 35 §1): the form model's own validation, the
// parts hidden for the record's class not checked. The server runs it at submission; apart from
// techApplication.ts because it brings the whole form engine.
import { createFormModel } from '../form/createFormModel.ts';
import { walkWidgets } from '../form/walk.ts';
import type { FormSchema, Widget } from '../form/types.ts';
import type { TechKind } from '../api/records.ts';
import { applicationValues } from './techApplication.ts';

/** One field the application misses or has wrong: its label as the form names it, and the form's message. */
export interface ApplicationProblem { path: string; label: string; message: string }

function labels(schema: unknown): Map<string, string> {
  const out = new Map<string, string>();
  walkWidgets((schema ?? { list: [] }) as FormSchema, (w: Widget) => {
    if (w.model) out.set(w.model, w.name || w.model);
    return undefined;
  });
  return out;
}

/**
 * The problems of a filled application for a technology of `techKind` (empty: complete). Hidden parts are not
 * checked (the form's own rule), so a non-restricted application needs no ethics approval.
 */
export async function applicationProblems(schema: unknown, application: unknown, techKind: TechKind): Promise<ApplicationProblem[]> {
  const model = createFormModel(schema, { value: applicationValues(application, techKind), prefill: false });
  const errors = await model.validate();
  const names = labels(schema);
  return Object.entries(errors).filter(([, m]) => !!m).map(([path, message]) => {
    // a cell of the team: "技术团队 › 执业证书编号"
    const cell = /^([^[]+)\[(\d+)\]\.(.+)$/.exec(path);
    const label = cell ? `${names.get(cell[1]) ?? cell[1]} ${Number(cell[2]) + 1} › ${names.get(cell[3]) ?? cell[3]}` : names.get(path) ?? path;
    return { path, label, message: String(message) };
  });
}

