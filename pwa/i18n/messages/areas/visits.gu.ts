/** The visits area's Gujarati messages: every id of visits.en.ts, in the words of GLOSSARY.md. */
import type { VisitsMessageId } from './visits.en.ts';

export const messages: Record<VisitsMessageId, string> = {
  'visits.picker.title': 'ખાલી સમય (ભારતીય સમય)',
  'visits.picker.loading': 'ખાલી સમય શોધી રહ્યા છીએ…',
  'visits.picker.offline': 'ખાલી સમય જોવા કનેક્શન જોઈએ. નીચે દિવસ જણાવીને મોકલો: અમે તમારો સમય નક્કી કરીને જણાવીશું.',
  'visits.picker.failed': 'ખાલી સમય લોડ ન થયા. નીચે દિવસ જણાવો અને અમે તમારો સમય નક્કી કરીને જણાવીશું.',
  'visits.picker.none': 'આવતા 14 દિવસમાં કોઈ ખાલી સમય નથી. નીચે દિવસ જણાવો અને અમે તમને કૉલ કરીશું.',
  'visits.picker.next': 'હવે પછીના ખાલી સમય',
  'visits.picker.days': 'દિવસો',
  'visits.picker.times': '{day} ના સમય',
  'visits.picker.count': '{count, plural, one {# સમય} other {# સમય}}',
  'visits.picker.length': 'એક વિઝિટમાં લગભગ {minutes} મિનિટ લાગે છે.',
};
