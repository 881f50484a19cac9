/** The visits area's English messages (pwa/i18n/areas.ts): the slot picker of the Enquire form and "Book a visit". */
export const messages = {
  'visits.picker.title': 'Free times (Indian time)',
  'visits.picker.loading': 'Finding free times…',
  'visits.picker.offline': 'Free times need a connection. Ask for a day below and send: we will confirm your time.',
  'visits.picker.failed': 'Free times could not be loaded. Ask for a day below and we will confirm your time.',
  'visits.picker.none': 'No free times in the next 14 days. Ask for a day below and we will call you.',
  'visits.picker.next': 'Next free times',
  'visits.picker.days': 'Days',
  'visits.picker.times': 'Times on {day}',
  'visits.picker.count': '{count, plural, one {# time} other {# times}}',
  'visits.picker.length': 'A visit takes about {minutes} minutes.',
} satisfies Record<string, string>;

export type VisitsMessageId = keyof typeof messages;
