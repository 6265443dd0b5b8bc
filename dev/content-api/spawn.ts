/**
 * Starts the embedded content API in its own process and resolves once it prints its readiness line. The
 * build uses this so that the API's serialization runs on another core than the page rendering.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

export interface SpawnedContentApi {
  url: string;
  readyLine: string;
  pid: number;
  close(): Promise<void>;
}

/**
 * `env`: extra environment of the API process; secrets (WEBHOOK_SECRET, CMS_TOKEN) go there, never into `args`,
 * which any user of the machine can read in the process list.
 */
export function spawnContentApi(args: string[] = [], env: Record<string, string> = {}): Promise<SpawnedContentApi> {
  const cli = path.join(import.meta.dirname, 'cli.ts');
  const port = args.includes('--port') ? [] : ['--port', '0'];
  const child = spawn(process.execPath, [cli, ...port, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  // The API must not outlive the build that started it, however the build ends.
  const stopChild = () => child.kill('SIGTERM');
  process.once('exit', stopChild);
  child.once('exit', () => process.off('exit', stopChild));
  return new Promise((resolve, reject) => {
    let output = '';
    const onExit = (code: number | null) =>
      reject(new Error(`content API exited (${code}) before it was ready: ${output.trim()}`));
    child.once('exit', onExit);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
      const line = output.split('\n').find((l) => l.includes(' ready '));
      const url = line?.match(/ready (http:\/\/\S+)/)?.[1];
      if (!line || !url) return;
      child.off('exit', onExit);
      child.stdout.removeAllListeners('data');
      child.stdout.resume();
      resolve({
        url,
        readyLine: line,
        pid: child.pid as number,
        close: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}
