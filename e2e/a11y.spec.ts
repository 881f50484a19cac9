/**
 * Accessibility: axe-core (WCAG 2.0/2.1 A and AA rules) on every public screen and on the
 * signed-in screens, each at 1280 px and 390 px. No serious or critical violation may remain; the
 * violations found are printed in full so a failure says what to fix and where.
 */
import type { Page } from '@playwright/test';
import { analyze } from './axe.ts';
import { expect, findProperty, scrollToEnquireForm, signIn, test, viewports, type DemoRole } from './fixtures.ts';

interface AuditedScreen {
  name: string;
  path: (page: Page) => Promise<string> | string;
  /** The h1 that says the screen has rendered its content. */
  heading: string | RegExp;
  /** The name of the screen's Enquire form, drawn once its place nears the screen: audited scrolled to. */
  enquireForm?: string;
  as?: DemoRole;
}

const publicScreens: AuditedScreen[] = [
  { name: 'home', path: () => '/', heading: 'Discover your ideal property solution' },
  { name: 'residential', path: () => '/residential', heading: 'Explore Residential Properties' },
  { name: 'commercial', path: () => '/commercial', heading: 'Explore Commercial Properties' },
  { name: 'search', path: () => '/search?q=Vesu', heading: /^Results for "Vesu" \(\d+ found\)$/ },
  {
    name: 'property detail',
    path: async (page) => `/property/${(await findProperty(page.request, { transactionType: 'Rent', propertyType: 'Residential' }))._id}`,
    heading: /\S/,
    enquireForm: 'Enquire about this property',
  },
  { name: 'projects', path: () => '/projects', heading: 'Our All Projects' },
  { name: 'about us', path: () => '/aboutus', heading: 'About Us' },
  { name: 'contact us', path: () => '/contactus', heading: 'Contact Us', enquireForm: 'Send us an enquiry' },
  { name: 'login', path: () => '/login', heading: 'Welcome Back' },
  { name: 'register', path: () => '/register', heading: 'Create Your Account' },
  { name: 'reset password', path: () => '/resetPassword', heading: 'Reset Your Password' },
  { name: '404', path: () => '/no-such-page', heading: 'Oops! Lost your way?' },
];

const signedInScreens: AuditedScreen[] = [
  { name: 'user dashboard', path: () => '/dashboard', heading: 'My Dashboard', as: 'user' },
  { name: 'account settings', path: () => '/dashboard?tab=settings', heading: 'My Dashboard', as: 'user' },
  { name: '403', path: () => '/admincp', heading: 'Access Denied', as: 'user' },
  { name: 'admin dashboard', path: () => '/admincp', heading: 'Admin Dashboard', as: 'admin' },
  { name: 'property management', path: () => '/admincp/properties', heading: 'Property Management', as: 'admin' },
  { name: 'projects management', path: () => '/admincp/projects', heading: 'Projects Management', as: 'admin' },
  { name: 'create project', path: () => '/admincp/projects/create', heading: 'Create Project', as: 'admin' },
  { name: 'user management', path: () => '/admincp/users', heading: 'User Management', as: 'admin' },
];

/** Audited at 1280 px, then again with the window narrowed to 390 px (the phone layout). */
async function audit(page: Page, screen: AuditedScreen) {
  await page.setViewportSize({ width: viewports[1].width, height: viewports[1].height });
  await page.goto(await screen.path(page));
  await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
  // Audit the content, not the loading placeholders.
  await expect(page.locator('[data-testid$="skeleton"]')).toHaveCount(0);
  if (screen.enquireForm) await expect(await scrollToEnquireForm(page, screen.enquireForm)).toBeVisible();
  for (const viewport of [...viewports].reverse()) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await analyze(page, `${screen.name} at ${viewport.width} px`);
  }
}

/**
 * One browser for each kind of visitor, its screens audited one after another: a new browser a
 * screen cost more than the screen's audit. A violation on one screen is reported with its screen's
 * name, and the screens after it are still audited.
 */
const audiences: { who: string; as?: DemoRole; screens: AuditedScreen[] }[] = [
  { who: 'a visitor', screens: publicScreens },
  ...(['user', 'admin'] as const).map((role) => ({
    who: `a signed-in ${role}`,
    as: role,
    screens: signedInScreens.filter((screen) => screen.as === role),
  })),
];

for (const { who, as, screens } of audiences) {
  test(`the screens of ${who} have no serious or critical violations`, async ({ page }) => {
    test.setTimeout(60_000 * screens.length);
    if (as) await signIn(page, as);
    for (const screen of screens) await test.step(screen.name, () => audit(page, screen));
  });
}
