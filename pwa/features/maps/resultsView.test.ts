import { describe, expect, it } from 'vitest';
import { withResultsPlace } from './resultsHref.ts';
import { placeHref } from './ResultsParts.tsx';
import { boxParams, readResultsPlace } from './resultsView.ts';

describe('the results view in the URL', () => {
  it('reads the map view and the searched box, and a list anywhere by default', () => {
    expect(readResultsPlace('')).toEqual({ view: 'list', bbox: null });
    expect(readResultsPlace('view=map&bbox=72.75,21.1,72.85,21.2')).toEqual({ view: 'map', bbox: '72.75,21.1,72.85,21.2' });
  });

  it('adds the view and the box to a screen’s href, beside its filters', () => {
    const place = { view: 'map', bbox: '72.75,21.1,72.85,21.2' } as const;
    expect(withResultsPlace('/residential?purpose=Buy', place)).toBe('/residential?purpose=Buy&bbox=72.75%2C21.1%2C72.85%2C21.2&view=map');
    expect(withResultsPlace('/search', { view: 'list', bbox: null })).toBe('/search');
  });

  it('switches the view and keeps the page, and a new or cleared box starts again from the first page', () => {
    const search = 'q=vesu&page=3&bbox=72.75%2C21.1%2C72.85%2C21.2';
    const bbox = '72.75,21.1,72.85,21.2';
    expect(placeHref('/search', search, { view: 'map', bbox })).toBe('/search?q=vesu&page=3&bbox=72.75%2C21.1%2C72.85%2C21.2&view=map');
    expect(placeHref('/search', search, { view: 'list', bbox: null })).toBe('/search?q=vesu');
    expect(placeHref('/search', 'q=vesu&page=2&view=map', { view: 'map', bbox })).toBe(
      '/search?q=vesu&bbox=72.75%2C21.1%2C72.85%2C21.2&view=map',
    );
  });

  it('searches by the box whichever view shows the results', () => {
    expect(boxParams({ view: 'list', bbox: '72.75,21.1,72.85,21.2' })).toEqual({ bbox: '72.75,21.1,72.85,21.2' });
    expect(boxParams({ view: 'map', bbox: null })).toEqual({});
  });
});
