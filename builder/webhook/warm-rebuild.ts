/**
 * The receiver's default rebuild: one long-lived rebuild process (`node builder/rebuild.ts --serve`) that
 * runs each rebuild the queue asks for, with the arguments the command `node builder/rebuild.ts --locale
 * {locale} {changes}` would get. It stays up between rebuilds, so a rebuild no longer starts a process, loads
 * the builder and the renderer and renders its first pages with code the JIT has not compiled yet: what a CMS
 * edit waits for is the rebuild itself.
 *
 * It keeps what a child process per rebuild gives: the rebuild's output is logged and its last lines go with
 * a failure; a timeout or a shutdown kills the process (the next rebuild starts a new one); so does a process
 * that exits or whose environment (the receiver's rebuild environment, read at every rebuild) changed. It is
 * replaced after `maxRebuilds` rebuilds, so that nothing it might accumulate grows without bound. Locales
 * rebuilding at once (`--concurrency`) each get a process of their own.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { compileCacheEnv } from '../compile-cache.ts';
import type { RebuildFn } from './queue.ts';
import {
  type CommandRebuildOptions,
  DEFAULT_REBUILD_COMMAND,
  failureSummary,
  OutputTail,
  rebuildArgvOf,
} from './rebuild-command.ts';
import { RebuildError } from './queue.ts';

/** The line that ends a rebuild's output, on stdout and on stderr (written by builder/rebuild.ts --serve). */
export const REBUILD_DONE = 'REBUILD_DONE';

const REBUILD_SCRIPT = path.resolve(import.meta.dirname, '../rebuild.ts');

export interface WarmRebuild extends RebuildFn {
  /** Stops the rebuild process (the receiver's close). */
  close(): Promise<void>;
}

interface Worker {
  child: ChildProcess;
  /** The environment it was started with, to tell when it must be replaced. */
  envKey: string;
  rebuilds: number;
  /** Being stopped: never handed another rebuild. */
  stopping: boolean;
  /** Receives each output line (stdout and stderr) and the end-of-rebuild markers. */
  onLine: ((line: string, stream: 'stdout' | 'stderr') => void) | null;
  onExit: ((code: number | null, signal: NodeJS.Signals | null) => void) | null;
  onMessage: ((message: { id: number; code: number }) => void) | null;
}

export interface WarmRebuildOptions extends Omit<CommandRebuildOptions, 'command'> {
  /** The script run with `--serve`; default builder/rebuild.ts. */
  script?: string;
  /** Rebuilds a process runs before it is replaced; default 50. */
  maxRebuilds?: number;
}

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: one closure over the warm process and its pending requests
export function warmRebuild(options: WarmRebuildOptions): WarmRebuild {
  const log = options.log ?? (() => {});
  const timeoutMs = options.timeoutMs ?? 20 * 60_000;
  const maxRebuilds = options.maxRebuilds ?? 50;
  /** Processes waiting for their next rebuild; a busy one is out of this list. */
  let idle: Worker[] = [];
  const all = new Set<Worker>();
  let nextId = 1;

  const childEnv = () => ({
    ...(typeof options.childEnv === 'function' ? options.childEnv() : options.childEnv),
    SITE_ENV: options.env,
    SITE_DOMAIN: options.domain,
  });

  const start = (env: Record<string, string | undefined>, envKey: string): Worker => {
    const child = spawn(process.execPath, [options.script ?? REBUILD_SCRIPT, '--serve'], {
      cwd: options.cwd,
      env: { ...process.env, ...compileCacheEnv(), ...env },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    const started: Worker = { child, envKey, rebuilds: 0, stopping: false, onLine: null, onExit: null, onMessage: null };
    all.add(started);
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => started.onLine?.(line, 'stdout'));
    createInterface({ input: child.stderr as NodeJS.ReadableStream }).on('line', (line) => started.onLine?.(line, 'stderr'));
    child.on('message', (message: { id: number; code: number }) => started.onMessage?.(message));
    child.once('exit', (code, signal) => {
      all.delete(started);
      idle = idle.filter((w) => w !== started);
      started.onExit?.(code, signal);
    });
    child.once('error', () => child.kill('SIGKILL'));
    return started;
  };

  const stopWorker = (target: Worker) => {
    target.stopping = true;
    idle = idle.filter((w) => w !== target);
    if (target.child.exitCode !== null || target.child.signalCode !== null) return;
    target.child.kill('SIGTERM');
    setTimeout(() => target.child.kill('SIGKILL'), 5000).unref();
  };

  const rebuild: RebuildFn = (locale, changes, { signal }) =>
    new Promise<void>((resolve, reject) => {
      let args: string[];
      try {
        // The command's own argument list, past `node builder/rebuild.ts`.
        args = rebuildArgvOf(DEFAULT_REBUILD_COMMAND, options, locale, changes).slice(2);
      } catch (error) {
        reject(error);
        return;
      }
      if (signal.aborted) {
        reject(signal.reason);
        return;
      }
      const env = childEnv();
      const envKey = JSON.stringify(env);
      for (const stale of idle.filter((w) => w.envKey !== envKey || w.rebuilds >= maxRebuilds)) stopWorker(stale);
      const current = idle.shift() ?? start(env, envKey);
      current.rebuilds++;
      const id = nextId++;
      const tag = `[rebuild ${locale}]`;
      log(`${tag} rebuild.ts ${args.join(' ')} (warm process ${current.child.pid})`);

      const tail = new OutputTail();
      const done = { stdout: false, stderr: false, code: null as number | null };
      let settled = false;
      const settle = (message: string | null) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
        current.onLine = current.onExit = current.onMessage = null;
        // A failed build leaves its process as able as before; one stopped or gone is not reused.
        if (all.has(current) && !current.stopping) idle.push(current);
        if (message === null) resolve();
        else reject(new RebuildError(message, tail.lines.slice()));
      };
      const finishIfDone = () => {
        if (!done.stdout || !done.stderr || done.code === null) return;
        settle(done.code === 0 ? null : `exit code ${done.code}: ${failureSummary(tail.lines)}`);
      };
      current.onLine = (line, stream) => {
        if (line === `${REBUILD_DONE} ${id}`) {
          done[stream] = true;
          finishIfDone();
          return;
        }
        tail.push(line);
        log(`${tag} ${line}`);
      };
      current.onMessage = (message) => {
        if (message.id !== id) return;
        done.code = message.code;
        finishIfDone();
      };
      current.onExit = (code, killedBy) =>
        settle(
          `the rebuild process ended (${code === null ? `killed by ${killedBy}` : `exit code ${code}`}): ${failureSummary(tail.lines)}`,
        );
      const stop = (reason: string) => {
        stopWorker(current);
        settle(reason);
      };
      const timer = setTimeout(() => stop(`timed out after ${Math.round(timeoutMs / 1000)} s`), timeoutMs);
      timer.unref();
      const onAbort = () => stop('aborted: the webhook receiver is shutting down');
      signal.addEventListener('abort', onAbort, { once: true });
      current.child.send({ id, args });
    });

  return Object.assign(rebuild, {
    async close() {
      await Promise.all(
        [...all].map((target) => {
          const exited = new Promise<void>((resolve) => target.child.once('exit', () => resolve()));
          stopWorker(target);
          return exited;
        }),
      );
    },
  });
}
