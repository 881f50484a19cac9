import { describe, expect, it, vi } from 'vitest';
import { loadArea, loadI18n } from './i18n.ts';

describe("an area's words arriving in a language already in use", () => {
  it('are added without having the page render again', async () => {
    const i18n = await loadI18n('gu');
    const change = vi.fn();
    i18n.on('change', change);
    await loadArea('gu', 'tools');
    expect(change).not.toHaveBeenCalled();
    expect(i18n._('emiCalc.loanAmount')).toBe('લોનની રકમ');
  });

  it('have the page render again when one of them was asked for before it arrived', async () => {
    const i18n = await loadI18n('hi');
    expect(i18n._('contact.title')).toBe('contact.title');
    const change = vi.fn();
    i18n.on('change', change);
    await loadArea('hi', 'info');
    expect(change).toHaveBeenCalledTimes(1);
    expect(i18n._('contact.title')).toBe('संपर्क करें');
  });
});
