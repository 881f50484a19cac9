/** Reloads an admin list; spins while it does. */
import { Icon } from '../../components/Icon.tsx';

export function RefreshButton({ onClick, busy }: { onClick: () => void; busy: boolean }) {
  return (
    <button type="button" className="btn-outline !px-3.5" onClick={onClick} disabled={busy} title="Reload the list">
      <Icon name="refresh" className={`h-4 w-4 ${busy ? 'animate-spin' : ''}`} />
      Refresh
    </button>
  );
}
