/**
 * Where a probe looks for temporary upload files: the app's own upload folder (DATA_DIR/uploads,
 * one folder per request) and, imported first by a probe, a TMPDIR of its own, so a file any
 * parser leaves behind can be seen. Directories are not files.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const tmpdirBefore = process.env.TMPDIR;
export const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'realty-probe-uploads-'));
process.env.TMPDIR = uploadDir;

/** The app's own upload folders, searched to any depth (each request stages in a folder of its own). */
const appFolders = new Set<string>();

/** Also watch `dir` (the app's configured upload folder). */
export function watchUploads(dir: string): void {
  appFolders.add(dir);
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : entry.isFile() ? [full] : [];
  });
}

/** The regular files left in the probe's TMPDIR (its top level: the harness keeps data folders there) and in the app's upload folders. */
export function uploadFiles(): string[] {
  const top = fs
    .readdirSync(uploadDir, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(uploadDir, entry.name));
  return [...top, ...[...appFolders].flatMap(filesUnder)];
}

/** Removes the folder and gives the process its TMPDIR back (the next test file in this worker makes its folders there). */
export function removeUploadDir(): void {
  fs.rmSync(uploadDir, { recursive: true, force: true });
  if (tmpdirBefore === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = tmpdirBefore;
}
