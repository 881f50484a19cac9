import { describe, expect, it } from 'vitest';
import { shareUrl } from './PropertyActions.tsx';

describe('shareUrl', () => {
  it('shares the short link of the reference', () => {
    expect(shareUrl({ _id: 'a1b2', reference: 'SR-1001' }, 'https://shreejirealty.in')).toBe('https://shreejirealty.in/p/SR-1001');
  });

  it("shares the property's page when the stored listing has no reference yet", () => {
    expect(shareUrl({ _id: 'a1b2', reference: '' }, 'https://shreejirealty.in')).toBe('https://shreejirealty.in/property/a1b2');
  });
});
