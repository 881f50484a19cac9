import type { Property } from '../../contract/properties.ts';
import { useT } from '../i18n/useT.tsx';
import { Icon } from './Icon.tsx';
import { useFavoriteToggle, type FavoriteChange } from './useFavoriteToggle.ts';

/**
 * The favourite heart: an icon over a card's photo, or a labelled button on a property's page. Both
 * record the same outbox intent, flip at once, and name the listing to screen readers.
 */
export function FavoriteButton({
  property,
  title,
  onChange,
  labelled = false,
}: {
  property: Property;
  /** The listing's title as the page shows it. */
  title: string;
  onChange?: FavoriteChange;
  labelled?: boolean;
}) {
  const { favorite, pending, toggle } = useFavoriteToggle(property, onChange);
  const t = useT();
  const look = labelled
    ? favorite
      ? 'btn border border-rose-200 bg-rose-50 text-rose-700 hover:bg-rose-100'
      : 'btn-outline'
    : `focus-ring relative z-10 grid h-10 w-10 place-items-center rounded-full bg-white/95 shadow-card backdrop-blur transition hover:scale-105 disabled:opacity-70 ${
        favorite ? 'text-rose-600' : 'text-ink-soft hover:text-rose-600'
      }`;
  return (
    <button
      type="button"
      onClick={toggle}
      disabled={pending}
      aria-pressed={favorite}
      aria-label={favorite ? t('card.removeSaved', { title }) : t('card.save', { title })}
      className={look}
    >
      <Icon name="heart" filled={favorite} className={labelled ? 'h-4 w-4' : 'h-5 w-5'} />
      {labelled && (favorite ? t('property.saved') : t('property.save'))}
    </button>
  );
}
