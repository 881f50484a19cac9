/** Shared by the probes: the actors, fresh rows to act on, and a fingerprint of the stored state. */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Project } from '../../../contract/projects.ts';
import type { Property } from '../../../contract/properties.ts';
import { createProject } from '../../commands/projectWriter.ts';
import { registerUser } from '../../commands/userRegistrar.ts';
import { createTestProperty } from '../properties.ts';
import { prepareImage } from '../../storage/images.ts';
import { createUser, type CreatedUser } from '../factories.ts';
import type { TestApp } from '../harness.ts';

export type ActorName = 'visitor' | 'user' | 'other' | 'agent' | 'otherAgent' | 'admin';
export const actorNames: ActorName[] = ['visitor', 'user', 'other', 'agent', 'otherAgent', 'admin'];

export interface Actors {
  user: CreatedUser;
  other: CreatedUser;
  agent: CreatedUser;
  otherAgent: CreatedUser;
  admin: CreatedUser;
  /** The bearer token an actor sends; none for the visitor. */
  token(actor: ActorName): string | undefined;
}

export async function createActors(app: TestApp): Promise<Actors> {
  const user = await createUser(app);
  const other = await createUser(app);
  const agent = await createUser(app, { role: 'agent' });
  const otherAgent = await createUser(app, { role: 'agent' });
  const admin = await createUser(app, { role: 'admin' });
  const accounts = { user, other, agent, otherAgent, admin };
  return { ...accounts, token: (actor) => (actor === 'visitor' ? undefined : accounts[actor].accessToken) };
}

let accounts = 0;
/**
 * An account made by the register command, for a call that acts on it but never logs in as it
 * (role change, deletion, password reset): its stored password is a placeholder, not a hash, which
 * spares the hashing cost.
 */
export async function accountWithoutLogin(app: TestApp) {
  accounts += 1;
  const tag = `${accounts}${randomBytes(3).toString('hex')}`;
  const auth = { $context: Promise.resolve({ password: { hash: async () => 'not-a-hash' } }) };
  return registerUser(
    { sql: app.deps.sql, auth: auth as never },
    {
      username: `spare_${tag}`,
      fullName: `Spare Account ${tag}`,
      email: `spare${tag}@example.in`,
      password: 'never-used',
      mobile: '9876543210',
    },
  );
}

let colour = 0;
/** A small PNG of its own colour (so its own content-addressed key). */
export async function freshPng(): Promise<Buffer> {
  colour += 1;
  const background = { r: (colour * 41) % 256, g: (colour * 83) % 256, b: (colour * 29 + 7) % 256 };
  return sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .png()
    .toBuffer();
}

export const freshProperty = (app: TestApp, images = 0): Promise<Property> => createTestProperty(app, {}, images);

let projects = 0;
/** Valid fields of a project form, with a slug no other call uses. */
export function projectFields(): Record<string, string> {
  projects += 1;
  const tag = `${projects}-${randomBytes(3).toString('hex')}`;
  return {
    title: `Shreeji Heights ${tag}`,
    slug: `shreeji-heights-${tag}`,
    description: '<p>Two and three BHK homes near the <strong>Vesu</strong> canal road.</p>',
    status: 'ONGOING',
    location: 'Vesu',
    address: 'Canal Road, Vesu, Surat 395007',
    reraNumber: 'PR/GJ/SURAT/SURAT CITY/SUDA/RAA10342/120924',
  };
}

export async function freshProject(app: TestApp, images = 0): Promise<Project> {
  const prepared = await Promise.all(Array.from({ length: images }, async () => prepareImage(await freshPng())));
  return createProject(app.deps, null, projectFields() as never, prepared);
}

/** The tables a write can change, in a fixed order. */
export const stateTables = [
  '"user"',
  'account',
  'session',
  'verification',
  'refresh_tokens',
  'properties',
  'property_images',
  'projects',
  'project_images',
  'project_unit_types',
  'favorites',
  'events',
  'enquiries',
  'contact_clicks',
  'consents',
  'buyers',
  'buyer_contacts',
  'lead_imports',
  'lead_import_mappings',
  'lead_assignment',
  'lead_assignment_rules',
  'agent_duty',
] as const;

/**
 * One digest per table of its row versions: the count, and a sum of a hash of each live version's
 * place (`ctid`) and writing transaction (`xmin`). An insert or a delete changes the count and the sum,
 * and an update writes a new version in a new place by a new transaction, so any of them shows as a
 * changed digest, even one that leaves a row's text as it was. Reading only the version headers
 * spares turning every row (the growing event log too) into text and sorting it twice a call.
 */
export async function stateDigest(app: { deps: Pick<TestApp['deps'], 'sql'> }): Promise<Record<string, string>> {
  const selects = stateTables.map(
    (table) =>
      `select '${table}' as name, count(*)::text || ':' || coalesce(sum(hashtextextended(t.ctid::text || '/' || t.xmin::text, 0)), 0)::text as digest from ${table} t`,
  );
  const rows = await app.deps.sql.unsafe<{ name: string; digest: string }[]>(selects.join(' union all '));
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
}

/** The tables whose digest differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(before).filter((name) => before[name] !== after[name]);
}

/** What a body must never show: a stack frame or a source path. */
export function leaksInternals(text: string): string | null {
  if (/\n\s+at /.test(text) || text.includes('    at ')) return 'a stack frame';
  const path = /(?:\/work\/|\/home\/|\/usr\/|\/tmp\/|node_modules|[\w-]+\.(?:ts|js|mjs|cjs):\d+|file:\/\/)/.exec(text);
  if (path) return `a source path (${path[0]})`;
  if (process.cwd().length > 1 && text.includes(process.cwd())) return 'the working directory';
  return null;
}
