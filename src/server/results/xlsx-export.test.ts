// The XLSX export read back by ExcelJS, an independent reader of the format, as a spreadsheet user's program would.
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { xlsxStream, type SheetRow } from './xlsx-export';

const COLUMNS = [{ id: 'q-color', title: 'Favourite colour' }, { id: 'q-comment', title: 'Anything else? <b>&</b>' }];

const row = (n: number, answers: Record<string, string> = {}): SheetRow => ({
  id: `fb-${n}`, created_at: new Date(Date.UTC(2026, 10, 26, 9, 30) + n * 60_000).toISOString(), completed: n % 2 === 0,
  node_id: 'node-1', flow_version: 3, channel: 'hosted', language_id: n % 3 === 0 ? null : 1, customer: n === 1 ? 'Ayşe' : null,
  chat_status: null, answers: { 'q-color': 'Red', ...answers },
});

async function* rowsOf(rows: SheetRow[]) {
  yield* rows;
}

async function workbookOf(stream: AsyncIterable<Buffer>) {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part);
  const workbook = new ExcelJS.Workbook();
  const bytes = Buffer.concat(parts);
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  return workbook;
}

const valuesOf = (sheet: ExcelJS.Worksheet, rowNumber: number) => (sheet.getRow(rowNumber).values as unknown[]).slice(1);

describe('XLSX export', () => {
  it('has a bold header naming the fields and the questions, then one row per feedback with typed cells', async () => {
    const workbook = await workbookOf(xlsxStream(COLUMNS, rowsOf([row(1, { 'q-comment': 'Fast & friendly' }), row(2)])));
    const sheet = workbook.getWorksheet('Responses')!;
    expect(valuesOf(sheet, 1)).toEqual(['id', 'received_at', 'completed', 'node_id', 'flow_version', 'channel', 'language_id', 'customer', 'chat_status', 'Favourite colour', 'Anything else? <b>&</b>']);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe('fb-1');
    // A real date cell, so sorting and filtering by date work in the spreadsheet.
    expect(first.getCell(2).value).toEqual(new Date(Date.UTC(2026, 10, 26, 9, 31)));
    expect(first.getCell(3).value).toBe(false);
    expect(first.getCell(5).value).toBe(3);
    expect(first.getCell(8).value).toBe('Ayşe');
    expect(first.getCell(10).value).toBe('Red');
    expect(first.getCell(11).value).toBe('Fast & friendly');
    expect(sheet.getRow(3).getCell(3).value).toBe(true);
    expect(sheet.actualRowCount).toBe(3);
  });

  it('keeps a respondent\'s text as text: a formula stays a string, control characters are dropped, markup is escaped', async () => {
    const hostile = row(4, { 'q-comment': '=HYPERLINK("http://evil")\u0007</t></is></c><c><f>1+1</f></c>' });
    const sheet = (await workbookOf(xlsxStream(COLUMNS, rowsOf([hostile])))).worksheets[0]!;
    const cell = sheet.getRow(2).getCell(11);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.value).toBe('=HYPERLINK("http://evil")</t></is></c><c><f>1+1</f></c>');
    expect(cell.formula).toBeUndefined();
  });

  it('continues on a second sheet past the row limit, and adds no empty sheet when the rows end at the limit', async () => {
    const rows = Array.from({ length: 5 }, (_, n) => row(n));
    const overflowing = await workbookOf(xlsxStream(COLUMNS, rowsOf(rows), 3));
    expect(overflowing.worksheets.map((sheet) => [sheet.name, sheet.actualRowCount])).toEqual([['Responses', 4], ['Responses 2', 3]]);
    expect(overflowing.worksheets[1]!.getRow(2).getCell(1).value).toBe('fb-3');
    const exact = await workbookOf(xlsxStream(COLUMNS, rowsOf(rows.slice(0, 3)), 3));
    expect(exact.worksheets.map((sheet) => sheet.actualRowCount)).toEqual([4]);
  });

  it('places columns past Z (AA, AB…) where a reader finds them', async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ id: `q${i}`, title: `Question ${i}` }));
    const sheet = (await workbookOf(xlsxStream(many, rowsOf([row(1, { q29: 'last' })])))).worksheets[0]!;
    expect(sheet.getCell('AM1').value).toBe('Question 29');
    expect(sheet.getCell('AM2').value).toBe('last');
  });

  it('is a workbook with its header alone when nothing matched', async () => {
    const sheet = (await workbookOf(xlsxStream(COLUMNS, rowsOf([])))).worksheets[0]!;
    expect(sheet.actualRowCount).toBe(1);
  });
});
