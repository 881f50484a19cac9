/** The update prompt: a new version of the app is waiting, and Reload hands the page over to it. */
import toast from '../lib/toast.ts';
import { useT } from '../i18n/useT.tsx';

export function UpdatePrompt({ onReload }: { onReload: () => void }) {
  const t = useT();
  return (
    <span className="flex items-center gap-3 text-sm">
      {t('update.available')}
      <button type="button" className="btn-primary !px-3 !py-1.5" onClick={onReload}>
        {t('update.reload')}
      </button>
    </span>
  );
}

/** Shows the prompt until Reload is pressed; a later version's prompt replaces it. */
export function offerUpdate(reload: () => void): void {
  toast(
    (shown) => (
      <UpdatePrompt
        onReload={() => {
          toast.dismiss(shown.id);
          reload();
        }}
      />
    ),
    { id: 'sw-update', duration: Infinity },
  );
}
