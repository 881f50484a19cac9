/**
 * /admincp/privacy/grievances: the Grievance Officer's queue. Open grievances first, the most
 * pressing on top, each with its days left to the 90-day deadline and a warning when it is due
 * within 14 days or overdue; each opens what the person wrote, the answers so far and a form to
 * answer (mailed to the person with the officer's contact).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { grievanceStatuses, type Grievance, type GrievanceStatus } from '../../../../contract/grievances.ts';
import { formatMobile } from '../../../../contract/fields.ts';
import { Notice } from '../../../components/Notice.tsx';
import { answerGrievance, grievanceQuery, grievanceQueueQuery, privacyAdminKeys } from '../../../data/privacyAdmin.ts';
import { useT } from '../../../i18n/useT.tsx';
import { useFailureMessage } from '../../../lib/formMessages.ts';
import { AdminPageHeader } from '../AdminPageHeader.tsx';
import { EmptyList } from '../EmptyList.tsx';
import { PrivacyTabs } from './PrivacyTabs.tsx';
import { useAgencyDates } from './useAgencyDates.ts';

/** Days left, or how late, in words; with the warning's colour. */
function Deadline({ grievance }: { grievance: Grievance }) {
  const t = useT();
  const dates = useAgencyDates();
  if (grievance.status === 'resolved')
    return <span className="text-ink-muted">{t('grievanceQueue.resolvedOn', { date: dates.day(grievance.resolvedAt) })}</span>;
  const days = Math.abs(grievance.daysLeft);
  if (grievance.overdue)
    return (
      <span className="rounded-full bg-rose-100 px-2.5 py-1 text-xs font-bold text-rose-800" data-testid="grievance-overdue">
        {t('grievanceQueue.overdueBy', { days })}
      </span>
    );
  return (
    <span
      className={`rounded-full px-2.5 py-1 text-xs font-bold ${grievance.dueSoon ? 'bg-amber-100 text-amber-900' : 'bg-sand-100 text-ink-soft'}`}
      data-testid={grievance.dueSoon ? 'grievance-due-soon' : undefined}
    >
      {t('grievanceQueue.daysLeft', { days, date: dates.day(grievance.dueAt) })}
    </span>
  );
}

