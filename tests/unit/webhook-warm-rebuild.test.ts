import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Change, RebuildError } from '#builder/webhook/queue.ts';
import { REBUILD_DONE, type WarmRebuild, warmRebuild } from '#builder/webhook/warm-rebuild.ts';

/**
 * A stand-in for `builder/rebuild.ts --serve` that speaks its protocol: per message it logs its pid and
 * arguments, then answers as the locale asks (de: success, fr: a failed build, ru: the process dies, no:
 * it hangs).
 */
const SERVE = `
process.on('message', ({ id, args }) => {
  const locale = args[args.indexOf('--locale') + 1];
  console.log('pid ' + process.pid + ' args ' + args.join(' ') + ' api ' + process.env.CONTENT_API_URL);
  if (locale === 'ru') process.exit(7);
  if (locale === 'no') return;
  if (locale === 'fr') console.error('rebuild failed: content API unreachable');
  process.stdout.write('${REBUILD_DONE} ' + id + '\\n');
  process.stderr.write('${REBUILD_DONE} ' + id + '\\n');
  process.send({ id, code: locale === 'fr' ? 1 : 0 });
});
process.on('disconnect', () => process.exit(0));
`;

const change = (id: number): Change => ({ resource: 'products', id, action: 'update', receivedAt: 0 });
let dir = '';
let rebuilds: WarmRebuild[] = [];
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'warm-rebuild-'));
  writeFileSync(path.join(dir, 'serve.mjs'), SERVE);
});
afterEach(async () => {
  for (const rebuild of rebuilds) await rebuild.close();
  rebuilds = [];
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function make(options: { timeoutMs?: number; api?: () => string } = {}) {
  const lines: string[] = [];
  const rebuild = warmRebuild({
    script: path.join(dir, 'serve.mjs'),
    cwd: dir,
    env: 'live',
    domain: 'eu.mebleoffice.example',
    childEnv: () => ({ CONTENT_API_URL: options.api?.() ?? 'http://api.one' }),
    timeoutMs: options.timeoutMs,
    log: (line) => lines.push(line),
  });
  rebuilds.push(rebuild);
  const run = (locale: string, ids: number[] = [5]) =>
    rebuild(locale, ids.map(change), { signal: new AbortController().signal, attempt: 1 });
  const pids = () => lines.flatMap((l) => /pid (\d+)/.exec(l)?.[1] ?? []);
  return { run, lines, pids };
}

describe('warm rebuild (one long-lived rebuild process)', () => {
  it('runs rebuild after rebuild in the same process, with the arguments of the rebuild command', async () => {
    const { run, lines, pids } = make();
    await run('de', [5, 6]);
    await run('de', [7]);
    expect(lines.filter((l) => l.includes(' args '))).toEqual([
      expect.stringMatching(/^\[rebuild de\] pid \d+ args --locale de -- products:5 products:6 api http:\/\/api\.one$/),
      expect.stringMatching(/^\[rebuild de\] pid \d+ args --locale de -- products:7 api http:\/\/api\.one$/),
    ]);
    expect(new Set(pids()).size).toBe(1);
  });

  it('fails a failed build with its telling line and keeps the process for the next rebuild', async () => {
    const { run, pids } = make();
    const failure = await run('fr').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RebuildError);
    expect((failure as RebuildError).message).toBe('exit code 1: rebuild failed: content API unreachable');
    await run('de');
    expect(new Set(pids()).size).toBe(1);
  });

  it('starts a new process after one died, one timed out, or when the rebuild environment changed', {
    timeout: 30_000,
  }, async () => {
    let api = 'http://api.one';
    const { run, pids } = make({ timeoutMs: 4000, api: () => api });
    await expect(run('ru')).rejects.toThrow(/the rebuild process ended \(exit code 7\)/);
    await run('de');
    await expect(run('no')).rejects.toThrow(/timed out/);
    await run('de');
    api = 'http://api.two';
    await run('de');
    expect(new Set(pids()).size).toBe(4);
  });
});
