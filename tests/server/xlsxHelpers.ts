// Reading an XLSX answer back in server tests (ExcelJS): the first sheet's header and rows, and all cell
// texts joined (for "contains" checks and the no-secrets scan).
import ExcelJS from 'exceljs';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function readXlsx(res: Response): Promise<{ header: unknown[]; rows: unknown[][]; text: string; ws: ExcelJS.Worksheet; wb: ExcelJS.Workbook }> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  const header = (ws.getRow(1).values as unknown[]).slice(1);
  const rows: unknown[][] = [];
  ws.eachRow((row, n) => { if (n > 1) rows.push((row.values as unknown[]).slice(1)); });
  const text = [header, ...rows].map((r) => r.map((v) => (v instanceof Date ? v.toISOString() : String(v ?? ''))).join(',')).join('\n');
  return { header, rows, text, ws, wb };
}
