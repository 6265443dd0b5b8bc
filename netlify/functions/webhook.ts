/**
 * The CMS webhook on Netlify (one site per domain): `POST https://<site>/webhook`.
 *
 * A delivery is accepted as by the local receiver (builder/webhook/acceptance.ts: body limit, signature with
 * WEBHOOK_SECRET, payload, locales of this site's domain from SITE_ENV/SITE_DOMAIN, replays). This function's
 * own last step: an accepted change triggers the site's build hook (NETLIFY_BUILD_HOOK_URL) with
 * `{locales}`, which Netlify hands to the build as INCOMING_HOOK_BODY; the local build plugin
 * (netlify/plugins/incremental) then restores the previous dist/ and manifest and asks the build to rebuild
 * only those locales. The change itself only titles the build: a build hook build rechecks its locales whole
 * (builder/cli.ts says why), so the body carries nothing else.
 *
 * No queue of its own (Netlify queues the builds it triggers); the replay keys are claimed in a Netlify
 * Blobs store (builder/webhook/delivery-ledger.ts), without which the function refuses to run. If the build
 * hook fails the answer is 502 and the delivery's keys are given back, so the CMS's retry goes through.
 */
import { acceptDelivery, answerOf, replayWindowMs } from '#builder/webhook/acceptance.ts';
import { type DeliveryLedger, type ReplayStore, type ReplayStoreEnv, replayStore } from '#builder/webhook/delivery-ledger.ts';
import { DEFAULT_TOLERANCE_SECONDS } from '#builder/webhook/signature.ts';
import { resolveWebhookTarget } from '#builder/webhook/target.ts';

export interface WebhookFunctionEnv extends ReplayStoreEnv {
  WEBHOOK_SECRET?: string;
  SITE_ENV?: string;
  SITE_DOMAIN?: string;
  NETLIFY_BUILD_HOOK_URL?: string;
  /** Accepted clock skew in seconds (default 300). */
  WEBHOOK_TOLERANCE_SECONDS?: string;
}

/** What the build hook receives (and the build reads back from INCOMING_HOOK_BODY). */
export interface BuildHookBody {
  locales: string[];
}

type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

const json = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });

/** 500, and a log line naming what the site's environment lacks. */
const notConfigured = (reason: string): Response => {
  console.error(`webhook: ${reason}`);
  return json(500, { error: 'not configured', reason });
};

/**
 * The whole handler with its boundary injected: the request, the environment, fetch (for the build hook),
 * the clock (ms) and the replay memory (default: this instance's Netlify Blobs ledger).
 */
export async function handleWebhookRequest(
  request: Request,
  env: WebhookFunctionEnv,
  fetchImpl: FetchLike = fetch,
  now: number = Date.now(),
  ledger?: DeliveryLedger,
): Promise<Response> {
  if (request.method !== 'POST') return json(405, { error: 'method not allowed', reason: 'POST only' }, { allow: 'POST' });
  const secret = env.WEBHOOK_SECRET?.trim();
  const hookUrl = env.NETLIFY_BUILD_HOOK_URL?.trim();
  if (!secret || !hookUrl) {
    const missing = [!secret && 'WEBHOOK_SECRET', !hookUrl && 'NETLIFY_BUILD_HOOK_URL'].filter(Boolean).join(' and ');
    return notConfigured(`${missing} not set`);
  }
  let target: ReturnType<typeof resolveWebhookTarget>;
  try {
    target = resolveWebhookTarget(env.SITE_ENV, env.SITE_DOMAIN);
  } catch (error) {
    return notConfigured((error as Error).message);
  }
  const toleranceSeconds = Number(env.WEBHOOK_TOLERANCE_SECONDS) || DEFAULT_TOLERANCE_SECONDS;
  const store: ReplayStore = ledger ? { ledger } : instanceReplayStore(env, toleranceSeconds);
  if ('missing' in store) return notConfigured(`no replay store: ${store.missing}`);

  const delivery = { header: (name: string) => request.headers.get(name), body: () => request.body };
  const outcome = await acceptDelivery(delivery, { secrets: [secret], target, toleranceSeconds, now }, (keys) =>
    store.ledger.claim(keys, now),
  );
  if (outcome.kind !== 'accepted') {
    const { status, body } = answerOf(outcome);
    return json(status, body);
  }

  // The function's own step: the build hook, titled after the change.
  const { locale, resource, id, action } = outcome.change;
  const body: BuildHookBody = { locales: [locale] };
  const url = new URL(hookUrl);
  url.searchParams.set('trigger_title', `CMS ${action}: ${locale} ${resource}${id === null ? '' : ` ${id}`}`.slice(0, 200));
  let response: Response;
  try {
    response = await fetchImpl(url.toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(8000),
    });
  } catch (error) {
    console.error(`webhook: build hook unreachable: ${(error as Error).message}`);
    await store.ledger.release(outcome.keys);
    return json(502, { error: 'build hook failed', reason: `unreachable: ${(error as Error).message}` });
  }
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) {
    console.error(`webhook: build hook answered ${response.status}`);
    await store.ledger.release(outcome.keys);
    return json(502, { error: 'build hook failed', reason: `the build hook answered ${response.status}` });
  }
  return json(202, { accepted: true, locale, build: 'triggered', domain: target.domain });
}

let storeOfInstance: ReplayStore | null = null;
/** One replay store per function instance; a missing one is looked for again on the next request. */
function instanceReplayStore(env: WebhookFunctionEnv, toleranceSeconds: number): ReplayStore {
  if (storeOfInstance) return storeOfInstance;
  const store = replayStore(replayWindowMs(toleranceSeconds), env);
  if ('missing' in store) return store;
  if (store.warning) console.warn(`webhook: ${store.warning}`);
  storeOfInstance = store;
  return store;
}

export default async function webhook(request: Request): Promise<Response> {
  return handleWebhookRequest(request, process.env as WebhookFunctionEnv, fetch);
}

export const config = { path: '/webhook' };
