/** The maps area's Gujarati messages: every id of maps.en.ts, in the words of GLOSSARY.md. */
import type { MapsMessageId } from './maps.en.ts';

export const messages: Record<MapsMessageId, string> = {
  'map.heading': 'નકશા પર',
  'map.exact': 'પિન જગ્યા બતાવે છે.',
  'map.approximate': 'અંદાજિત લોકેશન: જગ્યા વર્તુળની અંદર છે, તેના કેન્દ્રથી આશરે {metres} મીટરમાં. સાઇટ વિઝિટ માટે અમે ચોક્કસ સરનામું આપીએ છીએ.',
  'map.directions': 'રસ્તો',
  'map.directionsLabel': 'Google Maps પર રસ્તો (નવી ટેબમાં ખૂલશે)',
  'pin.locality': 'નકશાનું કેન્દ્ર',
  'pin.hintPlace': 'જગ્યા જ્યાં છે ત્યાં નકશા પર ક્લિક કરો: પિન ત્યાં મુકાશે. અથવા તેના કોઓર્ડિનેટ લખો.',
  'pin.hintMove': 'પિન ખસેડવા તેને ખેંચો, અથવા નકશા પર બીજે ક્લિક કરો.',
  'pin.mapLabel': 'પિન મૂકવાનો નકશો',
  'pin.remove': 'પિન કાઢો',
  'pin.latitude': 'અક્ષાંશ',
  'pin.longitude': 'રેખાંશ',
  'pin.confirmOutside': 'આ જગ્યા સુરતની બહાર છે, અને તે બરાબર છે',
  'pin.precision': 'મુલાકાતીઓ શું જુએ છે',
  'pin.exact': 'ચોક્કસ',
  'pin.exactHint': 'જગ્યા પર પિન, બધા માટે.',
  'pin.approximate': 'અંદાજિત',
  'pin.approximateHint': 'ખસેડેલા બિંદુની આસપાસ આશરે {metres} મીટરનું વર્તુળ; પિન ફક્ત ઓફિસ જુએ છે.',
};
