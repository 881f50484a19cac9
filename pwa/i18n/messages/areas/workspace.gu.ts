/** The workspace area's Gujarati messages: every id of workspace.en.ts, in the words of GLOSSARY.md. */
import type { WorkspaceMessageId } from './workspace.en.ts';

export const messages: Record<WorkspaceMessageId, string> = {
  'lost.title': 'આ લીડ કેમ ગુમાવી?',
  'lost.description': 'કારણ લીડ સાથે રાખવામાં આવે છે અને રિપોર્ટમાં ગણાય છે.',
  'lost.reasons': 'કારણ',
  'lost.reason.budget': 'બજેટ',
  'lost.reason.location': 'લોકેશન',
  'lost.reason.bought_elsewhere': 'બીજે ખરીદી લીધું',
  'lost.reason.not_reachable': 'સંપર્ક થતો નથી',
  'lost.reason.not_genuine': 'સાચી પૂછપરછ નથી',
  'lost.reason.other': 'અન્ય',
  'lost.otherLabel': 'કારણ શું હતું?',
  'lost.reasonRequired': 'કારણ પસંદ કરો.',
  'lost.otherRequired': 'કારણ લખો.',
  'lost.confirm': 'ગુમાવેલી તરીકે નોંધો',
  'lost.cancel': 'રદ કરો',
  'lost.shown': 'ગુમાવી: {reason}',
  'stage.days': '{days, plural, =0 {આજથી આ તબક્કામાં} one {આ તબક્કામાં # દિવસ} other {આ તબક્કામાં # દિવસ}}',
};
