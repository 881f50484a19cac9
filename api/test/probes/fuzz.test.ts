/**
 * Hostile requests, generated with fast-check from the declared routes and the contract's schemas:
 * for each operation, path parameters, query strings and bodies (JSON of every shape, broken JSON,
 * forms, multipart with odd parts and files, compressed and mislabelled bodies) sent by a visitor, a
 * user and an admin. Whatever arrives, the API must answer below 500, show no stack frame or source
 * path, store nothing when it refuses a write, and leave no temporary upload file behind.
 *
 * FUZZ_RUNS sets the total number of requests (default 2,100); FUZZ_SEED replays a run (fast-check
 * prints the seed and the failing request when a property fails).
 */
import { removeUploadDir, uploadFiles, watchUploads } from './uploadDir.ts';
import fs from 'node:fs';
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestFields } from '../../openapi/document.ts';
import type { Operation } from '../../openapi/operation.ts';
import { declaredOperations } from '../../routes/index.ts';
import { startTestApp, type TestApp } from '../harness.ts';
import {
  accountWithoutLogin,
  changedTables,
  createActors,
  freshPng,
  freshProject,
  freshProperty,
  leaksInternals,
  stateDigest,
  type Actors,
} from './support.ts';

const TOTAL_RUNS = Number(process.env.FUZZ_RUNS ?? 2100);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

// Started before the tests are collected: one test per operation the routers declare.
const app: TestApp = await startTestApp();
/** The API's operations; the site's own paths (/media and the rest) get hostile paths of their own below. */
const operations = declaredOperations(app.deps).filter((operation) => !operation.root);
let actors: Actors;
let port: number;
/** Ids the generated requests may name, so some reach past the 404 of an unknown record. */
const known = { property: '', project: '', slug: '', victim: '', image: '', png: Buffer.alloc(0) };
let digest: Record<string, string>;
/** What the server logged about the last request that failed inside it (its first line, no stack). */
let serverError = '';

beforeAll(async () => {
  port = Number(new URL(app.url).port);
  actors = await createActors(app);
  const property = await freshProperty(app, 1);
  const project = await freshProject(app, 1);
  const victim = await accountWithoutLogin(app);
  Object.assign(known, {
    property: property._id,
    project: project._id,
    slug: project.slug,
    victim: victim.id,
    image: project.images[0],
    png: await freshPng(),
  });
  watchUploads(app.deps.config.uploadDir);
  digest = await stateDigest(app);
  const error = app.deps.log.error;
  app.deps.log.error = (message, fields) => {
    serverError = `${message}: ${String(fields?.error ?? '').split('\n')[0]}`;
    error(message, fields);
  };
});
afterAll(async () => {
  await app?.close();
  removeUploadDir();
});

// ---------------------------------------------------------------------------------------------
// Hostile values

const nastyStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '\u0000'.repeat(40),
  '-1',
  '-0',
  '0',
  '1e309',
  '-1e309',
  '99999999999999999999999',
  '9007199254740993',
  '100000000001',
  '999999999999',
  '999999',
  '32768',
  '2147483648',
  '9223372036854775808',
  'NaN',
  'Infinity',
  '0x10',
  '1_000',
  '1,00,000',
  '१२३',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  "' or 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  'C:\\Windows\\win.ini',
  '\uFEFFbom',
  '\uD800',
  '\uDFFF\uD800',
  'e\u0301\u0301\u0301',
  'ખરીદો સુરત',
  '𝒮𝓊𝓇𝒶𝓉 🏠',
  '\u202Eevil',
  'line\r\nInjected: header',
  'x'.repeat(5000),
  'ab'.repeat(70_000),
  '2026-13-45T99:99:99Z',
  '0000-00-00T00:00:00.000Z',
  '+275760-09-13T00:00:00.000Z',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff\u0000',
  'latest',
  'Residential',
  'rEsIdEnTiAl',
  'admin',
  'ONGOING',
];

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...nastyStrings) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.stringMatching(/^[0-9]{1,30}$/) },
);

/** A JSON number written as its own token: beyond double range, beyond 2^53, tiny, negative zero. */
class RawNumber {
  constructor(readonly token: string) {}
}
const rawNumber = fc.constantFrom(
  '1e400',
  '-1e400',
  '123456789012345678901234567890',
  '1e-400',
  '-0',
  '0.1e1',
  '1E+2',
  '9223372036854775808',
);

