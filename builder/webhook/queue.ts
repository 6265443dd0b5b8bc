/**
 * The coalescing rebuild scheduler of the webhook receiver. Pure logic: the clock, the timers, the rebuild and
 * the persistence are injected.
 *
 * - Per locale, accepted changes accumulate as "pending". A rebuild starts `debounceMs` after the last change
 *   (by default 0: a change arriving at an idle locale starts its rebuild at once), but no later than
 *   `maxWaitMs` after the first one, so a constant stream still rebuilds; it gets every pending change
 *   (identical changes — same resource, id and action — are kept once).
 * - A locale never rebuilds twice at once. Changes arriving during its rebuild stay pending and trigger exactly
 *   one more rebuild afterwards. Different locales rebuild in parallel up to `concurrency` (default 1).
 * - Nothing accepted is lost: `enqueue()` writes the state (pending and in-flight changes per locale, the recent
 *   delivery keys, the history) through the store BEFORE returning, so the caller acknowledges only what is
 *   on disk. Changes leave the state only after a successful rebuild. On construction, persisted in-flight
 *   changes (a crash mid-rebuild) and pending ones are queued again.
 * - Nothing can jam a locale: a failed rebuild puts its changes back and retries them with exponential
 *   backoff, one at a time, while the changes that have not failed are rebuilt together as usual, so one bad
 *   change cannot hold the others back. A change that still fails alone after `maxAttempts` tries is quarantined: kept with its
 *   error and the end of the rebuild's output for the status, out of the way of the locale's other changes.
 *   A successful recheck of the whole locale (`reconcile()`, RECHECK_ALL) covers and clears the quarantined
 *   changes of that locale, since it compares every response the locale's pages read.
 * - Delivery keys (the delivery id, the signature) are remembered for `dedupeWindowMs` so that a replayed
 *   delivery is recognised, also across restarts.
 */
import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import type { ChangeAction, ContentChange } from '#contract/content-change.ts';

/** A change of one locale waiting in the queue. */
export interface Change extends ContentChange {
  action: ChangeAction;
  /** X-Webhook-Id of the delivery that brought the change. */
  deliveryId?: string;
  /** When it was accepted (ms since epoch). */
  receivedAt: number;
  /** Failed rebuilds that included this change. */
  failures?: number;
  /** After a failure: not before this time (ms since epoch), backing off. */
  retryAt?: number;
}

/** The resource of a change that stands for "recheck the whole locale" (reconciliation). */
export const RECHECK_ALL = '*';

/** A change taken out of the way after failing alone `maxAttempts` times. */
export interface QuarantinedChange extends Change {
  quarantinedAt: string;
  error: string;
  /** The last lines of the failed rebuild's output. */
  output: string[];
}

/** A rebuild failure that carries the end of the rebuild's output. */
export class RebuildError extends Error {
  readonly output: readonly string[];
  constructor(message: string, output: readonly string[]) {
    super(message);
    this.output = output;
  }
}

export interface RebuildContext {
  /** Aborted when the queue closes: stop and let the change rerun after a restart. */
  signal: AbortSignal;
  /** 1 for the first try of these changes, 2 after one failure, ... */
  attempt: number;
}

export type RebuildFn = (locale: string, changes: readonly Change[], context: RebuildContext) => Promise<void>;

export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The global clock and timers, looked up at call time (so vitest's fake timers apply). */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => {
    const handle = setTimeout(callback, ms);
    (handle as { unref?: () => void }).unref?.();
    return handle;
  },
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface RebuildRecord {
  locale: string;
  changes: number;
  attempt: number;
  startedAt: string;
  finishedAt: string;
  durationMs: number;
  ok: boolean;
  error?: string;
}

export interface PersistedQueueState {
  version: 1;
  savedAt: string;
  locales: Record<string, { pending: Change[]; inflight: Change[]; quarantined?: QuarantinedChange[] }>;
  /** Delivery key → accepted at (ms). */
  deliveries: Record<string, number>;
  history: RebuildRecord[];
}

export interface QueueStore {
  load(): PersistedQueueState | null;
  /** Must be durable when it returns; throws if it cannot write. */
  save(state: PersistedQueueState): void;
}

export type QueueEvent =
  | { type: 'resumed'; locale: string; changes: number }
  | { type: 'scheduled'; locale: string; inMs: number; pending: number }
  | { type: 'start'; locale: string; changes: number; attempt: number }
  | { type: 'done'; record: RebuildRecord }
  | { type: 'retry'; locale: string; inMs: number; failures: number }
  | { type: 'quarantined'; locale: string; change: QuarantinedChange }
  | { type: 'persist-error'; error: string };

