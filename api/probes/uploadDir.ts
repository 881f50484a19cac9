/**
 * Imported first by a probe: points TMPDIR at a folder of its own before koa-body's multipart parser
 * (formidable) is loaded, so every temporary upload file of the probe's requests lands there and a
 * file left behind can be seen. Directories made there by the harness (a data directory) are not files.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'realty-probe-uploads-'));
process.env.TMPDIR = uploadDir;

/** The regular files in the upload folder, by name. */
export function uploadFiles(): string[] {
  return fs
    .readdirSync(uploadDir, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

export function removeUploadDir(): void {
  fs.rmSync(uploadDir, { recursive: true, force: true });
}
