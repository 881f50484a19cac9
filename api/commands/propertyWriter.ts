/**
 * Property writes: each is one transaction holding the row changes and their event
 * (`property.created|updated|deleted`, payload the presented property, `{}` for a delete). Images are
 * stored before the transaction (validated by `prepareImage` before this is called); when the
 * transaction fails the objects no row references are removed again, and objects a write leaves
 * unused (a deleted property's, images dropped on edit) are removed after it commits.
 * Usable outside an HTTP request (the demo seed calls createProperty).
 */
import {
  PropertyBody,
  PropertyPatchBody,
  propertyFields,
  propertyFormInput,
  propertyStoredValues,
  type Property,
  type PropertyFields,
  UNIT_TYPE_MESSAGE,
} from '../../contract/properties.ts';
import { isClosedAvailability } from '../../contract/catalog.ts';
import { keptPinConfirmed } from '../../contract/places.ts';
import type { Actor, Deps } from '../context.ts';
import type { Tx } from '../db.ts';
import { appendEvent } from '../events/appendEvent.ts';
import type { ListingClosed } from '../mail/visitMails.ts';
import { conflict, notFound, validationError } from '../errors.ts';
import { findVersionedProperty } from '../queries/propertyReads.ts';
import { columnValues, fieldColumns } from '../queries/storedFields.ts';
import { htmlText, sanitizeHtml } from '../sanitize.ts';
import { keyFromUrl, removeUnreferencedImages, type PreparedImage } from '../storage/images.ts';
import { removeShareImage, shareImageName, storeShareImages } from '../storage/shareImages.ts';
import { parse, parsePatch, uuidParam } from '../validate.ts';
import { assertVersion, type ExpectedVersions, type Versioned } from '../versionTags.ts';
import type { VisitNoticeDeps } from '../visits/visitNotices.ts';
import { catalogTx, withStoredImages } from './catalogWrite.ts';
import { translatedValues } from './translatedContent.ts';
import { cancelVisitsOfClosedListing } from './visitChanger.ts';

/** A sale or a rental cancels the visits booked on the listing, so a write may tell their people. */
export type PropertyWriterDeps = Pick<Deps, 'sql' | 'bucket'> &
  VisitNoticeDeps &
  Partial<Pick<Deps, 'searchCache' | 'log'>> & {
    /** 'later': no share image now; the caller's next write (the demo seed's pictures) makes it. */
    shareImages?: 'later';
  };

const NOT_FOUND = 'Property not found';

/**
 * The row values of a validated form: the contract's stored fields (numbers from the form's strings,
 * rooms only for residential) and, on edit, the URLs of the current images to keep in order
 * (undefined keeps them all).
 */
type PropertyValues = PropertyFields & { keepImages: string[] | undefined };

/** Parses and sanitises: the description must keep 10 characters of text once unsafe HTML is gone. */
export function propertyValues(input: PropertyBody): PropertyValues {
  const body = parse(PropertyBody, input);
  const description = sanitizeHtml(body.description);
  if (htmlText(description).length < 10) {
    throw validationError({ description: 'Description must be at least 10 characters long' });
  }
  return { ...propertyStoredValues(body), description, ...translatedValues(body), keepImages: body.keepImages };
}

/** `pricePerSqft` is the server's to compute: a body that sets it is refused. */
export function refuseComputedFields(input: unknown): void {
  if (typeof input === 'object' && input !== null && 'pricePerSqft' in input) {
    throw validationError({ pricePerSqft: 'Price per sq ft is computed from the price and the area; it cannot be set' });
  }
}

/** A listing may name only one of the agency's projects, and a unit type only of that project's price list. */
async function assertProjectExists(tx: Tx, projectId: string | null, unitTypeId: string | null = null): Promise<void> {
  if (projectId === null) return;
  const [found] = await tx`select 1 from projects where id = ${projectId}`;
  if (!found) throw validationError({ projectId: 'Select one of our projects' });
  if (unitTypeId === null) return;
  const [unitType] = await tx`select 1 from project_unit_types where id = ${unitTypeId} and project_id = ${projectId}`;
  if (!unitType) throw validationError({ unitTypeId: UNIT_TYPE_MESSAGE });
}

/**
 * After a write has committed: the listing's share image for what it now shows (made unless it
 * exists), and the one it showed before removed when that differs. A failure here leaves the write
 * in place (the page then previews with the cover photo) and is logged.
 */
async function refreshShareImage(deps: PropertyWriterDeps, before: Property | null, after: Property | null): Promise<void> {
  if (deps.shareImages === 'later') return;
  try {
    if (after) await storeShareImages(deps.bucket, after);
    if (before && (!after || shareImageName(before) !== shareImageName(after))) await removeShareImage(deps.sql, deps.bucket, before);
  } catch (error) {
    deps.log?.warn('share image not updated', { propertyId: (after ?? before)?._id, error: String(error) });
  }
}

