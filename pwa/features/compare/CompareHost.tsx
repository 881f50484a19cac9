/**
 * Where the compare tray and the "replace which one?" question appear, on every public page. Both
 * are their own chunks, fetched once the device has something to compare.
 */
import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { withMessages } from '../../i18n/i18n.ts';
import { useCompareCandidate, useCompareList } from '../../lib/compareStore.ts';

// Their words (the tools area) come with their code, in the page's language.
const CompareTray = lazy(withMessages('tools', () => import('./CompareTray.tsx').then((module) => ({ default: module.CompareTray }))));
const CompareReplaceDialog = lazy(
  withMessages('tools', () => import('./CompareReplaceDialog.tsx').then((module) => ({ default: module.CompareReplaceDialog }))),
);

export function CompareHost() {
  const list = useCompareList();
  const candidate = useCompareCandidate();
  const [location] = useLocation();
  // Not on the comparison itself, nor in the admin area (its own layout).
  const trayShown = list.length > 0 && location !== '/compare' && !location.startsWith('/admincp');
  return (
    <Suspense fallback={null}>
      {trayShown && <CompareTray list={list} />}
      {candidate && <CompareReplaceDialog candidate={candidate} list={list} />}
    </Suspense>
  );
}
