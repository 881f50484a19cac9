/** `npm run seed`: loads the demo accounts, listings and projects into the configured stores and exits. */
import { ConfigError, loadConfig } from '../api/config.ts';
import { loadDemoSettings } from './demoSettings.ts';
import { loadDemo } from './loadDemo.ts';

try {
  const { accounts } = loadDemoSettings();
  await loadDemo(loadConfig(), accounts);
  console.log(
    `Demo data loaded. Accounts: ${accounts.admin.email} (admin), ${accounts.agent.email} (agent), ${accounts.user.email} (user).`,
  );
  process.exit(0);
} catch (error) {
  console.error(
    error instanceof ConfigError ? error.message : `Cannot load the demo data: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
