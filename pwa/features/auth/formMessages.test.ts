import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LoginBody } from '../../../contract/sessions.ts';
import { RegisterBody, registerFormBody } from '../../../contract/users.ts';
import { FORM_MESSAGES } from '../../lib/formMessages.ts';
import { NewPasswordForm } from './ResetPasswordScreen.tsx';

describe('the account forms’ messages', () => {
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

  it("knows every message of the register form's age and parent or guardian questions", () => {
    const account = { username: 'kavya', fullName: 'Kavya Mehta', email: 'kavya@example.in', password: 'secret1', mobile: '9876543210' };
    const issues = [
      ...(v.safeParse(registerFormBody(false), { ...account, adult: false }).issues ?? []),
      ...(v.safeParse(registerFormBody(true), { ...account, adult: undefined }).issues ?? []),
      ...(v.safeParse(registerFormBody(true), { ...account, adult: true, guardianName: '', guardianEmail: '' }).issues ?? []),
      ...(v.safeParse(registerFormBody(true), { ...account, adult: false, guardianName: ' ' }).issues ?? []),
      ...(v.safeParse(registerFormBody(true), { ...account, adult: false, guardianName: 'Nirav Mehta', guardianEmail: account.email })
        .issues ?? []),
    ];
    expect(issues.map((issue) => issue.message)).toEqual([
      'Confirm that you are 18 or older',
      'Say whether you are 18 or older',
      "Enter your parent's or guardian's name",
      "Enter your parent's or guardian's e-mail address",
      "Give your parent's or guardian's own e-mail address, not yours",
    ]);
    for (const issue of issues) expect(FORM_MESSAGES, issue.message).toHaveProperty([issue.message]);
  });
});
