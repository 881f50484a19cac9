// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: toast }));
const login = vi.hoisted(() => vi.fn());
vi.mock('../../data/users.ts', () => ({ login }));

import { ApiError } from '../../lib/apiError.ts';
import { appStore, authAtom, endSession, Provider } from '../../lib/store.ts';
import { LoginScreen } from './LoginScreen.tsx';
import { loadArea } from '../../i18n/i18n.ts';

// The screen's words come with its route (the account area); rendered on its own, they are loaded first.
beforeAll(() => loadArea('en', 'account'));

const user = {
  _id: 'u1',
  username: 'riya',
  fullName: 'Riya Patel',
  email: 'riya@example.com',
  mobile: '9825012345',
  avatar: null,
  role: 'user',
  createdAt: '',
};

/** The screen at `path`, once its form (a chunk of its own) has come. */
async function renderAt(path: string) {
  const [pathname, search = ''] = path.split('?');
  const location = memoryLocation({ path: pathname, searchPath: search, record: true });
  render(
    <Provider store={appStore}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Route path="/login" component={LoginScreen} />
      </Router>
    </Provider>,
  );
  // The form is a lazy part: its import can take seconds on a busy machine.
  await screen.findByRole('button', { name: 'Login' }, { timeout: 10_000 });
  return location;
}

async function submit(email: string, password: string) {
  fireEvent.input(screen.getByLabelText('Email Address'), { target: { value: email } });
  fireEvent.input(screen.getByLabelText('Password'), { target: { value: password } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
  });
}

beforeEach(() => {
  login.mockReset();
  toast.error.mockClear();
  toast.success.mockClear();
});
afterEach(() => {
  cleanup();
  act(() => endSession());
});

describe('LoginScreen', () => {
  it('shows the shared schema messages under the fields', async () => {
    await renderAt('/login');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    });
    expect(await screen.findByText('Email Address is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(login).not.toHaveBeenCalled();
  });

  it("shows the server's message in a banner and a toast", async () => {
    login.mockRejectedValue(new ApiError('Invalid email or password', { status: 401 }));
    await renderAt('/login');
    await submit('riya@example.com', 'wrong-password');
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid email or password');
    expect(toast.error).toHaveBeenCalledWith('Invalid email or password');
  });

  it("falls back to 'An error occurred while log you in'", async () => {
    login.mockRejectedValue(new Error('socket hang up'));
    await renderAt('/login');
    await submit('riya@example.com', 'secret1');
    expect((await screen.findByRole('alert')).textContent).toContain('An error occurred while log you in');
  });

  it('stores the session and follows an allowed next', async () => {
    login.mockResolvedValue({ message: 'Logged in successfully', data: { user, accessToken: 'a' } });
    const location = await renderAt('/login?next=%2Fdashboard');
    await submit('Riya@Example.com ', 'secret1');
    expect(login).toHaveBeenCalledWith({ email: 'riya@example.com', password: 'secret1', rememberMe: false });
    await waitFor(() => expect(location.history.at(-1)).toBe('/dashboard'));
    expect(appStore.get(authAtom).loggedIn).toBe(true);
  });

  it('sends an admin to /admincp', async () => {
    login.mockResolvedValue({ message: 'ok', data: { user: { ...user, role: 'admin' }, accessToken: 'a' } });
    const location = await renderAt('/login');
    await submit('admin@example.com', 'secret1');
    await waitFor(() => expect(location.history.at(-1)).toBe('/admincp'));
  });
});
