// CSV export for data-query pages: UTF-8 with a BOM so Excel opens Chinese text correctly.

export interface CsvColumn<T> {
  title: string;
  value: (row: T) => unknown;
}

export function csvCell(v: unknown): string {
  if (v === null || v === undefined) return '';
  let s = typeof v === 'object' ? JSON.stringify(v) : String(v);
  // a leading = + - @ would be a formula in a spreadsheet (CSV injection)
  if (/^[=+\-@\t\r]/.test(s)) s = "'" + s;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv<T>(columns: CsvColumn<T>[], rows: T[]): string {
  const lines = [columns.map((c) => csvCell(c.title)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','));
  return '\uFEFF' + lines.join('\r\n') + '\r\n';
}
