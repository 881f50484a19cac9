/**
 * Every route of the spec's route table (product-spec §2), at 390 px and 1280 px, as a visitor,
 * a user and an admin: the screen's texts where the role may enter, the redirect to /login or
 * the 403 screen where it may not, the header each role sees, and the 404 screen. The screen's
 * main role also leaves a full-page screenshot in screenshots/.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import {
  accountArea,
  demo,
  expect,
  findProperty,
  firstProject,
  isDesktop,
  ongoingProject,
  saveScreenshot,
  scrollToEnquireForm,
  settle,
  signIn,
  test,
  viewports,
  type DemoRole,
  type Viewport,
} from './fixtures.ts';

type Role = 'visitor' | DemoRole;

interface Screen {
  /** Names the test and the screenshot. */
  name: string;
  access: 'public' | 'user' | 'admin';
  path: (request: APIRequestContext) => Promise<string> | string;
  /** What the screen shows to a role that may open it. */
  check: (page: Page, role: Role) => Promise<void>;
  /** Its h1, enough to know a signed-in person got the screen (its content is the visitor's). */
  heading?: string | RegExp;
  /** The check differs by role: run it in full for every role. */
  roleDependent?: boolean;
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

async function expectLoginRedirect(page: Page, path: string) {
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('next') === path);
  await expect(heading(page, 'Welcome Back')).toBeVisible();
}