type Hostile = string | number | boolean | null | RawNumber | Hostile[] | { [key: string]: Hostile };

const hostileKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', '', '\u0000', 'toString', 'hasOwnProperty', '$where', 'a.b', '0'),
  fc.string({ maxLength: 10 }),
);

const { value: hostileJson } = fc.letrec<{ value: Hostile }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, -Number.MAX_VALUE, 2 ** 63, 1e21, 0.1 + 0.2),
    rawNumber.map((token) => new RawNumber(token)),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileKey, tie('value'), { maxKeys: 4 }),
  ),
}));

function toJson(value: Hostile): string {
  if (value instanceof RawNumber) return value.token;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${toJson(item)}`)
      .join(',')}}`;
  }
  // NaN and Infinity have no JSON; null stands in as JSON.stringify writes it.
  return JSON.stringify(value) ?? 'null';
}

const malformedJson = fc.constantFrom(
  '{',
  '{"a":',
  '{"title": "x"',
  '[',
  ']',
  '{"a":1}}',
  "{'a':1}",
  '{"a":01}',
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":undefined}',
  '\u0000{}',
  '{"\u0000":"\u0000"}',
  '\uFEFF{"email":"a@b.in"}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
  'null',
  'true',
  '"text"',
  '12',
  '',
);

// ---------------------------------------------------------------------------------------------
// Requests

type ActorName = 'visitor' | 'user' | 'admin';

interface FuzzRequest {
  actor: ActorName;
  method: string;
  /** Below /api/v1, with the query string. */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** What was sent, for the failure report. */
  shown: string;
  /** A JSON body that is not an object (a list, text, a number) sent where the schema wants an object. */
  mustRefuse: boolean;
}

/** Values that pass a field's rules, so a hostile neighbour gets past validation into the code. */
function validSamples(): Record<string, unknown[]> {
  const user = actors.user.user;
  return {
    email: [user.email, 'new.person@example.in'],
    password: ['Secret-123', actors.user.password],
    username: ['asha_patel', user.username],
    fullName: ['Asha Patel'],
    mobile: ['9876543210', '+91 98765-43210'],
    rememberMe: [true, false],
    // Not a real one: a reused refresh token revokes its family, a refusal that rightly changes state.
    refreshToken: ['not-a-token', 'a'.repeat(43)],
    token: ['not-a-token'],
    role: ['user', 'admin'],
    title: ['3 BHK Apartment in Vesu'],
    description: ['<p>Spacious flat near the <strong>Vesu</strong> canal road.</p>'],
    transactionType: ['Buy', 'Rent'],
    propertyType: ['Residential', 'Commercial'],
    category: ['Apartment', 'Shop', 'Bungalows'],
    location: ['Vesu, Surat'],
    address: ['B-402, Shreeji Residency, Vesu'],
    price: ['4500000', '100000000000', 4500000],
    sqt: ['1350', '100000000'],
    bedrooms: ['3', '99', ''],
    bathrooms: ['2', '0'],
    keepImages: [[], [known.image]],
    slug: ['shreeji-park', known.slug],
    status: ['ONGOING', 'COMPLETED'],
    imageUrl: [known.image],
    favorite: [true, false],
    events: [
      [
        {
          id: '0b6f9c8e-3f1a-4c55-9d8e-2a1b3c4d5e6f',
          type: 'favorite.set',
          propertyId: known.property,
          favorite: true,
          occurredAt: '2026-01-01T00:00:00.000Z',
        },
      ],
    ],
    q: ['vesu', '3bhk'],
    minPrice: ['0', '999999999999'],
    maxPrice: ['999999999999'],
    minSqft: ['999999999999'],
    maxSqft: ['0'],
    page: ['999999', '1'],
    limit: ['60', '1', '100'],
    sort: ['price_asc', 'area', 'relevance'],
    since: ['999999999999999999', 'latest', '0'],
  };
}

const fieldsOf = (schema: Operation['body']) => (schema ? requestFields(schema).map((field) => field.name) : []);

