/** The Grievance Officer's published contact, as the grievance pages show it beside every answer. */
import type { GrievanceOfficer } from '../../../contract/grievances.ts';
import { Icon } from '../../components/Icon.tsx';
import { useT } from '../../i18n/useT.tsx';

export function OfficerContact({ officer }: { officer: GrievanceOfficer }) {
  const t = useT();
  return (
    <div className="text-sm" data-testid="grievance-officer">
      <p className="font-bold text-ink">{t('grievance.officer')}</p>
      <p className="text-ink-soft">{officer.name}</p>
      <p className="mt-1 flex items-center gap-2">
        <Icon name="mail" className="h-4 w-4 text-brand-700" />
        <a className="focus-ring break-all rounded font-semibold text-brand-800 hover:underline" href={`mailto:${officer.email}`}>
          {officer.email}
        </a>
      </p>
      <p className="mt-1 flex items-center gap-2">
        <Icon name="phone" className="h-4 w-4 text-brand-700" />
        <a className="focus-ring rounded font-semibold text-brand-800 hover:underline" href={`tel:${officer.phone.replace(/[^\d+]/g, '')}`}>
          {officer.phone}
        </a>
      </p>
    </div>
  );
}
