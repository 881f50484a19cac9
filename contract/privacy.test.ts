import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { siteLanguages } from './catalog.ts';
import { noticeIn, noticeVersions, purposeNotices, purposes, type Purpose } from './privacy.ts';

/**
 * Each notice's words at its version, as a fingerprint of all three languages. A consent names the
 * version its person was shown: new words need a new version in `noticeVersions`, and a new line here.
 */
const fingerprints: Record<Purpose, Record<number, string>> = {
  account: { 1: 'dd5918a59a62bc4e' },
  enquiry: { 1: '0318eafaebb4f619' },
  visits: { 1: '80d8178059a57ba0' },
  alerts: { 1: '1cb71aab791620d2' },
  marketing: { 1: '503c5179a1546250' },
  push: { 1: 'ebcf4878e1ec4521' },
};

const fingerprint = (purpose: Purpose) =>
  createHash('sha256')
    .update(JSON.stringify(siteLanguages.map((language) => purposeNotices[language][purpose])))
    .digest('hex')
    .slice(0, 16);

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