function fieldValue(name: string, samples: Record<string, unknown[]>, json: boolean): fc.Arbitrary<unknown> {
  const options: fc.WeightedArbitrary<unknown>[] = [{ weight: 2, arbitrary: hostileString }];
  if (samples[name]?.length) options.push({ weight: 3, arbitrary: fc.constantFrom(...samples[name]) });
  if (json) options.push({ weight: 1, arbitrary: hostileJson });
  return fc.oneof(...options);
}

/** Some of the schema's fields (most often all, most often valid) plus stray keys. */
function fieldsArbitrary(names: string[], samples: Record<string, unknown[]>, json: boolean): fc.Arbitrary<[string, unknown][]> {
  const entries = names.map((name) =>
    fc.option(
      fieldValue(name, samples, json).map((value): [string, unknown] => [name, value]),
      { freq: 6, nil: undefined },
    ),
  );
  const stray = fc.array(fc.tuple(hostileKey, json ? hostileJson : hostileString), { maxLength: 2 });
  return fc.tuple(fc.tuple(...entries), stray).map(([chosen, extra]) => [...chosen.filter((entry) => entry !== undefined), ...extra]);
}

const asText = (value: unknown) =>
  typeof value === 'string' ? value : value instanceof RawNumber ? value.token : (JSON.stringify(value) ?? '');

