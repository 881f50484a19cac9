/**
 * /users: accounts, logins and tokens (spec §7). Thin routes over better-auth's server API for
 * what it owns (password check, sessions, password reset, token signing) and our commands for
 * writes that carry an event.
 */
import type { Middleware } from 'koa';
import { APIError } from 'better-auth/api';
import * as v from 'valibot';
import { EndSessionsQuery, LoginBody, LogoutBody, PasswordResetBody, PasswordResetRequestBody } from '../../../contract/sessions.ts';
import {
  guardianProblems,
  MINOR_REFUSED_MESSAGE,
  PARENTAL_ACCOUNT_CREATED_MESSAGE,
  PARENTAL_CONSENT_PENDING_MESSAGE,
  PasswordChangeBody,
  ProfilePatchBody,
  RegisterBody,
  RoleBody,
  UserListQuery,
} from '../../../contract/users.ts';
import type { AppContext, AppState, Deps } from '../../context.ts';
import { badRequest, forbidden, unauthorized, validationError } from '../../errors.ts';
import { bearerToken, verifyAccessToken } from '../../auth/accessTokens.ts';
import { authRateLimits } from '../../auth/rateLimits.ts';
import { clearRefreshCookie, refreshCookieOf, setRefreshCookie } from '../../auth/refreshCookie.ts';
import {
  activeSessionsOf,
  familyOf,
  invalidRefreshToken,
  revokeFamily,
  rotateRefreshToken,
  startTokenFamily,
} from '../../auth/sessions.ts';
import { resetPassword } from '../../commands/userPasswordReset.ts';
import { registerUser } from '../../commands/userRegistrar.ts';
import { deleteUser } from '../../commands/userDeleter.ts';
import { changeAvatar } from '../../commands/userAvatar.ts';
import { changeRole, updateProfile } from '../../commands/userUpdater.ts';
import { assertCurrentPassword, changePassword, endAllSessions, endOtherSessions, endSession } from '../../commands/userSessions.ts';
import { canEditUser, canManageUser } from '../../policies/users.ts';
import { presentSessions } from '../../presenters/session.ts';
import { presentUser, type UserRow } from '../../presenters/user.ts';
import { filesFrom } from '../../storage/images.ts';
import { imageErrors, imageFiles, VERSIONED } from '../../openapi/operation.ts';
import { uuidParam } from '../../validate.ts';
import { expectedVersions, sendVersion } from '../../versionTags.ts';
import { findUser, listUsers } from '../../queries/userReads.ts';
import { declareRoutes } from '../endpoint.ts';
import { recordAccess } from '../../privacy/accessLog.ts';
import { PARENTAL_CONSENT_PENDING, requestParentalConsent } from '../../privacy/parentalConsent.ts';

/** The actor set by a guard that ran before the handler. */
/** An account's answer as clients see it, its version sent as the ETag beside it. */
function accountData(ctx: AppContext, user: UserRow) {
  sendVersion(ctx, user.version);
  return { user: presentUser(user) };
}

function actorOf(ctx: AppContext) {
  const actor = ctx.state.actor;
  if (!actor) throw unauthorized();
  return actor;
}

/** What better-auth records about the client of a login. */
function clientHeaders(ctx: AppContext): Headers {
  return new Headers({ 'user-agent': ctx.get('User-Agent') || 'unknown', 'x-forwarded-for': ctx.ip });
}

const tooManyAttempts = { 429: 'Too many attempts; `Retry-After` says when to try again.' };
const ids = { id: 'User not found' };

