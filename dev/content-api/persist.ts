/**
 * Persistence helpers for the data dir: JSON documents written atomically (temp file + rename, so a crash never
 * leaves half a file) and append-only JSON-lines logs (the CMS journal, the outbox), whose torn last line, if
 * any, is ignored on load.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

let tmpCounter = 0;

export function writeFileAtomic(path: string, data: string | Uint8Array): void {
  mkdirSync(dirname(path), { recursive: true });
  const tmp = `${path}.${process.pid}.${Date.now()}.${tmpCounter++}.tmp`;
  writeFileSync(tmp, data);
  renameSync(tmp, path);
}

export class JsonFile<T> {
  readonly path: string;
  data: T;

  constructor(path: string, initial: () => T) {
    this.path = path;
    this.data = initial();
    if (existsSync(path)) {
      try {
        this.data = JSON.parse(readFileSync(path, 'utf8')) as T;
      } catch (err) {
        process.stderr.write(`content-api: cannot read ${path} (${(err as Error).message}); starting empty\n`);
      }
    }
  }

  save(): void {
    writeFileAtomic(this.path, `${JSON.stringify(this.data, null, 1)}\n`);
  }
}

export function readJsonLines<T>(path: string): T[] {
  if (!existsSync(path)) return [];
  const out: T[] = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    try {
      out.push(JSON.parse(line) as T);
    } catch {
      process.stderr.write(`content-api: skipping a torn line in ${path}\n`);
    }
  }
  return out;
}

export function appendJsonLine(path: string, value: unknown): void {
  mkdirSync(dirname(path), { recursive: true });
  appendFileSync(path, `${JSON.stringify(value)}\n`);
}