function multipartBody(
  fields: [string, unknown][],
  files: { field: string; name: string; type: string; bytes: Buffer; transferEncoding?: string }[],
  broken: 'none' | 'unterminated' | 'wrong-boundary' | 'no-headers',
) {
  const boundary = `----probe${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of fields) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/"/g, '%22')}"\r\n\r\n${asText(value)}\r\n`),
    );
  }
  for (const file of files) {
    const headers = [
      `Content-Disposition: form-data; name="${file.field}"; filename="${file.name.replace(/"/g, '%22')}"`,
      `Content-Type: ${file.type}`,
      ...(file.transferEncoding ? [`Content-Transfer-Encoding: ${file.transferEncoding}`] : []),
    ];
    parts.push(
      Buffer.from(`--${boundary}\r\n${broken === 'no-headers' ? '' : headers.join('\r\n')}\r\n\r\n`),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  if (broken !== 'unterminated') parts.push(Buffer.from(`--${boundary}--\r\n`));
  const declared = broken === 'wrong-boundary' ? `${boundary}x` : boundary;
  return { contentType: `multipart/form-data; boundary=${declared}`, body: Buffer.concat(parts) };
}

interface FilePlan {
  field: string;
  name: string;
  type: string;
  content: 'png' | Uint8Array | string;
  transferEncoding?: string;
}

const fileArbitrary = (field: string): fc.Arbitrary<FilePlan> =>
  fc.record({
    field: fc.constantFrom(field, 'images', 'avatar', 'other', ''),
    name: fc.oneof(
      fc.constantFrom('photo.png', '../../evil.png', 'a\u0000.png', '', '.png', 'x'.repeat(300)),
      fc.string({ maxLength: 12 }),
    ),
    type: fc.constantFrom('image/png', 'image/jpeg', 'text/plain', 'application/octet-stream', '', 'image/svg+xml'),
    content: fc.oneof(
      { weight: 1, arbitrary: fc.constant('png' as const) },
      { weight: 4, arbitrary: fc.uint8Array({ maxLength: 256 }) },
      { weight: 1, arbitrary: fc.constantFrom('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', '\u0000\u0000', 'GIF89a') },
    ),
    transferEncoding: fc.option(fc.constantFrom('base64', 'quoted-printable', '7bit', 'binary', 'x-unknown', 'gzip'), {
      freq: 3,
      nil: undefined,
    }),
  });

type BodyPlan =
  | { kind: 'none' }
  | { kind: 'json'; fields: [string, unknown][] }
  | { kind: 'json-value'; value: Hostile }
  | { kind: 'raw-json'; text: string }
  | { kind: 'form'; fields: [string, unknown][] }
  | { kind: 'text'; text: string }
  | { kind: 'multipart'; fields: [string, unknown][]; files: FilePlan[]; broken: 'none' | 'unterminated' | 'wrong-boundary' | 'no-headers' }
  | { kind: 'encoded'; encoding: string; corrupt: boolean; fields: [string, unknown][] };

function bodyArbitrary(operation: Operation, samples: Record<string, unknown[]>): fc.Arbitrary<BodyPlan> {
  const names = fieldsOf(operation.body);
  const multipart = Boolean(operation.files);
  const fileField = operation.files?.field ?? 'images';
  const writes = operation.method !== 'get';
  const weight = (yes: number, no: number) => (writes ? yes : no);
  return fc.oneof(
    { weight: weight(1, 12), arbitrary: fc.constant<BodyPlan>({ kind: 'none' }) },
    { weight: weight(5, 1), arbitrary: fieldsArbitrary(names, samples, true).map((fields): BodyPlan => ({ kind: 'json', fields })) },
    { weight: weight(1, 0), arbitrary: hostileJson.map((value): BodyPlan => ({ kind: 'json-value', value })) },
    { weight: weight(1, 0), arbitrary: malformedJson.map((text): BodyPlan => ({ kind: 'raw-json', text })) },
    { weight: weight(1, 0), arbitrary: fieldsArbitrary(names, samples, false).map((fields): BodyPlan => ({ kind: 'form', fields })) },
    { weight: weight(1, 0), arbitrary: hostileString.map((text): BodyPlan => ({ kind: 'text', text })) },
    {
      weight: weight(multipart ? 5 : 2, 1),
      arbitrary: fc
        .record({
          fields: fieldsArbitrary(names, samples, false),
          files: fc.array(fileArbitrary(fileField), { maxLength: 3 }),
          broken: fc.constantFrom('none', 'none', 'none', 'unterminated', 'wrong-boundary', 'no-headers'),
        })
        .map((plan): BodyPlan => ({ kind: 'multipart', ...plan }) as BodyPlan),
    },
    {
      weight: weight(1, 0),
      arbitrary: fc
        .record({
          encoding: fc.constantFrom('gzip', 'deflate', 'br', 'x-unknown', 'gzip, gzip'),
          corrupt: fc.boolean(),
          fields: fieldsArbitrary(names, samples, true),
        })
        .map((plan): BodyPlan => ({ kind: 'encoded', ...plan })),
    },
  );
}

function encodeBody(plan: BodyPlan): { headers: Record<string, string>; body?: Buffer } {
  const jsonOf = (fields: [string, unknown][]) =>
    `{${fields.map(([key, value]) => `${JSON.stringify(key)}:${toJson(value as Hostile)}`).join(',')}}`;
  switch (plan.kind) {
    case 'none':
      return { headers: {} };
    case 'json':
      return { headers: { 'Content-Type': 'application/json' }, body: Buffer.from(jsonOf(plan.fields)) };
    case 'json-value':
      return { headers: { 'Content-Type': 'application/json' }, body: Buffer.from(toJson(plan.value)) };
    case 'raw-json':
      return { headers: { 'Content-Type': 'application/json; charset=utf-8' }, body: Buffer.from(plan.text) };
    case 'form':
      return {
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: Buffer.from(plan.fields.map(([key, value]) => `${percentEncode(key)}=${percentEncode(asText(value))}`).join('&')),
      };
    case 'text':
      return { headers: { 'Content-Type': 'text/plain' }, body: Buffer.from(plan.text) };
    case 'multipart': {
      const files = plan.files.map((file) => ({
        ...file,
        bytes: file.content === 'png' ? known.png : Buffer.from(file.content as Uint8Array | string),
      }));
      const { contentType, body } = multipartBody(plan.fields, files, plan.broken);
      return { headers: { 'Content-Type': contentType }, body };
    }
    case 'encoded': {
      const json = Buffer.from(jsonOf(plan.fields));
      const compressed =
        plan.encoding.startsWith('gzip') && !plan.corrupt ? gzipSync(json) : plan.corrupt ? Buffer.from('\u001f\u008b\u0008garbage') : json;
      return { headers: { 'Content-Type': 'application/json', 'Content-Encoding': plan.encoding }, body: compressed };
    }
  }
}

/** Percent-encodes the UTF-8 bytes of any text (a lone surrogate becomes U+FFFD, as a browser sends it). */
function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

const badPercent = fc.constantFrom('%', '%zz', '%00', '%E0%A4%A', '%C0%AF', '%ED%A0%80', '%FF', '%%', '%u0041');

function queryArbitrary(operation: Operation, samples: Record<string, unknown[]>): fc.Arbitrary<string> {
  const names = fieldsOf(operation.query);
  const pairs = fieldsArbitrary(names, samples, false).chain((fields) =>
    fc.array(fc.boolean(), { minLength: fields.length, maxLength: fields.length }).map((repeat) =>
      // A repeated key arrives as an array.
      fields.flatMap(([key, value], index) => {
        const pair = `${percentEncode(key)}=${percentEncode(asText(value))}`;
        return repeat[index] ? [pair, pair] : [pair];
      }),
    ),
  );
  return fc.oneof(
    { weight: 5, arbitrary: pairs.map((list) => (list.length ? `?${list.join('&')}` : '')) },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.constantFrom(...(names.length ? names : ['q'])), badPercent).map(([key, raw]) => `?${key}=${raw}`),
    },
    { weight: 1, arbitrary: fc.constant('') },
  );
}

