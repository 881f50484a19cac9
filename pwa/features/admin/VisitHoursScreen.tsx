/**
 * /admincp/visit-hours: what the free visit times are made of. An admin sets each agent's weekly
 * working hours and blocked periods (leave, Diwali) and the office's visit length and travel buffer;
 * an agent sees their own hours and blocks. All times are Surat's (docs/visits.md).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { agencyClock, timeOf, type Availability, type VisitSettings } from '../../../contract/visits.ts';
import { PlainField } from '../../components/FormField.tsx';
import { Notice } from '../../components/Notice.tsx';
import type { Versioned } from '../../data/admin.ts';
import { leadAssignmentQuery } from '../../data/leadAssignment.ts';
import {
  agentAvailabilityQuery,
  myAvailabilityQuery,
  saveAvailability,
  saveVisitSettings,
  visitHoursKeys,
  visitSettingsQuery,
} from '../../data/visitHours.ts';
import { INTL_LOCALES } from '../../i18n/locales.ts';
import { useLocale, useT } from '../../i18n/useT.tsx';
import { useFailureMessage } from '../../lib/formMessages.ts';
import { isAdmin, useAuth } from '../../lib/store.ts';
import { AdminPageHeader } from './AdminPageHeader.tsx';

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** A weekday's name (0 Sunday): 29 November 2026 was a Sunday. */
const weekdayName = (weekday: number, intl: string) =>
  new Intl.DateTimeFormat(intl, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 10, 29 + weekday, 12)));

/** An instant as a `datetime-local` value in Surat time. */
const suratLocal = (iso: string) => {
  const { date, minute } = agencyClock(iso);
  return `${date}T${timeOf(minute)}`;
};
/** A `datetime-local` value read as Surat time. */
const fromSuratLocal = (local: string) => new Date(`${local}:00+05:30`).toISOString();

const suratMoment = (iso: string, intl: string) =>
  new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(new Date(iso));

type Window = Availability['hours'][number];
interface BlockDraft {
  key: string;
  from: string;
  to: string;
  reason: string;
}

