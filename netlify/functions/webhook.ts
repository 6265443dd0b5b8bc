/**
 * The CMS webhook on Netlify (one site per domain): `POST https://<site>/webhook`.
 *
 * Same contract as the local receiver (builder/webhook/server.ts): the signature is checked with the shared
 * module (secret: WEBHOOK_SECRET), the body validated, a locale not built on this site's domain (SITE_ENV,
 * SITE_DOMAIN) acknowledged with 202 and ignored. An accepted change triggers the site's build hook
 * (NETLIFY_BUILD_HOOK_URL) with `{locales, changes}`, which Netlify hands to the build as INCOMING_HOOK_BODY;
 * the local build plugin (netlify/plugins/incremental) then restores the previous dist/ and manifest and asks
 * the build to rebuild only those locales.
 *
 * Differences from the local receiver: no queue of its own (Netlify queues the builds it triggers); replays
 * are recognised through a Netlify Blobs store (builder/webhook/delivery-ledger.ts: the delivery id and the
 * signature, claimed with an atomic create-only write) and answered 409. If the build hook fails the answer
 * is 502 and the delivery's keys are given back, so the CMS's retry goes through.
 */
import type { DeliveredChange } from '#contract/content-change.ts';
import { type DeliveryLedger, defaultLedger } from '#builder/webhook/delivery-ledger.ts';
import { parseRawPayload } from '#builder/webhook/payload.ts';
import { readLimited } from '#builder/read-limited.ts';
import {
  DEFAULT_TOLERANCE_SECONDS,
  DELIVERY_ID_HEADER,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  verify,
} from '#builder/webhook/signature.ts';
import { ignoredReason, resolveWebhookTarget } from '#builder/webhook/target.ts';

export const MAX_BODY_BYTES = 64 * 1024;

export interface WebhookFunctionEnv {
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
  changes: DeliveredChange[];
}

type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

const json = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });

/**
 * The whole handler with its boundary injected: the request, the environment, fetch (for the build hook) and
 * the clock (ms).
 */
export async function handleWebhookRequest(
  request: Request,
  env: WebhookFunctionEnv,
  fetchImpl: FetchLike = fetch,
  now: number = Date.now(),
  ledger: DeliveryLedger = instanceLedger(env),
): Promise<Response> {
  if (request.method !== 'POST') return json(405, { error: 'method not allowed', reason: 'POST only' }, { allow: 'POST' });
  const secret = env.WEBHOOK_SECRET?.trim();
  const hookUrl = env.NETLIFY_BUILD_HOOK_URL?.trim();
  if (!secret || !hookUrl) {
    const missing = [!secret && 'WEBHOOK_SECRET', !hookUrl && 'NETLIFY_BUILD_HOOK_URL'].filter(Boolean).join(' and ');
    console.error(`webhook: ${missing} not set in the site's environment`);
    return json(500, { error: 'not configured', reason: `${missing} not set` });
  }
  let target: ReturnType<typeof resolveWebhookTarget>;
  try {
    target = resolveWebhookTarget(env.SITE_ENV, env.SITE_DOMAIN);
  } catch (error) {
    return json(500, { error: 'not configured', reason: (error as Error).message });
  }

  const declared = Number(request.headers.get('content-length'));
  const raw = Number.isFinite(declared) && declared > MAX_BODY_BYTES ? null : await readLimited(request, MAX_BODY_BYTES);
  if (!raw) return json(413, { error: 'payload too large', reason: `the body exceeds ${MAX_BODY_BYTES} bytes` });

  const tolerance = Number(env.WEBHOOK_TOLERANCE_SECONDS) || DEFAULT_TOLERANCE_SECONDS;
  const checked = verify({
    secret,
    timestampHeader: request.headers.get(TIMESTAMP_HEADER),
    signatureHeader: request.headers.get(SIGNATURE_HEADER),
    rawBody: raw,
    now,
    toleranceSeconds: tolerance,
  });
  if (!checked.ok) {
    const error = checked.reason === 'stale' || checked.reason === 'future' ? 'stale timestamp' : 'invalid signature';
    return json(401, { error, reason: checked.message });
  }

  const parsed = parseRawPayload(raw);
  if (!parsed.ok) return json(400, { error: 'invalid payload', reason: parsed.reason });
  const { locale, resource, id, action } = parsed.payload;
  const ignored = ignoredReason(target, locale);
  if (ignored) return json(202, { accepted: false, ignored: true, reason: ignored });

  const deliveryId = request.headers.get(DELIVERY_ID_HEADER)?.trim() || undefined;
  const signature = (request.headers.get(SIGNATURE_HEADER) ?? '').trim().toLowerCase();
  const keys = [...(deliveryId ? [`id:${deliveryId}`] : []), `sig:${signature}`];
  if (!(await ledger.claim(keys, now))) {
    return json(409, { error: 'replayed delivery', reason: 'this delivery (its id or its signature) was already received' });
  }
  const body: BuildHookBody = {
    locales: [locale],
    changes: [{ locale, resource, id, action, ...(deliveryId ? { deliveryId } : {}) }],
  };
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
    await ledger.release(keys);
    return json(502, { error: 'build hook failed', reason: `unreachable: ${(error as Error).message}` });
  }
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) {
    console.error(`webhook: build hook answered ${response.status}`);
    await ledger.release(keys);
    return json(502, { error: 'build hook failed', reason: `the build hook answered ${response.status}` });
  }
  return json(202, { accepted: true, locale, build: 'triggered', domain: target.domain });
}

let ledgerOfInstance: DeliveryLedger | null = null;
/** One ledger per function instance: Netlify Blobs on Netlify, the instance's memory elsewhere. */
function instanceLedger(env: WebhookFunctionEnv): DeliveryLedger {
  const tolerance = Number(env.WEBHOOK_TOLERANCE_SECONDS) || DEFAULT_TOLERANCE_SECONDS;
  ledgerOfInstance ??= defaultLedger((2 * tolerance + 60) * 1000);
  return ledgerOfInstance;
}

export default async function webhook(request: Request): Promise<Response> {
  return handleWebhookRequest(request, process.env as WebhookFunctionEnv, fetch);
}

export const config = { path: '/webhook' };
