/**
 * Access tokens: short-lived EdDSA JWTs signed by better-auth's jwt plugin and verified here,
 * locally, against the public keys of the `jwks` table, cached in memory.
 */
import { errors, importJWK, jwtVerify, type JWTPayload, type JWTHeaderParameters } from 'jose';
import { roles, type Role } from '../../contract/catalog.ts';
import type { Actor, Deps } from '../context.ts';
import type { Sql } from '../db.ts';
import { tokenExpired, unauthorized } from '../errors.ts';

export interface AccessClaims {
  /** The user id. */
  sub: string;
  role: Role;
  /** The login (better-auth session id = refresh-token family id) this token belongs to. */
  sid: string;
}

export interface VerifiedAccess extends Actor {
  sessionId: string;
}

/** Signs an access token with better-auth's current signing key (created on first use). */
export async function signAccessToken(deps: Pick<Deps, 'auth'>, claims: AccessClaims): Promise<string> {
  const { token } = await deps.auth.api.signJWT({
    body: { payload: { sub: claims.sub, role: claims.role, sid: claims.sid, iat: Math.floor(Date.now() / 1000) } },
  });
  return token;
}

// A token naming an unknown key id re-reads the table, at most this often, so forged key ids
// cannot turn into a query per request.
const RELOAD_INTERVAL_MS = 250;

type PublicKey = Awaited<ReturnType<typeof importJWK>>;

/** The public halves of better-auth's signing keys, by key id. */
class SigningKeys {
  private keys = new Map<string, PublicKey>();
  private loading: Promise<void> | null = null;
  private lastLoadStarted = -Infinity;

  constructor(private readonly sql: Sql) {}

  /** Whether the key is among those last read (a key removed from the table goes at the next read). */
  has(kid: string): boolean {
    return this.keys.has(kid);
  }

  async get(kid: string): Promise<PublicKey | undefined> {
    const asked = performance.now();
    for (;;) {
      const key = this.keys.get(kid);
      if (key) return key;
      // A load that began after we asked has seen every key that existed when we asked.
      if (this.lastLoadStarted >= asked) return undefined;
      await this.reload();
    }
  }

  private reload(): Promise<void> {
    this.loading ??= (async () => {
      const wait = this.lastLoadStarted + RELOAD_INTERVAL_MS - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      this.lastLoadStarted = performance.now();
      try {
        const rows = await this.sql<{ id: string; publicKey: string; alg: string | null }[]>`
          select id, "publicKey", alg from jwks`;
        const next = new Map<string, PublicKey>();
        for (const row of rows) {
          next.set(row.id, this.keys.get(row.id) ?? (await importJWK(JSON.parse(row.publicKey), row.alg ?? 'EdDSA')));
        }
        this.keys = next;
      } finally {
        this.loading = null;
      }
    })();
    return this.loading;
  }
}

const keyStores = new WeakMap<Sql, SigningKeys>();

function signingKeys(sql: Sql): SigningKeys {
  let store = keyStores.get(sql);
  if (!store) keyStores.set(sql, (store = new SigningKeys(sql)));
  return store;
}

class UnknownKey extends Error {}

function actorFrom(payload: JWTPayload): VerifiedAccess {
  const { sub, role, sid } = payload as Partial<AccessClaims>;
  if (typeof sub !== 'string' || typeof sid !== 'string' || !roles.includes(role as Role)) throw unauthorized('Invalid access token');
  return { id: sub, role: role as Role, sessionId: sid };
}

/**
 * Tokens already verified, by their text, until they expire: checking an EdDSA signature is most of
 * a signed-in request's own work in the app, and a phone sends the same token for up to 15 minutes.
 * A token's text names its claims and signature, so a hit is the same verdict for the same issuer
 * and audience; the oldest entries go first past MAX_VERIFIED.
 */
const MAX_VERIFIED = 5_000;

interface Verified {
  access: VerifiedAccess;
  /** The token's `exp`, in seconds since the epoch. */
  expiresAt: number;
  /** The issuer and audience it was verified for. */
  publicUrl: string;
  /** The signing key it was verified with: once that key is gone, so is the verdict. */
  kid: string;
}

const verifiedTokens = new WeakMap<Sql, Map<string, Verified>>();

function verifiedOf(sql: Sql): Map<string, Verified> {
  let verified = verifiedTokens.get(sql);
  if (!verified) verifiedTokens.set(sql, (verified = new Map()));
  return verified;
}

/**
 * Verifies an access token locally: signature, issuer, audience and expiry.
 * Expired → 401 TokenExpiredError (the client refreshes); anything else wrong → 401 UnauthorizedError.
 * With `allowExpired`, a correctly signed but expired token still names its caller (logout uses it).
 */
export async function verifyAccessToken(
  deps: Pick<Deps, 'sql' | 'config'>,
  token: string,
  options: { allowExpired?: boolean } = {},
): Promise<VerifiedAccess> {
  const verified = verifiedOf(deps.sql);
  const keys = signingKeys(deps.sql);
  const known = verified.get(token);
  // Past its `exp` (jose's test: expired when exp <= now), the token is verified again, and refused.
  if (known && known.publicUrl === deps.config.publicUrl && known.expiresAt > Date.now() / 1000 && keys.has(known.kid)) {
    return { ...known.access };
  }
  try {
    const { payload, protectedHeader } = await jwtVerify(
      token,
      async (header: JWTHeaderParameters) => {
        const key = header.kid ? await keys.get(header.kid) : undefined;
        if (!key) throw new UnknownKey();
        return key;
      },
      { issuer: deps.config.publicUrl, audience: deps.config.publicUrl, algorithms: ['EdDSA'] },
    );
    const access = actorFrom(payload);
    if (typeof payload.exp === 'number' && protectedHeader.kid) {
      verified.delete(token);
      verified.set(token, { access, expiresAt: payload.exp, publicUrl: deps.config.publicUrl, kid: protectedHeader.kid });
      if (verified.size > MAX_VERIFIED) verified.delete(verified.keys().next().value!);
    }
    return access;
  } catch (error) {
    // jose checks the signature before the claims, so an expired token's payload is authentic.
    if (error instanceof errors.JWTExpired) {
      if (options.allowExpired) return actorFrom(error.payload);
      throw tokenExpired();
    }
    if (error instanceof UnknownKey || error instanceof errors.JOSEError) throw unauthorized('Invalid access token');
    throw error;
  }
}

/** The bearer token of a request, or null when there is none. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1] : null;
}
