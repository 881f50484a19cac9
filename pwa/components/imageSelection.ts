/** Which picked files an image upload keeps: images only, at most 10 MB each, no name twice. */

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** The formats the server accepts (it checks the bytes too). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif'] as const;

export const NOT_AN_IMAGE_MESSAGE = 'Select Image files only!';

/** The part of a File the rules read, so they can be tested without one. */
export interface PickedFile {
  name: string;
  size: number;
  type: string;
}

export interface ImageSelection<F extends PickedFile> {
  /** The files to add, in the order picked. */
  accepted: F[];
  notImages: F[];
  tooLarge: F[];
  /** Same name as a file picked earlier in this selection or already chosen. */
  duplicates: F[];
  /** What to tell the user (one line per kind of refusal); duplicates are dropped quietly. */
  messages: string[];
}

export function tooLargeMessage(names: readonly string[]): string {
  return names.length === 1
    ? `${names[0]} is larger than 10MB and was not added.`
    : `${names.length} files are larger than 10MB and were not added.`;
}

export function selectImages<F extends PickedFile>(picked: readonly F[], alreadyChosen: readonly PickedFile[] = []): ImageSelection<F> {
  const seen = new Set(alreadyChosen.map((file) => file.name));
  const selection: ImageSelection<F> = { accepted: [], notImages: [], tooLarge: [], duplicates: [], messages: [] };
  for (const file of picked) {
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) selection.notImages.push(file);
    else if (file.size > MAX_IMAGE_BYTES) selection.tooLarge.push(file);
    else if (seen.has(file.name)) selection.duplicates.push(file);
    else {
      seen.add(file.name);
      selection.accepted.push(file);
    }
  }
  if (selection.notImages.length > 0) selection.messages.push(NOT_AN_IMAGE_MESSAGE);
  if (selection.tooLarge.length > 0) selection.messages.push(tooLargeMessage(selection.tooLarge.map((file) => file.name)));
  return selection;
}
