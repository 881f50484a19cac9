/** Whether `npm start` seeds the demo data, and the demo accounts it makes: read from the environment once. */
import * as v from 'valibot';
import { parseEnvironment } from '../api/config.ts';

const DemoEnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  /** Default: on, except with NODE_ENV=production, where demo accounts are made only when asked for. */
  SEED: v.optional(v.picklist(['true', 'false'])),
  /** 'first': the demo's pictures are made before the first request is served (end-to-end tests look at them). */
  SEED_PICTURES: v.optional(v.picklist(['first', 'background']), 'background'),
  SEED_ADMIN_EMAIL: v.optional(v.pipe(v.string(), v.email('must be an e-mail address')), 'admin@shreejirealty.in'),
  SEED_ADMIN_PASSWORD: v.optional(v.pipe(v.string(), v.minLength(6, 'must be at least 6 characters')), 'Admin@2007'),
  SEED_AGENT_EMAIL: v.optional(v.pipe(v.string(), v.email('must be an e-mail address')), 'agent@shreejirealty.in'),
  SEED_AGENT_PASSWORD: v.optional(v.pipe(v.string(), v.minLength(6, 'must be at least 6 characters')), 'Agent@2007'),
  SEED_USER_EMAIL: v.optional(v.pipe(v.string(), v.email('must be an e-mail address')), 'user@shreejirealty.in'),
  SEED_USER_PASSWORD: v.optional(v.pipe(v.string(), v.minLength(6, 'must be at least 6 characters')), 'User@2007'),
});

export type DemoAccounts = DemoSettings['accounts'];
export type DemoSettings = ReturnType<typeof loadDemoSettings>;

/** Reads the demo variables; throws ConfigError naming every bad one, as the server's configuration does. */
export function loadDemoSettings(env: NodeJS.ProcessEnv = process.env) {
  const e = parseEnvironment(DemoEnvSchema, env);
  return {
    seed: (e.SEED ?? (e.NODE_ENV === 'production' ? 'false' : 'true')) === 'true',
    picturesFirst: e.SEED_PICTURES === 'first',
    accounts: {
      admin: { email: e.SEED_ADMIN_EMAIL.toLowerCase(), password: e.SEED_ADMIN_PASSWORD },
      agent: { email: e.SEED_AGENT_EMAIL.toLowerCase(), password: e.SEED_AGENT_PASSWORD },
      user: { email: e.SEED_USER_EMAIL.toLowerCase(), password: e.SEED_USER_PASSWORD },
    },
  };
}
