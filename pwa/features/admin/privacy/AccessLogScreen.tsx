/**
 * /admincp/privacy/access-log: who among the staff opened which person's records, newest first,
 * filtered by a record's id (a lead, a buyer, an account, a grievance), the reader and the days.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AccessLogEntry } from '../../../../contract/accessLog.ts';
import { Notice } from '../../../components/Notice.tsx';
import { accessLogQuery } from '../../../data/privacyAdmin.ts';
import { errorMessage } from '../../../lib/apiError.ts';
import { AdminPageHeader } from '../AdminPageHeader.tsx';
import { EmptyList } from '../EmptyList.tsx';
import { agencyClock } from '../../enquiries/receivedTime.ts';
import { PrivacyTabs } from './PrivacyTabs.tsx';

const actionWords: Record<string, string> = {
  'enquiry.viewed': 'Opened a lead',
  'enquiries.listed': 'Listed leads',
  'enquiries.exported': 'Exported leads (CSV)',
  'user.viewed': 'Opened an account',
  'users.listed': 'Listed accounts',
  'grievance.viewed': 'Opened a grievance',
  'grievances.listed': 'Listed grievances',
  'buyer.viewed': 'Opened a buyer',
  'buyers.listed': 'Listed buyers',
};

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

const kindWords: Record<AccessLogEntry['subjectType'], string> = {
  enquiry: 'leads',
  user: 'accounts',
  grievance: 'grievances',
  buyer: 'buyers',
};

/** The ids a read showed; each picks that record as the filter (everyone who opened it). */
function Records({ entry, onPick }: { entry: AccessLogEntry; onPick: (id: string) => void }) {
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
        {entry.subjectIds.length} {kindWords[entry.subjectType]}
      </button>
      {open && ids}
    </span>
  );
}

export function AccessLogScreen() {
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
      <AdminPageHeader title="Privacy" description="Every time the staff open a person’s records. Kept for at least a year." />
      <PrivacyTabs />
      <form className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4" onSubmit={(event) => event.preventDefault()} aria-label="Filters">
        <label className="block">
          <span className="label">Whose record (its id)</span>
          <input className="field" value={filters.subjectId} onChange={set('subjectId')} placeholder="A lead, buyer, account…" />
        </label>
        <label className="block">
          <span className="label">Who opened it (account id)</span>
          <input className="field" value={filters.actorId} onChange={set('actorId')} placeholder="Or pick a name below" />
        </label>
        <label className="block">
          <span className="label">From</span>
          <input className="field" type="date" value={filters.from} onChange={set('from')} />
        </label>
        <label className="block">
          <span className="label">To</span>
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
          Clear the filters
        </button>
      )}
      {log.isError && <Notice tone="error" title={errorMessage(log.error, 'The access log could not be loaded.')} />}
      {log.isSuccess && entries.length === 0 && <EmptyList title="Nothing in the log for these filters." />}
      <ul className="space-y-2" aria-label="Access log">
        {entries.map((entry) => (
          <li key={entry._id} className="card grid gap-1 p-3 text-sm sm:grid-cols-[11rem_12rem_1fr]" data-testid="access-log-entry">
            <time dateTime={entry.at} className="text-ink-muted">
              {agencyClock(entry.at)}
            </time>
            <span className="min-w-0 break-words">
              <button
                type="button"
                className="font-semibold text-brand-800 hover:underline"
                title="Show only this reader"
                onClick={() => set('actorId')({ target: { value: entry.actor._id } })}
              >
                {entry.actor.fullName ?? 'Deleted account'}
              </button>{' '}
              <span className="text-xs text-ink-muted">({entry.actor.role})</span>
            </span>
            <span className="min-w-0">
              {actionWords[entry.action] ?? entry.action}:{' '}
              <Records entry={entry} onPick={(id) => set('subjectId')({ target: { value: id } })} />
            </span>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <div className="mt-4 flex items-center gap-3 text-sm">
          <button type="button" className="btn-outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Newer
          </button>
          <span>
            Page {page} of {pages}
          </span>
          <button type="button" className="btn-outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Older
          </button>
        </div>
      )}
    </div>
  );
}
