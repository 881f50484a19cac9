/**
 * The Privacy tab's consents: each purpose's notice, where the person stands (given on a day, at a
 * notice version; withdrawn; not given yet) and a switch that withdraws or gives it again at once
 * (PUT /privacy/consents/{purpose}). The account's own consent ends by deleting the account.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'wouter';
import { noticeIn, optInPurposes, type ConsentState, type Purpose } from '../../../contract/privacy.ts';
import { CardHeading } from '../../components/CardHeading.tsx';
import { Notice } from '../../components/Notice.tsx';
import { consentsKey, consentsQuery, saveConsent } from '../../data/privacy.ts';
import { INTL_LOCALES } from '../../i18n/locales.ts';
import { useLocale, useT } from '../../i18n/useT.tsx';
import { formatLongDate } from '../../lib/format.ts';
import { useFailureMessage } from '../../lib/formMessages.ts';
import toast from '../../lib/toast.ts';

/** What the sender goes by: a yes, or for a purpose that is not opt-in, no withdrawal. */
const isOn = (state: ConsentState) => state.granted ?? !optInPurposes.includes(state.purpose);

export function ConsentsSection() {
  const t = useT();
  const locale = useLocale();
  const headingId = useId();
  const queryClient = useQueryClient();
  const describeFailure = useFailureMessage();
  const consents = useQuery(consentsQuery());
  const change = useMutation({
    mutationFn: ({ purpose, granted }: { purpose: Purpose; granted: boolean }) => saveConsent(purpose, granted),
    onSuccess: (states, { purpose, granted }) => {
      queryClient.setQueryData(consentsKey, states);
      const title = noticeIn(locale, purpose).title;
      toast.success(t(granted ? 'privacyTab.givenToast' : 'privacyTab.withdrawnToast', { purpose: title }), { id: 'consent' });
    },
    onError: (error) => toast.error(describeFailure(error, t('privacyTab.failed')), { id: 'consent' }),
  });

  const statusOf = (state: ConsentState) => {
    const date = formatLongDate(state.changedAt, INTL_LOCALES[locale]);
    if (state.granted === true) return t('privacyTab.given', { date, version: state.noticeVersion ?? state.currentVersion });
    if (state.granted === false) return t('privacyTab.withdrawn', { date });
    return t('privacyTab.notAsked');
  };

  return (
    <section aria-labelledby={headingId} className="card p-6" data-testid="consents">
      <CardHeading id={headingId} title={t('privacyTab.consents.heading')} intro={t('privacyTab.consents.intro')} />
      {consents.isError && (
        <div className="mt-4">
          <Notice tone="error" title={t('privacyTab.loadFailed')} />
        </div>
      )}
      <ul className="mt-4 divide-y divide-sand-200">
        {(consents.data ?? []).map((state) => {
          const notice = noticeIn(locale, state.purpose);
          const account = state.purpose === 'account';
          return (
            <li key={state.purpose} className="py-4" data-purpose={state.purpose}>
              <label className={`flex items-start justify-between gap-4 ${account ? '' : 'cursor-pointer'}`}>
                <span className="min-w-0">
                  <span className="block text-sm font-semibold text-ink">{notice.title}</span>
                  <span className="mt-0.5 block text-xs leading-relaxed text-ink-soft">{notice.notice}</span>
                  <span className="mt-1 block text-xs font-medium text-ink-muted" data-testid="consent-status">
                    {account ? t('privacyTab.accountNote') : statusOf(state)}
                  </span>
                </span>
                {!account && (
                  <input
                    type="checkbox"
                    role="switch"
                    // The switch moves at once; the answer then confirms it (or the failure's toast says why not).
                    checked={change.isPending && change.variables.purpose === state.purpose ? change.variables.granted : isOn(state)}
                    disabled={change.isPending}
                    onChange={(event) => change.mutate({ purpose: state.purpose, granted: event.currentTarget.checked })}
                    className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
                  />
                )}
              </label>
            </li>
          );
        })}
      </ul>
      <Link href="/privacy" className="focus-ring mt-2 inline-block rounded text-sm font-semibold text-brand-800 underline">
        {t('privacyTab.readNotice')}
      </Link>
    </section>
  );
}
