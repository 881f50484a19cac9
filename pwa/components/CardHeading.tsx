/** A card's title and the line that says what the card is for; `id` is what the card's aria-labelledby names. */
export function CardHeading({ id, title, intro }: { id: string; title: string; intro: string }) {
  return (
    <>
      <h2 id={id} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{intro}</p>
    </>
  );
}
