/** The localities area's English messages (pwa/i18n/areas.ts): a locality's page, and its head on the server. */
export const messages = {
  'head.locality.title': 'Property in {locality}: prices, trend and listings',
  'head.locality.description':
    '{forSale} for sale and {forRent} to rent in {locality}, Surat, with {agency}: the median asking price per sq ft by type and BHK, its trend over the year, our projects there and the localities nearby.',
  'head.localityNotFound.title': 'Locality not found',
  'head.localityNotFound.description': 'We have no page for this locality. Search the listings of {agency} across Surat.',
  'locality.heading': 'Property in {locality}',
  'locality.intro':
    "What our own listings say of {locality}, Surat: asking prices, the year's trend, our projects and the localities nearby.",
  'locality.loading': 'Loading the locality…',
  'locality.fetchError': "We couldn't load this locality's figures.",
  'locality.forSale': 'For sale',
  'locality.forRent': 'To rent',
  'locality.seeListings': 'See the listings',
  'locality.empty': 'No listings in {locality} at the moment',
  'locality.emptyText': 'Search our listings across Surat, or look at the localities nearby.',
  'locality.searchSurat': 'Search all of Surat',
  'locality.prices.heading': 'Asking prices',
  'locality.prices.intro':
    'The median asking price per sq ft of carpet area of our listings for sale, by type and BHK, where at least {min} listings say it.',
  'locality.prices.kind': 'Type',
  'locality.prices.listings': 'Listings',
  'locality.prices.median': '₹ per sq ft',
  'locality.prices.tooFew': 'Too few to say',
  'locality.prices.empty': 'None of our listings for sale here gives its carpet area yet.',
  'locality.closed.heading': 'Closed prices',
  'locality.closed.intro':
    'The median price per sq ft of carpet area our won sales here closed at, by type and BHK, where at least {min} deals say it.',
  'locality.closed.deals': 'Deals',
  'locality.trend.heading': 'The last 12 months',
  'locality.trend.intro': 'The median price per sq ft of carpet area of the sale prices set each month: new listings and changed prices.',
  'locality.trend.month': 'Month',
  'locality.trend.median': '₹ per sq ft',
  'locality.trend.prices': 'Prices set',
  'locality.trend.empty': 'No sale price was set here in the last 12 months.',
  'locality.projects.heading': 'Our projects in {locality}',
  'locality.nearby.heading': 'Nearby localities',
  'locality.searches.heading': 'Search in {locality}',
  'locality.search.sale': '{kind} for sale in {locality}',
  'locality.search.rent': 'Property to rent in {locality}',
} satisfies Record<string, string>;

export type LocalitiesMessageId = keyof typeof messages;