/** One of the screen's cards under its title; `id` names the title for the card's label. */
function HoursCard({ id, title, className = '', children }: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <section className={`card p-5 ${className}`.trimEnd()} aria-labelledby={id}>
      <h2 id={id} className="text-lg font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The agent's hours and blocks as an admin edits them. */
function AvailabilityEditor({ agentId, availability }: { agentId: string; availability: Availability }) {
  const t = useT();
  const intl = INTL_LOCALES[useLocale()];
  const queryClient = useQueryClient();
  const [hours, setHours] = useState<Window[]>(availability.hours);
  const [blocks, setBlocks] = useState<BlockDraft[]>(
    availability.blocks.map((block) => ({ key: block._id, from: suratLocal(block.from), to: suratLocal(block.to), reason: block.reason })),
  );
  const save = useMutation({
    mutationFn: () =>
      saveAvailability(agentId, {
        hours,
        blocks: blocks.map((block) => ({ from: fromSuratLocal(block.from), to: fromSuratLocal(block.to), reason: block.reason })),
      }),
    onSuccess: (saved) => queryClient.setQueryData(visitHoursKeys.agent(agentId), saved),
  });
  const setWindow = (index: number, change: Partial<Window>) =>
    setHours((current) => current.map((window, at) => (at === index ? { ...window, ...change } : window)));
  const setBlock = (key: string, change: Partial<BlockDraft>) =>
    setBlocks((current) => current.map((block) => (block.key === key ? { ...block, ...change } : block)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };

  return (
    <form onSubmit={submit} className="space-y-6" data-testid="availability-editor">
      <HoursCard id="weekly-hours" title={t('visitHours.weekly')} className="space-y-3">
        <ul className="divide-y divide-sand-200">
          {WEEKDAYS.map((weekday) => {
            const day = weekdayName(weekday, intl);
            const windows = hours.map((window, index) => ({ window, index })).filter(({ window }) => window.weekday === weekday);
            return (
              <li key={weekday} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start" data-testid={`weekday-${weekday}`}>
                <span className="w-32 shrink-0 pt-2 font-semibold text-ink">{day}</span>
                <div className="flex flex-1 flex-col gap-2">
                  {windows.length === 0 && <span className="pt-2 text-sm text-ink-muted">{t('visitHours.closed')}</span>}
                  {windows.map(({ window, index }) => (
                    <div key={index} className="flex flex-wrap items-center gap-2">
                      <input
                        type="time"
                        className="field !w-32"
                        aria-label={`${day}: ${t('visitHours.from')}`}
                        value={window.from}
                        step={1800}
                        onChange={(event) => setWindow(index, { from: event.currentTarget.value })}
                      />
                      <span aria-hidden="true">–</span>
                      <input
                        type="time"
                        className="field !w-32"
                        aria-label={`${day}: ${t('visitHours.to')}`}
                        value={window.to === '24:00' ? '23:59' : window.to}
                        step={1800}
                        onChange={(event) => setWindow(index, { to: event.currentTarget.value })}
                      />
                      <button
                        type="button"
                        className="text-sm font-semibold text-rose-700 underline"
                        onClick={() => setHours((current) => current.filter((_, at) => at !== index))}
                      >
                        {t('visitHours.remove')}
                      </button>
                    </div>
                  ))}
                  <button
                    type="button"
                    className="self-start text-sm font-semibold text-brand-700 underline"
                    aria-label={`${day}: ${t('visitHours.addWindow')}`}
                    onClick={() => setHours((current) => [...current, { weekday, from: '10:00', to: '19:00' }])}
                  >
                    {t('visitHours.addWindow')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      </HoursCard>

      <HoursCard id="blocks" title={t('visitHours.blocks')} className="space-y-3">
        <p className="text-sm text-ink-soft">{t('visitHours.blocksHint')}</p>
        {blocks.length === 0 && <p className="text-sm text-ink-muted">{t('visitHours.noBlocks')}</p>}
        {blocks.map((block) => (
          <div key={block.key} className="grid gap-2 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end" data-testid="block">
            <PlainField
              label={t('visitHours.from')}
              type="datetime-local"
              value={block.from}
              required
              onChange={(event) => setBlock(block.key, { from: event.currentTarget.value })}
            />
            <PlainField
              label={t('visitHours.to')}
              type="datetime-local"
              value={block.to}
              required
              onChange={(event) => setBlock(block.key, { to: event.currentTarget.value })}
            />
            <PlainField
              label={t('visitHours.reason')}
              value={block.reason}
              maxLength={120}
              onChange={(event) => setBlock(block.key, { reason: event.currentTarget.value })}
            />
            <button
              type="button"
              className="pb-2 text-sm font-semibold text-rose-700 underline"
              onClick={() => setBlocks((current) => current.filter((other) => other.key !== block.key))}
            >
              {t('visitHours.remove')}
            </button>
          </div>
        ))}
        <button
          type="button"
          className="btn-outline text-sm"
          onClick={() => {
            const today = agencyClock(new Date()).date;
            setBlocks((current) => [...current, { key: crypto.randomUUID(), from: `${today}T00:00`, to: `${today}T23:59`, reason: '' }]);
          }}
        >
          {t('visitHours.addBlock')}
        </button>
      </HoursCard>

      <SaveRow save={save} label={t('visitHours.save')} />
    </form>
  );
}

/** A form's save button and what became of the last save. */
function SaveRow({ save, label }: { save: { isPending: boolean; isSuccess: boolean; isError: boolean; error: unknown }; label: string }) {
  const t = useT();
  const describeFailure = useFailureMessage();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="submit" className="btn-primary" disabled={save.isPending}>
        {label}
      </button>
      <p role="status" className="text-sm">
        {save.isSuccess && <span className="font-semibold text-emerald-700">{t('visitHours.saved')}</span>}
        {save.isError && (
          <span className="font-semibold text-rose-700">{t('visitHours.failed', { reason: describeFailure(save.error, '') })}</span>
        )}
      </p>
    </div>
  );
}

/**
 * The office's visit length and travel buffer, saved from the version shown: once someone else saved
 * them the save is refused and says so. The listings' own lengths are set on each listing.
 */
function SettingsEditor({ versioned }: { versioned: Versioned<VisitSettings> }) {
  const t = useT();
  const queryClient = useQueryClient();
  const settings = versioned.data;
  const [defaultMinutes, setDefaultMinutes] = useState(String(settings.defaultMinutes));
  const [bufferMinutes, setBufferMinutes] = useState(String(settings.bufferMinutes));
  const save = useMutation({
    mutationFn: () => saveVisitSettings({ defaultMinutes: Number(defaultMinutes), bufferMinutes: Number(bufferMinutes) }, versioned.etag),
    onSuccess: (saved) => queryClient.setQueryData(visitHoursKeys.settings, saved),
  });
  return (
    <form
      className="card space-y-3 p-5"
      aria-labelledby="visit-settings"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <h2 id="visit-settings" className="text-lg font-bold text-ink">
        {t('visitHours.settings')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <PlainField
          label={t('visitHours.length')}
          type="number"
          min={15}
          max={240}
          step={5}
          value={defaultMinutes}
          onChange={(event) => setDefaultMinutes(event.currentTarget.value)}
        />
        <PlainField
          label={t('visitHours.buffer')}
          type="number"
          min={0}
          max={120}
          step={5}
          value={bufferMinutes}
          onChange={(event) => setBufferMinutes(event.currentTarget.value)}
        />
      </div>
      {settings.lengths.length > 0 && (
        <p className="text-sm text-ink-soft">{t('visitHours.perListing', { count: settings.lengths.length })}</p>
      )}
      <SaveRow save={save} label={t('visitHours.saveSettings')} />
    </form>
  );
}

function OfficeVisitHours() {
  const t = useT();
  const describeFailure = useFailureMessage();
  const assignment = useQuery(leadAssignmentQuery());
  const settings = useQuery(visitSettingsQuery());
  const agents = assignment.data?.agents ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const agentId = chosen ?? agents[0]?._id ?? null;
  const availability = useQuery({ ...agentAvailabilityQuery(agentId ?? ''), enabled: agentId !== null });
  const agentSelect = useId();
  const failure = assignment.error ?? availability.error ?? settings.error;

  return (
    <div className="space-y-6">
      {failure && <Notice tone="error" title={t('visitHours.loadFailed', { reason: describeFailure(failure, '') })} />}
      {settings.data && <SettingsEditor versioned={settings.data} />}
      {assignment.data && agents.length === 0 && <p className="text-sm text-ink-muted">{t('visitHours.noAgents')}</p>}
      {agents.length > 0 && (
        <div className="max-w-sm">
          <label htmlFor={agentSelect} className="label">
            {t('visitHours.agent')}
          </label>
          <select id={agentSelect} className="field" value={agentId ?? ''} onChange={(event) => setChosen(event.currentTarget.value)}>
            {agents.map((agent) => (
              <option key={agent._id} value={agent._id}>
                {agent.fullName}
              </option>
            ))}
          </select>
        </div>
      )}
      {agentId && availability.data && availability.data.agentId === agentId && (
        <AvailabilityEditor key={agentId} agentId={agentId} availability={availability.data} />
      )}
    </div>
  );
}

/** An agent's own hours and blocks, as the office set them. */
function MyVisitHours() {
  const t = useT();
  const describeFailure = useFailureMessage();
  const intl = INTL_LOCALES[useLocale()];
  const mine = useQuery(myAvailabilityQuery());
  if (mine.isError) return <Notice tone="error" title={t('visitHours.loadFailed', { reason: describeFailure(mine.error, '') })} />;
  if (!mine.data) return null;
  return (
    <div className="space-y-6" data-testid="my-visit-hours">
      <HoursCard id="weekly-hours" title={t('visitHours.weekly')}>
        <dl className="mt-3 divide-y divide-sand-200">
          {WEEKDAYS.map((weekday) => {
            const windows = mine.data.hours.filter((window) => window.weekday === weekday);
            return (
              <div key={weekday} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
                <dt className="font-semibold text-ink">{weekdayName(weekday, intl)}</dt>
                <dd className="text-ink-soft">
                  {windows.length ? windows.map((window) => `${window.from}–${window.to}`).join(', ') : t('visitHours.closed')}
                </dd>
              </div>
            );
          })}
        </dl>
      </HoursCard>
      <HoursCard id="blocks" title={t('visitHours.blocks')}>
        {mine.data.blocks.length === 0 ? (
          <p className="mt-2 text-sm text-ink-muted">{t('visitHours.noBlocks')}</p>
        ) : (
          <ul className="mt-2 space-y-1 text-sm">
            {mine.data.blocks.map((block) => (
              <li key={block._id}>
                {suratMoment(block.from, intl)} – {suratMoment(block.to, intl)}
                {block.reason ? ` · ${block.reason}` : ''}
              </li>
            ))}
          </ul>
        )}
      </HoursCard>
    </div>
  );
}

export function VisitHoursScreen() {
  const t = useT();
  const { user } = useAuth();
  const admin = isAdmin(user);
  return (
    <div>
      <AdminPageHeader title={t('visitHours.title')} description={t(admin ? 'visitHours.description' : 'visitHours.mine')} />
      {admin ? <OfficeVisitHours /> : <MyVisitHours />}
    </div>
  );
}