async function expectAccessDenied(page: Page) {
  await expect(heading(page, 'Access Denied')).toBeVisible();
  await expect(page.getByText('Administrator privileges are required for this action.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
}

const screens: Screen[] = [
  {
    name: 'home',
    access: 'public',
    roleDependent: true,
    heading: 'Discover your ideal property solution',
    path: () => '/',
    check: async (page, role) => {
      const hero = page.getByRole('region', { name: 'Discover your ideal property solution' });
      await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(hero.getByRole('link', { name: 'Explore Residential Properties' })).toHaveAttribute('href', '/residential');
      await expect(hero.getByRole('link', { name: 'View Commercial Properties' })).toHaveAttribute('href', '/commercial');
      await expect(hero.getByRole('link', { name: 'Our Projects' })).toHaveAttribute('href', '/projects');
      await expect(hero.getByText('Trusted by 5,000+ clients')).toBeVisible();
      await expect(hero.getByText('Premium property portfolio')).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Featured Properties' })).toBeVisible();
      const featured = page.getByRole('list', { name: 'Featured properties' });
      await expect(featured.getByRole('article')).toHaveCount(6);
      await expect(page.getByRole('group', { name: 'Category', exact: true })).toBeVisible();
      await expect(page.getByRole('group', { name: 'Property type', exact: true })).toBeVisible();
      await expect(page.getByRole('search').first()).toBeVisible();
      // The heart is for people who are logged in (spec §2, property card).
      const hearts = featured.getByRole('button', { name: /^Save / });
      if (role === 'visitor') await expect(hearts).toHaveCount(0);
      else await expect(hearts.first()).toBeVisible();
    },
  },
  {
    name: 'residential',
    access: 'public',
    heading: 'Explore Residential Properties',
    path: () => '/residential',
    check: async (page) => {
      await expect(heading(page, 'Explore Residential Properties')).toBeVisible();
      const cards = page.getByRole('list', { name: 'Explore Residential Properties' }).getByRole('article');
      await expect(cards.first()).toBeVisible();
      await expect(cards.first().getByRole('link', { name: /^View Details/ })).toHaveAttribute('href', /^\/property\/[\w-]+$/);
      await expect(cards.first()).toContainText('₹');
      // Homes list their rooms; plots (also residential) list their type.
      await expect(cards.filter({ hasText: /\d (?:BHK|Beds?)/ }).first()).toContainText(/\d Baths?[\s\S]*sqft/);
    },
  },
  {
    name: 'commercial',
    access: 'public',
    heading: 'Explore Commercial Properties',
    path: () => '/commercial',
    check: async (page) => {
      await expect(heading(page, 'Explore Commercial Properties')).toBeVisible();
      const cards = page.getByRole('list', { name: 'Explore Commercial Properties' }).getByRole('article');
      await expect(cards.first()).toBeVisible();
      await expect(cards.first()).toContainText('sqft');
      await expect(cards.filter({ hasText: /\d (?:BHK|Beds?)/ })).toHaveCount(0);
    },
  },
  {
    name: 'search',
    access: 'public',
    heading: /^Results for "Vesu"/,
    path: () => '/search?q=Vesu',
    check: async (page) => {
      await expect(heading(page, /^Results for "Vesu"/)).toHaveText(/^Results for "Vesu"\s*\([1-9]\d* found\)$/);
      await expect(page.getByRole('list', { name: 'Search results' }).getByRole('article').first()).toContainText('Vesu');
      await expect(page.getByRole('searchbox', { name: 'Search properties' }).first()).toHaveValue('Vesu');
    },
  },
  {
    name: 'property-rental',
    access: 'public',
    heading: /\S/,
    path: async (request) => `/property/${(await findProperty(request, { transactionType: 'Rent', propertyType: 'Residential' }))._id}`,
    check: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('property-price')).toHaveText(/^₹ [\d,]+ \/ month$/);
      await expect(page.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('heading', { name: 'About this property', exact: true })).toBeVisible();
      const details = page.getByRole('region', { name: 'Property Details' });
      await expect(details).toContainText('Bedrooms');
      await expect(details).toContainText('Bathrooms');
      await expect(details).toContainText(/Area[\s\S]*sq ft/);
      const info = page.getByRole('region', { name: 'Property Information' });
      for (const label of ['Property ID', 'Type', 'Category', 'Listed', 'Last Updated']) await expect(info).toContainText(label);
      await expect(info).toContainText('Residential');
      await expect(
        page
          .getByRole('region', { name: /^Photos of / })
          .getByRole('img')
          .first(),
      ).toBeVisible();
      await page.getByRole('tab', { name: 'Location' }).click();
      const location = page.getByRole('tabpanel');
      await expect(location.getByRole('heading', { name: 'Location' })).toBeVisible();
      await expect(location).toContainText('Address');
      await expect(location).toContainText('Surat');
      await page.getByRole('tab', { name: 'Description' }).click();
    },
  },
  {
    name: 'projects',
    access: 'public',
    heading: 'Our All Projects',
    path: () => '/projects',
    check: async (page) => {
      await expect(heading(page, 'Our All Projects')).toBeVisible();
      const cards = page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 2 }) });
      await expect(cards.first()).toBeVisible();
      expect(await cards.count()).toBeGreaterThanOrEqual(1);
      await expect(cards.first()).toContainText(/ONGOING|COMPLETED/);
      const title = (await cards.first().getByRole('heading', { level: 2 }).textContent())?.trim() ?? '';
      await expect(cards.first().getByRole('img', { name: title, exact: true })).toHaveAttribute('src', /^\/media\//);
    },
  },
  {
    name: 'project',
    access: 'public',
    heading: /\S/,
    path: async (request) => `/projects/${(await ongoingProject(request)).slug}`,
    check: async (page) => {
      const title = page.getByRole('heading', { level: 1 });
      await expect(title).not.toBeEmpty();
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Our Projects' })).toHaveAttribute(
        'href',
        '/projects',
      );
      // GujRERA: the number, its QR and the authority's site, at the top of the page, right of the title on a wide screen.
      const rera = page.getByTestId('rera-block');
      await expect(rera).toContainText('RERA Reg. No.');
      await expect(rera).toContainText(/PR\/GJ\//);
      await expect(rera.getByRole('link', { name: 'gujrera.gujarat.gov.in' })).toBeVisible();
      await expect(rera.getByRole('img')).toBeVisible();
      const [reraBox, titleBox, photosBox] = await Promise.all([
        rera.boundingBox(),
        title.boundingBox(),
        page.getByRole('region', { name: /^Photos of / }).boundingBox(),
      ]);
      expect(reraBox!.y + reraBox!.height).toBeLessThanOrEqual(photosBox!.y);
      if (isDesktop(page)) expect(reraBox!.x).toBeGreaterThan(titleBox!.x + titleBox!.width / 2);
      await expect(page.getByTestId('project-facts')).toContainText(/Possession[\s\S]*[A-Z][a-z]{2} \d{4}/);
      await expect(page.getByTestId('amenities').getByRole('listitem').first()).toBeVisible();
      const units = page.getByTestId('project-units').getByRole('article');
      await expect(units.first()).toBeVisible();
      await expect(await scrollToEnquireForm(page, 'Enquire about this project')).toBeVisible();
      await expect(page.getByRole('link', { name: /^Call / }).first()).toHaveAttribute('href', /^tel:/);
      await expect(page.getByRole('link', { name: 'Enquire on WhatsApp' })).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\/\d+\?text=.*%2Fprojects%2F/,
      );
    },
  },
  {
    name: 'aboutus',
    access: 'public',
    heading: 'About Us',
    path: () => '/aboutus',
    check: async (page) => {
      await expect(heading(page, 'About Us')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Our Expertise' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Five reasons to choose Shreeji Realty' })).toBeVisible();
      await expect(
        page
          .getByRole('main')
          .getByRole('list')
          .filter({ has: page.getByRole('heading', { level: 3 }) })
          .last()
          .getByRole('listitem'),
      ).toHaveCount(5);
      await expect(page.getByRole('main').getByRole('blockquote')).toBeVisible();
    },
  },
  {
    name: 'contactus',
    access: 'public',
    heading: 'Contact Us',
    path: () => '/contactus',
    check: async (page) => {
      await expect(heading(page, 'Contact Us')).toBeVisible();
      const main = page.getByRole('main');
      // Spec: "Monday-Sunday".
      await expect(main.getByText(/^Monday\s*-\s*Sunday$/)).toBeVisible();
      await expect(main.getByText('10:00 AM to 8:00 PM')).toBeVisible();
      await expect(main.getByRole('link', { name: 'info@shreejirealty.in' })).toHaveAttribute('href', 'mailto:info@shreejirealty.in');
      await expect(main.getByRole('link', { name: 'sales@shreejirealty.in' })).toHaveAttribute('href', 'mailto:sales@shreejirealty.in');
      await expect(main.getByRole('link', { name: 'Chat with us on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
      await expect(main.getByText(/Surat, Gujarat/).first()).toBeVisible();
      await expect(main.locator('iframe[title^="Map of"]')).toBeAttached();
      await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
      const faq = [
        { question: 'Which areas do you serve?', answer: 'We cover Surat and nearby areas' },
        { question: 'How soon will you respond to my enquiry?', answer: 'within 24 business hours' },
        { question: 'Do you charge for consultations?', answer: 'Consultations are free' },
        { question: 'Can I visit outside office hours?', answer: 'After-hours appointments are available on Sundays and in the evenings' },
      ];
      for (const { question, answer } of faq) {
        const button = main.getByRole('button', { name: question });
        await button.click();
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        await expect(page.locator(`[id="${await button.getAttribute('aria-controls')}"]`)).toContainText(answer);
        // Closed again: the page is left as it was found.
        await button.click();
        await expect(button).toHaveAttribute('aria-expanded', 'false');
      }
    },
  },
  {
    name: 'login',
    access: 'public',
    roleDependent: true,
    path: () => '/login',
    check: async (page, role) => {
      if (role !== 'visitor') {
        // Already logged in: the login screen sends each role to its home.
        await expect(page).toHaveURL(role === 'admin' ? /\/admincp$/ : /\/$/);
        return;
      }
      await expect(heading(page, 'Welcome Back')).toBeVisible();
      await expect(page.getByLabel('Email Address')).toBeVisible();
      await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'password');
      await page.getByRole('button', { name: 'Show password' }).click();
      await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
      await page.getByRole('button', { name: 'Hide password' }).click();
      await expect(page.getByLabel('Remember me')).not.toBeChecked();
      await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/resetPassword');
      await expect(page.getByRole('main').getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
      await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
    },
  },
  {
    name: 'register',
    access: 'public',
    heading: 'Create Your Account',
    path: () => '/register',
    check: async (page) => {
      await expect(heading(page, 'Create Your Account')).toBeVisible();
      for (const label of ['Full name', 'Username', 'Email Address', 'Mobile']) await expect(page.getByLabel(label)).toBeVisible();
      await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'password');
      await expect(page.getByRole('button', { name: 'Create Account' })).toBeEnabled();
      await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    },
  },
  {
    name: 'reset-password',
    access: 'public',
    heading: 'Reset Your Password',
    path: () => '/resetPassword',
    check: async (page) => {
      await expect(heading(page, 'Reset Your Password')).toBeVisible();
      await expect(page.getByLabel('Email Address')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
    },
  },
  {
    name: 'dashboard',
    access: 'user',
    path: () => '/dashboard',
    check: async (page) => {
      await expect(heading(page, 'My Dashboard')).toBeVisible();
      await expect(page.getByRole('heading', { name: /^Saved Properties \(\d+\)$/ })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'My Properties' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tab', { name: 'Account Settings' })).toBeVisible();
      await expect(page.getByRole('main').getByText(demo.user.fullName, { exact: true })).toBeVisible();
      await expect(page.getByRole('main').getByText('@demo.user')).toBeVisible();
    },
  },
  {
    name: 'admin-dashboard',
    access: 'admin',
    path: () => '/admincp',
    check: async (page) => {
      await expect(heading(page, 'Admin Dashboard')).toBeVisible();
      const stats = page.getByRole('region', { name: 'Statistics' });
      await expect(stats).toContainText(/Total Properties\s*[\d,]+/);
      await expect(stats).toContainText(/Total Users\s*[\d,]+/);
      await expect(stats).toContainText(/New Users \(30d\)\s*\+[\d,]+/);
      await expect(page.getByRole('heading', { name: 'Recent Properties' })).toBeVisible();
      await expect(
        page
          .getByRole('link', { name: /^Edit / })
          .filter({ visible: true })
          .first(),
      ).toBeVisible();
    },
  },
  {
    name: 'admin-properties',
    access: 'admin',
    path: () => '/admincp/properties',
    check: async (page) => {
      await expect(heading(page, 'Property Management')).toBeVisible();
      await expect(page.getByRole('button', { name: /^All \(\d+\)$/ })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Add New Property' }).first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
      await expect(page.getByRole('searchbox', { name: 'Search properties' })).toBeVisible();
      await expect(
        page
          .getByRole('button', { name: /^Delete / })
          .filter({ visible: true })
          .first(),
      ).toBeVisible();
    },
  },
  {
    name: 'admin-property-edit',
    access: 'admin',
    path: async (request) => `/admincp/property/${(await findProperty(request))._id}/edit`,
    check: async (page) => {
      await expect(heading(page, 'Edit Property')).toBeVisible();
      await expect(page.getByLabel('Title')).not.toHaveValue('');
      await expect(page.getByRole('textbox', { name: 'Description' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
    },
  },
  {
    name: 'admin-users',
    access: 'admin',
    // Newest accounts come first, twenty to a page, and journeys before this one register their own:
    // the search keeps the demo accounts on the first page however many there are.
    path: () => '/admincp/users?q=shreejirealty.in',
    check: async (page) => {
      await expect(heading(page, 'User Management')).toBeVisible();
      await expect(page.getByRole('searchbox', { name: 'Search users' })).toHaveValue('shreejirealty.in');
      await expect(page.getByText(demo.user.email, { exact: true }).filter({ visible: true })).toBeVisible();
      await expect(page.getByText(demo.admin.email, { exact: true }).filter({ visible: true })).toBeVisible();
    },
  },
  {
    name: 'admin-projects',
    access: 'admin',
    path: () => '/admincp/projects',
    check: async (page) => {
      await expect(heading(page, 'Projects Management')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Add Project' })).toHaveAttribute('href', '/admincp/projects/create');
      await expect(
        page
          .getByText(/^(ONGOING|COMPLETED)$/)
          .filter({ visible: true })
          .first(),
      ).toBeVisible();
    },
  },
  {
    name: 'admin-project-create',
    access: 'admin',
    path: () => '/admincp/projects/create',
    check: async (page) => {
      await expect(heading(page, 'Create Project')).toBeVisible();
      await expect(page.getByLabel('Title')).toHaveValue('');
      await expect(page.getByRole('radio', { name: 'ONGOING' })).toBeChecked();
      await expect(page.getByRole('button', { name: 'Create Project' })).toBeVisible();
    },
  },
  {
    name: 'admin-project-edit',
    access: 'admin',
    path: async (request) => `/admincp/projects/${(await firstProject(request))._id}/edit`,
    check: async (page) => {
      await expect(heading(page, 'Edit Project')).toBeVisible();
      await expect(page.getByLabel('Title')).not.toHaveValue('');
      await expect(page.getByLabel('Slug')).not.toHaveValue('');
      await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
    },
  },
  {
    name: '404',
    access: 'public',
    heading: 'Oops! Lost your way?',
    path: () => '/no-such-page',
    check: async (page) => {
      await expect(heading(page, 'Oops! Lost your way?')).toBeVisible();
      await expect(page.getByText("Sorry, we can't find that page. You'll find lots to explore on the home page.")).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
    },
  },
];

const [phone, desktop] = viewports;

const shotName = (viewport: Viewport, screen: Screen) => `${viewport.name}-${screen.name}`;
const publicScreens = screens.filter((screen) => screen.access === 'public');
const userScreens = screens.filter((screen) => screen.access === 'user');
const adminScreens = screens.filter((screen) => screen.access === 'admin');

/**
 * The page as it stands at 390 px, then widened to 1280 px: one load checks both layouts, as the
 * accessibility audit does, and as a person turning a tablet sees them. Each width is a step.
 */
async function atEachWidth(page: Page, run: (viewport: Viewport) => Promise<void>) {
  for (const viewport of viewports) {
    await test.step(`at ${viewport.width} px`, async () => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await run(viewport);
    });
  }
}

/** A screen its role may open: loaded once, its content checked at both widths. */
async function checkScreen(page: Page, screen: Screen, role: Role) {
  await page.goto(await screen.path(page.request));
  await atEachWidth(page, async (viewport) => {
    await screen.check(page, role);
    await saveScreenshot(page, shotName(viewport, screen));
  });
}

/**
 * Every screen a role may open, one after another in one browser, each a step loaded at 390 px: a
 * new browser for each screen cost more than most screens' checks.
 */
async function checkScreens(page: Page, screens: Screen[], role: Role) {
  test.setTimeout(45_000 * screens.length);
  for (const screen of screens) {
    await test.step(screen.name, async () => {
      await page.setViewportSize({ width: phone.width, height: phone.height });
      await checkScreen(page, screen, role);
    });
  }
}

/**
 * A signed-in person opens each public screen: they get it (no redirect, no 403) and stay
 * signed in; the full content checks ran for the visitor, except where the role changes them.
 * At 1280 px, whose header names the signed-in person.
 */
async function openPublicScreens(page: Page, role: DemoRole) {
  await page.setViewportSize({ width: desktop.width, height: desktop.height });
  for (const screen of publicScreens) {
    await test.step(screen.name, async () => {
      await page.goto(await screen.path(page.request));
      if (screen.roleDependent || !screen.heading) await screen.check(page, role);
      else await expect(heading(page, screen.heading)).toBeVisible();
      if (screen.name !== 'login') await expect(page.getByTestId('header-user-name')).toHaveText(demo[role].fullName);
    });
  }
}

// Each screen loads at the phone's width first.
test.use({ viewport: { width: phone.width, height: phone.height } });

test.describe('as visitor', () => {
  test('every public screen, its content at both widths', async ({ page }) => {
    await checkScreens(page, publicScreens, 'visitor');
  });

  test('every protected route sends the visitor to /login', async ({ page }) => {
    for (const screen of [...userScreens, ...adminScreens]) {
      await test.step(screen.name, async () => {
        const path = await screen.path(page.request);
        await page.goto(path);
        await expectLoginRedirect(page, path);
      });
    }
  });
});

test.describe('as user', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'user');
  });

  test('the user’s own screens, their content at both widths', async ({ page }) => {
    await checkScreens(page, userScreens, 'user');
  });

  test('every public screen', async ({ page }) => {
    await openPublicScreens(page, 'user');
  });

  test('every admin route shows the 403 screen', async ({ page }) => {
    for (const screen of adminScreens) {
      await test.step(screen.name, async () => {
        await page.goto(await screen.path(page.request));
        await expectAccessDenied(page);
      });
    }
    await atEachWidth(page, async (viewport) => {
      await expectAccessDenied(page);
      await saveScreenshot(page, `${viewport.name}-403`);
    });
  });
});

test.describe('as admin', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin');
  });

  test('every admin screen, its content at both widths', async ({ page }) => {
    await checkScreens(page, adminScreens, 'admin');
  });

  test('an unknown admin route shows the 404 screen', async ({ page }) => {
    await page.goto('/admincp/no-such-screen');
    await atEachWidth(page, async () => {
      await expect(heading(page, 'Oops! Lost your way?')).toBeVisible();
    });
  });

  test('every public screen', async ({ page }) => {
    await openPublicScreens(page, 'admin');
  });

  test('the user dashboard shows the 403 screen', async ({ page }) => {
    await page.goto('/dashboard');
    await atEachWidth(page, async () => {
      await expectAccessDenied(page);
    });
  });
});

