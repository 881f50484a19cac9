/**
 * The Enquire form's free visit times: the next 14 days as a row of day chips, the chosen day's
 * times as a grid, in Surat time and the page's language. A lazy part of the form, loaded when the
 * visitor asks for a time, with its words (the visits area). With no connection it says the form
 * will send a request instead; after a refused booking it offers the server's next free times first.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { slotsByDay, agencyClock, type Slot } from '../../../contract/visits.ts';
import { freeSlotsQuery, type VisitListingRef } from '../../data/visits.ts';
import { ApiError } from '../../lib/apiError.ts';
import { INTL_LOCALES } from '../../i18n/locales.ts';
import { useLocale, useT } from '../../i18n/useT.tsx';
import { slotDay, slotTime, visitMoment } from './visitTimes.ts';

export interface SlotPickerProps {
  listing: VisitListingRef;
  chosen: string | null;
  onChoose: (slot: Slot) => void;
  /** The server's next free times after the chosen one was taken meanwhile. */
  suggested: readonly Slot[];
}

const chipClass = (on: boolean) =>
  `flex min-w-[4.5rem] shrink-0 flex-col items-center rounded-xl border px-3 py-2 text-sm ${
    on ? 'border-brand-700 bg-brand-700 text-white' : 'border-sand-300 bg-white text-ink hover:border-brand-500'
  }`;

const timeClass = (on: boolean) =>
  `rounded-lg border px-2 py-2 text-sm font-semibold ${
    on ? 'border-brand-700 bg-brand-700 text-white' : 'border-sand-300 bg-white text-ink hover:border-brand-500'
  }`;

export function SlotPicker({ listing, chosen, onChoose, suggested }: SlotPickerProps) {
  const t = useT();
  const intl = INTL_LOCALES[useLocale()];
  const free = useQuery(freeSlotsQuery(listing));
  const days = slotsByDay(free.data?.slots ?? []);
  const [day, setDay] = useState<string | null>(chosen ? agencyClock(chosen).date : null);
  const shown = days.find((entry) => entry.date === day) ?? days[0];

  if (free.isPending) {
    return (
      <p role="status" className="text-sm text-ink-soft">
        {t('visits.picker.loading')}
      </p>
    );
  }
  if (free.isError) {
    const offline = free.error instanceof ApiError && free.error.network;
    return (
      <p role="status" className="rounded-xl bg-sand-100 p-3 text-sm text-ink" data-testid="slot-picker-unavailable">
        {t(offline ? 'visits.picker.offline' : 'visits.picker.failed')}
      </p>
    );
  }

  return (
    <div className="space-y-3" data-testid="slot-picker">
      {suggested.length > 0 && (
        <div>
          <p className="label mb-2">{t('visits.picker.next')}</p>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {suggested.map((slot) => (
              <button
                key={slot.startsAt}
                type="button"
                className={timeClass(slot.startsAt === chosen)}
                aria-pressed={slot.startsAt === chosen}
                onClick={() => onChoose(slot)}
              >
                {visitMoment(slot.startsAt, intl)}
              </button>
            ))}
          </div>
        </div>
      )}
      {days.length === 0 || !shown ? (
        <p className="rounded-xl bg-sand-100 p-3 text-sm text-ink">{t('visits.picker.none')}</p>
      ) : (
        <>
          <p className="label">{t('visits.picker.title')}</p>
          {/* Sized by its parent, not its chips: two weeks of days scroll inside the row, never widen the page. */}
          <div className="flex w-0 min-w-full gap-2 overflow-x-auto pb-1" role="group" aria-label={t('visits.picker.days')}>
            {days.map((entry) => {
              const words = slotDay(entry.date, intl);
              const on = entry.date === shown.date;
              return (
                <button
                  key={entry.date}
                  type="button"
                  className={chipClass(on)}
                  aria-pressed={on}
                  aria-label={`${words.long}, ${t('visits.picker.count', { count: entry.slots.length })}`}
                  onClick={() => setDay(entry.date)}
                >
                  <span className="text-xs">{words.weekday}</span>
                  <span className="font-semibold">{words.day}</span>
                </button>
              );
            })}
          </div>
          <div role="group" aria-label={t('visits.picker.times', { day: slotDay(shown.date, intl).long })}>
            <div className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-3 xl:grid-cols-4">
              {shown.slots.map((slot) => (
                <button
                  key={slot.startsAt}
                  type="button"
                  className={timeClass(slot.startsAt === chosen)}
                  aria-pressed={slot.startsAt === chosen}
                  data-starts-at={slot.startsAt}
                  onClick={() => onChoose(slot)}
                >
                  {slotTime(slot.startsAt, intl)}
                </button>
              ))}
            </div>
          </div>
          <p className="text-xs text-ink-muted">{t('visits.picker.length', { minutes: free.data.minutes })}</p>
        </>
      )}
    </div>
  );
}
