/** The e-mails to users in their account's language: Gujarati and Hindi words, prices and links; English as it was. */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Property } from '../../contract/properties.ts';
import { digestMail, newMatchMail, priceDropMail } from './alertMails.ts';
import { passwordResetMail } from './messages.ts';

const flat = {
  _id: 'p1',
  title: 'Sunlit flat',
  titleGu: 'સરસ ફ્લેટ',
  location: 'Vesu, Surat',
  subCategory: 'Apartment',
  price: 4_500_000,
  transactionType: 'Buy',
  thumbnails: ['/media/t.webp'],
  images: [],
  reference: 'SR-1001',
} as unknown as Property;
const rent = { ...flat, _id: 'p2', price: 18_000, transactionType: 'Rent', thumbnails: [], reference: undefined } as unknown as Property;
const links = { publicUrl: 'https://x.example', unsubscribeUrl: 'https://x.example/api/v1/unsubscribe?token=a' };
const meera = { email: 'a@b.c', name: 'Meera' };
/** A whole message (subject, HTML, text, headers) as one fingerprint. */
const fingerprint = (message: object) => createHash('sha256').update(JSON.stringify(message)).digest('hex');

describe('e-mails in the recipient’s language', () => {
  it('sends an account without a language (or English) the English mails byte for byte as before', () => {
    // Fingerprints of the mails as the product sent them before it had languages, from the same facts
    // (the new match's since its heading stopped quoting the search's name).
    for (const to of [meera, { ...meera, locale: null }, { ...meera, locale: 'en' }]) {
      expect(fingerprint(newMatchMail(to, 'Vesu flats', flat, links))).toBe(
        '861a0894c1b7edf4f6f399dfc90865286d987abaea963b0ef443543fd7458a46',
      );
      expect(fingerprint(digestMail(to, 'daily', [{ searchName: 'A', properties: [flat, rent] }], links))).toBe(
        'b0b94653c463495f9c69c4278b11d736213a49092e6165b033136c0e621458ad',
      );
      expect(fingerprint(priceDropMail(to, flat, 8_500_000, links))).toBe(
        '77a8c0eb5bfe08f941a0b4bdb70ffff1c209a6f83b2ec32d078fcf34d12d8d2a',
      );
    }
    expect(fingerprint(passwordResetMail({ to: 'a@b.c', name: 'Asha', url: 'https://x/resetPassword?token=1' }))).toBe(
      'fb0fac902772374b2ec2ac1faf538640c90c824c1933269bca601624a6dddde0',
    );
    expect(newMatchMail(meera, 'Vesu flats', flat, links).subject).toBe('New match: Sunlit flat (₹ 45 L)');
  });

  it('shows the listing’s photo as the JPEG made for mails, since desktop Outlook shows no WebP', () => {
    const key = 'c'.repeat(64);
    const photographed = { ...flat, thumbnails: [`/media/${key}/card.webp`], images: [`/media/${key}/full.webp`] } as Property;
    for (const message of [
      newMatchMail(meera, 'Vesu flats', photographed, links),
      digestMail(meera, 'weekly', [{ searchName: 'A', properties: [photographed] }], links),
      priceDropMail(meera, photographed, 8_500_000, links),
    ]) {
      expect(message.html).toContain(`<img src="https://x.example/media/${key}/mail.jpg"`);
      expect(message.html).not.toContain('.webp');
    }
  });

  it('ends the new-match heading with the search’s name, unquoted, in every language, so a name with quotes reads once', () => {
    const name = '“Vesu” · Apartment';
    expect(newMatchMail(meera, name, flat, links).text.split('\n')[0]).toBe('New match for your saved search: “Vesu” · Apartment');
    expect(newMatchMail({ ...meera, locale: 'gu' }, name, flat, links).text.split('\n')[0]).toBe(
      'તમારી સેવ કરેલી શોધ માટે નવી લિસ્ટિંગ: “Vesu” · Apartment',
    );
    expect(newMatchMail({ ...meera, locale: 'hi' }, name, flat, links).text.split('\n')[0]).toBe(
      'आपकी सेव की हुई खोज के लिए नई लिस्टिंग: “Vesu” · Apartment',
    );
  });

  it('writes a Gujarati account’s new match in Gujarati: its title, price in lakhs, locality and links under /gu', () => {
    const message = newMatchMail({ ...meera, locale: 'gu' }, 'Vesu flats', flat, links);
    expect(message.subject).toBe('નવી લિસ્ટિંગ: સરસ ફ્લેટ (₹ 45 લાખ)');
    expect(message.text.split('\n').slice(0, 9)).toEqual([
      'તમારી સેવ કરેલી શોધ માટે નવી લિસ્ટિંગ: Vesu flats',
      '',
      'નમસ્તે Meera,',
      '',
      'આ સેવ કરેલી શોધ સાથે એક નવી લિસ્ટિંગ મેળ ખાય છે:',
      '',
      'સરસ ફ્લેટ',
      '₹ 45 લાખ',
      'વેસુ, સુરત · એપાર્ટમેન્ટ · સંદર્ભ SR-1001',
    ]);
    expect(message.text).toContain('https://x.example/gu/property/p1');
    expect(message.text).toContain('Shreeji Realty, સુરત');
    expect(message.text).toContain('આ ઈ-મેઇલ બંધ કરો: https://x.example/api/v1/unsubscribe?token=a');
    expect(message.html).toContain('<html lang="gu">');
    expect(message.html).toContain('href="https://x.example/gu/property/p1"');
    expect(message.html).toContain('>પ્રોપર્ટી જુઓ</a>');
    expect(message.html).not.toContain('View property');
    expect(message.headers).toEqual({
      'List-Unsubscribe': `<${links.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('writes a Hindi account’s digest in Hindi, its rents per month and its dashboard link under /hi', () => {
    const message = digestMail({ ...meera, locale: 'hi' }, 'weekly', [{ searchName: 'A', properties: [flat, rent] }], links);
    expect(message.subject).toBe('आपका साप्ताहिक प्रॉपर्टी अलर्ट: 2 नई लिस्टिंग');
    expect(message.text).toContain('यह रहा आपका साप्ताहिक सारांश: 2 नई लिस्टिंग आपकी सेव की हुई खोजों से मेल खाती हैं।');
    expect(message.text).toContain('₹ 18,000 / माह');
    expect(message.text).toContain('वेसू, सूरत · अपार्टमेंट');
    // No Hindi title was written: the English one.
    expect(message.text).toContain('Sunlit flat');
    expect(message.text).toContain('अपनी सेव की हुई खोजें देखें: https://x.example/hi/dashboard');
    expect(message.html).toContain('<html lang="hi">');
  });

  it('writes a price drop and a password reset in the account’s language, crores in words', () => {
    const drop = priceDropMail({ ...meera, locale: 'gu' }, { ...flat, price: 9_500_000 }, 12_500_000, links);
    expect(drop.subject).toBe('કિંમત ઘટી: ₹ 1.25 કરોડ → ₹ 95 લાખ · સરસ ફ્લેટ');
    expect(drop.text).toContain('તમે સેવ કરેલી પ્રોપર્ટી હવે સસ્તી છે: સરસ ફ્લેટ.');
    const reset = passwordResetMail({ to: 'a@b.c', name: 'Asha', url: 'https://x.example/hi/resetPassword?token=1', locale: 'hi' });
    expect(reset.subject).toBe('अपना Shreeji Realty पासवर्ड रीसेट करें');
    expect(reset.text).toContain('नमस्ते Asha,');
    expect(reset.text).toContain('नया पासवर्ड चुनें: https://x.example/hi/resetPassword?token=1');
    expect(reset.html).toContain('<html lang="hi">');
  });
});