// The header's links live in the slide-in menu on phones and in the bar on wide screens: each width is a step.
for (const role of ['visitor', 'user', 'admin'] as const) {
  test(`header and footer as ${role}`, async ({ page }) => {
    if (role !== 'visitor') await signIn(page, role);
    for (const viewport of viewports) {
      await test.step(`at ${viewport.width} px`, async () => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await page.goto('/aboutus');
        await expect(heading(page, 'About Us')).toBeVisible();
        const area = await accountArea(page);
        const nav = area.getByRole('navigation', { name: viewport.width >= 1024 ? 'Main' : 'Mobile' });
        for (const [name, href] of [
          ['Home', '/'],
          ['Projects', '/projects'],
          ['About Us', '/aboutus'],
          ['Contact Us', '/contactus'],
        ] as const) {
          await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
        }
        await expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');

        if (role === 'visitor') {
          await expect(area.getByRole('link', { name: 'Login', exact: true })).toHaveAttribute('href', '/login');
          await expect(area.getByRole('link', { name: 'Register', exact: true })).toHaveAttribute('href', '/register');
          await expect(area.getByRole('button', { name: 'Logout' })).toHaveCount(0);
        } else {
          // The menu puts the initials (aria-hidden) before the name in one line.
          await expect(area.getByText(demo[role].fullName)).toBeVisible();
          await expect(area.getByRole('button', { name: 'Logout' })).toBeVisible();
          await expect(area.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
          if (role === 'admin') {
            await expect(area.getByRole('link', { name: 'Go to Admin Panel' })).toHaveAttribute('href', '/admincp');
          } else {
            await expect(area.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
          }
        }
        if (viewport.width < 1024) await saveScreenshot(page, `${viewport.name}-menu-${role}`, { fullPage: false });

        // Footer: quick links, the office in Surat, phone and e-mail.
        if (viewport.width < 1024) await page.getByRole('button', { name: 'Close menu' }).click();
        const footer = page.getByRole('contentinfo');
        const quick = footer.getByRole('navigation', { name: 'Quick links' });
        for (const name of ['Home', 'Residential', 'Commercial', 'Contact']) await expect(quick.getByRole('link', { name })).toBeVisible();
        await expect(footer).toContainText('Surat, Gujarat');
        await expect(footer.getByRole('link', { name: /^\+91/ }).first()).toHaveAttribute('href', /^tel:/);
        await expect(footer.getByRole('link', { name: 'info@shreejirealty.in' })).toBeVisible();

        // Scrolled beyond 100 px the header changes style; a route change scrolls back to the top.
        const header = page.getByRole('banner');
        await expect(header).toHaveAttribute('data-scrolled', 'false');
        await quick.getByRole('link', { name: 'Contact' }).scrollIntoViewIfNeeded();
        await expect(header).toHaveAttribute('data-scrolled', 'true');
        // The section above the footer is drawn as the scroll reaches it and takes its own height; the
        // page moves by scroll anchoring a moment later. Clicked before the page is at rest, the click
        // landed between the links at 1280 px.
        await settle(page);
        await quick.getByRole('link', { name: 'Contact' }).click();
        await expect(heading(page, 'Contact Us')).toBeVisible();
        // Back at the very top, though the new screen fills in while the smooth scroll runs.
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
        await expect(header).toHaveAttribute('data-scrolled', 'false');
        await expect(heading(page, 'Contact Us')).toBeInViewport();
      });
    }
  });
}
