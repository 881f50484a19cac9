/**
 * The advisor's matches: new listings and price drops grouped per listing ("3 buyers match
 * SR-1042"), each buyer with a one-tap WhatsApp share in their language and a "not suitable" mark.
 * A section of the advisor's Today screen.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sharePurpose, type BuyerMatch, type matchReasons } from '../../../contract/requirements.ts';
import { Notice } from '../../components/Notice.tsx';
import { dismissMatch, matchesQuery, requirementKeys, shareMatch } from '../../data/requirements.ts';
import { localizedPath } from '../../i18n/locales.ts';
import type { MessageId } from '../../i18n/messages/en.ts';
import { useLocale, useT } from '../../i18n/useT.tsx';
import { useFailureMessage } from '../../lib/formMessages.ts';
import { formatPrice } from '../../lib/format.ts';

/** Why a listing came up for the buyer, named in full so the message check sees every id in use. */
const reasonWords: Record<(typeof matchReasons)[number], MessageId> = {
  new_listing: 'matches.reason.new_listing',
  price_drop: 'matches.reason.price_drop',
  available_again: 'matches.reason.available_again',
};

/** Opens the tab before the answer comes, so a phone's pop-up blocker lets it through. */
async function openShare(matchId: string) {
  const tab = window.open('about:blank', '_blank');
  const { whatsappUrl } = await shareMatch(matchId);
  if (tab) tab.location.href = whatsappUrl;
  else window.location.href = whatsappUrl;
}

function BuyerRow({ match }: { match: BuyerMatch }) {
  const t = useT();
  const failure = useFailureMessage();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: requirementKeys.matches });
  const share = useMutation({ mutationFn: () => openShare(match._id), onSuccess: refresh });
  const dismiss = useMutation({ mutationFn: () => dismissMatch(match._id), onSuccess: refresh });
  // A buyer who withdrew the purpose a share rests on is sent nothing for it: the button says why.
  const purpose = sharePurpose(match);
  const withheld = match.buyer.withdrawnConsents.includes(purpose);
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 border-t border-sand-200 py-2">
      <span className="text-sm">
        <strong className="text-brand-900">{match.buyer.name}</strong> <span className="text-ink-soft">{match.buyer.reference}</span>
        {match.savedSearchId && <span className="text-ink-soft"> · {t('matches.bySavedSearch')}</span>}
        {match.sharedAt && <span className="ml-2 rounded bg-emerald-100 px-1.5 text-emerald-900">{t('matches.shared')}</span>}
      </span>
      <span className="flex w-full gap-2 sm:w-auto">
        <button
          type="button"
          className="btn-primary flex-1 !px-3 text-sm sm:flex-none"
          disabled={share.isPending || withheld}
          aria-describedby={withheld ? `withheld-${match._id}` : undefined}
          onClick={() => share.mutate()}
        >
          {t('matches.share')}
        </button>
        <button
          type="button"
          className="btn-outline flex-1 !px-3 text-sm sm:flex-none"
          disabled={dismiss.isPending}
          onClick={() => dismiss.mutate()}
        >
          {t('matches.notSuitable')}
        </button>
      </span>
      {withheld && (
        <p id={`withheld-${match._id}`} className="w-full text-sm text-rose-800" data-testid="share-withheld">
          {t('matches.consentWithdrawn', { purpose })}
        </p>
      )}
      {(share.isError || dismiss.isError) && (
        <p role="alert" className="w-full text-sm text-rose-700">
          {failure(share.error ?? dismiss.error, t('matches.failed'))}
        </p>
      )}
    </li>
  );
}

export function MatchesSection() {
  const t = useT();
  const failure = useFailureMessage();
  const locale = useLocale();
  const { data: listings, error } = useQuery(matchesQuery());
  return (
    <section className="card mb-6 grid gap-3 p-3 sm:p-4" aria-labelledby="matches-heading">
      <div>
        <h2 id="matches-heading" className="text-lg font-bold text-brand-900">
          {t('matches.title')}
        </h2>
        <p className="text-sm text-ink-soft">{t('matches.intro')}</p>
      </div>
      {/* Matches are not kept on the phone: with no signal the section stays quiet rather than alarm. */}
      {error && navigator.onLine && <Notice tone="error" title={failure(error, t('matches.loadFailed'))} />}
      {listings?.length === 0 && <p className="text-sm text-ink-soft">{t('matches.empty')}</p>}
      <ul className="grid gap-3">
        {listings?.map(({ property, matches }) => (
          <li key={property._id} className="min-w-0 rounded-xl bg-sand-50 p-2 sm:p-3">
            <p className="font-semibold text-brand-900">{t('matches.count', { count: matches.length, reference: property.reference })}</p>
            <p className="text-sm">
              <a className="font-medium text-brand-800 underline" href={localizedPath(locale, `/property/${property._id}`)}>
                {property.title}
              </a>{' '}
              · {property.location} · {formatPrice(property, { short: true, locale })} · {t(reasonWords[matches[0]!.reason])}
            </p>
            <ul className="mt-2">
              {matches.map((match) => (
                <BuyerRow key={match._id} match={match} />
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
