import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it("trusts no proxy and allows only the site's own origin by default", () => {
    const config = loadConfig({ PUBLIC_URL: 'https://shreejirealty.in/' });
    expect(config.trustProxy).toEqual([]);
    expect(config.corsOrigins).toEqual(['https://shreejirealty.in']);
    expect(config.rateLimitLoginAccount).toBe(10);
  });

  it('reads TRUST_PROXY addresses and subnets and CORS_ORIGINS as comma-separated lists', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://shreejirealty.in',
      TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1',
      CORS_ORIGINS: 'https://partner.example, http://localhost:5173',
    });
    expect(config.trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
    expect(config.corsOrigins).toEqual(['https://shreejirealty.in', 'https://partner.example', 'http://localhost:5173']);
  });

  it('names a TRUST_PROXY entry that is not an address, and a CORS_ORIGINS entry that is not an origin', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(/TRUST_PROXY: must be a comma-separated list of IP addresses/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(ConfigError);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://partner.example/app' })).toThrow(
      /CORS_ORIGINS: must be a comma-separated list of origins/,
    );
    expect(() => loadConfig({ CORS_ORIGINS: '*' })).toThrow(ConfigError);
  });

  it('reads AGENT_RERA_NUMBER in the GujRERA shape and refuses anything else', () => {
    expect(loadConfig({}).agentReraNumber).toBeNull();
    expect(loadConfig({ AGENT_RERA_NUMBER: ' AG/GJ/SURAT/SURAT CITY/SUDA/AA01234/071226 ' }).agentReraNumber).toBe(
      'AG/GJ/SURAT/SURAT CITY/SUDA/AA01234/071226',
    );
    expect(() => loadConfig({ AGENT_RERA_NUMBER: 'PR/GJ/SURAT/1234' })).toThrow(/AGENT_RERA_NUMBER: must be the agent registration number/);
  });

  it('refuses accounts for people under 18 unless MINOR_ACCOUNTS asks for parental consent', () => {
    expect(loadConfig({}).minorAccounts).toBe('refuse');
    expect(loadConfig({ MINOR_ACCOUNTS: 'parental_consent' }).minorAccounts).toBe('parental_consent');
    expect(() => loadConfig({ MINOR_ACCOUNTS: 'allow' })).toThrow(/MINOR_ACCOUNTS: must be refuse or parental_consent/);
  });

  it('honours a replayed refresh token for 30 seconds unless REFRESH_TOKEN_REUSE_INTERVAL says otherwise', () => {
    expect(loadConfig({}).refreshTokenReuseInterval).toBe(30);
    expect(loadConfig({ REFRESH_TOKEN_REUSE_INTERVAL: '0' }).refreshTokenReuseInterval).toBe(0);
    expect(() => loadConfig({ REFRESH_TOKEN_REUSE_INTERVAL: '30s' })).toThrow(/REFRESH_TOKEN_REUSE_INTERVAL: must be seconds/);
  });

  it('gives a new lead 15 working minutes, 10:00 to 19:00 Monday to Saturday, unless told otherwise', () => {
    expect(loadConfig({}).speedToLead).toEqual({ contactMinutes: 15, hours: { start: 600, end: 1140 }, days: [1, 2, 3, 4, 5, 6] });
    const late = loadConfig({ LEAD_CONTACT_MINUTES: '30', LEAD_WORKING_HOURS: '09:30-20:00', LEAD_WORKING_DAYS: '1,2,3,4,5,6,7' });
    expect(late.speedToLead).toEqual({ contactMinutes: 30, hours: { start: 570, end: 1200 }, days: [1, 2, 3, 4, 5, 6, 7] });
    expect(() => loadConfig({ LEAD_WORKING_HOURS: '19:00-10:00' })).toThrow(/LEAD_WORKING_HOURS: must end after it starts/);
    expect(() => loadConfig({ LEAD_WORKING_DAYS: 'Mon-Sat' })).toThrow(/LEAD_WORKING_DAYS: must be weekdays/);
  });

  it("takes map tiles from OpenStreetMap's standard tiles with their attribution unless MAP_TILES and MAP_ATTRIBUTION say otherwise", () => {
    expect(loadConfig({}).mapTiles).toEqual({
      url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
    });
    const own = loadConfig({ MAP_TILES: '/tiles/{z}/{x}/{y}.png', MAP_ATTRIBUTION: '© OpenStreetMap contributors, our own tiles' });
    expect(own.mapTiles).toEqual({ url: '/tiles/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors, our own tiles' });
    expect(() => loadConfig({ MAP_TILES: 'https://tiles.example.in/{z}/{x}.png' })).toThrow(
      /MAP_TILES: must be a tile URL template with \{z\}, \{x\} and \{y\}/,
    );
  });

  it('keeps upload temp files in the data directory', () => {
    expect(loadConfig({ DATA_DIR: '/srv/realty' }).uploadDir).toBe('/srv/realty/uploads');
  });

  it("serves the project's own build unless PWA_DIR names another folder, made absolute", () => {
    expect(loadConfig({}).pwaDir).toBeNull();
    expect(loadConfig({ PWA_DIR: '/srv/realty/web' }).pwaDir).toBe('/srv/realty/web');
    expect(loadConfig({ PWA_DIR: 'builds/next/pwa' }).pwaDir).toBe(path.resolve('builds/next/pwa'));
  });
});

const random = randomBytes(32).toString('hex');

describe('configuration in production', () => {
  it('refuses to start without an AUTH_SECRET and says why', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET: NODE_ENV is production and it is not set/);
  });

  it('refuses an AUTH_SECRET shorter than 32 characters', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'k3Jd9sLq0Zx7' })).toThrow(
      /it is 12 characters long; at least 32 are needed/,
    );
  });

  it('refuses a placeholder AUTH_SECRET however long it is', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'change-me-to-a-long-random-secret-in-production' })).toThrow(
      /it is a placeholder/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'a'.repeat(40) })).toThrow(/too few characters/);
  });

  it('accepts a random AUTH_SECRET', () => {
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: random }).authSecret).toBe(random);
  });

  it('keeps the generated secret for development', () => {
    const config = loadConfig({});
    expect(config.authSecret).toBeUndefined();
  });
});
