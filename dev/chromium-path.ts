/**
 * The Chromium the project's own tools drive: `CHROMIUM_PATH` when set, else Debian's where it exists
 * (Playwright cannot download browsers on the build machines), else Playwright's own browser (undefined).
 */
import { existsSync } from 'node:fs';

export const chromiumPath: string | undefined =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
