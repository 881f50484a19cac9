/** CSV cells as spreadsheets read them: the one rule for every CSV the server writes. */

/** Quoted when it holds a comma, a quote or a line break. */
export const csvQuoted = (text: string): string => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** Text that a spreadsheet would run as a formula (= + - @, a tab or return first) starts with a quote mark. */
export const csvCell = (value: string): string => csvQuoted(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** Rows of cells as CSV lines ending in CRLF. */
export const csvLines = (rows: string[][]): string => rows.map((row) => `${row.join(',')}\r\n`).join('');
