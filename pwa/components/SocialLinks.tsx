import { agency } from '../../contract/agency.ts';
import { Icon, type IconName } from './Icon.tsx';

const icons: Record<(typeof agency.social)[number]['name'], IconName> = {
  Facebook: 'facebook',
  Instagram: 'instagram',
  LinkedIn: 'linkedin',
  YouTube: 'youtube',
};

/** The agency's social profiles (placeholder links until the real pages exist). */
export function SocialLinks({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <ul className="flex items-center gap-2">
      {agency.social.map((item) => (
        <li key={item.name}>
          <a
            href={item.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${agency.name} on ${item.name}`}
            className={`focus-ring grid h-10 w-10 place-items-center rounded-full transition ${
              tone === 'light'
                ? 'bg-white/10 text-white hover:bg-accent-400 hover:text-ink'
                : 'bg-brand-50 text-brand-800 hover:bg-brand-800 hover:text-white'
            }`}
          >
            <Icon name={icons[item.name]} className="h-4.5 w-4.5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
