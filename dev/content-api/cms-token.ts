/**
 * The CMS's bearer token when none is configured: random, generated once per data dir and kept in
 * `{dataDir}/cms-token`, readable by its owner only. A fixed, documented default would let anything that can
 * reach the port edit content.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const CMS_TOKEN_FILE = 'cms-token';

export function cmsTokenOf(dataDir: string): string {
  const file = join(dataDir, CMS_TOKEN_FILE);
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const token = randomBytes(24).toString('base64url');
  try {
    writeFileSync(file, `${token}\n`, { mode: 0o600, flag: 'wx' });
    return token;
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
}
