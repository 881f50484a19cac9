/** The listing and search screens' addresses keep their view and box (pwa/features/maps/resultsView.ts). */
import type { ResultsPlace } from './resultsView.ts';

/** A screen's href with the place's view and box added to its own query. */
export function withResultsPlace(href: string, place: ResultsPlace): string {
  const [path, query = ''] = href.split('?');
  const params = new URLSearchParams(query);
  if (place.bbox) params.set('bbox', place.bbox);
  if (place.view === 'map') params.set('view', 'map');
  const text = params.toString();
  return text ? `${path}?${text}` : path!;
}
