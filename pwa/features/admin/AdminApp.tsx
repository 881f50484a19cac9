/**
 * The workspace (/admincp/*): its own layout (header, sidebar that collapses on phones) and
 * routes, one lazily loaded chunk behind RequireStaff so none of it reaches visitors. Agents work
 * the leads and buyers; the office's screens (dashboard, listings, projects, users) are an admin's.
 */
import { lazy, Suspense, useState } from 'react';
import { Link, Redirect, Route, Switch, useLocation } from 'wouter';
import { Icon, type IconName } from '../../components/Icon.tsx';
import { Logo } from '../../components/Logo.tsx';
import { AccessDeniedScreen, NotFoundScreen } from '../../components/StatusScreen.tsx';
import { UserAvatar } from '../../components/UserAvatar.tsx';
import { logout } from '../../data/sessions.ts';
import { isAdmin, useAuth } from '../../lib/store.ts';
import { withMessages } from '../../i18n/i18n.ts';
import type { MessageId } from '../../i18n/messages/en.ts';
import { Message, useT } from '../../i18n/useT.tsx';
import { AdminDashboard } from './AdminDashboard.tsx';
import { ProjectsManagement } from './ProjectsManagement.tsx';
import { PropertyManagement } from './PropertyManagement.tsx';
import { UserManagement } from './UserManagement.tsx';
import { LeadsScreen } from '../enquiries/LeadsScreen.tsx';
import { BuyersScreen } from '../buyers/BuyersScreen.tsx';

// Today speaks the advisor's language: its words come with its code (pwa/i18n/areas.ts).
const TodayScreen = lazy(
  withMessages('today', () => import('../today/TodayScreen.tsx').then((module) => ({ default: module.TodayScreen }))),
);
// The property and project forms speak the office's language: their words (and code) come when one is opened.
const EditPropertyScreen = lazy(
  withMessages('listingForms', () => import('./EditPropertyScreen.tsx').then((module) => ({ default: module.EditPropertyScreen }))),
);
const CreateProjectScreen = lazy(
  withMessages('listingForms', () => import('./ProjectEditorScreen.tsx').then((module) => ({ default: module.CreateProjectScreen }))),
);
const EditProjectScreen = lazy(
  withMessages('listingForms', () => import('./ProjectEditorScreen.tsx').then((module) => ({ default: module.EditProjectScreen }))),
);

// The reports are a chunk of their own: most visits to the workspace never open them.
const ReportsScreen = lazy(() => import('../reports/ReportsScreen.tsx').then((module) => ({ default: module.ReportsScreen })));

// The visit reports are an admin's now and then: their code loads when first opened.
const VisitReportsScreen = lazy(() =>
  import('../reports/VisitReportsScreen.tsx').then((module) => ({ default: module.VisitReportsScreen })),
);

// Visit hours are set now and then: their code loads when first opened.
const VisitHoursScreen = lazy(async () => ({ default: (await import('./VisitHoursScreen.tsx')).VisitHoursScreen }));

// Field speed is looked at now and then: its code loads when first opened.
const VitalsScreen = lazy(() => import('./VitalsScreen.tsx').then((module) => ({ default: module.VitalsScreen })));

// The privacy duties are an admin's now and then: their code loads when first opened.
const PrivacyRoutes = lazy(async () => ({ default: (await import('./privacy/PrivacyRoutes.tsx')).PrivacyRoutes }));

