import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportPreview, ImportResult } from '../../../contract/leadImports.ts';
import { createUser, freshMobile, type CreatedUser } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { json } from '../../test/properties.ts';

let app: TestApp;
let admin: CreatedUser;

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_ENQUIRIES_IP: '1000' });
  admin = await createUser(app, { role: 'admin' });
});
afterAll(async () => {
  await app?.close();
});

function send(path: string, file: string | Buffer) {
  return app.api(path, {
    method: 'POST',
    token: admin.accessToken,
    body: typeof file === 'string' ? file : new Uint8Array(file),
    headers: { 'Content-Type': 'text/csv' },
  });
}

const leadsOf = (mobile: string) =>
  app.deps.sql<{ source: string; buyerId: string; message: string }[]>`
    select source, buyer_id as "buyerId", message from enquiries where mobile = ${mobile} order by created_at`;

describe('portal CSV import', () => {
  it('previews a file: new buyers, rows joining known buyers, duplicates, and the first rows', async () => {
    const known = freshMobile();
    await app.api('/enquiries', { method: 'POST', json: { name: 'Asha Patel', mobile: known } });
    const fresh = freshMobile();
    const file = `Name,Mobile,Message\nAsha,${known},3 BHK\nRavi,${fresh},Shop\nRavi,${fresh},Shop\nRavi,${fresh},Office\n`;
    const response = await send('/lead-imports/preview?portal=99acres', file);
    expect(response.status).toBe(200);
    const { data } = await json<{ data: ImportPreview }>(response);
    expect(data).toMatchObject({
      portal: '99acres',
      rows: 4,
      newBuyers: 1,
      joiningBuyers: 1,
      duplicates: 1,
      importedBefore: false,
      refused: [],
    });
    expect(data.sample[0]).toEqual({ line: 2, name: 'Asha', mobile: known, message: '3 BHK', listing: '' });
    expect(await leadsOf(fresh)).toEqual([]);
  });

  it('imports duplicates by mobile into one buyer, keeps the portal as the source, and adds nothing on a re-import', async () => {
    const known = freshMobile();
    await app.api('/enquiries', { method: 'POST', json: { name: 'Asha Patel', mobile: known } });
    const fresh = freshMobile();
    const file = `Name,Mobile No.,Message,Enquiry Date\nAsha,+91 ${known},3 BHK,27-11-2026 10:00\nRavi,${fresh},Shop,27-11-2026 11:00\nRavi,${fresh},Shop,27-11-2026 11:00\nRavi,0${fresh},Office,27-11-2026 12:00\n`;
    const response = await send('/lead-imports?portal=magicbricks', file);
    expect(response.status).toBe(200);
    expect((await json<{ data: ImportResult }>(response)).data).toEqual({
      portal: 'magicbricks',
      rows: 4,
      added: 3,
      duplicates: 1,
      importedBefore: false,
    });
    const knownLeads = await leadsOf(known);
    expect(knownLeads.map((lead) => lead.source).sort()).toEqual(['magicbricks', 'website']);
    expect(new Set(knownLeads.map((lead) => lead.buyerId)).size).toBe(1);
    const freshLeads = await leadsOf(fresh);
    // Each lead keeps the time the portal received it.
    expect(freshLeads.map((lead) => lead.message)).toEqual(['Shop', 'Office']);
    expect(new Set(freshLeads.map((lead) => lead.buyerId)).size).toBe(1);

    const events = async () => (await app.deps.sql`select count(*)::int as n from events`)[0]!.n as number;
    const before = await events();
    const again = await send('/lead-imports?portal=magicbricks', file);
    expect((await json<{ data: ImportResult }>(again)).data).toMatchObject({ added: 0, importedBefore: true });
    const overlapping = await send('/lead-imports?portal=magicbricks', `${file}Meena,${freshMobile()},Plot,27-11-2026 13:00\n`);
    expect((await json<{ data: ImportResult }>(overlapping)).data).toMatchObject({ rows: 5, added: 1, duplicates: 4 });
    expect(await leadsOf(fresh)).toHaveLength(2);
    expect(await events()).toBeGreaterThan(before);
  });

  it('imports nothing from a file with a refused row, answering the rows by line', async () => {
    const fresh = freshMobile();
    const response = await send('/lead-imports?portal=99acres', `Name,Mobile\nAsha,${fresh}\nRavi,12345\n`);
    expect(response.status).toBe(400);
    const body = await json<{ message: string; errors: { fields: Record<string, string> } }>(response);
    expect(body.message).toBe('Some rows cannot be imported: nothing was imported');
    expect(body.errors.fields).toEqual({ 'line 3': 'Mobile "12345" is no 10-digit Indian mobile number' });
    expect(await leadsOf(fresh)).toEqual([]);
  });

  it('refuses a wrong encoding, a missing column and a formula cell, importing nothing', async () => {
    const fresh = freshMobile();
    for (const [file, message] of [
      [Buffer.from(`Name,Mobile\nJos\xe9,${fresh}\n`, 'latin1'), /not UTF-8/],
      [`Name,Phone\nAsha,${fresh}\n`, /no "Mobile" column/],
      [`Name,Mobile,Message\nAsha,${fresh},=1+1\n`, /formula/],
    ] as const) {
      const response = await send('/lead-imports?portal=99acres', file);
      expect(response.status).toBe(400);
      expect((await json<{ message: string }>(response)).message).toMatch(message);
    }
    expect(await leadsOf(fresh)).toEqual([]);
  });

  it("keeps a portal's mapping once the office sets it and reads the next file with it", async () => {
    const mapping = { name: 'Lead Name', mobile: 'Contact' };
    const saved = await app.api('/lead-imports/mappings/housing', { method: 'PUT', token: admin.accessToken, json: mapping });
    expect(saved.status).toBe(200);
    const listed = await json<{ data: { portal: string; kept: boolean; mapping: unknown }[] }>(
      await app.api('/lead-imports/mappings', { token: admin.accessToken }),
    );
    expect(listed.data.find((entry) => entry.portal === 'housing')).toEqual({ portal: 'housing', kept: true, mapping });
    expect(listed.data.find((entry) => entry.portal === '99acres')?.kept).toBe(false);
    const fresh = freshMobile();
    const response = await send('/lead-imports?portal=housing', `Lead Name,Contact\nAsha,${fresh}\n`);
    expect((await json<{ data: ImportResult }>(response)).data.added).toBe(1);
    expect((await leadsOf(fresh)).map((lead) => lead.source)).toEqual(['housing']);
  });
});
