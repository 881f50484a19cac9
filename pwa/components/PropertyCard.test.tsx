// @vitest-environment happy-dom
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Property } from '../../contract/properties.ts';
import { loadI18n } from '../i18n/i18n.ts';
import type { Locale } from '../i18n/locales.ts';
import { appStore, Provider } from '../lib/store.ts';
import { PropertyCard } from './PropertyCard.tsx';
import { aProperty } from '../testing/property.ts';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const property = aProperty({
  title: '2 BHK Apartment in Vesu',
  description: '<p>Bright flat near VIP Road.</p>',
  transactionType: 'Buy',
  price: 4_500_000,
  sqt: 1150,
  bedrooms: 2,
});

async function renderCard(card: Property, locale: Locale) {
  const i18n = await loadI18n(locale);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Provider store={appStore}>
        <I18nProvider i18n={i18n}>
          <Router base={locale === 'en' ? '' : `/${locale}`} hook={memoryLocation({ path: '/' }).hook}>
            <PropertyCard property={card} />
          </Router>
        </I18nProvider>
      </Provider>
    </QueryClientProvider>,
  );
}

describe('PropertyCard in the page’s language', () => {
  it('shows the Gujarati title, marked lang="gu", on a Gujarati page', async () => {
    await renderCard({ ...property, titleGu: 'વેસુમાં 2 BHK એપાર્ટમેન્ટ', titleHi: 'वेसू में 2 BHK अपार्टमेंट' }, 'gu');
    const heading = screen.getByRole('heading', { level: 3 });
    expect(heading.textContent).toBe('વેસુમાં 2 BHK એપાર્ટમેન્ટ');
    expect(heading.getAttribute('lang')).toBe('gu');
    expect(screen.getByRole('img').getAttribute('alt')).toBe('વેસુમાં 2 BHK એપાર્ટમેન્ટ');
  });

  it('shows the English title, marked lang="en", on a Gujarati page when no Gujarati title was written', async () => {
    await renderCard({ ...property, titleHi: 'वेसू में 2 BHK अपार्टमेंट' }, 'gu');
    const heading = screen.getByRole('heading', { level: 3 });
    expect(heading.textContent).toBe('2 BHK Apartment in Vesu');
    expect(heading.getAttribute('lang')).toBe('en');
  });

  it('shows the Hindi title on a Hindi page and the English one on an English page', async () => {
    const translated = { ...property, titleGu: 'વેસુમાં 2 BHK એપાર્ટમેન્ટ', titleHi: 'वेसू में 2 BHK अपार्टमेंट' };
    await renderCard(translated, 'hi');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('वेसू में 2 BHK अपार्टमेंट');
    expect(screen.getByRole('heading', { level: 3 }).getAttribute('lang')).toBe('hi');
    cleanup();
    await renderCard(translated, 'en');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('2 BHK Apartment in Vesu');
  });

  it('falls back to the English title for a listing stored on the device before translations existed', async () => {
    const { titleGu: _gu, titleHi: _hi, descriptionGu: _dgu, descriptionHi: _dhi, ...stored } = property;
    await renderCard(stored as Property, 'gu');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('2 BHK Apartment in Vesu');
  });
});

describe('PropertyCard price drop', () => {
  it('tags a listing whose price was lowered recently, in the page’s language, and no other', async () => {
    await renderCard({ ...property, priceDrop: { from: 4_700_000, at: '2026-11-20T10:00:00.000Z' } }, 'gu');
    expect(screen.getByTestId('price-drop-badge').textContent).toBe('કિંમત ઘટી');
    cleanup();
    await renderCard(property, 'en');
    expect(screen.queryByTestId('price-drop-badge')).toBeNull();
  });
});

describe('PropertyCard rent terms', () => {
  const rental = { ...property, transactionType: 'Rent' as const, price: 25_000 };

  it('shows a rental’s deposit in months and its preferred tenants in one line, in the page’s language', async () => {
    await renderCard({ ...rental, depositMonths: 3, preferredTenants: ['family', 'company'] }, 'en');
    expect(screen.getByTestId('rent-terms').textContent).toBe('3 months deposit · Family, Company');
    cleanup();
    await renderCard({ ...rental, depositMonths: 3, preferredTenants: ['family', 'company'] }, 'gu');
    expect(screen.getByTestId('rent-terms').textContent).toBe('3 મહિનાની ડિપોઝિટ · પરિવાર, કંપની');
  });

  it('shows a deposit stated in rupees with Indian grouping', async () => {
    await renderCard({ ...rental, securityDeposit: 60_000 }, 'en');
    expect(screen.getByTestId('rent-terms').textContent).toBe('₹ 60,000 deposit');
  });

  it('shows no rent terms on a sale, nor on a rental that states none', async () => {
    await renderCard(property, 'en');
    expect(screen.queryByTestId('rent-terms')).toBeNull();
    cleanup();
    await renderCard(rental, 'en');
    expect(screen.queryByTestId('rent-terms')).toBeNull();
  });
});

describe('PropertyCard locality', () => {
  it("links the listing's locality to its page, in the page's language, above the card's own link", async () => {
    await renderCard(property, 'gu');
    const locality = screen.getByRole('link', { name: 'Vesu, Surat' });
    expect(locality.getAttribute('href')).toBe('/gu/localities/vesu');
    // The card's details link stretches over the whole card: the locality's sits above it, so a tap reaches it.
    expect(locality.className).toMatch(/(^| )relative( |$)/);
    expect(locality.className).toMatch(/(^| )z-10( |$)/);
    expect(screen.getByTestId('card-location').textContent).toBe(`Vesu, Surat·${property.address}`);
  });

  it('has one link per destination, each named for where it goes', async () => {
    await renderCard({ ...property, reference: 'SR-1042' }, 'en');
    const links = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Vesu, Surat', '/localities/vesu'],
      [`View Details: ${property.title} (Ref. SR-1042)`, `/property/${property._id}`],
    ]);
  });

  it('shows a location the gazetteer does not know as text, with no link', async () => {
    await renderCard({ ...property, location: 'Kim, Surat' }, 'en');
    expect(screen.getByTestId('card-location').textContent).toContain('Kim, Surat');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
