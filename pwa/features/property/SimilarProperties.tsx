import { useQuery } from '@tanstack/react-query';
import { PropertyCard } from '../../components/PropertyCard.tsx';
import { useT } from '../../i18n/useT.tsx';
import { similarPropertiesQuery } from '../../data/properties.ts';

/**
 * Up to six listings like this one (same type and purpose, nearby, within 20 % of the price), as
 * cards. The server renders them with the page; offline or when there are none, the section is left out.
 */
export function SimilarProperties({ propertyId }: { propertyId: string }) {
  const t = useT();
  const { data } = useQuery(similarPropertiesQuery(propertyId));
  if (!Array.isArray(data) || data.length === 0) return null;
  return (
    <section className="mt-12" aria-labelledby="similar-heading" data-testid="similar-properties">
      <h2 id="similar-heading" className="text-2xl font-extrabold tracking-tight text-brand-900">
        {t('similar.heading')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('similar.text')}</p>
      <div className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {data.map((property) => (
          <PropertyCard key={property._id} property={property} />
        ))}
      </div>
    </section>
  );
}
