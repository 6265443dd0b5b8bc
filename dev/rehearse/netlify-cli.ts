/**
 * Netlify's own CLI (the netlify-cli devDependency), run offline for the deploy rehearsal: `netlify build`
 * (the build command, the local plugin with its build cache, the functions bundler) and `netlify dev` over the
 * built site (Netlify's redirects and headers engine, its function runtime, a local Blobs sandbox).
 *
 * Telemetry is off (`netlify --telemetry-disable` in a scratch config folder, and CI=true), update checks off
 * (NO_UPDATE_NOTIFIER), edge functions off (the site has none; their runtime, Deno, would be downloaded).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { runCommand } from '../run-command.ts';

const root = path.resolve(import.meta.dirname, '../..');
const NETLIFY_BIN = path.join(root, 'node_modules/netlify-cli/bin/run.js');

export interface NetlifyDevPorts {
  /** Netlify's proxy: what visitors reach. */
  port: number;
  functionsPort: number;
  staticServerPort: number;
}

export interface RunningNetlifyDev {
  url: string;
  output: () => string;
  stop(): Promise<void>;
}

export class NetlifyCli {
  readonly #env: Record<string, string>;

  private constructor(env: Record<string, string>) {
    this.#env = env;
  }

  /** The CLI with its configuration in `scratch` (never the user's ~/.config/netlify) and telemetry off. */
  static async open(scratch: string): Promise<NetlifyCli> {
    const config = path.join(scratch, 'config');
    await mkdir(config, { recursive: true });
    const cli = new NetlifyCli({
      XDG_CONFIG_HOME: config,
      NO_UPDATE_NOTIFIER: '1',
      CI: 'true',
      BROWSER: 'none',
      ASTRO_TELEMETRY_DISABLED: '1',
    });
    await cli.run(['--telemetry-disable'], {});
    return cli;
  }

  run(args: string[], env: Record<string, string>): Promise<{ output: string; seconds: number }> {
    return runCommand(process.execPath, [NETLIFY_BIN, ...args], { env: { ...this.#env, ...env } });
  }

  /** `netlify build --offline` of the repository with the site's environment. */
  build(env: Record<string, string>): Promise<{ output: string; seconds: number }> {
    return this.run(['build', '--offline'], env);
  }

  /**
   * `netlify dev --offline` serving the built dist/ (no framework, no build): resolves once the proxy answers
   * and both functions are loaded.
   */
  async dev(env: Record<string, string>, ports: NetlifyDevPorts, functions: readonly string[]): Promise<RunningNetlifyDev> {
    const args = [
      'dev',
      '--offline',
      '--internal-disable-edge-functions',
      '--framework',
      '#static',
      '--dir',
      'dist',
      '--no-open',
      '--port',
      String(ports.port),
      '--functions-port',
      String(ports.functionsPort),
      '--staticServerPort',
      String(ports.staticServerPort),
    ];
    // Its own process group, so that stopping it stops whatever it started.
    const child = spawn(process.execPath, [NETLIFY_BIN, ...args], {
      cwd: root,
      env: { ...process.env, ...this.#env, ...env },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    const url = `http://127.0.0.1:${ports.port}`;
    const stop = () => stopGroup(child);
    const deadline = Date.now() + 120_000;
    while (!functions.every((name) => output.includes(`Loaded function ${name}`)) || !(await answers(url))) {
      if (child.exitCode !== null) throw new Error(`netlify dev exited (${child.exitCode}): ${output}`);
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`netlify dev did not come up within 120 s: ${output}`);
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    return { url, output: () => output, stop };
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(2000) });
    await response.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    const signal = (name: NodeJS.Signals) => {
      try {
        process.kill(-(child.pid as number), name);
      } catch {}
    };
    signal('SIGTERM');
    // The CLI waits for its servers to close; give it a few seconds, then end the group.
    setTimeout(() => signal('SIGKILL'), 5000).unref();
  });
}
