/**
 * `npm start` and `npm run dev`: the server (api/serve.ts) plus the demo accounts and listings,
 * seeded once on the first start; their pictures are made while it serves (SEED_PICTURES=first:
 * before). SEED=false starts without them, as NODE_ENV=production does
 * unless SEED=true. The production entry, api/main.ts, never carries the demo data.
 */
import { serve } from '../api/serve.ts';
import { loadDemoSettings } from './demoSettings.ts';
import { seedDemo, seedDemoPictures } from './seed.ts';

serve(() => {
  const demo = loadDemoSettings();
  if (!demo.seed) return {};
  const { admin, user } = demo.accounts;
  return {
    seed: async (deps) => {
      await seedDemo(deps, demo.accounts);
      if (demo.picturesFirst) await seedDemoPictures(deps, demo.accounts);
    },
    background: demo.picturesFirst ? undefined : (deps, signal) => seedDemoPictures(deps, demo.accounts, signal),
    banner: ['  Demo accounts:', `    admin  ${admin.email} / ${admin.password}`, `    user   ${user.email} / ${user.password}`],
  };
});
