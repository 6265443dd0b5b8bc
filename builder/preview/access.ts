/**
 * Who may open the admin routes (previews of unpublished content, the block catalogue, the dictionary
 * export): a request carrying the preview secret in the `X-Preview-Secret` header, or a signed link made with
 * it (`expires` in Unix seconds and `signature`, an HMAC-SHA256 of the path, the locale and the expiry), so an
 * editor can open a preview from the CMS without the secret itself. Other query parameters (the export's
 * format) are not signed: they choose a presentation, not what may be seen. No secret configured: nobody.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const PREVIEW_SECRET_HEADER = 'x-preview-secret';
/** Signed links last a day unless asked otherwise. */
export const DEFAULT_LINK_TTL_SECONDS = 24 * 60 * 60;

/** The signed part of a link: its path, locale and expiry. */
function canonical(url: URL): string {
  return [url.pathname.replace(/\/$/, ''), url.searchParams.get('locale') ?? '', url.searchParams.get('expires') ?? ''].join(
    '\n',
  );
}

const sign = (secret: string, url: URL) => createHmac('sha256', secret).update(canonical(url)).digest('hex');

function equal(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A link to `pathAndQuery` (relative to `origin`) that opens without the header until it expires. */
export function signPreviewUrl(
  origin: string,
  pathAndQuery: string,
  secret: string,
  { ttlSeconds = DEFAULT_LINK_TTL_SECONDS, now = Date.now() }: { ttlSeconds?: number; now?: number } = {},
): string {
  const url = new URL(pathAndQuery, origin);
  url.searchParams.delete('signature');
  url.searchParams.set('expires', String(Math.floor(now / 1000) + ttlSeconds));
  url.searchParams.set('signature', sign(secret, url));
  return url.toString();
}

export type AccessDecision = { allowed: true } | { allowed: false; reason: string };

export function previewAccess(request: Request, secret: string | undefined, now = Date.now()): AccessDecision {
  if (!secret) return { allowed: false, reason: 'previews are not configured on this site (no PREVIEW_SECRET)' };
  const header = request.headers.get(PREVIEW_SECRET_HEADER);
  if (header !== null) return equal(header, secret) ? { allowed: true } : { allowed: false, reason: 'wrong preview secret' };
  const url = new URL(request.url);
  const signature = url.searchParams.get('signature');
  const expires = Number(url.searchParams.get('expires'));
  if (!signature) return { allowed: false, reason: 'the preview secret or a signed link is required' };
  if (!Number.isInteger(expires) || expires * 1000 < now) return { allowed: false, reason: 'the signed link has expired' };
  return equal(signature, sign(secret, url))
    ? { allowed: true }
    : { allowed: false, reason: 'the link signature does not match' };
}
