/** Reads the entries of a ZIP archive by its central directory (the export's, in tests). */
import { inflateRawSync } from 'node:zlib';

export function zipEntries(archive: Buffer): Record<string, string> {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a ZIP archive: no end of central directory');
  const count = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  const entries: Record<string, string> = {};
  for (let index = 0; index < count; index += 1) {
    const method = archive.readUInt16LE(at + 10);
    const packedSize = archive.readUInt32LE(at + 20);
    const nameLength = archive.readUInt16LE(at + 28);
    const extraLength = archive.readUInt16LE(at + 30);
    const commentLength = archive.readUInt16LE(at + 32);
    const localOffset = archive.readUInt32LE(at + 42);
    const name = archive.toString('ascii', at + 46, at + 46 + nameLength);
    const dataStart = localOffset + 30 + archive.readUInt16LE(localOffset + 26) + archive.readUInt16LE(localOffset + 28);
    const packed = archive.subarray(dataStart, dataStart + packedSize);
    entries[name] = (method === 8 ? inflateRawSync(packed) : packed).toString('utf8');
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
