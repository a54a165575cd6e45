import type { ZipEntry } from './zip-stream';
import { zipStream } from './zip-stream';

/** One feedback as a spreadsheet row: the fixed fields, then the answers by column id. */
export interface SheetRow {
  id: string;
  created_at: string;
  completed: boolean;
  node_id: string;
  flow_version: number | null;
  channel: string;
  language_id: number | null;
  customer: string | null;
  chat_status: string | null;
  answers: Record<string, string>;
}

// The fixed columns carry the data's field names, as the CSV and JSON lines exports do, so a sheet and a script
// read the same names; the question columns carry the question's own text (README, Results: exports).
const FIXED = ['id', 'received_at', 'completed', 'node_id', 'flow_version', 'channel', 'language_id', 'customer', 'chat_status'] as const;

/** Excel's last row is 1,048,576; one is the header, so a bigger export continues on a second sheet. */
const ROWS_PER_SHEET = 1_048_575;

// XML 1.0 has no place for most control characters (a respondent can type them); they are dropped, not escaped.
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const escapeXml = (text: string) => text.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An inline string cell: never a formula, whatever the text starts with, so no neutralising apostrophe is needed. */
const textCell = (text: string) => `<c t="inlineStr"><is><t xml:space="preserve">${escapeXml(text)}</t></is></c>`;
const numberCell = (value: number | null) => (value === null ? '<c/>' : `<c><v>${value}</v></c>`);
// Style 2 (styles.xml) shows an Excel serial date with its time; days since 1899-12-30, in UTC as received.
const dateCell = (iso: string) => `<c s="2"><v>${Date.parse(iso) / 86_400_000 + 25_569}</v></c>`;

/** A1-style column letters: A..Z, AA.. (readers such as ExcelJS need each row's and cell's reference). */
function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** Puts each cell's reference into its tag: `<c` → `<c r="B7"`. */
const placed = (cells: readonly string[], rowNumber: number, letters: readonly string[]) =>
  `<row r="${rowNumber}">${cells.map((cell, i) => cell.replace('<c', `<c r="${letters[i]!}${rowNumber}"`)).join('')}</row>`;

function rowCells(row: SheetRow, questionIds: readonly string[]): string[] {
  return [
    textCell(row.id), dateCell(row.created_at), `<c t="b"><v>${row.completed ? 1 : 0}</v></c>`, textCell(row.node_id),
    numberCell(row.flow_version), textCell(row.channel), numberCell(row.language_id), textCell(row.customer ?? ''),
    textCell(row.chat_status ?? ''), ...questionIds.map((id) => textCell(row.answers[id] ?? '')),
  ];
}

const SHEET_START = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">'
  // The header row stays in view while scrolling, as in the console's table.
  + '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>'
  + '<cols><col min="1" max="1" width="26" customWidth="1"/><col min="2" max="2" width="18" customWidth="1"/></cols><sheetData>';
const SHEET_END = '</sheetData></worksheet>';

const STYLES = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">'
  + '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>'
  + '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>'
  + '<borders count="1"><border/></borders><cellStyleXfs count="1"><xf/></cellStyleXfs>'
  + '<cellXfs count="3"><xf/><xf fontId="1" applyFont="1"/><xf numFmtId="22" applyNumberFormat="1"/></cellXfs></styleSheet>';

const sheetName = (index: number) => (index === 1 ? 'Responses' : `Responses ${index}`);

function workbookParts(sheets: number): ZipEntry[] {
  const numbers = Array.from({ length: sheets }, (_, i) => i + 1);
  const xml = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
  return [
    { name: 'xl/styles.xml', content: [STYLES] },
    {
      name: 'xl/workbook.xml',
      content: [`${xml}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>${numbers.map((n) => `<sheet name="${sheetName(n)}" sheetId="${n}" r:id="rId${n}"/>`).join('')}</sheets></workbook>`],
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      content: [`${xml}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${numbers.map((n) => `<Relationship Id="rId${n}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${n}.xml"/>`).join('')}<Relationship Id="rId${sheets + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`],
    },
    {
      name: '_rels/.rels',
      content: [`${xml}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`],
    },
    {
      name: '[Content_Types].xml',
      content: [`${xml}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>${numbers.map((n) => `<Override PartName="/xl/worksheets/sheet${n}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join('')}</Types>`],
    },
  ];
}

/**
 * The filtered feedbacks as an XLSX workbook (Office Open XML, one row per feedback, one column per question as
 * in the console's table), streamed: rows are read as the client takes the bytes, the sheets' XML is compressed on
 * the way, and the parts that name the sheets are written after them (a ZIP's order is free), so the number of
 * sheets can follow the number of rows.
 */
export function xlsxStream(columns: readonly { id: string; title: string }[], rows: AsyncIterable<SheetRow>, rowsPerSheet = ROWS_PER_SHEET): AsyncGenerator<Buffer> {
  const questionIds = columns.map((column) => column.id);
  const titles = [...FIXED, ...columns.map((column) => column.title)];
  const letters = titles.map((_, i) => columnLetters(i));
  const header = placed(titles.map((title) => textCell(title).replace('<c ', '<c s="1" ')), 1, letters);
  const iterator = rows[Symbol.asyncIterator]();
  // A row read to learn whether another sheet is needed, written first on that sheet.
  let pending: SheetRow | undefined;
  let exhausted = false;

  async function* sheet(): AsyncGenerator<string> {
    let chunk = SHEET_START + header;
    for (let written = 0; written < rowsPerSheet; written += 1) {
      const rowNumber = written + 2;
      let row = pending;
      pending = undefined;
      if (!row) {
        const next = await iterator.next();
        if (next.done) {
          exhausted = true;
          break;
        }
        row = next.value;
      }
      chunk += placed(rowCells(row, questionIds), rowNumber, letters);
      if (chunk.length > 64_000) {
        yield chunk;
        chunk = '';
      }
    }
    yield chunk + SHEET_END;
  }

  async function* entries(): AsyncGenerator<ZipEntry> {
    // At least one sheet (the header alone when nothing matched), and another only while rows remain: a sheet that
    // stopped at its limit reads one row ahead, so no empty sheet follows an export of exactly a sheet's rows.
    let sheets = 0;
    for (;;) {
      sheets += 1;
      yield { name: `xl/worksheets/sheet${sheets}.xml`, content: sheet() };
      if (exhausted) break;
      const next = await iterator.next();
      if (next.done) break;
      pending = next.value;
    }
    yield* workbookParts(sheets);
  }

  return zipStream(entries());
}
