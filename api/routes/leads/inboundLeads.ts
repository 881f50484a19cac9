/**
 * POST /leads/inbound: a partner's lead, signed with HMAC-SHA256 over the raw body under
 * LEADS_WEBHOOK_SECRET (`X-Signature: sha256=<hex>`), made once per `Idempotency-Key`. A bad or
 * missing signature is 401 and changes nothing; a key delivered before answers that delivery's lead.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type Koa from 'koa';
import { IDEMPOTENCY_HEADER, InboundLeadBody, SIGNATURE_HEADER, inboundMessages } from '../../../contract/inboundLeads.ts';
import { writeLead } from '../../commands/leadWriter.ts';
import type { AppState, Deps } from '../../context.ts';
import { withTx } from '../../db.ts';
import { ApiError, badRequest, notFound, unauthorized } from '../../errors.ts';
import { declareRoutes } from '../endpoint.ts';

type Middleware = Koa.Middleware<AppState>;

/** Whether `header` is `sha256=<hex>` of `body` under `secret`, compared in constant time. */
export function signatureMatches(secret: string, body: string, header: string | undefined): boolean {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? '');
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(body, 'utf8').digest();
  return timingSafeEqual(expected, Buffer.from(match[1]!, 'hex'));
}

const rawBodyOf = (ctx: Koa.ParameterizedContext<AppState>) => (ctx.request as unknown as { rawBody?: string }).rawBody ?? '';

export function inboundLeadsRouter(deps: Deps) {
  const routes = declareRoutes(deps, { tag: 'Buyers' });
  const secret = deps.config.leadsWebhookSecret;

  // Before the body is read by its schema: an unsigned body is not looked at.
  const signed: Middleware = async (ctx, next) => {
    if (!secret) throw notFound(inboundMessages.notConfigured);
    if (!signatureMatches(secret, rawBodyOf(ctx), ctx.get(SIGNATURE_HEADER))) throw unauthorized(inboundMessages.signature);
    const key = ctx.get(IDEMPOTENCY_HEADER).trim();
    if (!/^[\x21-\x7e]{1,200}$/.test(key)) throw badRequest(inboundMessages.idempotencyKey);
    await next();
  };

  routes.endpoint(
    {
      method: 'post',
      path: '/leads/inbound',
      summary: "A partner's lead (a portal, an ad platform), signed and sent once",
      description:
        "Sign the raw JSON body with HMAC-SHA256 under the shared secret (LEADS_WEBHOOK_SECRET) and send `X-Signature: sha256=<hex>`, with an `Idempotency-Key` header unique per lead. The lead joins the buyer of its mobile and keeps `source` (default `webhook`); `propertyReference` (SR-1004) names the listing. The same key sent again answers the first delivery's lead with `replayed: true` and adds nothing.",
      auth: 'public',
      before: [signed],
      body: InboundLeadBody,
      success: {
        status: 201,
        description: 'The lead as made (200 with `replayed` for a key delivered before).',
        data: 'InboundLeadAnswer',
      },
      errors: {
        401: 'A missing or wrong signature: "The signature does not match this body". Nothing is stored.',
        404: 'No LEADS_WEBHOOK_SECRET is configured.',
        429: 'Too many deliveries from this address in a minute.',
      },
    },
    async (ctx, { body }) => {
      const sourceKey = `inbound:${ctx.get(IDEMPOTENCY_HEADER).trim()}`;
      const answer = await withTx(deps.sql, async (tx) => {
        // One delivery of a key at a time: a concurrent copy waits, then finds the lead.
        await tx`select pg_advisory_xact_lock(hashtextextended(${sourceKey}, 0))`;
        const [seen] = await tx<{ id: string; reference: string; buyerId: string }[]>`
          select id, reference, buyer_id as "buyerId" from enquiries where source_key = ${sourceKey}`;
        if (seen) return { _id: seen.id, reference: seen.reference, buyerId: seen.buyerId, replayed: true };
        const [property] = body.propertyReference
          ? await tx<{ id: string; title: string }[]>`
              select id, title from properties where reference = ${body.propertyReference.toUpperCase()} for key share`
          : [];
        const written = await writeLead(
          tx,
          {
            id: randomUUID(),
            source: body.source ?? 'webhook',
            sourceKey,
            name: body.name,
            mobile: body.mobile,
            email: body.email || null,
            message: body.message ?? '',
            propertyId: property?.id ?? null,
            listingTitle: property?.title ?? null,
            actorId: null,
            at: new Date(),
          },
          deps,
        );
        if (!written) throw new ApiError(409, 'This delivery is being stored; send it again', 'ConflictError');
        return { _id: written.id, reference: written.reference, buyerId: written.buyerId, replayed: false };
      });
      ctx.status = answer.replayed ? 200 : 201;
      ctx.body = { data: answer };
    },
  );

  return routes;
}
