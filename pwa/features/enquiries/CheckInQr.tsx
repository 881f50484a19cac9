/**
 * The buyer's check-in pass drawn as a QR code, for the advisor's phone to scan at the site. Its own
 * chunk (My Enquiries loads it as a lazy part), so the QR library reaches no page's first load.
 */
import { create } from 'qrcode';
import { useMemo } from 'react';

/** The dark modules as one SVG path of unit squares, inside a 4-module quiet zone. */
function modulesPath(pass: string): { size: number; path: string } {
  const { modules } = create(pass, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row += 1)
    for (let col = 0; col < modules.size; col += 1) if (modules.get(row, col)) path += `M${col + 4} ${row + 4}h1v1h-1z`;
  return { size: modules.size + 8, path };
}

export default function CheckInQr({ pass, label }: { pass: string; label: string }) {
  const { size, path } = useMemo(() => modulesPath(pass), [pass]);
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      className="size-48 rounded-lg bg-white"
      shapeRendering="crispEdges"
      data-testid="check-in-qr"
    >
      <path d={path} fill="#000" />
    </svg>
  );
}
