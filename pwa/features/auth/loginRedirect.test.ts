import { describe, expect, it } from 'vitest';
import { loginDestination, safeNextPath } from './loginRedirect.ts';

const admin = { role: 'admin' } as const;
const user = { role: 'user' } as const;

describe('loginDestination', () => {
  it('sends an admin to /admincp and anyone else to / when there is no next', () => {
    expect(loginDestination(admin)).toBe('/admincp');
    expect(loginDestination(user)).toBe('/');
    expect(loginDestination(user, '')).toBe('/');
    expect(loginDestination(user, null)).toBe('/');
  });

  it('sends an agent to the leads, and to a workspace path they asked for', () => {
    const agent = { role: 'agent' } as const;
    expect(loginDestination(agent)).toBe('/admincp/leads');
    expect(loginDestination(agent, '/admincp/leads?status=new')).toBe('/admincp/leads?status=new');
    expect(loginDestination(agent, '/dashboard')).toBe('/admincp/leads');
  });

  it('compares the admin role without regard to case', () => {
    expect(loginDestination({ role: 'ADMIN' as 'admin' })).toBe('/admincp');
  });

  it('follows a same-origin next path with its query and hash', () => {
    expect(loginDestination(user, '/search?q=vesu#results')).toBe('/search?q=vesu#results');
    expect(loginDestination(user, '/dashboard')).toBe('/dashboard');
    expect(loginDestination(admin, '/admincp/projects/create')).toBe('/admincp/projects/create');
    expect(loginDestination(admin, '/property/42')).toBe('/property/42');
  });

  it('ignores a next the role may not open', () => {
    expect(loginDestination(user, '/admincp/properties')).toBe('/');
    expect(loginDestination(user, '/admincp')).toBe('/');
    expect(loginDestination(admin, '/dashboard')).toBe('/admincp');
  });

  it('never goes back to the account screens', () => {
    expect(loginDestination(user, '/login?next=/dashboard')).toBe('/');
    expect(loginDestination(admin, '/register')).toBe('/admincp');
    expect(loginDestination(user, '/resetPassword?token=abc')).toBe('/');
  });

  it('refuses next values that would leave the site', () => {
    const offsite = [
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'dashboard',
      '/\tdashboard',
      '/..//evil.example',
    ];
    for (const next of offsite) expect(loginDestination(user, next), next).toBe('/');
  });
});

describe('safeNextPath', () => {
  it('resolves dot segments and keeps the path on this origin', () => {
    expect(safeNextPath('/a/../residential')).toBe('/residential');
    expect(safeNextPath('/..//evil.example')).toBeNull();
  });

  it('keeps encoded characters as part of the path', () => {
    expect(safeNextPath('/search?q=%2F%2Fevil')).toBe('/search?q=%2F%2Fevil');
  });
});
