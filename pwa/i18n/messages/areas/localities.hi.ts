/** The localities area's Hindi messages: every id of localities.en.ts, in the words of GLOSSARY.md. */
import type { LocalitiesMessageId } from './localities.en.ts';

export const messages: Record<LocalitiesMessageId, string> = {
  'head.locality.title': '{locality} में प्रॉपर्टी: कीमतें, ट्रेंड और लिस्टिंग',
  'head.locality.description':
    '{agency} के पास {locality}, सूरत में {forSale} बिक्री के लिए और {forRent} किराए पर: प्रकार और BHK के अनुसार प्रति वर्ग फुट मध्य माँगी गई कीमत, साल भर का ट्रेंड, वहाँ हमारे प्रोजेक्ट्स और आसपास के इलाके।',
  'head.localityNotFound.title': 'इलाका नहीं मिला',
  'head.localityNotFound.description': 'इस इलाके का हमारा कोई पेज नहीं है। पूरे सूरत में {agency} की लिस्टिंग खोजें।',
  'locality.heading': '{locality} में प्रॉपर्टी',
  'locality.intro': 'हमारी अपनी लिस्टिंग {locality}, सूरत के बारे में क्या कहती हैं: माँगी गई कीमतें, साल भर का ट्रेंड, हमारे प्रोजेक्ट्स और आसपास के इलाके।',
  'locality.loading': 'इलाका लोड हो रहा है…',
  'locality.fetchError': 'इस इलाके के आँकड़े लोड नहीं हो सके।',
  'locality.forSale': 'बिक्री के लिए',
  'locality.forRent': 'किराए पर',
  'locality.seeListings': 'लिस्टिंग देखें',
  'locality.empty': 'अभी {locality} में कोई लिस्टिंग नहीं है',
  'locality.emptyText': 'पूरे सूरत में हमारी लिस्टिंग खोजें, या आसपास के इलाके देखें।',
  'locality.searchSurat': 'पूरे सूरत में खोजें',
  'locality.prices.heading': 'माँगी गई कीमतें',
  'locality.prices.intro':
    'बिक्री के लिए हमारी लिस्टिंग की कारपेट एरिया के प्रति वर्ग फुट मध्य माँगी गई कीमत, प्रकार और BHK के अनुसार, जहाँ कम से कम {min} लिस्टिंग हों।',
  'locality.prices.kind': 'प्रकार',
  'locality.prices.listings': 'लिस्टिंग',
  'locality.prices.median': '₹ / वर्ग फुट',
  'locality.prices.tooFew': 'कहने के लिए बहुत कम',
  'locality.prices.empty': 'यहाँ बिक्री के लिए हमारी किसी लिस्टिंग में अभी कारपेट एरिया नहीं दिया गया है।',
  'locality.closed.heading': 'सौदों की कीमतें',
  'locality.closed.intro':
    'यहाँ हमारे पूरे हुए बिक्री सौदों की कारपेट एरिया के प्रति वर्ग फुट मध्य कीमत, प्रकार और BHK के अनुसार, जहाँ कम से कम {min} सौदे हों।',
  'locality.closed.deals': 'सौदे',
  'locality.trend.heading': 'पिछले 12 महीने',
  'locality.trend.intro': 'हर महीने तय हुई बिक्री कीमतों की कारपेट एरिया के प्रति वर्ग फुट मध्य कीमत: नई लिस्टिंग और बदली गई कीमतें।',
  'locality.trend.month': 'महीना',
  'locality.trend.median': '₹ / वर्ग फुट',
  'locality.trend.prices': 'तय हुई कीमतें',
  'locality.trend.empty': 'पिछले 12 महीनों में यहाँ कोई बिक्री कीमत तय नहीं हुई।',
  'locality.projects.heading': '{locality} में हमारे प्रोजेक्ट्स',
  'locality.nearby.heading': 'आसपास के इलाके',
  'locality.searches.heading': '{locality} में खोजें',
  'locality.search.sale': '{locality} में बिक्री के लिए {kind}',
  'locality.search.rent': '{locality} में किराए पर प्रॉपर्टी',
};
