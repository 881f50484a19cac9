/** The app under benchmark, in its own process so the load generator does not share its event loop. */
import { loadConfig } from '../api/config.ts';
import { createLogger } from '../api/log.ts';
import { startServer } from '../api/server.ts';

const server = await startServer(loadConfig(process.env), { log: createLogger('error') });
process.stdout.write(`READY ${server.url}\n`);
const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
