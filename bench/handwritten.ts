/**
 * The comparator of `npm run bench`: a small node:http + pg server that
 * answers the bench cases with the same JSON as the service, each record set
 * from ONE SQL statement that builds the JSON in PostgreSQL (bench/sql.ts),
 * the text passed through. It knows only the bench cases and their fixed
 * shapes; anything else is a 400.
 *
 *   DATABASE_URL=postgres://… PORT=8001 [SEARCH_ORDERING=-award_date|rank] node --import tsx bench/handwritten.ts
 *
 * REST:    GET /api/version, GET /api/contracts/{key}/,
 *          GET /api/contracts/?[shape=<nested shape>][&limit][&cursor][&ordering=-award_date|-obligated|rank]
 *              [&search][&fiscal_year_gte][&awarding_agency][&naics][&psc][&award_type][&set_aside]
 * GraphQL: POST /graphql {operationName, variables}: the query text is not read; the operation
 *          name picks the fixed selection (DefaultList, NestedList, Detail) and the variables
 *          (filter, ordering, limit, cursor, key) the rows.
 *
 * Differences by design: cursors are the raw keyset values (base64url JSON,
 * unsigned, forward only); counts are cached 30 s per statement as the
 * service does; no authentication, rate limiting or API-version handling
 * (an X-API-KEY header is ignored).
 */
import http from 'node:http';
import pg from 'pg';
import { versionReport } from '../src/version.js';
import { countStatement, detailStatement, NESTED_SHAPE, pageStatement, type ListFilters, type ListRequest, type Ordering, type Statement, type Style } from './sql.js';

class BadRequest extends Error {}

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
pool.on('error', () => {});
const searchOrdering: Ordering = process.env.SEARCH_ORDERING === 'rank' ? 'rank' : '-award_date';
const VERSION_BODY = JSON.stringify(versionReport());

// ── counts, cached 30 s per statement like the service ──

const COUNT_TTL_MS = 30_000;
const counts = new Map<string, { at: number; n: Promise<number> }>();

function count(s: Statement): Promise<number> {
  const key = `${s.text}\u0000${JSON.stringify(s.params)}`;
  const hit = counts.get(key);
  if (hit && Date.now() - hit.at < COUNT_TTL_MS) return hit.n;
  const n = pool.query<{ n: number }>(s.text, s.params).then((r) => Number(r.rows[0]?.n ?? 0));
  counts.set(key, { at: Date.now(), n });
  n.catch(() => counts.delete(key));
  return n;
}

// ── cursors: the keyset values of the last row, unsigned ──

function encodeCursor(v: [string | number, string]): string {
  return Buffer.from(JSON.stringify(v)).toString('base64url');
}

function decodeCursor(raw: string): [string | number, string] {
  try {
    const v = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(v) && v.length === 2 && (typeof v[0] === 'string' || typeof v[0] === 'number') && typeof v[1] === 'string') return [v[0], v[1]];
  } catch {
    /* fall through */
  }
  throw new BadRequest('bad cursor');
}

// ── lists ──

interface Page {
  count: number;
  next: string | null;
  previous: string | null;
  rows: string[];
}

async function listPage(r: ListRequest): Promise<Page> {
  const page = pageStatement(r);
  // the page, then the count (usually cached), in the service's order
  const result = await pool.query<{ s0: string | number; s1: string; j: string }>(page.text, page.params);
  const n = await count(countStatement(r.filters));
  const rows = result.rows.slice(0, r.limit);
  const last = rows[rows.length - 1];
  const first = rows[0];
  return {
    count: n,
    next: result.rows.length > r.limit && last ? encodeCursor([last.s0, last.s1]) : null,
    // a previous cursor is given as the service does (its size is part of the body); walking back is not supported
    previous: r.after && first ? `p${encodeCursor([first.s0, first.s1])}` : null,
    rows: rows.map((x) => x.j),
  };
}

function ordering(raw: string | null | undefined, f: ListFilters): Ordering {
  const o = raw ?? (f.search !== undefined ? searchOrdering : '-award_date');
  if (o !== '-award_date' && o !== '-obligated' && o !== 'rank') throw new BadRequest(`ordering ${o} is not a bench case`);
  return o;
}

function limitOf(raw: string | number | null | undefined): number {
  const n = raw === null || raw === undefined ? 25 : Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 100) throw new BadRequest('limit must be an integer from 1 to 100');
  return n;
}

const FILTERS = ['search', 'fiscal_year_gte', 'awarding_agency', 'naics', 'psc', 'award_type', 'set_aside'] as const;

/** The bench filters from REST names (GraphQL variables are mapped to these first). */
function filtersOf(get: (name: string) => string | undefined): ListFilters {
  const f: ListFilters = {};
  for (const name of FILTERS) {
    const v = get(name);
    if (v === undefined) continue;
    if (name === 'fiscal_year_gte') f.fiscal_year_gte = Number(v);
    else f[name] = v;
  }
  return f;
}

