/**
 * Owners' offers: the public "List your property with us" form (POST /owner-listings and its photos'
 * upload), and the advisor's one step from the seller lead to a draft listing.
 */
import { OFFER_PHOTOS_MAX, OwnerListingBody, ownerListingMessages } from '../../../contract/ownerListings.ts';
import { createOwnerListing, makeDraftListing } from '../../commands/ownerListingWriter.ts';
import type { Deps } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import { imageErrors, imageFiles } from '../../openapi/operation.ts';
import { canWorkLead } from '../../policies/leads.ts';
import { filesFrom, imageUrls, prepareImage, putImages } from '../../storage/images.ts';
import { declareRoutes } from '../endpoint.ts';

export function ownerListingsRouter(deps: Deps) {
  const routes = declareRoutes(deps, { tag: 'Enquiries' });

  routes.endpoint(
    {
      method: 'post',
      path: '/owner-listings',
      summary: 'Offer a property to the agency (an owner or landlord; visitor or user)',
      description:
        'The "List your property with us" form: makes a seller lead in the agency\'s inbox, assigned and timed like any lead. `mobile` is an Indian mobile number. `expectedPrice` is rupees (a monthly rent when `purpose` is `rent`). `photos` are keys answered by POST /owner-listings/photos; keys not found are left out. A client-made `id` makes the call safe to repeat: the same `id` answers the same offer and stores nothing new. The hidden `website` field is a honeypot: filled in, the answer is the same and nothing is stored. Counted against the enquiry limits.',
      auth: 'optional',
      body: OwnerListingBody,
      success: {
        status: 201,
        description: "The seller lead's id and reference (EQ-…).",
        message: ownerListingMessages.thanks,
        data: 'OwnerListingCreated',
      },
      errors: {
        429: 'More than 5 enquiries or offers an hour from this mobile number or 30 from this address; `Retry-After` says when to try again.',
      },
    },
    async (ctx, { body, reply }) => {
      const { id, website, ...args } = body;
      // A honeypot's offer is thanked like any other and kept nowhere.
      if (website?.trim()) return reply({ _id: id ?? crypto.randomUUID() });
      reply(await createOwnerListing(deps, { id, userId: ctx.state.actor?.id ?? null, ip: ctx.ip, args }));
    },
  );

  routes.endpoint(
    {
      method: 'post',
      path: '/owner-listings/photos',
      summary: "Upload an owner's photos before sending the offer",
      description: `Multipart \`images\`, at most ${OFFER_PHOTOS_MAX}. Answers their keys, to send as the offer's \`photos\`, and their URLs to show.`,
      auth: 'optional',
      files: imageFiles(true),
      success: { status: 201, description: 'The stored photos.', data: 'OfferPhotos' },
      errors: { 400: `No image, or more than ${OFFER_PHOTOS_MAX}.`, ...imageErrors },
    },
    async (ctx, { reply }) => {
      const files = await filesFrom(ctx);
      if (files.length === 0) throw badRequest('Choose at least one photo');
      if (files.length > OFFER_PHOTOS_MAX) throw badRequest(ownerListingMessages.photos);
      const images = await Promise.all(files.map(prepareImage));
      await putImages(deps.bucket, images);
      reply({ keys: images.map((image) => image.key), urls: images.map((image) => imageUrls(image.key).full) });
    },
  );

  routes.endpoint(
    {
      method: 'post',
      path: '/admin/enquiries/{id}/draft-listing',
      summary: "Make a draft listing from an owner's offer, in one step",
      description:
        "The seller lead's facts and photos become a listing only the office sees (`draft`), until an admin edits and publishes it. The lead records the draft's id. An agent may do it for their own leads and the unassigned ones.",
      auth: 'agent',
      ids: { id: 'Enquiry not found' },
      success: { status: 201, description: 'The draft listing.', message: 'Draft listing made', data: 'DraftListingMade' },
      errors: {
        400: 'Not a seller lead: "Only an owner’s offer can become a draft listing".',
        404: 'No such lead, or not one the agent works.',
        409: 'The offer has its draft already.',
      },
    },
    async (ctx, { ids, reply }) => {
      const actor = ctx.state.actor!;
      reply(await makeDraftListing(deps, actor, ids.id, (assigneeId) => canWorkLead(actor, assigneeId)));
    },
  );

  return routes;
}
