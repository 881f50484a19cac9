import { Icon, type IconName } from './Icon.tsx';

/** The large rounded square with an icon that heads an empty list or a problem page. */
export function IconTile({ name, colors = 'bg-brand-50 text-brand-600' }: { name: IconName; colors?: string }) {
  return (
    <span className={`grid h-14 w-14 place-items-center rounded-2xl ${colors}`}>
      <Icon name={name} className="h-7 w-7" />
    </span>
  );
}
