/**
 * REST routes of webhook receivers and deliveries (README "Webhook receivers
 * and deliveries"). Every route needs a caller (401 {detail} otherwise) and
 * acts on the caller's account only; the operations are ./service.ts, shared
 * with GraphQL. Paths answer with and without the trailing slash; another
 * method answers 405 with Allow. Static paths (test-delivery,
 * sample-payload) are registered before the `{id}` paths.
 *
 *   POST   /api/webhooks/endpoints/                        register -> 201 (secret shown once)
 *   GET    /api/webhooks/endpoints/                        list (page, limit)
 *   POST   /api/webhooks/endpoints/test-delivery/          send a signed test delivery now
 *   GET    /api/webhooks/endpoints/sample-payload/         samples (event_type)
 *   GET    /api/webhooks/endpoints/{id}/                   one receiver
 *   PATCH  /api/webhooks/endpoints/{id}/                   rename, new URL, enable/disable
 *   DELETE /api/webhooks/endpoints/{id}/                   -> 204
 *   POST   /api/webhooks/endpoints/{id}/rotate-secret/     new secret, shown once
 *   GET    /api/webhooks/endpoints/{id}/deliveries/        delivery log (page, limit, status)
 *   POST   /api/webhooks/deliveries/{delivery_id}/redeliver/  -> 202
 *   GET    /api/webhooks/event-types/                      the twelve event types
 *   POST   /api/webhooks/alerts/                           create -> 201, or 200 with the existing alert
 *   GET    /api/webhooks/alerts/                           list (page, limit, query_type, status, endpoint)
 *   GET    /api/webhooks/alerts/query-types/               the fifteen query types and their list endpoints
 *   GET    /api/webhooks/alerts/{id}/                      one alert
 *   PATCH  /api/webhooks/alerts/{id}/                      rename, reschedule, move, pause or resume
 *   DELETE /api/webhooks/alerts/{id}/                      -> 204
 *   POST   /api/webhooks/alerts/{id}/pause/                -> the paused alert
 *   POST   /api/webhooks/alerts/{id}/resume/               -> the active alert
 */
import type { Context as HonoContext, Hono } from 'hono';
import type { Logger } from '../logger.js';
import type { RawQuery } from '../engine/query/list.js';
import { validationError } from '../engine/errors.js';
import { requireAuth } from '../http/auth.js';
import { readJson } from '../http/body.js';
import { methodNotAllowed } from '../http/account.js';
import { webhookConfig } from './config.js';
import { keyRing } from './secrets.js';
import * as svc from './service.js';
import * as alerts from './alerts.js';

export const WEBHOOK_MAX_BODY_BYTES = 16 * 1024;
/** an alert's filters may hold 500 award keys (about 25 KB as JSON) */
export const ALERT_MAX_BODY_BYTES = 64 * 1024;

export interface WebhookRouteDeps {
  query: RawQuery;
  logger: Logger;
  /** publicly visible base address for next/previous links (default: the request's origin) */
  publicBaseUrl?: string;
  service?: svc.ServiceDeps;
  /** alert creation counts and inserts in one transaction */
  alertDb: alerts.AlertDb;
}

/** The parsed body (undefined when empty); invalid JSON or an oversized body is a 400. */
const bodyOf = (c: HonoContext) => readJson(c, WEBHOOK_MAX_BODY_BYTES);

/** Query parameters this route reads, each at most once (a NUL character is a 400). */
function params(c: HonoContext, names: string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of new URL(c.req.url).searchParams) {
    if (!names.includes(k)) continue;
    if (v.includes('\u0000')) throw validationError(`query parameter ${JSON.stringify(k)} contains a NUL character`);
    if (out.has(k)) throw validationError(`query parameter ${JSON.stringify(k)} is given more than once`);
    out.set(k, v);
  }
  return out;
}

function pageLink(c: HonoContext, base: string | undefined, page: number | null): string | null {
  if (page === null) return null;
  const u = new URL(c.req.url);
  const out = new URL(u.pathname, base ?? u.origin);
  for (const [k, v] of u.searchParams) if (k !== 'page') out.searchParams.append(k, v);
  out.searchParams.set('page', String(page));
  return out.toString();
}

