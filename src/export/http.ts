/**
 * Bulk export (issue 19; docs/export.md): `GET /api/export/<list path>`
 * streams every row of any list as NDJSON or CSV, for every list route of
 * the registry, scoped ones included (`/api/export/entities/{uei}/contracts/`).
 *
 * One declaration: the request is read by the list's own parser
 * (parseListRequest: filters, shape, flat/joiner, ordering, strict
 * parameters) and planned by the list's own planner (planList: gates,
 * filters, scope, visibility, ordering with its unique tiebreaker, the
 * projection with tier-gated fields withheld), and the rows come from the
 * list's own statement (listStatement), so a bad filter, shape or ordering
 * answers the list's 400 before any row is sent, and the rows are the list's
 * rows in the list's order.
 *
 * Parameters besides the list's: format (csv or ndjson; else the Accept
 * header; else ndjson), after (resume after the row with this key), and for
 * CSV bom (the Excel form: a UTF-8 byte order mark, and cells that Excel would
 * run as formulas shown as text, format.ts excelSafe), list_separator (default |)
 * and joiner (column names of nested fields, default .). limit, page and
 * cursor are the list's paging and are refused here.
 *
 * The first batch is read before the answer starts, so a failure of the
 * statement, or the 404 of an unknown parent of a scoped list, is an
 * ordinary error response. Then rows stream in batches as the client takes
 * them (gzip when it accepts it); a client that goes away ends the read and
 * gives the database connection back at once. Quota: ./quota.ts.
 */
import type { Context as HonoContext, Hono } from 'hono';
import type { Context } from '../context.js';
import type { Database } from '../db/client.js';
import type { Logger } from '../logger.js';
import { notFound, validationError } from '../engine/errors.js';
import { parseBoolean } from '../engine/filters/values.js';
import { registry, type Registered, type RestRoute } from '../engine/graphql/register.js';
import type { ResourceSpec } from '../engine/resource.js';
import { planList, rowPosition } from '../engine/plan/run.js';
import type { CursorValue } from '../engine/pagination/cursor.js';
import { UPGRADE_URL } from '../engine/gating/tiers.js';
import { parseListRequest } from '../rest/router.js';
import { methodNotAllowed } from '../http/account.js';
import { scopeOf } from '../http/ratelimit/directive.js';
import type { RequestLimiter } from '../http/ratelimit/limiter.js';
import { CONTENT_TYPES, csvColumns, csvHeader, csvRows, ndjsonRows, stopLine, type Column, type ExportFormat } from './format.js';
import { exportAllowance, ExportMeter, type Stop } from './quota.js';
import { batchRows, openRows } from './source.js';

/** Parameters the export reads itself, besides the list's. */
export const EXPORT_PARAMS: ReadonlySet<string> = new Set(['format', 'after', 'bom', 'list_separator']);

export interface ExportDeps {
  db: Pick<Database, 'kind' | 'connect' | 'replicas'>;
  makeContext: (c: HonoContext) => Context;
  /** the app's request limiter (the quota an export spends as it streams) */
  limiter?: Pick<RequestLimiter, 'spend'>;
  logger: Logger;
}

/** The export path of a list route: /api/contracts/ → /api/export/contracts/. */
export function exportPath(listPath: string): string {
  if (!listPath.startsWith('/api/')) throw new Error(`list route outside /api/: ${listPath}`);
  return `/api/export/${listPath.slice('/api/'.length)}`;
}

/** Mount one export route per list route of the registry (with and without the trailing slash). */
export function mountExports(app: Hono<any>, deps: ExportDeps): void {
  // a bad EXPORT_* setting fails at start, not on the first export
  exportAllowance('free');
  exportAllowance('small');
  batchRows();
  for (const reg of registry) {
    for (const route of reg.routes) {
      if (route.kind !== 'list') continue;
      const path = exportPath(route.path);
      for (const p of [path, path.replace(/\/$/, '')]) {
        app.get(p, (c) => handleExport(c, deps, reg, route));
        app.all(p, (c) => methodNotAllowed(c, ['GET', 'HEAD']));
      }
    }
  }
}

/** The REST field carrying a resource's key (what `after` takes), or null when its records show none. */
export function keyField(spec: ResourceSpec): string | null {
  const own = Object.hasOwn(spec.fields, spec.key) ? spec.fields[spec.key] : undefined;
  if (own?.kind === 'leaf' && !own.sql && (own.column ?? spec.key) === spec.key) return spec.key;
  for (const [name, f] of Object.entries(spec.fields)) if (f.kind === 'leaf' && !f.sql && f.column === spec.key) return name;
  return null;
}

