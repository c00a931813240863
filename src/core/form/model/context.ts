// The model's mutable state, shared by its parts: the schema and its index, values, errors and the
// per-widget overrides (disabled, loaded options, upload tokens). Building it applies defaults and prefill.
import type { FormErrors, FormSchema, Models, OptionItem, SessionUser, Widget } from '../types';
import { normalizeSchema } from '../normalize';
import { buildInitialModels } from '../initialModels';
import { computePrefill } from '../prefill';
import type { ChangeBus } from './changes';
import { buildIndex, emptyIndex, isTopData, type FieldIndex } from './fieldIndex';
import type { FormModelOptions } from './types';
import type { FormulaPlan } from '../formula/types';

export interface FormContext {
  readonly opts: FormModelOptions;
  readonly bus: ChangeBus;
  /** reads a top-level model (what conditions see) */
  readonly valueOf: (model: string) => unknown;
  schema: FormSchema;
  index: FieldIndex;
  models: Models;
  /** frozen: what reset() returns to */
  initial: Models;
  errors: FormErrors;
  specificPatient: boolean;
  readonly disabledOverride: Map<Widget, boolean>;
  readonly remoteOptions: Map<Widget, OptionItem[]>;
  readonly tokens: Map<Widget, string>;
  /** the computed fields' plan once formulas are attached (model/computed.ts); null without computed fields */
  formulas: { plan: FormulaPlan; busy: boolean; run(): void } | null;
}

export function createContext(opts: FormModelOptions, bus: ChangeBus): FormContext {
  const ctx: FormContext = {
    opts, bus, valueOf: (model) => ctx.models[model], schema: undefined as unknown as FormSchema, index: emptyIndex(),
    models: {}, initial: {}, errors: {}, specificPatient: false,
    disabledOverride: new Map(), remoteOptions: new Map(), tokens: new Map(), formulas: null,
  };
  return ctx;
}

function dataWidgets(ctx: FormContext): Map<string, Widget> {
  const widgets = new Map<string, Widget>();
  for (const n of ctx.index.nodes) if (isTopData(n)) widgets.set(n.widget.model, n.widget);
  return widgets;
}

/**
 * The session's user arrived after the form was drawn (signed in elsewhere, issue 33 §9): the values of the
 * user-filled models (reporter, department, report time) that are still empty. Nothing typed is replaced.
 */
export function userPrefillValues(ctx: FormContext, user: SessionUser): Models {
  if (ctx.opts.prefill === false) return {};
  return computePrefill({ widgets: dataWidgets(ctx), value: ctx.models, user, now: ctx.opts.now, prefill: ctx.opts.prefill || undefined }).values;
}

/** Loads a schema: its index, then the models from `value`, defaults and prefill. Node states are left to the caller. */
export function loadSchema(ctx: FormContext, doc: unknown, value: Models | undefined): void {
  const { opts } = ctx;
  ctx.schema = normalizeSchema(doc);
  ctx.index = buildIndex(ctx.schema);
  const initial = buildInitialModels(ctx.schema, value ?? {});
  if (opts.prefill !== false && (opts.user || opts.storage)) {
    const pre = computePrefill({
      widgets: dataWidgets(ctx), value: value ?? {}, user: opts.user, storage: opts.storage, storageKey: opts.storageKey,
      now: opts.now, prefill: opts.prefill || undefined,
    });
    Object.assign(initial, pre.values);
    ctx.specificPatient = pre.specificPatient;
  }
  ctx.models = { ...initial };
  ctx.initial = Object.freeze({ ...initial }) as Models;
}
