/**
 * Webhook receivers and deliveries in GraphQL: the same operations as the
 * REST routes (./service.ts), with the same rules and error bodies. A failure
 * is a GraphQL error whose extensions carry {code, http: {status}, body},
 * body being exactly the REST error body (401 {detail}, 400
 * validation_error, 404 not_found, 409 conflict).
 *
 *   queries:   webhookEndpoints, webhookEndpoint(id), webhookDeliveries(endpointId),
 *              webhookEventTypes, webhookSamplePayload(eventType)
 *   mutations: createWebhookEndpoint, updateWebhookEndpoint, deleteWebhookEndpoint,
 *              rotateWebhookEndpointSecret, testWebhookDelivery, redeliverWebhookDelivery
 *   alerts:    alerts, alert(id), alertQueryTypes; createAlert, updateAlert, pauseAlert,
 *              resumeAlert, deleteAlert
 *
 * Ids are String arguments (a malformed one answers the 404 of an unknown id,
 * as REST does); `secret` is non-null only in the answers of
 * createWebhookEndpoint and rotateWebhookEndpointSecret.
 */
import type { ObjectRef } from '@pothos/core';
import { builder } from '../builder.js';
import { toGraphQLError } from '../engine/graphql/register.js';
import { ApiError } from '../engine/errors.js';
import { AUTH_MESSAGES } from '../auth/principal.js';
import type { Context } from '../context.js';
import * as svc from './service.js';
import * as alerts from './alerts.js';

type EndpointOut = svc.EndpointView & { secret?: string };

function accountOf(ctx: Context): string {
  if (!ctx.principal) throw new ApiError(401, { detail: AUTH_MESSAGES.missing });
  return ctx.principal.accountId;
}

/** Run an operation; ApiErrors become GraphQL errors carrying the REST body. */
async function guarded<T>(fn: () => Promise<T> | T): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw toGraphQLError(err);
  }
}

const audit = (ctx: Context, action: string, fields: Record<string, unknown>) =>
  ctx.logger.info({ requestId: ctx.requestId, accountId: ctx.principal?.accountId, audit: 'webhooks', action, ...fields }, `webhook ${action}`);

/** A page-number page of `item` (the REST envelope's members; next and previous as page numbers). */
interface Page<T> {
  count: number;
  next: number | null;
  previous: number | null;
  page: number;
  limit: number;
  results: T[];
}
function pageType<T>(name: string, item: ObjectRef<any, T>) {
  return builder.objectRef<Page<T>>(name).implement({
    description: 'A numbered page: next and previous are the neighbouring page numbers.',
    fields: (t) => ({
      count: t.exposeInt('count', { nullable: false, description: 'Items on all pages.' }),
      next: t.string({ description: 'the next page number, or null', resolve: (p) => (p.next === null ? null : String(p.next)) }),
      previous: t.string({ description: 'the previous page number, or null', resolve: (p) => (p.previous === null ? null : String(p.previous)) }),
      page: t.exposeInt('page', { nullable: false, description: 'This page number.' }),
      limit: t.exposeInt('limit', { nullable: false, description: 'Page size.' }),
      results: t.field({ type: [item], nullable: false, description: 'The items of this page.', resolve: (p) => p.results }),
    }),
  });
}

const WebhookEndpointType = builder.objectRef<EndpointOut>('WebhookEndpoint').implement({
  description: 'A webhook receiver of the calling account (REST /api/webhooks/endpoints/).',
  fields: (t) => ({
    id: t.expose('id', { type: 'UUID', description: "The receiver's id (UUID).", nullable: false }),
    name: t.exposeString('name', { nullable: false, description: 'unique per account' }),
    url: t.exposeString('url', { nullable: false, description: 'where deliveries are POSTed (canonical form)' }),
    isActive: t.boolean({ nullable: false, description: 'false: nothing is delivered until it is enabled (deliveries wait)', resolve: (e) => e.is_active }),
    consecutiveFailures: t.int({ description: 'Failed deliveries in a row; reset by a success.', nullable: false, resolve: (e) => e.consecutive_failures }),
    circuitState: t.string({ nullable: false, description: 'closed, open or half_open', resolve: (e) => e.circuit_state }),
    circuitOpenUntil: t.field({ type: 'DateTime', description: 'ISO 8601; set while the circuit is open or half-open', resolve: (e) => e.circuit_open_until }),
    created: t.expose('created', { type: 'DateTime', description: 'When it was created (ISO 8601).', nullable: false }),
    modified: t.expose('modified', { type: 'DateTime', description: 'When it last changed (ISO 8601).', nullable: false }),
    secret: t.string({
      description: 'The signing secret: only in the answers of createWebhookEndpoint and rotateWebhookEndpointSecret (shown once), null elsewhere.',
      resolve: (e) => e.secret ?? null,
    }),
  }),
});

