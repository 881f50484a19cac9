/**
 * What an owner offers, on their seller lead: the property, the expected price or rent, notes and
 * photos, and the one step that makes it a draft listing (then a link to edit and publish it).
 */
import { useMutation } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { Enquiry } from '../../../contract/enquiries.ts';
import type { OwnerOffer } from '../../../contract/ownerListings.ts';
import { makeDraftListing } from '../../data/leads.ts';
import { errorMessage } from '../../lib/apiError.ts';
import { formatIndianNumber, formatRupees } from '../../lib/format.ts';
import { isAdmin, useAuth } from '../../lib/store.ts';

const purposeWords = { sale: 'For sale', rent: 'To rent' } as const;

/** `3 BHK Apartment, Vesu · ₹ 85,00,000`: the offer in a line of the leads list. */
export function offerLine(offer: OwnerOffer): string {
  const rooms = offer.bhk ? `${offer.bhk} BHK ` : '';
  const price = `${formatRupees(offer.expectedPrice)}${offer.purpose === 'rent' ? ' / month' : ''}`;
  return `${rooms}${offer.category}, ${offer.locality} · ${price}`;
}

export function OwnerOfferPanel({
  leadId,
  offer,
  draft,
  onMade,
}: {
  leadId: string;
  offer: OwnerOffer;
  draft: Enquiry['draftListing'];
  onMade: () => void;
}) {
  const admin = isAdmin(useAuth().user);
  const make = useMutation({ mutationFn: () => makeDraftListing(leadId), onSuccess: onMade });
  const facts: [string, string][] = [
    ['Wants to', purposeWords[offer.purpose]],
    ['Property', `${offer.bhk ? `${offer.bhk} BHK ` : ''}${offer.category}`],
    ['Locality', offer.locality],
    ...(offer.address ? ([['Address', offer.address]] as [string, string][]) : []),
    ...(offer.areaSqft ? ([['Area', `${formatIndianNumber(offer.areaSqft)} sq ft`]] as [string, string][]) : []),
    [
      offer.purpose === 'rent' ? 'Expected rent' : 'Expected price',
      `${formatRupees(offer.expectedPrice)}${offer.purpose === 'rent' ? ' / month' : ''}`,
    ],
  ];
  return (
    <section className="card space-y-3 p-4" aria-label="Owner’s offer" data-testid="owner-offer">
      <h3 className="font-bold text-ink">Owner’s offer</h3>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[9rem_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="font-medium text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {offer.notes && <p className="whitespace-pre-line text-ink-soft">{offer.notes}</p>}
      {offer.photos.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Photos">
          {offer.photos.map((url) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noreferrer" className="focus-ring block rounded-lg">
                <img src={url.replace('/full.webp', '/card.webp')} alt="" className="h-20 w-28 rounded-lg object-cover" loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      )}
      {draft ? (
        <p>
          Draft listing <strong className="font-mono">{draft.reference}</strong>
          {admin && (
            <>
              {' · '}
              <Link href={`/admincp/property/${draft._id}/edit`} className="font-semibold text-brand-800 hover:underline">
                Edit and publish
              </Link>
            </>
          )}
        </p>
      ) : (
        <button type="button" className="btn-primary text-sm" disabled={make.isPending} onClick={() => make.mutate()}>
          {make.isPending ? 'Making the draft…' : 'Make a draft listing'}
        </button>
      )}
      {make.isError && (
        <p role="alert" className="font-medium text-rose-700">
          {errorMessage(make.error, 'The draft listing could not be made.')}
        </p>
      )}
    </section>
  );
}
