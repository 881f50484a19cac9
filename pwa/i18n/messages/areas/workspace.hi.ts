/** The workspace area's Hindi messages: every id of workspace.en.ts, in the words of GLOSSARY.md. */
import type { WorkspaceMessageId } from './workspace.en.ts';

export const messages: Record<WorkspaceMessageId, string> = {
  'lost.title': 'यह लीड क्यों खो गई?',
  'lost.description': 'कारण लीड के साथ रखा जाता है और रिपोर्ट में गिना जाता है।',
  'lost.reasons': 'कारण',
  'lost.reason.budget': 'बजट',
  'lost.reason.location': 'लोकेशन',
  'lost.reason.bought_elsewhere': 'कहीं और खरीद लिया',
  'lost.reason.not_reachable': 'संपर्क नहीं हो पाया',
  'lost.reason.not_genuine': 'असली पूछताछ नहीं',
  'lost.reason.other': 'अन्य',
  'lost.otherLabel': 'कारण क्या था?',
  'lost.reasonRequired': 'कारण चुनें।',
  'lost.otherRequired': 'कारण लिखें।',
  'lost.confirm': 'खोई हुई दर्ज करें',
  'lost.cancel': 'रद्द करें',
  'lost.shown': 'खोई: {reason}',
  'stage.days': '{days, plural, =0 {आज से इस चरण में} one {इस चरण में # दिन} other {इस चरण में # दिन}}',
};
