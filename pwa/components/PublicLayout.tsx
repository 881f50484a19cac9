import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../i18n/useT.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

/**
 * Skip link, header, the page in <main>, footer. The home hero sits under a transparent header. The
 * footer is a Suspense boundary of its own: adopting the server's HTML, React brings it to life in a
 * pass of its own after the header and the page, not in one long task with them.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const t = useT();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-brand-900 focus:shadow-lift"
      >
        {t('layout.skipToContent')}
      </a>
      <Header overlay={location === '/'} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </div>
  );
}