// ── REST ──

function send(res: http.ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

async function restList(url: URL): Promise<string> {
  const q = url.searchParams;
  for (const k of q.keys()) {
    if (!['shape', 'limit', 'cursor', 'ordering', ...FILTERS].includes(k)) throw new BadRequest(`parameter ${k} is not a bench case`);
  }
  const shape = q.get('shape');
  if (shape !== null && shape !== NESTED_SHAPE) throw new BadRequest('only the default and the nested shape are bench cases');
  const filters = filtersOf((n) => q.get(n) ?? undefined);
  const cursor = q.get('cursor');
  if (cursor?.startsWith('p')) throw new BadRequest('walking back is not supported');
  const page = await listPage({
    filters,
    ordering: ordering(q.get('ordering'), filters),
    limit: limitOf(q.get('limit')),
    after: cursor ? decodeCursor(cursor) : null,
    shape: shape === null ? 'list' : 'nested',
    style: 'rest',
  });
  const link = (c: string | null) => {
    if (c === null) return 'null';
    const u = new URL(url);
    u.searchParams.set('cursor', c);
    return JSON.stringify(u.toString());
  };
  return `{"count":${page.count},"next":${link(page.next)},"previous":${link(page.previous)},"cursor":${JSON.stringify(page.next)},"results":[${page.rows.join(',')}]}`;
}

async function restDetail(key: string, style: Style): Promise<string | null> {
  const s = detailStatement(key, style);
  const r = await pool.query<{ j: string }>(s.text, s.params);
  return r.rows[0]?.j ?? null;
}

async function rest(req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<void> {
  const path = url.pathname;
  if (path === '/api/version' || path === '/api/version/') return send(res, 200, VERSION_BODY);
  if (path === '/api/contracts/' || path === '/api/contracts') return send(res, 200, await restList(url));
  const m = /^\/api\/contracts\/([^/]+)\/?$/.exec(path);
  if (m) {
    const key = decodeURIComponent(m[1]);
    const body = await restDetail(key, 'rest');
    return body === null ? send(res, 404, JSON.stringify({ error: `No contracts record with key ${JSON.stringify(key)}.`, code: 'not_found' })) : send(res, 200, body);
  }
  send(res, 404, JSON.stringify({ error: `No resource at ${req.method} ${path}`, code: 'not_found' }));
}

// ── GraphQL ──

interface GraphQLBody {
  operationName?: string;
  variables?: { filter?: Record<string, string>; ordering?: string; limit?: number; cursor?: string; key?: string };
}

const snake = (camel: string) => camel.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

async function graphql(body: GraphQLBody): Promise<string> {
  const v = body.variables ?? {};
  switch (body.operationName) {
    case 'Detail': {
      if (typeof v.key !== 'string') throw new BadRequest('Detail needs $key');
      return `{"data":{"contract":${(await restDetail(v.key, 'graphql')) ?? 'null'}}}`;
    }
    case 'DefaultList':
    case 'NestedList': {
      const raw = new Map(Object.entries(v.filter ?? {}).map(([k, x]) => [snake(k), x]));
      const filters = filtersOf((n) => raw.get(n));
      const page = await listPage({
        filters,
        ordering: ordering(v.ordering, filters),
        limit: limitOf(v.limit),
        after: v.cursor ? decodeCursor(v.cursor) : null,
        shape: body.operationName === 'DefaultList' ? 'list' : 'nested',
        style: 'graphql',
      });
      const s = JSON.stringify;
      return `{"data":{"contracts":{"count":${page.count},"next":${s(page.next)},"previous":${s(page.previous)},"cursor":${s(page.next)},"results":[${page.rows.join(',')}]}}}`;
    }
    default:
      throw new BadRequest(`operation ${body.operationName} is not a bench case`);
  }
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
  try {
    if (url.pathname === '/graphql' && req.method === 'POST') return send(res, 200, await graphql(JSON.parse(await readBody(req)) as GraphQLBody));
    if (req.method === 'GET') return await rest(req, res, url);
    send(res, 405, JSON.stringify({ error: 'method not allowed', code: 'method_not_allowed' }));
  } catch (err) {
    if (err instanceof BadRequest || err instanceof SyntaxError) return send(res, 400, JSON.stringify({ error: err.message, code: 'validation_error' }));
    console.error(err);
    send(res, 500, JSON.stringify({ error: 'internal error', code: 'internal_error' }));
  }
}

function main(): void {
  if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL is required');
  const server = http.createServer((req, res) => void handle(req, res));
  server.keepAliveTimeout = 5_000;
  server.listen(Number(process.env.PORT ?? 8001), process.env.HOST ?? '127.0.0.1');
  const stop = () => server.close(() => void pool.end().finally(() => process.exit(0)));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main();
