/**
 * The TCP ports this process listens on (Linux: its socket descriptors matched against /proc/net/tcp*), for
 * tests that prove nothing is served on a port they did not open. null where /proc is not there.
 */
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';

const LISTEN = '0A';

export function listeningPorts(): number[] | null {
  if (!existsSync('/proc/self/fd') || !existsSync('/proc/net/tcp')) return null;
  const inodes = new Set<string>();
  for (const fd of readdirSync('/proc/self/fd')) {
    try {
      const socket = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/self/fd/${fd}`));
      if (socket?.[1]) inodes.add(socket[1]);
    } catch {
      // closed since the listing
    }
  }
  const ports = new Set<number>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(table)) continue;
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      const [local, state, inode] = [fields[1], fields[3], fields[9]];
      if (state === LISTEN && inode && inodes.has(inode) && local) ports.add(Number.parseInt(local.split(':')[1] ?? '', 16));
    }
  }
  return [...ports].sort((a, b) => a - b);
}
