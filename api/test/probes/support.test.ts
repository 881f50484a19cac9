import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Sql } from '../../db.ts';
import { createTestDatabase } from '../harness.ts';
import { changedTables, stateDigest } from './support.ts';

let sql: Sql;
const digest = () => stateDigest({ deps: { sql } });

beforeAll(async () => {
  sql = connect(await createTestDatabase({ migrated: true }));
});
afterAll(async () => {
  await sql?.end();
});

describe('the stored state digest', () => {
  const id = randomUUID();

  it('shows an insert as a change of that table only', async () => {
    const before = await digest();
    await sql`insert into verification (id, identifier, value, "expiresAt") values (${id}, 'probe', 'inserted', now() + interval '1 hour')`;
    expect(changedTables(before, await digest())).toEqual(['verification']);
  });

  it('stays the same when nothing is written', async () => {
    const before = await digest();
    await sql`select * from verification`;
    expect(changedTables(before, await digest())).toEqual([]);
  });

  it('shows an update, one that leaves the row as it was too', async () => {
    let before = await digest();
    await sql`update verification set value = 'updated' where id = ${id}`;
    expect(changedTables(before, await digest())).toEqual(['verification']);
    before = await digest();
    await sql`update verification set value = value where id = ${id}`;
    expect(changedTables(before, await digest())).toEqual(['verification']);
  });

  it('shows no write that was rolled back', async () => {
    const before = await digest();
    const writes = sql.begin(async (tx) => {
      await tx`update verification set value = 'rolled back' where id = ${id}`;
      await tx`insert into verification (id, identifier, value, "expiresAt") values (${randomUUID()}, 'probe', 'rolled back', now())`;
      throw new Error('rolled back');
    });
    await expect(writes).rejects.toThrow('rolled back');
    expect(changedTables(before, await digest())).toEqual([]);
  });

  it('shows a delete', async () => {
    const before = await digest();
    await sql`delete from verification where id = ${id}`;
    expect(changedTables(before, await digest())).toEqual(['verification']);
  });

  it('shows a delete and an insert that leave the count as it was', async () => {
    const kept = randomUUID();
    await sql`insert into verification (id, identifier, value, "expiresAt") values (${kept}, 'probe', 'kept', 'tomorrow')`;
    const before = await digest();
    await sql.begin(async (tx) => {
      await tx`delete from verification where id = ${kept}`;
      await tx`insert into verification (id, identifier, value, "expiresAt") values (${kept}, 'probe', 'kept', 'tomorrow')`;
    });
    const after = await digest();
    expect(after.verification.split(':')[0]).toBe(before.verification.split(':')[0]);
    expect(changedTables(before, after)).toEqual(['verification']);
  });
});
