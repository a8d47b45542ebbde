/**
 * The bench's two servers and its check that they agree (`npm run bench`, step 4):
 * start the service and the hand-written comparator on one database, pick the
 * inputs from the data (contract keys, the cursor walk), and request every case
 * once on both: HTTP 200, no GraphQL `errors`, equal bodies. bench/run.ts times
 * the cases after this check; test/bench/comparator.test.ts runs the same check
 * on the test dataset, so a change of the service's answers that the comparator
 * does not follow fails CI, not the next benchmark run.
 */
import path from 'node:path';
import pg from 'pg';
import { buildCases, compareBodies, failure, listPath, SEARCH_FILTERS, TARGETS, walkParams, type BenchCase, type CaseInputs, type HttpRequest, type Target, type Walk } from './cases.js';
import { freePort, serviceEnv, startServer, type Cleanup, type Server } from './processes.js';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Where the progress lines go (the test silences them). */
export const output = { log: (s: string) => console.log(s) };

export async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

// ── the two servers ──

export async function startBoth(dbUrl: string, work: string, cleanup: Cleanup): Promise<{ service: Server; handwritten: Server; searchOrdering: string }> {
  const servicePort = await freePort();
  const service = await startServer({
    name: 'service',
    entry: 'src/main.ts',
    cwd: ROOT,
    port: servicePort,
    log: path.join(work, 'service.log'),
    readyPath: '/api/version',
    cleanup,
    env: serviceEnv(dbUrl, servicePort, { SHUTDOWN_GRACE_MS: '2000' }),
  });
  output.log(`service on ${service.base} (pid ${service.pid})`);
  // contracts rank under search only when their ordering offers rank (then it is the default there)
  const probe = await fetch(`${service.base}${listPath([['search', 'services'], ['ordering', 'rank'], ['limit', '1']])}`);
  await probe.arrayBuffer();
  const searchOrdering = probe.status === 200 ? 'rank' : '-award_date';
  const port = await freePort();
  const handwritten = await startServer({
    name: 'hand-written comparator',
    entry: 'bench/handwritten.ts',
    cwd: ROOT,
    port,
    log: path.join(work, 'handwritten.log'),
    readyPath: '/api/version',
    cleanup,
    env: { ...process.env, DATABASE_URL: dbUrl, HOST: '127.0.0.1', PORT: String(port), SEARCH_ORDERING: searchOrdering },
  });
  output.log(`hand-written comparator on ${handwritten.base} (pid ${handwritten.pid}); ordering under search: ${searchOrdering}`);
  return { service, handwritten, searchOrdering };
}

// ── inputs picked from the data ──

/** ~N contract keys in a stable pseudo-random order. */
export async function sampleKeys(url: string, n: number): Promise<string[]> {
  return withClient(url, async (c) => (await c.query<{ key: string }>(`SELECT key FROM award WHERE family = 'contract' ORDER BY md5(key) LIMIT $1`, [n])).rows.map((r) => r.key));
}

/**
 * The filter of the cursor walk: the most common NAICS code when it has
 * enough rows for `pages` pages, else the first of a few common filters that
 * has, else the NAICS code anyway (the walk then ends earlier).
 */
async function walkFilter(url: string, rowsNeeded: number): Promise<{ filter: [string, string]; rows: number }> {
  const candidates: [string, string][] = [['naics', 'naics_code'], ['psc', 'psc_code'], ['set_aside', 'set_aside_code'], ['award_type', 'award_type_code']];
  const tops = await withClient(url, async (c) => {
    const out: { filter: [string, string]; rows: number }[] = [];
    for (const [name, column] of candidates) {
      const r = await c.query<{ v: string; n: number }>(
        `SELECT ${column} AS v, count(*)::int AS n FROM award WHERE family = 'contract' AND ${column} IS NOT NULL AND ${column} <> '' GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`,
      );
      if (r.rows[0]) out.push({ filter: [name, r.rows[0].v], rows: r.rows[0].n });
    }
    return out;
  });
  return tops.find((t) => t.rows >= rowsNeeded) ?? tops[0];
}

async function fetchText(base: string, r: HttpRequest): Promise<{ status: number; body: string }> {
  const res = await fetch(base + r.path, { method: r.method, headers: r.headers, body: r.body });
  return { status: res.status, body: await res.text() };
}

