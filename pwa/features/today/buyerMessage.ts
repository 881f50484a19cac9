/**
 * What an advisor's taps open for a buyer: the dialler, and WhatsApp with a first message written
 * in the buyer's language (the page they enquired from), whatever language the advisor reads in.
 */
import { agency } from '../../../contract/agency.ts';
import type { SiteLanguage } from '../../../contract/catalog.ts';
import type { TodayLead } from '../../../contract/today.ts';

interface Words {
  general: string;
  text: (input: { name: string; agent: string; agency: string; about: string }) => string;
}

const words: Record<SiteLanguage, Words> = {
  en: {
    general: 'your enquiry',
    text: ({ name, agent, agency: office, about }) =>
      `Namaste ${name}, this is ${agent} from ${office}, about ${about}. When would be a good time to talk?`,
  },
  gu: {
    general: 'તમારી પૂછપરછ',
    text: ({ name, agent, agency: office, about }) =>
      `નમસ્તે ${name}, હું ${office} તરફથી ${agent}, ${about} વિશે. વાત કરવા માટે કયો સમય અનુકૂળ રહેશે?`,
  },
  hi: {
    general: 'आपकी पूछताछ',
    text: ({ name, agent, agency: office, about }) =>
      `नमस्ते ${name}, मैं ${office} से ${agent}, ${about} के बारे में. बात करने के लिए कौन-सा समय ठीक रहेगा?`,
  },
};

/** The dialler for a ten-digit Indian mobile. */
export const telHref = (mobile: string) => `tel:+91${mobile}`;

/** WhatsApp to the buyer with the first message written in their language. */
export function whatsappHref(lead: Pick<TodayLead, 'name' | 'mobile' | 'language' | 'listing'>, agentName: string): string {
  const own = words[lead.language];
  const about = lead.listing ? `${lead.listing.title}${lead.listing.reference ? ` (${lead.listing.reference})` : ''}` : own.general;
  const text = own.text({ name: lead.name, agent: agentName, agency: agency.name, about });
  return `https://wa.me/91${lead.mobile}?text=${encodeURIComponent(text)}`;
}
