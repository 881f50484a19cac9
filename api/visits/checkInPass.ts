/**
 * Proof that a visit happened: the buyer shows a pass (a QR code) or reads out a 6-digit code, and the
 * agent's phone checks it with no signal, then the server checks it again.
 *
 * - The **pass** names the visit and the window it is good for, signed with the server's ECDSA P-256
 *   key (derived from the server's secret). The agent's phone holds only the public key, so it can
 *   verify a pass and cannot make one.
 * - The **code** is 6 digits from an HMAC of the visit: short enough to read out. The phone checks it
 *   against a PBKDF2 digest of the right code; six digits can be found from the digest by trying
 *   them all, so a typed code is weaker proof than a scanned pass and the check-in records which it was.
 *
 * The window opens an hour before the visit and closes an hour after its end.
 * Why: docs/decisions/039-visit-check-in.md
 */
import {
  createECDH,
  createHash,
  createHmac,
  createPrivateKey,
  createPublicKey,
  pbkdf2Sync,
  sign,
  timingSafeEqual,
  verify,
} from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { isUuid } from '../../contract/fields.ts';
import { CHECK_IN_CODE_ITERATIONS, CHECK_IN_MARGIN_MINUTES, type CheckInKey } from '../../contract/visits.ts';

export interface CheckInWindow {
  visitId: string;
  opensAt: Date;
  closesAt: Date;
}

export interface CheckInKeys {
  hmac: Buffer;
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The public key as the phone imports it (WebCrypto, JWK). */
  publicJwk: CheckInKey;
}

// The order of P-256's group: a private key is a number below it.
const P256_ORDER = BigInt('0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551');

const made = new WeakMap<Buffer, CheckInKeys>();

/** The check-in keys: from the consent links' key through one-way steps, so no other link key can make them. */
export function checkInKeys(consentLinkKey: Buffer): CheckInKeys {
  let keys = made.get(consentLinkKey);
  if (!keys) made.set(consentLinkKey, (keys = deriveKeys(consentLinkKey)));
  return keys;
}

function deriveKeys(consentLinkKey: Buffer): CheckInKeys {
  const hmac = createHash('sha256').update('visit-check-in-codes\n').update(consentLinkKey).digest();
  let scalar: Buffer;
  for (let round = 0; ; round++) {
    scalar = createHash('sha256').update(`visit-check-in-pass\n${round}\n`).update(consentLinkKey).digest();
    const value = BigInt(`0x${scalar.toString('hex')}`);
    if (value > 0n && value < P256_ORDER) break;
  }
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(scalar);
  const point = ecdh.getPublicKey();
  const x = point.subarray(1, 33).toString('base64url');
  const y = point.subarray(33, 65).toString('base64url');
  const privateKey = createPrivateKey({ key: { kty: 'EC', crv: 'P-256', d: scalar.toString('base64url'), x, y }, format: 'jwk' });
  return { hmac, privateKey, publicKey: createPublicKey(privateKey), publicJwk: { kty: 'EC', crv: 'P-256', x, y } };
}

/** When a visit's check-in is good: from an hour before it starts to an hour after it ends. */
export function checkInWindow(visit: { visitId: string; startsAt: Date; endsAt: Date }): CheckInWindow {
  const margin = CHECK_IN_MARGIN_MINUTES * 60_000;
  // Whole seconds, as a pass names them.
  const second = (time: number) => new Date(Math.floor(time / 1000) * 1000);
  return { visitId: visit.visitId, opensAt: second(visit.startsAt.getTime() - margin), closesAt: second(visit.endsAt.getTime() + margin) };
}

const seconds = (date: Date) => String(Math.floor(date.getTime() / 1000));
/** What a pass signs, as the phone rebuilds it to verify: `check-in.<visit>.<opens>.<closes>`. */
const passBody = (window: CheckInWindow) => ['check-in', window.visitId, seconds(window.opensAt), seconds(window.closesAt)].join('.');

/** The pass in the buyer's QR code: the signed body and its signature (IEEE P1363, as WebCrypto verifies). */
export function checkInPass(keys: CheckInKeys, window: CheckInWindow): string {
  const body = passBody(window);
  const signature = sign('sha256', Buffer.from(body), { key: keys.privateKey, dsaEncoding: 'ieee-p1363' });
  return `${body}.${signature.toString('base64url')}`;
}

/** The window a pass stands for, when its signature holds; null for anything altered or made elsewhere. */
export function readCheckInPass(keys: CheckInKeys, pass: string): CheckInWindow | null {
  const parts = pass.split('.');
  if (parts.length !== 5 || parts[0] !== 'check-in') return null;
  const [, visitId, opens, closes, signature] = parts as [string, string, string, string, string];
  if (!isUuid(visitId) || !/^\d{1,12}$/.test(opens) || !/^\d{1,12}$/.test(closes) || !/^[\w-]{86}$/.test(signature)) return null;
  const body = parts.slice(0, 4).join('.');
  const holds = verify(
    'sha256',
    Buffer.from(body),
    { key: keys.publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!holds) return null;
  return { visitId, opensAt: new Date(Number(opens) * 1000), closesAt: new Date(Number(closes) * 1000) };
}

/** The visit's 6-digit code: the same for the visit's window, another for any other visit or time. */
export function checkInCode(keys: CheckInKeys, window: CheckInWindow): string {
  const digest = createHmac('sha256', keys.hmac).update(passBody(window)).digest();
  return String(digest.readUInt32BE(0) % 1_000_000).padStart(6, '0');
}

/** Whether `code` is the visit's code (compared in constant time). */
export function isCheckInCode(keys: CheckInKeys, window: CheckInWindow, code: string): boolean {
  const expected = Buffer.from(checkInCode(keys, window));
  const given = Buffer.from(code);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** What the agent's phone checks a typed code against: PBKDF2-SHA-256 of the code, salted with the visit's id. */
export function checkInCodeDigest(keys: CheckInKeys, window: CheckInWindow): string {
  return pbkdf2Sync(checkInCode(keys, window), window.visitId, CHECK_IN_CODE_ITERATIONS, 32, 'sha256').toString('base64url');
}

/** What the agent's phone is sent to check a visit's pass and code with no signal: the window, the code's digest, the public key. */
export function checkInProofs(keys: CheckInKeys, window: CheckInWindow) {
  return {
    opensAt: window.opensAt.toISOString(),
    closesAt: window.closesAt.toISOString(),
    codeDigest: checkInCodeDigest(keys, window),
    iterations: CHECK_IN_CODE_ITERATIONS,
    key: keys.publicJwk,
  };
}
