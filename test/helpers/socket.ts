/**
 * The app over a real socket (@hono/node-server on 127.0.0.1, a free port),
 * for what only a socket shows: node-server's light request and answer
 * objects, raw HTTP framing (chunked bodies, declared lengths, malformed
 * headers).
 */
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from '../../src/app.js';
import type { Database } from '../../src/db/client.js';
import { createLogger } from '../../src/logger.js';
import { startTestApp, type TestApp } from './app.js';

export interface SocketServer {
  port: number;
  close(): Promise<void>;
}

export async function serveOverSocket(db: Database): Promise<SocketServer> {
  const app = createApp({ db, logger: createLogger('silent') });
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  return {
    port: (server.address() as AddressInfo).port,
    async close() {
      (server as http.Server).closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

/** A test app (its own database) and the same app over a socket; `close` ends both. */
export async function startSocketTestApp(): Promise<{ app: TestApp; port: number; close(): Promise<void> }> {
  const app = await startTestApp();
  const server = await serveOverSocket(app.db);
  return {
    app,
    port: server.port,
    async close() {
      await server.close();
      await app.close();
    },
  };
}
