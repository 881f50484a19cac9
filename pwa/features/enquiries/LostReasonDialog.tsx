/**
 * Asked on every move of a lead to lost: the reason from the list, and the words of an 'other'
 * one. The server asks the same (contract/enquiries.ts lostReasonProblems); the move is sent only
 * with a reason.
 */
import { useRef, useState, type FormEvent } from 'react';
import { lostReasonProblems, lostReasons, type LostReason } from '../../../contract/enquiries.ts';
import { DialogDescription, DialogFrame } from '../../components/DialogFrame.tsx';
import { RadioChoices } from '../../components/RadioChoices.tsx';
import type { MessageId } from '../../i18n/messages/en.ts';
import { useT } from '../../i18n/useT.tsx';

/** Each reason's words. */
export const lostReasonWords: Record<LostReason, MessageId> = {
  budget: 'lost.reason.budget',
  location: 'lost.reason.location',
  bought_elsewhere: 'lost.reason.bought_elsewhere',
  not_reachable: 'lost.reason.not_reachable',
  not_genuine: 'lost.reason.not_genuine',
  other: 'lost.reason.other',
};

export function LostReasonDialog({
  open,
  busy,
  failure,
  onClose,
  onConfirm,
}: {
  open: boolean;
  busy: boolean;
  /** The server's refusal, if any. */
  failure: string | null;
  onClose: () => void;
  onConfirm: (choice: { lostReason: LostReason; lostNote?: string }) => void;
}) {
  const t = useT();
  const cancel = useRef<HTMLButtonElement>(null);
  const [reason, setReason] = useState<LostReason | undefined>();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = lostReasonProblems(reason, note);
    if (problems.lostReason) return setProblem(t('lost.reasonRequired'));
    if (problems.lostNote) return setProblem(t('lost.otherRequired'));
    setProblem(null);
    onConfirm(reason === 'other' ? { lostReason: reason, lostNote: note.trim() } : { lostReason: reason! });
  };

  return (
    <DialogFrame
      open={open}
      onClose={busy ? () => {} : onClose}
      initialFocus={cancel}
      icon="alert"
      tone="warning"
      title={t('lost.title')}
      description={<DialogDescription className="mt-1 text-sm text-ink-soft">{t('lost.description')}</DialogDescription>}
      panelClassName="max-w-md p-6"
    >
      <form onSubmit={submit} className="mt-4 space-y-4" data-testid="lost-reason-dialog">
        <RadioChoices
          legend={t('lost.reasons')}
          name="lostReason"
          options={lostReasons}
          value={reason}
          labelOf={(choice) => t(lostReasonWords[choice])}
          onChange={(choice) => {
            setReason(choice);
            setProblem(null);
          }}
        />
        {reason === 'other' && (
          <label className="block">
            <span className="label">{t('lost.otherLabel')}</span>
            <input className="field" value={note} onChange={(event) => setNote(event.target.value)} maxLength={500} autoFocus />
          </label>
        )}
        {(problem ?? failure) && (
          <p role="alert" className="text-sm font-medium text-rose-700">
            {problem ?? failure}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <button ref={cancel} type="button" className="btn-outline" onClick={onClose} disabled={busy}>
            {t('lost.cancel')}
          </button>
          <button type="submit" className="btn-primary" disabled={busy}>
            {t('lost.confirm')}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
