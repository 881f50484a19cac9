/**
 * Web push (RFC 8030/8291/8292) with the `web-push` library: VAPID keys from the environment or
 * generated once into DATA_DIR, and the send path. The request (encrypted payload, VAPID headers)
 * is made by web-push and sent here, to a push service's address only (pushServices.ts).
 */
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type net from 'node:net';
import path from 'node:path';
import webpush from 'web-push';
import type { PushPayload } from '../../contract/push.ts';
import { isTrustedPushOrigin, publicOnlyLookup, PushAddressRefused, pushEndpointProblem, type PushServices } from './pushServices.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export interface StoredPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushSender {
  publicKey: string;
  /** 'gone' when the subscription cannot be used again: the service says it no longer exists (404/410), redirects, or is no push service. */
  send(subscription: StoredPushSubscription, payload: PushPayload): Promise<'sent' | 'gone'>;
}

/** The configured keys, or the ones generated into `dataDir/vapid.json` on the first start. */
export function loadVapidKeys(configured: { publicKey?: string; privateKey?: string; subject: string }, dataDir: string): VapidKeys {
  if (configured.publicKey && configured.privateKey) {
    return { publicKey: configured.publicKey, privateKey: configured.privateKey, subject: configured.subject };
  }
  const file = path.join(dataDir, 'vapid.json');
  if (!fs.existsSync(file)) {
    const keys = webpush.generateVAPIDKeys();
    fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  }
  const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject: configured.subject };
}

/**
 * Sends through node's http(s) with the connection's own address check (pushServices.ts), and
 * never follows a redirect: an endpoint that is refused, redirects, or is gone (404/410) answers
 * 'gone', so its subscription is forgotten and nothing retries it. Other failures throw (the job retries).
 */
export function createPushSender(keys: VapidKeys, services: PushServices, options: { lookup?: net.LookupFunction } = {}): PushSender {
  const guardedLookup = options.lookup ?? publicOnlyLookup();
  return {
    publicKey: keys.publicKey,
    async send(subscription, payload) {
      if (pushEndpointProblem(subscription.endpoint, services)) return 'gone';
      const request = webpush.generateRequestDetails(subscription, JSON.stringify(payload), {
        vapidDetails: keys,
        TTL: 24 * 60 * 60,
        contentEncoding: 'aes128gcm',
      });
      const endpoint = new URL(request.endpoint);
      const trusted = isTrustedPushOrigin(endpoint, services);
      try {
        const { status, text } = await post(endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body ?? undefined,
          lookup: trusted ? undefined : guardedLookup,
        });
        if (status === 404 || status === 410 || (status >= 300 && status < 400)) return 'gone';
        if (status < 200 || status >= 300) throw new Error(`push service answered ${status}: ${text.slice(0, 200)}`);
        return 'sent';
      } catch (error) {
        if (error instanceof PushAddressRefused) return 'gone';
        throw error;
      }
    },
  };
}

/** One request, its status and the start of its answer; 15 s at most. */
function post(
  url: URL,
  options: { method: string; headers: Record<string, string>; body?: Buffer; lookup?: net.LookupFunction },
): Promise<{ status: number; text: string }> {
  const send = url.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const request = send(url, { method: options.method, headers: options.headers, lookup: options.lookup, timeout: 15_000 }, (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        if (size < 4096) chunks.push(chunk);
        size += chunk.length;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error('push service did not answer within 15 s')));
    request.on('error', reject);
    request.end(options.body);
  });
}
