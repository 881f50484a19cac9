// @vitest-environment happy-dom
import { I18nProvider } from '@lingui/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadI18n, withMessages } from '../../i18n/i18n.ts';
import { EmiCalculator } from './EmiCalculator.tsx';

describe('the EMI calculator (the tools area, fetched with its code)', () => {
  it('comes with its words in the page’s language and shows its figures in lakhs in Hindi', async () => {
    window.history.replaceState(null, '', '/hi/property/p-2');
    const loaded = await withMessages('tools', async () => ({ EmiCalculator }))();
    const html = renderToString(
      <I18nProvider i18n={await loadI18n('hi')}>
        <loaded.EmiCalculator price={5_500_000} />
      </I18nProvider>,
    );
    for (const text of ['लोन राशि', 'ब्याज दर', 'मासिक EMI', 'कुल ब्याज', 'साल-दर-साल तालिका', 'लाख']) expect(html, text).toContain(text);
    expect(html).not.toContain('Loan amount');
    window.history.replaceState(null, '', '/');
  });
});
