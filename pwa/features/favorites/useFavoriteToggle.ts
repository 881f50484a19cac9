import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import type { Property } from '../../../api/contract/index.ts';
import { applyFavoriteToCache } from '../../lib/properties.ts';
import { getAuth } from '../../lib/store.ts';
import { saveFavoriteIntent } from '../../offline/outboxSender.ts';

export type FavoriteChange = (propertyId: string, favorite: boolean) => void;

export const FAVORITE_QUEUED = 'You are offline. This change is kept on this device and sent when you reconnect.';

/**
 * The heart of a card. It flips at once: the intent is recorded on the device (with its outbox
 * entry) and sent when there is a connection. A refusal by the server forces it to false
 * (spec §4); a lost connection keeps it, queued for the reconnect.
 */
export function useFavoriteToggle(property: Property, onChange?: FavoriteChange) {
  const queryClient = useQueryClient();
  const [favorite, setFavorite] = useState(property.favorite);
  const [pending, setPending] = useState(false);
  // A refetch may bring a newer flag; adopt it (React's "adjust state on prop change" pattern).
  const [seen, setSeen] = useState(property.favorite);
  if (seen !== property.favorite) {
    setSeen(property.favorite);
    setFavorite(property.favorite);
  }

  const show = (next: boolean) => {
    setFavorite(next);
    applyFavoriteToCache(queryClient, property._id, next);
    onChange?.(property._id, next);
  };

  const toggle = () => {
    const userId = getAuth().user?._id;
    if (pending || !userId) return;
    const next = !favorite;
    show(next);
    setPending(true);
    void saveFavoriteIntent(userId, { ...property, favorite }, next)
      .then((outcome) => {
        if (outcome.kind === 'saved') {
          if (outcome.favorite !== next) show(outcome.favorite);
          toast.success(outcome.message || (outcome.favorite ? 'Added to favorite!' : 'Removed from favorite!'));
          // The saved list and flags now hold the server's word.
          void queryClient.invalidateQueries({ queryKey: ['favorites'] });
        } else if (outcome.kind === 'queued') {
          toast(FAVORITE_QUEUED, { id: 'favorite-queued' });
        } else {
          show(false);
          toast.error('Unable to favorite it');
        }
      })
      .finally(() => setPending(false));
  };

  return { favorite, pending, toggle };
}
