/**
 * The content client of a build, made from plain settings so that each build, and each render worker of a
 * build, can make its own (a client caches per build and cannot cross threads). Retries are warned about
 * as they happen; content made safe at the boundary is reported once per build and field.
 */
import { ContentClient, type ContentClientOptions, contentApiSettings } from '#src/data/content-client.ts';

/** How a build reaches the content API: what can be sent to a worker thread. */
export type BuildApiSettings = Omit<ContentClientOptions, 'fetch' | 'onRetry' | 'onContentIssue' | 'log' | 'api'>;

/**
 * The settings of the environment: CONTENT_API_CONCURRENCY, CONTENT_API_TIMEOUT_MS, CONTENT_API_DEADLINE_MS,
 * and the API's dialect (CONTENT_API_ACCEPT, CONTENT_API_CACHE_TAGS_HEADER).
 */
export function buildApiSettings(baseUrl: string, env: NodeJS.ProcessEnv = process.env): BuildApiSettings {
  return {
    baseUrl,
    ...contentApiSettings(env),
    concurrency: Number(env.CONTENT_API_CONCURRENCY || 8),
    // Per response and per request (retries included): a hanging API fails the build within about a minute.
    timeoutMs: Number(env.CONTENT_API_TIMEOUT_MS || 15_000),
    deadlineMs: Number(env.CONTENT_API_DEADLINE_MS || 60_000),
    // Most responses are read by one page; the lists and menus every page reads stay hot. Each render thread
    // has a client: at 20,000 pages, 4,000 responses each (bodies and their validated values) made a third
    // of the build's memory; 400 against 1,000 kept the peak 0-50 MB lower at the same speed.
    cacheSize: 400,
  };
}

export interface ClientReports {
  /** A transient failure about to be retried, as one line. */
  retry(line: string): void;
  /** A field made safe at the content boundary (`[content] …`), as one line. */
  contentIssue(line: string): void;
}

export function buildClient(settings: BuildApiSettings, reports: ClientReports): ContentClient {
  return new ContentClient({
    ...settings,
    // The one line saying the API refused plain JSON: each worker's client learns it, the build says it once.
    log: (line) => reports.contentIssue(line),
    onRetry: ({ url, attempt, reason }) => reports.retry(`[content-api] retry ${attempt} ${url}: ${reason}`),
    onContentIssue: (line) => reports.contentIssue(line),
  });
}

/** Reports in this process: retries warned, content issues logged once per build. */
export function localReports(log: (line: string) => void): ClientReports {
  const seen = new Set<string>();
  return {
    retry: (line) => console.warn(line),
    contentIssue: (line) => {
      if (seen.has(line)) return;
      seen.add(line);
      log(line);
    },
  };
}
