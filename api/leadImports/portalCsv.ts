/**
 * Reading a portal's lead report: the bytes must be UTF-8 CSV (a byte-order mark is fine), the
 * mapped name and mobile columns must be there, at most IMPORT_MAX_ROWS rows, and no cell may start
 * like a spreadsheet formula. Each row becomes a lead or a refusal with its line number. Parsing is
 * csv-parse's (why: docs/decisions/034-csv-parse.md).
 */
import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { IMPORT_MAX_ROWS, importMessages, requiredMappedFields, type ImportMapping, type MappedField } from '../../contract/leadImports.ts';
import { fullName, normaliseMobile, optionalEmail, stripTags } from '../../contract/fields.ts';
import { ENQUIRY_MESSAGE_MAX } from '../../contract/enquiries.ts';
import * as v from 'valibot';
import { badRequest, validationError } from '../errors.ts';

export interface PortalLead {
  line: number;
  name: string;
  mobile: string;
  email: string | null;
  message: string;
  listing: string;
  receivedAt: Date | null;
  /** What makes a repeat of this row (in this file or a later one) the same lead. */
  key: string;
}

export interface PortalReport {
  sha256: string;
  leads: PortalLead[];
  refused: { line: number; reason: string }[];
}

/**
 * A formula a spreadsheet would run: = and @ always; + and - unless the cell is a number or a phone
 * number ("+91 98250 12345", "-5"), which portals export in these columns.
 */
const FORMULA = /^[\s]*(?:[=@]|[+-](?![\d\s().-]*$))/;
/** Tab and carriage return at the start are read as formula starters by some spreadsheets too. */
const FORMULA_CONTROL = /^[\t\r]/;

export const isFormulaCell = (cell: string) => cell !== '' && (FORMULA.test(cell) || FORMULA_CONTROL.test(cell));

const IST_OFFSET = '+05:30';

/** A portal's date: ISO, or day first (27-11-2026, 27/11/2026 15:04, 27-Nov-2026 3:04 PM), in India's time. */
export function portalDate(text: string): Date | null {
  const value = text.trim();
  if (!value) return null;
  if (/^\d{4}-\d{2}-\d{2}/.test(value)) {
    const iso = /[zZ]|[+-]\d{2}:?\d{2}$/.test(value)
      ? value
      : `${value.replace(' ', 'T')}${value.length === 10 ? 'T00:00' : ''}${IST_OFFSET}`;
    const at = new Date(iso);
    return Number.isNaN(at.getTime()) ? null : at;
  }
  const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
  const match = /^(\d{1,2})[-/ ]([A-Za-z]{3}|\d{1,2})[-/ ](\d{4})(?:[ ,T]+(\d{1,2}):(\d{2})(?::\d{2})?\s*([AaPp][Mm])?)?$/.exec(value);
  if (!match) return null;
  const [, day, monthText, year, hourText, minute, meridiem] = match;
  const month = /^\d+$/.test(monthText!) ? Number(monthText) : months.indexOf(monthText!.toLowerCase()) + 1;
  let hour = Number(hourText ?? 0);
  if (meridiem) hour = (hour % 12) + (meridiem.toLowerCase() === 'pm' ? 12 : 0);
  const pad = (n: number | string) => String(n).padStart(2, '0');
  const at = new Date(`${year}-${pad(month)}-${pad(day!)}T${pad(hour)}:${minute ?? '00'}:00${IST_OFFSET}`);
  // A day the month does not have (31-02) would roll into the next month: refused instead.
  const shownDay = new Date(at.getTime() + 330 * 60_000).getUTCDate();
  if (Number.isNaN(at.getTime()) || month < 1 || month > 12 || shownDay !== Number(day)) return null;
  return at;
}

function decode(bytes: Buffer): string {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) throw badRequest(importMessages.encoding);
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch (error) {
    if (error instanceof TypeError) throw badRequest(importMessages.encoding);
    throw error;
  }
}

