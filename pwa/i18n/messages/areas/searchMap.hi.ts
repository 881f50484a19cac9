/** The searchMap area's Hindi messages: every id of searchMap.en.ts, in the words of GLOSSARY.md. */
import type { SearchMapMessageId } from './searchMap.en.ts';

export const messages: Record<SearchMapMessageId, string> = {
  'results.showAs': 'नतीजे ऐसे दिखाएँ',
  'results.list': 'सूची',
  'results.map': 'नक्शा',
  'results.inArea': 'नक्शे के इलाके में',
  'results.clearArea': 'फिर से हर जगह खोजें',
  'searchMap.label': 'मिली प्रॉपर्टी का नक्शा',
  'searchMap.searchArea': 'इस इलाके में खोजें',
  'searchMap.cluster': 'यहाँ {count} प्रॉपर्टी: ज़ूम करें',
  'searchMap.open': 'प्रॉपर्टी देखें',
  'searchMap.close': 'बंद करें',
  'searchMap.approximate': 'अनुमानित लोकेशन',
  'searchMap.capped': 'नक्शा सबसे नई {count} दिखाता है: बाकी देखने के लिए खोज सीमित करें।',
  'searchMap.failed': 'नक्शा प्रॉपर्टी नहीं ला सका। थोड़ी देर में फिर कोशिश करें।',
};