function pathParamArbitrary(operation: Operation, name: string): fc.Arbitrary<string> {
  const knownIds =
    name === 'idOrSlug'
      ? [known.project, known.slug]
      : operation.path.startsWith('/users')
        ? [known.victim, ...(operation.method === 'delete' ? [] : [actors.user.user._id])]
        : operation.path.startsWith('/projects')
          ? [known.project]
          : [known.property, known.property.toUpperCase()];
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...knownIds) },
    { weight: 3, arbitrary: hostileString.map((text) => percentEncode(text)) },
    { weight: 1, arbitrary: badPercent },
    {
      weight: 1,
      arbitrary: fc.constantFrom('..', '.', '%2e%2e', 'a%2Fb', '%5C', '00000000-0000-0000-0000-000000000000', `${known.property}%00`),
    },
  );
}

const authArbitrary = fc.oneof(
  { weight: 12, arbitrary: fc.constant(undefined) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'Bearer',
      'Bearer ',
      'Basic YTpi',
      'Bearer a.b.c',
      'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
      'Bearer \u00ff',
    ),
  },
);

function requestArbitrary(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const samples = validSamples();
  const params = operation.path.match(/\{(\w+)\}/g)?.map((param) => param.slice(1, -1)) ?? [];
  return fc
    .record({
      actor: fc.constantFrom<ActorName>('visitor', 'user', 'admin'),
      params: fc.tuple(...params.map((name) => pathParamArbitrary(operation, name))),
      query: queryArbitrary(operation, samples),
      body: bodyArbitrary(operation, samples),
      authorization: authArbitrary,
    })
    .map(({ actor, params: values, query, body, authorization }) => {
      let index = 0;
      const target = operation.path.replace(/\{\w+\}/g, () => values[index++] ?? '') + query;
      const encoded = encodeBody(body);
      const token = actors.token(actor);
      const headers: Record<string, string> = { ...encoded.headers };
      if (authorization) headers.Authorization = authorization;
      else if (token) headers.Authorization = `Bearer ${token}`;
      const bodyText = encoded.body ? encoded.body.subarray(0, 400).toString('latin1') : '';
      // POST /users/logout reads its optional body by hand and always succeeds.
      const mustRefuse =
        body.kind === 'json-value' &&
        Boolean(operation.body) &&
        operation.path !== '/users/logout' &&
        (typeof body.value !== 'object' || body.value === null || Array.isArray(body.value) || body.value instanceof RawNumber);
      const shown = `${operation.method.toUpperCase()} /api/v1${target.slice(0, 300)} as ${actor} ${JSON.stringify({ ...encoded.headers, ...(authorization ? { Authorization: authorization } : {}) })} ${JSON.stringify(bodyText)}`;
      return {
        // fast-check prints a failing request this way, not as its bytes.
        [fc.toStringMethod]: () => shown,
        actor,
        method: operation.method.toUpperCase(),
        path: target,
        mustRefuse,
        headers,
        body: encoded.body,
        shown,
      };
    });
}

