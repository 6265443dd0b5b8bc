/**
 * Content is data, never code: script payloads written through the CMS into rich text and every URL field
 * the site renders reach no page as live script. Builds the live eu domain from the stand-in API after the
 * edits and scans every built page.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningContentApi, startContentApi } from '#dev/content-api/server.ts';
import { runScriptOk } from '../fixtures/node-script.ts';
import { liveScriptIn, offSiteRelativeLinksIn } from '../fixtures/xss.ts';
import { injectPayloads } from '../fixtures/xss-content.ts';

const TOKEN = 'content-safety-test-token';
let work = '';
let api: RunningContentApi;

function build(distDir: string): Promise<string> {
  return runScriptOk('builder/cli.ts', [], {
    SITE_ENV: 'live',
    SITE_DOMAIN: 'eu.mebleoffice.example',
    CONTENT_API_URL: api.url,
    DIST_DIR: distDir,
  });
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => path.join(e.parentPath, e.name));
}

let output = '';
let placed = 0;
const dist = () => path.join(work, 'dist');

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'content-safety-'));
  api = await startContentApi({ port: 0, dataDir: path.join(work, 'api'), quiet: true, cmsToken: TOKEN });
  placed = await injectPayloads({ apiUrl: api.url, token: TOKEN, locale: 'en' });
  output = await build(dist());
}, 180_000);
afterAll(async () => {
  await api?.close();
  await rm(work, { recursive: true, force: true });
});

describe('script payloads through the CMS', () => {
  it('reach no built page as live script, nor as a link to another host that looks like a path', async () => {
    expect(placed).toBeGreaterThan(400);
    const files = await htmlFiles(dist());
    const withMarker: string[] = [];
    const findings: string[] = [];
    for (const file of files) {
      const html = await readFile(file, 'utf8');
      if (html.includes('XSS-MARKER')) withMarker.push(file);
      for (const finding of [...liveScriptIn(html), ...offSiteRelativeLinksIn(html)]) {
        findings.push(`${path.relative(dist(), file)}: ${finding}`);
      }
    }
    // The payloads did reach pages (their text survives), and nothing of them can run.
    expect(withMarker.length).toBeGreaterThan(5);
    expect(findings).toEqual([]);
  });

  it('warns about each refused URL and cleaned rich text, naming locale, resource, id and field', () => {
    expect(output).toMatch(/\[content\] locale en, resource menus, id \d+, field children\.\d+\.url: refused URL " javascript:/);
    expect(output).toMatch(
      /\[content\] locale en, resource products, id [^,]+, field description: removed from rich text: <script>/,
    );
    expect(output).toMatch(/\[content\] locale en, resource pages, id 1, field blocks\.\d+\.content: removed from rich text: /);
  });

  it('keeps the links of legitimate content', async () => {
    const page = await readFile(path.join(dist(), 'de', 'index.html'), 'utf8');
    expect(page).not.toContain('XSS-MARKER');
    expect(page).toMatch(/<a [^>]*href="\/de\/[a-z-]+\/"/);
  });
});
