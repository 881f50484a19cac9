import { useEffect } from 'react';
import toast from './toast.ts';

/** One toast per failure (keyed by id, so re-renders and refetches do not stack them). */
export function useErrorToast(failed: boolean, message: string, id: string) {
  useEffect(() => {
    if (failed) toast.error(message, { id });
  }, [failed, message, id]);
}
