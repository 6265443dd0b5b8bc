/** Test helpers: start the embedded content API on a random port with a temp data dir, and call it. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import { startContentApi } from '#dev/content-api/server.ts';
import type { RunningContentApi } from '#dev/content-api/server.ts';
import type { ContentApiOptions } from '#dev/content-api/state.ts';
import { fixtureCatalogue } from './fixtures/catalogue.ts';

export const tempDirs: string[] = [];

export function tempDir(prefix = 'content-api-test-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

export function cleanupTempDirs(): void {
  for (const d of tempDirs.splice(0)) rmSync(d, { recursive: true, force: true });
}

/** Starts the API on a random port; the fixture catalogue unless `catalogue: 'generated'`. */
export async function startApi(
  options: Omit<ContentApiOptions, 'catalogue'> & { catalogue?: 'fixture' | 'generated' } = {},
): Promise<RunningContentApi> {
  const { catalogue = 'fixture', ...rest } = options;
  return startContentApi({
    port: 0,
    dataDir: rest.dataDir ?? tempDir(),
    quiet: true,
    zipDelayMs: 300,
    ...rest,
    ...(catalogue === 'fixture' ? { catalogue: fixtureCatalogue() } : {}),
  });
}

export interface Res<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface CallOptions {
  locale?: string;
  accept?: string;
  method?: string;
  body?: unknown;
  contentType?: string;
  headers?: Record<string, string>;
}

export async function call<T = any>(base: string, path: string, o: CallOptions = {}): Promise<Res<T>> {
  const headers: Record<string, string> = { Accept: o.accept ?? 'application/json', ...(o.headers ?? {}) };
  if (o.locale) headers['Accept-Locale'] = o.locale;
  let body: string | undefined;
  if (o.body !== undefined) {
    body = typeof o.body === 'string' ? o.body : JSON.stringify(o.body);
    headers['Content-Type'] = o.contentType ?? 'application/json';
  }
  const res = await fetch(`${base}${path}`, { method: o.method ?? (o.body !== undefined ? 'POST' : 'GET'), headers, body });
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  return { status: res.status, headers: res.headers, body: parsed as T, text };
}

export async function bytes(
  base: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; data: Uint8Array }> {
  const res = await fetch(`${base}${path}`, { headers });
  return { status: res.status, headers: res.headers, data: new Uint8Array(await res.arrayBuffer()) };
}

/** Validates with a valibot schema; throws with the first issue's path for a readable failure. */
export function check<S extends v.GenericSchema>(schema: S, value: unknown, what: string): v.InferOutput<S> {
  const r = v.safeParse(schema, value);
  if (!r.success) {
    const issue = r.issues[0];
    throw new Error(`${what}: ${v.getDotPath(issue) ?? '(root)'}: ${issue.message} — ${JSON.stringify(value).slice(0, 300)}`);
  }
  return r.output;
}
