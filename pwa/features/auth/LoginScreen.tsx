import { useCallback, useState } from 'react';
import { Redirect, useSearch } from 'wouter';
import { Spinner } from '../../components/Spinner.tsx';
import { useAuth } from '../../lib/store.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { lazyPart } from '../../lib/lazyPart.tsx';
import { AuthFormPlaceholder, AuthLayout } from './AuthLayout.tsx';
import { useT } from '../../i18n/useT.tsx';
import { loginDestination } from './loginRedirect.ts';

// The form's checks (Formisch, the contract's schemas) come in a chunk of their own, after the page.
const LoginForm = lazyPart(
  () => import('./LoginForm.tsx').then((module) => module.LoginForm),
  <AuthFormPlaceholder className="h-[23rem]" />,
);

/** /login: email and password; on success the session is stored and the role decides where to go. */
export function LoginScreen() {
  useDocumentTitle({ id: 'header.login' });
  const auth = useAuth();
  const next = new URLSearchParams(useSearch()).get('next');
  const t = useT();
  // Set when the account reads the site in another language: the page is loaded in it instead.
  const [switching, setSwitching] = useState(false);
  // Kept from render to render, so the form's part is passed by while it waits for its code.
  const switchLanguage = useCallback(() => setSwitching(true), []);

  if (switching)
    return (
      <AuthLayout title={t('login.title')} intro={t('login.switching')}>
        <Spinner />
      </AuthLayout>
    );
  if (auth.loggedIn && auth.user) return <Redirect to={loginDestination(auth.user, next)} replace />;

  return (
    <AuthLayout title={t('login.title')} intro={t('login.intro')}>
      <LoginForm next={next} onSwitching={switchLanguage} />
    </AuthLayout>
  );
}