const sidebar: { href: string; label: MessageId; icon: IconName; adminOnly: boolean; matches: (path: string) => boolean }[] = [
  {
    href: '/admincp',
    label: 'workspace.nav.dashboard',
    icon: 'dashboard',
    adminOnly: true,
    matches: (path) => path === '/admincp' || path === '/admincp/',
  },
  {
    href: '/admincp/projects',
    label: 'nav.projects',
    icon: 'building',
    adminOnly: true,
    matches: (path) => path.startsWith('/admincp/projects'),
  },
  {
    href: '/admincp/properties',
    label: 'workspace.nav.properties',
    icon: 'home',
    adminOnly: true,
    matches: (path) => path.startsWith('/admincp/properties') || path.startsWith('/admincp/property/'),
  },
  {
    href: '/admincp/users',
    label: 'workspace.nav.users',
    icon: 'users',
    adminOnly: true,
    matches: (path) => path.startsWith('/admincp/users'),
  },
  {
    href: '/admincp/today',
    label: 'workspace.nav.today',
    icon: 'clock',
    adminOnly: false,
    matches: (path) => path.startsWith('/admincp/today'),
  },
  { href: '/admincp/leads', label: 'header.leads', icon: 'chat', adminOnly: false, matches: (path) => path.startsWith('/admincp/leads') },
  {
    href: '/admincp/reports',
    label: 'reports.title',
    icon: 'trending',
    adminOnly: false,
    matches: (path) => path.startsWith('/admincp/reports'),
  },
  {
    href: '/admincp/visit-hours',
    label: 'visitHours.title',
    icon: 'calendar',
    adminOnly: false,
    matches: (path) => path.startsWith('/admincp/visit-hours'),
  },
  {
    href: '/admincp/visit-reports',
    label: 'visitReports.title',
    icon: 'trending',
    adminOnly: true,
    matches: (path) => path.startsWith('/admincp/visit-reports'),
  },
  {
    href: '/admincp/buyers',
    label: 'buyers.title',
    icon: 'handshake',
    adminOnly: false,
    matches: (path) => path.startsWith('/admincp/buyers'),
  },
  {
    href: '/admincp/vitals',
    label: 'workspace.nav.vitals',
    icon: 'smartphone',
    adminOnly: true,
    matches: (path) => path.startsWith('/admincp/vitals'),
  },
  {
    href: '/admincp/privacy',
    label: 'privacyAdmin.title',
    icon: 'shield',
    adminOnly: true,
    matches: (path) => path.startsWith('/admincp/privacy'),
  },
];

function Sidebar({ location, admin, onNavigate }: { location: string; admin: boolean; onNavigate: () => void }) {
  const t = useT();
  return (
    <ul className="flex flex-col gap-1 p-3">
      {sidebar
        .filter((item) => admin || !item.adminOnly)
        .map((item) => {
          const active = item.matches(location);
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                onClick={onNavigate}
                aria-current={active ? 'page' : undefined}
                className={`focus-ring flex items-center gap-3 rounded-xl px-3.5 py-2.5 text-sm font-semibold transition ${
                  active ? 'bg-brand-800 text-white shadow-sm' : 'text-ink-soft hover:bg-sand-100 hover:text-brand-800'
                }`}
              >
                <Icon name={item.icon} className="h-4.5 w-4.5" />
                {t(item.label)}
              </Link>
            </li>
          );
        })}
      <li className="mt-3 border-t border-sand-200 pt-3">
        <Link
          href="/"
          className="focus-ring flex items-center gap-3 rounded-xl px-3.5 py-2.5 text-sm font-semibold text-ink-soft hover:bg-sand-100 hover:text-brand-800"
        >
          <Icon name="arrowRight" className="h-4.5 w-4.5 rotate-180" />
          {t('workspace.backToSite')}
        </Link>
      </li>
    </ul>
  );
}

/** The office's screens: an agent who follows a link to one is told it is not theirs. */
function OfficeRoutes() {
  const t = useT();
  const loading = <p className="text-sm text-ink-muted">{t('listing.loading')}</p>;
  return (
    <Switch>
      <Route path="/admincp" component={AdminDashboard} />
      <Route path="/admincp/properties" component={PropertyManagement} />
      <Route path="/admincp/property/:propertyId/edit">
        {(params: { propertyId: string }) => (
          <Suspense fallback={null}>
            <EditPropertyScreen key={params.propertyId} propertyId={params.propertyId} />
          </Suspense>
        )}
      </Route>
      <Route path="/admincp/users" component={UserManagement} />
      <Route path="/admincp/visit-reports">
        <Suspense fallback={loading}>
          <VisitReportsScreen />
        </Suspense>
      </Route>
      <Route path="/admincp/vitals">
        <Suspense fallback={loading}>
          <VitalsScreen />
        </Suspense>
      </Route>
      <Route path="/admincp/privacy/*?">
        <Suspense fallback={loading}>
          <PrivacyRoutes />
        </Suspense>
      </Route>
      <Route path="/admincp/projects" component={ProjectsManagement} />
      <Route path="/admincp/projects/create">
        <Suspense fallback={null}>
          <CreateProjectScreen />
        </Suspense>
      </Route>
      <Route path="/admincp/projects/:projectId/edit">
        {(params: { projectId: string }) => (
          <Suspense fallback={null}>
            <EditProjectScreen key={params.projectId} projectId={params.projectId} />
          </Suspense>
        )}
      </Route>
      <Route>
        <NotFoundScreen />
      </Route>
    </Switch>
  );
}

