/**
 * Portal lead reports imported as CSV (99acres, MagicBricks, Housing.com): each portal's column
 * mapping, the limits and the words a refused file is answered with, and the answers of a preview
 * and an import.
 */
import * as v from 'valibot';
import { plainText } from './fields.ts';

export const importPortals = ['99acres', 'magicbricks', 'housing'] as const;
export type ImportPortal = (typeof importPortals)[number];

export const importPortalLabels: Record<ImportPortal, string> = {
  '99acres': '99acres',
  magicbricks: 'MagicBricks',
  housing: 'Housing.com',
};

/** At most this many rows a file: a larger report is split by date on the portal. */
export const IMPORT_MAX_ROWS = 50_000;
/** At most this many bytes a file (far above 50,000 rows of a lead report). */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/** The lead's fields a column can fill; name and mobile are required. */
export const mappedFields = ['name', 'mobile', 'email', 'message', 'listing', 'receivedAt'] as const;
export type MappedField = (typeof mappedFields)[number];
export const requiredMappedFields = ['name', 'mobile'] as const satisfies readonly MappedField[];

const header = (label: string) =>
  v.pipe(
    v.string(`${label} must be a column name`),
    plainText(label),
    v.trim(),
    v.nonEmpty(`${label} needs a column name`),
    v.maxLength(100),
  );

/** Which column (by its header, matched without regard to case or surrounding spaces) fills which field. */
export const ImportMapping = v.object({
  name: header('Name column'),
  mobile: header('Mobile column'),
  email: v.optional(header('E-mail column')),
  message: v.optional(header('Message column')),
  listing: v.optional(header('Listing column')),
  receivedAt: v.optional(header('Received column')),
});
export type ImportMapping = v.InferOutput<typeof ImportMapping>;

/** The mapping of each portal's lead report as it exports it, until the office sets its own. */
export const defaultImportMappings: Record<ImportPortal, ImportMapping> = {
  '99acres': { name: 'Name', mobile: 'Mobile', email: 'Email', message: 'Message', listing: 'Property', receivedAt: 'Date' },
  magicbricks: {
    name: 'Name',
    mobile: 'Mobile No.',
    email: 'Email ID',
    message: 'Message',
    listing: 'Property Name',
    receivedAt: 'Enquiry Date',
  },
  housing: { name: 'Name', mobile: 'Phone', email: 'Email', message: 'Message', listing: 'Listing', receivedAt: 'Created At' },
};

export const ImportQuery = v.object({ portal: v.picklist(importPortals, 'Portal must be 99acres, magicbricks or housing') });

export const importMessages = {
  encoding: 'The file is not UTF-8 text. In Excel, save it as "CSV UTF-8 (Comma delimited)" and try again.',
  empty: 'The file has no rows of leads',
  unreadable: 'The file could not be read as CSV',
  tooLarge: `The file is too large: import at most ${IMPORT_MAX_ROWS.toLocaleString('en-IN')} rows at a time`,
  tooManyRows: (rows: number) =>
    `The file has ${rows.toLocaleString('en-IN')} rows: import at most ${IMPORT_MAX_ROWS.toLocaleString('en-IN')} at a time (split it by date on the portal)`,
  missingColumns: (columns: string[]) =>
    `The file has no ${columns.map((column) => `"${column}"`).join(', ')} column${columns.length > 1 ? 's' : ''}: check the portal's mapping`,
  formula: 'A cell starts with =, +, - or @ and would run as a formula in a spreadsheet: nothing was imported',
  refused: 'Some rows cannot be imported: nothing was imported',
} as const;

// Answers.

const refusedRow = v.object({ line: v.number(), reason: v.string() });

const column = v.optional(v.string());
export const ImportMappingAnswer = v.object({
  portal: v.picklist(importPortals),
  mapping: v.object({ name: v.string(), mobile: v.string(), email: column, message: column, listing: column, receivedAt: column }),
  /** False: the built-in mapping, until the office sets its own. */
  kept: v.boolean(),
});

export const ImportPreview = v.object({
  portal: v.picklist(importPortals),
  rows: v.number(),
  /** Rows whose mobile is no buyer yet (counted once per mobile). */
  newBuyers: v.number(),
  /** Rows that join a buyer the agency already has. */
  joiningBuyers: v.number(),
  /** Rows that repeat an earlier row of this file or a lead imported before: skipped. */
  duplicates: v.number(),
  /** The same file (byte for byte) was imported before: importing it adds nothing. */
  importedBefore: v.boolean(),
  sample: v.array(v.object({ line: v.number(), name: v.string(), mobile: v.string(), message: v.string(), listing: v.string() })),
  refused: v.array(refusedRow),
});
export type ImportPreview = v.InferOutput<typeof ImportPreview>;

export const ImportResult = v.object({
  portal: v.picklist(importPortals),
  rows: v.number(),
  added: v.number(),
  duplicates: v.number(),
  importedBefore: v.boolean(),
});
export type ImportResult = v.InferOutput<typeof ImportResult>;

export const leadImportAnswerSchemas = { ImportMappingAnswer, ImportPreview, ImportResult };
