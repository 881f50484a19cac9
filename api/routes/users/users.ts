/**
 * /users: accounts, logins and tokens (spec §7). Thin routes over better-auth's server API for
 * what it owns (password check, sessions, password reset, token signing) and our commands for
 * writes that carry an event.
 */
import Router from '@koa/router';
import type { Middleware } from 'koa';
import { APIError } from 'better-auth/api';
import * as v from 'valibot';
import {
  EndSessionsQuery,
  LoginBody,
  LogoutBody,
  PasswordResetBody,
  PasswordResetRequestBody,
  RefreshBody,
} from '../../../contract/sessions.ts';
import { PasswordChangeBody, ProfilePatchBody, RegisterBody, RoleBody, UserListQuery } from '../../../contract/users.ts';
import type { AppContext, AppState, Deps } from '../../context.ts';
import { badRequest, forbidden, unauthorized, validationError } from '../../errors.ts';
import { bearerToken, verifyAccessToken } from '../../auth/accessTokens.ts';
import { requireAdmin, requireUser } from '../../auth/guards.ts';
import { authRateLimits } from '../../auth/rateLimits.ts';
import { activeSessionsOf, familyOf, revokeFamily, rotateRefreshToken, startTokenFamily } from '../../auth/sessions.ts';
import { resetPassword } from '../../commands/userPasswordReset.ts';
import { registerUser } from '../../commands/userRegistrar.ts';
import { deleteUser } from '../../commands/userDeleter.ts';
import { changeAvatar } from '../../commands/userAvatar.ts';
import { changeRole, updateProfile } from '../../commands/userUpdater.ts';
import { assertCurrentPassword, changePassword, endAllSessions, endOtherSessions, endSession } from '../../commands/userSessions.ts';
import { canEditUser, canManageUser } from '../../policies/users.ts';
import { presentSessions } from '../../presenters/session.ts';
import { presentUser } from '../../presenters/user.ts';
import { filesFrom } from '../../storage/images.ts';
import { uploadBody } from '../../middleware.ts';
import { parse, uuidParam } from '../../validate.ts';
import { expectedVersions, sendVersion } from '../../versionTags.ts';
import { findUser, listUsers } from '../../queries/userReads.ts';

/** The actor set by a guard that ran before the handler. */
function actorOf(ctx: AppContext) {
  const actor = ctx.state.actor;
  if (!actor) throw unauthorized();
  return actor;
}

/** What better-auth records about the client of a login. */
function clientHeaders(ctx: AppContext): Headers {
  return new Headers({ 'user-agent': ctx.get('User-Agent') || 'unknown', 'x-forwarded-for': ctx.ip });
}

