/**
 * My Enquiries (the user dashboard): each enquiry with its listing, its status in plain words, and a
 * confirmed visit with 'Add to calendar' (a booked one also with its change and cancel links and its
 * check-in pass: the QR code and the 6-digit code);
 * enquiries still waiting on this phone are shown as such.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { visitSlotLabels, type MyEnquiry } from '../../../contract/enquiries.ts';
import { Icon } from '../../components/Icon.tsx';
import { EmptyState, Notice } from '../../components/Notice.tsx';
import { AGENCY_TIME_ZONE, dateFormat, formatLongDate } from '../../lib/format.ts';
import { myEnquiriesQuery, visitCalendar, waitingEnquiriesQuery } from '../../data/enquiries.ts';
import { INTL_LOCALES } from '../../i18n/locales.ts';
import { useLocale, useT } from '../../i18n/useT.tsx';
import type { MessageId } from '../../i18n/messages/en.ts';
import { useFailureMessage } from '../../lib/formMessages.ts';
import { lazyPart } from '../../lib/lazyPart.tsx';

// The QR library comes with the pass, never with a page's first load.
const CheckInQr = lazyPart(
  () => import('./CheckInQr.tsx').then((part) => part.default),
  <div className="size-48 rounded-lg bg-white" aria-hidden="true" />,
);

const visitTime = (iso: string, locale = 'en-IN') =>
  dateFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: AGENCY_TIME_ZONE,
  }).format(new Date(iso));

/** Plain words for where the enquiry stands, as the visitor reads them. */
const statusWords: Record<MyEnquiry['status'], MessageId> = {
  new: 'myEnquiries.status.new',
  contacted: 'myEnquiries.status.contacted',
  visit_scheduled: 'myEnquiries.status.visitScheduled',
  visited: 'myEnquiries.status.visited',
  negotiating: 'myEnquiries.status.negotiating',
  won: 'myEnquiries.status.won',
  lost: 'myEnquiries.status.lost',
  spam: 'myEnquiries.status.spam',
};

const slotWords: Record<keyof typeof visitSlotLabels, MessageId> = {
  morning: 'myEnquiries.slot.morning',
  afternoon: 'myEnquiries.slot.afternoon',
  evening: 'myEnquiries.slot.evening',
};

function CalendarLink({ enquiry }: { enquiry: MyEnquiry }) {
  const [failed, setFailed] = useState<string | null>(null);
  const t = useT();
  const describeFailure = useFailureMessage();
  // The file needs the caller's token, so it is fetched and handed to the browser as a download.
  const download = async () => {
    try {
      const blob = await visitCalendar(enquiry._id);
      const url = URL.createObjectURL(blob);
      const link = Object.assign(document.createElement('a'), { href: url, download: `visit-${enquiry.reference}.ics` });
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      setFailed(describeFailure(error, t('myEnquiries.calendarFailed')));
    }
  };
  return (
    <>
      <button type="button" className="btn-outline text-sm" onClick={() => void download()}>
        <Icon name="calendar" className="h-4 w-4" />
        {t('myEnquiries.addToCalendar')}
      </button>
      {failed && <p className="text-xs text-rose-700">{failed}</p>}
    </>
  );
}

export function MyEnquiries({ userId }: { userId: string }) {
  const t = useT();
  const describeFailure = useFailureMessage();
  const intl = INTL_LOCALES[useLocale()];
  const enquiries = useQuery(myEnquiriesQuery(userId));
  const waiting = useQuery(waitingEnquiriesQuery(userId));

  return (
    <section aria-labelledby="my-enquiries-heading" className="space-y-4">
      <h2 id="my-enquiries-heading" className="text-2xl font-extrabold tracking-tight text-brand-900">
        {t('dashboard.tab.enquiries')}
      </h2>
      {(waiting.data ?? []).map((entry) => (
        <div key={entry.id} className="card p-5 text-sm">
          <p className="font-semibold text-ink">{t('myEnquiries.waiting')}</p>
          <p className="mt-1 text-ink-soft">{entry.args.message || t('myEnquiries.enquiry')}</p>
        </div>
      ))}
      {enquiries.isError && (
        <Notice tone="error" title={t('myEnquiries.loadFailed')}>
          {describeFailure(enquiries.error, t('myEnquiries.tryAgain'))}
        </Notice>
      )}
      {enquiries.data?.length === 0 && !waiting.data?.length && (
        <EmptyState title={t('myEnquiries.empty')} hint={t('myEnquiries.emptyHint')} />
      )}
      <ul className="space-y-4">
        {enquiries.data?.map((enquiry) => (
          <li key={enquiry._id} className="card p-5" data-testid="my-enquiry">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="text-xs text-ink-muted">
                  {/* The reference alone is monospace: the date is in the page's script. */}
                  <span className="font-mono">{enquiry.reference}</span> · {formatLongDate(enquiry.createdAt, intl)}
                </p>
                <p className="mt-1 font-bold text-ink">
                  {enquiry.listing?.kind === 'property' ? (
                    <Link href={`/property/${enquiry.listing._id}`} className="hover:underline">
                      {enquiry.listing.reference ? `${enquiry.listing.reference} · ` : ''}
                      {enquiry.listing.title}
                    </Link>
                  ) : (
                    (enquiry.listing?.title ?? t('myEnquiries.general'))
                  )}
                </p>
              </div>
              <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
                {t(statusWords[enquiry.status])}
              </span>
            </div>
            {enquiry.visitAt && enquiry.status !== 'lost' ? (
              <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
                <span className="font-semibold text-ink" data-testid="visit-at">
                  {t('myEnquiries.visit', { time: visitTime(enquiry.visitAt, intl) })}
                </span>
                <CalendarLink enquiry={enquiry} />
                {enquiry.bookedVisit && (
                  // The signed links its mails carry: they open the server's page, without signing in.
                  <>
                    <a href={enquiry.bookedVisit.rescheduleUrl} className="btn-outline text-sm" data-testid="visit-reschedule">
                      {t('myEnquiries.reschedule')}
                    </a>
                    <a href={enquiry.bookedVisit.cancelUrl} className="text-sm font-semibold text-rose-700 underline">
                      {t('myEnquiries.cancelVisit')}
                    </a>
                  </>
                )}
              </div>
            ) : enquiry.visitDate ? (
              <p className="mt-3 text-sm text-ink-soft">
                {t('myEnquiries.visitRequested', {
                  date: formatLongDate(`${enquiry.visitDate}T12:00:00+05:30`, intl),
                  slot: enquiry.visitSlot ? `, ${t(slotWords[enquiry.visitSlot])}` : '',
                })}
              </p>
            ) : null}
            {enquiry.bookedVisit && enquiry.status !== 'lost' && (
              <div className="mt-4 flex flex-wrap items-center gap-4 rounded-xl bg-brand-50 p-4" data-testid="check-in-pass">
                <CheckInQr pass={enquiry.bookedVisit.checkIn.pass} label={t('myEnquiries.checkInQr')} />
                <div className="min-w-0 max-w-xs text-sm text-ink-soft">
                  <p>{t('myEnquiries.checkIn')}</p>
                  <p className="mt-2 text-lg font-bold tracking-wide tabular-nums text-ink" data-testid="check-in-code">
                    {t('myEnquiries.checkInCode', { code: enquiry.bookedVisit.checkIn.code })}
                  </p>
                </div>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
