/**
 * A webhook receiver for the Procurement Data Service, on node:http alone.
 *
 * It reads the raw body bytes, checks X-Service-Signature with
 * verifySignature (src/webhooks/verify.ts: a standalone module, copy it into
 * your project), answers 401 to a bad signature, 2xx quickly to a good one,
 * and uses delivery_id as the idempotency key: a delivery can arrive more
 * than once (the service delivers at least once), and a repeat is
 * acknowledged again but handled once.
 *
 * Run it with examples/webhook-receiver/server.ts (README "Webhook receivers
 * and deliveries").
 */
import http from 'node:http';
import { verifySignature } from '../../src/webhooks/verify.js';

export interface ReceivedDelivery {
  delivery_id: string;
  timestamp: string;
  events: { event_type: string; alert_id: string; query_type: string; matches: { new_count: number; modified_count: number } }[];
  test?: boolean;
}

export interface ReceiverOptions {
  /** the secret the service returned when the receiver was registered (or last rotated) */
  secret: string;
  /** called once per delivery_id; keep it quick (or queue the work) so the answer is quick */
  onDelivery: (delivery: ReceivedDelivery) => void | Promise<void>;
  /** largest body accepted (default 16 MiB: 12 events of 1,000 summaries each fit easily) */
  maxBodyBytes?: number;
  /** how many delivery ids to remember for deduplication (default 10,000) */
  rememberIds?: number;
}

export function createReceiver(opts: ReceiverOptions): http.Server {
  const maxBytes = opts.maxBodyBytes ?? 16 * 1024 * 1024;
  const seen = new Set<string>();
  const remember = (id: string) => {
    seen.add(id);
    // forget the oldest ids (a Set iterates in insertion order)
    if (seen.size > (opts.rememberIds ?? 10_000)) seen.delete(seen.values().next().value as string);
  };
  return http.createServer((req, res) => {
    const answer = (status: number, text: string) => {
      res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(text);
    };
    if (req.method !== 'POST') return answer(405, 'POST only');
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        answer(413, 'body too large');
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', async () => {
      if (res.writableEnded) return;
      const raw = Buffer.concat(chunks);
      // verify over the exact bytes received, before parsing anything
      if (!verifySignature(raw, req.headers['x-service-signature'] as string | undefined, opts.secret)) return answer(401, 'bad signature');
      let delivery: ReceivedDelivery;
      try {
        delivery = JSON.parse(raw.toString('utf8')) as ReceivedDelivery;
      } catch {
        return answer(400, 'body is not JSON');
      }
      if (typeof delivery?.delivery_id !== 'string') return answer(400, 'no delivery_id');
      if (seen.has(delivery.delivery_id)) return answer(200, 'already received');
      try {
        await opts.onDelivery(delivery);
      } catch {
        // not remembered: the service retries, and the next attempt is handled afresh
        return answer(500, 'handler failed');
      }
      remember(delivery.delivery_id);
      answer(200, 'ok');
    });
  });
}
