/** Line icons (24-unit grid, 2 px stroke, in the manner of Lucide), decorative unless labelled. */
import type { SVGProps } from 'react';

/** One shape of an icon: a path's `d`, or a circle or a rectangle by its attributes. */
type Shape = string | { circle: SVGProps<SVGCircleElement> } | { rect: SVGProps<SVGRectElement> };

const icons = {
  search: [{ circle: { cx: 11, cy: 11, r: 8 } }, 'm21 21-4.3-4.3'],
  menu: ['M4 6h16M4 12h16M4 18h16'],
  close: ['M18 6 6 18M6 6l12 12'],
  heart: [
    'M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z',
  ],
  bed: ['M2 4v16M2 8h18a2 2 0 0 1 2 2v10M2 17h20M6 8v9'],
  bath: ['M9 6 6.5 3.5a1.5 1.5 0 0 0-1-.5C4.68 3 4 3.68 4 4.5V17a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-5M10 5 8 7M2 12h20M7 19v2M17 19v2'],
  area: ['M8 3H5a2 2 0 0 0-2 2v3M21 8V5a2 2 0 0 0-2-2h-3M16 21h3a2 2 0 0 0 2-2v-3M3 16v3a2 2 0 0 0 2 2h3'],
  pin: ['M20 10c0 5-5.54 10.19-7.4 11.8a1 1 0 0 1-1.2 0C9.54 20.19 4 15 4 10a8 8 0 0 1 16 0', { circle: { cx: 12, cy: 10, r: 3 } }],
  phone: [
    'M22 16.92v3a2 2 0 0 1-2.18 2 19.79 19.79 0 0 1-8.63-3.07 19.5 19.5 0 0 1-6-6 19.79 19.79 0 0 1-3.07-8.67A2 2 0 0 1 4.11 2h3a2 2 0 0 1 2 1.72 12.84 12.84 0 0 0 .7 2.81 2 2 0 0 1-.45 2.11L8.09 9.91a16 16 0 0 0 6 6l1.27-1.27a2 2 0 0 1 2.11-.45 12.84 12.84 0 0 0 2.81.7A2 2 0 0 1 22 16.92z',
  ],
  mail: [{ rect: { x: 2, y: 4, width: 20, height: 16, rx: 2 } }, 'm22 7-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7'],
  clock: [{ circle: { cx: 12, cy: 12, r: 10 } }, 'M12 6v6l4 2'],
  chat: ['M7.9 20A9 9 0 1 0 4 16.1L2 22Z'],
  chevronLeft: ['m15 18-6-6 6-6'],
  chevronRight: ['m9 18 6-6-6-6'],
  chevronDown: ['m6 9 6 6 6-6'],
  arrowRight: ['M5 12h14M12 5l7 7-7 7'],
  check: ['M20 6 9 17l-5-5'],
  sliders: ['M21 4h-7M10 4H3M21 12h-9M8 12H3M21 20h-5M12 20H3M14 2v4M8 10v4M16 18v4'],
  building: [
    'M6 22V4a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v18ZM6 12H4a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h2M18 9h2a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-2M10 6h4M10 10h4M10 14h4M10 18h4',
  ],
  home: [
    'M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8M3 10a2 2 0 0 1 .71-1.53l7-6a2 2 0 0 1 2.58 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z',
  ],
  shield: [
    'M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1zM9 12l2 2 4-4',
  ],
  star: [
    'M11.53 2.3a.53.53 0 0 1 .95 0l2.31 4.68a2.12 2.12 0 0 0 1.6 1.16l5.16.76a.53.53 0 0 1 .3.9l-3.74 3.64a2.12 2.12 0 0 0-.61 1.88l.88 5.14a.53.53 0 0 1-.77.56l-4.62-2.43a2.12 2.12 0 0 0-1.97 0L6.4 21.01a.53.53 0 0 1-.77-.56l.88-5.14a2.12 2.12 0 0 0-.61-1.88L2.16 9.8a.53.53 0 0 1 .3-.91l5.16-.75a2.12 2.12 0 0 0 1.6-1.16z',
  ],
  user: ['M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2', { circle: { cx: 12, cy: 7, r: 4 } }],
  logout: ['m16 17 5-5-5-5M21 12H9M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4'],
  smartphone: [{ rect: { x: 5, y: 2, width: 14, height: 20, rx: 2 } }, 'M12 18h.01'],
  monitor: [{ rect: { x: 2, y: 3, width: 20, height: 14, rx: 2 } }, 'M8 21h8M12 17v4'],
  dashboard: [
    { rect: { x: 3, y: 3, width: 7, height: 9, rx: 1 } },
    { rect: { x: 14, y: 3, width: 7, height: 5, rx: 1 } },
    { rect: { x: 14, y: 12, width: 7, height: 9, rx: 1 } },
    { rect: { x: 3, y: 16, width: 7, height: 5, rx: 1 } },
  ],
  key: [{ circle: { cx: 7.5, cy: 15.5, r: 5.5 } }, 'm21 2-9.6 9.6M15.5 7.5l3 3L22 7l-3-3'],
  trending: ['M22 7 13.5 15.5 8.5 10.5 2 17M16 7h6v6'],
  users: [
    'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2',
    { circle: { cx: 9, cy: 7, r: 4 } },
    'M22 21v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75',
  ],
  handshake: [
    'm11 17 2 2a1 1 0 1 0 3-3M14 14l2.5 2.5a1 1 0 1 0 3-3l-3.88-3.88a3 3 0 0 0-4.24 0l-.88.88a1 1 0 1 1-3-3l2.81-2.81a5.79 5.79 0 0 1 7.06-.87l.47.28a2 2 0 0 0 1.42.25L21 4M21 3l1 11h-2M3 3 2 14l6.5 6.5a1 1 0 1 0 3-3M3 4h8',
  ],
  sparkles: [
    'M9.94 15.5A2 2 0 0 0 8.5 14.06l-6.14-1.58a.5.5 0 0 1 0-.96L8.5 9.94A2 2 0 0 0 9.94 8.5l1.58-6.14a.5.5 0 0 1 .96 0L14.06 8.5A2 2 0 0 0 15.5 9.94l6.14 1.58a.5.5 0 0 1 0 .96L15.5 14.06a2 2 0 0 0-1.44 1.44l-1.58 6.14a.5.5 0 0 1-.96 0zM20 3v4M22 5h-4',
  ],
  quote: [
    'M16 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2zM5 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2z',
  ],
  info: [{ circle: { cx: 12, cy: 12, r: 10 } }, 'M12 16v-4M12 8h.01'],
  alert: [{ circle: { cx: 12, cy: 12, r: 10 } }, 'M12 8v4M12 16h.01'],
  refresh: ['M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8M21 3v5h-5M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16M8 16H3v5'],
  tag: [
    'M12.59 2.59A2 2 0 0 0 11.17 2H4a2 2 0 0 0-2 2v7.17a2 2 0 0 0 .59 1.42l8.7 8.7a2.43 2.43 0 0 0 3.42 0l6.58-6.58a2.43 2.43 0 0 0 0-3.42z',
    { circle: { cx: 7.5, cy: 7.5, r: 0.5, fill: 'currentColor' } },
  ],
  calendar: [{ rect: { x: 3, y: 4, width: 18, height: 18, rx: 2 } }, 'M16 2v4M8 2v4M3 10h18'],
  eye: [
    'M2.06 12.35a1 1 0 0 1 0-.7 10.75 10.75 0 0 1 19.88 0 1 1 0 0 1 0 .7 10.75 10.75 0 0 1-19.88 0',
    { circle: { cx: 12, cy: 12, r: 3 } },
  ],
  eyeOff: [
    'M10.73 5.08A10.43 10.43 0 0 1 12 5c4.6 0 8.5 3 9.94 6.65a1 1 0 0 1 0 .7 10.6 10.6 0 0 1-1.6 2.78M14.08 14.16a3 3 0 0 1-4.24-4.24M17.48 17.5A10.75 10.75 0 0 1 2.06 12.35a1 1 0 0 1 0-.7 10.8 10.8 0 0 1 4.45-5.14M2 2l20 20',
  ],
  trash: ['M3 6h18M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M10 11v6M14 11v6'],
  edit: [
    'M12 3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-7M18.38 2.63a2.12 2.12 0 1 1 3 3L12.36 14.65a2 2 0 0 1-.85.5l-2.87.84a.5.5 0 0 1-.62-.62l.84-2.87a2 2 0 0 1 .5-.85z',
  ],
  plus: ['M5 12h14M12 5v14'],
  upload: ['M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M17 8l-5-5-5 5M12 3v12'],
  image: [
    { rect: { x: 3, y: 3, width: 18, height: 18, rx: 2 } },
    { circle: { cx: 9, cy: 9, r: 2 } },
    'm21 15-3.09-3.09a2 2 0 0 0-2.82 0L6 21',
  ],
  camera: ['M14.5 4h-5L7 7H4a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V9a2 2 0 0 0-2-2h-3z', { circle: { cx: 12, cy: 13, r: 3 } }],
  download: ['M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3'],
  wifiOff: [
    'M12 20h.01M8.5 16.43a5 5 0 0 1 7 0M5 12.86a10 10 0 0 1 5.17-2.69M19 12.86a10 10 0 0 0-2.01-1.49M2 8.82a15 15 0 0 1 4.18-2.65M22 8.82a15 15 0 0 0-11.29-3.76M2 2l20 20',
  ],
  facebook: ['M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z'],
  instagram: [{ rect: { x: 2, y: 2, width: 20, height: 20, rx: 5 } }, 'M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37zM17.5 6.5h.01'],
  linkedin: [
    'M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z',
    { rect: { x: 2, y: 9, width: 4, height: 12 } },
    { circle: { cx: 4, cy: 4, r: 2 } },
  ],
  youtube: [
    'M2.5 17a24.12 24.12 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.56 49.56 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24.12 24.12 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.55 49.55 0 0 1-16.2 0A2 2 0 0 1 2.5 17',
    'm10 15 5-3-5-3z',
  ],
  share: [
    { circle: { cx: 18, cy: 5, r: 3 } },
    { circle: { cx: 6, cy: 12, r: 3 } },
    { circle: { cx: 18, cy: 19, r: 3 } },
    'm8.59 13.51 6.83 3.98M15.41 6.51l-6.82 3.98',
  ],
  compare: ['M8 3 4 7l4 4M4 7h16M16 21l4-4-4-4M20 17H4'],
  calculator: [
    { rect: { width: 16, height: 20, x: 4, y: 2, rx: 2 } },
    'M8 6h8M8 14h.01M12 14h.01M16 14h.01M8 18h.01M12 18h.01M16 18h.01M8 10h.01M12 10h.01M16 10h.01',
  ],
} satisfies Record<string, Shape[]>;

export type IconName = keyof typeof icons;

function ShapeElement({ shape }: { shape: Shape }) {
  if (typeof shape === 'string') return <path d={shape} />;
  return 'circle' in shape ? <circle {...shape.circle} /> : <rect {...shape.rect} />;
}

interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: IconName;
  /** Fill the shape (a saved heart). */
  filled?: boolean;
  /** When given, the icon is announced; otherwise it is hidden from assistive tech. */
  label?: string;
}

export function Icon({ name, filled = false, label, className = 'h-5 w-5', ...rest }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      {...rest}
    >
      {icons[name].map((shape, index) => (
        <ShapeElement key={index} shape={shape} />
      ))}
    </svg>
  );
}
