/**
 * What an owner offers, on their seller lead: the property, the expected price or rent, notes and
 * photos, and the one step that makes it a draft listing (then a link to edit and publish it).
 */
import { useMutation } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { Enquiry } from '../../../contract/enquiries.ts';
import type { OwnerOffer } from '../../../contract/ownerListings.ts';
import { localityName } from '../../../contract/gazetteer.ts';
import { makeDraftListing } from '../../data/leads.ts';
import type { Locale } from '../../i18n/locales.ts';
import { Message, useLocale, useT, type Translate } from '../../i18n/useT.tsx';
import { useFailureMessage } from '../../lib/formMessages.ts';
import { formatArea, formatPrice } from '../../lib/format.ts';
import { subCategoryLabel } from '../../lib/labels.ts';
import { isAdmin, useAuth } from '../../lib/store.ts';

/** `3 BHK Apartment`: what is offered, in the page's language. */
const offeredProperty = (offer: OwnerOffer, t: Translate) =>
  `${offer.bhk ? `${t('card.bhk', { count: offer.bhk })} ` : ''}${subCategoryLabel(t, offer.category)}`;

/** `₹ 85,00,000` (`₹ 85 લાખ`), a rent `/ month`. */
const expectedPrice = (offer: OwnerOffer, locale: Locale) =>
  formatPrice({ price: offer.expectedPrice, transactionType: offer.purpose === 'rent' ? 'Rent' : 'Sale' }, { locale });

/** `3 BHK Apartment, Vesu · ₹ 85,00,000`: the offer in a line of the leads list. */
export function offerLine(offer: OwnerOffer, t: Translate, locale: Locale): string {
  return `${offeredProperty(offer, t)}, ${localityName(offer.locality, locale)} · ${expectedPrice(offer, locale)}`;
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
  const t = useT();
  const failure = useFailureMessage();
  const locale = useLocale();
  const admin = isAdmin(useAuth().user);
  const make = useMutation({ mutationFn: () => makeDraftListing(leadId), onSuccess: onMade });
  const facts: [string, string][] = [
    [t('offer.wantsTo'), t('offer.purpose', { purpose: offer.purpose })],
    [t('offer.property'), offeredProperty(offer, t)],
    [t('reports.col.locality'), localityName(offer.locality, locale)],
    ...(offer.address ? ([[t('property.address'), offer.address]] as [string, string][]) : []),
    ...(offer.areaSqft ? ([[t('property.area'), formatArea(offer.areaSqft, locale)]] as [string, string][]) : []),
    [offer.purpose === 'rent' ? t('offer.expectedRent') : t('offer.expectedPrice'), expectedPrice(offer, locale)],
  ];
  return (
    <section className="card space-y-3 p-4" aria-label={t('offer.title')} data-testid="owner-offer">
      <h3 className="font-bold text-ink">{t('offer.title')}</h3>
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
        <ul className="flex flex-wrap gap-2" aria-label={t('offer.photos')}>
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
          <Message id="offer.draft" values={{ reference: draft.reference }} components={{ 0: <strong className="font-mono" /> }} />
          {admin && (
            <>
              {' · '}
              <Link href={`/admincp/property/${draft._id}/edit`} className="font-semibold text-brand-800 hover:underline">
                {t('offer.editAndPublish')}
              </Link>
            </>
          )}
        </p>
      ) : (
        <button type="button" className="btn-primary text-sm" disabled={make.isPending} onClick={() => make.mutate()}>
          {make.isPending ? t('offer.making') : t('offer.make')}
        </button>
      )}
      {make.isError && (
        <p role="alert" className="font-medium text-rose-700">
          {failure(make.error, t('offer.failed'))}
        </p>
      )}
    </section>
  );
}
