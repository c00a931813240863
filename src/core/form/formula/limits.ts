// The formula language's limits (docs/widgets.md "Limits"). A module of its own: the form model's part
// in the renderer's first paint (types.ts) does not carry them.
/** The language's limits: checked before and while parsing, so no input blows the stack or takes long. */
export const FORMULA_LIMITS = Object.freeze({
  /** characters of the source */
  length: 1000,
  /** nesting: brackets, calls, unary operators, conditionals (a chain `a + b + c` is one level) */
  depth: 20,
  /** nodes of the syntax tree */
  nodes: 200,
  /** `options.precision`: decimal places a number is rounded to */
  precision: { min: 0, max: 6 },
});
