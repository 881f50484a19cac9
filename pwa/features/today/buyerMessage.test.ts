import { describe, expect, it } from 'vitest';
import { telHref, whatsappHref } from './buyerMessage.ts';

const lead = { name: 'Asha Patel', mobile: '9825012345', listing: { reference: 'SR-1042', title: '3 BHK in Vesu' } };
const textOf = (href: string) => new URL(href).searchParams.get('text');

describe('the taps on a lead', () => {
  it('dial the buyer’s Indian mobile', () => {
    expect(telHref('9825012345')).toBe('tel:+919825012345');
  });

  it('open WhatsApp to the buyer with a first message in the buyer’s language', () => {
    const en = whatsappHref({ ...lead, language: 'en' }, 'Kiran Desai');
    expect(en.startsWith('https://wa.me/919825012345?text=')).toBe(true);
    expect(textOf(en)).toContain('Namaste Asha Patel, this is Kiran Desai');
    expect(textOf(en)).toContain('3 BHK in Vesu (SR-1042)');
    expect(textOf(whatsappHref({ ...lead, language: 'gu' }, 'Kiran Desai'))).toMatch(/^નમસ્તે Asha Patel/);
    expect(textOf(whatsappHref({ ...lead, language: 'hi', listing: null }, 'Kiran Desai'))).toContain('आपकी पूछताछ');
  });
});
