/**
 * What the built chunks are made of: each chunk's minified text attributed, through its source map,
 * to the package (or the app's own folder) it came from, and sized minified and gzipped. The gzip
 * figure of a package is its own text compressed alone, so the figures do not add up to a chunk's.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The numbers of one Base64 VLQ segment of a source map's `mappings`. */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/** node_modules/@scope/name/... → @scope/name; the app's files → their folder (pwa/components, contract). */
export function ownerOf(source: string): string {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = source.slice(modules + 'node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  const app = /(?:^|\/)(pwa|contract)\/(.*)$/.exec(source);
  if (!app) return '(bundler)';
  const folders = app[2]!.split('/').slice(0, -1);
  return [app[1], ...folders.slice(0, 2)].join('/');
}

/** The text of `files` (chunk files under `dir`) by owner. Chunks without a source map count as '(bundler)'. */
function textByOwner(dir: string, files: readonly string[]): Map<string, string> {
  const text = new Map<string, string>();
  const add = (owner: string, part: string) => text.set(owner, (text.get(owner) ?? '') + part);
  for (const file of files) {
    const code = fs.readFileSync(path.join(dir, file), 'utf8');
    const mapFile = path.join(dir, `${file}.map`);
    if (!fs.existsSync(mapFile)) {
      add('(bundler)', code);
      continue;
    }
    const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { sources: string[]; mappings: string };
    const lines = code.split('\n');
    let sourceIndex = 0;
    map.mappings.split(';').forEach((lineMappings, lineNumber) => {
      const line = lines[lineNumber] ?? '';
      let column = 0;
      const segments: { column: number; source: number | null }[] = [];
      for (const segment of lineMappings.split(',')) {
        if (!segment) continue;
        const values = decodeSegment(segment);
        column += values[0]!;
        if (values.length > 1) sourceIndex += values[1]!;
        segments.push({ column, source: values.length > 1 ? sourceIndex : null });
      }
      segments.forEach((segment, index) => {
        const end = segments[index + 1]?.column ?? line.length;
        add(segment.source === null ? '(bundler)' : ownerOf(map.sources[segment.source] ?? ''), line.slice(segment.column, end));
      });
    });
  }
  return text;
}

export interface OwnerSize {
  owner: string;
  minifiedBytes: number;
  gzipBytes: number;
}

/** The owners of `files`' code, largest (gzipped) first. */
export function bundleComposition(dir: string, files: readonly string[]): OwnerSize[] {
  return [...textByOwner(dir, files)]
    .map(([owner, text]) => ({ owner, minifiedBytes: Buffer.byteLength(text), gzipBytes: gzipSync(text, { level: 9 }).length }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}
