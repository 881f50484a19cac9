/** "Add to compare" on a card or a property's page: adds it to the device's compare list, or takes it off. */
import type { Property } from '../../contract/properties.ts';
import { useT } from '../i18n/useT.tsx';
import { Icon } from './Icon.tsx';
import { removeCompared, requestCompare, useCompareList } from '../lib/compareStore.ts';

export function CompareToggle({ property, variant = 'card' }: { property: Property; variant?: 'card' | 'page' }) {
  const t = useT();
  const list = useCompareList();
  const selected = list.some((item) => item._id === property._id);
  const toggle = () => {
    if (selected) removeCompared(property._id);
    else
      requestCompare({
        _id: property._id,
        title: property.title,
        ...(property.thumbnails?.[0] || property.images?.[0] ? { image: property.thumbnails?.[0] || property.images?.[0] } : {}),
      });
  };
  // The name stays "Compare" (pressed or not); which property it is for is its description.
  const description = selected ? t('compare.remove', { title: property.title }) : t('compare.add', { title: property.title });
  // On a property's page it is a full button that says when the property is in the comparison.
  const look =
    variant === 'page'
      ? {
          className: selected ? 'btn-primary' : 'btn-outline',
          icon: 'h-4 w-4',
          label: selected ? t('compare.inCompare') : t('compare.label'),
        }
      : {
          className: `focus-ring relative z-10 inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-xs font-bold shadow-card backdrop-blur transition ${
            selected ? 'bg-brand-800 text-white' : 'bg-white/95 text-brand-900 hover:bg-white hover:text-brand-700'
          }`,
          icon: 'h-3.5 w-3.5',
          label: t('compare.label'),
        };
  return (
    <button type="button" onClick={toggle} aria-pressed={selected} title={description} className={look.className}>
      <Icon name={selected ? 'check' : 'compare'} className={look.icon} />
      {look.label}
    </button>
  );
}
