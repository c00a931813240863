// The formula language of the computed field (issue 31 §3; docs/widgets.md "The formula language"),
// listed by name. Framework-free: parsed by jsep into a syntax tree, checked against a whitelist and
// evaluated by our own walker (evaluate.ts), never by eval or new Function. The renderer loads this
// module only for forms that have a computed field (it carries jsep); types.ts is the part without it.
export { checkFormula, compileFormula } from './checkFormula';
export type { CheckedFormula } from './checkFormula';
export { parseFormula, FORBIDDEN_NAMES } from './parse';
export type { Parsed } from './parse';
export type { Expr, BinaryOp, FunctionName } from './ast';
export { FUNCTIONS, isFunctionName } from './functions';
export { evaluate, precisionOf, roundTo } from './evaluate';
export { planForm, computeForm, applyComputed, checkFormFormulas, formulaFields } from './planForm';
export type { CompiledForm } from './planForm';
export { problemKey, problemText } from './problemText';
export {
  COMPUTED_TYPE, hasComputedFields, isComputed,
} from './types';
export { FORMULA_LIMITS } from './limits';
export type {
  ComputedValue, FieldProblem, ForbiddenConstruct, FormulaPlan, FormulaPlanner, FormulaProblem, FormulaProblemCode, FormulaValue,
} from './types';
