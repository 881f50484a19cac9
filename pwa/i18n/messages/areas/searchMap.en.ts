/**
 * The searchMap area's English messages (pwa/i18n/areas.ts): the List / Map switch of the listing and
 * search screens, their map's area chip, and the search map (markers, clusters, card, "Search this area").
 */
export const messages = {
  'results.showAs': 'Show results as',
  'results.list': 'List',
  'results.map': 'Map',
  'results.inArea': "In the map's area",
  'results.clearArea': 'Search everywhere again',
  'searchMap.label': 'Map of the properties found',
  'searchMap.searchArea': 'Search this area',
  'searchMap.cluster': '{count} properties here: zoom in',
  'searchMap.open': 'View property',
  'searchMap.close': 'Close',
  'searchMap.approximate': 'Approximate location',
  'searchMap.capped': 'The map shows the newest {count}: narrow the search to see the rest.',
  'searchMap.failed': 'The map could not load the properties. Try again in a moment.',
} satisfies Record<string, string>;

export type SearchMapMessageId = keyof typeof messages;
