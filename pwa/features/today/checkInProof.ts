/**
 * The phone's check of a buyer's pass or code, with no signal (docs/decisions/039-visit-check-in.md):
 * a pass must be signed by the server's key for this visit and its window; a typed code must give the
 * digest the server sent with the day's visits. The server checks both again when the check-in arrives.
 */
import type { AgentVisit } from '../../../contract/visits.ts';

export type ProofCheck = { ok: true; proof: { pass: string } | { code: string } } | { ok: false; why: 'wrongVisit' | 'outsideWindow' };

const fromBase64Url = (text: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));
const toBase64Url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const seconds = (iso: string) => String(Math.floor(Date.parse(iso) / 1000));

function withinWindow(visit: AgentVisit, now: Date): boolean {
  return now.getTime() >= Date.parse(visit.checkIn.opensAt) && now.getTime() <= Date.parse(visit.checkIn.closesAt);
}

/** Checks the text a scanned QR code carried against the visit. */
export async function checkPass(visit: AgentVisit, scanned: string, now = new Date()): Promise<ProofCheck> {
  const pass = scanned.trim();
  const parts = pass.split('.');
  const expectedBody = ['check-in', visit._id, seconds(visit.checkIn.opensAt), seconds(visit.checkIn.closesAt)].join('.');
  if (parts.length !== 5 || parts.slice(0, 4).join('.') !== expectedBody) return { ok: false, why: 'wrongVisit' };
  const key = await crypto.subtle.importKey('jwk', { ...visit.checkIn.key, ext: true }, { name: 'ECDSA', namedCurve: 'P-256' }, false, [
    'verify',
  ]);
  let signature: Uint8Array<ArrayBuffer>;
  try {
    signature = fromBase64Url(parts[4]!);
  } catch {
    // Not base64url: no signature of ours.
    return { ok: false, why: 'wrongVisit' };
  }
  const holds = await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, signature, new TextEncoder().encode(expectedBody));
  if (!holds) return { ok: false, why: 'wrongVisit' };
  if (!withinWindow(visit, now)) return { ok: false, why: 'outsideWindow' };
  return { ok: true, proof: { pass } };
}

/** Checks a typed 6-digit code against the digest the server sent for the visit. */
export async function checkCode(visit: AgentVisit, typed: string, now = new Date()): Promise<ProofCheck> {
  const code = typed.replace(/\s/g, '');
  if (!/^\d{6}$/.test(code)) return { ok: false, why: 'wrongVisit' };
  const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(code), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: new TextEncoder().encode(visit._id), iterations: visit.checkIn.iterations },
    material,
    256,
  );
  if (toBase64Url(bits) !== visit.checkIn.codeDigest) return { ok: false, why: 'wrongVisit' };
  if (!withinWindow(visit, now)) return { ok: false, why: 'outsideWindow' };
  return { ok: true, proof: { code } };
}
