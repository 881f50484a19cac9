import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { lazy, Suspense, useRef, useState, useSyncExternalStore } from 'react';
import toast from '../../lib/toast.ts';
import { Link, useLocation, useSearch } from 'wouter';
import type { User } from '../../../contract/users.ts';
import { Icon, type IconName } from '../../components/Icon.tsx';
import { selectImages } from '../../components/imageSelection.ts';
import { EmptyState, Notice } from '../../components/Notice.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { RecentlyViewed } from '../recent/RecentlyViewed.tsx';
import { UserAvatar } from '../../components/UserAvatar.tsx';
import { replaceUser, useAuth } from '../../lib/store.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { uploadAvatar } from '../../data/users.ts';
import { MyEnquiries } from '../enquiries/MyEnquiries.tsx';
import { AccountSettings } from './AccountSettings.tsx';
import { SavedPropertyCard, SavedPropertyCardSkeleton } from './SavedPropertyCard.tsx';
import { SavedSearchesPanel } from './SavedSearchesPanel.tsx';
import { SAVED_PROPERTIES_FAILED, useSavedProperties } from './useSavedProperties.ts';
import { OfflineSpace } from '../visitPack/OfflineSpace.tsx';
import { useT } from '../../i18n/useT.tsx';
import type { MessageId } from '../../i18n/messages/en.ts';
import { useFailureMessage } from '../../lib/formMessages.ts';

const SKELETON_COUNT = 6;
const NewSinceVisit = lazy(() => import('../savedSearches/NewSinceVisit.tsx'));
const tabs: { id: 'properties' | 'settings' | 'enquiries'; label: MessageId; icon: IconName }[] = [
  { id: 'properties', label: 'dashboard.tab.properties', icon: 'heart' },
  { id: 'settings', label: 'dashboard.tab.settings', icon: 'user' },
  { id: 'enquiries', label: 'dashboard.tab.enquiries', icon: 'chat' },
];

const desktop = '(min-width: 1024px)';
function useIsDesktop(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(desktop);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(desktop).matches,
    () => true,
  );
}