/** Every record of the file with the line it starts on; a file csv-parse cannot read is refused whole. */
function records(text: string): { line: number; cells: string[] }[] {
  try {
    const parsed = parse(text, { info: true, skip_empty_lines: true, relax_column_count: true, trim: false }) as unknown as {
      record: string[];
      info: { lines: number };
    }[];
    return parsed.map(({ record, info }) => ({ line: info.lines, cells: record }));
  } catch (error) {
    const where = error instanceof Error && 'lines' in error ? ` (near line ${String((error as { lines: unknown }).lines)})` : '';
    throw badRequest(`${importMessages.unreadable}${where}`);
  }
}

/** Reads a portal's CSV report with `mapping`; a file that cannot be taken whole is refused with a 400 that says why. */
export function readPortalReport(bytes: Buffer, mapping: ImportMapping, portal: string): PortalReport {
  const text = decode(bytes);
  const rows = records(text);
  const [head, ...body] = rows;
  if (!head || body.length === 0) throw badRequest(importMessages.empty);
  if (body.length > IMPORT_MAX_ROWS) throw badRequest(importMessages.tooManyRows(body.length));

  const headers = head.cells.map((cell) => cell.trim().toLowerCase());
  const columnOf = {} as Record<MappedField, number>;
  const missing: string[] = [];
  for (const [field, columnName] of Object.entries(mapping) as [MappedField, string | undefined][]) {
    if (!columnName) continue;
    const index = headers.indexOf(columnName.trim().toLowerCase());
    if (index >= 0) columnOf[field] = index;
    else if ((requiredMappedFields as readonly string[]).includes(field)) missing.push(columnName);
  }
  if (missing.length > 0) throw validationError({ file: importMessages.missingColumns(missing) }, importMessages.missingColumns(missing));

  // A formula anywhere refuses the file: it would run when the agency exports these leads again.
  const formulas: string[] = [];
  for (const row of body) {
    const column = row.cells.findIndex(isFormulaCell);
    if (column >= 0) formulas.push(`line ${row.line}, column "${head.cells[column]?.trim() ?? column + 1}"`);
  }
  if (formulas.length > 0) {
    const shown = formulas.slice(0, 10).join('; ');
    throw validationError({ file: `${importMessages.formula} (${shown}${formulas.length > 10 ? '; …' : ''})` });
  }

  const cell = (row: { cells: string[] }, field: MappedField) =>
    columnOf[field] === undefined ? '' : (row.cells[columnOf[field]] ?? '').trim();
  const leads: PortalLead[] = [];
  const refused: PortalReport['refused'] = [];
  for (const row of body) {
    const name = v.safeParse(fullName, cell(row, 'name'));
    const mobile = normaliseMobile(cell(row, 'mobile'));
    const email = v.safeParse(optionalEmail, cell(row, 'email'));
    const receivedText = cell(row, 'receivedAt');
    const receivedAt = portalDate(receivedText);
    const reason = !mobile
      ? `Mobile "${cell(row, 'mobile')}" is no 10-digit Indian mobile number`
      : !name.success
        ? name.issues[0].message
        : receivedText && !receivedAt
          ? `Received date "${receivedText}" is not a date`
          : null;
    if (reason) {
      refused.push({ line: row.line, reason });
      continue;
    }
    const message = stripTags(cell(row, 'message')).slice(0, ENQUIRY_MESSAGE_MAX);
    const listing = stripTags(cell(row, 'listing')).slice(0, 200);
    const key = createHash('sha256')
      .update([portal, mobile, message, listing, receivedAt?.toISOString() ?? ''].join('\u0000'))
      .digest('hex');
    leads.push({
      line: row.line,
      name: name.output as string,
      mobile: mobile!,
      email: email.success && email.output ? email.output : null,
      message,
      listing,
      receivedAt,
      key: `${portal}:${key}`,
    });
  }
  return { sha256: createHash('sha256').update(bytes).digest('hex'), leads, refused };
}
