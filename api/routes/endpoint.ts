/**
 * One declaration per endpoint: its method, path, guard, schemas and answer, written once beside its
 * handler. `declareRoutes(deps).endpoint(spec, handler)` registers the handler behind the guard, the
 * upload reader and the parsing of ids, query and body, and records the operation that the OpenAPI
 * document is collected from (api/openapi/document.ts).
 */
import Router from '@koa/router';
import type Koa from 'koa';
import type * as v from 'valibot';
import { optionalUser, requireAdmin, requireAgent, requireUser, type GuardDeps } from '../auth/guards.ts';
import type { AppContext, AppState, Deps } from '../context.ts';
import { badRequest } from '../errors.ts';
import { uploadBody } from '../middleware.ts';
import type { AuthRequirement, Operation, Tag } from '../openapi/operation.ts';
import { parse, parsePatch, uuidParam } from '../validate.ts';

type Middleware = Koa.Middleware<AppState>;
type Parsed<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined;

export interface EndpointSpec<Q, B, Patch extends boolean, Id extends string> extends Omit<Operation, 'query' | 'body' | 'tag'> {
  tag?: Tag;
  query?: Q;
  body?: B;
  /** Only the fields sent are read (parsePatch): none of them is a 400. */
  patch?: Patch;
  /** UUID path parameters, each with the 404 message a malformed one answers. */
  ids?: Record<Id, string>;
  /** The body as the schema should see it, when the request's raw body needs shaping first. */
  bodyFrom?: (ctx: AppContext) => unknown;
  /** Runs after the guard and before the upload is read (a policy that must refuse first). */
  before?: Middleware[];
  /** The router's own pattern where the documented path cannot say it (a wildcard). */
  pattern?: string;
}

export interface EndpointInput<Q, B, Patch extends boolean, Id extends string> {
  query: Parsed<Q>;
  body: Patch extends true ? Partial<Parsed<B>> : Parsed<B>;
  ids: Record<Id, string>;
  /** Answers `{ message, data }` with the status and message the spec declares, so they are said once. */
  reply: (data: unknown) => void;
}

export type Handler<Q, B, Patch extends boolean, Id extends string> = (
  ctx: AppContext,
  input: EndpointInput<Q, B, Patch, Id>,
  next: Koa.Next,
) => unknown;

export interface DeclaredRouter {
  router: Router<AppState>;
  operations: Operation[];
  endpoint<
    Q extends v.GenericSchema | undefined = undefined,
    B extends v.GenericSchema | undefined = undefined,
    Patch extends boolean = false,
    Id extends string = never,
  >(
    spec: EndpointSpec<Q, B, Patch, Id>,
    handler: Handler<Q, B, Patch, Id>,
  ): void;
  /** A users-only GET of the caller's own records: `read(sql, userId)` is the answer's `data`. */
  ownRecords(spec: OwnRecordsSpec, read: (sql: Deps['sql'], userId: string) => Promise<unknown>): void;
  /** A GET of personal or office records that no cache may keep: `read` gives the answer (`data`, and `meta` for a page). */
  privateRead<Q extends v.GenericSchema | undefined = undefined, Id extends string = never>(
    spec: Omit<EndpointSpec<Q, undefined, false, Id>, 'method'>,
    read: (input: EndpointInput<Q, undefined, false, Id>, ctx: AppContext) => Promise<PrivateAnswer>,
  ): void;
  /** A public GET of what the office configures: browsers and caches may keep the answer five minutes. */
  published(spec: Omit<EndpointSpec<undefined, undefined, false, never>, 'method' | 'auth'>, answer: () => unknown): void;
  /** A GET of a table as a CSV file for Excel, kept by no cache: `file` names it and writes it. */
  csv<Q extends v.GenericSchema | undefined = undefined>(
    spec: Omit<EndpointSpec<Q, undefined, false, never>, 'method' | 'success'> & { csv: string },
    file: (input: EndpointInput<Q, undefined, false, never>, ctx: AppContext) => Promise<{ name: string; body: string }>,
  ): void;
  /** A settings document read (GET, kept by no cache) and replaced whole (PUT): the PUT answers what the GET reads. */
  setting<B extends v.GenericSchema>(spec: SettingSpec<B>, handlers: SettingHandlers<B>): void;
}

/**
 * A setting's two operations: where it lives and what it holds are said once; each operation adds
 * its summary and what its answer is (`answer`, the success description).
 */
export interface SettingSpec<B extends v.GenericSchema> extends Pick<Operation, 'path' | 'auth' | 'pathParameters' | 'errors'> {
  /** The component schema both answers carry as `data`. */
  data: string;
  read: { summary: string; description?: string; answer: string };
  replace: { summary: string; description?: string; body: B; answer: string; message: string; errors?: Operation['errors'] };
  /** A setting that may also be cleared: DELETE answers the read as it then stands. */
  remove?: { summary: string; answer: string; message: string; errors?: Operation['errors'] };
}

export interface SettingHandlers<B extends v.GenericSchema> {
  read: (ctx: AppContext) => Promise<unknown>;
  replace: (ctx: AppContext, body: v.InferOutput<B>) => Promise<unknown>;
  remove?: (ctx: AppContext) => Promise<unknown>;
}

/** What every endpoint on one record repeats: its id's description and 404, the guard, shared errors. */
export type RecordSpec<Id extends string> = Pick<Operation, 'auth' | 'pathParameters' | 'errors'> & { ids: Record<Id, string> };