/** Rewrites the gallery as `keys` in order (duplicates dropped). */
async function setGallery(tx: Tx, propertyId: string, keys: string[]): Promise<void> {
  const unique = [...new Set(keys)];
  await tx`delete from property_images where property_id = ${propertyId}`;
  if (unique.length === 0) return;
  const rows = unique.map((key, position) => ({ property_id: propertyId, position, key }));
  await tx`insert into property_images ${tx(rows, 'property_id', 'position', 'key')}`;
}

async function presentInTx(tx: Tx, id: string): Promise<Versioned<Property>> {
  const property = await findVersionedProperty(tx, id, null, { drafts: true });
  if (!property) throw notFound(NOT_FOUND);
  return property;
}

/** The stored row, locked for the rest of the transaction, as the form would send it. */
interface LockedProperty {
  version: number;
  draft: boolean;
  form: PropertyBody;
}

async function lockProperty(tx: Tx, propertyId: string): Promise<LockedProperty> {
  const [row] = await tx<(PropertyFields & { version: number; draft: boolean })[]>`
    select p.version, p.draft, ${fieldColumns(tx, 'p', propertyFields)} from properties p where p.id = ${propertyId} for update`;
  if (!row) throw notFound(NOT_FOUND);
  const { version, draft } = row;
  return { version, draft, form: { ...propertyFormInput(row), keepImages: undefined } };
}

/**
 * A draft's changes are the office's own (`listing_draft.*`): the public feeds, alerts and the
 * matcher follow `property.*` events and so never hear of a listing before it is published.
 */
const eventOf = (draft: boolean, change: 'updated' | 'deleted') =>
  draft ? (`listing_draft.${change}` as const) : (`property.${change}` as const);

export async function createProperty(
  deps: PropertyWriterDeps,
  actor: Actor | null,
  input: PropertyBody,
  images: PreparedImage[],
): Promise<Property> {
  return (await createVersionedProperty(deps, actor, input, images)).data;
}

/** Creates the property; answers it with the version of its new row. */
export async function createVersionedProperty(
  deps: PropertyWriterDeps,
  actor: Actor | null,
  input: PropertyBody,
  images: PreparedImage[],
): Promise<Versioned<Property>> {
  refuseComputedFields(input);
  const values = propertyValues(input);
  const created = await withStoredImages(deps, images, async (tx) => {
    await assertProjectExists(tx, values.projectId, values.unitTypeId);
    const [row] = await tx<{ id: string }[]>`
      insert into properties ${tx({ ...columnValues(propertyFields, values), created_by: actor?.id ?? null })}
      returning id`;
    await setGallery(
      tx,
      row.id,
      images.map((image) => image.key),
    );
    const created = await presentInTx(tx, row.id);
    await appendEvent(tx, { type: 'property.created', subjectId: row.id, actorId: actor?.id ?? null, payload: { ...created.data } });
    return created;
  });
  await refreshShareImage(deps, null, created.data);
  return created;
}

/** Replaces every field (the whole form); see patchProperty. */
export async function updateProperty(
  deps: PropertyWriterDeps,
  actor: Actor | null,
  id: string,
  input: PropertyBody,
  newImages: PreparedImage[],
): Promise<Property> {
  return (await patchProperty(deps, actor, id, input, newImages)).data;
}

/**
 * Changes the fields sent (the rest keep their stored values; the merged record is checked as a
 * whole, so a new type still needs a category of that type). The gallery becomes `keepImages` (URLs
 * of the current images, in the order wanted; omitted means keep them all) followed by the new
 * images. With `expected` versions (If-Match), a property changed since is refused with 412.
 */
