import { Icon } from '../../components/Icon.tsx';
import { agency } from '../../../contract/agency.ts';
import { useAgentReraNumber } from '../../lib/agency.ts';

/** Phones, WhatsApp, e-mails, address and hours, as a definition list shared by About and Contact. */
export function ContactDetails() {
  const agentRera = useAgentReraNumber();
  const link = 'focus-ring rounded font-semibold text-brand-800 hover:text-brand-600 hover:underline';
  return (
    <dl className="space-y-5 text-sm">
      <div className="flex gap-3">
        <dt>
          <Icon name="phone" className="mt-0.5 h-5 w-5 text-accent-600" />
          <span className="sr-only">Phone</span>
        </dt>
        <dd className="space-y-1">
          {agency.phones.map((phone) => (
            <a key={phone.href} href={phone.href} className={`${link} block`}>
              {phone.display} <span className="font-normal text-ink-muted">({phone.label})</span>
            </a>
          ))}
        </dd>
      </div>
      <div className="flex gap-3">
        <dt>
          <Icon name="chat" className="mt-0.5 h-5 w-5 text-accent-600" />
          <span className="sr-only">WhatsApp</span>
        </dt>
        <dd>
          <a href={agency.whatsapp.href} target="_blank" rel="noopener noreferrer" className={link}>
            Chat on WhatsApp: {agency.whatsapp.display}
          </a>
        </dd>
      </div>
      <div className="flex gap-3">
        <dt>
          <Icon name="mail" className="mt-0.5 h-5 w-5 text-accent-600" />
          <span className="sr-only">E-mail</span>
        </dt>
        <dd className="space-y-1">
          <a href={`mailto:${agency.emails.general}`} className={`${link} block`}>
            {agency.emails.general} <span className="font-normal text-ink-muted">(general)</span>
          </a>
          <a href={`mailto:${agency.emails.sales}`} className={`${link} block`}>
            {agency.emails.sales} <span className="font-normal text-ink-muted">(sales)</span>
          </a>
        </dd>
      </div>
      <div className="flex gap-3">
        <dt>
          <Icon name="pin" className="mt-0.5 h-5 w-5 text-accent-600" />
          <span className="sr-only">Office address</span>
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
          <span className="sr-only">Business hours</span>
        </dt>
        <dd className="text-ink">
          <span className="block font-semibold">{agency.hours.days}</span>
          <span className="block">{agency.hours.time}</span>
        </dd>
      </div>
      {agentRera && (
        <div className="flex gap-3" data-testid="agent-rera">
          <dt>
            <Icon name="shield" className="mt-0.5 h-5 w-5 text-accent-600" />
            <span className="sr-only">GujRERA agent registration</span>
          </dt>
          <dd className="text-ink">
            <span className="block font-semibold">Agent RERA Reg. No.</span>
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
