/**
 * Web push (RFC 8030/8291/8292) with the `web-push` library: VAPID keys from the environment or
 * generated once into DATA_DIR, and the send path. The request (encrypted payload, VAPID headers)
 * is made by web-push and sent with fetch, so any push service endpoint works the same way.
 */
import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { PushPayload } from '../../contract/push.ts';

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
  /** 'gone' when the push service says the subscription no longer exists (404/410). */
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

export function createPushSender(keys: VapidKeys): PushSender {
  return {
    publicKey: keys.publicKey,
    async send(subscription, payload) {
      const request = webpush.generateRequestDetails(subscription, JSON.stringify(payload), {
        vapidDetails: keys,
        TTL: 24 * 60 * 60,
        contentEncoding: 'aes128gcm',
      });
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : undefined,
        signal: AbortSignal.timeout(15_000),
      });
      if (response.status === 404 || response.status === 410) return 'gone';
      if (!response.ok) throw new Error(`push service answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
      return 'sent';
    },
  };
}
