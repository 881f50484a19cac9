import { describe, expect, it } from 'vitest';
import { expectedVersions, versionTag } from './versionTags.ts';

describe('expectedVersions', () => {
  it('asks for no particular version without If-Match or with *', () => {
    expect(expectedVersions(undefined)).toBeNull();
    expect(expectedVersions('')).toBeNull();
    expect(expectedVersions(' * ')).toBeNull();
  });

  it('reads our tags, strong or weak, from a list', () => {
    expect(expectedVersions(versionTag(7))).toEqual([7]);
    expect(expectedVersions('W/"v3", "v12"')).toEqual([3, 12]);
  });

  it('reads a header naming none of our tags as matching nothing', () => {
    expect(expectedVersions('"abc", v7, "7"')).toEqual([]);
  });
});
