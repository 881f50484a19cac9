/** The search area's English messages (pwa/i18n/areas.ts): the search screen, its filter panel, sort menu and pages. */
export const messages = {
  'searchPage.resultsFor': 'Results for "{q}"',
  'searchPage.properties': 'Properties',
  'searchPage.found': '({total} found)',
  'searchPage.hideFilters': 'Hide filters',
  'searchPage.showFilters': 'Show filters',
  'searchPage.incomplete': 'The search did not complete.',
  'searchPage.empty.hint': 'Try adjusting your search or filters to see more results.',
  'searchPage.resetFilters': 'Reset Filters',
  'searchPage.results': 'Search results',
  'searchPage.save': 'Save this search',

  'filters.label': 'Filters',
  'filters.propertyType': 'Property Type',
  'filters.allProperties': 'All Properties',
  'filters.noLimit': 'No upper limit',
  'filters.upTo': 'Up to {value}',
  'filters.rooms': 'Rooms',
  'filters.squareFootage': 'Square Footage',
  'filters.maxArea': 'Maximum area in square feet',
  'filters.upToSquareFeet': 'Up to {value} square feet',
  'filters.anyArea': '{value}+ sq ft (any)',
  'filters.reset': 'Reset',
  'filters.apply': 'Apply',

  'pagination.label': 'Pagination',
  'pagination.previous': 'Previous page',
  'pagination.next': 'Next page',
  'pagination.page': 'Page {page}',
} satisfies Record<string, string>;

export type SearchMessageId = keyof typeof messages;
