/**
 * The login screen as a person uses it (spec §2 Login, §5 validation, §6 redirects): the form's
 * messages, a wrong password, where each role lands, the way back to a protected page, logout.
 */
import { accountArea, demo, expect, signIn, test, toast } from './fixtures.ts';

async function fillLogin(page: import('@playwright/test').Page, email: string, password: string) {
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test('the login form explains what is wrong with the input', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Email Address is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();

  await fillLogin(page, 'not-an-email', '12345');
  const email = page.getByLabel('Email Address');
  const password = page.getByLabel('Password', { exact: true });
  await expect(page.getByText('Invalid Email Address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Invalid Email Address');
  await expect(password).toHaveAccessibleDescription('Password must be at least 6 characters long');
  await expect(page).toHaveURL(/\/login$/);

  // Correcting the input clears the messages.
  await email.fill(demo.user.email);
  await password.fill('123456');
  await expect(page.getByText('Invalid Email Address')).toHaveCount(0);
  await expect(page.getByText('Password must be at least 6 characters long')).toHaveCount(0);
});

test('a wrong password shows the server message in a banner and a toast', async ({ page }) => {
  await page.goto('/login');
  await fillLogin(page, demo.user.email, 'Wrong@2007');
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await expect(toast(page, 'Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
});

test('a user logs in and lands on the home page with their name in the header', async ({ page }) => {
  await page.goto('/login');
  await fillLogin(page, demo.user.email, demo.user.password);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(toast(page, 'Logged in successfully')).toBeVisible();
  const header = await accountArea(page);
  await expect(header.getByTestId('header-user-name')).toHaveText(demo.user.fullName);
  // The session survives a reload (persisted under localStorage 'auth').
  await page.reload();
  await expect(page.getByTestId('header-user-name')).toHaveText(demo.user.fullName);
});

test('after login no token is where a script can read it: not in localStorage, IndexedDB or document.cookie', async ({ page, context }) => {
  // Every access token the page is given: at login, and through its cookie after each reload. Each
  // answer is read here before the page gets it, so no navigation can take its body away first.
  const issued: string[] = [];
  await page.route(/\/api\/v1\/users\/(login|refreshToken)$/, async (route) => {
    const response = await route.fetch();
    if (response.ok()) issued.push(((await response.json()) as { data: { accessToken: string } }).data.accessToken);
    await route.fulfill({ response });
  });
  await page.goto('/login');
  await fillLogin(page, demo.user.email, demo.user.password);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  const refreshTokens = new Set<string>();
  const keepCookie = async () => {
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'refreshToken');
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/api/v1/users/refreshToken' });
    refreshTokens.add(cookie!.value);
  };
  await keepCookie();
  // The app at work: a reload (a refresh through the cookie) and the dashboard's data on the device.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
  await expect.poll(() => issued.length).toBeGreaterThanOrEqual(2);
  await keepCookie();

  const readable = await page.evaluate(async () => {
    const parts: string[] = [document.cookie];
    for (let i = 0; i < localStorage.length; i += 1) parts.push(`${localStorage.key(i)}=${localStorage.getItem(localStorage.key(i)!)}`);
    for (const info of await indexedDB.databases()) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(info.name!);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const rows = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store, 'readonly').objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        parts.push(`${info.name}/${store}=${JSON.stringify(rows)}`);
      }
      db.close();
    }
    return parts.join('\n');
  });
  expect(readable).toContain(demo.user.fullName);
  for (const token of [...issued, ...refreshTokens]) expect(readable).not.toContain(token);
});

test('an admin logs in and lands on the admin dashboard', async ({ page }) => {
  await page.goto('/login');
  await fillLogin(page, demo.admin.email, demo.admin.password);
  await expect(page).toHaveURL(/\/admincp$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByTestId('admin-user-name')).toHaveText(demo.admin.fullName);
});

test('a visitor sent to /login from /dashboard is taken back there after logging in', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  await fillLogin(page, demo.user.email, demo.user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
});

test('a visitor sent to /login from an admin screen is taken back there after logging in as admin', async ({ page }) => {
  await page.goto('/admincp/projects');
  await expect(page).toHaveURL(/\/login\?next=%2Fadmincp%2Fprojects$/);
  await fillLogin(page, demo.admin.email, demo.admin.password);
  await expect(page).toHaveURL(/\/admincp\/projects$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Projects Management' })).toBeVisible();
});

test('logout from the dashboard clears the session and leaves for the home page', async ({ page }) => {
  await signIn(page, 'user');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(toast(page, 'Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('auth'));
  expect(stored === null || JSON.parse(stored).loggedIn === false, `stored session: ${stored}`).toBe(true);
  // The protected screen is closed again.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
});

test('logout from the admin area', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/admincp');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Register', exact: true })).toBeVisible();
});