/** Mount the routes on the main app (after authentication and rate limiting, before the planned-path 501s). */
export function mountWebhooks(app: Hono<any>, deps: WebhookRouteDeps): void {
  // a malformed WEBHOOK_* variable or a missing WEBHOOK_SECRET_KEY in production fails here, at start
  webhookConfig();
  const ring = keyRing();
  if (ring.development) deps.logger.warn('WEBHOOK_SECRET_KEY is not set: webhook signing secrets are encrypted with the built-in development key (set it in production)');
  const { query: q, logger } = deps;
  const s = deps.service ?? {};
  const both = (path: string) => [path, path.replace(/\/$/, '')];
  const acct = (c: HonoContext) => requireAuth(c).accountId;
  const audit = (c: HonoContext, action: string, fields: Record<string, unknown>) =>
    logger.info({ requestId: c.get('requestId' as never), accountId: acct(c), audit: 'webhooks', action, ...fields }, `webhook ${action}`);
  const pageEnvelope = <T>(c: HonoContext, r: { count: number; next: number | null; previous: number | null; results: T[] }) => ({
    count: r.count,
    next: pageLink(c, deps.publicBaseUrl, r.next),
    previous: pageLink(c, deps.publicBaseUrl, r.previous),
    results: r.results,
  });

  for (const p of both('/api/webhooks/endpoints/')) {
    app.post(p, async (c) => {
      const accountId = acct(c);
      const created = await svc.createEndpoint(q, accountId, await bodyOf(c), s);
      audit(c, 'endpoint.create', { endpointId: created.id, isActive: created.is_active });
      return c.json(created, 201);
    });
    app.get(p, async (c) => {
      const accountId = acct(c);
      const qp = params(c, ['page', 'limit']);
      return c.json(pageEnvelope(c, await svc.listEndpoints(q, accountId, svc.pageArgsFromQuery(qp.get('page'), qp.get('limit')), s)));
    });
    app.all(p, (c) => methodNotAllowed(c, ['GET', 'POST']));
  }
  for (const p of both('/api/webhooks/endpoints/test-delivery/')) {
    app.post(p, async (c) => {
      const accountId = acct(c);
      const result = await svc.testDelivery(q, accountId, await bodyOf(c), s);
      audit(c, 'endpoint.test_delivery', { endpointId: result.endpoint_id, deliveryId: result.delivery_id, success: result.success, statusCode: result.status_code });
      return c.json(result, 200);
    });
    app.all(p, (c) => methodNotAllowed(c, ['POST']));
  }
  for (const p of both('/api/webhooks/endpoints/sample-payload/')) {
    app.get(p, (c) => {
      acct(c);
      const qp = params(c, ['event_type']);
      return c.json(svc.samplePayloads(qp.get('event_type')));
    });
    app.all(p, (c) => methodNotAllowed(c, ['GET']));
  }
  for (const p of both('/api/webhooks/endpoints/:id/')) {
    app.get(p, async (c) => c.json(await svc.getEndpoint(q, acct(c), c.req.param('id'), s)));
    app.patch(p, async (c) => {
      const accountId = acct(c);
      const updated = await svc.updateEndpoint(q, accountId, c.req.param('id'), await bodyOf(c), s);
      audit(c, 'endpoint.update', { endpointId: updated.id, isActive: updated.is_active });
      return c.json(updated);
    });
    app.delete(p, async (c) => {
      const accountId = acct(c);
      await svc.deleteEndpoint(q, accountId, c.req.param('id'));
      audit(c, 'endpoint.delete', { endpointId: c.req.param('id') });
      return c.body(null, 204);
    });
    app.all(p, (c) => methodNotAllowed(c, ['GET', 'PATCH', 'DELETE']));
  }
  for (const p of both('/api/webhooks/endpoints/:id/rotate-secret/')) {
    app.post(p, async (c) => {
      const accountId = acct(c);
      const rotated = await svc.rotateSecret(q, accountId, c.req.param('id'), await bodyOf(c), s);
      audit(c, 'endpoint.rotate_secret', { endpointId: rotated.id });
      return c.json(rotated, 200);
    });
    app.all(p, (c) => methodNotAllowed(c, ['POST']));
  }
  for (const p of both('/api/webhooks/endpoints/:id/deliveries/')) {
    app.get(p, async (c) => {
      const accountId = acct(c);
      const qp = params(c, ['page', 'limit', 'status']);
      const args = { ...svc.pageArgsFromQuery(qp.get('page'), qp.get('limit')), ...(qp.has('status') ? { status: qp.get('status')! } : {}) };
      return c.json(pageEnvelope(c, await svc.listDeliveries(q, accountId, c.req.param('id'), args)));
    });
    app.all(p, (c) => methodNotAllowed(c, ['GET']));
  }
  for (const p of both('/api/webhooks/deliveries/:delivery_id/redeliver/')) {
    app.post(p, async (c) => {
      const accountId = acct(c);
      const d = await svc.redeliver(q, accountId, c.req.param('delivery_id'), await bodyOf(c), s);
      audit(c, 'delivery.redeliver', { deliveryId: d.delivery_id, endpointId: d.endpoint_id });
      return c.json(d, 202);
    });
    app.all(p, (c) => methodNotAllowed(c, ['POST']));
  }
  const caller = (c: HonoContext): alerts.Caller => {
    const p = requireAuth(c);
    return { accountId: p.accountId, tier: p.tier };
  };
  for (const p of both('/api/webhooks/alerts/')) {
    app.post(p, async (c) => {
      const who = caller(c);
      const r = await alerts.createAlert(deps.alertDb, who, await readJson(c, ALERT_MAX_BODY_BYTES));
      audit(c, r.created ? 'alert.create' : 'alert.create_existing', { alertId: r.alert.alert_id, queryType: r.alert.query_type, endpointId: r.alert.endpoint });
      return c.json(r.alert, r.created ? 201 : 200);
    });
    app.get(p, async (c) => {
      const accountId = acct(c);
      const qp = params(c, ['page', 'limit', 'query_type', 'status', 'endpoint']);
      const args = {
        ...svc.pageArgsFromQuery(qp.get('page'), qp.get('limit')),
        ...(qp.has('query_type') ? { query_type: qp.get('query_type')! } : {}),
        ...(qp.has('status') ? { status: qp.get('status')! } : {}),
        ...(qp.has('endpoint') ? { endpoint: qp.get('endpoint')! } : {}),
      };
      return c.json(pageEnvelope(c, await alerts.listAlerts(q, accountId, args)));
    });
    app.all(p, (c) => methodNotAllowed(c, ['GET', 'POST']));
  }
  for (const p of both('/api/webhooks/alerts/query-types/')) {
    app.get(p, (c) => {
      acct(c);
      return c.json(alerts.queryTypes());
    });
    app.all(p, (c) => methodNotAllowed(c, ['GET']));
  }
  for (const p of both('/api/webhooks/alerts/:id/')) {
    app.get(p, async (c) => c.json(await alerts.getAlert(q, acct(c), c.req.param('id'))));
    app.patch(p, async (c) => {
      const who = caller(c);
      const updated = await alerts.updateAlert(q, who, c.req.param('id'), await bodyOf(c));
      audit(c, 'alert.update', { alertId: updated.alert_id, status: updated.status, frequency: updated.frequency });
      return c.json(updated);
    });
    app.delete(p, async (c) => {
      const accountId = acct(c);
      await alerts.deleteAlert(q, accountId, c.req.param('id'));
      audit(c, 'alert.delete', { alertId: c.req.param('id') });
      return c.body(null, 204);
    });
    app.all(p, (c) => methodNotAllowed(c, ['GET', 'PATCH', 'DELETE']));
  }
  for (const [action, fn] of [['pause', alerts.pauseAlert], ['resume', alerts.resumeAlert]] as const) {
    for (const p of both(`/api/webhooks/alerts/:id/${action}/`)) {
      app.post(p, async (c) => {
        const who = caller(c);
        await bodyOf(c);
        const a = await fn(q, who, c.req.param('id'));
        audit(c, `alert.${action}`, { alertId: a.alert_id });
        return c.json(a);
      });
      app.all(p, (c) => methodNotAllowed(c, ['POST']));
    }
  }
  for (const p of both('/api/webhooks/event-types/')) {
    app.get(p, (c) => {
      acct(c);
      return c.json(svc.eventTypes());
    });
    app.all(p, (c) => methodNotAllowed(c, ['GET']));
  }
}
