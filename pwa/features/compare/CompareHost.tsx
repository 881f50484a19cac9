/**
 * Where the compare tray and the "replace which one?" question appear, on every public page. Both
 * are their own chunks, fetched once the device has something to compare.
 */
import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { useCompareCandidate, useCompareList } from '../../lib/compareStore.ts';

const CompareTray = lazy(() => import('./CompareTray.tsx').then((module) => ({ default: module.CompareTray })));
const CompareReplaceDialog = lazy(() => import('./CompareReplaceDialog.tsx').then((module) => ({ default: module.CompareReplaceDialog })));

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
