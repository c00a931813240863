// The computed field's shapes (issue 31 §3; the contract is /work/shared COMPUTED.md, documented in
// docs/widgets.md "The formula language"). A leaf without the parser: the form model and the renderer's
// first paint read these types and `hasComputedFields` without carrying jsep; the language itself
// (parse, check, evaluate, plan) is in the other files of this folder and loads where it is needed.
import type { FormSchema, Models, Widget } from '../types';
import { iterateWidgets } from '../walk';

/** The widget type of a computed field. */
export const COMPUTED_TYPE = 'computed';

/**
 * What is wrong with a formula, as a code and its parameters; the words are in the locale tables
 * (`formula:problem.<code>`; `problemKey` gives the key), so the designer, the renderer and the
 * server say it in the reader's language.
 */
export type FormulaProblemCode =
  | 'empty' | 'tooLong' | 'tooDeep' | 'tooManyNodes' | 'syntax' | 'incomplete'
  | 'unknownField' | 'notAValue' | 'unknownFunction' | 'argCount' | 'bandArgs' | 'bandOrder' | 'roundDigits'
  | 'forbidden' | 'forbiddenName' | 'operator' | 'cycle' | 'precision';

/** A construct the language refuses (`forbidden`), each worded on its own. */
export type ForbiddenConstruct =
  | 'member' | 'this' | 'assignment' | 'array' | 'object' | 'new' | 'template' | 'compound' | 'null' | 'call' | 'keyword' | 'other';

export interface FormulaProblem {
  code: FormulaProblemCode;
  params: Record<string, string | number>;
}

/** A computed field's stored value: a number, a text (a band's label), or '' when it cannot be computed. */
export type FormulaValue = number | string;

/** One computed value of a form's data. */
export interface ComputedValue {
  /** `model`, or `subformModel[row].columnModel` for a cell */
  path: string;
  model: string;
  /** the widget's title (a cell: the subform's title, the row and the column's title) */
  name: string;
  value: FormulaValue;
  /** a cell's subform model and row */
  subform?: string;
  row?: number;
}

/** A computed widget with what is wrong with its formula (or its precision, or a cycle it is part of). */
export interface FieldProblem {
  key: string;
  model: string;
  name: string;
  /** the enclosing subform's model when the widget is one of its columns */
  subform?: string;
  problem: FormulaProblem;
}

/**
 * A form's computed fields, compiled once (planForm). The form model recomputes through it whenever a
 * model in `reads` is written; the server through computeForm.
 */
export interface FormulaPlan {
  /** the models whose change can change a computed value (operands, and the subforms with computed columns) */
  readonly reads: ReadonlySet<string>;
  /** the models of the top-level computed fields (never typed into) */
  readonly computed: ReadonlySet<string>;
  /** every computed value of `data`, in dependency order (top-level fields first, then subform cells) */
  compute(data: Models): ComputedValue[];
}

/** Compiles a form's formulas: core/form/formula's planForm, handed to the form model once its code is loaded. */
export type FormulaPlanner = (schema: FormSchema) => FormulaPlan;

export const isComputed = (w: Pick<Widget, 'type'> | null | undefined): boolean => !!w && w.type === COMPUTED_TYPE;

/** Whether a form (as stored: any shape) has a computed field, without loading the formula language. */
export function hasComputedFields(schema: unknown): boolean {
  if (!schema || typeof schema !== 'object') return false;
  for (const { widget } of iterateWidgets(schema as FormSchema)) if (isComputed(widget)) return true;
  return false;
}
