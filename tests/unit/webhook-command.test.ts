import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Change, RECHECK_ALL, RebuildError } from '#builder/webhook/queue.ts';
import {
  DEFAULT_REBUILD_COMMAND,
  changeArgs,
  commandRebuild,
  failureSummary,
  rebuildArgv,
  splitCommand,
} from '#builder/webhook/rebuild-command.ts';

const c = (resource: string, id: number | string | null, action: Change['action'] = 'update'): Change => ({
  resource,
  id,
  action,
  receivedAt: 0,
});

describe('rebuild command template', () => {
  it('splits like a shell without running one', () => {
    expect(splitCommand('node builder/rebuild.ts --locale {locale} {changes}')).toEqual([
      'node',
      'builder/rebuild.ts',
      '--locale',
      '{locale}',
      '{changes}',
    ]);
    expect(splitCommand(`npm run rebuild -- --title "a b" 'c d' e\\ f ""`)).toEqual([
      'npm',
      'run',
      'rebuild',
      '--',
      '--title',
      'a b',
      'c d',
      'e f',
      '',
    ]);
    expect(() => splitCommand('node "unterminated')).toThrow(/unterminated/);
  });

  it('expands {changes} into `--` and one resource:id per changed record', () => {
    expect(changeArgs([c('products', 12), c('products', 12, 'delete'), c('menus', 3), c('dictionary', null)])).toEqual([
      'products:12',
      'menus:3',
      'dictionary:*',
    ]);
    const vars = { locale: 'de', env: 'live', domain: 'eu.example', changes: [c('posts', 'a-b')] };
    expect(rebuildArgv(DEFAULT_REBUILD_COMMAND, vars)).toEqual([
      'node',
      'builder/rebuild.ts',
      '--locale',
      'de',
      '--',
      'posts:a-b',
    ]);
    expect(rebuildArgv('x --target={env}/{domain}/{locale}', vars)).toEqual(['x', '--target=live/eu.example/de']);
  });

  it('leaves the changes out when there are too many, or for a whole-locale recheck', () => {
    const many = Array.from({ length: 5 }, (_, i) => c('products', i + 1));
    const vars = { locale: 'en', env: 'local', domain: 'localhost', changes: many };
    expect(rebuildArgv('r {locale} {changes}', { ...vars, maxChangeArgs: 4 })).toEqual(['r', 'en']);
    expect(rebuildArgv('r {locale} {changes}', { ...vars, maxChangeArgs: 5 })).toHaveLength(8);
    expect(changeArgs([c('products', 1), c(RECHECK_ALL, null)])).toBeNull();
    expect(rebuildArgv('r {locale} {changes}', { ...vars, changes: [c(RECHECK_ALL, null)] })).toEqual(['r', 'en']);
  });

  it('picks the telling line of a failed build', () => {
    expect(failureSummary(['building…', 'rebuild failed: Invalid content: locale de', 'dist/ keeps the previous build.'])).toBe(
      'rebuild failed: Invalid content: locale de',
    );
    expect(failureSummary(['a', 'b', ''])).toBe('b');
    expect(failureSummary([])).toBe('no output');
  });
});

describe('command rebuild (child process)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'webhook-child-'));
    writeFileSync(
      path.join(dir, 'child.mjs'),
      `import { writeFileSync } from 'node:fs';
const [mode, ...args] = process.argv.slice(2);
writeFileSync('out.json', JSON.stringify({ args, env: { SITE_ENV: process.env.SITE_ENV, SITE_DOMAIN: process.env.SITE_DOMAIN, WEBHOOK_LOCALE: process.env.WEBHOOK_LOCALE, EXTRA: process.env.EXTRA } }));
console.log('working on it');
if (mode === 'fail') { console.error('rebuild failed: content API unreachable'); console.error('dist/ keeps the previous build.'); process.exit(3); }
if (mode === 'hang') setTimeout(() => {}, 60_000);
`,
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const run = (mode: string, options: { timeoutMs?: number; signal?: AbortSignal } = {}) => {
    const lines: string[] = [];
    const rebuild = commandRebuild({
      command: `node child.mjs ${mode} --locale {locale} {changes}`,
      cwd: dir,
      env: 'live',
      domain: 'eu.mebleoffice.example',
      childEnv: { EXTRA: 'yes' },
      timeoutMs: options.timeoutMs,
      log: (line) => lines.push(line),
    });
    const promise = rebuild('de', [c('products', 5)], { signal: options.signal ?? new AbortController().signal, attempt: 1 });
    return { promise, lines };
  };

  it('runs the command with the locale, the changes and the target in its environment', async () => {
    const { promise, lines } = run('ok');
    await promise;
    expect(JSON.parse(readFileSync(path.join(dir, 'out.json'), 'utf8'))).toEqual({
      args: ['--locale', 'de', '--', 'products:5'],
      env: { SITE_ENV: 'live', SITE_DOMAIN: 'eu.mebleoffice.example', WEBHOOK_LOCALE: 'de', EXTRA: 'yes' },
    });
    expect(lines).toContain('[rebuild de] working on it');
  });

  it('fails with the exit code and the telling line', async () => {
    const failure = await run('fail').promise.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RebuildError);
    expect((failure as RebuildError).message).toBe('exit code 3: rebuild failed: content API unreachable');
    expect((failure as RebuildError).output).toContain('rebuild failed: content API unreachable');
  });

  it('kills a rebuild that runs too long, or when aborted', async () => {
    await expect(run('hang', { timeoutMs: 300 }).promise).rejects.toThrow(/timed out/);
    const abort = new AbortController();
    const { promise } = run('hang', { signal: abort.signal });
    setTimeout(() => abort.abort(), 100);
    await expect(promise).rejects.toThrow(/aborted/);
  });
});
