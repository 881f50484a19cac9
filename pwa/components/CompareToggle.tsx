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
  if (variant === 'page') {
    return (
      <button
        type="button"
        onClick={toggle}
        aria-pressed={selected}
        title={description}
        className={selected ? 'btn-primary' : 'btn-outline'}
      >
        <Icon name={selected ? 'check' : 'compare'} className="h-4 w-4" />
        {selected ? t('compare.inCompare') : t('compare.label')}
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={selected}
      title={description}
      className={`focus-ring relative z-10 inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-xs font-bold shadow-card backdrop-blur transition ${
        selected ? 'bg-brand-800 text-white' : 'bg-white/95 text-brand-900 hover:bg-white hover:text-brand-700'
      }`}
    >
      <Icon name={selected ? 'check' : 'compare'} className="h-3.5 w-3.5" />
      {t('compare.label')}
    </button>
  );
}
