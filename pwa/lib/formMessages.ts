/**
 * The spec's English validation and account messages (the contract's valibot schemas and the
 * server's answers), each with its message id: a Gujarati or Hindi page shows them in its language,
 * while the schemas and the server keep their English words. Their translations are in the account
 * area (messages/areas/account.*.ts), which comes with every form that shows them; a message not
 * listed here, or whose words have not arrived, is shown as it came.
 */
import { useMemo } from 'react';
import { ENQUIRY_MESSAGE_MAX, enquiryMessages } from '../../contract/enquiries.ts';
import { GRIEVANCE_TEXT_MAX, grievanceMessages } from '../../contract/grievances.ts';
import { MAX_SAVED_SEARCHES, SAVED_SEARCH_LIMIT_MESSAGE } from '../../contract/savedSearches.ts';
import {
  ADULT_MESSAGE,
  AGE_MESSAGE,
  guardianMessages,
  MINOR_REFUSED_MESSAGE,
  PARENTAL_CONSENT_PENDING_MESSAGE,
} from '../../contract/users.ts';
import { MINOR_OFFERS_MESSAGE } from '../../contract/privacy.ts';
import { visitMessages } from '../../contract/visits.ts';
import { ApiError, clientMessages, errorMessage } from './apiError.ts';
import { pageLocale } from '../i18n/i18n.ts';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales.ts';
import type { MessageId } from '../i18n/messages/en.ts';
import { useLocale, useT, type Translate } from '../i18n/useT.tsx';

export const FORM_MESSAGES: Record<string, MessageId> = {
  'Email Address is required': 'form.emailRequired',
  'Invalid Email Address': 'form.emailInvalid',
  'Email Address must be at most 254 characters long': 'form.emailTooLong',
  'Password is required': 'form.passwordRequired',
  'Password must be at least 6 characters long': 'form.passwordTooShort',
  'Password must be at most 128 characters long': 'form.passwordTooLong',
  'User name must be 1 or more characters long': 'form.usernameRequired',
  'User name must be at most 30 characters long': 'form.usernameTooLong',
  'User name may use only letters, digits, dots and underscores': 'form.usernameCharacters',
  'Full name must be 2 or more characters long': 'form.fullNameTooShort',
  'Full name must be at most 80 characters long': 'form.fullNameTooLong',
  'Mobile is required': 'form.mobileRequired',
  'Mobile must be 10 or more characters long': 'form.mobileTooShort',
  'Mobile must be at most 15 characters long': 'form.mobileTooLong',
  'Mobile may use only digits, spaces, dashes and a leading +': 'form.mobileCharacters',
  'Current password is required': 'form.currentPasswordRequired',
  'Please confirm the new password': 'form.confirmPassword',
  'The two passwords do not match': 'form.passwordsDiffer',
  [enquiryMessages.mobile]: 'form.enquiryMobile',
  [enquiryMessages.visitDate]: 'form.visitDate',
  [enquiryMessages.message]: 'form.messageTooLong',
  'Choose a morning, afternoon or evening visit': 'form.visitSlot',
  // The server's answers to the account forms.
  'Invalid email or password': 'form.loginRefused',
  'This account has been suspended. Please contact the agency.': 'form.suspended',
  'Email is already registered': 'form.emailTaken',
  'Username is already taken': 'form.usernameTaken',
  'Your current password is incorrect': 'form.currentPasswordWrong',
  [ADULT_MESSAGE]: 'form.adultRequired',
  [MINOR_REFUSED_MESSAGE]: 'form.minorRefused',
  [AGE_MESSAGE]: 'form.ageRequired',
  [guardianMessages.name]: 'form.guardianName',
  [guardianMessages.email]: 'form.guardianEmail',
  [guardianMessages.sameEmail]: 'form.guardianSameEmail',
  [PARENTAL_CONSENT_PENDING_MESSAGE]: 'form.parentalPending',
  [MINOR_OFFERS_MESSAGE]: 'form.minorOffers',
  [SAVED_SEARCH_LIMIT_MESSAGE]: 'form.savedSearchLimit',
  // The answers to booking a visit.
  [visitMessages.taken]: 'form.visitTaken',
  [visitMessages.notOffered]: 'form.visitNotOffered',
  [visitMessages.noAgent]: 'form.visitNoAgent',
  // The grievance form's own (their words come with its screen, in the grievances area).
  [grievanceMessages.topic]: 'form.grievanceTopic',
  [grievanceMessages.description]: 'form.grievanceDescription',
  [grievanceMessages.descriptionMax]: 'form.grievanceDescriptionMax',
  [clientMessages.network]: 'form.network',
};

/** The values the messages above may name. */
const MESSAGE_VALUES = { max: ENQUIRY_MESSAGE_MAX, searches: MAX_SAVED_SEARCHES, grievanceMax: GRIEVANCE_TEXT_MAX };

/** A screen's own reading of the messages this file does not list: the message in the page's language, or null. */
type MoreMessages = (t: Translate, message: string) => string | null;
const moreMessages = new Set<MoreMessages>();

/**
 * Adds the messages a screen outside the main chunk knows (the office's listing forms'): its code
 * calls this as it loads, so their words stay out of every other page.
 */
export function addFormMessages(translate: MoreMessages): void {
  moreMessages.add(translate);
}

/** The English `message` in `locale` when this file (or a screen's addition) knows it; null when not, or on an English page. */
function known(t: Translate, locale: Locale, message: string): string | null {
  if (locale === DEFAULT_LOCALE) return null;
  const id = FORM_MESSAGES[message];
  if (!id) {
    for (const translate of moreMessages) {
      const translated = translate(t, message);
      if (translated !== null) return translated;
    }
    return null;
  }
  const translated = t(id, MESSAGE_VALUES);
  // Its words have not arrived (the account area is still on its way).
  return translated === id ? null : translated;
}

/** `localize(message)`: the spec's English message in the page's language (as it came in English). */
export function useFormMessage(): (message: string) => string {
  const t = useT();
  const locale = useLocale();
  return (message) => known(t, locale, message) ?? message;
}

/**
 * What to say about a failed request, with `fallback` the screen's own words for it. In English the
 * server's message (or `fallback` when it sent none). In Gujarati or Hindi never the server's English:
 * a message this file knows in the language, a refusal for too many attempts with its wait in
 * minutes, else `fallback`.
 */
export function failureIn(t: Translate, locale: Locale = pageLocale()): (error: unknown, fallback: string) => string {
  return (error, fallback) => {
    const message = errorMessage(error, fallback);
    if (locale === DEFAULT_LOCALE) return message;
    if (error instanceof ApiError && error.status === 429) {
      return t('form.tooMany', { minutes: Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60)) });
    }
    return known(t, locale, message) ?? fallback;
  };
}

/** `failure(error, fallback)` in the page's language (see failureIn). */
export function useFailureMessage(): (error: unknown, fallback: string) => string {
  const t = useT();
  const locale = useLocale();
  return useMemo(() => failureIn(t, locale), [t, locale]);
}
