import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import type { Property } from '../../../api/contract/index.ts';
import { applyFavoriteToCache, toggleFavorite } from '../../lib/properties.ts';

export type FavoriteChange = (propertyId: string, favorite: boolean) => void;

/**
 * The heart of a card: a local flag that flips when the server confirms and is forced to
 * false on failure (spec §4). All toggling goes through here, so the offline layer can route
 * it through its outbox later without touching the card.
 */
export function useFavoriteToggle(property: Pick<Property, '_id' | 'favorite'>, onChange?: FavoriteChange) {
  const queryClient = useQueryClient();
  const [favorite, setFavorite] = useState(property.favorite);
  // A refetch may bring a newer flag; adopt it (React's "adjust state on prop change" pattern).
  const [seen, setSeen] = useState(property.favorite);
  if (seen !== property.favorite) {
    setSeen(property.favorite);
    setFavorite(property.favorite);
  }

  const mutation = useMutation({
    mutationFn: () => toggleFavorite(property._id),
    onSuccess: (body) => {
      const next = typeof body?.data?.favorite === 'boolean' ? body.data.favorite : !favorite;
      setFavorite(next);
      toast.success(body?.message || 'Added to favorite!');
      applyFavoriteToCache(queryClient, property._id, next);
      onChange?.(property._id, next);
    },
    onError: () => {
      setFavorite(false);
      toast.error('Unable to favorite it');
    },
  });

  return {
    favorite,
    pending: mutation.isPending,
    toggle: () => {
      if (!mutation.isPending) mutation.mutate();
    },
  };
}