/** Follow `cursor` from page 1 up to page `pages` (or the last page); the page reached and the cursor that opens it. */
async function walkTo(server: Server, params: [string, string][], pages: number): Promise<{ page: number; cursor: string | null }> {
  let cursor: string | null = null;
  let page = 1;
  while (page < pages) {
    const r = await fetchText(server.base, { method: 'GET', path: listPath(cursor ? [...params, ['cursor', cursor]] : params), headers: {} });
    const bad = failure('REST', r.status, r.body);
    if (bad) throw new Error(`${server.name}: walking page ${page}: ${bad}`);
    const next = (JSON.parse(r.body) as { cursor: string | null }).cursor;
    if (!next) break;
    cursor = next;
    page++;
    if (page % 250 === 0) output.log(`  ${server.name}: page ${page}`);
  }
  return { page, cursor };
}

export async function prepareWalk(url: string, servers: Record<Target, Server>, pages: number): Promise<Walk> {
  const limit = 100;
  const { filter, rows } = await walkFilter(url, limit * pages);
  const base = { filter, ordering: '-obligated', limit };
  output.log(`cursor walk: ${filter[0]}=${filter[1]} (${rows.toLocaleString('en-US')} contracts), ordering -obligated, limit ${limit}, to page ${Math.min(pages, Math.ceil(rows / limit))}`);
  const walked = { service: await walkTo(servers.service, walkParams(base), pages), handwritten: await walkTo(servers.handwritten, walkParams(base), pages) };
  if (walked.service.page !== walked.handwritten.page) throw new Error(`the walk reached page ${walked.service.page} on the service but page ${walked.handwritten.page} on the comparator`);
  return { ...base, page: walked.service.page, cursor: { service: walked.service.cursor, handwritten: walked.handwritten.cursor } };
}

// ── checking every case once ──

const CHECKED_ROTATIONS = 10;

/** Each case (the first few requests of a rotation): 200, no GraphQL errors, equal bodies on both servers. */
export async function checkCases(cases: BenchCase[], servers: Record<Target, Server>): Promise<void> {
  const problems: string[] = [];
  for (const c of cases) {
    const n = Math.min(CHECKED_ROTATIONS, c.requests.service.length);
    for (let i = 0; i < n; i++) {
      const got = {} as Record<Target, { status: number; body: string }>;
      for (const t of TARGETS) got[t] = await fetchText(servers[t].base, c.requests[t][i]);
      const bad = TARGETS.map((t) => [t, failure(c.api, got[t].status, got[t].body)] as const).filter(([, f]) => f);
      for (const [t, f] of bad) problems.push(`${c.api} ${c.title} on the ${t === 'service' ? 'service' : 'comparator'} (${c.requests[t][i].path}): ${f}`);
      if (bad.length) break;
      const diff = compareBodies(got.service.body, got.handwritten.body);
      if (diff) {
        problems.push(`${c.api} ${c.title}: the bodies differ (${c.requests.service[i].path}${c.requests.service[i].body ? ` ${c.requests.service[i].body!.slice(0, 120)}…` : ''}) at ${diff}`);
        break;
      }
    }
  }
  if (problems.length) throw new Error(`the cases do not check out; nothing was timed:\n- ${problems.join('\n- ')}`);
  output.log(`checked ${cases.length} cases on both servers: HTTP 200, no GraphQL errors, equal bodies`);
}

/** Start both servers on `dbUrl`, pick the inputs and check every case; the servers and the cases to time. */
export async function startAndCheck(dbUrl: string, work: string, cleanup: Cleanup, o: { keys: number; pages: number }): Promise<{ servers: Record<Target, Server>; cases: BenchCase[]; inputs: CaseInputs }> {
  const { service, handwritten, searchOrdering } = await startBoth(dbUrl, work, cleanup);
  const servers: Record<Target, Server> = { service, handwritten };
  const keys = await sampleKeys(dbUrl, o.keys);
  const walk = await prepareWalk(dbUrl, servers, o.pages);
  const inputs: CaseInputs = { keys, walk, search: SEARCH_FILTERS, searchOrdering };
  const cases = buildCases(inputs);
  await checkCases(cases, servers);
  return { servers, cases, inputs };
}
