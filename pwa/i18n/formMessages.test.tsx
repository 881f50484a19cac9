// @vitest-environment happy-dom
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { ENQUIRY_MESSAGE_MAX, LoginBody, RegisterBody } from '../../contract/index.ts';
import { FieldShell } from '../components/FormField.tsx';
import { NewPasswordForm } from '../features/auth/ResetPasswordScreen.tsx';
import { loadArea, loadI18n } from './i18n.ts';
import { FORM_MESSAGES } from './formMessages.ts';
import { messages as accountEnglish } from './messages/areas/account.en.ts';

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
      expect(accountEnglish[id as keyof typeof accountEnglish].replace('{max}', String(ENQUIRY_MESSAGE_MAX)), id).toBe(english);
    }
  });

  it('knows every message the login, register and new-password forms can show', () => {
    const issues = [
      ...(v.safeParse(LoginBody, { email: '', password: '' }).issues ?? []),
      ...(v.safeParse(LoginBody, { email: 'not-an-address', password: '123' }).issues ?? []),
      ...(v.safeParse(RegisterBody, { username: 'a b', fullName: 'A', email: 'x@y.in', password: 'secret1', mobile: '12ab' }).issues ?? []),
      ...(v.safeParse(NewPasswordForm, { password: 'secret1', confirmPassword: 'secret2' }).issues ?? []),
    ];
    expect(issues.length).toBeGreaterThan(5);
    for (const issue of issues) expect(FORM_MESSAGES, issue.message).toHaveProperty([issue.message]);
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
