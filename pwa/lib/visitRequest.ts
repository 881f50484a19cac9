/**
 * "Book a visit" on a listing's page asks the page's Enquire form to open its visit times: the
 * button and the form are far apart on the page, so the tap goes through this one signal.
 */
import { useEffect, useState } from 'react';

const listeners = new Set<() => void>();

/** The Book a visit tap. */
export function requestVisitBooking(): void {
  for (const listener of listeners) listener();
}

/** How many times Book a visit was tapped since this form was on the page. */
export function useVisitRequests(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const listener = () => setCount((current) => current + 1);
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, []);
  return count;
}
