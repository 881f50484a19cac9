import { Icon, type IconName } from './Icon.tsx';

const sizes = {
  /** Beside a line of text. */
  sm: { tile: 'h-8 w-8 rounded-lg', icon: 'h-4 w-4' },
  /** Above a card's title. */
  md: { tile: 'h-11 w-11 rounded-xl', icon: 'h-5 w-5' },
  /** Heading an empty list or a problem page. */
  lg: { tile: 'h-14 w-14 rounded-2xl', icon: 'h-7 w-7' },
};

/** A rounded square with an icon in it. */
export function IconTile({
  name,
  colors = 'bg-brand-50 text-brand-600',
  size = 'lg',
}: {
  name: IconName;
  colors?: string;
  size?: keyof typeof sizes;
}) {
  return (
    <span className={`grid shrink-0 place-items-center ${sizes[size].tile} ${colors}`}>
      <Icon name={name} className={sizes[size].icon} />
    </span>
  );
}
