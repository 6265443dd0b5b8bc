/**
 * The webhook receiver: verifies the CMS's signed deliveries and turns them into coalesced per-locale
 * rebuilds (builder/webhook/queue.ts), persisted in `{stateDir}/queue-{env}-{domain}.json` so that nothing
 * accepted is lost.
 *
 *   POST /webhook   accepted or answered by acceptance.ts (400, 401, 409, 413, 202 ignored), then:
 *                   202 {accepted: true, locale, queued}       persisted, rebuild planned
 *                   503 {error, reason}  the change could not be persisted (the sender retries)
 *   GET  /status    the queue per locale (pending, running, quarantined changes with their error and output),
 *                   the last rebuilds with durations
 *   GET  /healthz   {ok: true}
 *
 * Reconciliation: at start and every `reconcileIntervalMs`, every locale is rechecked whole (no hints), so a
 * change whose webhook was dropped (the CMS gave up while the receiver was down, a network loss) is live
 * within one interval.
 *
 * Replay keys are remembered in the queue's state with the change they brought, so a replay is recognised
 * across restarts too.
 */
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { tryProcessLock } from '../process-lock.ts';
import { acceptDelivery, answerOf, replayRejection, replayWindowMs } from './acceptance.ts';
import { type Clock, type QueueEvent, type QueueStatus, type RebuildFn, RebuildQueue, jsonFileStore } from './queue.ts';
import { commandRebuild, DEFAULT_REBUILD_COMMAND } from './rebuild-command.ts';
import { warmRebuild } from './warm-rebuild.ts';
import { DEFAULT_TOLERANCE_SECONDS } from './signature.ts';
import { type WebhookTarget, resolveWebhookTarget } from './target.ts';

const root = path.resolve(import.meta.dirname, '../..');

export const DEFAULT_PORT = 4020;
/**
 * How often every locale is rechecked whole. A no-change recheck costs 1-3 s per locale (221 responses at
 * the default scale, 3,500 at 20,000 pages), so every 5 minutes it keeps a lost change at most 5 minutes
 * away at a few percent of one core.
 */
export const DEFAULT_RECONCILE_INTERVAL_MS = 5 * 60_000;
export const DEFAULT_STATE_DIR = '.cache/webhook';

export interface WebhookServerOptions {
  /** HMAC secret (required; several during a rotation). */
  secret: string | readonly string[];
  /** 0 = a random free port. Default 4020. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Queue state (relative to the project root). Default .cache/webhook. */
  stateDir?: string;
  /** Build target; default SITE_ENV / SITE_DOMAIN (local / localhost). */
  env?: string;
  domain?: string;
  debounceMs?: number;
  maxWaitMs?: number;
  concurrency?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** Tries of a change before it is quarantined (queue default 5). */
  maxAttempts?: number;
  historySize?: number;
  /** Whole-locale recheck interval; 0 turns it off. Default DEFAULT_RECONCILE_INTERVAL_MS. */
  reconcileIntervalMs?: number;
  /** Recheck every locale at start (default true; `npm start` has just built everything). */
  reconcileAtStart?: boolean;
  toleranceSeconds?: number;
  maxBodyBytes?: number;
  /**
   * The rebuild; default: a child process per rebuild running `rebuildCommand` when one is given, else one
   * long-lived rebuild process kept warm between rebuilds (warm-rebuild.ts).
   */
  rebuild?: RebuildFn;
  /** Template, see rebuild-command.ts; default `node builder/rebuild.ts --locale {locale} {changes}`. */
  rebuildCommand?: string;
  /** Extra environment of the rebuild command (e.g. CONTENT_API_URL of a running API); a function is called
   *  at every rebuild, so it may name an API started after the receiver. */
  rebuildEnv?: Record<string, string | undefined> | (() => Record<string, string | undefined>);
  /** Accept and persist changes but start no rebuild until resume(): `npm start` resumes once its first
   *  full build is in place, so that a rebuild never races it. */
  paused?: boolean;
  rebuildTimeoutMs?: number;
  /** Project root the rebuild command runs in. */
  cwd?: string;
  /** One line per event (deliveries, rebuilds, their output). Default: silent. */
  log?: (line: string) => void;
  clock?: Clock;
  /** fsync the state file (default true). */
  fsync?: boolean;
}

export interface WebhookServer {
  /** http://host:port, no trailing slash. */
  url: string;
  port: number;
  target: WebhookTarget;
  stateFile: string;
  queue: RebuildQueue;
  /** How locales are rebuilt: the command template, the warm rebuild process, or null (an injected rebuild). */
  rebuildCommand: string | null;
  status(): WebhookStatus;
  /** Starts rebuilds held back by `paused`. */
  resume(): void;
  close(): Promise<void>;
}

export interface WebhookStatus extends QueueStatus {
  domain: string;
  env: string;
  /** Every locale of the domain, idle ones included. */
  builtLocales: readonly string[];
  deliveries: { accepted: number; ignored: number; rejected: Record<string, number> };
}

