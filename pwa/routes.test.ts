import { describe, expect, it } from 'vitest';
import { matchAppRoute, prerenderedPages, routes } from './routes.ts';

const screenOf = (pathname: string) => {
  const match = matchAppRoute(pathname);
  return match && match.route.screen.screenName;
};

describe('the route table', () => {
  it('matches paths as the router does: any case, a trailing slash, decoded, the admin area before the rest', () => {
    expect(screenOf('/Residential/')).toBe('ListingScreen');
    expect(screenOf('/commercial')).toBe('ListingScreen');
    expect(matchAppRoute('/property/abc%20123')?.params.propertyId).toBe('abc 123');
    expect(screenOf('/property')).toBe('PropertyScreen');
    expect(screenOf('/admincp/properties/new')).toBe('AdminApp');
    expect(screenOf('/')).toBe('HomeScreen');
    expect(screenOf('/property/a/b')).toBeNull();
    expect(screenOf('/projects')).toBe('ProjectsScreen');
    expect(matchAppRoute('/projects/vesu-greens-residency')?.params.slug).toBe('vesu-greens-residency');
    expect(screenOf('/Projects/vesu-greens-residency/')).toBe('ProjectDetailScreen');
    expect(screenOf('/projects/a/b')).toBeNull();
    expect(screenOf('/no/such/page')).toBeNull();
  });

  it('guards the dashboard for users and the workspace for agents and admins, every other route is public', () => {
    const guards = Object.fromEntries(routes.map((route) => [route.path, route.guard]));
    expect(guards['/dashboard']).toBe('user');
    expect(guards['/dashboard/privacy']).toBe('user');
    expect(guards['/admincp/*?']).toBe('staff');
    expect(routes.filter((route) => route.guard === 'public')).toHaveLength(routes.length - 3);
  });

  it('lists the pages the build prerenders with the path the server matches, the path rendered and the chunks to preload', () => {
    const pages = prerenderedPages();
    expect(pages.map((page) => page.path)).toEqual([
      '/',
      '/residential',
      '/commercial',
      '/search',
      '/property/:propertyId',
      '/projects',
      '/projects/:slug',
      '/localities/:slug',
      '/aboutus',
      '/contactus',
      '/list-your-property',
      '/privacy',
      '/login',
      '/register',
    ]);
    expect(pages.find((page) => page.path === '/property/:propertyId')).toEqual({
      path: '/property/:propertyId',
      sample: '/property/_',
      file: 'prerendered/property.html',
      screen: 'PropertyScreen',
      preload: [],
    });
    // A project's page has a file of its own beside the projects page's.
    expect(pages.find((page) => page.path === '/projects/:slug')).toEqual({
      path: '/projects/:slug',
      sample: '/projects/_',
      file: 'prerendered/project.html',
      screen: 'ProjectDetailScreen',
      preload: [],
      // Its words come in the info area's chunk, preloaded in the page's language (localizedPrerenderedPages).
      area: 'info',
    });
    // A locality's page too, with the localities area's words.
    expect(pages.find((page) => page.path === '/localities/:slug')).toEqual({
      path: '/localities/:slug',
      sample: '/localities/_',
      file: 'prerendered/locality.html',
      screen: 'LocalityScreen',
      preload: [],
      area: 'localities',
    });
    // The device store opens once the page is interactive (lib/startup.ts): no page preloads it.
    expect(pages.flatMap((page) => page.preload)).not.toContain('offline/device.ts');
    // Home's screen is a chunk of its own, like every other, which its page preloads.
    expect(pages[0]).toEqual({ path: '/', sample: '/', file: 'prerendered/home.html', screen: 'HomeScreen', preload: [] });
    expect(new Set(pages.map((page) => page.file)).size).toBe(pages.length);
  });
});
