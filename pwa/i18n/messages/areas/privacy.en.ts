/** The privacy area's English messages (pwa/i18n/areas.ts): the /privacy page, the dashboard's Privacy tab and a mail's withdrawal link. */
export const messages = {
  'privacy.title': 'Privacy notice',
  'privacy.intro':
    '{agency} keeps only what it needs to help you buy, sell or rent, asks you before using it, and lets you change your mind at any time. This page says what we keep, why, for how long, and what you can do about it.',
  'privacy.purposes.heading': 'What we use your data for',
  'privacy.purposes.intro':
    'Each use has its own notice. A form shows the notices of its uses before you send it; offers are a separate box that is never ticked for you.',
  'privacy.purposes.version': 'Notice version {version}',
  'privacy.rights.heading': 'Your rights',
  'privacy.rights.withdraw':
    'Withdraw a consent as easily as you gave it: in My Dashboard → Privacy, or with the link at the foot of every e-mail we send. It takes effect at once.',
  'privacy.rights.access': 'See everything we hold about you and download a copy, from My Dashboard → Privacy.',
  'privacy.rights.correct': 'Correct your account, contact or enquiry details.',
  'privacy.rights.erase':
    'Delete your account: we erase or anonymise your data, except what the law makes us keep for an open deal. You can cancel within 7 days.',
  'privacy.rights.nominate': 'Name someone who can use these rights for you if you die or cannot act yourself.',
  'privacy.rights.visitor':
    'Without an account? Use the link in the e-mail we sent you, or write to us from the e-mail or mobile number you gave.',
  'privacy.children.heading': 'Children',
  'privacy.children.text':
    'Accounts are for people aged 18 and over. We do not create an account for anyone younger without the verified consent of a parent.',
  'privacy.sharing.heading': 'Who else handles it',
  'privacy.sharing.text':
    'Your data stays with {agency}. Companies that host our site, store our images, deliver our e-mail and browser notifications handle it only to do that for us. We do not sell it.',
  'privacy.contact.heading': 'Questions and complaints',
  'privacy.contact.text':
    'Write to us at {email} or call {phone}. Our Grievance Officer answers every complaint within 90 days. If you are not satisfied, you can complain to the Data Protection Board of India.',
  'privacy.contact.grievance': 'Raise a grievance, and follow it by its tracking number',
  'privacy.law': 'This notice follows the Digital Personal Data Protection Act, 2023 and its Rules.',
  'privacyTab.intro': 'Your consents, and what you can ask of us about your data.',
  'privacyTab.consents.heading': 'Your consents',
  'privacyTab.consents.intro':
    'Turn a use off to withdraw your consent: it takes effect at once, and nothing more is sent for it. Turn it on again whenever you like.',
  'privacyTab.given': 'Given on {date} · notice version {version}',
  'privacyTab.withdrawn': 'Withdrawn on {date}',
  'privacyTab.notAsked': 'Not given yet',
  'privacyTab.accountNote': 'Ends when you delete your account.',
  'privacyTab.givenToast': 'Consent given: {purpose}',
  'privacyTab.withdrawnToast': 'Consent withdrawn: {purpose}',
  'privacyTab.failed': 'Your choice could not be saved. Please try again.',
  'privacyTab.loadFailed': 'Your consents could not be loaded. Please try again.',
  'privacyTab.readNotice': 'Read the full privacy notice',
  'withdraw.title': 'Withdraw your consent',
  'withdraw.intro': 'Pressing the button stops these at once:',
  'withdraw.button': 'Withdraw consent',
  'withdraw.working': 'Withdrawing…',
  'withdraw.done': 'Done. We will send nothing more for:',
  'withdraw.broken': 'This link does not work. Open it again from the e-mail, or change your choices in My Dashboard → Privacy.',
  'withdraw.failed': 'That did not work. Please try again.',
  'visitorErasure.title': 'Erase my enquiries',
  'visitorErasure.intro':
    'Enquired without an account? We erase the enquiries made with your e-mail address once you prove it is yours with a code we send to it.',
  'visitorErasure.email': 'The e-mail address you gave when you enquired',
  'visitorErasure.emailHint': 'We send a 6-digit code to this address. It works for one hour.',
  'visitorErasure.sendCode': 'Send me a code',
  'visitorErasure.sending': 'Sending…',
  'visitorErasure.codeSent': 'If we hold enquiries made with {email}, a code is on its way there. Check your inbox.',
  'visitorErasure.code': 'Code from the e-mail',
  'visitorErasure.codeHint': 'Five wrong tries, or an hour, and you will need a new code.',
  'visitorErasure.erase': 'Erase my enquiries',
  'visitorErasure.erasing': 'Erasing…',
  'visitorErasure.again': 'Ask for a new code',
  'visitorErasure.done': 'Done. Your enquiries are erased.',
  'visitorErasure.counts':
    '{erased, plural, =0 {We held no enquiry made with this address.} one {# enquiry erased.} other {# enquiries erased.}}',
  'visitorErasure.held':
    '{held, plural, one {# enquiry is part of an open deal, so the law makes us keep its contact details until the deal ends; we erase them then.} other {# enquiries are part of an open deal, so the law makes us keep their contact details until the deal ends; we erase them then.}}',
  'visitorErasure.wrongCode': 'That code is not right. Check the e-mail and try again.',
  'visitorErasure.spent': 'This code has expired or was used. Ask for a new one.',
  'visitorErasure.tooMany': 'Too many tries. Please wait a while and try again.',
  'visitorErasure.failed': 'That did not work. Please try again.',
  'visitorErasure.account': 'Have an account?',
  'visitorErasure.accountLink': 'Delete it from My Dashboard → Privacy',
  'privacy.rights.visitorLink': 'Erase the enquiries you made without an account',
} satisfies Record<string, string>;

export type PrivacyMessageId = keyof typeof messages;
