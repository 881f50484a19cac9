/** Notification settings and web push subscriptions: the bodies and answers both sides use. */
import * as v from 'valibot';
import { ANY_CONTROL } from './fields.ts';

/** Account Settings → Notifications. */
export const NotificationSettings = v.object({
  email: v.boolean(),
  push: v.boolean(),
});
export type NotificationSettings = v.InferOutput<typeof NotificationSettings>;

export const NotificationSettingsPatch = v.object({
  email: v.optional(v.boolean('email must be true or false')),
  push: v.optional(v.boolean('push must be true or false')),
});

/**
 * A push service's address as a browser gives it. The URL check alone lets control characters
 * through (a URL parser drops them from the ends), and PostgreSQL's text refuses a NUL.
 */
const endpoint = v.pipe(
  v.string('endpoint is required'),
  v.maxLength(1000),
  v.check((text) => !ANY_CONTROL.test(text), 'endpoint must not contain control characters'),
  v.url('endpoint must be a URL'),
  v.startsWith('https://', 'endpoint must be an https URL'),
);

/** A browser's PushSubscription as `toJSON()` gives it. */
export const PushSubscriptionBody = v.object({
  endpoint,
  keys: v.object({
    p256dh: v.pipe(v.string('keys.p256dh is required'), v.regex(/^[A-Za-z0-9_-]{80,100}=*$/, 'keys.p256dh must be a base64url P-256 key')),
    auth: v.pipe(v.string('keys.auth is required'), v.regex(/^[A-Za-z0-9_-]{16,32}=*$/, 'keys.auth must be base64url')),
  }),
});
export type PushSubscriptionBody = v.InferOutput<typeof PushSubscriptionBody>;

export const PushUnsubscribeBody = v.object({ endpoint });

export const PushKey = v.object({ publicKey: v.string() });

/** What a push message carries to the service worker. */
export interface PushPayload {
  title: string;
  body: string;
  /** The page to open on click (a path of the site). */
  url: string;
  /** The listing's photo. */
  image?: string;
  tag?: string;
}
