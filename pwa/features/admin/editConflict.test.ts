import { describe, expect, it } from 'vitest';
import { conflictRows, digitsOf, shortened, wordsOf } from './editConflict.ts';

const fields = [
  { name: 'title', label: 'Title' },
  { name: 'description', label: 'Description', compare: wordsOf, show: wordsOf },
  { name: 'price', label: 'Price', compare: digitsOf, show: (value: string) => `₹ ${value}` },
];

describe('conflictRows', () => {
  it('lists only the fields that differ, in the form’s order, as each is shown', () => {
    const theirs = { title: 'Corner flat', description: '<p>Near the lake</p>', price: 8700000 };
    const yours = { title: 'Corner flat with view', description: '<p>Near the lake</p>', price: '8800000' };
    expect(conflictRows(fields, theirs, yours)).toEqual([
      { name: 'title', label: 'Title', theirs: 'Corner flat', yours: 'Corner flat with view' },
      { name: 'price', label: 'Price', theirs: '₹ 8700000', yours: '₹ 8800000' },
    ]);
  });

  it('takes the same words in other markup and the same number with commas as no difference', () => {
    const theirs = { title: 'Flat ', description: '<p>Near the <strong>lake</strong></p>', price: '45,00,000' };
    const yours = { title: 'Flat', description: '<p>Near the lake</p>\n', price: 4500000 };
    expect(conflictRows(fields, theirs, yours)).toEqual([]);
  });

  it('shows a missing value as empty text', () => {
    expect(conflictRows([{ name: 'title', label: 'Title' }], {}, { title: 'New' })).toEqual([
      { name: 'title', label: 'Title', theirs: '', yours: 'New' },
    ]);
  });
});

describe('wordsOf and shortened', () => {
  it('reads rich text as one line of words', () => {
    expect(wordsOf('<p>Two &amp; three</p><ul><li>BHK</li></ul>')).toBe('Two & three BHK');
  });

  it('cuts long text with an ellipsis and leaves short text alone', () => {
    expect(shortened('a'.repeat(200), 10)).toBe(`${'a'.repeat(9)}…`);
    expect(shortened('short', 10)).toBe('short');
  });
});
