/** The maps area's English messages (pwa/i18n/areas.ts): the small map of a property or project page, the office's pin picker. */
export const messages = {
  'map.heading': 'On the map',
  'map.exact': 'The pin marks the place.',
  'map.approximate':
    'Approximate location: the place is inside the circle, within about {metres} m of its centre. We share the exact address for a site visit.',
  'map.directions': 'Directions',
  'map.directionsLabel': 'Directions on Google Maps (opens in a new tab)',
  'pin.locality': 'Centre the map on',
  'pin.hintPlace': 'Click the map where the place is: the pin goes there. Or type its coordinates.',
  'pin.hintMove': 'Drag the pin, or click elsewhere on the map, to move it.',
  'pin.mapLabel': 'Map for placing the pin',
  'pin.remove': 'Remove the pin',
  'pin.latitude': 'Latitude',
  'pin.longitude': 'Longitude',
  'pin.confirmOutside': 'This place is outside Surat, and that is right',
  'pin.precision': 'What visitors see',
  'pin.exact': 'Exact',
  'pin.exactHint': 'The pin on the place, for everyone.',
  'pin.approximate': 'Approximate',
  'pin.approximateHint': 'A circle of about {metres} m around a moved point; only the office sees the pin.',
} satisfies Record<string, string>;

export type MapsMessageId = keyof typeof messages;