export interface RebuildQueueOptions {
  rebuild: RebuildFn;
  /**
   * Quiet time after the last change of a locale before its rebuild starts. Default 0: an edit waits for
   * nothing but a running rebuild of its locale, and what arrives during one makes one more after it.
   */
  debounceMs?: number;
  /** Longest time a change waits for its rebuild while changes keep coming. Default 10 000 ms. */
  maxWaitMs?: number;
  /** Locales rebuilt at the same time. Default 1. */
  concurrency?: number;
  /** Backoff after a failed rebuild: base × 2^(failures-1), capped. Defaults 5 s and 5 min. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** Tries of a change before it is quarantined. Default 5 (with the default backoff: about 2.5 minutes). */
  maxAttempts?: number;
  /** Rebuilds kept for the status. Default 20. */
  historySize?: number;
  /** How long delivery keys are remembered. Default 11 minutes (twice a 300 s tolerance, plus a margin). */
  dedupeWindowMs?: number;
  /** Accept and persist changes but start no rebuild until resume() (e.g. while a first full build runs). */
  paused?: boolean;
  /** Persistence; null keeps everything in memory (tests). */
  store?: QueueStore | null;
  clock?: Clock;
  onEvent?: (event: QueueEvent) => void;
}

export type EnqueueResult =
  | { accepted: true; locale: string; queued: number }
  | { accepted: false; duplicate: true; key: string; acceptedAt: number };

export interface LocaleStatus {
  /** Changes waiting for the next rebuild. */
  pending: number;
  changes: Change[];
  /** When the next rebuild of the locale is planned (ISO), if any. */
  nextRebuildAt: string | null;
  running: { startedAt: string; elapsedMs: number; changes: number; attempt: number } | null;
  /** Consecutive failed rebuilds. */
  failures: number;
  lastError: string | null;
  lastRebuild: RebuildRecord | null;
  /** Changes that kept failing, with their error and output. */
  quarantined: QuarantinedChange[];
}

export interface QueueStatus {
  now: string;
  paused: boolean;
  settings: { debounceMs: number; maxWaitMs: number; concurrency: number };
  locales: Record<string, LocaleStatus>;
  running: { locale: string; startedAt: string; elapsedMs: number; changes: number; attempt: number }[];
  /** Newest first. */
  history: RebuildRecord[];
  totals: { accepted: number; duplicates: number; rebuilds: number; failed: number; quarantined: number };
}

interface Slot {
  pending: Change[];
  inflight: Change[] | null;
  quarantined: QuarantinedChange[];
  firstPendingAt: number | null;
  lastChangeAt: number;
  timer: unknown;
  dueAt: number | null;
  ready: boolean;
  failures: number;
  lastError: string | null;
  startedAt: number | null;
  attempt: number;
  abort: AbortController | null;
}

const STATUS_CHANGES_LIMIT = 100;
const MAX_DELIVERY_KEYS = 50_000;

const changeKey = (c: Change): string => `${c.resource}\u0000${c.id ?? ''}\u0000${c.action}`;
const OUTPUT_LINES = 12;

/** Appends changes not already present (same resource, id and action). */
function mergeChanges(into: Change[], more: readonly Change[]): Change[] {
  const seen = new Set(into.map(changeKey));
  for (const change of more) {
    const key = changeKey(change);
    if (!seen.has(key)) {
      seen.add(key);
      into.push(change);
    }
  }
  return into;
}

const iso = (ms: number): string => new Date(ms).toISOString();

export class RebuildQueue {
  readonly debounceMs: number;
  readonly maxWaitMs: number;
  readonly concurrency: number;
  readonly #rebuild: RebuildFn;
  readonly #retryBaseMs: number;
  readonly #retryMaxMs: number;
  readonly #maxAttempts: number;
  readonly #historySize: number;
  readonly #dedupeWindowMs: number;
  readonly #store: QueueStore | null;
  readonly #clock: Clock;
  readonly #onEvent: (event: QueueEvent) => void;
  readonly #slots = new Map<string, Slot>();
  /** Locales whose debounce elapsed, waiting for a free rebuild slot, in order. */
  readonly #readyOrder: string[] = [];
  readonly #running = new Map<string, Promise<void>>();
  #deliveries = new Map<string, number>();
  #history: RebuildRecord[] = [];
  #totals = { accepted: 0, duplicates: 0, rebuilds: 0, failed: 0, quarantined: 0 };
  #closed = false;
  #paused: boolean;
  #idleWaiters: (() => void)[] = [];
  /** Changes found in the store at start, per locale. */
  readonly resumed: Record<string, number> = {};

