import { useRef } from 'react';
import { DialogDescription, DialogFrame } from '../../components/DialogFrame.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { Icon } from '../../components/Icon.tsx';
import type { Versioned } from '../../data/admin.ts';
import { useFormMessage } from '../../lib/formMessages.ts';
import { useT } from '../../i18n/useT.tsx';
import type { ConflictRow } from './editConflict.ts';
import type { EditConflict, useEditConflict } from './useEditConflict.ts';

interface EditConflictDialogProps {
  open: boolean;
  /** The server's message: 'This property was changed by someone else. Reload to see their changes.' */
  message: string;
  rows: readonly ConflictRow[];
  overwriting: boolean;
  onReload: () => void;
  onOverwrite: () => void;
  onClose: () => void;
}

/**
 * Someone else saved the record while this admin was editing it: both versions of the fields that
 * differ, side by side (stacked on a phone), with Reload (take theirs into the form) and Overwrite
 * (save yours over theirs). Cancel, Escape and the backdrop keep the form as it is; Reload has the
 * initial focus, as the choice that loses nothing saved.
 */
export function EditConflictDialog({ open, message, rows, overwriting, onReload, onOverwrite, onClose }: EditConflictDialogProps) {
  const t = useT();
  const localize = useFormMessage();
  const reloadRef = useRef<HTMLButtonElement>(null);
  const empty = <span className="italic text-ink-muted">{t('listingForm.empty')}</span>;
  return (
    <DialogFrame
      open={open}
      onClose={() => !overwriting && onClose()}
      initialFocus={reloadRef}
      icon="alert"
      tone="warning"
      title={localize(message)}
      description={
        <DialogDescription className="mt-1 text-sm text-ink-soft">
          {rows.length > 0 ? t('listingForm.conflictSome') : t('listingForm.conflictNone')}
        </DialogDescription>
      }
      panelClassName="flex max-h-[calc(100dvh-2rem)] max-w-2xl flex-col"
      headerClassName="p-6 pb-4"
    >
      {rows.length > 0 && (
        <dl className="min-h-0 flex-1 space-y-3 overflow-y-auto px-6" aria-label={t('listingForm.fieldsDiffer')}>
          {rows.map((row) => (
            <div key={row.name} className="rounded-xl border border-sand-200 p-3" data-conflict-field={row.name}>
              <dt className="text-xs font-bold uppercase tracking-wide text-ink-muted">{row.label}</dt>
              <dd className="mt-2 grid gap-2 sm:grid-cols-2">
                <div className="rounded-lg bg-sand p-2.5">
                  <p className="text-xs font-semibold text-ink-soft">{t('listingForm.theirs')}</p>
                  <p className="mt-0.5 break-words text-sm text-ink" data-version="theirs">
                    {row.theirs || empty}
                  </p>
                </div>
                <div className="rounded-lg bg-brand-50 p-2.5">
                  <p className="text-xs font-semibold text-brand-800">{t('listingForm.yours')}</p>
                  <p className="mt-0.5 break-words text-sm text-ink" data-version="yours">
                    {row.yours || empty}
                  </p>
                </div>
              </dd>
            </div>
          ))}
        </dl>
      )}

      <div className="flex flex-col-reverse gap-3 border-t border-sand-200 p-6 pt-4 mt-4 sm:flex-row sm:justify-end">
        <button type="button" className="btn-outline" onClick={onClose} disabled={overwriting}>
          {t('listingForm.cancel')}
        </button>
        <button ref={reloadRef} type="button" className="btn-outline" onClick={onReload} disabled={overwriting}>
          <Icon name="refresh" className="h-4 w-4" />
          {t('listingForm.reload')}
        </button>
        <button
          type="button"
          className="btn bg-rose-700 text-white shadow-sm hover:bg-rose-800 active:bg-rose-900"
          onClick={onOverwrite}
          disabled={overwriting}
          aria-busy={overwriting}
        >
          {overwriting && <Spinner />}
          {t('listingForm.overwrite')}
        </button>
      </div>
    </DialogFrame>
  );
}

/**
 * A create-and-edit form's conflict dialog, shown while `edit` holds a conflict: Reload hands their
 * version to `onReload`, Overwrite saves the form's values again with `save`.
 */
export function FormConflictDialog<TValues, TRecord>({
  edit,
  rows,
  save,
  onReload,
}: {
  edit: ReturnType<typeof useEditConflict<TValues, TRecord>>;
  rows: (conflict: EditConflict<TValues, TRecord>) => readonly ConflictRow[];
  save: (values: TValues) => Promise<void>;
  onReload?: (theirs: Versioned<TRecord>) => void;
}) {
  const conflict = edit.conflict;
  if (!conflict) return null;
  return (
    <EditConflictDialog
      open
      message={conflict.message}
      rows={rows(conflict)}
      overwriting={edit.overwriting}
      onReload={() => {
        edit.dismiss();
        onReload?.(conflict.theirs);
      }}
      onOverwrite={() => void edit.overwrite(save)}
      onClose={edit.dismiss}
    />
  );
}
