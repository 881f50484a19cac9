/**
 * A push message reaches the person: Chromium delivers a message to the site's service worker
 * through the DevTools protocol (as a push service would), and the worker shows it as a notification
 * with the listing's title, text, photo and the page a click opens. A message that is not the
 * server's shape shows nothing.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { PushPayload } from '../contract/push.ts';
import { controlledByServiceWorker } from './offlineSupport.ts';

interface Shown {
  title: string;
  body: string;
  image: string;
  tag: string;
  data: { url?: string } | null;
}

/** The notifications the site's service worker is showing now. */
function shownNotifications(page: Page): Promise<Shown[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const notifications = await registration.getNotifications();
    return notifications.map((notification) => ({
      title: notification.title,
      body: notification.body,
      image: (notification as Notification & { image?: string }).image ?? '',
      tag: notification.tag,
      data: notification.data as { url?: string } | null,
    }));
  });
}

/** Delivers `data` to the site's service worker as a push message, the way Chromium's push service would. */
async function deliverPush(context: BrowserContext, page: Page, origin: string, data: string): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL.startsWith(origin) && !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registrationId, data });
  await cdp.detach();
}

test("a push message shows as a notification with the listing's title, text, photo and page", async ({ context, page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  await context.grantPermissions(['notifications'], { origin });
  await page.goto('/');
  await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
  await controlledByServiceWorker(page);

  // A message the server would not send (no title) shows nothing.
  await deliverPush(context, page, origin, JSON.stringify({ body: 'no title' }));
  await deliverPush(context, page, origin, 'not json');

  const message: PushPayload = {
    title: 'Price dropped: ₹ 85 L → ₹ 79 L',
    body: 'Spacious 3 BHK Flat in Vesu with Clubhouse',
    url: '/property/00000000-0000-4000-8000-000000000001',
    image: '/pwa-512x512.png',
    tag: 'price-drop-00000000-0000-4000-8000-000000000001',
  };
  await deliverPush(context, page, origin, JSON.stringify(message));

  await expect.poll(() => shownNotifications(page), { message: 'the notification to show' }).toHaveLength(1);
  const [shown] = await shownNotifications(page);
  expect(shown).toMatchObject({ title: message.title, body: message.body, tag: message.tag, data: { url: message.url } });
  expect(shown!.image).toBe(`${origin}${message.image}`);
});
