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

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? entry.name === 'node_modules' || entry.name === 'compiled'
          ? []
          : sourceFiles(path.join(dir, entry.name))
        : /\.tsx?$/.test(entry.name)
          ? [path.join(dir, entry.name)]
          : [],
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

  it('lists under the server only variables the server reads', () => {
    const page = fs.readFileSync(path.join(root, 'docs/configuration.md'), 'utf8');
    const serverTable = page.slice(0, page.indexOf('The build, test and benchmark tools'));
    const named = [...serverTable.matchAll(/^\| (.*?) \|/gm)].flatMap((row) =>
      [...row[1]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!),
    );
    expect(named.length).toBeGreaterThan(30);
    expect(named.filter((name) => !envVarNames.includes(name))).toEqual([]);
  });

  it('points every source file\'s "Why:" line at a decision record that exists', () => {
    const sources = ['api', 'pwa', 'contract', 'bench', 'seed', 'scripts', 'e2e'].flatMap((dir) => sourceFiles(path.join(root, dir)));
    const links = sources.flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/Why: (docs\/decisions\/\S+\.md)/g)].map((match) => match[1]!),
    );
    expect(links.length).toBeGreaterThan(10);
    expect(links.filter((link) => !fs.existsSync(path.join(root, link)))).toEqual([]);
  });

  it('links the differences from the original from the README', () => {
    expect(fs.readFileSync(path.join(root, 'README.md'), 'utf8').includes('](docs/differences.md)')).toBe(true);
  });
});
