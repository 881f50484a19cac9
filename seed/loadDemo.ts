/**
 * The demo data loaded into the stores a configuration names, with nothing served: `npm run seed`
 * and compose's one-off `seed` service, for a deployment whose server (api/main.ts) never carries it.
 */
import type { Config } from '../api/config.ts';
import type { Logger } from '../api/log.ts';
import { startServer } from '../api/server.ts';
import type { DemoAccounts } from './demoSettings.ts';
import { seedDemo, seedDemoPictures } from './seed.ts';

/**
 * Seeds once, as `npm start` does (a second run adds nothing), pictures included, then stops. The server starts whole
 * (migrations, job queue) so every record goes through its write command, on a loopback port of
 * its own, so a site already running on the same stores is left alone.
 */
export async function loadDemo(config: Config, accounts: DemoAccounts, log?: Logger): Promise<void> {
  const server = await startServer(
    { ...config, host: '127.0.0.1', port: 0 },
    {
      log,
      seed: async (deps) => {
        await seedDemo(deps, accounts);
        await seedDemoPictures(deps, accounts);
      },
    },
  );
  await server.close();
}
