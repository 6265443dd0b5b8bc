/**
 * Whether a webhook delivery is acted on: one acceptance for the local receiver (server.ts, which queues the
 * change) and the Netlify function (netlify/functions/webhook.ts, which calls the build hook). Each adds only
 * its last step. In this order:
 *
 *   1. the body, read up to 64 KB as it streams                                   413 beyond
 *   2. the signature over the exact bytes, then its timestamp (signature.ts)       401
 *   3. the payload (payload.ts)                                                    400
 *   4. a locale not built on this domain: acknowledged, nothing done or remembered 202 ignored
 *   5. a replay: the delivery id or the signature acted on within the window      409
 *
 * The signature is a replay key as well as the id because the id is not signed: a captured request resent
 * under a new id still carries the same signature.
 */
import { readLimited } from '../read-limited.ts';
import { type WebhookPayload, parseRawPayload } from './payload.ts';
import { DELIVERY_ID_HEADER, SIGNATURE_HEADER, TIMESTAMP_HEADER, verify } from './signature.ts';
import { type WebhookTarget, ignoredReason } from './target.ts';

export const MAX_BODY_BYTES = 64 * 1024;

/** How long a delivery's keys count: a delivery older than the timestamp tolerance is refused as stale anyway. */
export const replayWindowMs = (toleranceSeconds: number): number => (2 * toleranceSeconds + 60) * 1000;

/** A delivery as either door receives it. */
export interface Delivery {
  /** A request header by its lower-case name. */
  header(name: string): string | null | undefined;
  /** Opens the body; not called for a body declared too long. */
  body(): AsyncIterable<Uint8Array> | null;
}

export interface AcceptanceRules {
  /** Several during a rotation; any one may have signed. */
  secrets: readonly string[];
  target: WebhookTarget;
  toleranceSeconds: number;
  maxBodyBytes?: number;
  /** ms since epoch */
  now: number;
}

/** A change as an accepted delivery brought it. */
export interface AcceptedChange extends WebhookPayload {
  /** The delivery's X-Webhook-Id. */
  deliveryId?: string;
}

/** The earlier acceptance of one of a delivery's keys. */
export interface Replay {
  key: string;
  acceptedAt: number;
}

/**
 * The earlier acceptance of one of `keys` within the replay window, or null. The Netlify function's ledger
 * claims the keys as it checks (atomically, across instances); the local queue records them with the change
 * it persists.
 */
export type ReplayCheck = (keys: readonly string[]) => Replay | null | Promise<Replay | null>;

export type Rejection = { kind: 'rejected'; status: 400 | 401 | 409 | 413; error: string; reason: string };

export type Acceptance =
  | Rejection
  | { kind: 'ignored'; reason: string; payload: WebhookPayload }
  /** `keys` are the delivery's replay keys, for the last step to record or give back. */
  | { kind: 'accepted'; change: AcceptedChange; keys: string[] };

const rejected = (status: Rejection['status'], error: string, reason: string): Rejection => ({
  kind: 'rejected',
  status,
  error,
  reason,
});

/** The 409 of a replay, naming what gave it away and when it was first accepted. */
export function replayRejection(replay: Replay, deliveryId: string | undefined): Rejection {
  const what = replay.key.startsWith('id:') && deliveryId ? `delivery ${deliveryId}` : 'a delivery with this signature';
  return rejected(409, 'replayed delivery', `${what} was already received at ${new Date(replay.acceptedAt).toISOString()}`);
}

export async function acceptDelivery(delivery: Delivery, rules: AcceptanceRules, replayOf: ReplayCheck): Promise<Acceptance> {
  const limit = rules.maxBodyBytes ?? MAX_BODY_BYTES;
  const raw = await readLimited(() => delivery.body(), limit, delivery.header('content-length'));
  if (!raw) return rejected(413, 'payload too large', `the body exceeds ${limit} bytes`);

  const signature = delivery.header(SIGNATURE_HEADER);
  const checked = verify({
    secret: rules.secrets,
    timestampHeader: delivery.header(TIMESTAMP_HEADER),
    signatureHeader: signature,
    rawBody: raw,
    now: rules.now,
    toleranceSeconds: rules.toleranceSeconds,
  });
  if (!checked.ok) {
    const error = checked.reason === 'stale' || checked.reason === 'future' ? 'stale timestamp' : 'invalid signature';
    return rejected(401, error, checked.message);
  }

  const parsed = parseRawPayload(raw);
  if (!parsed.ok) return rejected(400, 'invalid payload', parsed.reason);
  const ignored = ignoredReason(rules.target, parsed.payload.locale);
  if (ignored) return { kind: 'ignored', reason: ignored, payload: parsed.payload };

  const deliveryId = delivery.header(DELIVERY_ID_HEADER)?.trim() || undefined;
  const keys = [...(deliveryId ? [`id:${deliveryId}`] : []), `sig:${(signature as string).trim().toLowerCase()}`];
  const replay = await replayOf(keys);
  if (replay) return replayRejection(replay, deliveryId);
  return { kind: 'accepted', change: { ...parsed.payload, ...(deliveryId ? { deliveryId } : {}) }, keys };
}

/** The answer to a delivery that went no further than the acceptance: `{error, reason}`, or the 202 of an ignored one. */
export function answerOf(outcome: Exclude<Acceptance, { kind: 'accepted' }>): { status: number; body: Record<string, unknown> } {
  if (outcome.kind === 'ignored') return { status: 202, body: { accepted: false, ignored: true, reason: outcome.reason } };
  return { status: outcome.status, body: { error: outcome.error, reason: outcome.reason } };
}