const WebhookEndpointPageType = pageType('WebhookEndpointPage', WebhookEndpointType);

const WebhookDeliveryType = builder.objectRef<svc.DeliveryView>('WebhookDelivery').implement({
  description: 'One delivery to a receiver (its log entry; the body is not served).',
  fields: (t) => ({
    deliveryId: t.field({ type: 'UUID', description: 'The delivery id (also the X-Service-Delivery-Id header of its requests).', nullable: false, resolve: (d) => d.delivery_id }),
    endpointId: t.field({ type: 'UUID', description: "The receiver's id.", nullable: false, resolve: (d) => d.endpoint_id }),
    created: t.expose('created', { type: 'DateTime', description: 'When it was queued (ISO 8601).', nullable: false }),
    status: t.exposeString('status', { nullable: false, description: 'pending, sending, failed (a retry is scheduled), delivered or dead' }),
    attempts: t.exposeInt('attempts', { description: 'Attempts made so far.', nullable: false }),
    maxAttempts: t.int({ description: 'Attempts allowed before it is dead.', nullable: false, resolve: (d) => d.max_attempts }),
    lastStatusCode: t.int({ description: 'HTTP status of the last attempt; null when none arrived.', resolve: (d) => d.last_status_code }),
    responseTimeMs: t.int({ description: 'Duration of the last attempt in milliseconds.', resolve: (d) => d.response_time_ms }),
    lastError: t.string({ description: 'at most 512 bytes', resolve: (d) => d.last_error }),
    lastAttemptAt: t.field({ type: 'DateTime', description: 'When the last attempt was made (ISO 8601).', resolve: (d) => d.last_attempt_at }),
    nextAttemptAt: t.field({ type: 'DateTime', description: 'When the next attempt is due (ISO 8601); null when none is scheduled.', resolve: (d) => d.next_attempt_at }),
    deliveredAt: t.field({ type: 'DateTime', description: 'When the receiver accepted it (ISO 8601).', resolve: (d) => d.delivered_at }),
    isTest: t.boolean({ description: 'A test delivery (testWebhookDelivery).', nullable: false, resolve: (d) => d.is_test }),
  }),
});

const WebhookDeliveryPageType = pageType('WebhookDeliveryPage', WebhookDeliveryType);

const WebhookTestDeliveryType = builder.objectRef<svc.TestDeliveryResult>('WebhookTestDelivery').implement({
  description: 'The outcome of a test delivery to a receiver.',
  fields: (t) => ({
    success: t.exposeBoolean('success', { description: 'The receiver answered with a 2xx status.', nullable: false }),
    statusCode: t.int({ description: 'the status the receiver answered; null when none arrived', resolve: (r) => r.status_code }),
    responseTimeMs: t.int({ description: 'Duration of the attempt in milliseconds.', nullable: false, resolve: (r) => r.response_time_ms }),
    endpointUrl: t.string({ description: "The receiver's URL.", nullable: false, resolve: (r) => r.endpoint_url }),
    message: t.exposeString('message', { description: 'What happened, in words.', nullable: false }),
    error: t.string({ description: 'Why it failed; null on success.', resolve: (r) => r.error }),
    deliveryId: t.field({ type: 'UUID', description: "The test delivery's id.", nullable: false, resolve: (r) => r.delivery_id }),
    endpointId: t.field({ type: 'UUID', description: "The receiver's id.", nullable: false, resolve: (r) => r.endpoint_id }),
  }),
});

type EventTypeOut = ReturnType<typeof svc.eventTypes>['results'][number];
const WebhookEventTypeType = builder.objectRef<EventTypeOut>('WebhookEventType').implement({
  description: 'An alert event kind and the query types it is emitted for (document 1, Events).',
  fields: (t) => ({
    eventType: t.string({ description: 'The event kind, e.g. alerts.contract.match.', nullable: false, resolve: (e) => e.event_type }),
    description: t.exposeString('description', { nullable: false, description: 'What the event reports.' }),
    queryTypes: t.stringList({ description: 'Alert query types that emit it.', nullable: false, resolve: (e) => e.query_types }),
    listEndpoints: t.stringList({ nullable: false, description: 'the list endpoints whose filters alerts of these query types take', resolve: (e) => e.list_endpoints }),
    summaryFields: t.stringList({ nullable: false, description: 'members of each match summary', resolve: (e) => e.summary_fields }),
  }),
});

