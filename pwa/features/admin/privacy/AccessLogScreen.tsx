/**
 * /admincp/privacy/access-log: who among the staff opened which person's records, newest first,
 * filtered by a record's id (a lead, a buyer, an account, a grievance), the reader and the days.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AccessLogEntry } from '../../../../contract/accessLog.ts';
import { Notice } from '../../../components/Notice.tsx';
import { accessLogQuery } from '../../../data/privacyAdmin.ts';
import { useT } from '../../../i18n/useT.tsx';
import { useFailureMessage } from '../../../lib/formMessages.ts';
import { AdminPageHeader } from '../AdminPageHeader.tsx';
import { EmptyList } from '../EmptyList.tsx';
import { PrivacyTabs } from './PrivacyTabs.tsx';
import { useAgencyDates } from './useAgencyDates.ts';

interface Filters {
  subjectId: string;
  actorId: string;
  from: string;
  to: string;
}

function queryString(filters: Filters, page: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value.trim()) params.set(key, value.trim());
  params.set('page', String(page));
  return params.toString();
}

/** The ids a read showed; each picks that record as the filter (everyone who opened it). */
function Records({ entry, onPick }: { entry: AccessLogEntry; onPick: (id: string) => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const ids = (
    <span className="mt-1 flex flex-wrap gap-x-2">
      {entry.subjectIds.map((id) => (
        <button
          key={id}
          type="button"
          className="break-all text-left font-mono text-xs text-brand-800 hover:underline"
          onClick={() => onPick(id)}
        >
          {id}
        </button>
      ))}
    </span>
  );
  if (entry.subjectIds.length === 1) return ids;
  return (
    <span>
      <button type="button" className="font-semibold text-brand-800 hover:underline" aria-expanded={open} onClick={() => setOpen(!open)}>
        {t('accessLog.records', { count: entry.subjectIds.length, kind: entry.subjectType })}
      </button>
      {open && ids}
    </span>
  );
}

export function AccessLogScreen() {
  const t = useT();
  const failure = useFailureMessage();
  const dates = useAgencyDates();
  const [filters, setFilters] = useState<Filters>({ subjectId: '', actorId: '', from: '', to: '' });
  const [page, setPage] = useState(1);
  const log = useQuery(accessLogQuery(queryString(filters, page)));
  const set = (key: keyof Filters) => (event: { target: { value: string } }) => {
    setPage(1);
    setFilters((current) => ({ ...current, [key]: event.target.value }));
  };
  const entries = log.data?.data ?? [];
  const total = log.data?.meta?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / 50));
  return (
    <div>
      <AdminPageHeader title={t('privacyAdmin.title')} description={t('accessLog.description')} />
      <PrivacyTabs />
      <form
        className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
        onSubmit={(event) => event.preventDefault()}
        aria-label={t('accessLog.filters')}
      >
        <label className="block">
          <span className="label">{t('accessLog.subject')}</span>
          <input className="field" value={filters.subjectId} onChange={set('subjectId')} placeholder={t('accessLog.subjectHint')} />
        </label>
        <label className="block">
          <span className="label">{t('accessLog.actor')}</span>
          <input className="field" value={filters.actorId} onChange={set('actorId')} placeholder={t('accessLog.actorHint')} />
        </label>
        <label className="block">
          <span className="label">{t('accessLog.from')}</span>
          <input className="field" type="date" value={filters.from} onChange={set('from')} />
        </label>
        <label className="block">
          <span className="label">{t('accessLog.to')}</span>
          <input className="field" type="date" value={filters.to} onChange={set('to')} />
        </label>
      </form>
      {Object.values(filters).some((value) => value.trim()) && (
        <button
          type="button"
          className="mb-4 text-sm font-semibold text-brand-800 hover:underline"
          onClick={() => {
            setPage(1);
            setFilters({ subjectId: '', actorId: '', from: '', to: '' });
          }}
        >
          {t('accessLog.clear')}
        </button>
      )}
      {log.isError && <Notice tone="error" title={failure(log.error, t('accessLog.loadFailed'))} />}
      {log.isSuccess && entries.length === 0 && <EmptyList title={t('accessLog.empty')} />}
      <ul className="space-y-2" aria-label={t('accessLog.list')}>
        {entries.map((entry) => (
          <li key={entry._id} className="card grid gap-1 p-3 text-sm sm:grid-cols-[11rem_12rem_1fr]" data-testid="access-log-entry">
            <time dateTime={entry.at} className="text-ink-muted">
              {dates.clock(entry.at)}
            </time>
            <span className="min-w-0 break-words">
              <button
                type="button"
                className="font-semibold text-brand-800 hover:underline"
                title={t('accessLog.onlyReader')}
                onClick={() => set('actorId')({ target: { value: entry.actor._id } })}
              >
                {entry.actor.fullName ?? t('accessLog.deletedAccount')}
              </button>{' '}
              <span className="text-xs text-ink-muted">({t('accessLog.role', { role: entry.actor.role })})</span>
            </span>
            <span className="min-w-0">
              {t('accessLog.action', { action: entry.action.replace('.', '_') })}:{' '}
              <Records entry={entry} onPick={(id) => set('subjectId')({ target: { value: id } })} />
            </span>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <div className="mt-4 flex items-center gap-3 text-sm">
          <button type="button" className="btn-outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('accessLog.newer')}
          </button>
          <span>{t('accessLog.page', { page, pages })}</span>
          <button type="button" className="btn-outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('accessLog.older')}
          </button>
        </div>
      )}
    </div>
  );
}
