/**
 * /users: accounts, logins and tokens (spec §7). Thin routes over better-auth's server API for
 * what it owns (password check, sessions, password reset, token signing) and our commands for
 * writes that carry an event.
 */
import Router from '@koa/router';
import { APIError } from 'better-auth/api';
import {
  LoginBody,
  PasswordResetBody,
  PasswordResetRequestBody,
  ProfilePatchBody,
  RefreshBody,
  RegisterBody,
  RoleBody,
  UserListQuery,
} from '../../contract/schemas.ts';
import type { AppContext, AppState, Deps } from '../../context.ts';
import { badRequest, forbidden, unauthorized, validationError } from '../../errors.ts';
import { bearerToken, verifyAccessToken } from '../../auth/accessTokens.ts';
import { requireAdmin, requireUser } from '../../auth/guards.ts';
import { authRateLimits } from '../../auth/rateLimits.ts';
import { familyOf, revokeFamily, rotateRefreshToken, startTokenFamily } from '../../auth/sessions.ts';
import { resetPassword } from '../../commands/userPasswordReset.ts';
import { registerUser } from '../../commands/userRegistrar.ts';
import { deleteUser } from '../../commands/userDeleter.ts';
import { changeRole, setAvatar, updateProfile } from '../../commands/userUpdater.ts';
import { canEditUser, canManageUser } from '../../policies/users.ts';
import { presentUser } from '../../presenters/user.ts';
import { cleanupUploads, filesFrom, imageUrls, keyFromUrl, prepareImage, putImages, removeUnreferencedImages } from '../../storage/images.ts';
import { parse, uuidParam } from '../../validate.ts';
import { expectedVersions, sendVersion } from '../../versionTags.ts';
import { findUser, listUsers } from './userQueries.ts';

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
      if (error instanceof APIError && error.statusCode === 403) throw forbidden('This account has been suspended. Please contact the agency.');
      throw error;
    }
    const user = await findUser(deps.sql, signedIn.user.id);
    const tokens = await startTokenFamily(deps, {
      sessionToken: signedIn.token,
      userId: user.id,
      role: presentUser(user).role,
      remember,
    });
    ctx.body = { message: 'Logged in successfully', data: { user: presentUser(user), ...tokens } };
  });

  router.post('/refreshToken', async (ctx) => {
    const body = parse(RefreshBody, ctx.request.body);
    ctx.body = { data: await rotateRefreshToken(deps, body.refreshToken) };
  });

  // Works with an expired access token or none at all: logging out must always succeed.
  router.post('/logout', async (ctx) => {
    const families = new Set<string>();
    const bearer = bearerToken(ctx.get('Authorization'));
    if (bearer) {
      const access = await verifyAccessToken(deps, bearer, { allowExpired: true }).catch(() => null);
      if (access) families.add(access.sessionId);
    }
    const presented = (ctx.request.body as { refreshToken?: unknown } | undefined)?.refreshToken;
    if (typeof presented === 'string' && presented.length > 0 && presented.length <= 200) {
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
    const user = await updateProfile(deps, actorOf(ctx), id, body, expectedVersions(ctx.get('If-Match')));
    sendVersion(ctx, user.version);
    ctx.body = { message: 'Profile updated successfully', data: { user: presentUser(user) } };
  });

  router.patch('/:id', cleanupUploads(), requireUser(deps), async (ctx) => {
    const id = userId(ctx);
    if (!canEditUser(actorOf(ctx), id)) throw forbidden('You can only edit your own account.');
    const [file, ...extra] = await filesFrom(ctx, 'avatar');
    if (!file || extra.length > 0) throw validationError({ avatar: 'Select one image file as the avatar' });
    const image = await prepareImage(file);
    await putImages(deps.bucket, [image]);
    let result: Awaited<ReturnType<typeof setAvatar>>;
    try {
      result = await setAvatar(deps, actorOf(ctx), id, imageUrls(image.key).card, expectedVersions(ctx.get('If-Match')));
    } catch (error) {
      await removeUnreferencedImages(deps.sql, deps.bucket, [image.key]).catch(() => undefined);
      throw error;
    }
    const previousKey = result.previous ? keyFromUrl(result.previous) : null;
    if (previousKey && previousKey !== image.key) {
      await removeUnreferencedImages(deps.sql, deps.bucket, [previousKey]).catch((error) =>
        deps.log.warn('old avatar not removed', { key: previousKey, error: String(error) }),
      );
    }
    sendVersion(ctx, result.user.version);
    ctx.body = { message: 'Avatar updated', data: { user: presentUser(result.user) } };
  });

  router.patch('/:id/role', requireAdmin(deps), async (ctx) => {
    const id = userId(ctx);
    const body = parse(RoleBody, ctx.request.body);
    if (!canManageUser(actorOf(ctx), id)) throw badRequest('You cannot change your own role');
    const user = await changeRole(deps, actorOf(ctx), id, body.role, expectedVersions(ctx.get('If-Match')));
    sendVersion(ctx, user.version);
    ctx.body = { message: 'Role updated', data: { user: presentUser(user) } };
  });

  router.delete('/:id', requireAdmin(deps), async (ctx) => {
    const id = userId(ctx);
    if (!canManageUser(actorOf(ctx), id)) throw badRequest('You cannot delete your own account');
    const { avatar } = await deleteUser(deps, actorOf(ctx), id);
    const avatarKey = avatar ? keyFromUrl(avatar) : null;
    if (avatarKey) {
      await removeUnreferencedImages(deps.sql, deps.bucket, [avatarKey]).catch((error) =>
        deps.log.warn('avatar of a deleted user not removed', { key: avatarKey, error: String(error) }),
      );
    }
    ctx.body = { message: 'User has been deleted!' };
  });

  return router;
}
