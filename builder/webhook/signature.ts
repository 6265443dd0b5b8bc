/**
 * The webhook signature, checked by the one acceptance of a delivery (acceptance.ts) that the local receiver
 * and the Netlify function share. The CMS sends
 *
 *   X-Webhook-Timestamp: <unix seconds>
 *   X-Webhook-Signature: sha256=<hex HMAC-SHA256(secret, timestamp + "." + rawBody)>
 *
 * over the exact bytes of the body. Pure: no I/O, the clock is a parameter.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-webhook-signature';
export const TIMESTAMP_HEADER = 'x-webhook-timestamp';
export const DELIVERY_ID_HEADER = 'x-webhook-id';

/** How far a timestamp may lie in the past or the future (seconds). */
export const DEFAULT_TOLERANCE_SECONDS = 300;

const SCHEME = 'sha256=';

function hmac(secret: string, timestamp: string, rawBody: Uint8Array | string): Buffer {
  if (!secret) throw new TypeError('webhook secret must be a non-empty string');
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
}

/** `sha256=<hex>` of `timestamp + "." + rawBody`. */
export function sign(secret: string, timestamp: number | string, rawBody: Uint8Array | string): string {
  return `${SCHEME}${hmac(secret, String(timestamp), rawBody).toString('hex')}`;
}

/** The headers a sender puts on a delivery (tests, tools). `now` in milliseconds. */
export function signedHeaders(
  secret: string,
  rawBody: Uint8Array | string,
  options: { now?: number; deliveryId?: string } = {},
): Record<string, string> {
  const timestamp = Math.floor((options.now ?? Date.now()) / 1000);
  return {
    'content-type': 'application/json',
    [TIMESTAMP_HEADER]: String(timestamp),
    [SIGNATURE_HEADER]: sign(secret, timestamp, rawBody),
    ...(options.deliveryId ? { [DELIVERY_ID_HEADER]: options.deliveryId } : {}),
  };
}

export type VerifyFailureReason = 'missing' | 'malformed' | 'mismatch' | 'stale' | 'future';

export type VerifyResult = { ok: true; timestamp: number } | { ok: false; reason: VerifyFailureReason; message: string };

export interface VerifyInput {
  /** The shared secret; several during a rotation (any one may match). */
  secret: string | readonly string[];
  timestampHeader: string | null | undefined;
  signatureHeader: string | null | undefined;
  /** The body exactly as received. */
  rawBody: Uint8Array | string;
  /** Current time in milliseconds (Date.now()). */
  now?: number;
  toleranceSeconds?: number;
}

const fail = (reason: VerifyFailureReason, message: string): VerifyResult => ({ ok: false, reason, message });

/**
 * Checks a delivery's signature, then its timestamp. The comparison is constant-time; a request with a wrong
 * signature learns nothing about the timestamp check.
 */
export function verify(input: VerifyInput): VerifyResult {
  const secrets = (typeof input.secret === 'string' ? [input.secret] : [...input.secret]).filter(Boolean);
  if (secrets.length === 0) throw new TypeError('webhook secret must be a non-empty string');
  const tolerance = input.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  const timestampHeader = input.timestampHeader?.trim();
  const signatureHeader = input.signatureHeader?.trim();

  if (!signatureHeader) return fail('missing', 'missing X-Webhook-Signature header');
  if (!timestampHeader) return fail('missing', 'missing X-Webhook-Timestamp header');
  if (!/^\d{1,12}$/.test(timestampHeader)) {
    return fail('malformed', 'X-Webhook-Timestamp must be unix seconds (digits only)');
  }
  const match = /^sha256=([0-9a-fA-F]{64})$/.exec(signatureHeader);
  if (!match) return fail('malformed', 'X-Webhook-Signature must be "sha256=" followed by 64 hex digits');

  const given = Buffer.from((match[1] as string).toLowerCase(), 'hex');
  let matched = false;
  for (const secret of secrets) {
    // Every secret is tried, so the time taken does not tell which one (if any) matched.
    if (timingSafeEqual(given, hmac(secret, timestampHeader, input.rawBody))) matched = true;
  }
  if (!matched) return fail('mismatch', 'signature does not match the body and timestamp');

  const timestamp = Number(timestampHeader);
  const nowSeconds = Math.floor((input.now ?? Date.now()) / 1000);
  if (timestamp < nowSeconds - tolerance) {
    return fail('stale', `timestamp is ${nowSeconds - timestamp} s old (tolerance ${tolerance} s)`);
  }
  if (timestamp > nowSeconds + tolerance) {
    return fail('future', `timestamp is ${timestamp - nowSeconds} s in the future (tolerance ${tolerance} s)`);
  }
  return { ok: true, timestamp };
}
