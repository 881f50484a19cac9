import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUJARAT_RATES } from '../../../contract/purchaseCost.ts';
import { DEFAULT_MAP_ATTRIBUTION, DEFAULT_MAP_TILES } from '../../config.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';

describe('GET /agency', () => {
  let configured: TestApp;
  let plain: TestApp;
  const defaultTiles = { url: DEFAULT_MAP_TILES, attribution: DEFAULT_MAP_ATTRIBUTION };

  beforeAll(async () => {
    [configured, plain] = await Promise.all([
      startTestApp({
        AGENT_RERA_NUMBER: 'AG/GJ/SURAT/SURAT CITY/SUDA/AA01234/071226',
        STAMP_DUTY_PERCENT: '5.4',
        BROKERAGE_PERCENT: '0.5',
        WOMEN_REGISTRATION_WAIVED: 'false',
        MAP_TILES: '/tiles/{z}/{x}/{y}.png',
        MAP_ATTRIBUTION: '© OpenStreetMap contributors, our own tiles',
        MINOR_ACCOUNTS: 'parental_consent',
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
    expect((await response.json()).data).toEqual({
      agentReraNumber: 'AG/GJ/SURAT/SURAT CITY/SUDA/AA01234/071226',
      vitalsSampleRate: 1,
      mapTiles: { url: '/tiles/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors, our own tiles' },
      minorAccounts: 'parental_consent',
    });
  });

  it('answers null when no number is set', async () => {
    const response = await plain.api('/agency');
    expect(response.status).toBe(200);
    expect((await response.json()).data).toEqual({
      agentReraNumber: null,
      vitalsSampleRate: 1,
      mapTiles: defaultTiles,
      minorAccounts: 'refuse',
    });
  });

  it("answers OpenStreetMap's tiles and attribution when the office configures none, for the pages' maps", async () => {
    const response = await plain.api('/agency');
    expect((await response.json()).data.mapTiles).toEqual({
      url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
    });
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

  it('lets browsers keep every published setting five minutes, whoever asks', async () => {
    for (const path of ['/agency', '/agency/cost-rates', '/grievance-officer']) {
      const response = await plain.api(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('public, max-age=300');
    }
  });
});
