import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LoginBody } from '../../../contract/sessions.ts';
import { RegisterBody } from '../../../contract/users.ts';
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
});
