import { describe, expect, it } from 'vitest';
import { defaultImportMappings, IMPORT_MAX_ROWS } from '../../contract/leadImports.ts';
import { ApiError } from '../errors.ts';
import { isFormulaCell, portalDate, readPortalReport } from './portalCsv.ts';

const mapping = defaultImportMappings['99acres'];
const csv = (text: string) => Buffer.from(text, 'utf8');

function refusal(read: () => unknown): ApiError {
  try {
    read();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the file was not refused');
}

describe('reading a portal lead report', () => {
  it('reads each row as a lead with its line, a byte-order mark and quoted commas included', () => {
    const report = readPortalReport(
      csv(
        '\uFEFFName,Mobile,Email,Message,Property,Date\r\nAsha Patel,+91 98250 12345,asha@example.in,"3 BHK, Vesu",Sea View,27-11-2026 15:04\r\nRavi,09909054321,,,,\r\n',
      ),
      mapping,
      '99acres',
    );
    expect(report.refused).toEqual([]);
    expect(
      report.leads.map(({ line, name, mobile, email, message, listing }) => ({ line, name, mobile, email, message, listing })),
    ).toEqual([
      { line: 2, name: 'Asha Patel', mobile: '9825012345', email: 'asha@example.in', message: '3 BHK, Vesu', listing: 'Sea View' },
      { line: 3, name: 'Ravi', mobile: '9909054321', email: null, message: '', listing: '' },
    ]);
    expect(report.leads[0]!.receivedAt?.toISOString()).toBe('2026-11-27T09:34:00.000Z');
  });

  it('refuses a file that is not UTF-8 with a clear answer', () => {
    const latin1 = Buffer.from('Name,Mobile\nJos\xe9,9825012345\n', 'latin1');
    expect(refusal(() => readPortalReport(latin1, mapping, '99acres')).message).toMatch(/not UTF-8.*CSV UTF-8/);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Name,Mobile\n', 'utf16le')]);
    expect(refusal(() => readPortalReport(utf16, mapping, '99acres')).status).toBe(400);
  });

  it('names the mapped columns the file lacks', () => {
    const error = refusal(() => readPortalReport(csv('Full Name,Phone\nAsha,9825012345\n'), mapping, '99acres'));
    expect(error.message).toBe('The file has no "Name", "Mobile" columns: check the portal\'s mapping');
  });

  it(`refuses more than ${IMPORT_MAX_ROWS.toLocaleString('en-IN')} rows`, () => {
    const rows = Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => `Buyer ${i},98${String(i).padStart(8, '0')}`).join('\n');
    expect(refusal(() => readPortalReport(csv(`Name,Mobile\n${rows}\n`), mapping, '99acres')).message).toBe(
      'The file has 50,001 rows: import at most 50,000 at a time (split it by date on the portal)',
    );
  });

  it('refuses a file with a formula cell, naming its line and column', () => {
    const error = refusal(() =>
      readPortalReport(csv('Name,Mobile,Message\nAsha,9825012345,"=HYPERLINK(""http://x"")"\n'), mapping, '99acres'),
    );
    expect(error.fields?.file).toContain('line 2, column "Message"');
  });

  it('tells a formula from a phone number or a negative number', () => {
    expect(['=1+1', '@SUM(A1)', '+cmd|x', '-2+3+cmd', '\t=1'].every(isFormulaCell)).toBe(true);
    expect(['+91 98250 12345', '-5', '98250-12345', 'Asha', ''].some(isFormulaCell)).toBe(false);
  });

  it('refuses a row whose mobile or date cannot be read, by its line', () => {
    const report = readPortalReport(
      csv('Name,Mobile,Date\nAsha,12345,\nRavi,9825012345,yesterday\nMeena,9909054321,2026-11-27\n'),
      mapping,
      '99acres',
    );
    expect(report.refused).toEqual([
      { line: 2, reason: 'Mobile "12345" is no 10-digit Indian mobile number' },
      { line: 3, reason: 'Received date "yesterday" is not a date' },
    ]);
    expect(report.leads.map((lead) => lead.line)).toEqual([4]);
  });

  it("reads the portals' dates in India's time", () => {
    expect(portalDate('27/11/2026')?.toISOString()).toBe('2026-11-26T18:30:00.000Z');
    expect(portalDate('27-Nov-2026 3:04 PM')?.toISOString()).toBe('2026-11-27T09:34:00.000Z');
    expect(portalDate('2026-11-27 15:04')?.toISOString()).toBe('2026-11-27T09:34:00.000Z');
    expect(portalDate('2026-11-27T15:04:00Z')?.toISOString()).toBe('2026-11-27T15:04:00.000Z');
    expect(portalDate('31-02-2026')).toBeNull();
  });
});
