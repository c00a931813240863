// The form runtime's state, framework-free: values, errors, per-field visibility / disabled state,
// remote options. React (or anything) subscribes per field and re-renders only what changed
// (style-examples.md "Per-field subscriptions"). Rules: form-format.md runtime rules 1-10.
// The parts live in model/: changes (batching, subscriptions, snapshot caches), context (state, schema
// loading), fieldIndex (nodes, lookups, condition dependents), fieldStates (visibility, disabled),
// errors, validation, values, rows (subform rows) and remoteOptions; this file composes them.
import type { FieldState, Models } from './types';
import { createChangeBus } from './model/changes';
import { createContext, loadSchema, userPrefillValues } from './model/context';
import { clearErrors } from './model/errors';
import { isTopData, nodeForPath, pathsOfNode, stateOfPath } from './model/fieldIndex';
import { computeState, setDisabled } from './model/fieldStates';
import { loadRemoteOptions, optionsOf, uploadTokenOf } from './model/remoteOptions';
import { addRow, removeRow } from './model/rows';
import { attachFormulas } from './model/computed';
import type { FormulaPlanner } from './formula/types';
import { validateAll, validatePath } from './model/validation';
import { readValue, reset, setValue } from './model/values';
import type { FieldSnapshot, FormDataError, FormModel, FormModelOptions, FormState } from './model/types';

export type { FieldSnapshot, FormDataError, FormModel, FormModelOptions, FormState } from './model/types';

export function createFormModel(schemaInput: unknown, opts: FormModelOptions = {}): FormModel {
  const bus = createChangeBus();
  const ctx = createContext(opts, bus);
  let planner: FormulaPlanner | undefined = opts.formulas;

  function build(doc: unknown, value: Models | undefined): void {
    loadSchema(ctx, doc, value);
    for (const n of ctx.index.nodes) n.state = computeState(ctx, n);
    ctx.formulas = null;
    if (planner) attachFormulas(ctx, planner);
  }

  function getField(path: string): FieldSnapshot {
    return bus.field(path, () => {
      const st = stateOfPath(ctx.index, path);
      return {
        value: readValue(ctx, path), error: ctx.errors[path], visible: st.visible, disabled: st.disabled,
        options: optionsOf(ctx, nodeForPath(ctx.index, path)),
      };
    });
  }

  function getState(): FormState {
    return bus.state(() => {
      const fields: Record<string, FieldState> = {};
      for (const n of ctx.index.nodes) {
        if (n.subform) continue;
        const p = isTopData(n) ? n.widget.model : n.widget.key;
        if (p) fields[p] = n.state;
      }
      return { values: { ...ctx.models }, errors: { ...ctx.errors }, fields, specificPatient: ctx.specificPatient };
    });
  }

  const getModels = (): Models => structuredClone(ctx.models);

  function setSchema(doc: unknown): void {
    bus.batch(() => {
      const keep = ctx.models;
      const oldPaths = new Set([...Object.keys(keep), ...ctx.index.nodes.flatMap(pathsOfNode)]);
      ctx.disabledOverride.clear();
      ctx.remoteOptions.clear();
      build(doc, { ...(opts.value ?? {}), ...keep });
      clearErrors(ctx);
      for (const p of new Set([...oldPaths, ...Object.keys(ctx.models), ...ctx.index.nodes.flatMap(pathsOfNode)])) bus.changed(p);
      bus.clearFields();
    });
  }

  build(schemaInput, opts.value);

  return {
    get schema() {
      return ctx.schema;
    },
    getState,
    getField,
    getFieldState: (path) => ({ ...stateOfPath(ctx.index, path) }),
    subscribe: bus.subscribe,
    subscribeAll: bus.subscribeAll,
    setValue: (path, value) => setValue(ctx, path, value),
    fillUser(user) {
      const values = userPrefillValues(ctx, user);
      bus.batch(() => {
        for (const [model, v] of Object.entries(values)) setValue(ctx, model, v);
      });
      return Object.keys(values);
    },
    validate: () => Promise.resolve(validateAll(ctx)),
    validateField: (path) => Promise.resolve(validatePath(ctx, path)),
    getData() {
      const found = validateAll(ctx);
      if (Object.keys(found).length > 0) {
        const text = opts.translate?.('fm.message.validError') || 'Form data validation failed';
        return Promise.reject(Object.assign(new Error(text), { errors: found }) as FormDataError);
      }
      return Promise.resolve(getModels());
    },
    getModels,
    reset: () => reset(ctx),
    setDisabled: (fields, disabled) => setDisabled(ctx, fields, disabled),
    addRow: (subModel) => addRow(ctx, subModel),
    removeRow: (subModel, index) => removeRow(ctx, subModel, index),
    loadRemoteOptions: () => loadRemoteOptions(ctx),
    getOptions: (k) => optionsOf(ctx, nodeForPath(ctx.index, k)),
    getUploadToken: (k) => uploadTokenOf(ctx, nodeForPath(ctx.index, k)),
    setSchema,
    setFormulas(p) {
      planner = p;
      attachFormulas(ctx, p);
    },
  };
}
