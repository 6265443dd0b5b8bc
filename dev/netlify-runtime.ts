/**
 * A Netlify function module run as Netlify's function runtime loads it: in a fresh Node process with the
 * flags the runtime sets (and netlify-cli copies), which turn off require() of ES modules and module-type
 * detection. A CommonJS dependency that requires an ES-only package fails here as it does on Netlify, and
 * not on plain Node 24. Used by the admin function's test and by the deploy rehearsal's cold-start figures.
 */
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';

export const NETLIFY_RUNTIME_FLAGS = ['--no-experimental-require-module', '--no-experimental-detect-module'];

export interface FunctionRequest {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface FunctionResponse {
  status: number;
  /** Milliseconds from the process's start to this response's body read. */
  ms: number;
  headers: Record<string, string>;
  body: string;
}

export interface FunctionRun {
  responses: FunctionResponse[];
  /** Milliseconds from the process's start to the module loaded. */
  loadedMs: number;
  /** The TCP ports the function's process listened on after the last request (null without /proc). */
  listening: number[] | null;
}

const LISTENING_PORTS_MODULE = new URL('./listening-ports.ts', import.meta.url).href;

// Runs in the child: imports the function, answers the requests in order, prints one JSON line.
const HARNESS = `
const [file, requestsJson, portsModule] = process.argv.slice(1);
const fn = await import(file);
const loadedMs = performance.now();
const responses = [];
for (const r of JSON.parse(requestsJson)) {
  const response = await fn.default(new Request(r.url, { method: r.method, headers: r.headers, body: r.body }));
  const body = await response.text();
  responses.push({ status: response.status, ms: performance.now(), headers: Object.fromEntries(response.headers), body });
}
const listening = (await import(portsModule)).listeningPorts();
// Exit once the line is written (a pipe is written asynchronously): the function may keep servers open.
process.stdout.write('\\n' + JSON.stringify({ responses, loadedMs, listening }) + '\\n', () => process.exit(0));
`;

/**
 * Loads the function module `file` in a new process with Netlify's runtime flags and the given environment
 * (nothing else of this process's), and sends it the requests in order. Rejects with the child's output when
 * the module cannot load or a request throws.
 */
export function runFunction(
  file: string,
  requests: readonly FunctionRequest[],
  env: Record<string, string> = {},
): Promise<FunctionRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        ...NETLIFY_RUNTIME_FLAGS,
        '--input-type=module',
        '-e',
        HARNESS,
        pathToFileURL(file).href,
        JSON.stringify(requests),
        LISTENING_PORTS_MODULE,
      ],
      { env: { PATH: process.env.PATH ?? '', ...env } },
    );
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.once('exit', (code) => {
      const last = output.trimEnd().split('\n').at(-1) ?? '';
      try {
        if (code === 0) return resolve(JSON.parse(last) as FunctionRun);
      } catch {}
      reject(new Error(`the function ${file} failed (exit ${code}): ${output.trim()}`));
    });
  });
}
