// @vitest-environment happy-dom
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ENQUIRY_MESSAGE_MAX } from '../../contract/enquiries.ts';
import { MAX_SAVED_SEARCHES, SAVED_SEARCH_LIMIT_MESSAGE } from '../../contract/savedSearches.ts';
import { ApiError, clientMessages } from './apiError.ts';
import { FieldShell } from '../components/FormField.tsx';
import { loadArea, loadI18n } from '../i18n/i18n.ts';
import { failureIn, FORM_MESSAGES } from './formMessages.ts';
import { translateIn } from '../i18n/useT.tsx';
import { messages as accountEnglish } from '../i18n/messages/areas/account.en.ts';
import { messages as grievancesEnglish } from '../i18n/messages/areas/grievances.en.ts';
import { GRIEVANCE_TEXT_MAX } from '../../contract/grievances.ts';

afterEach(cleanup);

async function shell(locale: 'en' | 'gu' | 'hi', error: string) {
  await loadArea(locale, 'account');
  const i18n = await loadI18n(locale);
  render(
    <I18nProvider i18n={i18n}>
      <FieldShell id="f" label="Email" error={error}>
        <input id="f" />
      </FieldShell>
    </I18nProvider>,
  );
}

describe('the spec’s form messages in each language', () => {
  it('gives each English message the id whose English is those very words', () => {
    for (const [english, id] of Object.entries(FORM_MESSAGES)) {
      // The grievance form's messages come with its own area; every other one with the account area.
      const areaEnglish: Record<string, string> = { ...accountEnglish, ...grievancesEnglish };
      const words = areaEnglish[id]!.replace('{max}', String(ENQUIRY_MESSAGE_MAX))
        .replace('{searches}', String(MAX_SAVED_SEARCHES))
        .replace('{grievanceMax}', String(GRIEVANCE_TEXT_MAX));
      expect(words, id).toBe(english);
    }
  });

  it('shows a field’s error in Gujarati and Hindi on their pages, and as the schema says it in English', async () => {
    await shell('gu', 'Invalid Email Address');
    expect(screen.getByText('ઈ-મેઇલ સરનામું ખોટું છે')).toBeTruthy();
    cleanup();
    await shell('hi', 'Password must be at least 6 characters long');
    expect(screen.getByText('पासवर्ड कम से कम 6 अक्षर का होना चाहिए')).toBeTruthy();
    cleanup();
    await shell('en', 'Invalid Email Address');
    expect(screen.getByText('Invalid Email Address')).toBeTruthy();
    cleanup();
    // A message the map does not know is shown as it came.
    await shell('gu', 'Something only the server says');
    expect(screen.getByText('Something only the server says')).toBeTruthy();
  });
});

describe('a failed request in each language', () => {
  const refused = (message: string, status = 400, retryAfterSeconds?: number) => new ApiError(message, { status, retryAfterSeconds });
  const failureOn = async (locale: 'en' | 'gu' | 'hi') => {
    await loadArea(locale, 'account');
    return failureIn(translateIn(await loadI18n(locale)), locale);
  };

  it('says it in the server’s words in English, or the screen’s when it sent none', async () => {
    const failure = await failureOn('en');
    expect(failure(refused('Too many changes in a short time. Please try again in 40 seconds.', 429, 40), 'Unable to save')).toBe(
      'Too many changes in a short time. Please try again in 40 seconds.',
    );
    expect(failure(new Error('boom'), 'Unable to save')).toBe('Unable to save');
  });

  it('never shows the server’s English on a Gujarati or Hindi page', async () => {
    const gujarati = await failureOn('gu');
    expect(gujarati(refused(SAVED_SEARCH_LIMIT_MESSAGE), 'શોધ સાચવી શકાઈ નહીં')).toBe(
      'તમે વધુમાં વધુ 20 શોધ સાચવી શકો છો. બીજી સાચવવા માટે એક કાઢી નાખો.',
    );
    expect(gujarati(new ApiError(clientMessages.network, { network: true }), 'x')).toBe('નેટવર્ક ભૂલ થઈ. કૃપા કરી તમારું કનેક્શન તપાસો.');
    // A refusal the page has no words for: the screen's own sentence in the language.
    expect(gujarati(refused('Saved search not found', 404), 'શોધ સાચવી શકાઈ નહીં')).toBe('શોધ સાચવી શકાઈ નહીં');
    const hindi = await failureOn('hi');
    expect(hindi(refused('Too many enquiries in a short time. Please try again in 14 minutes, or call us.', 429, 840), 'x')).toBe(
      'थोड़े समय में बहुत ज़्यादा कोशिशें हुईं। कृपया 14 मिनट बाद फिर कोशिश करें।',
    );
    expect(hindi(refused('Too many changes in a short time. Please try again in 40 seconds.', 429, 40), 'x')).toBe(
      'थोड़े समय में बहुत ज़्यादा कोशिशें हुईं। कृपया 1 मिनट बाद फिर कोशिश करें।',
    );
  });
});
