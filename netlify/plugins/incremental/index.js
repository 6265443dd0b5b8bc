// @ts-check
/**
 * Local Netlify build plugin: incremental per-locale rebuilds from the webhook function's build hook.
 * Registered in netlify.toml with `[[plugins]] package = "./netlify/plugins/incremental"`.
 *
 * Only event handlers may be exported here (Netlify rejects any other export); the logic and its tests live
 * in decide.js.
 */
import { createIncrementalPlugin } from './decide.js';

const plugin = createIncrementalPlugin();

/** Before `npm run build`: restore dist/ and .cache/build and request an incremental build, or do nothing. */
export const onPreBuild = (/** @type {any} */ options) => plugin.onPreBuild(options);

/** After a successful build: stamp the code version, save dist/ and .cache/build in the build cache. */
export const onPostBuild = (/** @type {any} */ options) => plugin.onPostBuild(options);
