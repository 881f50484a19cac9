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
