/** A person corrects the contact details of an enquiry they made while signed in. */
import type { EnquiryContact, EnquiryContactBody } from '../../contract/privacyRights.ts';
import type { Actor, Deps } from '../context.ts';
import { withTx } from '../db.ts';
import { notFound } from '../errors.ts';
import { appendEvent } from '../events/appendEvent.ts';

export const ENQUIRY_NOT_FOUND = 'Enquiry not found';

/** The caller's own enquiries with their contact details, newest first. */
export async function enquiryContactsOf(sql: Deps['sql'], userId: string): Promise<EnquiryContact[]> {
  const rows = await sql<
    { id: string; reference: string; listingTitle: string | null; name: string; mobile: string; email: string | null; createdAt: Date }[]
  >`
    select e.id, e.reference, coalesce(p.title, j.title, e.listing_title) as "listingTitle", e.name, e.mobile, e.email,
           e.created_at as "createdAt"
    from enquiries e left join properties p on p.id = e.property_id left join projects j on j.id = e.project_id
    where e.user_id = ${userId} and e.erased_at is null
    order by e.created_at desc`;
  return rows.map(({ id, createdAt, ...row }) => ({ _id: id, ...row, createdAt: createdAt.toISOString() }));
}

/** The event names the fields changed, never their values (those stay in the row, which erasure clears). */
export async function correctEnquiryContact(
  deps: Pick<Deps, 'sql'>,
  actor: Actor,
  enquiryId: string,
  body: EnquiryContactBody,
): Promise<void> {
  await withTx(deps.sql, async (tx) => {
    const [before] = await tx<{ name: string; mobile: string; email: string | null }[]>`
      select name, mobile, email from enquiries where id = ${enquiryId} and user_id = ${actor.id} and erased_at is null for update`;
    if (!before) throw notFound(ENQUIRY_NOT_FOUND);
    const after = { name: body.name, mobile: body.mobile, email: body.email || null };
    const changed = (Object.keys(after) as (keyof typeof after)[]).filter((field) => after[field] !== before[field]);
    if (changed.length === 0) return;
    await tx`update enquiries set name = ${after.name}, mobile = ${after.mobile}, email = ${after.email}, updated_at = now() where id = ${enquiryId}`;
    await appendEvent(tx, { type: 'enquiry.contact_corrected', subjectId: enquiryId, actorId: actor.id, payload: { changed } });
  });
}
