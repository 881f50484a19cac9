/** The maps area's Hindi messages: every id of maps.en.ts, in the words of GLOSSARY.md. */
import type { MapsMessageId } from './maps.en.ts';

export const messages: Record<MapsMessageId, string> = {
  'map.heading': 'नक्शे पर',
  'map.exact': 'पिन जगह दिखाता है।',
  'map.approximate': 'अनुमानित लोकेशन: जगह घेरे के अंदर है, उसके केंद्र से लगभग {metres} मीटर के भीतर। साइट विज़िट के लिए हम सही पता बताते हैं।',
  'map.directions': 'रास्ता',
  'map.directionsLabel': 'Google Maps पर रास्ता (नए टैब में खुलेगा)',
  'pin.locality': 'नक्शे का केंद्र',
  'pin.hintPlace': 'जहाँ जगह है वहाँ नक्शे पर क्लिक करें: पिन वहाँ लगेगा। या उसके निर्देशांक लिखें।',
  'pin.hintMove': 'पिन खिसकाने के लिए उसे खींचें, या नक्शे पर कहीं और क्लिक करें।',
  'pin.mapLabel': 'पिन लगाने का नक्शा',
  'pin.remove': 'पिन हटाएँ',
  'pin.latitude': 'अक्षांश',
  'pin.longitude': 'देशांतर',
  'pin.confirmOutside': 'यह जगह सूरत के बाहर है, और यह सही है',
  'pin.precision': 'विज़िटर क्या देखते हैं',
  'pin.exact': 'सटीक',
  'pin.exactHint': 'जगह पर पिन, सबके लिए।',
  'pin.approximate': 'अनुमानित',
  'pin.approximateHint': 'खिसकाए गए बिंदु के चारों ओर लगभग {metres} मीटर का घेरा; पिन केवल ऑफ़िस देखता है।',
};
