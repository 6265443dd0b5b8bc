/** Child processes of the project's scripts (builds, benchmarks): run one to completion. */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Runs a command to completion; its output is collected (and echoed with `echo`), failure rejects with it. */
export function runCommand(
  command: string,
  args: string[],
  options: { env?: Record<string, string>; cwd?: string; echo?: boolean } = {},
): Promise<{ output: string; seconds: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? root,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...options.env },
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk;
      if (options.echo) process.stdout.write(chunk);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('exit', (code) =>
      code === 0
        ? resolve({ output, seconds: (performance.now() - started) / 1000 })
        : reject(new Error(`${args.join(' ')}: ${output}`)),
    );
  });
}
