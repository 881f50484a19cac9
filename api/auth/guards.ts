/**
 * Who is calling: `Authorization: Bearer <access JWT>`, verified locally (no database round-trip
 * per request), sets `ctx.state.actor`. Role changes and deletions take effect at the next refresh,
 * at the latest ACCESS_TOKEN_TTL seconds later.
 */
import type Koa from 'koa';
import type { AppState, Deps } from '../context.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { bearerToken, verifyAccessToken } from './accessTokens.ts';

export type GuardDeps = Pick<Deps, 'sql' | 'config'>;
type Middleware = Koa.Middleware<AppState>;

/** Sets the actor when a token is sent; a missing token is fine, an expired or forged one is 401. */
export function optionalUser(deps: GuardDeps): Middleware {
  return async (ctx, next) => {
    const token = bearerToken(ctx.get('Authorization'));
    if (token) {
      const { id, role, sessionId } = await verifyAccessToken(deps, token);
      ctx.state.actor = { id, role };
      ctx.state.sessionId = sessionId;
    }
    await next();
  };
}

/** A logged-in caller of any role, else 401. */
export function requireUser(deps: GuardDeps): Middleware {
  const identify = optionalUser(deps);
  return (ctx, next) =>
    identify(ctx, async () => {
      if (!ctx.state.actor) throw unauthorized();
      await next();
    });
}

/** A logged-in admin: 401 without a valid token, 403 for any other role. */
export function requireAdmin(deps: GuardDeps): Middleware {
  const identify = requireUser(deps);
  return (ctx, next) =>
    identify(ctx, async () => {
      if (ctx.state.actor?.role !== 'admin') throw forbidden();
      await next();
    });
}
