/**
 * `npm run webhook`: the webhook receiver of one domain's build (see server.ts). Prints
 * `webhook ready http://127.0.0.1:4020` when it listens. Ctrl-C stops it; pending and in-flight changes are
 * kept in the state dir and rebuilt on the next start.
 */
import { parseArgs } from 'node:util';
import { BuildTargetError } from '#contract/domains.ts';
import { DEFAULT_PORT, DEFAULT_STATE_DIR, startWebhookServer } from './server.ts';

const HELP = `Usage: npm run webhook -- [options]

Receives the CMS's signed webhooks {locale, resource, id, action} and rebuilds the changed locales of this
domain: bursts are coalesced, one rebuild per locale at a time, nothing accepted is lost (the queue is
persisted in the state dir and resumed after a restart).

Options:
  --port N                 listen port (default WEBHOOK_PORT or ${DEFAULT_PORT}; 0 = random)
  --host H                 interface (default 127.0.0.1)
  --secret S               HMAC secret (default WEBHOOK_SECRET; required). Prefer the environment variable:
                           a command-line secret is visible to other users in the process list.
  --state-dir DIR          queue state (default WEBHOOK_STATE_DIR or ${DEFAULT_STATE_DIR})
  --env ENV                build environment (default SITE_ENV or local)
  --domain HOST            build domain (default SITE_DOMAIN); changes of locales not built on it are ignored
  --debounce-ms N          quiet time after the last change before a locale rebuilds (default 0: at once;
                           changes arriving during a rebuild make one more rebuild after it)
  --max-wait-ms N          longest wait of a change while changes keep coming (default 10000)
  --concurrency N          locales rebuilt at the same time (default 1)
  --max-attempts N         tries of a change before it is quarantined (default 5)
  --reconcile-s N          every N seconds each locale is rechecked whole (default 300; 0: never)
  --tolerance-s N          accepted clock skew of X-Webhook-Timestamp (default 300)
  --rebuild-command CMD    command per locale rebuild, a process each; {locale}, {changes} (-- resource:id
                           ...), {env}, {domain} are substituted. Default: one rebuild process kept running
                           between rebuilds (builder/rebuild.ts --serve), given the arguments of
                           "node builder/rebuild.ts --locale {locale} {changes}"
  --rebuild-timeout-s N    a rebuild running longer fails and is retried (default 1200)
  --help

Endpoints: POST /webhook, GET /status (queue, running rebuilds, last rebuilds with durations), GET /healthz.`;

function int(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`webhook: --${name} must be a non-negative integer, got "${value}"`);
    process.exit(2);
  }
  return n;
}

let values: Record<string, string | boolean | undefined>;
try {
  ({ values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      secret: { type: 'string' },
      'state-dir': { type: 'string' },
      env: { type: 'string' },
      domain: { type: 'string' },
      'debounce-ms': { type: 'string' },
      'max-wait-ms': { type: 'string' },
      concurrency: { type: 'string' },
      'max-attempts': { type: 'string' },
      'reconcile-s': { type: 'string' },
      'tolerance-s': { type: 'string' },
      'rebuild-command': { type: 'string' },
      'rebuild-timeout-s': { type: 'string' },
      help: { type: 'boolean' },
    },
  }));
} catch (error) {
  console.error(`webhook: ${(error as Error).message}\n\n${HELP}`);
  process.exit(2);
}

if (values.help) {
  console.log(HELP);
  process.exit(0);
}

const str = (v: string | boolean | undefined) => (typeof v === 'string' ? v : undefined);
const secret = str(values.secret) ?? process.env.WEBHOOK_SECRET ?? '';
if (!secret) {
  console.error('webhook: refusing to start without a secret: set WEBHOOK_SECRET (or pass --secret)');
  process.exit(2);
}
const timeoutS = int('rebuild-timeout-s', str(values['rebuild-timeout-s']));
const concurrency = int('concurrency', str(values.concurrency));
const reconcileS = int('reconcile-s', str(values['reconcile-s']));
if (concurrency === 0) {
  console.error('webhook: --concurrency must be at least 1');
  process.exit(2);
}

const time = () => new Date().toISOString().slice(11, 19);
try {
  const server = await startWebhookServer({
    secret,
    port: int('port', str(values.port) ?? process.env.WEBHOOK_PORT) ?? DEFAULT_PORT,
    host: str(values.host),
    stateDir: str(values['state-dir']) ?? process.env.WEBHOOK_STATE_DIR,
    env: str(values.env),
    domain: str(values.domain),
    debounceMs: int('debounce-ms', str(values['debounce-ms'])),
    maxWaitMs: int('max-wait-ms', str(values['max-wait-ms'])),
    concurrency,
    maxAttempts: int('max-attempts', str(values['max-attempts'])),
    reconcileIntervalMs: reconcileS === undefined ? undefined : reconcileS * 1000,
    toleranceSeconds: int('tolerance-s', str(values['tolerance-s'])),
    rebuildCommand: str(values['rebuild-command']),
    rebuildTimeoutMs: timeoutS === undefined ? undefined : timeoutS * 1000,
    log: (line) => console.log(`${time()} ${line}`),
  });
  // Handlers first: a signal that arrives once the readiness line is out must find them installed.
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('webhook: stopping; unfinished changes stay queued for the next start');
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  console.log(`webhook ready ${server.url}`);
  const { target, rebuildCommand } = server;
  console.log(`  domain ${target.domain} (${target.env}): ${target.locales.join(', ')}; other locales are ignored`);
  console.log(`  POST ${server.url}/webhook, GET ${server.url}/status; state in ${server.stateFile}`);
  if (rebuildCommand) console.log(`  rebuild: ${rebuildCommand}`);
  const resumed = Object.entries(server.queue.resumed);
  if (resumed.length) console.log(`  resumed: ${resumed.map(([l, n]) => `${l} ${n}`).join(', ')} change(s) from the last run`);
} catch (error) {
  const message = error instanceof BuildTargetError ? error.message : ((error as Error).message ?? String(error));
  console.error(`webhook: ${message}`);
  process.exit(1);
}