/** A record's shared declaration, spread into each of its endpoints' specs (checked here, so a typo fails where it is written). */
export const recordSpec = <Id extends string>(spec: RecordSpec<Id>) => spec;

export interface PrivateAnswer {
  data: unknown;
  meta?: unknown;
}

export type OwnRecordsSpec = Omit<EndpointSpec<undefined, undefined, false, never>, 'method' | 'auth'>;

/** `/projects/{idOrSlug}` → `/projects/:idOrSlug`. */
const routerPattern = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** A router whose endpoints are declared once; `tag` is the default group of its operations. */
export function declareRoutes(deps: GuardDeps & Pick<Deps, 'config'>, defaults: { tag: Tag }): DeclaredRouter {
  const router = new Router<AppState>();
  const operations: Operation[] = [];
  const guards: Record<AuthRequirement, Middleware[]> = {
    public: [],
    optional: [optionalUser(deps)],
    user: [requireUser(deps)],
    agent: [requireAgent(deps)],
    admin: [requireAdmin(deps)],
  };
  const uploads = uploadBody(deps.config);

  const declared: DeclaredRouter = {
    router,
    operations,
    endpoint(spec, handler) {
      const { patch, ids, bodyFrom, before, pattern, ...documented } = spec;
      operations.push({ ...documented, tag: spec.tag ?? defaults.tag });
      const idMessages = Object.entries<string>(ids ?? ({} as Record<string, string>));
      const { status, message } = spec.success;
      const run: Middleware = async (ctx, next) => {
        const parsedIds: Record<string, string> = {};
        for (const [name, notFoundMessage] of idMessages) parsedIds[name] = uuidParam(ctx.params[name], notFoundMessage);
        const read = !spec.readByHandler;
        // Multipart is read only where files are taken: elsewhere such a body would reach the
        // schema as nothing at all (a favourite would flip instead of being set).
        if (read && spec.body && !spec.files && ctx.is('multipart')) throw badRequest('The request body could not be read');
        const query = read && spec.query ? parse(spec.query, ctx.query) : undefined;
        const raw = bodyFrom ? bodyFrom(ctx) : ctx.request.body;
        const body = read && spec.body ? (patch ? parsePatch(spec.body as never, raw) : parse(spec.body, raw)) : undefined;
        const reply = (data: unknown) => {
          ctx.status = status;
          ctx.body = message === undefined ? { data } : { message, data };
        };
        await handler(ctx, { query, body, ids: parsedIds, reply } as never, next);
      };
      const chain = [...guards[spec.auth], ...(before ?? []), ...(spec.files ? [uploads] : []), run];
      router[spec.method](pattern ?? routerPattern(spec.path), ...(chain as [Middleware]));
    },
    ownRecords(spec, read) {
      declared.endpoint({ ...spec, method: 'get', auth: 'user' }, async (ctx) => {
        ctx.body = { data: await read(deps.sql, ctx.state.actor!.id) };
      });
    },
    privateRead(spec, read) {
      declared.endpoint({ ...spec, method: 'get' }, async (ctx, input) => {
        const answer = await read(input as never, ctx);
        ctx.set('Cache-Control', 'no-store');
        ctx.body = answer;
      });
    },
    csv({ csv, ...spec }, file) {
      const success = { status: 200, description: 'CSV file.', data: null, raw: { contentType: 'text/csv', description: csv } };
      declared.endpoint({ ...spec, method: 'get', success }, async (ctx, input) => {
        const { name, body } = await file(input as never, ctx);
        ctx.set('Content-Type', 'text/csv; charset=utf-8');
        ctx.set('Content-Disposition', `attachment; filename="${name}"`);
        ctx.set('Cache-Control', 'no-store');
        ctx.body = body;
      });
    },
    published(spec, answer) {
      declared.endpoint({ ...spec, method: 'get', auth: 'public' }, (ctx) => {
        ctx.set('Cache-Control', 'public, max-age=300');
        ctx.body = answer();
      });
    },
    setting(spec, handlers) {
      const { data, read, replace, remove, ...where } = spec;
      declared.privateRead(
        { ...where, summary: read.summary, description: read.description, success: { status: 200, description: read.answer, data } },
        async (_input, ctx) => ({ data: await handlers.read(ctx) }),
      );
      declared.endpoint(
        {
          ...where,
          method: 'put',
          summary: replace.summary,
          description: replace.description,
          body: replace.body,
          success: { status: 200, description: replace.answer, message: replace.message, data },
          errors: replace.errors ? { ...where.errors, ...replace.errors } : where.errors,
        },
        async (ctx, { body, reply }) => {
          await handlers.replace(ctx, body as v.InferOutput<typeof replace.body>);
          reply(await handlers.read(ctx));
        },
      );
      if (!remove) return;
      const clear = handlers.remove;
      if (!clear) throw new Error(`${spec.path}: a setting that may be cleared needs its remove handler`);
      declared.endpoint(
        {
          ...where,
          method: 'delete',
          summary: remove.summary,
          success: { status: 200, description: remove.answer, message: remove.message, data },
          errors: remove.errors,
        },
        async (ctx, { reply }) => {
          await clear(ctx);
          reply(await handlers.read(ctx));
        },
      );
    },
  };
  return declared;
}
