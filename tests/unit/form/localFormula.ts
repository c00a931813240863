// A tiny evaluation of the formulas the seeded category forms use (sum, band, if, <, numbers, strings,
// field names), by the rules of the formula language (wt/COMPUTED.md): a numeric text counts as its
// number, an empty value as 0 in sum. For the category forms' tests until the formula engine lands in
// core; then tests/unit/form/categoryForms.test.ts uses the real one and this file goes.
type Value = number | string | boolean;

const TOKEN = /\s*(?:(\d+(?:\.\d+)?)|"([^"]*)"|([A-Za-z_]\w*)|(<=|>=|==|!=|[(),<>]))/y;

export function evaluate(formula: string, data: Record<string, unknown>): Value {
  const tokens: Array<{ num?: number; str?: string; name?: string; op?: string }> = [];
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(formula); m; m = TOKEN.exec(formula)) {
    tokens.push(m[1] !== undefined ? { num: Number(m[1]) } : m[2] !== undefined ? { str: m[2] } : m[3] !== undefined ? { name: m[3] } : { op: m[4] });
    if (TOKEN.lastIndex >= formula.length) break;
  }
  let i = 0;
  const num = (v: Value) => (v === '' ? 0 : Number(v));
  const primary = (): Value => {
    const t = tokens[i++];
    if (t.num !== undefined) return t.num;
    if (t.str !== undefined) return t.str;
    if (t.name && tokens[i]?.op === '(') {
      i++;
      const args: Value[] = [];
      while (tokens[i]?.op !== ')') {
        args.push(comparison());
        if (tokens[i]?.op === ',') i++;
      }
      i++;
      return call(t.name, args);
    }
    if (t.name) {
      const v = data[t.name];
      return v === undefined || v === null ? '' : (v as Value);
    }
    throw new Error(`unexpected ${JSON.stringify(t)} in ${formula}`);
  };
  const comparison = (): Value => {
    const left = primary();
    const op = tokens[i]?.op;
    if (op && ['<', '<=', '>', '>=', '==', '!='].includes(op)) {
      i++;
      const right = primary();
      const [a, b] = [num(left), num(right)];
      return op === '<' ? a < b : op === '<=' ? a <= b : op === '>' ? a > b : op === '>=' ? a >= b : op === '==' ? left === right : left !== right;
    }
    return left;
  };
  const call = (name: string, args: Value[]): Value => {
    if (name === 'sum') return args.reduce<number>((n, v) => n + num(v), 0);
    if (name === 'if') return args[0] ? args[1] : args[2];
    if (name === 'band') {
      const x = num(args[0]);
      let label = args[1];
      for (let k = 2; k + 1 < args.length; k += 2) if (x >= num(args[k])) label = args[k + 1];
      return label;
    }
    throw new Error(`no function ${name}`);
  };
  return comparison();
}