function SavedProperties({ userId }: { userId: string }) {
  const saved = useSavedProperties();
  const t = useT();
  const describeFailure = useFailureMessage();
  return (
    <section aria-labelledby="saved-heading">
      <h2 id="saved-heading" className="text-xl font-bold text-brand-900">
        {saved.isPending || saved.isError ? t('dashboard.saved') : t('dashboard.savedCount', { count: saved.properties.length })}
      </h2>
      {saved.properties.length > 0 && <OfflineSpace userId={userId} className="mt-4" />}
      <div className="mt-5">
        {saved.isPending ? (
          <div role="status">
            <span className="sr-only">{t('dashboard.savedLoading')}</span>
            <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3">
              {Array.from({ length: SKELETON_COUNT }, (_, index) => (
                <SavedPropertyCardSkeleton key={index} />
              ))}
            </div>
          </div>
        ) : saved.isError && saved.properties.length === 0 ? (
          <Notice tone="error" title={t('dashboard.savedFailed')}>
            {describeFailure(saved.error, SAVED_PROPERTIES_FAILED) !== SAVED_PROPERTIES_FAILED && (
              <p>{describeFailure(saved.error, SAVED_PROPERTIES_FAILED)}</p>
            )}
            <button type="button" className="focus-ring rounded font-semibold underline" onClick={saved.refetch}>
              {t('dashboard.tryAgain')}
            </button>
          </Notice>
        ) : saved.properties.length === 0 ? (
          <EmptyState
            icon="heart"
            iconColors="bg-rose-50 text-rose-600"
            titleAs="p"
            title={t('dashboard.savedEmpty')}
            hint={t('dashboard.savedEmptyHint')}
          >
            <Link href="/residential" className="btn-primary">
              {t('dashboard.browse')}
            </Link>
          </EmptyState>
        ) : (
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3">
            {saved.properties.map((property) => (
              <li key={property._id} className="flex">
                <div className="w-full">
                  <SavedPropertyCard
                    property={property}
                    onFavoriteChange={(id, favorite) => {
                      if (!favorite) saved.forget(id);
                    }}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** The picture in the sidebar, with a button to replace it (PATCH /users/:id, multipart `avatar`). */
function AvatarPicker({ user }: { user: User }) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const t = useT();
  const describeFailure = useFailureMessage();

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const selection = selectImages([file]);
    if (selection.notImages.length) toast.error(t('dashboard.avatarNotImage'));
    if (selection.tooLarge.length) toast.error(t('dashboard.avatarTooLarge', { name: file.name }));
    const [accepted] = selection.accepted;
    if (!accepted) return;
    setUploading(true);
    try {
      const body = await uploadAvatar(user._id, accepted);
      if (body.data?.user) replaceUser(body.data.user);
      toast.success(t('dashboard.avatarUpdated'));
    } catch (error) {
      toast.error(describeFailure(error, t('dashboard.avatarFailed')));
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="relative">
      <UserAvatar user={user} size="lg" />
      <button
        type="button"
        onClick={() => input.current?.click()}
        disabled={uploading}
        aria-label={t('dashboard.changePhoto')}
        title={t('dashboard.changePhoto')}
        className="focus-ring absolute -bottom-1 -right-1 grid h-9 w-9 place-items-center rounded-full border-2 border-white bg-accent-400 text-ink shadow-card transition hover:bg-accent-300 disabled:opacity-60"
      >
        <Icon name={uploading ? 'refresh' : 'camera'} className={`h-4 w-4 ${uploading ? 'animate-spin' : ''}`} />
      </button>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp,image/avif"
        className="hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          void upload(event.currentTarget.files?.[0]);
          event.currentTarget.value = '';
        }}
      />
    </div>
  );
}

/** /dashboard (role user): the saved properties and the account form, as tabs beside a profile card. */
export function DashboardScreen() {
  useDocumentTitle({ id: 'header.myDashboard' });
  const { user } = useAuth();
  const t = useT();
  const isDesktop = useIsDesktop();
  const [location, navigate] = useLocation();
  const tabParam = new URLSearchParams(useSearch()).get('tab');
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === tabParam),
  );

  if (!user) return null;

  return (
    <>
      <PageHeader
        title={t('dashboard.title')}
        crumb={t('dashboard.crumb')}
        intro={t('dashboard.welcome', { name: user.fullName.split(/\s+/)[0]! })}
      />
      <div className="container-page py-10">
        <TabGroup
          vertical={isDesktop}
          selectedIndex={selectedIndex}
          onChange={(index) => navigate(index > 0 ? `${location}?tab=${tabs[index]!.id}` : location, { replace: true })}
          className="grid gap-8 lg:grid-cols-[280px_minmax(0,1fr)]"
        >
          <aside className="card h-fit p-6 lg:sticky lg:top-24">
            <div className="flex items-center gap-4 lg:flex-col lg:text-center">
              <AvatarPicker user={user} />
              <div className="min-w-0">
                <p className="truncate text-lg font-bold text-brand-900">{user.fullName}</p>
                <p className="truncate text-sm text-ink-muted">@{user.username}</p>
              </div>
            </div>
            <TabList aria-label={t('dashboard.crumb')} className="mt-6 grid grid-cols-2 gap-2 border-t border-sand-200 pt-5 lg:grid-cols-1">
              {tabs.map((tab) => (
                <Tab
                  key={tab.id}
                  className={({ selected }) =>
                    // A label longer than its half of a phone's width wraps inside the tab rather than leaving it.
                    `focus-ring flex min-w-0 items-center justify-center gap-2 rounded-xl px-2 py-2.5 text-center text-sm font-semibold leading-tight transition lg:justify-start lg:px-3 lg:text-left ${
                      selected ? 'bg-brand-800 text-white shadow-sm' : 'text-ink-soft hover:bg-sand-100 hover:text-brand-800'
                    }`
                  }
                >
                  <Icon name={tab.icon} className="h-4 w-4 shrink-0" />
                  <span className="min-w-0 break-words">{t(tab.label)}</span>
                </Tab>
              ))}
            </TabList>
            <Link
              href="/dashboard/privacy"
              className="focus-ring mt-2 flex min-w-0 items-center justify-center gap-2 rounded-xl px-2 py-2.5 text-sm font-semibold leading-tight text-ink-soft transition hover:bg-sand-100 hover:text-brand-800 lg:justify-start lg:px-3"
            >
              <Icon name="shield" className="h-4 w-4 shrink-0" />
              <span className="min-w-0 break-words">{t('dashboard.tab.privacy')}</span>
            </Link>
          </aside>
          <TabPanels>
            <TabPanel className="focus-ring rounded-2xl">
              <Suspense fallback={null}>
                <NewSinceVisit className="mb-10" />
              </Suspense>
              <SavedProperties userId={user._id} />
              <SavedSearchesPanel userId={user._id} className="mt-12" />
              <RecentlyViewed className="mt-12" />
            </TabPanel>
            <TabPanel className="focus-ring rounded-2xl">
              <AccountSettings key={user._id} user={user} />
            </TabPanel>
            <TabPanel className="focus-ring rounded-2xl">
              <MyEnquiries userId={user._id} />
            </TabPanel>
          </TabPanels>
        </TabGroup>
      </div>
    </>
  );
}
