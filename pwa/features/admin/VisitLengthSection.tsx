import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';
import { VisitMinutes } from '../../../contract/visits.ts';
import { PlainField } from '../../components/FormField.tsx';
import { saveOwnVisitLength, visitHoursKeys, visitSettingsQuery, type VisitLengthOwner } from '../../data/visitHours.ts';
import { ApiError } from '../../lib/apiError.ts';
import { useFailureMessage } from '../../lib/formMessages.ts';
import toast from '../../lib/toast.ts';
import { useT } from '../../i18n/useT.tsx';
import { FormSection } from './FormControls.tsx';

const stored = (owner: VisitLengthOwner | null, lengths: { propertyId: string | null; projectId: string | null; minutes: number }[]) =>
  owner &&
  lengths.find((length) => ('propertyId' in owner ? length.propertyId === owner.propertyId : length.projectId === owner.projectId))
    ?.minutes;

/**
 * A listing's or project's own visit length, kept by the visit settings (docs/visits.md) and saved
 * after the form's own save: empty means the office's length. Untouched, it writes nothing.
 */
export function useOwnVisitLength(owner: VisitLengthOwner | null) {
  const t = useT();
  const failed = useFailureMessage();
  const queryClient = useQueryClient();
  const settings = useQuery(visitSettingsQuery());
  const office = settings.data?.data;
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const own = stored(owner, office?.lengths ?? []);
  const input = typed ?? (own ? String(own) : '');

  /** The length asked for (null: the office's), or the API's message for it, thrown before anything is saved. */
  function checked(): number | null | undefined {
    setError(undefined);
    if (typed === null) return undefined;
    if (!typed.trim()) return null;
    const result = v.safeParse(VisitMinutes, Number(typed.trim()));
    if (result.success) return result.output;
    const message = result.issues[0].message;
    setError(message);
    throw new ApiError(message, { status: 422 });
  }

  /**
   * Saves the length checked for the listing just saved, as that listing's own write (nothing when it
   * is as stored); the listing stays saved if this fails, and the admin is told.
   */
  async function save(saved: VisitLengthOwner, minutes: number | null | undefined) {
    if (minutes === undefined || minutes === (own ?? null)) return;
    try {
      await saveOwnVisitLength(saved, minutes);
      await queryClient.invalidateQueries({ queryKey: visitHoursKeys.settings });
      setTyped(null);
    } catch (failure) {
      toast.error(t('listingForm.visitLengthFailed', { reason: failed(failure, t('listingForm.tryAgain')) }));
    }
  }

  return { input, setInput: setTyped, error, officeMinutes: office?.defaultMinutes, checked, save };
}

/** The form's section for the length, with the office's length as its hint. */
export function VisitLengthSection({ length }: { length: ReturnType<typeof useOwnVisitLength> }) {
  const t = useT();
  return (
    <FormSection title={t('listingForm.siteVisits')} description={t('listingForm.siteVisitsDescription')}>
      <div className="sm:max-w-xs">
        <PlainField
          label={t('listingForm.visitLength')}
          name="visitMinutes"
          inputMode="numeric"
          value={length.input}
          error={length.error}
          hint={
            length.officeMinutes === undefined
              ? t('listingForm.visitLengthOffice')
              : t('listingForm.visitLengthHint', { minutes: length.officeMinutes })
          }
          onChange={(event) => length.setInput(event.currentTarget.value)}
        />
      </div>
    </FormSection>
  );
}
