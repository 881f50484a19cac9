// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Role } from '../contract/catalog.ts';
import { AppRoutes } from './App.tsx';
import { RequireAdmin, RequireStaff, RequireUser } from './components/RouteGuards.tsx';
import { appStore, endSession, Provider, startSession } from './lib/store.ts';
import { aSession } from './testing/session.ts';

/** Screens are lazy chunks; a cold transform under a busy test run can take seconds. */
const LAZY = { timeout: 15_000 };

function logInAs(role: string) {
  startSession(aSession(role as Role));
}

function renderAt(path: string, routes = <AppRoutes />) {
  const location = memoryLocation({ path, record: true });
  // Screens that fetch get a client that never reaches a server in these tests.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  render(
    <QueryClientProvider client={client}>
      <Provider store={appStore}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {routes}
        </Router>
      </Provider>
    </QueryClientProvider>,
  );
  return location;
}

afterEach(() => {
  cleanup();
  endSession();
});

describe('route table', () => {
  it('shows the 404 screen with a way home for an unknown route', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Lost your way?' }, LAZY)).toBeTruthy();
    expect(screen.getByText("Sorry, we can't find that page. You'll find lots to explore on the home page.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/');
  });

  it('sends a visitor from a protected route to the login screen, remembering where they were going', async () => {
    const location = renderAt('/admincp/projects');
    await waitFor(() => expect(location.history.at(-1)).toBe('/login?next=%2Fadmincp%2Fprojects'), LAZY);
  });

  it('redirects a visitor from /dashboard to the login screen', async () => {
    const location = renderAt('/dashboard?tab=settings');
    await waitFor(() => expect(location.history.at(-1)).toBe('/login?next=%2Fdashboard%3Ftab%3Dsettings'), LAZY);
  });

  it('shows Access Denied to a user on the admin area', async () => {
    logInAs('user');
    renderAt('/admincp/users');
    expect(await screen.findByRole('heading', { name: 'Access Denied' }, LAZY)).toBeTruthy();
    expect(screen.getByText('Administrator privileges are required for this action.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/');
  });

  it('says the property id is missing on /property without one', async () => {
    renderAt('/property');
    expect(await screen.findByRole('heading', { name: 'Property id is missing' }, LAZY)).toBeTruthy();
  });

  it('titles the listing screens by path', async () => {
    renderAt('/commercial');
    expect(await screen.findByRole('heading', { level: 1, name: 'Explore Commercial Properties' }, LAZY)).toBeTruthy();
  });
});

describe('route guards', () => {
  const guarded = (
    <>
      <RequireStaff>
        <p>staff only</p>
      </RequireStaff>
      <RequireAdmin>
        <p>admin only</p>
      </RequireAdmin>
      <RequireUser>
        <p>users only</p>
      </RequireUser>
    </>
  );

  it('lets an admin into the admin area, whatever the case of the role, and not into the user dashboard', () => {
    logInAs('Admin');
    renderAt('/x', guarded);
    expect(screen.getByText('staff only')).toBeTruthy();
    expect(screen.getByText('admin only')).toBeTruthy();
    expect(screen.queryByText('users only')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeTruthy();
  });

  it('lets an agent into the workspace and not into the admin-only area or the user dashboard', () => {
    logInAs('agent');
    renderAt('/x', guarded);
    expect(screen.getByText('staff only')).toBeTruthy();
    expect(screen.queryByText('admin only')).toBeNull();
    expect(screen.queryByText('users only')).toBeNull();
  });

  it('lets a user into the dashboard and not into the workspace or the admin area', () => {
    logInAs('user');
    renderAt('/x', guarded);
    expect(screen.getByText('users only')).toBeTruthy();
    expect(screen.queryByText('staff only')).toBeNull();
    expect(screen.queryByText('admin only')).toBeNull();
  });
});

describe('header', () => {
  it('offers Login and Register to visitors', async () => {
    renderAt('/aboutus');
    await screen.findByRole('heading', { level: 1, name: 'About Us' }, LAZY);
    expect(screen.getAllByRole('link', { name: 'Login' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Register' }).length).toBeGreaterThan(0);
  });

  it("shows the user's name, a logout button and the admin panel link to admins", async () => {
    logInAs('ADMIN');
    renderAt('/aboutus');
    await screen.findByRole('heading', { level: 1, name: 'About Us' }, LAZY);
    expect(screen.getByTestId('header-user-name').textContent).toBe('Asha Patel');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Admin Panel/ }).getAttribute('href')).toBe('/admincp');
  });

  it('links agents to the leads', async () => {
    logInAs('agent');
    renderAt('/aboutus');
    await screen.findByRole('heading', { level: 1, name: 'About Us' }, LAZY);
    expect(screen.getByRole('link', { name: /Leads/ }).getAttribute('href')).toBe('/admincp/leads');
    expect(screen.queryByRole('link', { name: /Admin Panel/ })).toBeNull();
  });

  it('links users to their dashboard', async () => {
    logInAs('user');
    renderAt('/aboutus');
    await screen.findByRole('heading', { level: 1, name: 'About Us' }, LAZY);
    expect(screen.getByRole('link', { name: /My Dashboard/ }).getAttribute('href')).toBe('/dashboard');
  });
});
