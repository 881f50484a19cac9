/** The configuration of `npm start` (every service embedded) on free loopback ports, for tests that start the whole product. */
import { loadConfig } from '../config.ts';
import { freePort } from '../dev/ports.ts';

export async function embeddedConfig(dataDir: string, overrides: Record<string, string> = {}) {
  return loadConfig({
    DATA_DIR: dataDir,
    PORT: String(await freePort()),
    EMBEDDED_PG_PORT: String(await freePort()),
    EMBEDDED_S3_PORT: String(await freePort()),
    EMBEDDED_SMTP_PORT: String(await freePort()),
    EMBEDDED_MAIL_UI_PORT: String(await freePort()),
    LOG_LEVEL: 'silent',
    ...overrides,
  });
}