export function usersRouter(deps: Deps) {
  const routes = declareRoutes(deps, { tag: 'Users' });
  const limits = authRateLimits(deps);

  routes.endpoint(
    {
      method: 'post',
      path: '/users/register',
      summary: 'Create an account (role user)',
      auth: 'public',
      body: RegisterBody,
      success: {
        status: 201,
        description: 'The account is created; log in next.',
        message: 'Account created successfully. Please log in.',
        data: 'UserData',
      },
      description:
        '`adult` is the 18+ declaration the register form asks for. With MINOR_ACCOUNTS=refuse (the default) `false` is refused with 403, since the agency makes no account for a minor. With MINOR_ACCOUNTS=parental_consent, `false` needs `guardianName` and `guardianEmail`: the account is made inactive (it cannot sign in), the parent or guardian is mailed a link (in `language`) to consent or refuse, and the answer’s message says so.',
      errors: {
        400: "A minor's registration without the parent's or guardian's name or e-mail, or with the person's own e-mail as the guardian's.",
        403: `Declared under 18 where minors' accounts are refused: "${MINOR_REFUSED_MESSAGE}".`,
        409: 'The e-mail address or user name is taken.',
        ...tooManyAttempts,
      },
    },
    async (ctx, { body }) => {
      const minor = body.adult === false;
      if (minor && deps.config.minorAccounts === 'refuse') throw forbidden(MINOR_REFUSED_MESSAGE);
      const missing = guardianProblems(body);
      if (Object.keys(missing).length) throw validationError(missing as Record<string, string>);
      await limits.register(ctx.ip);
      const { guardianName, guardianEmail, language, ...account } = body;
      const user = await registerUser(
        deps,
        account,
        null,
        minor
          ? (tx, made) =>
              requestParentalConsent(tx, deps, {
                user: made,
                guardian: { name: guardianName!, email: guardianEmail! },
                language: language ?? 'en',
              })
          : undefined,
      );
      const message = minor ? PARENTAL_ACCOUNT_CREATED_MESSAGE : 'Account created successfully. Please log in.';
      ctx.status = 201;
      ctx.body = { message, data: accountData(ctx, user) };
    },
  );

  routes.endpoint(
    {
      method: 'post',
      path: '/users/login',
      summary: 'Log in with e-mail and password',
      description:
        'Answers a short-lived access token (a JWT, about 15 minutes). The opaque refresh token is never in the answer: it comes as the `refreshToken` cookie (HttpOnly, Secure, SameSite=Strict, Path=/api/v1/users/refreshToken), which only POST /users/refreshToken receives.',
      auth: 'public',
      body: LoginBody,
      success: { status: 200, description: 'Logged in.', message: 'Logged in successfully', data: 'AuthData' },
      errors: {
        401: 'Wrong e-mail or password: "Invalid email or password".',
        403: `The account is suspended, or a minor's account still waits for its parent's or guardian's consent: "${PARENTAL_CONSENT_PENDING_MESSAGE}".`,
        ...tooManyAttempts,
      },
    },
    async (ctx, { body }) => {
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
        if (error instanceof APIError && error.statusCode === 403) {
          // The password was right (better-auth checks it first): a minor's account may say it waits for a parent.
          const [held] = await deps.sql<
            { reason: string | null }[]
          >`select "banReason" as reason from "user" where email = ${body.email.toLowerCase()}`;
          if (held?.reason === PARENTAL_CONSENT_PENDING) throw forbidden(PARENTAL_CONSENT_PENDING_MESSAGE);
          throw forbidden('This account has been suspended. Please contact the agency.');
        }
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
      setRefreshCookie(ctx, tokens.refreshToken, tokens.refreshExpiresAt);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { message: 'Logged in successfully', data: { user: presentUser(user), accessToken: tokens.accessToken } };
    },
  );

  routes.endpoint(
    {
      method: 'post',
      path: '/users/refreshToken',
      summary: 'Trade the refresh-token cookie for a new access token and cookie',
      description:
        'Reads the refresh token from the `refreshToken` cookie only (a token in the body is ignored). Refresh tokens rotate on every use: the answer sets the next one as the cookie; presenting an already-used one revokes its whole family, except within REFRESH_TOKEN_REUSE_INTERVAL (30 s) of its rotation while its successor is unspent, when the same successor is answered again. A refusal also clears the cookie.',
      auth: 'public',
      success: { status: 200, description: 'A new access token; the next refresh token is in the cookie.', data: 'AccessToken' },
      errors: { 401: 'No refresh-token cookie, or its token is unknown, expired, revoked or reused.' },
    },
    async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      const presented = refreshCookieOf(ctx);
      try {
        if (!presented) throw invalidRefreshToken();
        const tokens = await rotateRefreshToken(deps, presented, { ip: ctx.ip, userAgent: ctx.get('User-Agent') || 'unknown' });
        setRefreshCookie(ctx, tokens.refreshToken, tokens.refreshExpiresAt);
        ctx.body = { data: { accessToken: tokens.accessToken } };
      } catch (error) {
        clearRefreshCookie(ctx);
        throw error;
      }
    },
  );

  // Works with an expired access token or none at all: logging out must always succeed.
  routes.endpoint(
    {
      method: 'post',
      path: '/users/logout',
      summary: 'Log out: revoke the session of the access token (and of a refresh token in the body) and clear the cookie',
      description:
        'Always succeeds, also with an expired access token or none: a bearer token, if sent, is read here (expired or not) rather than checked by a guard. The refresh-token cookie is cleared.',
      // Not `optional`: that guard refuses an expired token, and logging out must always succeed.
      auth: 'public',
      body: LogoutBody,
      // A body that breaks the schema is ignored rather than refused: logging out must always succeed.
      readByHandler: true,
      success: { status: 200, description: 'Logged out.', message: 'Logged out successfully', data: null },
    },
    async (ctx) => {
      const families = new Set<string>();
      const bearer = bearerToken(ctx.get('Authorization'));
      if (bearer) {
        const access = await verifyAccessToken(deps, bearer, { allowExpired: true }).catch(() => null);
        if (access) families.add(access.sessionId);
      }
      const body = v.safeParse(LogoutBody, ctx.request.body ?? {});
      const presented = body.success ? body.output.refreshToken : undefined;
      if (presented) {
        const family = await familyOf(deps.sql, presented);
        if (family) families.add(family);
      }
      for (const family of families) await revokeFamily(deps.sql, family);
      clearRefreshCookie(ctx);
      ctx.body = { message: 'Logged out successfully' };
    },
  );

  routes.endpoint(
    {
      method: 'post',
      path: '/users/forgotPassword',
      summary: 'Ask for a password-reset link by e-mail',
      description: 'Answers the same whether or not the address has an account.',
      auth: 'public',
      body: PasswordResetRequestBody,
      success: {
        status: 200,
        description: 'If the address has an account, a reset link is on its way.',
        message: 'If that email is registered, a reset link has been sent.',
        data: null,
      },
      errors: tooManyAttempts,
    },
    async (ctx, { body }) => {
      await limits.passwordReset(ctx.ip);
      // better-auth answers the same whether or not the address is registered; so do we.
      await deps.auth.api.requestPasswordReset({ body: { email: body.email } });
      ctx.body = { message: 'If that email is registered, a reset link has been sent.' };
    },
  );

  routes.endpoint(
    {
      method: 'post',
      path: '/users/resetPassword',
      summary: 'Set a new password with a reset token',
      auth: 'public',
      body: PasswordResetBody,
      success: { status: 200, description: 'The password is changed.', message: 'Password has been reset. Please log in.', data: null },
      errors: { 400: 'The token is invalid or expired, or the password breaks a rule.', ...tooManyAttempts },
    },
    async (ctx, { body }) => {
      await limits.passwordReset(ctx.ip);
      await resetPassword(deps, body);
      ctx.body = { message: 'Password has been reset. Please log in.' };
    },
  );

  routes.endpoint(
    {
      method: 'get',
      path: '/users',
      summary: 'Accounts, newest first, searchable and paged',
      auth: 'admin',
      query: UserListQuery,
      success: { status: 200, description: 'One page of accounts.', data: 'User[]', meta: 'SearchMeta' },
    },
    async (ctx, { query }) => {
      const { rows, total } = await listUsers(deps.sql, query);
      await recordAccess(deps.sql, actorOf(ctx), { action: 'users.listed', subjectType: 'user', subjectIds: rows.map((row) => row.id) });
      ctx.body = { data: rows.map(presentUser), meta: { total, page: query.page, limit: query.limit } };
    },
  );

  routes.endpoint(
    {
      method: 'get',
      path: '/users/me',
      summary: "The caller's own account",
      auth: 'user',
      success: { status: 200, description: 'The account.', data: 'UserData' },
    },
    async (ctx) => {
      ctx.body = { data: accountData(ctx, await findUser(deps.sql, actorOf(ctx).id)) };
    },
  );

  // The caller's own logins. Declared before /users/{id}, which would take `me` for an id.
  routes.endpoint(
    {
      method: 'get',
      path: '/users/me/sessions',
      summary: "The caller's active logins",
      description:
        "Each login with its device in words, the address it was last used from, and when. The caller's own is first, with `current` set.",
      auth: 'user',
      success: { status: 200, description: 'The logins, this device first, then the most recently used.', data: 'Session[]' },
    },
    async (ctx) => {
      const actor = actorOf(ctx);
      ctx.body = { data: presentSessions(await activeSessionsOf(deps.sql, actor.id), ctx.state.sessionId) };
    },
  );

  routes.endpoint(
    {
      method: 'delete',
      path: '/users/me/sessions/{sessionId}',
      summary: "End one of the caller's logins",
      description: 'Revokes its refresh tokens: that device is logged out at its next refresh (within ACCESS_TOKEN_TTL).',
      auth: 'user',
      success: { status: 200, description: 'Ended.', message: 'Session ended', data: null },
      errors: { 404: 'No such live login of the caller: "Session not found".' },
    },
    async (ctx) => {
      const actor = actorOf(ctx);
      await endSession(deps, actor, actor.id, ctx.params.sessionId);
      if (ctx.params.sessionId === ctx.state.sessionId) clearRefreshCookie(ctx);
      ctx.body = { message: 'Session ended' };
    },
  );

  routes.endpoint(
    {
      method: 'delete',
      path: '/users/me/sessions',
      summary: "End the caller's other logins (`others=true`), or all of them",
      auth: 'user',
      query: EndSessionsQuery,
      success: { status: 200, description: 'Ended; `data.ended` counts them.', data: 'SessionsEnded' },
    },
    async (ctx, { query }) => {
      const actor = actorOf(ctx);
      const current = ctx.state.sessionId;
      if (query.others === 'true' && current) {
        const ended = await endOtherSessions(deps, actor, actor.id, current);
        ctx.body = { message: 'Your other sessions have been ended', data: { ended } };
      } else {
        const ended = await endAllSessions(deps, actor, actor.id);
        clearRefreshCookie(ctx);
        ctx.body = { message: 'All your sessions have been ended', data: { ended } };
      }
    },
  );

  routes.endpoint(
    {
      method: 'post',
      path: '/users/me/password',
      summary: "Change the caller's password",
      description: "Needs the current password. Every other login of the account ends; the caller's own goes on.",
      auth: 'user',
      body: PasswordChangeBody,
      success: {
        status: 200,
        description: 'Changed; `data.ended` counts the logins ended.',
        message: 'Password changed. Your other sessions have been ended.',
        data: 'SessionsEnded',
      },
      errors: { 403: 'The current password is wrong: "Your current password is incorrect".' },
    },
    async (ctx, { body }) => {
      const actor = actorOf(ctx);
      const ended = await changePassword(deps, actor, { ...body, keepSessionId: ctx.state.sessionId });
      ctx.body = { message: 'Password changed. Your other sessions have been ended.', data: { ended } };
    },
  );

  routes.endpoint(
    {
      method: 'get',
      path: '/users/{id}',
      summary: 'One account',
      description: 'A user may read only their own account; an admin any.',
      auth: 'user',
      ids,
      success: { status: 200, description: 'The account.', data: 'UserData' },
      errors: { 403: "Another user's account." },
    },
    async (ctx, { ids: { id } }) => {
      if (!canEditUser(actorOf(ctx), id)) throw forbidden();
      const account = await findUser(deps.sql, id);
      await recordAccess(deps.sql, actorOf(ctx), { action: 'user.viewed', subjectType: 'user', subjectIds: [id] });
      ctx.body = { data: accountData(ctx, account) };
    },
  );

  // Only the fields sent change. With If-Match, an edit made from an older version is refused (412).
  routes.endpoint(
    {
      method: 'put',
      path: '/users/{id}',
      summary: "Edit an account's name, user name, e-mail and mobile",
      description: `A user may edit only their own account; an admin any. Only the fields sent change. ${VERSIONED}`,
      auth: 'user',
      ids,
      body: ProfilePatchBody,
      success: { status: 200, description: 'Saved.', message: 'Profile updated successfully', data: 'UserData' },
      errors: {
        400: "A change of one's own e-mail without `currentPassword`.",
        403: 'Another user\'s account: "You can only edit your own account."; or a wrong `currentPassword`: "Your current password is incorrect".',
        409: 'The e-mail address or user name is taken.',
        412: '"This user was changed by someone else. Reload to see their changes."',
      },
    },
    async (ctx, { ids: { id }, body }) => {
      if (!canEditUser(actorOf(ctx), id)) throw forbidden('You can only edit your own account.');
      // The language is the user's own choice: an admin editing an account leaves it alone.
      if (body.locale !== undefined && actorOf(ctx).id !== id) throw forbidden('You can only change the language of your own account.');
      // A stolen access token must not be enough to take the account over by its e-mail.
      if (actorOf(ctx).id === id && body.email !== undefined && (await findUser(deps.sql, id)).email !== body.email.toLowerCase()) {
        await assertCurrentPassword(deps, id, body.currentPassword);
      }
      const user = await updateProfile(deps, { actor: actorOf(ctx), userId: id, expected: expectedVersions(ctx.get('If-Match')) }, body);
      ctx.body = { message: 'Profile updated successfully', data: accountData(ctx, user) };
    },
  );

  // The upload is read only once the caller may change this account.
  const mayEditAccount: Middleware<AppState> = async (ctx, next) => {
    if (!canEditUser(actorOf(ctx), uuidParam(ctx.params.id, ids.id))) throw forbidden('You can only edit your own account.');
    await next();
  };

  routes.endpoint(
    {
      method: 'patch',
      path: '/users/{id}',
      summary: "Change an account's avatar",
      description: 'Multipart with one `avatar` file. A user may change only their own avatar; an admin any.',
      auth: 'user',
      ids,
      before: [mayEditAccount],
      files: imageFiles(false, 'avatar'),
      success: { status: 200, description: 'The avatar is changed.', message: 'Avatar updated', data: 'UserData' },
      errors: { 403: 'Another user\'s account: "You can only edit your own account."', ...imageErrors },
    },
    async (ctx, { ids: { id } }) => {
      const [file, ...extra] = await filesFrom(ctx, 'avatar');
      if (!file || extra.length > 0) throw validationError({ avatar: 'Select one image file as the avatar' });
      const user = await changeAvatar(deps, actorOf(ctx), id, file, expectedVersions(ctx.get('If-Match')));
      ctx.body = { message: 'Avatar updated', data: accountData(ctx, user) };
    },
  );

  routes.endpoint(
    {
      method: 'patch',
      path: '/users/{id}/role',
      summary: 'Make an account a user or an admin',
      auth: 'admin',
      ids,
      body: RoleBody,
      success: { status: 200, description: 'The role is changed.', message: 'Role updated', data: 'UserData' },
      errors: { 400: 'An admin cannot change their own role.' },
    },
    async (ctx, { ids: { id }, body }) => {
      if (!canManageUser(actorOf(ctx), id)) throw badRequest('You cannot change your own role');
      const user = await changeRole(deps, { actor: actorOf(ctx), userId: id, expected: expectedVersions(ctx.get('If-Match')) }, body.role);
      ctx.body = { message: 'Role updated', data: accountData(ctx, user) };
    },
  );

  routes.endpoint(
    {
      method: 'delete',
      path: '/users/{id}/sessions',
      summary: 'End every login of an account',
      description: 'Its devices are logged out at their next refresh.',
      auth: 'admin',
      ids,
      success: {
        status: 200,
        description: 'Ended; `data.ended` counts them.',
        message: 'All sessions of this user have been ended',
        data: 'SessionsEnded',
      },
    },
    async (ctx, { ids: { id } }) => {
      const ended = await endAllSessions(deps, actorOf(ctx), id);
      ctx.body = { message: 'All sessions of this user have been ended', data: { ended } };
    },
  );

  routes.endpoint(
    {
      method: 'delete',
      path: '/users/{id}',
      summary: 'Delete an account',
      auth: 'admin',
      ids,
      success: { status: 200, description: 'Deleted.', message: 'User has been deleted!', data: null },
      errors: { 400: 'An admin cannot delete their own account.' },
    },
    async (ctx, { ids: { id } }) => {
      if (!canManageUser(actorOf(ctx), id)) throw badRequest('You cannot delete your own account');
      await deleteUser(deps, actorOf(ctx), id);
      ctx.body = { message: 'User has been deleted!' };
    },
  );

  return routes;
}
