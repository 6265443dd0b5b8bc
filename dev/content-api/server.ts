/**
 * startContentApi(options): creates the app and listens (127.0.0.1, port 0 = random free port).
 * Used by cli.ts, the site's build and start scripts, the tests and the benchmark.
 */
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import type { Server } from 'node:http';
import { createApp } from './app.ts';
import { describeDialect } from './dialect.ts';
import type { ContentApiApp } from './app.ts';
import { LOCALES } from './locales.ts';
import type { AppState, ContentApiOptions } from './state.ts';

export interface RunningContentApi {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:4010 */
  url: string;
  port: number;
  /** Startup time (catalogue generation, journal replay, indexes, listening) in ms. */
  startupMs: number;
  records: number;
  app: ContentApiApp;
  state: AppState;
  /** The readiness line the CLI prints. */
  readyLine: string;
  close: () => Promise<void>;
}

export function defaultPort(): number {
  const env = process.env.CONTENT_API_PORT;
  return env && /^\d+$/.test(env) ? Number(env) : 4010;
}

export async function startContentApi(options: ContentApiOptions = {}): Promise<RunningContentApi> {
  const t0 = performance.now();
  const app = await createApp(options);
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? defaultPort();
  const server = createAdaptorServer({ fetch: app.fetch, hostname: host }) as Server;
  await new Promise<void>((resolve, reject) => {
    const onError = (err: NodeJS.ErrnoException) => {
      reject(
        err.code === 'EADDRINUSE'
          ? new Error(`content-api: port ${port} on ${host} is already in use (use --port or CONTENT_API_PORT)`)
          : err,
      );
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });
  server.keepAliveTimeout = 30_000;
  const address = server.address() as AddressInfo;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  const url = `http://${shownHost}:${address.port}`;
  const startupMs = Math.round(performance.now() - t0);
  const records = app.state.store.recordCount();
  const { scale, seed, dialect } = app.state.options;
  const answers = describeDialect(dialect);
  const readyLine = `content-api ready ${url} (scale ${scale}, seed ${seed}, ${LOCALES.length} locales, ${records} records${answers ? `; ${answers}` : ''}) in ${startupMs} ms`;
  let closing: Promise<void> | null = null;
  return {
    url,
    port: address.port,
    startupMs,
    records,
    app,
    state: app.state,
    readyLine,
    close: () => {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections?.();
        });
        await app.state.close();
      })();
      return closing;
    },
  };
}
