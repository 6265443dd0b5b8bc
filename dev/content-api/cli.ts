/**
 * npm run api -- [options]: the embedded content API. Prints exactly one line on stdout when listening:
 *   content-api ready http://127.0.0.1:4010 (scale default, seed 1, 7 locales, 12345 records) in 850 ms
 * Everything else (warnings, errors, access log) goes to stderr.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { type Dialect, parseCacheTagHeader, parseDialectVersion } from './dialect.ts';
import { describeFaults, hasFaults, parseFaults } from './faults.ts';
import { parseScale } from './app.ts';
import { defaultPort, startContentApi } from './server.ts';

const HELP = `Embedded content API (a stand-in for the manufacturer's API Platform backend)

Usage: npm run api -- [options]

  --port N            port (env CONTENT_API_PORT, default 4010; 0 = random free port)
  --host HOST         interface to bind (default 127.0.0.1)
  --scale S           default | large | N (a multiplier of the default catalogue size)
  --seed N            catalogue seed (default 1); everything is deterministic for a seed
  --data-dir DIR      persisted writes, CMS journal, image/file/zip caches (default .data/content-api)
  --faults SPEC       e.g. latency=300ms,error-rate=0.1,malformed=products,down=search
                        latency=300ms | 50-300ms       added to every /api request
                        error-rate=0.1 | 10%           that fraction of /api GETs answer 503 (a retry succeeds)
                        malformed=products+search      those payloads break the site's schemas
                        down=search                    that resource always answers 503
  --zip-delay MS      how long a zip's status says "not ready" (default 3000)
  --dialect D         which API Platform to answer as (default: the specification's own):
                        3   3.x: hydra: keys, plain JSON as bare arrays, hydra:Error bodies
                        4   4.2 defaults: no prefix, JSON-LD only (406 for application/json, 415 for a
                            JSON body), application/problem+json errors, ConstraintViolation
  --partial-pagination  no totalItems and no first/last links: only view.next says there is more
  --iri-only          collections list their members as IRIs (where an item route serves them)
  --no-client-pagination
                      ignore a client's pagination=false (API Platform's pagination_client_enabled: false)
  --cache-tags-header H
                      Cache-Tags (default), xkey, Surrogate-Key, or none (HTTP cache invalidation off)
  --webhook-url URL   POSTed after every CMS change (env CMS_WEBHOOK_URL)
  --cms-token-file F  file holding the bearer token of /__cms (or env CMS_TOKEN; default: a random token
                      kept in DATA_DIR/cms-token, printed at start)
  --webhook-secret-file F
                      file holding the HMAC-SHA256 secret of the webhook signature (or env WEBHOOK_SECRET)

Secrets are taken from the environment or a file, never from the command line (which other users of the
machine can read in the process list).
  --access-log        log every request to stderr
  --help              this text

Docs: GET /api/docs.json (OpenAPI 3.1), dev/content-api/README.md`;

/** A secret from a file named on the command line (the file, not the secret, is on the command line). */
function secretFrom(file: string | boolean | undefined): string | undefined {
  if (typeof file !== 'string') return undefined;
  try {
    return readFileSync(file, 'utf8').trim() || fail(`${file} is empty`);
  } catch (error) {
    return fail(`cannot read ${file}: ${(error as Error).message}`);
  }
}

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${HELP}\n`);
  process.exit(2);
}

async function main(): Promise<void> {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        scale: { type: 'string' },
        seed: { type: 'string' },
        'data-dir': { type: 'string' },
        faults: { type: 'string' },
        'zip-delay': { type: 'string' },
        'cms-token-file': { type: 'string' },
        'webhook-url': { type: 'string' },
        'webhook-secret-file': { type: 'string' },
        'access-log': { type: 'boolean' },
        dialect: { type: 'string' },
        'partial-pagination': { type: 'boolean' },
        'iri-only': { type: 'boolean' },
        'no-client-pagination': { type: 'boolean' },
        'cache-tags-header': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    fail((err as Error).message);
  }
  if (values.help) {
    process.stdout.write(`${HELP}\n`);
    return;
  }
  const int = (name: string, raw: string | boolean | undefined, fallback: number): number => {
    if (raw === undefined) return fallback;
    if (typeof raw !== 'string' || !/^\d+$/.test(raw)) fail(`--${name} expects a non-negative integer, got "${raw}"`);
    return Number(raw);
  };
  let faults: ReturnType<typeof parseFaults>;
  let scale: ReturnType<typeof parseScale>;
  let dialect: Dialect;
  try {
    faults = parseFaults(values.faults as string | undefined);
    scale = parseScale(values.scale as string | undefined);
    dialect = {
      version: parseDialectVersion(values.dialect as string | undefined),
      partialPagination: values['partial-pagination'] === true,
      iriOnly: values['iri-only'] === true,
      clientPagination: values['no-client-pagination'] !== true,
      cacheTagHeader: parseCacheTagHeader(values['cache-tags-header'] as string | undefined),
    };
  } catch (err) {
    fail((err as Error).message);
  }
  const api = await startContentApi({
    port: int('port', values.port, defaultPort()),
    host: (values.host as string | undefined) ?? '127.0.0.1',
    scale,
    seed: int('seed', values.seed, 1),
    dataDir: values['data-dir'] as string | undefined,
    faults,
    zipDelayMs: int('zip-delay', values['zip-delay'], 3000),
    cmsToken: secretFrom(values['cms-token-file']),
    webhookUrl: values['webhook-url'] as string | undefined,
    webhookSecret: secretFrom(values['webhook-secret-file']),
    accessLog: values['access-log'] === true,
    dialect,
  });
  if (hasFaults(faults)) process.stderr.write(`content-api: fault mode ${describeFaults(faults)}\n`);
  if (api.state.options.webhookUrl && !api.state.options.webhookSecret) {
    process.stderr.write('content-api: warning: --webhook-url without --webhook-secret: webhooks are sent unsigned\n');
  }
  process.stdout.write(`${api.readyLine}\n`);
  process.stdout.write(
    `content-api CMS token: ${api.state.options.cmsToken} (Authorization: Bearer …; kept in ${api.state.options.dataDir}/cms-token)\n`,
  );
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stderr.write(`content-api: ${signal}, shutting down\n`);
    const force = setTimeout(() => process.exit(1), 5000);
    force.unref();
    api.close().then(
      () => process.exit(0),
      (err) => {
        process.stderr.write(`content-api: shutdown error: ${(err as Error).message}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err) => {
  process.stderr.write(`content-api: failed to start: ${(err as Error).message}\n`);
  process.exit(1);
});
