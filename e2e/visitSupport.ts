/**
 * What the visit journeys share: the demo advisor taking visits every day, and a free time picked
 * from a listing page's "Book a visit".
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, demo, expect } from './fixtures.ts';

/** The seeded advisor (seed/demoSettings.ts). */
export const AGENT = { email: 'agent@shreejirealty.in', password: 'Agent@2007' };

/** The demo advisor on duty with working hours every day, 09:00 to 20:00: the listings offer free times. */
export async function openVisitHours(request: APIRequestContext): Promise<void> {
  const agent = await apiLogin(request, AGENT);
  const { accessToken } = await apiLogin(request, demo.admin);
  const duty = await request.put('/api/v1/agents/me/duty', {
    data: { onDuty: true },
    headers: { Authorization: `Bearer ${agent.accessToken}` },
  });
  expect(duty.ok()).toBe(true);
  const hours = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '09:00', to: '20:00' }));
  const set = await request.put(`/api/v1/admin/agents/${agent.user._id}/availability`, {
    data: { hours },
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect(set.ok()).toBe(true);
}

/**
 * Opens the free times from the page's Book a visit and picks the first time of the second day
 * offered; answers the time as the picker shows it and the instant it stands for.
 */
export async function pickSecondDay(page: Page): Promise<{ time: string; startsAt: string }> {
  await page.getByTestId('book-visit').click();
  const picker = page.getByTestId('slot-picker');
  await expect(picker).toBeVisible();
  const days = picker.getByRole('group', { name: 'Days' }).getByRole('button');
  expect(await days.count()).toBeGreaterThan(1);
  await days.nth(1).click();
  const time = picker
    .getByRole('group', { name: /^Times on / })
    .getByRole('button')
    .first();
  const words = (await time.textContent())!.trim();
  await time.click();
  await expect(time).toHaveAttribute('aria-pressed', 'true');
  return { time: words, startsAt: (await time.getAttribute('data-starts-at'))! };
}
