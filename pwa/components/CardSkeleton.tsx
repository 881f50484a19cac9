import type { ReactNode } from 'react';

/**
 * A card-shaped placeholder while data is missing: the picture's box, then a grey bar for each
 * line of text (`bars` give each its height and width) and whatever else the card ends with.
 */
export function CardSkeleton({
  testId,
  picture = 'aspect-[4/3]',
  bars,
  children,
}: {
  testId: string;
  picture?: string;
  bars: string[];
  children?: ReactNode;
}) {
  return (
    <div className="card overflow-hidden" aria-hidden="true" data-testid={testId}>
      <div className={`skeleton ${picture} !rounded-none`} />
      <div className="space-y-3 p-5">
        {bars.map((bar, index) => (
          <div key={index} className={`skeleton ${bar}`} />
        ))}
        {children}
      </div>
    </div>
  );
}
