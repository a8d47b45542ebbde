/**
 * Run the example receiver:
 *
 *   WEBHOOK_SECRET=whsec_... PORT=8787 npx tsx examples/webhook-receiver/server.ts
 *
 * WEBHOOK_SECRET is the `secret` the service returned when the receiver was
 * registered. Every verified delivery is printed as one line.
 */
import type { AddressInfo } from 'node:net';
import { createReceiver } from './receiver.js';

const secret = process.env.WEBHOOK_SECRET;
if (!secret) {
  console.error('set WEBHOOK_SECRET to the secret returned by POST /api/webhooks/endpoints/');
  process.exit(1);
}
const port = Number(process.env.PORT ?? 8787);
const host = process.env.HOST ?? '127.0.0.1';

const server = createReceiver({
  secret,
  onDelivery: (d) => {
    const events = d.events.map((e) => `${e.event_type} (${e.query_type}): ${e.matches.new_count} new, ${e.matches.modified_count} modified`).join('; ');
    console.log(`${new Date().toISOString()} delivery ${d.delivery_id}${d.test ? ' [test]' : ''}: ${events}`);
  },
});
server.listen(port, host, () => console.log(`webhook receiver listening on http://${host}:${(server.address() as AddressInfo).port}/`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
