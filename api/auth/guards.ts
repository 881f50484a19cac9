/**
 * Who is calling: a bearer JWT verified locally; a staff member's (agent's or admin's) also checked
 * against PostgreSQL on every request.
 * Why: docs/decisions/017-token-trust.md
 */
import type Koa from 'koa';
import { isStaffRole, roleOf } from '../../contract/catalog.ts';
import type { Actor, AppState, Deps } from '../context.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { bearerToken, verifyAccessToken, type VerifiedAccess } from './accessTokens.ts';

export type GuardDeps = Pick<Deps, 'sql' | 'config'>;
type Middleware = Koa.Middleware<AppState>;

const loginEnded = () => unauthorized('Your session is no longer valid. Please log in again.');

/** The caller as the database sees them now: 401 when the login is over, the current role otherwise. */
export async function currentStaff(deps: Pick<Deps, 'sql'>, access: VerifiedAccess): Promise<Actor> {
  const [row] = await deps.sql<{ role: string | null; banned: boolean | null }[]>`
    select u.role, u.banned
    from session s
    join "user" u on u.id = s."userId"
    where s.id = ${access.sessionId} and s."userId" = ${access.id} and s."expiresAt" > now()`;
  if (!row || row.banned) throw loginEnded();
  return { id: access.id, role: roleOf(row.role) };
}

/** Sets the actor when a token is sent; a missing token is fine, an expired, forged or ended one is 401. */
export function optionalUser(deps: GuardDeps): Middleware {
  return async (ctx, next) => {
    const token = bearerToken(ctx.get('Authorization'));
    if (token) {
      const access = await verifyAccessToken(deps, token);
      ctx.state.actor = isStaffRole(access.role) ? await currentStaff(deps, access) : { id: access.id, role: access.role };
      ctx.state.sessionId = access.sessionId;
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

/** A logged-in agent or admin, still one now: 401 without a valid token or login, 403 for a user. */
export function requireAgent(deps: GuardDeps): Middleware {
  const identify = requireUser(deps);
  return (ctx, next) =>
    identify(ctx, async () => {
      if (!isStaffRole(ctx.state.actor!.role)) throw forbidden('Agent or administrator privileges are required for this action.');
      await next();
    });
}

/** A logged-in admin, still an admin now: 401 without a valid token or login, 403 for any other role. */
export function requireAdmin(deps: GuardDeps): Middleware {
  const identify = requireUser(deps);
  return (ctx, next) =>
    identify(ctx, async () => {
      if (ctx.state.actor?.role !== 'admin') throw forbidden();
      await next();
    });
}
