/**
 * `npm run preview:link -- /admin/pages/41?locale=pl [--origin URL] [--hours 24]`: prints a signed link to an
 * admin route, for an editor to open without the preview secret (PREVIEW_SECRET of the site the link is for).
 * The origin defaults to the build target's URL (SITE_ENV, SITE_DOMAIN).
 */
import { parseArgs } from 'node:util';
import { targetFromEnv } from '#contract/domains.ts';
import { signPreviewUrl } from './access.ts';

const USAGE = 'Usage: PREVIEW_SECRET=... npm run preview:link -- /admin/{module}/{id}?locale=pl [--origin URL] [--hours 24]';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { origin: { type: 'string' }, hours: { type: 'string' }, help: { type: 'boolean' } },
});
const secret = process.env.PREVIEW_SECRET;
const [target] = positionals;
if (values.help || !target || !target.startsWith('/admin/') || !secret) {
  console.error(secret ? USAGE : `PREVIEW_SECRET is not set.\n${USAGE}`);
  process.exit(values.help ? 0 : 2);
}
const hours = Number(values.hours ?? 24);
if (!(hours > 0)) {
  console.error(`--hours must be a positive number.\n${USAGE}`);
  process.exit(2);
}
const origin = values.origin ?? targetFromEnv(process.env).url;
console.log(signPreviewUrl(origin, target, secret, { ttlSeconds: Math.round(hours * 3600) }));