  constructor(options: RebuildQueueOptions) {
    this.#rebuild = options.rebuild;
    this.debounceMs = options.debounceMs ?? 0;
    this.maxWaitMs = Math.max(options.maxWaitMs ?? 10_000, this.debounceMs);
    this.concurrency = Math.max(1, Math.floor(options.concurrency ?? 1));
    this.#retryBaseMs = options.retryBaseMs ?? 5000;
    this.#retryMaxMs = options.retryMaxMs ?? 300_000;
    this.#maxAttempts = Math.max(1, options.maxAttempts ?? 5);
    this.#historySize = options.historySize ?? 20;
    this.#dedupeWindowMs = options.dedupeWindowMs ?? 660_000;
    this.#store = options.store ?? null;
    this.#clock = options.clock ?? systemClock;
    this.#onEvent = options.onEvent ?? (() => {});
    this.#paused = options.paused ?? false;
    this.#resume();
  }

  // ------------------------------------------------------------------------------------------ input

  /** The key among `keys` that was already accepted within the dedupe window, if any. */
  seen(keys: readonly string[]): { key: string; acceptedAt: number } | null {
    const now = this.#clock.now();
    for (const key of keys) {
      const at = this.#deliveries.get(key);
      if (at !== undefined && now - at <= this.#dedupeWindowMs) return { key, acceptedAt: at };
    }
    return null;
  }

  /**
   * Accepts a change of a locale. Returns only once the change is persisted (throws if it cannot be: then
   * nothing changed and the sender should retry). A delivery whose key was seen is a duplicate.
   */
  enqueue(
    locale: string,
    change: Omit<Change, 'receivedAt'> & { receivedAt?: number },
    deliveryKeys: readonly string[] = [],
  ): EnqueueResult {
    if (this.#closed) throw new Error('the rebuild queue is closed');
    const duplicate = this.seen(deliveryKeys);
    if (duplicate) {
      this.#totals.duplicates++;
      return { accepted: false, duplicate: true, key: duplicate.key, acceptedAt: duplicate.acceptedAt };
    }
    const now = this.#clock.now();
    const slot = this.#slot(locale);
    const before = { pending: slot.pending.slice(), firstPendingAt: slot.firstPendingAt, lastChangeAt: slot.lastChangeAt };
    const full: Change = { ...change, receivedAt: change.receivedAt ?? now };
    if (full.deliveryId === undefined) delete full.deliveryId;
    mergeChanges(slot.pending, [full]);
    slot.firstPendingAt ??= now;
    slot.lastChangeAt = now;
    for (const key of deliveryKeys) this.#deliveries.set(key, now);
    try {
      this.#persist(true);
    } catch (error) {
      slot.pending = before.pending;
      slot.firstPendingAt = before.firstPendingAt;
      slot.lastChangeAt = before.lastChangeAt;
      for (const key of deliveryKeys) this.#deliveries.delete(key);
      throw error;
    }
    this.#totals.accepted++;
    this.#schedule(locale);
    return { accepted: true, locale, queued: slot.pending.length };
  }

  /**
   * Asks for a recheck of the whole locale (every response its pages read compared, no hints): what catches a
   * change whose webhook was lost. Coalesces with a recheck already waiting.
   */
  reconcile(locale: string): EnqueueResult {
    return this.enqueue(locale, { resource: RECHECK_ALL, id: null, action: 'update' });
  }

  #emit(event: QueueEvent): void {
    try {
      this.#onEvent(event);
    } catch {
      // A logging callback must not break the scheduler.
    }
  }

  // ------------------------------------------------------------------------------------------ scheduling

  #slot(locale: string): Slot {
    let slot = this.#slots.get(locale);
    if (!slot) {
      slot = {
        pending: [],
        inflight: null,
        quarantined: [],
        firstPendingAt: null,
        lastChangeAt: 0,
        timer: null,
        dueAt: null,
        ready: false,
        failures: 0,
        lastError: null,
        startedAt: null,
        attempt: 0,
        abort: null,
      };
      this.#slots.set(locale, slot);
    }
    return slot;
  }

