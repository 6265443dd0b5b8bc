/** Options and the shared state of one server instance. */
import type { Cms } from './cms.ts';
import type { FaultConfig, FaultRuntime } from './faults.ts';
import type { Media } from './media.ts';
import type { Outbox } from './outbox.ts';
import type { RouteDef } from './routes/types.ts';
import type { ResponseCache } from './cache.ts';
import type { Store } from './store.ts';
import type { Writes } from './writes.ts';
import type { Zips } from './zip.ts';
import type { Catalogue } from './catalogue/types.ts';
import type { Dialect } from './dialect.ts';

export type Scale = 'default' | 'large' | number;

export interface ContentApiOptions {
  /** Port to listen on (startContentApi only); 0 = a random free port. Default CONTENT_API_PORT or 4010. */
  port?: number;
  /** Interface to bind (startContentApi only). Default 127.0.0.1. */
  host?: string;
  scale?: Scale;
  seed?: number;
  /** Persisted writes, the CMS journal, the image/file/zip caches. Default .data/content-api. */
  dataDir?: string;
  /** A fault spec (`latency=300ms,error-rate=0.1,...`) or a parsed config. */
  faults?: string | FaultConfig;
  /** How long a zip's status says "not ready" (ms). Default 3000. */
  zipDelayMs?: number;
  /** All zip archives on disk together, in bytes (least recently used evicted first). Default 1 GiB. */
  zipStoreBytes?: number;
  /** How long a zip request and an unused archive are kept (ms). Default one hour. */
  zipTtlMs?: number;
  /**
   * Bearer token of the /__cms endpoints. Default CMS_TOKEN, else a random token generated once per data dir
   * and kept in `{dataDir}/cms-token` (readable by the owner only).
   */
  cmsToken?: string;
  /** Origins allowed to call the API from a browser (CORS). Default CONTENT_API_CORS_ORIGINS or the local site. */
  corsOrigins?: readonly string[];
  /** Where CMS changes are announced. Default CMS_WEBHOOK_URL; none → no webhook. */
  webhookUrl?: string | null;
  /** HMAC secret of the webhook signature. Default WEBHOOK_SECRET; none → unsigned. */
  webhookSecret?: string | null;
  /** Use this catalogue instead of generating one (tests). */
  catalogue?: Catalogue;
  /** Access log to stderr. */
  accessLog?: boolean;
  /** No warnings on stderr (errors — 500s, failed zips — are still logged). */
  quiet?: boolean;
  /** Webhook retry delays in ms (default [500, 2000, 8000]). */
  webhookRetryDelaysMs?: number[];
  /** Which API Platform to play (dialect.ts); default: the specification's own. */
  dialect?: Partial<Dialect>;
}

export interface ResolvedOptions {
  scale: Scale;
  seed: number;
  dataDir: string;
  zipDelayMs: number;
  zipStoreBytes?: number;
  zipTtlMs?: number;
  /** null until createApp reads or creates the data dir's token. */
  cmsToken: string | null;
  corsOrigins: readonly string[];
  webhookUrl: string | null;
  webhookSecret: string | null;
  accessLog: boolean;
  quiet: boolean;
  webhookRetryDelaysMs: number[];
  dialect: Dialect;
}

export interface AppState {
  options: ResolvedOptions;
  store: Store;
  faults: FaultRuntime;
  cache: ResponseCache;
  writes: Writes;
  outbox: Outbox;
  media: Media;
  zips: Zips;
  cms: Cms;
  routes: RouteDef[];
  startedAt: number;
  /** Milliseconds spent generating the catalogue and building indexes. */
  buildMs: number;
  logError: (requestId: string, err: unknown) => void;
  close: () => Promise<void>;
}