function GrievancePanel({ id, onChanged }: { id: string; onChanged: () => void }) {
  const t = useT();
  const describeFailure = useFailureMessage();
  const dates = useAgencyDates();
  const detail = useQuery(grievanceQuery(id));
  const [body, setBody] = useState('');
  const [status, setStatus] = useState<GrievanceStatus>('resolved');
  const [failure, setFailure] = useState<string | null>(null);
  const answer = useMutation({
    mutationFn: () => answerGrievance(id, { body, status }),
    onSuccess: () => {
      setFailure(null);
      setBody('');
      void detail.refetch();
      onChanged();
    },
    onError: (error) => setFailure(describeFailure(error, t('grievanceQueue.sendFailed'))),
  });
  const grievance = detail.data;
  if (detail.isError) return <p className="p-4 text-sm text-rose-700">{describeFailure(detail.error, t('grievanceQueue.detailFailed'))}</p>;
  if (!grievance) return <p className="p-4 text-sm text-ink-muted">{t('privacyAdmin.loading')}</p>;
  return (
    <div className="space-y-4 border-t border-sand-200 bg-sand-50 p-4 text-sm" data-testid="grievance-detail">
      <p className="break-words">
        <strong>{grievance.name}</strong> · {grievance.email}
        {grievance.mobile ? ` · ${formatMobile(grievance.mobile)}` : ''}
      </p>
      <p className="whitespace-pre-line rounded-xl bg-white p-3 ring-1 ring-sand-200">{grievance.description}</p>
      {grievance.replies.length > 0 && (
        <ol className="space-y-2" aria-label={t('grievanceQueue.answers')}>
          {grievance.replies.map((reply) => (
            <li key={reply._id} className="rounded-xl bg-white p-3 ring-1 ring-sand-200">
              <p className="text-xs text-ink-muted">
                {dates.clock(reply.at)} · {t('grievanceQueue.status', { status: reply.status })}
              </p>
              <p className="mt-1 whitespace-pre-line">{reply.body}</p>
              <p className="mt-2 text-xs text-ink-muted">
                {t('grievanceQueue.sentWith', { officer: `${reply.officer.name} · ${reply.officer.email} · ${reply.officer.phone}` })}
              </p>
            </li>
          ))}
        </ol>
      )}
      <form
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          answer.mutate();
        }}
      >
        <label className="block">
          <span className="label">{t('grievanceQueue.answer')}</span>
          <textarea className="field min-h-28" value={body} onChange={(event) => setBody(event.target.value)} required minLength={10} />
        </label>
        <div className="flex flex-wrap items-end gap-3">
          <label className="block">
            <span className="label">{t('grievanceQueue.then')}</span>
            <select className="field" value={status} onChange={(event) => setStatus(event.target.value as GrievanceStatus)}>
              {grievanceStatuses.map((value) => (
                <option key={value} value={value}>
                  {t('grievanceQueue.status', { status: value })}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn-primary" disabled={answer.isPending}>
            {answer.isPending ? t('grievanceQueue.sending') : t('grievanceQueue.send')}
          </button>
        </div>
        {failure && (
          <p role="alert" className="font-medium text-rose-700">
            {failure}
          </p>
        )}
      </form>
    </div>
  );
}

export function GrievanceQueue() {
  const t = useT();
  const describeFailure = useFailureMessage();
  const dates = useAgencyDates();
  const queryClient = useQueryClient();
  const initial = typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('grievance');
  const [status, setStatus] = useState('');
  const [openId, setOpenId] = useState<string | null>(initial);
  const list = useQuery(grievanceQueueQuery(status));
  const grievances = list.data?.data ?? [];
  const meta = list.data?.meta;
  return (
    <div>
      <AdminPageHeader title={t('privacyAdmin.title')} description={t('grievanceQueue.description')} />
      <PrivacyTabs />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <select
          className="field !w-auto"
          value={status}
          onChange={(event) => setStatus(event.target.value)}
          aria-label={t('grievanceQueue.statusFilter')}
        >
          <option value="">{t('grievanceQueue.all')}</option>
          {grievanceStatuses.map((value) => (
            <option key={value} value={value}>
              {t('grievanceQueue.status', { status: value })}
            </option>
          ))}
        </select>
        {meta && (meta.overdue > 0 || meta.dueSoon > 0) && (
          <p role="status" className="text-sm font-semibold text-rose-800" data-testid="grievance-warnings">
            {meta.overdue > 0 ? t('grievanceQueue.overdue', { count: meta.overdue }) : ''}
            {meta.overdue > 0 && meta.dueSoon > 0 ? ' · ' : ''}
            {meta.dueSoon > 0 ? t('grievanceQueue.dueSoon', { count: meta.dueSoon }) : ''}
          </p>
        )}
      </div>
      {list.isError && <Notice tone="error" title={describeFailure(list.error, t('grievanceQueue.loadFailed'))} />}
      {list.isSuccess && grievances.length === 0 && <EmptyList title={t('grievanceQueue.empty')} />}
      <ul className="space-y-3" aria-label={t('grievanceQueue.list')}>
        {grievances.map((grievance) => (
          <li key={grievance._id} className="card overflow-hidden" data-testid="grievance-row">
            <button
              type="button"
              className="focus-ring grid w-full gap-2 p-4 text-left text-sm sm:grid-cols-[9rem_1fr_auto] sm:items-center"
              aria-expanded={openId === grievance._id}
              onClick={() => setOpenId(openId === grievance._id ? null : grievance._id)}
            >
              <span className="font-mono text-xs text-ink-muted">{grievance.trackingNumber}</span>
              <span className="min-w-0 break-words">
                <strong className="text-ink">{grievance.name}</strong> · {t('grievanceQueue.topic', { topic: grievance.topic })} ·{' '}
                {t('grievanceQueue.status', { status: grievance.status })}
                <span className="block text-xs text-ink-muted">{t('grievanceQueue.filed', { date: dates.day(grievance.filedAt) })}</span>
              </span>
              <Deadline grievance={grievance} />
            </button>
            {openId === grievance._id && (
              <GrievancePanel
                id={grievance._id}
                onChanged={() => void queryClient.invalidateQueries({ queryKey: privacyAdminKeys.grievances })}
              />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
