import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** Every route change starts at the top, smoothly unless the visitor asked for less motion. */
export function ScrollToTop() {
  const [location] = useLocation();
  useEffect(() => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, left: 0, behavior: reduce ? 'auto' : 'smooth' });
  }, [location]);
  return null;
}