export function usersRouter(deps: Deps) {
  const router = new Router<AppState>({ prefix: '/users' });
  const limits = authRateLimits(deps);
  const userId = (ctx: AppContext) => uuidParam(ctx.params.id, 'User not found');

  router.post('/register', async (ctx) => {
    const body = parse(RegisterBody, ctx.request.body);
    await limits.register(ctx.ip);
    const user = await registerUser(deps, body);
    sendVersion(ctx, user.version);
    ctx.status = 201;
    ctx.body = { message: 'Account created successfully. Please log in.', data: { user: presentUser(user) } };
  });

  router.post('/login', async (ctx) => {
    const body = parse(LoginBody, ctx.request.body);
    await limits.login(ctx.ip, body.email);
    const remember = body.rememberMe ?? true;
    let signedIn: { token: string; user: { id: string } };
    try {
      signedIn = await deps.auth.api.signInEmail({
        body: { email: body.email, password: body.password, rememberMe: remember },
        headers: clientHeaders(ctx),
      });
    } catch (error) {
      if (error instanceof APIError && error.statusCode === 401) throw unauthorized('Invalid email or password');
      if (error instanceof APIError && error.statusCode === 403)
        throw forbidden('This account has been suspended. Please contact the agency.');
      throw error;
    }
    await limits.loginSucceeded(body.email);
    const user = await findUser(deps.sql, signedIn.user.id);
    const tokens = await startTokenFamily(deps, {
      sessionToken: signedIn.token,
      userId: user.id,
      role: presentUser(user).role,
      remember,
    });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { message: 'Logged in successfully', data: { user: presentUser(user), ...tokens } };
  });

  router.post('/refreshToken', async (ctx) => {
    const body = parse(RefreshBody, ctx.request.body);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: await rotateRefreshToken(deps, body.refreshToken, { ip: ctx.ip, userAgent: ctx.get('User-Agent') || 'unknown' }) };
  });

  // Works with an expired access token or none at all: logging out must always succeed.
  router.post('/logout', async (ctx) => {
    const families = new Set<string>();
    const bearer = bearerToken(ctx.get('Authorization'));
    if (bearer) {
      const access = await verifyAccessToken(deps, bearer, { allowExpired: true }).catch(() => null);
      if (access) families.add(access.sessionId);
    }
    // A body that breaks the schema is ignored rather than refused: logging out must always succeed.
    const body = v.safeParse(LogoutBody, ctx.request.body ?? {});
    const presented = body.success ? body.output.refreshToken : undefined;
    if (presented) {
      const family = await familyOf(deps.sql, presented);
      if (family) families.add(family);
    }
    for (const family of families) await revokeFamily(deps.sql, family);
    ctx.body = { message: 'Logged out successfully' };
  });

  router.post('/forgotPassword', async (ctx) => {
    const body = parse(PasswordResetRequestBody, ctx.request.body);
    await limits.passwordReset(ctx.ip);
    // better-auth answers the same whether or not the address is registered; so do we.
    await deps.auth.api.requestPasswordReset({ body: { email: body.email } });
    ctx.body = { message: 'If that email is registered, a reset link has been sent.' };
  });

  router.post('/resetPassword', async (ctx) => {
    const body = parse(PasswordResetBody, ctx.request.body);
    await limits.passwordReset(ctx.ip);
    await resetPassword(deps, body);
    ctx.body = { message: 'Password has been reset. Please log in.' };
  });

  router.get('/', requireAdmin(deps), async (ctx) => {
    const query = parse(UserListQuery, ctx.query);
    const { rows, total } = await listUsers(deps.sql, query);
    ctx.body = { data: rows.map(presentUser), meta: { total, page: query.page, limit: query.limit } };
  });

  router.get('/me', requireUser(deps), async (ctx) => {
    const user = await findUser(deps.sql, actorOf(ctx).id);
    sendVersion(ctx, user.version);
    ctx.body = { data: { user: presentUser(user) } };
  });

  // The caller's own logins. Registered before /:id, which would take `me` for an id.
  router.get('/me/sessions', requireUser(deps), async (ctx) => {
    const actor = actorOf(ctx);
    ctx.body = { data: presentSessions(await activeSessionsOf(deps.sql, actor.id), ctx.state.sessionId) };
  });

  router.delete('/me/sessions/:sessionId', requireUser(deps), async (ctx) => {
    const actor = actorOf(ctx);
    await endSession(deps, actor, actor.id, ctx.params.sessionId);
    ctx.body = { message: 'Session ended' };
  });

  router.delete('/me/sessions', requireUser(deps), async (ctx) => {
    const actor = actorOf(ctx);
    const query = parse(EndSessionsQuery, ctx.query);
    const current = ctx.state.sessionId;
    if (query.others === 'true' && current) {
      const ended = await endOtherSessions(deps, actor, actor.id, current);
      ctx.body = { message: 'Your other sessions have been ended', data: { ended } };
    } else {
      const ended = await endAllSessions(deps, actor, actor.id);
      ctx.body = { message: 'All your sessions have been ended', data: { ended } };
    }
  });

  router.post('/me/password', requireUser(deps), async (ctx) => {
    const body = parse(PasswordChangeBody, ctx.request.body);
    const actor = actorOf(ctx);
    const ended = await changePassword(deps, actor, { ...body, keepSessionId: ctx.state.sessionId });
    ctx.body = { message: 'Password changed. Your other sessions have been ended.', data: { ended } };
  });

  router.get('/:id', requireUser(deps), async (ctx) => {
    const id = userId(ctx);
    if (!canEditUser(actorOf(ctx), id)) throw forbidden();
    const user = await findUser(deps.sql, id);
    sendVersion(ctx, user.version);
    ctx.body = { data: { user: presentUser(user) } };
  });

  // Only the fields sent change. With If-Match, an edit made from an older version is refused (412).
  router.put('/:id', requireUser(deps), async (ctx) => {
    const id = userId(ctx);
    const body = parse(ProfilePatchBody, ctx.request.body);
    if (!canEditUser(actorOf(ctx), id)) throw forbidden('You can only edit your own account.');
    // The language is the user's own choice: an admin editing an account leaves it alone.
    if (body.locale !== undefined && actorOf(ctx).id !== id) throw forbidden('You can only change the language of your own account.');
    // A stolen access token must not be enough to take the account over by its e-mail.
    if (actorOf(ctx).id === id && body.email !== undefined && (await findUser(deps.sql, id)).email !== body.email.toLowerCase()) {
      await assertCurrentPassword(deps, id, body.currentPassword);
    }
    const user = await updateProfile(deps, actorOf(ctx), id, body, expectedVersions(ctx.get('If-Match')));
    sendVersion(ctx, user.version);
    ctx.body = { message: 'Profile updated successfully', data: { user: presentUser(user) } };
  });

  // The upload is read only once the caller may change this account.
  const mayEditAccount: Middleware<AppState> = async (ctx, next) => {
    if (!canEditUser(actorOf(ctx), userId(ctx))) throw forbidden('You can only edit your own account.');
    await next();
  };

  router.patch('/:id', requireUser(deps), mayEditAccount, uploadBody(deps.config), async (ctx) => {
    const id = userId(ctx);
    const [file, ...extra] = await filesFrom(ctx, 'avatar');
    if (!file || extra.length > 0) throw validationError({ avatar: 'Select one image file as the avatar' });
    const user = await changeAvatar(deps, actorOf(ctx), id, file, expectedVersions(ctx.get('If-Match')));
    sendVersion(ctx, user.version);
    ctx.body = { message: 'Avatar updated', data: { user: presentUser(user) } };
  });

  router.patch('/:id/role', requireAdmin(deps), async (ctx) => {
    const id = userId(ctx);
    const body = parse(RoleBody, ctx.request.body);
    if (!canManageUser(actorOf(ctx), id)) throw badRequest('You cannot change your own role');
    const user = await changeRole(deps, actorOf(ctx), id, body.role, expectedVersions(ctx.get('If-Match')));
    sendVersion(ctx, user.version);
    ctx.body = { message: 'Role updated', data: { user: presentUser(user) } };
  });

  router.delete('/:id/sessions', requireAdmin(deps), async (ctx) => {
    const id = userId(ctx);
    const ended = await endAllSessions(deps, actorOf(ctx), id);
    ctx.body = { message: 'All sessions of this user have been ended', data: { ended } };
  });

  router.delete('/:id', requireAdmin(deps), async (ctx) => {
    const id = userId(ctx);
    if (!canManageUser(actorOf(ctx), id)) throw badRequest('You cannot delete your own account');
    await deleteUser(deps, actorOf(ctx), id);
    ctx.body = { message: 'User has been deleted!' };
  });

  return router;
}
