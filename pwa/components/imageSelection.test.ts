import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, selectImages } from './imageSelection.ts';

const file = (name: string, type = 'image/jpeg', size = 2048) => ({ name, type, size });

describe('selectImages', () => {
  it('keeps PNG, JPEG, GIF and WebP files in the order they were picked', () => {
    const picked = [file('a.png', 'image/png'), file('b.jpg'), file('c.gif', 'image/gif'), file('d.webp', 'image/webp')];
    const selection = selectImages(picked);
    expect(selection.accepted.map((f) => f.name)).toEqual(['a.png', 'b.jpg', 'c.gif', 'd.webp']);
    expect(selection.messages).toEqual([]);
  });

  it("refuses files that are not images with 'Select Image files only!' and keeps the images", () => {
    const selection = selectImages([file('brochure.pdf', 'application/pdf'), file('front.jpg'), file('notes.txt', 'text/plain')]);
    expect(selection.accepted.map((f) => f.name)).toEqual(['front.jpg']);
    expect(selection.notImages.map((f) => f.name)).toEqual(['brochure.pdf', 'notes.txt']);
    expect(selection.messages).toEqual(['Select Image files only!']);
  });

  it('refuses image types the server cannot read, such as SVG', () => {
    const selection = selectImages([file('logo.svg', 'image/svg+xml')]);
    expect(selection.accepted).toEqual([]);
    expect(selection.messages).toEqual(['Select Image files only!']);
  });

  it('refuses files over 10 MB with a message naming them, and accepts exactly 10 MB', () => {
    const selection = selectImages([file('huge.jpg', 'image/jpeg', MAX_IMAGE_BYTES + 1), file('limit.jpg', 'image/jpeg', MAX_IMAGE_BYTES)]);
    expect(selection.accepted.map((f) => f.name)).toEqual(['limit.jpg']);
    expect(selection.tooLarge.map((f) => f.name)).toEqual(['huge.jpg']);
    expect(selection.messages).toEqual(['huge.jpg is larger than 10MB and was not added.']);
  });

  it('drops a second file with the same name in one selection, quietly', () => {
    const selection = selectImages([file('hall.jpg'), file('kitchen.jpg'), file('hall.jpg', 'image/jpeg', 9999)]);
    expect(selection.accepted.map((f) => f.name)).toEqual(['hall.jpg', 'kitchen.jpg']);
    expect(selection.accepted[0]!.size).toBe(2048);
    expect(selection.duplicates).toHaveLength(1);
    expect(selection.messages).toEqual([]);
  });

  it('drops files whose name is already among the chosen ones', () => {
    const selection = selectImages([file('hall.jpg'), file('bath.jpg')], [file('hall.jpg')]);
    expect(selection.accepted.map((f) => f.name)).toEqual(['bath.jpg']);
  });

  it('reports every kind of refusal at once', () => {
    const selection = selectImages([
      file('a.doc', 'application/msword'),
      file('b.png', 'image/png', MAX_IMAGE_BYTES * 2),
      file('c.png', 'image/png', MAX_IMAGE_BYTES * 3),
    ]);
    expect(selection.messages).toEqual(['Select Image files only!', '2 files are larger than 10MB and were not added.']);
  });
});
