/**
 * The receiver's default rebuild: a child process per locale rebuild, from a command template.
 *
 *   {locale}   the locale being rebuilt
 *   {changes}  expands to `--` and one `resource:id` per changed record (an id-less change, e.g. the
 *              dictionary, is `resource:*`); omitted when there are more than `maxChangeArgs` of them or when
 *              one is a recheck of the whole locale, which the rebuild treats as "anything in the locale
 *              may have changed"
 *   {env} {domain}  the build target
 *
 * The template is split like a shell would (quotes, backslashes) but no shell runs it. A leading `node` is
 * the Node running the receiver. The child gets SITE_ENV, SITE_DOMAIN, WEBHOOK_LOCALE and the extra env;
 * its output is logged line by line; a non-zero exit, a signal or the timeout fails the rebuild with the most
 * telling line of its output.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { changeArg } from '#contract/content-change.ts';
import { compileCacheEnv } from '../compile-cache.ts';
import { type Change, RECHECK_ALL, RebuildError, type RebuildFn } from './queue.ts';

export const DEFAULT_REBUILD_COMMAND = 'node builder/rebuild.ts --locale {locale} {changes}';

/** Splits a command line into words: whitespace separates, '…' and "…" group, \ escapes. */
export function splitCommand(line: string): string[] {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  let quote: '"' | "'" | null = null;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i] as string;
    if (quote) {
      if (ch === quote) quote = null;
      else if (ch === '\\' && quote === '"' && i + 1 < line.length) word += line[++i];
      else word += ch;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      inWord = true;
    } else if (ch === '\\' && i + 1 < line.length) {
      word += line[++i];
      inWord = true;
    } else if (/\s/.test(ch)) {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
    } else {
      word += ch;
      inWord = true;
    }
  }
  if (quote) throw new Error(`unterminated ${quote} in command: ${line}`);
  if (inWord) words.push(word);
  return words;
}

/**
 * `resource:id` per distinct changed record, in order of arrival; null when the locale is to be rechecked
 * whole (a reconciliation), which no list of records can express.
 */
export function changeArgs(changes: readonly Change[]): string[] | null {
  if (changes.some((change) => change.resource === RECHECK_ALL)) return null;
  return [...new Set(changes.map(changeArg))];
}

export interface CommandVars {
  locale: string;
  changes: readonly Change[];
  env: string;
  domain: string;
  /** Above this many distinct records, {changes} expands to nothing. Default 200. */
  maxChangeArgs?: number;
}

/** The argv of one rebuild. */
export function rebuildArgv(template: string, vars: CommandVars): string[] {
  const changes = changeArgs(vars.changes);
  const hints = changes && changes.length <= (vars.maxChangeArgs ?? 200) ? ['--', ...changes] : [];
  const argv: string[] = [];
  for (const word of splitCommand(template)) {
    if (word === '{changes}') {
      argv.push(...hints);
      continue;
    }
    argv.push(word.replaceAll('{locale}', vars.locale).replaceAll('{env}', vars.env).replaceAll('{domain}', vars.domain));
  }
  if (argv.length === 0) throw new Error('the rebuild command is empty');
  return argv;
}

export interface CommandRebuildOptions {
  /** Template; default DEFAULT_REBUILD_COMMAND. */
  command?: string;
  cwd: string;
  env: string;
  domain: string;
  /** Extra environment of the child (e.g. CONTENT_API_URL); a function is called at every rebuild. */
  childEnv?: Record<string, string | undefined> | (() => Record<string, string | undefined>);
  /** Default 20 minutes. */
  timeoutMs?: number;
  maxChangeArgs?: number;
  log?: (line: string) => void;
}

/** The last lines of a rebuild's output: what a failure carries to the status page. */
export class OutputTail {
  static readonly SIZE = 30;
  readonly lines: string[] = [];
  push(line: string): void {
    this.lines.push(line);
    if (this.lines.length > OutputTail.SIZE) this.lines.shift();
  }
}

/** The most telling line of a failed build's output: the last one naming a failure, else the last one. */
export function failureSummary(tail: readonly string[]): string {
  const lines = tail.map((l) => l.trim()).filter(Boolean);
  const telling = lines.findLast((l) => /\b(failed|error|err!|cannot|unable)\b/i.test(l));
  return telling ?? lines.at(-1) ?? 'no output';
}

/** The argv of one rebuild of `locale` with the receiver's target and limits (rebuildArgv). */
export function rebuildArgvOf(
  template: string,
  options: Pick<CommandRebuildOptions, 'env' | 'domain' | 'maxChangeArgs'>,
  locale: string,
  changes: readonly Change[],
): string[] {
  return rebuildArgv(template, {
    locale,
    changes,
    env: options.env,
    domain: options.domain,
    maxChangeArgs: options.maxChangeArgs,
  });
}

export function commandRebuild(options: CommandRebuildOptions): RebuildFn {
  const log = options.log ?? (() => {});
  const timeoutMs = options.timeoutMs ?? 20 * 60_000;
  return (locale, changes, { signal }) =>
    new Promise<void>((resolve, reject) => {
      let argv: string[];
      try {
        argv = rebuildArgvOf(options.command ?? DEFAULT_REBUILD_COMMAND, options, locale, changes);
      } catch (error) {
        reject(error);
        return;
      }
      const [program, ...args] = argv as [string, ...string[]];
      const executable = program === 'node' ? process.execPath : program;
      const tag = `[rebuild ${locale}]`;
      log(`${tag} $ ${argv.join(' ')}`);
      if (signal.aborted) {
        reject(signal.reason);
        return;
      }
      const child = spawn(executable, args, {
        cwd: options.cwd,
        env: {
          ...process.env,
          ...compileCacheEnv(),
          ...(typeof options.childEnv === 'function' ? options.childEnv() : options.childEnv),
          SITE_ENV: options.env,
          SITE_DOMAIN: options.domain,
          WEBHOOK_LOCALE: locale,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const tail = new OutputTail();
      const onLine = (line: string) => {
        tail.push(line);
        log(`${tag} ${line}`);
      };
      createInterface({ input: child.stdout }).on('line', onLine);
      createInterface({ input: child.stderr }).on('line', onLine);

      let stopReason: string | null = null;
      let killTimer: ReturnType<typeof setTimeout> | undefined;
      const stop = (reason: string) => {
        if (stopReason !== null || child.exitCode !== null) return;
        stopReason = reason;
        child.kill('SIGTERM');
        killTimer = setTimeout(() => child.kill('SIGKILL'), 5000);
        killTimer.unref();
      };
      const timer = setTimeout(() => stop(`timed out after ${Math.round(timeoutMs / 1000)} s`), timeoutMs);
      timer.unref();
      const onAbort = () => stop('aborted: the webhook receiver is shutting down');
      signal.addEventListener('abort', onAbort, { once: true });

      const settle = (message: string | null) => {
        clearTimeout(timer);
        clearTimeout(killTimer);
        signal.removeEventListener('abort', onAbort);
        if (message === null) resolve();
        else reject(new RebuildError(message, tail.lines.slice()));
      };
      child.once('error', (error) => settle(`cannot run ${program}: ${error.message}`));
      child.once('close', (code, killedBy) => {
        if (stopReason !== null) settle(stopReason);
        else if (code === 0) settle(null);
        else settle(`${code === null ? `killed by ${killedBy}` : `exit code ${code}`}: ${failureSummary(tail.lines)}`);
      });
    });
}
