/** What an edit conflict shows: the fields where the saved version (theirs) and the form (yours) differ. */

export interface ConflictField<TName extends string = string> {
  name: TName;
  label: string;
  /** How a value reads in the dialog (prices in rupees, rich text as its words); the text itself when absent. */
  show?: (value: string) => string;
  /** How values compare (rich text by its words, numbers without commas); trimmed text when absent. */
  compare?: (value: string) => string;
}

export interface ConflictRow {
  name: string;
  label: string;
  theirs: string;
  yours: string;
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value)).trim();

/** The fields that differ, in the form's order. */
export function conflictRows(fields: readonly ConflictField[], theirs: object, yours: object): ConflictRow[] {
  const valueOf = (record: object, name: string) => text((record as Record<string, unknown>)[name]);
  const rows: ConflictRow[] = [];
  for (const field of fields) {
    const [saved, mine] = [valueOf(theirs, field.name), valueOf(yours, field.name)];
    const compare = field.compare ?? ((value: string) => value);
    if (compare(saved) === compare(mine)) continue;
    const show = field.show ?? ((value: string) => value);
    rows.push({ name: field.name, label: field.label, theirs: show(saved), yours: show(mine) });
  }
  return rows;
}

/** The words of rich text, in one line: how the dialog compares and shows descriptions. */
export function wordsOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Long text cut to `max` characters with an ellipsis. */
export function shortened(value: string, max = 160): string {
  return value.length > max ? `${value.slice(0, max - 1).trimEnd()}…` : value;
}

/** Digits only: '45,00,000' and '4500000' are the same price. */
export const digitsOf = (value: string) => value.replace(/[^\d]/g, '');
