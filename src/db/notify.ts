/**
 * PostgreSQL LISTEN on a dedicated connection, with reconnection: the way
 * each instance hears that data its caches hold has changed (the credential
 * cache, src/auth/cache.ts; the count cache, src/engine/query/list.ts).
 *
 * `onLive(false)` is called whenever notifications may be missed (before the
 * first connection, after the connection drops, after stop()); `onLive(true)`
 * once the LISTENs are in place again. A cache must not serve entries while
 * it is not live: a change made while the connection was down was never
 * announced, so callers clear on both transitions.
 */
import pg from 'pg';
import type { Logger } from '../logger.js';

export interface Listener {
  /** per channel: called with the notification's payload */
  channels: Record<string, (payload: string) => void>;
  onLive(live: boolean): void;
}

/** LISTEN on every channel of `listener` over one connection; returns a stop function. */
export function listenForNotifications(url: string, listener: Listener, logger: Logger, what: string): () => Promise<void> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  let delay = 250;
  const names = Object.keys(listener.channels);
  for (const n of names) if (!/^[a-z_][a-z0-9_]*$/.test(n)) throw new Error(`not a channel name: ${n}`);

  const connect = async () => {
    if (stopped) return;
    const c = new pg.Client({ connectionString: url });
    c.on('error', () => undefined);
    c.on('end', () => {
      if (client !== c) return;
      client = null;
      listener.onLive(false);
      schedule();
    });
    c.on('notification', (n) => {
      const handler = Object.hasOwn(listener.channels, n.channel) ? listener.channels[n.channel] : undefined;
      handler?.(n.payload ?? '');
    });
    try {
      await c.connect();
      for (const n of names) await c.query(`LISTEN ${n}`);
      if (stopped) {
        await c.end().catch(() => undefined);
        return;
      }
      client = c;
      delay = 250;
      listener.onLive(true);
    } catch (err) {
      await c.end().catch(() => undefined);
      listener.onLive(false);
      logger.warn({ err: { message: (err as Error).message } }, `${what}: cannot listen for changes; the cache is off until it can`);
      schedule();
    }
  };
  const schedule = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, delay);
    retry.unref();
    delay = Math.min(delay * 2, 10_000);
  };
  listener.onLive(false);
  void connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    listener.onLive(false);
    const c = client;
    client = null;
    await c?.end().catch(() => undefined);
  };
}
