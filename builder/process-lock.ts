/**
 * A lock the operating system releases: a listening socket bound to a name derived from the locked path.
 * While its process lives, binding the same name fails; when the process ends in any way (exit, crash,
 * SIGKILL, even as a zombie, whose sockets are already closed), the name is free again. A pid in a file
 * cannot promise that: a dead holder's pid may be reused, or its zombie still answer `kill(pid, 0)`.
 *
 * On Linux the socket lives in the abstract namespace (no file at all); elsewhere it is a socket file in
 * the temporary folder, and a file nobody listens on any more is taken as abandoned and removed.
 */
import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

function socketName(lockedPath: string): string {
  const hash = createHash('sha256').update(path.resolve(lockedPath)).digest('hex').slice(0, 32);
  return process.platform === 'linux'
    ? `\0furniture-site-lock-${hash}`
    : path.join(os.tmpdir(), `furniture-site-lock-${hash}.sock`);
}

function listen(server: net.Server, name: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      if (error.code === 'EADDRINUSE') resolve(false);
      else reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve(true);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(name);
  });
}

/** Whether a process listens on the socket (a socket file can outlive its process where names are files). */
function answers(name: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(name);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Takes the lock of `lockedPath` if it is free: its release, or null while another process holds it. */
export async function tryProcessLock(lockedPath: string): Promise<(() => Promise<void>) | null> {
  const name = socketName(lockedPath);
  const server = net.createServer((socket) => socket.destroy());
  server.unref();
  if (!(await listen(server, name))) {
    if (name.startsWith('\0') || (await answers(name))) return null;
    await rm(name, { force: true });
    if (!(await listen(server, name))) return null;
  }
  let released: Promise<void> | null = null;
  return () => {
    released ??= new Promise((resolve) => server.close(() => resolve()));
    return released;
  };
}

/**
 * Waits for the lock of `lockedPath` and returns its release, or null when `done()` became true while
 * waiting (another process did the work).
 */
export async function acquireProcessLock(
  lockedPath: string,
  options: { done?: () => boolean; onWait?: () => void; pollMs?: number } = {},
): Promise<(() => Promise<void>) | null> {
  const done = options.done ?? (() => false);
  let waited = false;
  for (;;) {
    const release = await tryProcessLock(lockedPath);
    if (release) {
      if (!done()) return release;
      await release();
      return null;
    }
    if (done()) return null;
    if (!waited) options.onWait?.();
    waited = true;
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 250));
  }
}
