/**
 * What the engine suite's browsers talk to: the local e2e build (every pre-live locale under prefixes) served
 * like the CDN by dev/serve.ts with its own embedded content API, behind a small proxy that belongs to the
 * suite alone. The proxy
 * - puts the error probe (page-probe.ts, served from the site's own origin) first in every HTML page, so the
 *   production CSP allows it and the built files stay as they are;
 * - collects the probe's reports;
 * - can take the site off the network: every request then has its connection dropped, as when a visitor
 *   loses the network, which is what the service worker's offline answers are for.
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import { type RunningContentApi, startContentApi } from '#dev/content-api/server.ts';
import { type SiteServer, startSiteServer } from '#dev/serve.ts';
import { pageProbe } from './page-probe.ts';

export interface ProbeReport {
  kind: 'exception' | 'rejection' | 'csp' | 'resource' | 'modulepreload-quirk';
  message: string;
  page: string;
}

export interface SuiteServer {
  /** The origin the browsers open, e.g. http://localhost:4422. */
  url: string;
  /** The probe's reports since the last call. */
  takeReports(): ProbeReport[];
  /** Drops every connection while true (the network is gone), answers again when false. */
  setOffline(offline: boolean): void;
  close(): Promise<void>;
}

const PROBE_PATH = '/__engines/probe.js';
const PROBE_TAG = `<script src="${PROBE_PATH}"></script>`;
/** A blank page on the site's origin: where a session clears storage before a scenario opens its first page. */
export const BLANK_PATH = '/__engines/blank';

/** The page with the probe first in <head> (after the charset declaration, which must come early). */
export function withProbe(html: string): string {
  const charset = /<meta charset="?[\w-]+"?\s*\/?>/i.exec(html);
  if (charset) return html.replace(charset[0], `${charset[0]}${PROBE_TAG}`);
  return html.replace(/<head\b[^>]*>/i, (head) => `${head}${PROBE_TAG}`);
}

async function readBody(stream: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startSuiteServer(options: {
  root: string;
  distDir: string;
  port: number;
  apiPort: number;
  sitePort: number;
}): Promise<SuiteServer> {
  const api: RunningContentApi = await startContentApi({
    port: options.apiPort,
    dataDir: path.join(options.root, '.data/engines-api'),
    quiet: true,
  });
  const site: SiteServer = await startSiteServer({ distDir: options.distDir, port: options.sitePort, apiUrl: api.url });
  const upstream = new URL(site.url);
  let reports: ProbeReport[] = [];
  let offline = false;
  const sockets = new Set<Socket>();
  const probeSource = `(${pageProbe.toString()})();\n`;

  const server = http.createServer(async (req, res) => {
    const url = req.url ?? '/';
    // The suite's own channel stays up: the offline page reports its errors like any other.
    if (offline && !url.startsWith('/__engines/')) {
      req.socket.destroy();
      return;
    }
    if (url === PROBE_PATH) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(probeSource);
      return;
    }
    if (url === '/__engines/report' && req.method === 'POST') {
      try {
        reports.push(JSON.parse((await readBody(req)).toString('utf8')) as ProbeReport);
      } catch {
        // a malformed report is not the site's fault; the probe only sends JSON
      }
      res.writeHead(204).end();
      return;
    }
    if (url === BLANK_PATH) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><title>blank</title>');
      return;
    }
    // Plain bytes from upstream, so that HTML can be rewritten; the suite's browsers run on this machine.
    const headers = { ...req.headers, host: upstream.host, 'accept-encoding': 'identity' };
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, path: url, method: req.method, headers },
      async (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        if (!type.startsWith('text/html') || req.method === 'HEAD') {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const html = withProbe((await readBody(answer)).toString('utf8'));
        const { 'content-length': _length, ...rest } = answer.headers;
        res.writeHead(answer.statusCode ?? 502, { ...rest, 'content-length': Buffer.byteLength(html) });
        res.end(html);
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));

  return {
    url: `http://localhost:${options.port}`,
    takeReports() {
      const taken = reports;
      reports = [];
      return taken;
    },
    setOffline(value) {
      offline = value;
      // Kept-alive connections would otherwise carry on as if nothing happened.
      if (value) for (const socket of sockets) socket.destroy();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await site.close();
      await api.close();
    },
  };
}
