/** A list's failure with a way to try again. */
import { Icon } from '../../components/Icon.tsx';

export function ListFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-2xl border border-rose-200 bg-rose-50 p-4 text-rose-900 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-center gap-2 font-semibold">
        <Icon name="alert" className="h-5 w-5 shrink-0" />
        {message}
      </p>
      <button type="button" className="btn-outline !border-rose-200 !px-3 !py-1.5 !text-rose-900" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
