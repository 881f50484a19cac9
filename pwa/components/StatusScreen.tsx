import { Link } from 'wouter';
import { useT } from '../i18n/useT.tsx';
import { Icon } from './Icon.tsx';
import { useDocumentTitle } from '../lib/useDocumentTitle.ts';

interface StatusScreenProps {
  code: string;
  title: string;
  message: string;
}

/** The full-page 404 / 403 / 500 screens: a title, a line of text and the way home. */
export function StatusScreen({ code, title, message }: StatusScreenProps) {
  useDocumentTitle(title);
  const t = useT();
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <p
        className="bg-gradient-to-b from-brand-400 to-brand-700 bg-clip-text text-7xl font-black tracking-tight text-brand-500 text-transparent sm:text-8xl"
        aria-hidden="true"
      >
        {code}
      </p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 max-w-xl text-base text-ink-soft">{message}</p>
      <Link href="/" className="btn-primary mt-8">
        <Icon name="home" className="h-4 w-4" />
        {t('status.goHome')}
      </Link>
    </section>
  );
}

export function NotFoundScreen() {
  const t = useT();
  return <StatusScreen code="404" title={t('status.notFound.title')} message={t('status.notFound.message')} />;
}

export function AccessDeniedScreen() {
  const t = useT();
  return <StatusScreen code="403" title={t('status.accessDenied.title')} message={t('status.accessDenied.message')} />;
}

/** A screen whose code is not on this device (the admin area is never precached) while offline. */
export function OfflineScreen() {
  const t = useT();
  return <StatusScreen code={t('status.offline.code')} title={t('status.offline.title')} message={t('status.offline.message')} />;
}

/** The error's own message, or (none) 'An unexpected error occurred.' in the page's language. */
export function ServerErrorScreen({ message }: { message?: string }) {
  const t = useT();
  return <StatusScreen code="500" title={t('status.serverError.title')} message={message || t('status.serverError.unexpected')} />;
}
