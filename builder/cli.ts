/**
 * The build's command line (`npm run build:site`, what Netlify runs): builds one domain into dist/ (build.ts),
 * or, when the Netlify incremental plugin left a build hook's request, rebuilds the locales it names.
 * (`npm run build` goes through dev/with-content-api.ts, which starts the embedded content API when
 * CONTENT_API_URL is not set.)
 */
import module from 'node:module';
import { parseArgs } from 'node:util';

// Node keeps the builder's compiled (and type-stripped) modules between runs, so a build starts in a
// fraction of the time; the build is imported only once the cache is on.
module.enableCompileCache();
const { buildSite, failureLine, incrementalRequest, summary, targetOf } = await import('./build.ts');

const { values } = parseArgs({
  options: {
    env: { type: 'string' },
    domain: { type: 'string' },
    'out-dir': { type: 'string' },
    help: { type: 'boolean' },
  },
});
if (values.help) {
  console.log(`Usage: node builder/cli.ts [--env local|dev|beta|live --domain HOST --out-dir DIR]

Builds every locale of one domain into dist/ (or DIST_DIR). Environment: SITE_ENV, SITE_DOMAIN,
CONTENT_API_URL (the content API, required; \`npm run build\` starts the embedded one when it is not set),
CONTENT_API_PUBLIC_URL (what /api/*, /media/* and /uploads/* proxy to on the CDN; default CONTENT_API_URL),
CONTENT_API_ACCEPT (auto, json or ld+json; default auto: the spec's Accept until the API answers 406 to JSON),
CONTENT_API_CACHE_TAGS_HEADER (Cache-Tags, xkey or Surrogate-Key; default Cache-Tags).`);
  process.exit(0);
}
try {
  const target = targetOf(values.env, values.domain);
  const locales = await incrementalRequest(target);
  if (locales) console.log(`incremental build of ${locales.join(', ')} (build hook request)`);
  const result = await buildSite({
    locales,
    env: values.env,
    domain: values.domain,
    outDir: values['out-dir'],
  });
  console.log(summary(result));
  process.exit(0);
} catch (error) {
  console.error(`build failed: ${failureLine(error)}`);
  console.error('dist/ keeps the previous build.');
  process.exit(1);
}
