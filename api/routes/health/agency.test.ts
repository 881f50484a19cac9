import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUJARAT_RATES } from '../../../contract/purchaseCost.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';

describe('GET /agency', () => {
  let configured: TestApp;
  let plain: TestApp;

  beforeAll(async () => {
    [configured, plain] = await Promise.all([
      startTestApp({
        AGENT_RERA_NUMBER: 'AG/GJ/SURAT/SURAT CITY/SUDA/AA01234/071226',
        STAMP_DUTY_PERCENT: '5.4',
        BROKERAGE_PERCENT: '0.5',
        WOMEN_REGISTRATION_WAIVED: 'false',
      }),
      startTestApp(),
    ]);
  });
  afterAll(async () => {
    await Promise.all([configured?.close(), plain?.close()]);
  });

  it('answers the agent registration number the office set, to anyone', async () => {
    const response = await configured.api('/agency');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect((await response.json()).data).toEqual({ agentReraNumber: 'AG/GJ/SURAT/SURAT CITY/SUDA/AA01234/071226', vitalsSampleRate: 1 });
  });

  it('answers null when no number is set', async () => {
    const response = await plain.api('/agency');
    expect(response.status).toBe(200);
    expect((await response.json()).data).toEqual({ agentReraNumber: null, vitalsSampleRate: 1 });
  });

  describe('GET /agency/cost-rates', () => {
    it("answers Gujarat's rates when the office sets none", async () => {
      const response = await plain.api('/agency/cost-rates');
      expect(response.status).toBe(200);
      expect((await response.json()).data).toEqual(GUJARAT_RATES);
    });

    it('answers the rates the office configured', async () => {
      const response = await configured.api('/agency/cost-rates');
      expect((await response.json()).data).toEqual({
        ...GUJARAT_RATES,
        stampDutyPercent: 5.4,
        brokeragePercent: 0.5,
        womenRegistrationWaived: false,
      });
    });
  });
});
