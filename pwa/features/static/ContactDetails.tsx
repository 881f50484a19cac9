import { Icon } from '../../components/Icon.tsx';
import { agency } from '../../../contract/agency.ts';
import { useT } from '../../i18n/useT.tsx';
import { useAgentReraNumber } from '../../data/agency.ts';

/** Phones, WhatsApp, e-mails, address and hours, as a definition list shared by About and Contact. */
export function ContactDetails() {
  const t = useT();
  const agentRera = useAgentReraNumber();
  const link = 'focus-ring rounded font-semibold text-brand-800 hover:text-brand-600 hover:underline';
  return (
    <dl className="space-y-5 text-sm">
      <div className="flex gap-3">
        <dt>
          <Icon name="phone" className="mt-0.5 h-5 w-5 text-accent-600" />
          <span className="sr-only">{t('contactDetails.phone')}</span>
        </dt>
        <dd className="space-y-1">
          {agency.phones.map((phone) => (
            <a key={phone.href} href={phone.href} className={`${link} block`}>
              {phone.display} <span className="font-normal text-ink-muted">({t('contactDetails.phoneLabel', { label: phone.label })})</span>
            </a>
          ))}
        </dd>
      </div>
      <div className="flex gap-3">
        <dt>
          <Icon name="chat" className="mt-0.5 h-5 w-5 text-accent-600" />
          <span className="sr-only">{t('contactDetails.whatsapp')}</span>
        </dt>
        <dd>
          <a href={agency.whatsapp.href} target="_blank" rel="noopener noreferrer" className={link}>
            {t('contactDetails.chatOnWhatsapp', { number: agency.whatsapp.display })}
          </a>
        </dd>
      </div>
      <div className="flex gap-3">
        <dt>
          <Icon name="mail" className="mt-0.5 h-5 w-5 text-accent-600" />
          <span className="sr-only">{t('contactDetails.email')}</span>
        </dt>
        <dd className="space-y-1">
          <a href={`mailto:${agency.emails.general}`} className={`${link} block`}>
            {agency.emails.general} <span className="font-normal text-ink-muted">({t('contactDetails.general')})</span>
          </a>
          <a href={`mailto:${agency.emails.sales}`} className={`${link} block`}>
            {agency.emails.sales} <span className="font-normal text-ink-muted">({t('contactDetails.sales')})</span>
          </a>
        </dd>
      </div>
      <div className="flex gap-3">
        <dt>
          <Icon name="pin" className="mt-0.5 h-5 w-5 text-accent-600" />
          <span className="sr-only">{t('contactDetails.address')}</span>
        </dt>
        <dd>
          <address className="not-italic text-ink">
            {agency.address.lines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </dd>
      </div>
      <div className="flex gap-3">
        <dt>
          <Icon name="clock" className="mt-0.5 h-5 w-5 text-accent-600" />
          <span className="sr-only">{t('contactDetails.hours')}</span>
        </dt>
        <dd className="text-ink">
          <span className="block font-semibold">{t('agency.hoursDays')}</span>
          <span className="block">{t('agency.hoursTime')}</span>
        </dd>
      </div>
      {agentRera && (
        <div className="flex gap-3" data-testid="agent-rera">
          <dt>
            <Icon name="shield" className="mt-0.5 h-5 w-5 text-accent-600" />
            <span className="sr-only">{t('contactDetails.agentRegistration')}</span>
          </dt>
          <dd className="text-ink">
            <span className="block font-semibold">{t('contactDetails.agentRera')}</span>
            <span className="block break-all">{agentRera}</span>
            <a href="https://gujrera.gujarat.gov.in" target="_blank" rel="noopener noreferrer" className={link}>
              gujrera.gujarat.gov.in
            </a>
          </dd>
        </div>
      )}
    </dl>
  );
}
