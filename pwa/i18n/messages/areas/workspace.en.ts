/** The workspace area's English messages (pwa/i18n/areas.ts): the agents' and the office's screens at /admincp. */
export const messages = {
  'lost.title': 'Why was this lead lost?',
  'lost.description': 'The reason is kept with the lead and counted in the reports.',
  'lost.reasons': 'Reason',
  'lost.reason.budget': 'Budget',
  'lost.reason.location': 'Location',
  'lost.reason.bought_elsewhere': 'Bought elsewhere',
  'lost.reason.not_reachable': 'Not reachable',
  'lost.reason.not_genuine': 'Not genuine',
  'lost.reason.other': 'Other',
  'lost.otherLabel': 'What was the reason?',
  'lost.reasonRequired': 'Choose a reason.',
  'lost.otherRequired': 'Write the reason.',
  'lost.confirm': 'Mark as lost',
  'lost.cancel': 'Cancel',
  'lost.shown': 'Lost: {reason}',
  'stage.days': '{days, plural, =0 {In this stage since today} one {# day in this stage} other {# days in this stage}}',
} satisfies Record<string, string>;

export type WorkspaceMessageId = keyof typeof messages;
