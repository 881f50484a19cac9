import { describe, expect, it } from 'vitest';
import { loadDemoSettings } from './demoSettings.ts';

describe('demo settings', () => {
  it('seeds no demo data with NODE_ENV=production unless SEED=true', () => {
    expect(loadDemoSettings({ NODE_ENV: 'production' }).seed).toBe(false);
    expect(loadDemoSettings({ NODE_ENV: 'production', SEED: 'true' }).seed).toBe(true);
  });

  it('seeds the demo data for development unless SEED=false', () => {
    expect(loadDemoSettings({}).seed).toBe(true);
    expect(loadDemoSettings({ SEED: 'false' }).seed).toBe(false);
  });

  it('names the demo accounts, in lower case when set by SEED_ADMIN_EMAIL and SEED_USER_EMAIL', () => {
    expect(loadDemoSettings({}).accounts).toEqual({
      admin: { email: 'admin@shreejirealty.in', password: 'Admin@2007' },
      agent: { email: 'agent@shreejirealty.in', password: 'Agent@2007' },
      user: { email: 'user@shreejirealty.in', password: 'User@2007' },
    });
    expect(loadDemoSettings({ SEED_ADMIN_EMAIL: 'Office@Example.IN' }).accounts.admin.email).toBe('office@example.in');
  });

  it('lists every bad demo variable', () => {
    expect(() => loadDemoSettings({ SEED: 'yes', SEED_USER_PASSWORD: '123' })).toThrow(
      /SEED: [\s\S]*SEED_USER_PASSWORD: must be at least 6 characters/,
    );
  });
});
