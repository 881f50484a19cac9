import { useState } from 'react';
import { useT } from '../../i18n/useT.tsx';
import { useFailureMessage } from '../../lib/formMessages.ts';

/** Saves a report's table as a CSV file; `failure` says why the last try did not. */
export function useCsvExport<Table extends string>(csvOf: (table: Table) => Promise<Blob>, fileName: (table: Table) => string) {
  const t = useT();
  const describeFailure = useFailureMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const exportTable = async (table: Table) => {
    try {
      const url = URL.createObjectURL(await csvOf(table));
      Object.assign(document.createElement('a'), { href: url, download: fileName(table) }).click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setFailure(null);
    } catch (error) {
      setFailure(describeFailure(error, t('reports.exportFailed')));
    }
  };
  return { exportTable, failure };
}
