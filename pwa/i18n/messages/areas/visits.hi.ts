/** The visits area's Hindi messages: every id of visits.en.ts, in the words of GLOSSARY.md. */
import type { VisitsMessageId } from './visits.en.ts';

export const messages: Record<VisitsMessageId, string> = {
  'visits.picker.title': 'खाली समय (भारतीय समय)',
  'visits.picker.loading': 'खाली समय ढूँढ रहे हैं…',
  'visits.picker.offline': 'खाली समय देखने के लिए कनेक्शन चाहिए। नीचे दिन बताकर भेजें: हम आपका समय पक्का करके बताएँगे।',
  'visits.picker.failed': 'खाली समय लोड नहीं हो सके। नीचे दिन बताएँ और हम आपका समय पक्का करके बताएँगे।',
  'visits.picker.none': 'अगले 14 दिनों में कोई खाली समय नहीं है। नीचे दिन बताएँ और हम आपको कॉल करेंगे।',
  'visits.picker.next': 'अगले खाली समय',
  'visits.picker.days': 'दिन',
  'visits.picker.times': '{day} के समय',
  'visits.picker.count': '{count, plural, one {# समय} other {# समय}}',
  'visits.picker.length': 'एक विज़िट में लगभग {minutes} मिनट लगते हैं।',
};
