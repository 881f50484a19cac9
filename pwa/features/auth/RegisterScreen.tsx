import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { lazyPart } from '../../lib/lazyPart.tsx';
import { AuthFormPlaceholder, AuthLayout } from './AuthLayout.tsx';
import { useT } from '../../i18n/useT.tsx';

// The form's checks (Formisch, the contract's schemas) come in a chunk of their own, after the page.
const RegisterForm = lazyPart(
  () => import('./RegisterForm.tsx').then((module) => module.RegisterForm),
  <AuthFormPlaceholder className="h-[46rem]" />,
);

/** /register: a new account, for people of 18 and over, under the account's notice; on success the visitor logs in with it. */
export function RegisterScreen() {
  useDocumentTitle({ id: 'header.register' });
  const [, navigate] = useLocation();
  const t = useT();
  // Kept from render to render, so the form's part is passed by while it waits for its code.
  const toLogin = useCallback(() => navigate('/login'), [navigate]);

  return (
    <AuthLayout title={t('register.title')} intro={t('register.intro')}>
      <RegisterForm onRegistered={toLogin} />
    </AuthLayout>
  );
}
