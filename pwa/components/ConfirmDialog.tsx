import { Dialog, DialogBackdrop, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { useRef, type ReactNode } from 'react';
import { Spinner } from './Spinner.tsx';
import { Icon } from './Icon.tsx';

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
  title = 'Are you sure you want to delete this?',
  children,
  confirmLabel = 'Delete',
  tone = 'danger',
  pending = false,
  blockedReason = null,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={open} onClose={() => !pending && onClose()} initialFocus={cancelRef} className="relative z-50">
      <DialogBackdrop transition className="fixed inset-0 bg-brand-950/50 backdrop-blur-sm transition duration-200 data-[closed]:opacity-0" />
      <div className="fixed inset-0 flex items-end justify-center p-4 sm:items-center">
        <DialogPanel
          transition
          className="w-full max-w-md rounded-2xl bg-white p-6 shadow-lift transition duration-200 data-[closed]:translate-y-4 data-[closed]:opacity-0"
        >
          <div className="flex items-start gap-4">
            <span
              className={`grid h-11 w-11 shrink-0 place-items-center rounded-full ${
                tone === 'danger' ? 'bg-rose-100 text-rose-700' : 'bg-brand-50 text-brand-700'
              }`}
            >
              <Icon name={tone === 'danger' ? 'trash' : 'info'} className="h-5 w-5" />
            </span>
            <div className="min-w-0 pt-1">
              <DialogTitle className="text-lg font-bold text-ink">{title}</DialogTitle>
              {children && <Description as="div" className="mt-2 text-sm text-ink-soft">{children}</Description>}
              {blockedReason && <p className="mt-2 text-sm font-medium text-rose-700">{blockedReason}</p>}
            </div>
          </div>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button ref={cancelRef} type="button" className="btn-outline" onClick={onClose} disabled={pending}>
              Cancel
            </button>
            <button
              type="button"
              className={
                tone === 'danger'
                  ? 'btn bg-rose-700 text-white shadow-sm hover:bg-rose-800 active:bg-rose-900'
                  : 'btn-primary'
              }
              onClick={onConfirm}
              disabled={pending || Boolean(blockedReason)}
              aria-busy={pending}
            >
              {pending && <Spinner />}
              {confirmLabel}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
