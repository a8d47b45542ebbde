/** Webhook test helpers: a loopback receiver that records what arrives, and account fixtures. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestApp } from '../helpers/app.js';
import { createAccountWithKey } from '../helpers/auth.js';

export interface Received {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** the exact bytes that arrived */
  raw: Buffer;
  at: number;
}

export type Responder = (req: Received, res: http.ServerResponse) => void | Promise<void>;

export interface TestReceiver {
  url: string;
  port: number;
  received: Received[];
  /** what to answer next (default 200 "ok") */
  respond: Responder;
  close(): Promise<void>;
}

export const ok: Responder = (_req, res) => {
  res.writeHead(200, { 'content-type': 'text/plain' });
  res.end('ok');
};
export const status = (code: number, text = `status ${code}`, headers: Record<string, string> = {}): Responder => (_req, res) => {
  res.writeHead(code, { 'content-type': 'text/plain', ...headers });
  res.end(text);
};

/** A receiver on 127.0.0.1 (an ephemeral port). */
export async function startReceiver(path = '/hooks'): Promise<TestReceiver> {
  const state: TestReceiver = { url: '', port: 0, received: [], respond: ok, close: async () => undefined };
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const r: Received = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, raw: Buffer.concat(chunks), at: Date.now() };
      state.received.push(r);
      void Promise.resolve(state.respond(r, res)).catch(() => res.destroy());
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  state.port = port;
  state.url = `http://127.0.0.1:${port}${path}`;
  state.close = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    });
  return state;
}

/** A fresh account of `tier` with an API key; `h` is its request header. */
export async function newAccount(app: TestApp, tier = 'small') {
  const { account, key } = await createAccountWithKey(app.db.prisma, tier);
  return { accountId: account.id, key: key.key, h: { 'x-api-key': key.key } as Record<string, string> };
}

export function jsonInit(method: string, headers: Record<string, string>, body?: unknown): RequestInit {
  return { method, headers: { ...headers, 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }) };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
