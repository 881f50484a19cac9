/** Shown while a screen's code loads: a quiet bar rather than a jumpy spinner. */
export function PageFallback() {
  return (
    <div role="status" aria-live="polite" className="container-page py-16">
      <span className="sr-only">Loading…</span>
      <div className="skeleton h-9 w-2/3 max-w-md" />
      <div className="skeleton mt-4 h-4 w-1/2 max-w-sm" />
      <div className="mt-10 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 3 }, (_, index) => (
          <div key={index} className="skeleton aspect-[4/3]" />
        ))}
      </div>
    </div>
  );
}
