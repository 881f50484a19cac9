import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode, RefObject } from 'react';
import { Icon, type IconName } from './Icon.tsx';

const tones = {
  danger: 'bg-rose-100 text-rose-700',
  primary: 'bg-brand-50 text-brand-700',
  warning: 'bg-amber-100 text-amber-800',
} as const;

interface DialogFrameProps {
  open: boolean;
  /** Escape and the backdrop call it; pass a no-op while an action runs to keep the dialog open. */
  onClose: () => void;
  /** The button that has the focus when the dialog opens: the choice that loses nothing. */
  initialFocus: RefObject<HTMLElement | null>;
  icon: IconName;
  tone: keyof typeof tones;
  title: ReactNode;
  description?: ReactNode;
  /** Classes of the panel: its width, and whether it is a column with a scrolling middle. */
  panelClassName: string;
  /** The header's padding inside the panel. */
  headerClassName?: string;
  children: ReactNode;
}

/**
 * The frame every dialog of the site shares: a dimmed, blurred backdrop, a panel that rises from the
 * bottom on a phone and sits in the middle on a wider screen, and a header of a round icon, the title
 * and an optional description. What follows (details, buttons) is the caller's.
 */
export function DialogFrame({
  open,
  onClose,
  initialFocus,
  icon,
  tone,
  title,
  description,
  panelClassName,
  headerClassName = '',
  children,
}: DialogFrameProps) {
  return (
    <Dialog open={open} onClose={onClose} initialFocus={initialFocus} className="relative z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-brand-950/50 backdrop-blur-sm transition duration-200 data-[closed]:opacity-0"
      />
      <div className="fixed inset-0 flex items-end justify-center p-4 sm:items-center">
        <DialogPanel
          transition
          className={`w-full rounded-2xl bg-white shadow-lift transition duration-200 data-[closed]:translate-y-4 data-[closed]:opacity-0 ${panelClassName}`}
        >
          <div className={`flex items-start gap-4 ${headerClassName}`}>
            <span className={`grid h-11 w-11 shrink-0 place-items-center rounded-full ${tones[tone]}`}>
              <Icon name={icon} className="h-5 w-5" />
            </span>
            <div className="min-w-0 pt-1">
              <DialogTitle className="text-lg font-bold text-ink">{title}</DialogTitle>
              {description}
            </div>
          </div>
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

export { Description as DialogDescription };
