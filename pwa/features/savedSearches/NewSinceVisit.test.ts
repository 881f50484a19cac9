import { describe, expect, it } from 'vitest';
import { newSinceVisitText } from './NewSinceVisit.tsx';

describe('new since your last visit', () => {
  it('says how many new listings match, in Indian digit grouping', () => {
    expect(newSinceVisitText(1)).toBe('1 new listing matches your saved searches since your last visit');
    expect(newSinceVisitText(1250)).toBe('1,250 new listings match your saved searches since your last visit');
  });
});
