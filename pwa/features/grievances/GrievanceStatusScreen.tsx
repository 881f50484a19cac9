/**
 * /grievance/:trackingNumber: where a grievance stands, its deadline and every answer, each with
 * the Grievance Officer's contact as it was when given. Nothing of the person is shown: the
 * tracking number is all it asks for.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { GrievanceStatus } from '../../../contract/grievances.ts';
import { Notice } from '../../components/Notice.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { grievanceStatusQuery } from '../../data/grievances.ts';
import { useLocale, useT } from '../../i18n/useT.tsx';
import { ApiError } from '../../lib/apiError.ts';
import { formatLongDate } from '../../lib/format.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { statusWords, topicWords } from './grievanceWords.ts';
import { OfficerContact } from './OfficerContact.tsx';

const statusColours: Record<GrievanceStatus, string> = {
  open: 'bg-sand-100 text-ink',
  in_progress: 'bg-amber-100 text-amber-900',
  resolved: 'bg-emerald-100 text-emerald-900',
};

export function GrievanceStatusScreen({ trackingNumber }: { trackingNumber: string }) {
  const number = trackingNumber.trim().toUpperCase();
  useDocumentTitle({ id: 'grievance.statusTitle', values: { number } });
  const t = useT();
  const locale = useLocale();
  const dateOf = (iso: string) => formatLongDate(iso, `${locale}-IN`);
  const status = useQuery(grievanceStatusQuery(number));
  const grievance = status.data;
  const missing = status.error instanceof ApiError && status.error.status === 404;
  return (
    <>
      <PageHeader title={t('grievance.statusTitle', { number })} crumb={number} />
      <div className="container-page grid gap-8 py-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-6">
          {status.isError && <Notice tone="error" title={t(missing ? 'grievance.notFound' : 'grievance.loadFailed')} />}
          {grievance && (
            <>
              <div className="card space-y-3 p-5 sm:p-8" data-testid="grievance-status">
                <p className="flex flex-wrap items-center gap-3">
                  <span className={`rounded-full px-3 py-1 text-sm font-bold ${statusColours[grievance.status]}`}>
                    {t(statusWords[grievance.status])}
                  </span>
                  <span className="text-sm text-ink-soft">{t(topicWords[grievance.topic])}</span>
                </p>
                <p className="text-sm text-ink-soft">{t('grievance.filedOn', { date: dateOf(grievance.filedAt) })}</p>
                {grievance.status !== 'resolved' && (
                  <p className="font-semibold text-ink">{t('grievance.answerBy', { date: dateOf(grievance.dueAt) })}</p>
                )}
              </div>
              <section className="card p-5 sm:p-8" aria-labelledby="grievance-answers">
                <h2 id="grievance-answers" className="text-lg font-bold text-brand-900">
                  {t('grievance.answers')}
                </h2>
                {grievance.replies.length === 0 ? (
                  <p className="mt-2 text-sm text-ink-soft">{t('grievance.noAnswers')}</p>
                ) : (
                  <ol className="mt-4 space-y-5">
                    {grievance.replies.map((reply) => (
                      <li key={reply._id} className="border-l-4 border-brand-200 pl-4">
                        <p className="text-xs text-ink-muted">
                          {dateOf(reply.at)} · {t(statusWords[reply.status])}
                        </p>
                        <p className="mt-1 whitespace-pre-line text-ink">{reply.body}</p>
                        <div className="mt-3 rounded-xl bg-sand-50 p-3">
                          <OfficerContact officer={reply.officer} />
                        </div>
                      </li>
                    ))}
                  </ol>
                )}
                <p className="mt-6 text-xs text-ink-muted">{t('grievance.board')}</p>
              </section>
            </>
          )}
        </div>
        <aside className="space-y-6">
          {grievance && (
            <div className="card p-5">
              <OfficerContact officer={grievance.officer} />
            </div>
          )}
          <Link href="/grievance" className="btn-outline">
            {t('grievance.newGrievance')}
          </Link>
        </aside>
      </div>
    </>
  );
}