  /** Changes that have not failed yet (rebuilt together) and those that have (retried one at a time). */
  #split(slot: Slot): { fresh: Change[]; suspects: Change[] } {
    const fresh: Change[] = [];
    const suspects: Change[] = [];
    for (const change of slot.pending) ((change.failures ?? 0) > 0 ? suspects : fresh).push(change);
    suspects.sort((a, b) => (a.retryAt ?? 0) - (b.retryAt ?? 0));
    return { fresh, suspects };
  }

  /** When the fresh changes are due: debounce after the last change, capped by max wait. */
  #freshDueAt(slot: Slot): number {
    const debounced = slot.lastChangeAt + this.debounceMs;
    return slot.firstPendingAt === null ? debounced : Math.min(debounced, slot.firstPendingAt + this.maxWaitMs);
  }

  /** (Re)arms the locale's timer: the fresh changes' debounce, or the earliest retry of a failed change. */
  #schedule(locale: string): void {
    const slot = this.#slot(locale);
    if (this.#closed || slot.inflight || slot.ready || slot.pending.length === 0) return;
    const now = this.#clock.now();
    const { fresh, suspects } = this.#split(slot);
    const candidates = [...(fresh.length ? [this.#freshDueAt(slot)] : []), ...(suspects[0] ? [suspects[0].retryAt ?? now] : [])];
    const dueAt = Math.max(Math.min(...candidates), now);
    if (slot.timer !== null) this.#clock.clearTimeout(slot.timer);
    slot.dueAt = dueAt;
    slot.timer = this.#clock.setTimeout(() => {
      slot.timer = null;
      slot.dueAt = null;
      if (this.#closed || slot.inflight || slot.pending.length === 0) return;
      slot.ready = true;
      this.#readyOrder.push(locale);
      this.#pump();
    }, dueAt - now);
    this.#emit({ type: 'scheduled', locale, inMs: dueAt - now, pending: slot.pending.length });
  }

  #pump(): void {
    while (!this.#closed && !this.#paused && this.#running.size < this.concurrency) {
      const index = this.#readyOrder.findIndex((l) => !this.#running.has(l));
      if (index < 0) break;
      const [locale] = this.#readyOrder.splice(index, 1) as [string];
      this.#start(locale);
    }
    this.#notifyIdle();
  }

  #start(locale: string): void {
    const slot = this.#slot(locale);
    slot.ready = false;
    // The fresh changes together when they are due; else the failed change whose retry is due, alone.
    const now = this.#clock.now();
    const { fresh, suspects } = this.#split(slot);
    const changes =
      fresh.length && this.#freshDueAt(slot) <= now
        ? fresh
        : suspects[0] && (suspects[0].retryAt ?? 0) <= now
          ? [suspects[0]]
          : fresh;
    slot.inflight = changes;
    slot.pending = slot.pending.filter((change) => !changes.includes(change));
    slot.firstPendingAt = slot.pending.some((change) => !change.failures) ? slot.firstPendingAt : null;
    slot.startedAt = now;
    slot.attempt = Math.max(...changes.map((change) => change.failures ?? 0)) + 1;
    slot.abort = new AbortController();
    // The in-flight changes are on disk before the rebuild runs, so a crash reruns them. If the write fails,
    // the previous state (the same changes as pending) is just as safe.
    this.#persist(false);
    this.#emit({ type: 'start', locale, changes: changes.length, attempt: slot.attempt });
    const context: RebuildContext = { signal: slot.abort.signal, attempt: slot.attempt };
    // Started in a microtask, so that even a rebuild that throws synchronously finishes after being registered.
    const run = Promise.resolve()
      .then(() => this.#rebuild(locale, changes.slice(), context))
      .then(
        () => this.#finish(locale, changes, null),
        (error: unknown) => this.#finish(locale, changes, error ?? new Error('rebuild failed')),
      );
    this.#running.set(locale, run);
  }

  #finish(locale: string, changes: Change[], error: unknown): void {
    this.#running.delete(locale);
    const slot = this.#slot(locale);
    slot.abort = null;
    // After close() the state on disk keeps these changes in flight: they rerun on the next start.
    if (this.#closed) {
      this.#notifyIdle();
      return;
    }
    const now = this.#clock.now();
    const startedAt = slot.startedAt ?? now;
    const record: RebuildRecord = {
      locale,
      changes: changes.length,
      attempt: slot.attempt,
      startedAt: iso(startedAt),
      finishedAt: iso(now),
      durationMs: now - startedAt,
      ok: error === null,
      ...(error === null ? {} : { error: error instanceof Error ? error.message : String(error) }),
    };
    this.#history.unshift(record);
    this.#history.length = Math.min(this.#history.length, this.#historySize);
    this.#totals.rebuilds++;
    slot.inflight = null;
    slot.startedAt = null;
    if (error === null) {
      slot.failures = 0;
      slot.lastError = null;
      // A whole-locale recheck compared everything: the quarantined changes are live now, if they can be.
      if (changes.some((change) => change.resource === RECHECK_ALL)) {
        slot.quarantined = slot.quarantined.filter((q) => Date.parse(q.quarantinedAt) > startedAt);
      }
    } else {
      this.#totals.failed++;
      const message = record.error ?? 'rebuild failed';
      const output = error instanceof RebuildError ? error.output.slice(-OUTPUT_LINES) : [];
      slot.failures++;
      slot.lastError = message;
      const failed = changes.map((change) => {
        const failures = (change.failures ?? 0) + 1;
        return { ...change, failures, retryAt: now + Math.min(this.#retryMaxMs, this.#retryBaseMs * 2 ** (failures - 1)) };
      });
      const [alone] = failed;
      if (failed.length === 1 && alone && (alone.failures ?? 0) >= this.#maxAttempts) {
        const { retryAt: _retryAt, ...change } = alone;
        const quarantined: QuarantinedChange = { ...change, quarantinedAt: iso(now), error: message, output };
        slot.quarantined.push(quarantined);
        this.#totals.quarantined++;
        this.#emit({ type: 'quarantined', locale, change: quarantined });
      } else {
        slot.pending = mergeChanges(failed, slot.pending);
        this.#emit({ type: 'retry', locale, inMs: (alone?.retryAt ?? now) - now, failures: slot.failures });
      }
    }
    this.#persist(false);
    this.#emit({ type: 'done', record });
    this.#schedule(locale);
    this.#pump();
  }

  // ------------------------------------------------------------------------------------------ persistence

  #snapshot(): PersistedQueueState {
    const now = this.#clock.now();
    for (const [key, at] of this.#deliveries) if (now - at > this.#dedupeWindowMs) this.#deliveries.delete(key);
    if (this.#deliveries.size > MAX_DELIVERY_KEYS) {
      const keep = [...this.#deliveries].sort((a, b) => b[1] - a[1]).slice(0, MAX_DELIVERY_KEYS);
      this.#deliveries = new Map(keep);
    }
    const locales: PersistedQueueState['locales'] = {};
    for (const [locale, slot] of this.#slots) {
      if (slot.pending.length || slot.inflight?.length || slot.quarantined.length)
        locales[locale] = { pending: slot.pending, inflight: slot.inflight ?? [], quarantined: slot.quarantined };
    }
    return { version: 1, savedAt: iso(now), locales, deliveries: Object.fromEntries(this.#deliveries), history: this.#history };
  }

  /** Writes the state. `strict`: rethrow (enqueue); otherwise report and go on (the memory state is right). */
  #persist(strict: boolean): void {
    if (!this.#store) return;
    try {
      this.#store.save(this.#snapshot());
    } catch (error) {
      if (strict) throw error;
      this.#emit({ type: 'persist-error', error: (error as Error).message });
    }
  }

  #resume(): void {
    const state = this.#store?.load();
    if (!state) return;
    const now = this.#clock.now();
    this.#history = (state.history ?? []).slice(0, this.#historySize);
    for (const [key, at] of Object.entries(state.deliveries ?? {})) {
      if (typeof at === 'number' && now - at <= this.#dedupeWindowMs) this.#deliveries.set(key, at);
    }
    for (const [locale, entry] of Object.entries(state.locales ?? {})) {
      if (entry.quarantined?.length) this.#slot(locale).quarantined = entry.quarantined;
      // In-flight first: a rebuild interrupted by a crash runs again, with what arrived meanwhile.
      const changes = mergeChanges([], [...(entry.inflight ?? []), ...(entry.pending ?? [])]);
      if (changes.length === 0) continue;
      const slot = this.#slot(locale);
      slot.pending = changes;
      slot.firstPendingAt = now;
      slot.lastChangeAt = now;
      this.resumed[locale] = changes.length;
      this.#emit({ type: 'resumed', locale, changes: changes.length });
    }
    if (Object.keys(this.resumed).length > 0) this.#persist(false);
    for (const locale of Object.keys(this.resumed)) this.#schedule(locale);
  }

  // ------------------------------------------------------------------------------------------ status, lifecycle

  get paused(): boolean {
    return this.#paused;
  }

  /** Holds back new rebuilds (running ones finish); changes are still accepted and persisted. */
  pause(): void {
    this.#paused = true;
  }

  /** Starts the rebuilds that became due while paused. */
  resume(): void {
    this.#paused = false;
    this.#pump();
  }

  status(): QueueStatus {
    const now = this.#clock.now();
    const locales: Record<string, LocaleStatus> = {};
    const running: QueueStatus['running'] = [];
    for (const [locale, slot] of [...this.#slots].sort(([a], [b]) => a.localeCompare(b))) {
      const runningInfo =
        slot.inflight && slot.startedAt !== null
          ? {
              startedAt: iso(slot.startedAt),
              elapsedMs: now - slot.startedAt,
              changes: slot.inflight.length,
              attempt: slot.attempt,
            }
          : null;
      if (runningInfo) running.push({ locale, ...runningInfo });
      locales[locale] = {
        pending: slot.pending.length,
        changes: slot.pending.slice(0, STATUS_CHANGES_LIMIT),
        nextRebuildAt: slot.dueAt !== null ? iso(slot.dueAt) : slot.ready ? iso(now) : null,
        running: runningInfo,
        failures: slot.failures,
        lastError: slot.lastError,
        lastRebuild: this.#history.find((r) => r.locale === locale) ?? null,
        quarantined: slot.quarantined.slice(),
      };
    }
    return {
      now: iso(now),
      paused: this.#paused,
      settings: { debounceMs: this.debounceMs, maxWaitMs: this.maxWaitMs, concurrency: this.concurrency },
      locales,
      running,
      history: this.#history.slice(),
      totals: { ...this.#totals },
    };
  }

  /** Nothing pending, planned or running. */
  get idle(): boolean {
    return this.#running.size === 0 && [...this.#slots.values()].every((s) => s.pending.length === 0 && !s.inflight);
  }

  /** Resolves when the queue is idle (tests, tools). With failing rebuilds it never is. */
  whenIdle(): Promise<void> {
    if (this.idle) return Promise.resolve();
    return new Promise((resolve) => this.#idleWaiters.push(resolve));
  }

  #notifyIdle(): void {
    if (!this.idle) return;
    const waiters = this.#idleWaiters.splice(0);
    for (const resolve of waiters) resolve();
  }

  /**
   * Stops: no more rebuilds are planned, running ones are aborted (their changes stay in flight on disk and
   * rerun on the next start), and nothing is written any more. Waits up to `timeoutMs` for running rebuilds.
   */
  async close(timeoutMs = 5000): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    for (const slot of this.#slots.values()) {
      if (slot.timer !== null) this.#clock.clearTimeout(slot.timer);
      slot.timer = null;
      slot.abort?.abort(new Error('the webhook receiver is shutting down'));
    }
    const running = [...this.#running.values()];
    if (running.length === 0 || timeoutMs <= 0) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      Promise.allSettled(running),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
        timer.unref?.();
      }),
    ]);
    clearTimeout(timer);
  }
}

/**
 * A JSON file written atomically (temp file, fsync, rename): a crash leaves either the old or the new state.
 * A file that cannot be parsed is moved aside (`.corrupt-<time>`) rather than silently overwritten.
 */
export function jsonFileStore(
  file: string,
  options: { fsync?: boolean; onCorrupt?: (movedTo: string) => void } = {},
): QueueStore {
  const fsync = options.fsync ?? true;
  return {
    load() {
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      try {
        const state = JSON.parse(text) as PersistedQueueState;
        if (state?.version !== 1 || typeof state.locales !== 'object') throw new Error('not a queue state');
        return state;
      } catch {
        const aside = `${file}.corrupt-${Date.now()}`;
        renameSync(file, aside);
        options.onCorrupt?.(aside);
        return null;
      }
    },
    save(state) {
      mkdirSync(path.dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.tmp`;
      const fd = openSync(temp, 'w');
      try {
        writeSync(fd, JSON.stringify(state));
        if (fsync) fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
      try {
        renameSync(temp, file);
      } catch (error) {
        rmSync(temp, { force: true });
        throw error;
      }
    },
  };
}
