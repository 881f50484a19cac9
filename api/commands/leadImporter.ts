/**
 * Importing a portal's lead report: a preview of what it would add, and the import itself, in one
 * transaction. Each row is a lead of the buyer of its mobile (rows of one mobile join one buyer);
 * a row that repeats an earlier row or an imported lead is skipped by its key, and the same file
 * byte for byte adds nothing the second time. A file with a refused row imports nothing. Each
 * portal's column mapping is kept as the office last set it.
 */
import { randomUUID } from 'node:crypto';
import {
  defaultImportMappings,
  importMessages,
  type ImportMapping,
  type ImportPortal,
  type ImportPreview,
  type ImportResult,
} from '../../contract/leadImports.ts';
import type { Actor } from '../context.ts';
import { withTx, type Sql } from '../db.ts';
import { validationError } from '../errors.ts';
import { appendEvent } from '../events/appendEvent.ts';
import type { PortalReport } from '../leadImports/portalCsv.ts';
import { writeLead } from './leadWriter.ts';

/** The portal's mapping as the office set it, else the built-in one. */
export async function importMapping(sql: Sql, portal: ImportPortal): Promise<{ mapping: ImportMapping; kept: boolean }> {
  const [row] = await sql<{ columns: ImportMapping }[]>`select columns from lead_import_mappings where portal = ${portal}`;
  return row ? { mapping: row.columns, kept: true } : { mapping: defaultImportMappings[portal], kept: false };
}

export async function keepImportMapping(sql: Sql, actor: Actor, portal: ImportPortal, mapping: ImportMapping): Promise<void> {
  await withTx(sql, async (tx) => {
    await tx`
      insert into lead_import_mappings (portal, columns, updated_by, updated_at)
      values (${portal}, ${tx.json(mapping as never)}, ${actor.id}, now())
      on conflict (portal) do update set columns = excluded.columns, updated_by = excluded.updated_by, updated_at = now()`;
    await appendEvent(tx, { type: 'lead_import.mapping_changed', subjectId: portal, actorId: actor.id, payload: { mapping } });
  });
}

/** What importing the report would do, without doing it. */
export async function previewImport(sql: Sql, portal: ImportPortal, report: PortalReport): Promise<ImportPreview> {
  const [before] = await sql`select 1 from lead_imports where file_sha256 = ${report.sha256}`;
  const keys = report.leads.map((lead) => lead.key);
  const mobiles = [...new Set(report.leads.map((lead) => lead.mobile))];
  const seenKeys = new Set(
    (await sql<{ key: string }[]>`select source_key as key from enquiries where source_key = any(${keys})`).map((row) => row.key),
  );
  const known = new Set(
    (await sql<{ mobile: string }[]>`select mobile from buyers where mobile = any(${mobiles})`).map((row) => row.mobile),
  );
  const newMobiles = new Set<string>();
  let duplicates = 0;
  let joiningBuyers = 0;
  for (const lead of report.leads) {
    if (seenKeys.has(lead.key)) {
      duplicates += 1;
      continue;
    }
    seenKeys.add(lead.key);
    if (known.has(lead.mobile)) joiningBuyers += 1;
    else newMobiles.add(lead.mobile);
  }
  return {
    portal,
    rows: report.leads.length + report.refused.length,
    newBuyers: newMobiles.size,
    joiningBuyers,
    duplicates,
    importedBefore: Boolean(before),
    sample: report.leads.slice(0, 10).map(({ line, name, mobile, message, listing }) => ({ line, name, mobile, message, listing })),
    refused: report.refused,
  };
}

/** The refused rows, by line, as the one answer of a file that cannot be imported whole. */
function refusedRows(report: PortalReport) {
  const fields = Object.fromEntries(report.refused.slice(0, 50).map(({ line, reason }) => [`line ${line}`, reason]));
  return validationError(fields, importMessages.refused);
}

/** Imports the report in one transaction; the same file again adds nothing. */
export async function importLeads(sql: Sql, actor: Actor, portal: ImportPortal, report: PortalReport): Promise<ImportResult> {
  if (report.refused.length > 0) throw refusedRows(report);
  const rows = report.leads.length;
  return withTx(sql, async (tx) => {
    const importId = randomUUID();
    // The file's hash is taken first: a second import of it waits for this one, then finds it.
    const [taken] = await tx`
      insert into lead_imports (id, portal, file_sha256, rows, added, actor_id)
      values (${importId}, ${portal}, ${report.sha256}, ${rows}, 0, ${actor.id})
      on conflict (file_sha256) do nothing
      returning id`;
    if (!taken) return { portal, rows, added: 0, duplicates: rows, importedBefore: true };
    const now = new Date();
    let added = 0;
    for (const lead of report.leads) {
      const written = await writeLead(tx, {
        id: randomUUID(),
        source: portal,
        sourceKey: lead.key,
        name: lead.name,
        mobile: lead.mobile,
        email: lead.email,
        message: lead.message,
        listingTitle: lead.listing || null,
        actorId: actor.id,
        at: lead.receivedAt ?? now,
      });
      if (written) added += 1;
    }
    await tx`update lead_imports set added = ${added} where id = ${importId}`;
    await appendEvent(tx, {
      type: 'lead.import_completed',
      subjectId: importId,
      actorId: actor.id,
      payload: { portal, rows, added, duplicates: rows - added },
    });
    return { portal, rows, added, duplicates: rows - added, importedBefore: false };
  });
}
