/**
 * Leads a partner (a portal, an ad platform) sends to POST /leads/inbound: the body, signed with
 * HMAC-SHA256 under LEADS_WEBHOOK_SECRET and carrying an idempotency key, so a delivery sent again
 * adds nothing.
 */
import * as v from 'valibot';
import { ENQUIRY_MESSAGE_MAX } from './enquiries.ts';
import { fullName, mobile, optionalEmail, writtenText } from './fields.ts';

/** The sources a partner may name; anything else arrives as `webhook`. */
export const inboundSources = ['99acres', 'magicbricks', 'housing', 'webhook', 'other'] as const;

export const SIGNATURE_HEADER = 'X-Signature';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export const inboundMessages = {
  signature: 'The signature does not match this body',
  notConfigured: 'Inbound leads are not configured on this server',
  idempotencyKey: 'Send an Idempotency-Key header of 1 to 200 visible characters',
} as const;

export const InboundLeadBody = v.object({
  name: fullName,
  mobile,
  email: optionalEmail,
  message: v.optional(
    v.pipe(writtenText('Message'), v.maxLength(ENQUIRY_MESSAGE_MAX, `Message must be at most ${ENQUIRY_MESSAGE_MAX} characters long`)),
  ),
  source: v.optional(v.picklist(inboundSources, 'Source must be 99acres, magicbricks, housing, webhook or other')),
  /** The listing asked about, by its reference (SR-1004). */
  propertyReference: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(20))),
});
export type InboundLeadBody = v.InferOutput<typeof InboundLeadBody>;

export const InboundLeadAnswer = v.object({
  _id: v.string(),
  reference: v.string(),
  buyerId: v.string(),
  /** True when this key was delivered before: the answer is that delivery's lead, and nothing was added. */
  replayed: v.boolean(),
});
