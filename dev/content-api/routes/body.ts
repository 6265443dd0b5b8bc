/**
 * Request bodies of the writes: JSON only (415 otherwise; JSON-LD only in dialect 4), at most 1 MB (413, counted while the body streams,
 * so a chunked 200 MB body costs 1 MB of memory), well-formed (400).
 */
import { readLimited } from '#builder/read-limited.ts';
import { isApiPath } from '#contract/proxied-paths.ts';
import { ApiError } from '../errors.ts';
import type { RouteContext } from './types.ts';

export const MAX_BODY_BYTES = 1024 * 1024;

const JSON_TYPES = ['application/json', 'application/ld+json', 'application/merge-patch+json'];

export async function readJson(rc: RouteContext, opts: { allowEmpty?: boolean } = {}): Promise<unknown> {
  const buf = await readLimited(() => rc.req.body, MAX_BODY_BYTES, rc.req.headers.get('content-length'));
  if (!buf) throw new ApiError(413, `The request body is larger than ${MAX_BODY_BYTES} bytes.`);
  if (buf.length === 0) {
    if (opts.allowEmpty) return {};
    throw new ApiError(400, 'The request body is empty; send a JSON object.');
  }
  const type = (rc.req.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  // API Platform 4 reads the formats it serves, JSON-LD alone by default (the CMS is not API Platform).
  const jsonLdOnly = rc.state.options.dialect.version === '4' && isApiPath(rc.url.pathname);
  if (jsonLdOnly ? type !== 'application/ld+json' : !JSON_TYPES.includes(type)) {
    throw new ApiError(
      415,
      jsonLdOnly
        ? `The content-type "${type || '(none)'}" is not supported. Supported MIME types are "application/ld+json".`
        : `Unsupported content type "${type || '(none)'}": send application/json (or application/ld+json).`,
    );
  }
  const text = new TextDecoder().decode(buf);
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new ApiError(400, `Malformed JSON body: ${(err as Error).message}`);
  }
}