/** node:http, not fetch, so that any header and any bytes go out as generated. */
function send(request: {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port,
        method: request.method,
        path: `/api/v1${request.path}`,
        headers: { ...request.headers, ...(request.body ? { 'Content-Length': String(request.body.length) } : {}) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

/** The temp upload files still there shortly after the answer (a parser may unlink just after it). */
async function leftoverUploads(): Promise<string[]> {
  for (let attempt = 0; attempt < 6; attempt++) {
    const files = uploadFiles();
    if (files.length === 0) return [];
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return uploadFiles();
}

/** Every rule a hostile request must keep; throws the first it breaks. */
async function check(request: FuzzRequest): Promise<void> {
  serverError = '';
  const { status, text } = await send(request);
  const problems: string[] = [];
  if (status >= 500) problems.push(`answered ${status}: ${text.slice(0, 200)} (server log: ${serverError || 'nothing'})`);
  if (request.mustRefuse && status < 400) problems.push(`took a body that is not an object with ${status}: ${text.slice(0, 200)}`);
  const leak = leaksInternals(text);
  if (leak) problems.push(`the body shows ${leak}: ${text.slice(0, 200)}`);
  if (request.method !== 'GET') {
    const after = await stateDigest(app);
    const changed = changedTables(digest, after);
    digest = after;
    if (status >= 400 && changed.length) problems.push(`refused with ${status} yet changed ${changed.join(', ')}`);
  }
  const left = await leftoverUploads();
  if (left.length) {
    for (const file of left) removeLeftover(file);
    problems.push(`left ${left.length} temporary upload file(s): ${left.join(', ')}`);
  }
  if (problems.length) throw new Error(`${request.shown}\n  -> ${problems.join('\n  -> ')}`);
}

/** Removed so that one leftover is not blamed on every later request. */
function removeLeftover(file: string) {
  fs.rmSync(file, { force: true });
}

const runsPerOperation = Math.max(8, Math.ceil(TOTAL_RUNS / (operations.length + 1)));

describe('hostile requests', () => {
  it("write their temporary upload files in the probe's own folder", async () => {
    // A multipart upload held open half-way: its file must appear in the probe's folder.
    const boundary = 'probe-boundary';
    const outgoing = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/v1/properties/create',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, Authorization: `Bearer ${actors.admin.accessToken}` },
    });
    const answered = new Promise<number>((resolve, reject) => {
      outgoing.on('response', (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      });
      outgoing.on('error', reject);
    });
    outgoing.write(`--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`);
    outgoing.write(Buffer.alloc(64 * 1024, 1));
    let seen: string[] = [];
    for (let attempt = 0; attempt < 60 && seen.length === 0; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen = uploadFiles();
    }
    outgoing.end(`\r\n--${boundary}--\r\n`);
    expect(await answered).toBeLessThan(500);
    expect(seen.length).toBe(1);
  });

  it.each(operations.map((operation) => [`${operation.method.toUpperCase()} ${operation.path}`, operation] as const))(
    '%s answers every hostile request below 500, without internals, storing nothing when it refuses',
    async (_name, operation) => {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(operation), async (request) => {
          await check(request);
        }),
        { numRuns: runsPerOperation, seed: SEED, endOnFailure: true },
      );
    },
    120_000,
  );

  it('answers hostile paths below /api/v1 and /media below 500', async () => {
    const segment = fc.oneof(
      hostileString.map((text) => percentEncode(text)),
      badPercent,
      fc.constantFrom('..', '%2e%2e', 'media', 'v1', '%00', 'a%00.webp'),
    );
    const paths = fc.tuple(
      fc.constantFrom('/api/v1/', '/media/', '/api/v1/properties/', '/api/v1/projects/'),
      fc.array(segment, { minLength: 1, maxLength: 3 }),
    );
    await fc.assert(
      fc.asyncProperty(paths, fc.constantFrom('GET', 'HEAD', 'POST', 'OPTIONS'), async ([prefix, segments], method) => {
        const target = `${prefix}${segments.join('/')}`;
        const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
          const outgoing = http.request({ host: '127.0.0.1', port, method, path: target }, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
          });
          outgoing.on('error', reject);
          outgoing.end();
        });
        expect(status, `${method} ${target}: ${text.slice(0, 200)}`).toBeLessThan(500);
        expect(leaksInternals(text), `${method} ${target}`).toBeNull();
      }),
      { numRuns: runsPerOperation, seed: SEED, endOnFailure: true },
    );
  }, 120_000);
});
