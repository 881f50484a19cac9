/** The searchMap area's Gujarati messages: every id of searchMap.en.ts, in the words of GLOSSARY.md. */
import type { SearchMapMessageId } from './searchMap.en.ts';

export const messages: Record<SearchMapMessageId, string> = {
  'results.showAs': 'પરિણામ આ રીતે બતાવો',
  'results.list': 'યાદી',
  'results.map': 'નકશો',
  'results.inArea': 'નકશાના વિસ્તારમાં',
  'results.clearArea': 'ફરી બધે શોધો',
  'searchMap.label': 'મળેલી પ્રોપર્ટીનો નકશો',
  'searchMap.searchArea': 'આ વિસ્તારમાં શોધો',
  'searchMap.cluster': 'અહીં {count} પ્રોપર્ટી: ઝૂમ કરો',
  'searchMap.open': 'પ્રોપર્ટી જુઓ',
  'searchMap.close': 'બંધ કરો',
  'searchMap.approximate': 'અંદાજિત લોકેશન',
  'searchMap.capped': 'નકશો સૌથી નવી {count} બતાવે છે: બાકીની જોવા શોધ સાંકડી કરો.',
  'searchMap.failed': 'નકશો પ્રોપર્ટી લાવી શક્યો નહીં. થોડી વારમાં ફરી પ્રયાસ કરો.',
};
