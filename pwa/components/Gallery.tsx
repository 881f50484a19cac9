import { useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { swipeDirection, wrapIndex } from './galleryIndex.ts';
import { Icon } from './Icon.tsx';
import { PLACEHOLDER_IMAGE, showPlaceholder } from './PropertyCard.tsx';

interface GalleryProps {
  title: string;
  images: string[];
  /** Smaller variants, index for index with images, for the thumbnail strip. */
  thumbnails?: string[];
}

/**
 * Photos with previous/next buttons, dots and thumbnails (when more than one), wrapping at
 * both ends; ← and → when focused, and swipes on touch screens.
 */
export function Gallery({ title, images, thumbnails = [] }: GalleryProps) {
  const [index, setIndex] = useState(0);
  /** The photos fade in once the visitor moves through them; the first one shows at once. */
  const [moved, setMoved] = useState(false);
  const touch = useRef<{ x: number; y: number } | null>(null);
  const count = images.length;
  const current = wrapIndex(index, count);
  const many = count > 1;

  const go = (next: number) => {
    setMoved(true);
    setIndex(wrapIndex(next, count));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!many) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(current - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(current + 1);
    }
  };

  const onTouchStart = (event: TouchEvent) => {
    const point = event.touches[0];
    touch.current = point ? { x: point.clientX, y: point.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touch.current;
    const point = event.changedTouches[0];
    touch.current = null;
    if (!start || !point || !many) return;
    const direction = swipeDirection(start.x, point.clientX, start.y, point.clientY);
    if (direction !== 0) go(current + direction);
  };

  if (count === 0) {
    return (
      <div className="overflow-hidden rounded-2xl bg-brand-50">
        <img
          src={PLACEHOLDER_IMAGE}
          alt={`${title}: no photos yet`}
          width={800}
          height={600}
          className="aspect-[16/10] w-full object-cover"
        />
      </div>
    );
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label={`Photos of ${title}`}
      tabIndex={many ? 0 : undefined}
      onKeyDown={onKeyDown}
      className="focus-ring rounded-2xl"
    >
      <div className="relative aspect-[16/10] overflow-hidden rounded-2xl bg-brand-950" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        <img
          key={images[current]}
          src={images[current]}
          alt={many ? `${title}, photo ${current + 1} of ${count}` : title}
          width={1280}
          height={800}
          // The first photo is the page's largest image: fetched ahead of everything else.
          fetchPriority={current === 0 ? 'high' : undefined}
          className={`h-full w-full object-cover ${moved ? 'animate-[fadeIn_300ms_ease-out]' : ''}`}
          onError={showPlaceholder}
        />
        {many && (
          <>
            <button
              type="button"
              onClick={() => go(current - 1)}
              aria-label="Previous image"
              className="focus-ring absolute left-3 top-1/2 grid h-11 w-11 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-brand-900 shadow-card transition hover:bg-white"
            >
              <Icon name="chevronLeft" className="h-5 w-5" />
            </button>
            <button
              type="button"
              onClick={() => go(current + 1)}
              aria-label="Next image"
              className="focus-ring absolute right-3 top-1/2 grid h-11 w-11 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-brand-900 shadow-card transition hover:bg-white"
            >
              <Icon name="chevronRight" className="h-5 w-5" />
            </button>
            <p className="absolute right-3 top-3 rounded-full bg-ink/70 px-3 py-1 text-xs font-semibold text-white" aria-live="polite">
              {current + 1} / {count}
            </p>
            <div className="absolute inset-x-0 bottom-1 flex justify-center">
              {images.map((image, dot) => (
                // A 24 px target around a small dot: easy to hit with a finger, light on the photo.
                <button
                  key={image}
                  type="button"
                  onClick={() => go(dot)}
                  aria-label={`Show image ${dot + 1}`}
                  aria-current={dot === current ? 'true' : undefined}
                  className="focus-ring group/dot grid h-6 min-w-6 place-items-center rounded-full px-0.5"
                >
                  <span
                    aria-hidden="true"
                    className={`block h-2.5 rounded-full transition-all ${dot === current ? 'w-6 bg-white' : 'w-2.5 bg-white/55 group-hover/dot:bg-white/80'}`}
                  />
                </button>
              ))}
            </div>
          </>
        )}
      </div>
      {many && (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1" aria-label="Thumbnails">
          {images.map((image, thumb) => (
            <li key={image} className="shrink-0">
              <button
                type="button"
                onClick={() => go(thumb)}
                aria-label={`Show image ${thumb + 1} of ${count}`}
                aria-current={thumb === current ? 'true' : undefined}
                className={`focus-ring block overflow-hidden rounded-xl border-2 transition ${
                  thumb === current ? 'border-accent-400' : 'border-transparent opacity-75 hover:opacity-100'
                }`}
              >
                {/* Below the first photo, the strip waits for it: on a slow line the photo comes first. */}
                <img
                  src={thumbnails[thumb] ?? image}
                  alt=""
                  width={112}
                  height={80}
                  loading="lazy"
                  fetchPriority="low"
                  decoding="async"
                  className="h-16 w-24 object-cover sm:h-20 sm:w-28"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
