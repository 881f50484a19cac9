/**
 * Where a project's page holds its price list, and each row of it: a unit's page links to its own
 * type's row. Apart from the list's component, so the page that only links to a row carries no more than this.
 */
export const PRICE_LIST_ID = 'price-list';

/** The id of a unit type's row on its project's price list. */
export const unitTypeRowId = (id: string) => `unit-type-${id}`;
