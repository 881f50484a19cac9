/**
 * Save, Share, Compare and (signed in) Keep for offline on a property's page. Save is the cards' favourite (the same outbox
 * mutation, flipping at once and sent when the connection is back); visitors are asked to log in.
 * Share uses the device's share sheet where there is one, else copies the link.
 */
import toast from '../../lib/toast.ts';
import { Link } from 'wouter';
import type { Property } from '../../../contract/properties.ts';
import { Icon } from '../../components/Icon.tsx';
import { FavoriteButton } from '../../components/FavoriteButton.tsx';
import { useT, type Translate } from '../../i18n/useT.tsx';
import { useAuth } from '../../lib/store.ts';
import { useHydrated } from '../../lib/useHydrated.ts';
import { CompareToggle } from '../../components/CompareToggle.tsx';
import { KeepOffline } from '../visitPack/KeepOffline.tsx';

/**
 * The address to share: the short link of its reference (`/p/SR-1001`, redirecting to its page);
 * a listing the device stored before references existed shares its page's address.
 */
export function shareUrl(property: Pick<Property, '_id' | 'reference'>, origin: string): string {
  const path = property.reference ? `/p/${encodeURIComponent(property.reference)}` : `/property/${encodeURIComponent(property._id)}`;
  return new URL(path, origin).href;
}

async function share(property: Property, t: Translate) {
  const url = shareUrl(property, window.location.origin);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: property.title, text: `${property.title}, ${property.location}`, url });
      return;
    } catch (error) {
      // The person closed the share sheet: nothing to say.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast.success(t('property.linkCopied'), { id: 'link-copied' });
  } catch {
    // No clipboard (permission or browser): the link is shown to copy by hand.
    toast(t('property.copyLink', { url }), { id: 'link-copied', duration: 10_000 });
  }
}

export function PropertyActions({ property }: { property: Property }) {
  const t = useT();
  const { loggedIn } = useAuth();
  // The page the server renders is a visitor's: the signed-in Save appears once React has adopted it.
  const hydrated = useHydrated();
  return (
    <div className="flex flex-wrap gap-2" data-testid="property-actions">
      {loggedIn && hydrated ? (
        <FavoriteButton property={property} title={property.title} labelled />
      ) : (
        <Link
          href={`/login?next=${encodeURIComponent(`/property/${property._id}`)}`}
          className="btn-outline"
          aria-label={t('property.saveLogin', { title: property.title })}
        >
          <Icon name="heart" className="h-4 w-4" />
          {t('property.save')}
        </Link>
      )}
      <button type="button" onClick={() => void share(property, t)} className="btn-outline">
        <Icon name="share" className="h-4 w-4" />
        {t('property.share')}
      </button>
      <CompareToggle property={property} variant="page" />
      <KeepOffline property={property} />
    </div>
  );
}