const pageArgs = (t: any) => ({
  page: t.arg.int({ description: 'Page number, from 1.' }),
  limit: t.arg.int({ description: 'Page size, 1 to 100 (default 25).' }),
});
const opt = <T>(v: T | null | undefined): T | undefined => (v === null ? undefined : v);

builder.queryFields((t) => ({
  webhookEndpoints: t.field({
    type: WebhookEndpointPageType,
    nullable: false,
    description: "The calling account's webhook receivers (REST GET /api/webhooks/endpoints/).",
    args: pageArgs(t),
    resolve: (_r, args, ctx) => guarded(() => svc.listEndpoints(ctx.sql, accountOf(ctx), { page: opt(args.page as number | null), limit: opt(args.limit as number | null) })),
  }),
  webhookEndpoint: t.field({
    type: WebhookEndpointType,
    nullable: false,
    description: 'One receiver (REST GET /api/webhooks/endpoints/{id}/); an unknown id is a 404 error.',
    args: { id: t.arg.string({ required: true, description: 'The id.' }) },
    resolve: (_r, args, ctx) => guarded(() => svc.getEndpoint(ctx.sql, accountOf(ctx), args.id)),
  }),
  webhookDeliveries: t.field({
    type: WebhookDeliveryPageType,
    nullable: false,
    description: "A receiver's delivery log, newest first (REST GET /api/webhooks/endpoints/{id}/deliveries/).",
    args: { endpointId: t.arg.string({ required: true, description: "The receiver's id." }), status: t.arg.string({ description: 'pending, sending, failed, delivered or dead; OR-list with |' }), ...pageArgs(t) },
    resolve: (_r, args, ctx) =>
      guarded(() =>
        svc.listDeliveries(ctx.sql, accountOf(ctx), args.endpointId, {
          page: opt(args.page as number | null),
          limit: opt(args.limit as number | null),
          ...(args.status !== null && args.status !== undefined ? { status: args.status } : {}),
        }),
      ),
  }),
  webhookEventTypes: t.field({
    type: [WebhookEventTypeType],
    nullable: false,
    description: 'The alert event types and their query types (REST GET /api/webhooks/event-types/).',
    resolve: (_r, _a, ctx) => guarded(() => (accountOf(ctx), svc.eventTypes().results)),
  }),
  webhookSamplePayload: t.field({
    type: 'JSON',
    nullable: false,
    description: 'The canonical sample delivery body of one event type, or every one keyed by event type when none is given (REST GET /api/webhooks/endpoints/sample-payload/).',
    args: { eventType: t.arg.string({ description: 'The event kind (default alerts.contract.match).' }) },
    resolve: (_r, args, ctx) => guarded(() => (accountOf(ctx), svc.samplePayloads(args.eventType))),
  }),
}));

