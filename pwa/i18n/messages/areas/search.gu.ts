/** The search area's Gujarati messages: every id of search.en.ts, in the words of GLOSSARY.md. */
import type { SearchMessageId } from './search.en.ts';

export const messages: Record<SearchMessageId, string> = {
  'searchPage.resultsFor': '"{q}" માટેનાં પરિણામો',
  'searchPage.properties': 'પ્રોપર્ટી',
  'searchPage.found': '({total} મળી)',
  'searchPage.hideFilters': 'ફિલ્ટર છુપાવો',
  'searchPage.showFilters': 'ફિલ્ટર બતાવો',
  'searchPage.incomplete': 'શોધ પૂરી થઈ નહીં.',
  'searchPage.empty.hint': 'વધુ પરિણામો જોવા તમારી શોધ કે ફિલ્ટર બદલી જુઓ.',
  'searchPage.resetFilters': 'ફિલ્ટર રીસેટ કરો',
  'searchPage.results': 'શોધનાં પરિણામો',
  'searchPage.save': 'આ શોધ સાચવો',

  'filters.label': 'ફિલ્ટર',
  'filters.propertyType': 'પ્રોપર્ટીનો પ્રકાર',
  'filters.allProperties': 'બધી પ્રોપર્ટી',
  'filters.noLimit': 'કોઈ ઉપલી મર્યાદા નહીં',
  'filters.upTo': '{value} સુધી',
  'filters.rooms': 'રૂમ',
  'filters.squareFootage': 'એરિયા (ચો. ફૂટ)',
  'filters.maxArea': 'ચોરસ ફૂટમાં મહત્તમ એરિયા',
  'filters.upToSquareFeet': '{value} ચોરસ ફૂટ સુધી',
  'filters.anyArea': '{value}+ ચો. ફૂટ (કોઈ પણ)',
  'filters.reset': 'રીસેટ',
  'filters.apply': 'લાગુ કરો',

  'pagination.label': 'પેજ',
  'pagination.previous': 'પાછલું પેજ',
  'pagination.next': 'આગલું પેજ',
  'pagination.page': 'પેજ {page}',
};
