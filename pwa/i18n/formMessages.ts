/**
 * The spec's English validation and account messages (the contract's valibot schemas and the
 * server's answers), each with its message id: a Gujarati or Hindi page shows them in its language,
 * while the schemas and the server keep their English words. Their translations are in the account
 * area (messages/areas/account.*.ts), which comes with every form that shows them; a message not
 * listed here, or whose words have not arrived, is shown as it came.
 */
import { ENQUIRY_MESSAGE_MAX, enquiryMessages } from '../../contract/index.ts';
import type { MessageId } from './messages/en.ts';
import { useLocale, useT } from './useT.tsx';

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
};

/** `localize(message)`: the spec's English message in the page's language (as it came in English). */
export function useFormMessage(): (message: string) => string {
  const t = useT();
  const locale = useLocale();
  return (message) => {
    const id = locale === 'en' ? undefined : FORM_MESSAGES[message];
    if (!id) return message;
    const translated = t(id, { max: ENQUIRY_MESSAGE_MAX });
    return translated === id ? message : translated;
  };
}
