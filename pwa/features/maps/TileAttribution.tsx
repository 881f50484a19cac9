/** The tile source's credit, in the map's lower right corner (the maps turn Leaflet's own off). */
export function TileAttribution({ text }: { text: string }) {
  return (
    <p
      className="absolute bottom-0 right-0 z-[1000] rounded-tl bg-white/90 px-1.5 py-0.5 text-[11px] text-ink"
      data-testid="map-attribution"
    >
      {text}
    </p>
  );
}
