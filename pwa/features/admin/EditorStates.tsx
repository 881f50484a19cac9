/** The frame the edit screens share: the link back to the list, and the stored record's load and error states around its form. */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Icon } from '../../components/Icon.tsx';
import { Notice } from '../../components/Notice.tsx';
import { useFailureMessage } from '../../lib/formMessages.ts';
import { useErrorToast } from '../../lib/useErrorToast.ts';

export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      className="focus-ring mb-4 inline-flex items-center gap-1 rounded text-sm font-semibold text-brand-700 hover:text-brand-900"
    >
      <Icon name="chevronLeft" className="h-4 w-4" />
      {children}
    </Link>
  );
}

/**
 * A skeleton (announced as `loadingLabel`) while the record loads; its failure as a toast and a
 * banner with Try again; then the form for the loaded record, in a card.
 */
export function EditorStates<T>({
  query,
  failureTitle,
  toastId,
  loadingLabel,
  skeleton,
  children,
}: {
  query: UseQueryResult<T>;
  failureTitle: string;
  toastId: string;
  loadingLabel: string;
  skeleton: ReactNode;
  children: (record: T) => ReactNode;
}) {
  const failure = useFailureMessage();
  useErrorToast(query.isError, failureTitle, toastId);
  if (query.isPending) {
    return (
      <div role="status" className="card space-y-5 p-6 sm:p-8">
        <span className="sr-only">{loadingLabel}</span>
        {skeleton}
      </div>
    );
  }
  if (query.isError) {
    return (
      <Notice tone="error" title={failureTitle}>
        {failure(query.error, '')}{' '}
        <button type="button" className="focus-ring rounded font-semibold underline" onClick={() => void query.refetch()}>
          Try again
        </button>
      </Notice>
    );
  }
  return <div className="card p-5 sm:p-8">{children(query.data)}</div>;
}
