import { describe, expect, it } from 'vitest';
import { siteLanguages } from './catalog.ts';
import { noticeIn, noticeVersions, purposeNotices, purposes, type Purpose } from './privacy.ts';

/**
 * Each notice's words at its version, as a fingerprint of all three languages. A consent names the
 * version its person was shown: new words need a new version in `noticeVersions`, and a new line here.
 */
const fingerprints: Record<Purpose, Record<number, string>> = {
  account: { 1: '0649106a' },
  enquiry: { 1: '5b349f85' },
  visits: { 1: 'bd42af39' },
  alerts: { 1: 'bf05dbae' },
  marketing: { 1: 'bd9a15e9' },
  push: { 1: '6cd80563' },
};

/** FNV-1a over the notice's words in every language (the contract is read by the browser too: no node:crypto). */
function fingerprint(purpose: Purpose): string {
  const text = JSON.stringify(siteLanguages.map((language) => purposeNotices[language][purpose]));
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
}

describe('the purposes catalogue', () => {
  it('names the six purposes', () => {
    expect(purposes).toEqual(['account', 'enquiry', 'visits', 'alerts', 'marketing', 'push']);
  });

  it.each(purposes)('cannot change the words of the %s notice without a new version', (purpose) => {
    expect(fingerprint(purpose)).toBe(fingerprints[purpose][noticeVersions[purpose]]);
  });

  it('has every notice in English, Gujarati and Hindi, each in its own script', () => {
    for (const purpose of purposes) {
      expect(purposeNotices.gu[purpose].notice).toMatch(/[\u0A80-\u0AFF]/);
      expect(purposeNotices.hi[purpose].notice).toMatch(/[\u0900-\u097F]/);
      expect(purposeNotices.en[purpose].title).not.toBe('');
    }
  });

  it('answers English for a language it does not hold', () => {
    expect(noticeIn('fr', 'push')).toBe(purposeNotices.en.push);
  });
});
