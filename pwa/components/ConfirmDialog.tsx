import { useRef, type ReactNode } from 'react';
import { DialogDescription, DialogFrame } from './DialogFrame.tsx';
import { useT } from '../i18n/useT.tsx';
import { Spinner } from './Spinner.tsx';

interface ConfirmDialogProps {
  open: boolean;
  title?: string;
  children?: ReactNode;
  confirmLabel?: string;
  tone?: 'danger' | 'primary';
  pending?: boolean;
  /** Why confirming is not possible right now (offline); the button is disabled and this is shown. */
  blockedReason?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * "Are you sure?" before a destructive action. Cancel has the initial focus, Escape and the
 * backdrop close it (except while the action runs).
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  tone = 'danger',
  pending = false,
  blockedReason = null,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const t = useT();
  return (
    <DialogFrame
      open={open}
      onClose={() => !pending && onClose()}
      initialFocus={cancelRef}
      icon={tone === 'danger' ? 'trash' : 'info'}
      tone={tone}
      title={title ?? t('confirm.title')}
      description={
        <>
          {children && (
            <DialogDescription as="div" className="mt-2 text-sm text-ink-soft">
              {children}
            </DialogDescription>
          )}
          {blockedReason && <p className="mt-2 text-sm font-medium text-rose-700">{blockedReason}</p>}
        </>
      }
      panelClassName="max-w-md p-6"
    >
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button ref={cancelRef} type="button" className="btn-outline" onClick={onClose} disabled={pending}>
          {t('confirm.cancel')}
        </button>
        <button
          type="button"
          className={tone === 'danger' ? 'btn bg-rose-700 text-white shadow-sm hover:bg-rose-800 active:bg-rose-900' : 'btn-primary'}
          onClick={onConfirm}
          disabled={pending || Boolean(blockedReason)}
          aria-busy={pending}
        >
          {pending && <Spinner />}
          {confirmLabel ?? t('confirm.delete')}
        </button>
      </div>
    </DialogFrame>
  );
}
