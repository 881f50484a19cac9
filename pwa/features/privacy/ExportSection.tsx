import { useMutation } from '@tanstack/react-query';
import toast from '../../lib/toast.ts';
import { SettingsCard } from '../dashboard/SettingsCard.tsx';
import { Icon } from '../../components/Icon.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { downloadPersonalData } from '../../data/privacyRights.ts';
import { useFailureMessage } from '../../lib/formMessages.ts';
import { useOnlineStatus } from '../../lib/useOnlineStatus.ts';
import { useT } from '../../i18n/useT.tsx';

/** Saves `blob` as a file named `name` (the browser's own download). */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** Privacy → Download your data: one ZIP archive of everything held about the person (JSON and CSV). */
export function ExportSection() {
  const t = useT();
  const online = useOnlineStatus();
  const describeFailure = useFailureMessage();
  const download = useMutation({
    mutationFn: downloadPersonalData,
    onSuccess: (blob) => {
      saveFile(blob, `my-data-${new Date().toISOString().slice(0, 10)}.zip`);
      toast.success(t('rights.export.done'));
    },
    onError: (error) => toast.error(describeFailure(error, t('rights.export.failed'))),
  });
  return (
    <SettingsCard id="export-heading" title={t('rights.export.title')} intro={t('rights.export.intro')}>
      <span title={online ? undefined : t('offline.writeBlocked')} className="mt-6 inline-block">
        <button
          type="button"
          className="btn-primary"
          onClick={() => download.mutate()}
          disabled={download.isPending || !online}
          aria-busy={download.isPending}
        >
          {download.isPending ? <Spinner /> : <Icon name="download" className="h-4 w-4" />}
          {download.isPending ? t('rights.export.preparing') : t('rights.export.action')}
        </button>
      </span>
    </SettingsCard>
  );
}