builder.mutationFields((t) => ({
  createWebhookEndpoint: t.field({
    type: WebhookEndpointType,
    nullable: false,
    description: 'Register a receiver (REST POST /api/webhooks/endpoints/); the answer carries its secret, shown once.',
    args: { name: t.arg.string({ required: true, description: 'Its name, unique per account.' }), url: t.arg.string({ required: true, description: 'Where deliveries are POSTed (https; addresses inside the network are refused).' }), isActive: t.arg.boolean({ description: 'default true' }) },
    resolve: (_r, args, ctx) =>
      guarded(async () => {
        const created = await svc.createEndpoint(ctx.sql, accountOf(ctx), { name: args.name, url: args.url, ...(args.isActive !== null && args.isActive !== undefined ? { is_active: args.isActive } : {}) });
        audit(ctx, 'endpoint.create', { endpointId: created.id, isActive: created.is_active });
        return created;
      }),
  }),
  updateWebhookEndpoint: t.field({
    type: WebhookEndpointType,
    nullable: false,
    description: 'Rename a receiver, change its URL, enable or disable it (REST PATCH /api/webhooks/endpoints/{id}/).',
    args: { id: t.arg.string({ required: true, description: "The receiver's id." }), name: t.arg.string({ description: 'A new name.' }), url: t.arg.string({ description: 'A new URL.' }), isActive: t.arg.boolean({ description: 'false stops deliveries (they wait); true resumes them.' }) },
    resolve: (_r, args, ctx) =>
      guarded(async () => {
        const body: Record<string, unknown> = Object.create(null);
        if (args.name !== null && args.name !== undefined) body.name = args.name;
        if (args.url !== null && args.url !== undefined) body.url = args.url;
        if (args.isActive !== null && args.isActive !== undefined) body.is_active = args.isActive;
        const updated = await svc.updateEndpoint(ctx.sql, accountOf(ctx), args.id, body);
        audit(ctx, 'endpoint.update', { endpointId: updated.id, isActive: updated.is_active });
        return updated;
      }),
  }),
  deleteWebhookEndpoint: t.field({
    type: 'Boolean',
    nullable: false,
    description: 'Delete a receiver with its delivery log (REST DELETE /api/webhooks/endpoints/{id}/); true when deleted.',
    args: { id: t.arg.string({ required: true, description: 'The id.' }) },
    resolve: (_r, args, ctx) =>
      guarded(async () => {
        await svc.deleteEndpoint(ctx.sql, accountOf(ctx), args.id);
        audit(ctx, 'endpoint.delete', { endpointId: args.id });
        return true;
      }),
  }),
  rotateWebhookEndpointSecret: t.field({
    type: WebhookEndpointType,
    nullable: false,
    description: 'Replace the signing secret (REST POST /api/webhooks/endpoints/{id}/rotate-secret/); the answer carries the new secret, shown once.',
    args: { id: t.arg.string({ required: true, description: 'The id.' }) },
    resolve: (_r, args, ctx) =>
      guarded(async () => {
        const rotated = await svc.rotateSecret(ctx.sql, accountOf(ctx), args.id, undefined);
        audit(ctx, 'endpoint.rotate_secret', { endpointId: rotated.id });
        return rotated;
      }),
  }),
  testWebhookDelivery: t.field({
    type: WebhookTestDeliveryType,
    nullable: false,
    description: 'Send a real signed test delivery now (REST POST /api/webhooks/endpoints/test-delivery/).',
    args: { endpoint: t.arg.string({ description: "the receiver's id; optional when the account has exactly one" }), eventType: t.arg.string({ description: 'default alerts.contract.match' }) },
    resolve: (_r, args, ctx) =>
      guarded(async () => {
        const body: Record<string, unknown> = Object.create(null);
        if (args.endpoint !== null && args.endpoint !== undefined) body.endpoint = args.endpoint;
        if (args.eventType !== null && args.eventType !== undefined) body.event_type = args.eventType;
        const result = await svc.testDelivery(ctx.sql, accountOf(ctx), body);
        audit(ctx, 'endpoint.test_delivery', { endpointId: result.endpoint_id, deliveryId: result.delivery_id, success: result.success, statusCode: result.status_code });
        return result;
      }),
  }),
  redeliverWebhookDelivery: t.field({
    type: WebhookDeliveryType,
    nullable: false,
    description: 'Queue a delivery again, same delivery_id and body (REST POST /api/webhooks/deliveries/{delivery_id}/redeliver/).',
    args: { deliveryId: t.arg.string({ required: true, description: 'The delivery to send again.' }) },
    resolve: (_r, args, ctx) =>
      guarded(async () => {
        const d = await svc.redeliver(ctx.sql, accountOf(ctx), args.deliveryId, undefined);
        audit(ctx, 'delivery.redeliver', { deliveryId: d.delivery_id, endpointId: d.endpoint_id });
        return d;
      }),
  }),
}));

// ---------- alerts (./alerts.ts; REST /api/webhooks/alerts/) ----------

const callerOf = (ctx: Context): alerts.Caller => {
  if (!ctx.principal) throw new ApiError(401, { detail: AUTH_MESSAGES.missing });
  return { accountId: ctx.principal.accountId, tier: ctx.principal.tier };
};
const dbOf = (ctx: Context) => alerts.alertDb(ctx.prisma as Parameters<typeof alerts.alertDb>[0]);

