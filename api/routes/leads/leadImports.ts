/**
 * Portal lead reports (99acres, MagicBricks, Housing.com) imported as CSV: each portal's column
 * mapping (kept once the office sets it), a preview of a file, and its import. The file is the
 * request's body as it is (`text/csv`), read here so its encoding can be checked.
 */
import type Koa from 'koa';
import * as v from 'valibot';
import {
  IMPORT_MAX_BYTES,
  ImportMapping,
  ImportQuery,
  importMessages,
  importPortals,
  type ImportPortal,
} from '../../../contract/leadImports.ts';
import { importLeads, importMapping, keepImportMapping, previewImport } from '../../commands/leadImporter.ts';
import type { AppState, Deps } from '../../context.ts';
import { ApiError, notFound } from '../../errors.ts';
import { readPortalReport } from '../../leadImports/portalCsv.ts';
import { writeLimited } from '../../openapi/operation.ts';
import { declareRoutes } from '../endpoint.ts';

const portalParameter = { portal: 'The portal: 99acres, magicbricks or housing.' };

const CSV_BODY =
  "The body is the CSV file itself (`Content-Type: text/csv`), UTF-8 (a byte-order mark is fine), its first line the column names, at most 50,000 rows and 20 MB. The portal's mapping (GET /lead-imports/mappings) says which columns hold the name and mobile (required) and the e-mail, message, listing and received date (day first or ISO, India's time).";

const FILE_ERRORS = {
  400: `The file cannot be imported whole, and nothing is: not UTF-8 ("${importMessages.encoding}"), a missing mapped column, more than 50,000 rows, a cell that starts like a formula (=, +, -, @), or rows refused (each named by its line).`,
  413: 'The file is over 20 MB.',
  ...writeLimited,
};

/** The request's body as bytes, refused past `limit`. */
async function fileBytes(ctx: Koa.ParameterizedContext<AppState>, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new ApiError(413, importMessages.tooLarge, 'PayloadTooLargeError');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

const portalOf = (value: string | undefined): ImportPortal => {
  const parsed = v.safeParse(v.picklist(importPortals), value);
  if (!parsed.success) throw notFound('No such portal');
  return parsed.output;
};

export function leadImportsRouter(deps: Deps) {
  const routes = declareRoutes(deps, { tag: 'Buyers' });

  routes.privateRead(
    {
      path: '/lead-imports/mappings',
      summary: "Each portal's column mapping: the office's, else the built-in one",
      auth: 'admin',
      success: { status: 200, description: 'One mapping per portal.', data: 'ImportMappingAnswer[]' },
    },
    async () => ({
      data: await Promise.all(importPortals.map(async (portal) => ({ portal, ...(await importMapping(deps.sql, portal)) }))),
    }),
  );

  routes.endpoint(
    {
      method: 'put',
      path: '/lead-imports/mappings/{portal}',
      pathParameters: portalParameter,
      summary: "Set a portal's column mapping, kept for its next imports",
      auth: 'admin',
      body: ImportMapping,
      success: { status: 200, description: 'The mapping as kept.', message: 'Mapping has been saved', data: 'ImportMappingAnswer' },
      errors: { 404: 'No such portal.', ...writeLimited },
    },
    async (ctx, { body, reply }) => {
      const portal = portalOf(ctx.params.portal);
      await keepImportMapping(deps.sql, ctx.state.actor!, portal, body);
      reply({ portal, ...(await importMapping(deps.sql, portal)) });
    },
  );

  routes.endpoint(
    {
      method: 'post',
      path: '/lead-imports/preview',
      summary: 'What importing a CSV lead report would add, without importing it',
      description: `${CSV_BODY} The answer counts new buyers, rows joining buyers the agency has, and duplicates (a repeated row, or a lead imported before), shows the first rows as they would be read and lists refused rows by line.`,
      auth: 'admin',
      query: ImportQuery,
      success: { status: 200, description: 'The preview.', data: 'ImportPreview' },
      errors: FILE_ERRORS,
    },
    async (ctx, { query, reply }) => {
      const { mapping } = await importMapping(deps.sql, query.portal);
      const report = readPortalReport(await fileBytes(ctx, IMPORT_MAX_BYTES), mapping, query.portal);
      ctx.set('Cache-Control', 'no-store');
      reply(await previewImport(deps.sql, query.portal, report));
    },
  );

  routes.endpoint(
    {
      method: 'post',
      path: '/lead-imports',
      summary: 'Import a CSV lead report: every row a lead of the buyer of its mobile, in one transaction',
      description: `${CSV_BODY} Rows of one mobile join one buyer, and a mobile the agency knows joins its buyer. A row repeating an earlier row or a lead imported before is skipped, and the same file imported again adds nothing (\`importedBefore\`). Each lead keeps the portal as its source.`,
      auth: 'admin',
      query: ImportQuery,
      success: { status: 200, description: 'What was added.', message: 'Leads have been imported', data: 'ImportResult' },
      errors: FILE_ERRORS,
    },
    async (ctx, { query, reply }) => {
      const { mapping } = await importMapping(deps.sql, query.portal);
      const report = readPortalReport(await fileBytes(ctx, IMPORT_MAX_BYTES), mapping, query.portal);
      reply(await importLeads(deps.sql, ctx.state.actor!, query.portal, report));
    },
  );

  return routes;
}