const MEDIA: Record<string, ExportFormat> = { 'text/csv': 'csv', 'application/x-ndjson': 'ndjson', 'application/ndjson': 'ndjson', 'application/jsonl': 'ndjson' };

/** format=, else the first export media type the Accept header prefers, else NDJSON. */
function chooseFormat(param: string | null, accept: string | undefined): ExportFormat {
  if (param !== null) {
    const f = param.trim().toLowerCase();
    if (f === 'csv' || f === 'ndjson') return f;
    throw validationError(`format must be csv or ndjson, got ${JSON.stringify(param.slice(0, 40))}`, { allowed: ['csv', 'ndjson'] });
  }
  const offered = (accept ?? '')
    .split(',')
    .map((part, i) => {
      const [type, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
      const q = params.find((p) => p.startsWith('q='));
      return { type, q: q ? Number(q.slice(2)) : 1, i };
    })
    .filter((o) => MEDIA[o.type] && o.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return offered.length ? MEDIA[offered[0].type] : 'ndjson';
}

function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [coding, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    return coding === 'gzip' && (!q || Number(q.slice(2)) > 0);
  });
}

function separator(name: string, raw: string | null, fallback: string): string {
  if (raw === null) return fallback;
  if (raw.length === 0 || raw.length > 3 || raw.includes('\u0000')) throw validationError(`${name} must be 1 to 3 characters, without NUL`);
  return raw;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The position of the row `after` names (400 when it names none this caller can see). */
async function resumePosition(spec: ResourceSpec, input: Parameters<typeof rowPosition>[1], raw: string, ctx: Context): Promise<CursorValue[]> {
  const field = keyField(spec);
  if (!field) throw validationError(`an export of ${spec.name} cannot be resumed: its records carry no key; export it again from the start`);
  const bad = () => validationError(`after must be the ${field} of a ${spec.name} record (the last one received), got ${JSON.stringify(raw.slice(0, 100))}`);
  if (raw.length === 0 || raw.length > 1000) throw bad();
  if (spec.keyType === 'int' && !/^\d{1,9}$/.test(raw)) throw bad();
  if (spec.keyType === 'uuid' && !UUID_RE.test(raw)) throw bad();
  const position = await rowPosition(spec, input, raw, ctx);
  if (!position) throw validationError(`after names no ${spec.name} record: no ${field} ${JSON.stringify(raw.slice(0, 100))}`);
  return position;
}

function lastKey(row: string | undefined, field: string | null): string | undefined {
  if (!row || !field) return undefined;
  const v = (JSON.parse(row) as Record<string, unknown>)[field];
  return v === null || v === undefined ? undefined : String(v);
}

async function handleExport(c: HonoContext, deps: ExportDeps, reg: Registered, route: RestRoute): Promise<Response> {
  const spec = reg.spec;
  if (spec.deprecated) c.header('Deprecation', 'true');
  const parts = parseListRequest(c, reg, route, EXPORT_PARAMS);
  const params = new URL(c.req.url).searchParams;
  if (parts.limit !== null || parts.page !== null || parts.cursor !== null) {
    throw validationError('an export sends every row: limit, page and cursor are the list\'s paging and are not taken here (resume an export with after)');
  }
  const format = chooseFormat(params.get('format'), c.req.header('accept'));
  const bom = params.has('bom') ? parseBoolean('bom', params.get('bom')!) : false;
  if (format !== 'csv') {
    for (const name of ['bom', 'list_separator']) if (params.has(name)) throw validationError(`${name} applies to CSV exports only (format=csv)`);
  } else if (parts.flatLists) {
    throw validationError('flat_lists does not apply to CSV exports: the values of a list share one cell, joined by list_separator');
  }
  const joiner = format === 'csv' ? separator('joiner', params.get('joiner'), '.') : parts.joiner;
  const listSeparator = separator('list_separator', params.get('list_separator'), '|');

  const ctx = deps.makeContext(c);
  const { input, scope } = planList(spec, { filter: parts.filter, ordering: parts.ordering, ...(parts.scope ? { scope: parts.scope } : {}) }, parts.selection, 'rest', ctx);
  const after = params.has('after') ? await resumePosition(spec, input, params.get('after')!, ctx) : null;
  const withheld = new Set([...ctx.upgradeHints.map((h) => h.field), ...ctx.versionWithheld.map((h) => h.field)]);
  const key = keyField(spec);
  const shownKey = key && Object.hasOwn(parts.selection, key) && !withheld.has(key) ? key : null;

  const subject = scopeOf({ request: c.req.raw })?.subject;
  const meter = new ExportMeter(
    deps.limiter && subject ? deps.limiter : { spend: async () => ({ allowed: true, window: { window: 'daily', limit: 0, remaining: 0, reset: 0 } }) },
    subject ?? 'none',
    ctx.tier,
    exportAllowance(ctx.tier),
    spec.premium ? { name: spec.premium.family, label: spec.premium.label } : null,
  );
  const refused = await meter.open();
  if (refused) {
    c.header('Retry-After', String(refused.wait_in_seconds ?? 60));
    return c.json({ detail: refused.error, wait_in_seconds: refused.wait_in_seconds }, 429);
  }

  const headers: Record<string, string> = {
    'Content-Type': CONTENT_TYPES[format],
    'Content-Disposition': `attachment; filename="${spec.name}.${format === 'csv' ? 'csv' : 'ndjson'}"`,
    'Cache-Control': 'no-store',
    Vary: 'Accept, Accept-Encoding',
  };
  if (shownKey) headers['X-Export-Key'] = shownKey;
  if (ctx.upgradeHints.length) {
    headers['X-Upgrade-Hints'] = JSON.stringify({
      message: `Some fields need a higher plan and were omitted: ${ctx.upgradeHints.map((f) => f.field).join(', ')}.`,
      fields: ctx.upgradeHints,
      upgrade_url: UPGRADE_URL,
    });
  }
  // HEAD: the answer's headers (the resource's own included), no row read
  if (c.req.method === 'HEAD') {
    if (spec.headers) Object.assign(headers, await spec.headers(ctx));
    return c.body(null, 200, headers);
  }

  const started = performance.now();
  const log = deps.logger.child({ requestId: ctx.requestId, export: spec.name });
  // from a replica unless the rows depend on the caller's account state (as on the list: src/engine/plan/run.ts)
  const source = await openRows(deps.db, ctx.sql, input, after, batchRows(), { replica: !spec.visibility });
  let first: string[];
  try {
    first = await source.next();
    // an unknown parent is only worth a question when nothing came back (as on the list)
    if (first.length === 0 && scope && parts.scope && !(await scope.exists(ctx.sql, parts.scope.value))) throw notFound();
    if (spec.headers) Object.assign((ctx.responseHeaders ??= {}), await spec.headers(ctx));
  } catch (err) {
    await source.close();
    throw err;
  }

  const columns: Column[] | null = format === 'csv' ? csvColumns(spec.fields, parts.selection, joiner, withheld) : null;
  const flat = parts.flat ? { joiner, flatLists: parts.flatLists } : null;
  const encode = (rows: string[]) => (columns ? csvRows(rows, columns, listSeparator, bom) : ndjsonRows(rows, flat));
  const encoder = new TextEncoder();
  let pending: string[] | null = first;
  let lastRow: string | undefined;
  let finished = false;
  const signal = c.req.raw.signal;
  const end = async (why: string) => {
    if (finished) return;
    finished = true;
    signal?.removeEventListener('abort', onAbort);
    await source.close();
    log.info({ rows: meter.sent, ms: Math.round(performance.now() - started), why }, 'export');
  };
  const onAbort = () => void end('client went away');
  signal?.addEventListener('abort', onAbort);

  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (columns) controller.enqueue(encoder.encode(csvHeader(columns, bom)));
    },
    async pull(controller) {
      if (finished) return;
      let stop: Stop | undefined;
      try {
        const rows = pending ?? (await source.next());
        pending = null;
        if (finished) return;
        if (rows.length === 0) {
          await end('complete');
          controller.close();
          return;
        }
        const take = await meter.take(rows.length);
        const sent = take.rows < rows.length ? rows.slice(0, take.rows) : rows;
        if (sent.length) {
          lastRow = sent[sent.length - 1];
          controller.enqueue(encoder.encode(encode(sent)));
        }
        stop = take.stop;
      } catch (err) {
        if (finished) return;
        log.error({ err: { message: (err as Error).message } }, 'export failed');
        stop = { code: 'internal_error', error: `The export failed after ${meter.sent} rows. The request id ${ctx.requestId} identifies this failure in the service logs.` };
      }
      if (!stop || finished) return;
      const at = lastKey(lastRow, shownKey);
      controller.enqueue(encoder.encode(stopLine(format, { ...stop, rows: meter.sent, ...(at !== undefined ? { after: at } : {}) })));
      await end(stop.code);
      controller.close();
    },
    async cancel() {
      await end('client went away');
    },
  }, { highWaterMark: 0 });

  Object.assign(headers, ctx.responseHeaders);
  if (acceptsGzip(c.req.header('accept-encoding'))) {
    headers['Content-Encoding'] = 'gzip';
    return c.body(body.pipeThrough(new CompressionStream('gzip') as unknown as ReadableWritablePair<Uint8Array, Uint8Array>), 200, headers);
  }
  return c.body(body, 200, headers);
}

