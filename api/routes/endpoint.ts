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
}

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
      const run: Middleware = async (ctx, next) => {
        const parsedIds = Object.fromEntries(
          Object.entries<string>(ids ?? ({} as Record<string, string>)).map(([name, message]) => [
            name,
            uuidParam(ctx.params[name], message),
          ]),
        );
        const read = !spec.readByHandler;
        // Multipart is read only where files are taken: elsewhere such a body would reach the
        // schema as nothing at all (a favourite would flip instead of being set).
        if (read && spec.body && !spec.files && ctx.is('multipart')) throw badRequest('The request body could not be read');
        const query = read && spec.query ? parse(spec.query, ctx.query) : undefined;
        const raw = bodyFrom ? bodyFrom(ctx) : ctx.request.body;
        const body = read && spec.body ? (patch ? parsePatch(spec.body as never, raw) : parse(spec.body, raw)) : undefined;
        const { status, message } = spec.success;
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
  };
  return declared;
}
