/** The gallery's index arithmetic: steps wrap at both ends. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** A horizontal swipe of at least this many pixels turns the page. */
export const SWIPE_THRESHOLD_PX = 40;

/** -1 (previous), 1 (next) or 0 for a touch that moved from startX to endX. */
export function swipeDirection(startX: number, endX: number, startY = 0, endY = 0): -1 | 0 | 1 {
  const dx = endX - startX;
  const dy = endY - startY;
  if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