const AlertType = builder.objectRef<alerts.AlertView>('Alert').implement({
  description: 'A saved-filter alert of the calling account (REST /api/webhooks/alerts/).',
  fields: (t) => ({
    alertId: t.field({ type: 'UUID', description: "The alert's id (UUID).", nullable: false, resolve: (a) => a.alert_id }),
    name: t.exposeString('name', { description: 'Its name, unique per account.', nullable: false }),
    queryType: t.string({ nullable: false, description: 'one of the fifteen query types (alertQueryTypes)', resolve: (a) => a.query_type }),
    eventType: t.string({ nullable: false, description: 'the event kind its deliveries carry', resolve: (a) => a.event_type }),
    filters: t.field({ type: 'JSON', nullable: false, description: "filters of the query type's list endpoint, as given at creation (fixed)", resolve: (a) => a.filters }),
    frequency: t.exposeString('frequency', { nullable: false, description: 'realtime, daily (00:00 UTC) or custom' }),
    cronExpression: t.string({ description: 'five fields, UTC; custom frequency only', resolve: (a) => a.cron_expression }),
    endpoint: t.string({ nullable: false, description: "the receiver's id", resolve: (a) => a.endpoint }),
    status: t.exposeString('status', { nullable: false, description: 'active or paused' }),
    lastCheckedAt: t.field({ type: 'DateTime', description: 'time of the last evaluation; trails while a backlog is worked off', resolve: (a) => a.last_checked_at }),
    nextRunAt: t.field({ type: 'DateTime', description: 'daily and custom alerts: the next scheduled evaluation', resolve: (a) => a.next_run_at }),
    created: t.expose('created', { type: 'DateTime', description: 'When it was created (ISO 8601).', nullable: false }),
    modified: t.expose('modified', { type: 'DateTime', description: 'When it last changed (ISO 8601).', nullable: false }),
  }),
});

const AlertPageType = pageType('AlertPage', AlertType);

const CreateAlertPayloadType = builder.objectRef<alerts.CreateResult>('CreateAlertPayload').implement({
  description: 'The answer of createAlert.',
  fields: (t) => ({
    created: t.exposeBoolean('created', { nullable: false, description: 'false: an alert with the same query type and the same filters existed (REST answers 200 instead of 201) and is returned' }),
    alert: t.field({ description: 'The alert created, or the existing one with the same query type and filters.', type: AlertType, nullable: false, resolve: (r) => r.alert }),
  }),
});

type QueryTypeOut = ReturnType<typeof alerts.queryTypes>['results'][number];
const AlertQueryTypeType = builder.objectRef<QueryTypeOut>('AlertQueryType').implement({
  description: 'An alert query type and the list whose filters it takes.',
  fields: (t) => ({
    queryType: t.string({ description: 'The query type, e.g. contract.', nullable: false, resolve: (q) => q.query_type }),
    eventType: t.string({ description: 'The event kind its deliveries carry.', nullable: false, resolve: (q) => q.event_type }),
    listEndpoint: t.string({ nullable: false, description: 'the list endpoint whose filters the alert takes', resolve: (q) => q.list_endpoint }),
    summaryFields: t.stringList({ description: 'Members of each match summary.', nullable: false, resolve: (q) => q.summary_fields }),
  }),
});

builder.queryFields((t) => ({
  alerts: t.field({
    type: AlertPageType,
    nullable: false,
    description: "The calling account's alerts, oldest first (REST GET /api/webhooks/alerts/).",
    args: { ...pageArgs(t), queryType: t.arg.string({ description: 'Only alerts of this query type.' }), status: t.arg.string({ description: 'active or paused' }), endpoint: t.arg.string({ description: "Only alerts of this receiver (its id)." }) },
    resolve: (_r, args, ctx) =>
      guarded(() =>
        alerts.listAlerts(ctx.sql, callerOf(ctx).accountId, {
          page: opt(args.page as number | null),
          limit: opt(args.limit as number | null),
          ...(args.queryType !== null && args.queryType !== undefined ? { query_type: args.queryType } : {}),
          ...(args.status !== null && args.status !== undefined ? { status: args.status } : {}),
          ...(args.endpoint !== null && args.endpoint !== undefined ? { endpoint: args.endpoint } : {}),
        }),
      ),
  }),
  alert: t.field({
    type: AlertType,
    nullable: false,
    description: 'One alert (REST GET /api/webhooks/alerts/{id}/); an unknown id is a 404 error.',
    args: { id: t.arg.string({ required: true, description: 'The id.' }) },
    resolve: (_r, args, ctx) => guarded(() => alerts.getAlert(ctx.sql, callerOf(ctx).accountId, args.id)),
  }),
  alertQueryTypes: t.field({
    type: [AlertQueryTypeType],
    nullable: false,
    description: 'The query types an alert can have and the list endpoint whose filters each takes (REST GET /api/webhooks/alerts/query-types/).',
    resolve: (_r, _a, ctx) => guarded(() => (callerOf(ctx), alerts.queryTypes().results)),
  }),
}));

