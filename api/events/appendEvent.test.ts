import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, withTx, type Sql } from '../db.ts';
import { migrate } from '../migrate.ts';
import { createTestDatabase } from '../test/harness.ts';
import { appendEvent } from './appendEvent.ts';

let sql: Sql;

beforeAll(async () => {
  const url = await createTestDatabase();
  await migrate(url);
  sql = connect(url);
});
afterAll(() => sql.end());

async function insertProject(tx: postgres.TransactionSql, title: string) {
  const [row] = await tx<{ id: string }[]>`
    insert into projects (title, slug, description, status, location, address)
    values (${title}, ${`${title.toLowerCase().replace(/\W+/g, '-')}-${randomUUID().slice(0, 8)}`}, '<p>A project</p>', 'ONGOING', 'Vesu, Surat', 'Vesu Main Road')
    returning id`;
  return row!.id;
}

describe('the write path', () => {
  it('commits a state change together with its event', async () => {
    const id = await withTx(sql, async (tx) => {
      const projectId = await insertProject(tx, 'Atomic Heights');
      await appendEvent(tx, { type: 'project.created', subjectId: projectId, actorId: null, payload: { title: 'Atomic Heights' } });
      return projectId;
    });
    const [project] = await sql`select id from projects where id = ${id}`;
    const events = await sql`select type from events where subject_id = ${id}`;
    expect(project).toBeDefined();
    expect(events.map((event) => event.type)).toEqual(['project.created']);
  });

  it('leaves neither the change nor its event when the write fails after both were made', async () => {
    let projectId = '';
    await expect(
      withTx(sql, async (tx) => {
        projectId = await insertProject(tx, 'Half Written');
        await appendEvent(tx, { type: 'project.created', subjectId: projectId, actorId: null, payload: {} });
        throw new Error('storage failed after the insert');
      }),
    ).rejects.toThrow('storage failed');
    expect(await sql`select 1 from projects where id = ${projectId}`).toHaveLength(0);
    expect(await sql`select 1 from events where subject_id = ${projectId}`).toHaveLength(0);
  });

  it('records a client-made event id once, so a replay is a no-op', async () => {
    const id = randomUUID();
    const first = await withTx(sql, (tx) =>
      appendEvent(tx, { id, type: 'favorite.set', subjectId: 'p1', actorId: 'u1', payload: { favorite: true } }),
    );
    const again = await withTx(sql, (tx) =>
      appendEvent(tx, { id, type: 'favorite.set', subjectId: 'p1', actorId: 'u1', payload: { favorite: true } }),
    );
    expect(first?.id).toBe(id);
    expect(again).toBeNull();
    expect(await sql`select 1 from events where id = ${id}`).toHaveLength(1);
  });

  it('refuses to change or delete a recorded event', async () => {
    await expect(sql`update events set type = 'x'`).rejects.toThrow('append-only');
    await expect(sql`delete from events`).rejects.toThrow('append-only');
  });
});
