// The checked syntax tree of a formula (parse.ts builds it from jsep's, evaluate.ts walks it): nothing
// outside these node kinds can be in it, so the evaluator has nothing else to refuse.

export type FunctionName = 'sum' | 'min' | 'max' | 'avg' | 'round' | 'abs' | 'if' | 'band';

export type BinaryOp = '+' | '-' | '*' | '/' | '%' | '<' | '<=' | '>' | '>=' | '==' | '!=' | '&&' | '||';

export type Expr =
  | { k: 'num'; v: number }
  | { k: 'str'; v: string }
  | { k: 'bool'; v: boolean }
  | { k: 'name'; name: string }
  | { k: 'neg' | 'not'; a: Expr }
  | { k: 'bin'; op: BinaryOp; a: Expr; b: Expr }
  | { k: 'cond'; c: Expr; a: Expr; b: Expr }
  | { k: 'call'; fn: FunctionName; args: Expr[] };
