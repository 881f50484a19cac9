/** The entries of a ZIP archive as text (the export's, in tests), read by the same kept library. */
import { strFromU8, unzipSync } from 'fflate';

export function zipEntries(archive: Buffer): Record<string, string> {
  return Object.fromEntries(Object.entries(unzipSync(archive)).map(([name, bytes]) => [name, strFromU8(bytes)]));
}