export function AdminApp() {
  const t = useT();
  const loading = <p className="text-sm text-ink-muted">{t('listing.loading')}</p>;
  const { user } = useAuth();
  const admin = isAdmin(user);
  const [location, navigate] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <div className="flex min-h-screen flex-col bg-sand">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-brand-900 focus:shadow-lift"
      >
        {t('layout.skipToContent')}
      </a>
      <header className="sticky top-0 z-30 bg-brand-950 text-white shadow-lift">
        <div className="flex h-16 items-center justify-between gap-3 px-4 sm:px-6">
          <div className="flex min-w-0 items-center gap-2">
            <button
              type="button"
              className="focus-ring -ml-1 grid h-10 w-10 place-items-center rounded-lg hover:bg-white/10 md:hidden"
              aria-expanded={menuOpen}
              aria-controls="admin-nav"
              aria-label={menuOpen ? t('header.closeMenu') : t('header.openMenu')}
              onClick={() => setMenuOpen((open) => !open)}
            >
              <Icon name={menuOpen ? 'close' : 'menu'} className="h-5 w-5" />
            </button>
            {/* Named by what it shows (the agency's name, then Admin Panel), as speech input users read it. */}
            <Link href="/admincp" className="focus-ring flex min-w-0 items-center gap-3 rounded-lg">
              <Logo tone="light" compact />
              <span className="hidden border-l border-white/20 pl-3 text-sm font-semibold text-accent-200 sm:inline">
                {admin ? t('header.adminPanel') : t('workspace.agentWorkspace')}
              </span>
            </Link>
          </div>
          <div className="flex items-center gap-3">
            {user && (
              <span className="flex min-w-0 items-center gap-2.5">
                <UserAvatar user={user} size="sm" />
                <span className="hidden max-w-48 truncate text-sm font-semibold sm:inline" data-testid="admin-user-name">
                  {user.fullName}
                </span>
              </span>
            )}
            <button type="button" className="btn-light !px-3 !py-2" onClick={() => void logout().then(() => navigate('/'))}>
              <Icon name="logout" className="h-4 w-4" />
              <span className="hidden sm:inline">{t('header.logout')}</span>
              <span className="sr-only sm:hidden">{t('header.logout')}</span>
            </button>
          </div>
        </div>
      </header>
      <div className="flex flex-1 flex-col md:flex-row">
        <nav
          id="admin-nav"
          aria-label={t('workspace.nav')}
          className={`border-b border-sand-200 bg-white md:block md:w-60 md:shrink-0 md:border-b-0 md:border-r ${
            menuOpen ? 'block' : 'hidden'
          }`}
        >
          <div className="md:sticky md:top-16">
            {/* On a phone the header has room for the avatar only: the menu says who is signed in. */}
            {user && (
              <p className="flex items-center gap-2.5 border-b border-sand-200 px-5 py-3 text-sm text-ink-soft sm:hidden">
                <UserAvatar user={user} size="sm" />
                <span className="min-w-0 truncate">
                  <Message
                    id="workspace.signedInAs"
                    values={{ name: user.fullName }}
                    components={{ 0: <strong className="font-semibold text-ink" /> }}
                  />
                </span>
              </p>
            )}
            <Sidebar location={location} admin={admin} onNavigate={() => setMenuOpen(false)} />
          </div>
        </nav>
        <main id="admin-main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 outline-none sm:px-8 sm:py-8">
          <div className="mx-auto max-w-6xl">
            <Switch>
              <Route path="/admincp/leads" component={LeadsScreen} />
              <Route path="/admincp/buyers" component={BuyersScreen} />
              <Route path="/admincp/today">
                <Suspense fallback={null}>
                  <TodayScreen />
                </Suspense>
              </Route>
              <Route path="/admincp/reports">
                <Suspense fallback={loading}>
                  <ReportsScreen />
                </Suspense>
              </Route>
              <Route path="/admincp/visit-hours">
                <Suspense fallback={loading}>
                  <VisitHoursScreen />
                </Suspense>
              </Route>
              {/* An agent's workspace opens on Today. */}
              {!admin && (
                <Route path="/admincp">
                  <Redirect to="/admincp/today" replace />
                </Route>
              )}
              <Route>{admin ? <OfficeRoutes /> : <AccessDeniedScreen />}</Route>
            </Switch>
          </div>
        </main>
      </div>
    </div>
  );
}
