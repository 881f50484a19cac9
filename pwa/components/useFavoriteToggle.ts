/**
 * The heart of a property card (shared by the listing cards and the saved list). A favourite is a
 * `favorite.set` mutation: it flips at once on the device (with its outbox entry, one transaction)
 * and goes out through the outbox, at once when online, on the reconnect when not.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from '../lib/toast.ts';
import type { Property } from '../../contract/properties.ts';
import { applyFavoriteToCache, favoriteKeys } from '../data/favorites.ts';
import { propertyKeys } from '../data/properties.ts';
import { getAuth } from '../lib/store.ts';
import { saveMutation } from '../data/sender.ts';
import { useT } from '../i18n/useT.tsx';

export type FavoriteChange = (propertyId: string, favorite: boolean) => void;

/**
 * Records the intent and shows the sender's report of it, which the device store already holds: a
 * refusal leaves the heart empty (spec §4), a lost connection keeps it, queued for the reconnect, and
 * a later intent from another device that stands over this one shows as the server holds it.
 */
export function useFavoriteToggle(property: Property, onChange?: FavoriteChange) {
  const queryClient = useQueryClient();
  const t = useT();
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
    void applyFavoriteToCache(queryClient, property._id, next);
    onChange?.(property._id, next);
  };

  const toggle = () => {
    const userId = getAuth().user?._id;
    if (pending || !userId) return;
    const next = !favorite;
    show(next);
    setPending(true);
    void saveMutation(userId, 'favorite.set', { propertyId: property._id, favorite: next }, { property: { ...property, favorite } })
      .then(async (outcome) => {
        if (outcome.kind !== 'queued' && outcome.favorite !== undefined && outcome.favorite !== next) show(outcome.favorite);
        switch (outcome.kind) {
          case 'accepted':
            toast.success(next ? t('favorite.added') : t('favorite.removed'));
            // The saved list and flags now hold the server's word.
            void queryClient.invalidateQueries({ queryKey: favoriteKeys.all });
            break;
          case 'queued':
            toast(t('offline.queued'), { id: 'favorite-queued' });
            break;
          case 'overruled':
            await Promise.all([
              queryClient.invalidateQueries({ queryKey: favoriteKeys.all }),
              queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
            ]);
            break;
          case 'failed':
            toast.error(t('favorite.failed'));
            break;
        }
      })
      .finally(() => setPending(false));
  };

  return { favorite, pending, toggle };
}
