import { agency } from '../../contract/agency.ts';
import { countContactTap } from '../data/enquiries.ts';
import { requestVisitBooking } from '../lib/visitRequest.ts';
import { useT } from '../i18n/useT.tsx';
import { Icon } from './Icon.tsx';

/**
 * Call or WhatsApp the agency about a listing or a project (`whatsappText` starts the chat);
 * each tap is counted for it. Book a visit opens the free times in the page's Enquire form.
 */
export function ContactButtons({ subject, whatsappText }: { subject: Parameters<typeof countContactTap>[0]; whatsappText: string }) {
  const t = useT();
  return (
    <div className="mt-5 grid gap-3">
      <a href={agency.phones[0].href} className="btn-accent" onClick={() => countContactTap(subject, 'call')}>
        <Icon name="phone" className="h-4 w-4" />
        {t('home.cta.call', { phone: agency.phones[0].display })}
      </a>
      <a
        href={`${agency.whatsapp.href}?text=${encodeURIComponent(whatsappText)}`}
        target="_blank"
        rel="noopener noreferrer"
        className="btn-light"
        onClick={() => countContactTap(subject, 'whatsapp')}
      >
        <Icon name="chat" className="h-4 w-4" />
        {t('property.whatsapp')}
      </a>
      <button type="button" className="btn-light" onClick={requestVisitBooking} data-testid="book-visit">
        <Icon name="calendar" className="h-4 w-4" />
        {t('visit.book')}
      </button>
    </div>
  );
}