builder.mutationFields((t) => ({
  createAlert: t.field({
    type: CreateAlertPayloadType,
    nullable: false,
    description: 'Create an alert (REST POST /api/webhooks/alerts/): the same rules, including deduplication and the filter_definition messages in the error extensions.',
    args: {
      name: t.arg.string({ required: true, description: 'Its name, unique per account.' }),
      queryType: t.arg.string({ required: true, description: 'One of alertQueryTypes, e.g. contract.' }),
      filters: t.arg({ type: 'JSON', required: true, description: 'keys are filters of the list endpoint; an OR-list as an array or as a|b' }),
      frequency: t.arg.string({ description: 'realtime (default), daily or custom' }),
      cronExpression: t.arg.string({ description: 'custom frequency: five fields, UTC' }),
      endpoint: t.arg.string({ description: "the receiver's id; optional when the account has exactly one" }),
    },
    resolve: (_r, args, ctx) =>
      guarded(async () => {
        const body: Record<string, unknown> = { name: args.name, query_type: args.queryType, filters: args.filters };
        if (args.frequency !== null && args.frequency !== undefined) body.frequency = args.frequency;
        if (args.cronExpression !== null && args.cronExpression !== undefined) body.cron_expression = args.cronExpression;
        if (args.endpoint !== null && args.endpoint !== undefined) body.endpoint = args.endpoint;
        const r = await alerts.createAlert(dbOf(ctx), callerOf(ctx), body);
        audit(ctx, r.created ? 'alert.create' : 'alert.create_existing', { alertId: r.alert.alert_id, queryType: r.alert.query_type, endpointId: r.alert.endpoint });
        return r;
      }),
  }),
  updateAlert: t.field({
    type: AlertType,
    nullable: false,
    description: 'Rename, reschedule, move to another receiver, pause or resume (REST PATCH /api/webhooks/alerts/{id}/). Filters cannot change.',
    args: {
      id: t.arg.string({ required: true, description: "The alert's id." }),
      name: t.arg.string({ description: 'A new name.' }),
      frequency: t.arg.string({ description: 'realtime, daily or custom' }),
      cronExpression: t.arg.string({ description: 'custom frequency: five fields, UTC' }),
      endpoint: t.arg.string({ description: "Another receiver's id." }),
      status: t.arg.string({ description: 'active or paused' }),
    },
    resolve: (_r, args, ctx) =>
      guarded(async () => {
        const body: Record<string, unknown> = Object.create(null);
        if (args.name !== null && args.name !== undefined) body.name = args.name;
        if (args.frequency !== null && args.frequency !== undefined) body.frequency = args.frequency;
        if (args.cronExpression !== null && args.cronExpression !== undefined) body.cron_expression = args.cronExpression;
        if (args.endpoint !== null && args.endpoint !== undefined) body.endpoint = args.endpoint;
        if (args.status !== null && args.status !== undefined) body.status = args.status;
        const a = await alerts.updateAlert(ctx.sql, callerOf(ctx), args.id, body);
        audit(ctx, 'alert.update', { alertId: a.alert_id, status: a.status, frequency: a.frequency });
        return a;
      }),
  }),
  pauseAlert: t.field({
    type: AlertType,
    nullable: false,
    description: 'Pause an alert (REST POST /api/webhooks/alerts/{id}/pause/).',
    args: { id: t.arg.string({ required: true, description: 'The id.' }) },
    resolve: (_r, args, ctx) => guarded(() => alerts.pauseAlert(ctx.sql, callerOf(ctx), args.id)),
  }),
  resumeAlert: t.field({
    type: AlertType,
    nullable: false,
    description: 'Resume a paused alert; changes made while it was paused are not delivered (REST POST /api/webhooks/alerts/{id}/resume/).',
    args: { id: t.arg.string({ required: true, description: 'The id.' }) },
    resolve: (_r, args, ctx) => guarded(() => alerts.resumeAlert(ctx.sql, callerOf(ctx), args.id)),
  }),
  deleteAlert: t.field({
    type: 'Boolean',
    nullable: false,
    description: 'Delete an alert (REST DELETE /api/webhooks/alerts/{id}/); true when deleted.',
    args: { id: t.arg.string({ required: true, description: 'The id.' }) },
    resolve: (_r, args, ctx) =>
      guarded(async () => {
        await alerts.deleteAlert(ctx.sql, callerOf(ctx).accountId, args.id);
        audit(ctx, 'alert.delete', { alertId: args.id });
        return true;
      }),
  }),
}));
