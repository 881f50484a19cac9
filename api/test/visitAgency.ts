/** The agency the visit tests book at: an admin, an agent with a listing (Vesu unless told) working all week, another agent. */
import { expect } from 'vitest';
import { createUser, startForAllTests, type CreatedUser } from './factories.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { createTestProperty } from './properties.ts';

/** Every day, all day: whenever the test runs, the next hours have slots. */
export const allWeek = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '00:00', to: '24:00' }));

export interface VisitAgency {
  app: TestApp;
  admin: CreatedUser;
  agent: CreatedUser;
  otherAgent: CreatedUser;
  propertyId: string;
}

export interface VisitAgencyOptions {
  /** Where the listing is; its locality's rule names the agent. */
  listing?: { location: string; address?: string };
  /** false: the agent takes no turns in the round-robin (visits still go to them by the rule). */
  onDuty?: boolean;
}

/** `env` adds to the test app's configuration (a mail catcher's SMTP_URL, say). */
export async function startVisitAgency(env: Record<string, string> = {}, options: VisitAgencyOptions = {}): Promise<VisitAgency> {
  const app = await startTestApp({ RATE_LIMIT_ENQUIRIES_IP: '1000', RATE_LIMIT_ENQUIRIES: '1000', RATE_LIMIT_WRITES: '1000', ...env });
  const admin = await createUser(app, { role: 'admin' });
  const agent = await createUser(app, { role: 'agent', fullName: 'Kiran Desai' });
  const otherAgent = await createUser(app, { role: 'agent' });
  const listing = options.listing ?? { location: 'Vesu' };
  const propertyId = (await createTestProperty(app, listing))._id;
  // The property's agent: the assignment rule for its locality.
  const rules = await app.api('/admin/lead-assignment', {
    method: 'PUT',
    json: {
      mode: 'rules',
      rules: [{ agentId: agent.user._id, locality: listing.location }],
      onDuty: options.onDuty === false ? [] : [agent.user._id],
    },
    token: admin.accessToken,
  });
  expect(rules.status).toBe(200);
  const hours = await app.api(`/admin/agents/${agent.user._id}/availability`, {
    method: 'PUT',
    json: { hours: allWeek },
    token: admin.accessToken,
  });
  expect(hours.status).toBe(200);
  return { app, admin, agent, otherAgent, propertyId };
}

/** The agency for all of a file's tests, handed to `take` (see startForAllTests). */
export function visitAgencyForTests(take: (agency: VisitAgency) => void): void {
  startForAllTests(() => startVisitAgency(), take);
}
