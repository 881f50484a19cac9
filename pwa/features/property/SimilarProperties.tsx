import { useQuery } from '@tanstack/react-query';
import type { Property } from '../../../contract/properties.ts';
import { localityName } from '../../../contract/gazetteer.ts';
import { similarReach, type SimilarReach } from '../../../contract/similar.ts';
import { PropertyCard } from '../../components/PropertyCard.tsx';
import { useLocale, useT, type Translate } from '../../i18n/useT.tsx';
import { similarPropertiesQuery } from '../../data/properties.ts';

/** What the section is called and says, by how far the suggestions had to reach. */
function wordsFor(t: Translate, listing: Property, reach: SimilarReach, locale: string): { heading: string; text: string } {
  const category = listing.propertyType;
  if (reach === 'category') return { heading: t('similar.heading.category', { category }), text: t('similar.text.category') };
  if (reach === 'city') return { heading: t('similar.heading.city', { category }), text: t('similar.text.city') };
  const place = listing.location.split(',')[0]?.trim() ?? '';
  return {
    heading: t('similar.heading.nearby', { category }),
    text: t('similar.text.nearby', { locality: localityName(place, locale) }),
  };
}

/**
 * Up to six listings like this one (same purpose, widened from its type nearby to the city and its
 * category: contract/similar.ts), as cards, under a heading that says how far they reach (a removed
 * listing's page, whose facts are gone, says only "Similar properties"). The server renders them
 * with the page; offline or when there are none, the section is left out.
 */
export function SimilarProperties({ propertyId, listing }: { propertyId: string; listing?: Property }) {
  const t = useT();
  const locale = useLocale();
  const { data } = useQuery(similarPropertiesQuery(propertyId));
  if (!Array.isArray(data) || data.length === 0) return null;
  const words = listing
    ? wordsFor(t, listing, similarReach(listing, data), locale)
    : { heading: t('similar.heading'), text: t('similar.text') };
  return (
    <section className="mt-12" aria-labelledby="similar-heading" data-testid="similar-properties">
      <h2 id="similar-heading" className="text-2xl font-extrabold tracking-tight text-brand-900">
        {words.heading}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{words.text}</p>
      <div className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {data.map((property) => (
          <PropertyCard key={property._id} property={property} />
        ))}
      </div>
    </section>
  );
}