type Reply = { status: number; body: Record<string, unknown>; headers?: Record<string, string> };

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * One receiver per queue file: two would overwrite each other's state. The lock is released by the system
 * when the process ends however it ends, so a killed receiver can restart at once.
 */
async function lockQueue(stateFile: string): Promise<() => Promise<void>> {
  const release = await tryProcessLock(stateFile);
  if (!release) throw new Error(`another webhook receiver uses ${stateFile}; stop it or pass another --state-dir`);
  return release;
}

export function describeEvent(event: QueueEvent): string | null {
  switch (event.type) {
    case 'resumed':
      return `resumed ${event.changes} persisted change(s) of ${event.locale}`;
    case 'start':
      return `rebuild ${event.locale}: ${event.changes} change(s)${event.attempt > 1 ? `, attempt ${event.attempt}` : ''}`;
    case 'done':
      return event.record.ok
        ? `rebuilt ${event.record.locale} in ${(event.record.durationMs / 1000).toFixed(1)} s (${event.record.changes} change(s))`
        : `rebuild ${event.record.locale} FAILED after ${(event.record.durationMs / 1000).toFixed(1)} s: ${event.record.error}`;
    case 'retry':
      return `retrying ${event.locale} in ${Math.round(event.inMs / 1000)} s (failure ${event.failures}); its changes are kept`;
    case 'persist-error':
      return `cannot write the queue state: ${event.error}`;
    case 'quarantined':
      return `QUARANTINED ${event.locale} ${event.change.resource} ${event.change.id ?? '*'} after ${event.change.failures} failed rebuilds: ${event.change.error}`;
    default:
      return null;
  }
}

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: the receiver is one closure over its queue, timers and server; its steps are helpers above
export async function startWebhookServer(options: WebhookServerOptions): Promise<WebhookServer> {
  const secrets = (typeof options.secret === 'string' ? [options.secret] : [...(options.secret ?? [])]).filter(Boolean);
  if (secrets.length === 0) throw new Error('a webhook secret is required (WEBHOOK_SECRET or --secret)');
  const log = options.log ?? (() => {});
  const target = resolveWebhookTarget(options.env ?? process.env.SITE_ENV, options.domain ?? process.env.SITE_DOMAIN);
  const cwd = options.cwd ?? root;
  const stateDir = path.resolve(cwd, options.stateDir ?? DEFAULT_STATE_DIR);
  // One queue per build target: receivers of several domains may share a state dir, and switching the
  // domain of a receiver leaves the other domain's queue for its own receiver.
  const stateFile = path.join(stateDir, `queue-${target.env}-${target.domain}.json`);
  const tolerance = options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  const clock = options.clock;
  const now = () => (clock ? clock.now() : Date.now());

  const rebuildCommand = options.rebuild
    ? null
    : (options.rebuildCommand ?? `${DEFAULT_REBUILD_COMMAND} (one process, kept running between rebuilds)`);
  const rebuildOptions = {
    cwd,
    env: target.env,
    domain: target.domain,
    childEnv: options.rebuildEnv,
    timeoutMs: options.rebuildTimeoutMs,
    log,
  };
  const warm = options.rebuild || options.rebuildCommand ? null : warmRebuild(rebuildOptions);
  const rebuild = options.rebuild ?? warm ?? commandRebuild({ ...rebuildOptions, command: options.rebuildCommand });

  const releaseLock = await lockQueue(stateFile);
  let queue: RebuildQueue;
  try {
    queue = new RebuildQueue({
      rebuild,
      debounceMs: options.debounceMs,
      maxWaitMs: options.maxWaitMs,
      concurrency: options.concurrency,
      retryBaseMs: options.retryBaseMs,
      retryMaxMs: options.retryMaxMs,
      maxAttempts: options.maxAttempts,
      historySize: options.historySize,
      paused: options.paused,
      dedupeWindowMs: replayWindowMs(tolerance),
      clock,
      store: jsonFileStore(stateFile, {
        fsync: options.fsync,
        onCorrupt: (aside) => log(`the queue state was unreadable and was moved to ${aside}`),
      }),
      onEvent: (event) => {
        const line = describeEvent(event);
        if (line) log(line);
      },
    });
  } catch (error) {
    await releaseLock();
    throw error;
  }

  const counters = { accepted: 0, ignored: 0, rejected: {} as Record<string, number> };
  const reject = ({ status, error, reason }: { status: number; error: string; reason: string }): Reply => {
    counters.rejected[error] = (counters.rejected[error] ?? 0) + 1;
    log(`webhook rejected ${status}: ${error}: ${reason}`);
    return { status, body: { error, reason } };
  };

  const status = (): WebhookStatus => {
    const current = queue.status();
    const idle = {
      pending: 0,
      changes: [],
      nextRebuildAt: null,
      running: null,
      failures: 0,
      lastError: null,
      lastRebuild: null,
      quarantined: [],
    };
    const locales = Object.fromEntries(target.locales.map((l) => [l, current.locales[l] ?? idle]));
    return {
      ...current,
      locales,
      domain: target.domain,
      env: target.env,
      builtLocales: target.locales,
      deliveries: { accepted: counters.accepted, ignored: counters.ignored, rejected: { ...counters.rejected } },
    };
  };

  async function handleWebhook(req: IncomingMessage): Promise<Reply> {
    const delivery = { header: (name: string) => header(req, name), body: () => req };
    const rules = { secrets, target, toleranceSeconds: tolerance, maxBodyBytes: options.maxBodyBytes, now: now() };
    const outcome = await acceptDelivery(delivery, rules, (keys) => queue.seen(keys));
    if (outcome.kind === 'rejected') return reject(outcome);
    if (outcome.kind === 'ignored') {
      counters.ignored++;
      const { resource, id, action } = outcome.payload;
      log(`webhook ignored: ${outcome.reason} (${resource} ${id ?? ''} ${action})`);
      return answerOf(outcome);
    }
    // The receiver's own step: the change and its replay keys persisted together in the queue.
    const { locale, ...change } = outcome.change;
    let result: ReturnType<RebuildQueue['enqueue']>;
    try {
      result = queue.enqueue(locale, change, outcome.keys);
    } catch (error) {
      return reject({
        status: 503,
        error: 'not persisted',
        reason: `the change could not be saved (${(error as Error).message}); retry later`,
      });
    }
    // Another delivery with the same keys got in between the check and this step.
    if (!result.accepted) return reject(replayRejection(result, change.deliveryId));
    counters.accepted++;
    const { resource, id, action } = change;
    log(`webhook accepted: ${locale} ${resource} ${id ?? ''} ${action} (${result.queued} pending)`);
    return { status: 202, body: { accepted: true, locale, queued: result.queued } };
  }

  async function route(req: IncomingMessage): Promise<Reply> {
    const url = new URL(req.url ?? '/', 'http://receiver');
    if (url.pathname === '/webhook') {
      if (req.method !== 'POST')
        return { status: 405, body: { error: 'method not allowed', reason: 'POST only' }, headers: { Allow: 'POST' } };
      return handleWebhook(req);
    }
    if (url.pathname === '/status' && (req.method === 'GET' || req.method === 'HEAD'))
      return { status: 200, body: { ...status() } };
    if (url.pathname === '/healthz' && (req.method === 'GET' || req.method === 'HEAD'))
      return { status: 200, body: { ok: true } };
    return { status: 404, body: { error: 'not found', reason: 'endpoints: POST /webhook, GET /status, GET /healthz' } };
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    route(req)
      .catch((error: unknown): Reply => {
        log(`webhook error: ${(error as Error).stack ?? error}`);
        return { status: 500, body: { error: 'internal error', reason: (error as Error).message } };
      })
      .then((reply) => {
        const body = JSON.stringify(reply.body, null, req.url?.startsWith('/status') ? 2 : undefined);
        res.writeHead(reply.status, {
          'Content-Type': 'application/json; charset=utf-8',
          'Cache-Control': 'no-store',
          ...reply.headers,
        });
        res.end(req.method === 'HEAD' ? undefined : body);
        // The rest of an oversized body is read and dropped, so that the sender gets its 413 rather than a
        // reset connection; a sender that goes on past 64 MB is cut off.
        if (!req.complete) {
          let drained = 0;
          req.on('data', (chunk: Buffer) => {
            drained += chunk.length;
            if (drained > 64 * 1024 * 1024) req.destroy();
          });
          req.resume();
        }
      });
  });
  server.requestTimeout = 30_000;
  server.headersTimeout = 10_000;

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? DEFAULT_PORT, options.host ?? '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    await queue.close();
    await warm?.close();
    await releaseLock();
    throw error;
  }

  const reconcileAll = (why: string) => {
    log(`reconciliation (${why}): rechecking ${target.locales.join(', ')}`);
    for (const locale of target.locales) queue.reconcile(locale);
  };
  if (options.reconcileAtStart ?? true) reconcileAll('start');
  const interval = options.reconcileIntervalMs ?? DEFAULT_RECONCILE_INTERVAL_MS;
  const reconcileTimer = interval > 0 ? setInterval(() => reconcileAll('periodic'), interval) : null;
  reconcileTimer?.unref();
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  let closing: Promise<void> | null = null;
  return {
    url: `http://${host}:${address.port}`,
    port: address.port,
    target,
    stateFile,
    queue,
    rebuildCommand,
    status,
    resume: () => queue.resume(),
    close() {
      closing ??= (async () => {
        if (reconcileTimer) clearInterval(reconcileTimer);
        server.closeIdleConnections?.();
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeAllConnections?.();
        await queue.close();
        await warm?.close();
        await closed;
        await releaseLock();
      })();
      return closing;
    },
  };
}
