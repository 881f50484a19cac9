/** The search area's Hindi messages: every id of search.en.ts, in the words of GLOSSARY.md. */
import type { SearchMessageId } from './search.en.ts';

export const messages: Record<SearchMessageId, string> = {
  'searchPage.resultsFor': '"{q}" के परिणाम',
  'searchPage.properties': 'प्रॉपर्टी',
  'searchPage.found': '({total} मिलीं)',
  'searchPage.hideFilters': 'फ़िल्टर छिपाएँ',
  'searchPage.showFilters': 'फ़िल्टर दिखाएँ',
  'searchPage.incomplete': 'खोज पूरी नहीं हुई।',
  'searchPage.empty.hint': 'ज़्यादा परिणाम देखने के लिए अपनी खोज या फ़िल्टर बदलकर देखें।',
  'searchPage.resetFilters': 'फ़िल्टर रीसेट करें',
  'searchPage.results': 'खोज के परिणाम',
  'searchPage.save': 'यह खोज सेव करें',

  'filters.label': 'फ़िल्टर',
  'filters.propertyType': 'प्रॉपर्टी का प्रकार',
  'filters.allProperties': 'सभी प्रॉपर्टी',
  'filters.noLimit': 'कोई ऊपरी सीमा नहीं',
  'filters.upTo': '{value} तक',
  'filters.rooms': 'कमरे',
  'filters.squareFootage': 'एरिया (वर्ग फुट)',
  'filters.maxArea': 'वर्ग फुट में अधिकतम एरिया',
  'filters.upToSquareFeet': '{value} वर्ग फुट तक',
  'filters.anyArea': '{value}+ वर्ग फुट (कोई भी)',
  'filters.reset': 'रीसेट',
  'filters.apply': 'लागू करें',

  'pagination.label': 'पेज',
  'pagination.previous': 'पिछला पेज',
  'pagination.next': 'अगला पेज',
  'pagination.page': 'पेज {page}',
};
