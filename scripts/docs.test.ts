import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envVarNames } from '../api/config.ts';

const root = path.resolve(import.meta.dirname, '..');

function markdownFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? markdownFiles(path.join(dir, entry.name)) : entry.name.endsWith('.md') ? [path.join(dir, entry.name)] : [],
    );
}

const pages = [path.join(root, 'README.md'), ...markdownFiles(path.join(root, 'docs'))];

/** The text a reader sees as prose: fenced blocks and inline code are not links. */
const prose = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

function anchorsIn(file: string): Set<string> {
  const headings = prose(fs.readFileSync(file, 'utf8')).match(/^#{1,6} .*$/gm) ?? [];
  return new Set(headings.map((line) => anchorOf(line.replace(/^#+ /, ''))));
}

function relativeLinks(file: string): string[] {
  const links = [...prose(fs.readFileSync(file, 'utf8')).matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!);
  return links.filter((link) => !/^[a-z]+:/i.test(link));
}

describe('the documentation', () => {
  it('has a README and pages under docs/ to link to', () => {
    expect(pages.length).toBeGreaterThan(10);
  });

  it.each(pages.map((file) => [path.relative(root, file), file]))('%s links only to files and headings that exist', (_, file) => {
    const broken = relativeLinks(file).filter((link) => {
      const [target, anchor] = link.split('#') as [string, string | undefined];
      const resolved = target ? path.resolve(path.dirname(file), decodeURI(target)) : file;
      if (!fs.existsSync(resolved)) return true;
      return anchor !== undefined && resolved.endsWith('.md') && !anchorsIn(resolved).has(anchor);
    });
    expect(broken).toEqual([]);
  });

  it('names every environment variable the server reads on the configuration page', () => {
    const page = fs.readFileSync(path.join(root, 'docs/configuration.md'), 'utf8');
    expect(envVarNames.filter((name) => !page.includes(`\`${name}\``))).toEqual([]);
  });

  it('links the differences from the original from the README', () => {
    expect(fs.readFileSync(path.join(root, 'README.md'), 'utf8').includes('](docs/differences.md)')).toBe(true);
  });
});
