/**
 * How the listing and search screens show their results, kept in the address beside their filters:
 * `view=map` for the map, and `bbox` (minLng,minLat,maxLng,maxLat) once "Search this area" narrowed
 * them to the map's box. The same filters and box drive the list and the map, and the page's data
 * (pwa/routeData.ts) reads them as the screen does. A box the search refuses is refused by the API,
 * with its message, like any other filter: the page shows the error and the way back to everywhere.
 */
export type ResultsView = 'list' | 'map';

export interface ResultsPlace {
  view: ResultsView;
  /** The searched box as the API takes it, or null for anywhere. */
  bbox: string | null;
}

export function readResultsPlace(search: string): ResultsPlace {
  const params = new URLSearchParams(search);
  return { view: params.get('view') === 'map' ? 'map' : 'list', bbox: params.get('bbox') };
}

/** The search's parameters the place adds: the box, whichever view shows the results. */
export const boxParams = ({ bbox }: ResultsPlace) => (bbox ? { bbox } : {});