export async function patchProperty(
  deps: PropertyWriterDeps,
  actor: Actor | null,
  id: string,
  input: PropertyPatchBody,
  newImages: PreparedImage[],
  expected: ExpectedVersions = null,
): Promise<Versioned<Property>> {
  const propertyId = uuidParam(id, NOT_FOUND);
  refuseComputedFields(input);
  // The confirmation of a pin outside Surat goes with a pin; alone it changes nothing.
  const patch = parsePatch(PropertyPatchBody, input, { changesOtherwise: newImages.length > 0, aside: ['confirmOutside'] });
  let dropped: string[] = [];
  let before: Property | null = null;
  let draft = false;
  const property = await withStoredImages(deps, newImages, async (tx) => {
    const locked = await lockProperty(tx, propertyId);
    draft = locked.draft;
    assertVersion('property', locked.version, expected);
    before = (await presentInTx(tx, propertyId)).data;
    const values = propertyValues(keptPinConfirmed(locked.form, { ...locked.form, ...patch }));
    // An edit that leaves the description alone keeps it exactly as stored.
    if (patch.description === undefined) values.description = locked.form.description;
    if (patch.descriptionGu === undefined) values.descriptionGu = locked.form.descriptionGu || null;
    if (patch.descriptionHi === undefined) values.descriptionHi = locked.form.descriptionHi || null;
    if (patch.projectId !== undefined || patch.unitTypeId !== undefined) await assertProjectExists(tx, values.projectId, values.unitTypeId);
    const current = (
      await tx<{ key: string }[]>`
      select key from property_images where property_id = ${propertyId} order by position`
    ).map((row) => row.key);
    const kept =
      values.keepImages === undefined
        ? current
        : values.keepImages.map((url) => keyFromUrl(url)).filter((key): key is string => key !== null && current.includes(key));
    const gallery = [...kept, ...newImages.map((image) => image.key)];
    dropped = current.filter((key) => !gallery.includes(key));
    // A lower price is remembered with the price it replaced (the card's "Price reduced"); a higher one forgets it.
    await tx`
      update properties set ${tx(columnValues(propertyFields, values))}, updated_at = now(),
        price_before_drop = case when ${values.price} < price then price when ${values.price} > price then null else price_before_drop end,
        price_dropped_at = case when ${values.price} < price then now() when ${values.price} > price then null else price_dropped_at end
      where id = ${propertyId}`;
    await setGallery(tx, propertyId, gallery);
    if (isClosedAvailability(values.availability) && values.availability !== locked.form.availability) {
      await cancelVisitsOfClosedListing(deps, tx, { propertyId, closed: values.availability as ListingClosed, actorId: actor?.id ?? null });
    }
    const updated = await presentInTx(tx, propertyId);
    const type = eventOf(draft, 'updated');
    await appendEvent(tx, { type, subjectId: propertyId, actorId: actor?.id ?? null, payload: { ...updated.data } });
    return updated;
  });
  await removeUnreferencedImages(deps.sql, deps.bucket, dropped);
  // A draft is shared with nobody, so it has no share image yet.
  if (!draft) await refreshShareImage(deps, before, property.data);
  return property;
}

/**
 * Publishes a draft listing: from now on it is public like any new listing (listed today), and its
 * `property.created` event, carrying the listing as published, is what search, alerts and the
 * matcher hear. A listing that is not a draft is refused.
 */
export async function publishProperty(
  deps: PropertyWriterDeps,
  actor: Actor | null,
  id: string,
  expected: ExpectedVersions = null,
): Promise<Versioned<Property>> {
  const propertyId = uuidParam(id, NOT_FOUND);
  const published = await catalogTx(deps, async (tx) => {
    const locked = await lockProperty(tx, propertyId);
    assertVersion('property', locked.version, expected);
    if (!locked.draft) throw conflict('This listing is already published');
    // The whole form is checked again: a draft from an owner's offer may still lack what a listing needs.
    propertyValues({ ...locked.form });
    await tx`update properties set draft = false, created_at = now(), updated_at = now() where id = ${propertyId}`;
    const shown = await presentInTx(tx, propertyId);
    await appendEvent(tx, { type: 'property.created', subjectId: propertyId, actorId: actor?.id ?? null, payload: { ...shown.data } });
    return shown;
  });
  await refreshShareImage(deps, null, published.data);
  return published;
}

/** Deletes the property (its images and favourites go with it), then the objects no other record uses. */
export async function deleteProperty(
  deps: PropertyWriterDeps,
  actor: Actor | null,
  id: string,
  expected: ExpectedVersions = null,
): Promise<void> {
  const propertyId = uuidParam(id, NOT_FOUND);
  let before: Property | null = null;
  let draft = false;
  const keys = await catalogTx(deps, async (tx) => {
    const [locked] = await tx<
      { version: number; draft: boolean }[]
    >`select version, draft from properties where id = ${propertyId} for update`;
    if (!locked) throw notFound(NOT_FOUND);
    assertVersion('property', locked.version, expected);
    draft = locked.draft;
    before = (await presentInTx(tx, propertyId)).data;
    const images = await tx<{ key: string }[]>`select key from property_images where property_id = ${propertyId}`;
    await tx`delete from properties where id = ${propertyId}`;
    await appendEvent(tx, { type: eventOf(draft, 'deleted'), subjectId: propertyId, actorId: actor?.id ?? null, payload: {} });
    return images.map((image) => image.key);
  });
  await removeUnreferencedImages(deps.sql, deps.bucket, keys);
  if (!draft) await refreshShareImage(deps, before, null);
}
