/**
 * Issue 13, item 5: no silently dropped parameters, did-you-mean everywhere,
 * a helpful 401, and GraphQL-shaped failures of the HTTP layer on /graphql.
 *
 * - Every registry route (walked from the registry, as the fuzz suite does)
 *   refuses a misspelt parameter with 400 validation_error, the closest name
 *   as `suggestion` (and in the message) and the names it accepts as
 *   `allowed`; the same request without it answers 200.
 * - Every alias (src/resources/param-aliases.ts) answers exactly what its
 *   target answers; alias plus target is a 400; alerts store the target.
 * - Unknown shape fields (at any depth) and ordering fields get a suggestion.
 * - `next` links carry only parameters the route accepts.
 * - A 401 names X-API-KEY and Bearer and sends WWW-Authenticate (both
 *   schemes); CORS exposes it.
 * - On /graphql, a bad or revoked key and a 429 answer GraphQL-shaped bodies
 *   with the same status and headers; the same requests on REST are
 *   unchanged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../../src/schema.js';
import { registry, type Registered, type RestRoute } from '../../src/engine/graphql/register.js';
import { PARAM_ALIASES } from '../../src/resources/param-aliases.js';
import { checkAlertFilters } from '../../src/webhooks/alert-filters.js';
import { GENEROUS_QUOTAS, startTestApp, type TestApp } from '../helpers/app.js';
import { createAccountWithKey } from '../helpers/auth.js';

let app: TestApp;
const ENTERPRISE = { 'x-api-key': 'demo_enterprise' };
/** a real key of each resource with a list (for scoped paths) */
const keysOf = new Map<string, string>();

const get = (path: string, headers: Record<string, string> = ENTERPRISE) => app.json(path, { headers });

beforeAll(async () => {
  app = await startTestApp({ generousQuotas: true });
  for (const reg of registry) {
    const list = reg.routes.find((r) => r.kind === 'list' && !r.scope);
    if (!list) continue;
    const res = await get(`${list.path}?limit=1&shape=${reg.spec.key}`);
    const k = res.body?.results?.[0]?.[reg.spec.key];
    if (k !== undefined && k !== null) keysOf.set(reg.spec.name, String(k));
  }
}, 240_000);
afterAll(async () => {
  await app?.close();
});

/** The detail route's resource of a path prefix (/api/entities/:uei/...) -> a real key of it, else a made-up value. */
function fill(path: string): string {
  return path.replace(/\/:([A-Za-z_]+)/g, (_m, name: string, offset: number) => {
    const prefix = path.slice(0, offset);
    const parent = registry.find((r) => r.routes.some((x) => x.kind === 'detail' && x.param === name && x.path === `${prefix}/:${name}/`));
    const key = parent ? keysOf.get(parent.spec.name) : undefined;
    return `/${encodeURIComponent(key ?? 'x')}`;
  });
}

/** A one-edit misspelling of `name` (two neighbouring letters swapped, or one dropped). */
function misspell(name: string): string {
  for (let i = 1; i + 1 < name.length; i++) {
    if (name[i] !== name[i + 1] && /[a-z]/.test(name[i]) && /[a-z]/.test(name[i + 1])) return name.slice(0, i) + name[i + 1] + name[i] + name.slice(i + 2);
  }
  return name.slice(0, 1) + name.slice(2);
}

const routes: { reg: Registered; route: RestRoute }[] = registry.flatMap((reg) => reg.routes.map((route) => ({ reg, route })));

describe('unknown parameters answer 400 with a did-you-mean on every route', () => {
  it('walks every list, detail and aggregate route of the registry', () => {
    expect(routes.filter((r) => r.route.kind === 'list').length).toBeGreaterThan(30);
    expect(routes.some((r) => r.route.kind === 'aggregate')).toBe(true);
  });

  it.each(routes.filter((r) => r.route.kind !== 'detail').map((r) => [`${r.route.kind} ${r.route.path}`, r] as const))('%s: a misspelt filter', async (_label, { reg, route }) => {
    const filters = Object.keys(reg.spec.filters);
    // the longest filter name (the most distinctive), or a control parameter when there is none
    const target = filters.length ? [...filters].sort((a, b) => b.length - a.length || a.localeCompare(b))[0] : 'limit';
    const typo = misspell(target);
    const path = fill(route.path);
    const plain = route.kind === 'list' ? `${path}?limit=1` : `${path}?`;
    const ok = await get(plain);
    expect(ok.status, `${plain}: ${JSON.stringify(ok.body)}`).toBe(200);
    const bad = await get(`${plain}&${typo}=1`);
    expect(bad.status, `${typo} on ${path}`).toBe(400);
    expect(bad.body).toMatchObject({ code: 'validation_error', suggestion: target });
    expect(bad.body.error).toBe(`unknown query parameter ${JSON.stringify(typo)}; did you mean ${JSON.stringify(target)}?`);
    expect(bad.body.allowed).toContain(target);
    expect(bad.body.allowed).toContain('shape');
    expect(bad.body.allowed).not.toContain(typo);
  });

  it.each(routes.filter((r) => r.route.kind === 'detail').map((r) => [r.route.path, r] as const))('detail %s: a misspelt control parameter; list-only parameters are unknown there', async (_label, { route }) => {
    const path = fill(route.path);
    const shap = await get(`${path}?shap=key`);
    expect(shap.status).toBe(400);
    expect(shap.body).toMatchObject({ code: 'validation_error', suggestion: 'shape', error: 'unknown query parameter "shap"; did you mean "shape"?' });
    for (const p of ['ordering', 'limit', 'cursor']) {
      const res = await get(`${path}?${p}=1`);
      expect(res.status, `${p} on ${path}`).toBe(400);
      expect(res.body.error).toMatch(new RegExp(`^unknown query parameter "${p}"`));
    }
  });

  it('the issue case: a misspelt agency filter no longer lists every contract', async () => {
    const res = await get('/api/contracts/?awardng_agency=9700');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation_error', suggestion: 'awarding_agency', error: 'unknown query parameter "awardng_agency"; did you mean "awarding_agency"?' });
    // a range end named as another resource names it points to this resource's name
    expect((await get('/api/contracts/?award_date_after=2024-01-01')).body).toMatchObject({ suggestion: 'award_date_gte' });
    expect((await get('/api/grants/?posted_date_gte=2024-01-01')).body).toMatchObject({ suggestion: 'posted_date_after' });
    // a name close to nothing: no suggestion, still the allowed names
    const far = await get('/api/contracts/?zzzzzzzz=1');
    expect(far.status).toBe(400);
    expect(far.body.suggestion).toBeUndefined();
    expect(far.body.error).toBe('unknown query parameter "zzzzzzzz"');
    expect(far.body.allowed).toContain('awarding_agency');
  });

  it('a name of JavaScript objects, an empty name and a NUL are unknown parameters too (400, not ignored)', async () => {
    for (const q of ['constructor=1', '__proto__=1', '=1', 'a%00b=1']) {
      const res = await get(`/api/naics/?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.code).toBe('validation_error');
    }
  });

  it("a resource's own endpoints take no query parameters", async () => {
    const eps = registry.flatMap((r) => r.spec.endpoints ?? []);
    expect(eps.length).toBeGreaterThan(0);
    for (const ep of eps) {
      const res = await get(`${fill(ep.path)}?shape=x`);
      expect(res.status, ep.path).toBe(400);
      expect(res.body).toEqual({ error: `unknown query parameter "shape": ${ep.path} takes no query parameters`, code: 'validation_error', allowed: [] });
    }
    expect((await get('/api/ebuy/access/')).status).toBe(200);
  });

  it('pagination parameters of the other kind are refused with the reason', async () => {
    const page = await get('/api/contracts/?page=2');
    expect(page.status).toBe(400);
    expect(page.body.error).toBe('contracts pages by cursor, not by page number: follow next or give cursor');
    const cursor = await get('/api/naics/?cursor=abc');
    expect(cursor.status).toBe(400);
    expect(cursor.body.error).toBe('naics_codes pages by page number, not by cursor: give page (from 1)');
  });

  it('format=json is accepted everywhere; another format is refused, not answered in JSON', async () => {
    const json = await get('/api/naics/?format=json&limit=1');
    expect(json.status).toBe(200);
    expect(json.body.results).toHaveLength(1);
    expect((await get('/api/naics/?format=JSON&limit=1')).status).toBe(200);
    const csv = await get('/api/naics/?format=csv');
    expect(csv.status).toBe(400);
    expect(csv.body).toMatchObject({ code: 'validation_error', allowed: ['json'] });
  });

  it('verbose is known where the list has a verbose shape, unknown elsewhere', async () => {
    expect((await get('/api/sled/opportunities/?verbose=true&limit=1')).status).toBe(200);
    const res = await get('/api/naics/?verbose=true');
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^unknown query parameter "verbose"/);
  });

  it('a repeated parameter is still a 400 naming it', async () => {
    const res = await get('/api/naics/?search=a&search=b');
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/"search" is given more than once/);
  });

  it('next and previous carry only parameters the route accepts (the request\'s own, as sent)', async () => {
    const first = await get('/api/contracts/?fiscal_year_gte=2000&limit=2&shape=key');
    expect(first.status).toBe(200);
    expect(first.body.next).toBeTruthy();
    const next = new URL(first.body.next);
    expect([...next.searchParams.keys()].sort()).toEqual(['cursor', 'fiscal_year_gte', 'limit', 'shape']);
    const second = await get(next.pathname + next.search);
    expect(second.status).toBe(200);
    expect(second.body.count).toBe(first.body.count);
  });
});

describe('aliases of parameters (src/resources/param-aliases.ts)', () => {
  /** a value for each alias, read from the demo data where it must be */
  const SAMPLE: Record<string, () => Promise<string>> = {
    'opportunities.posted_date_after': async () => middleDay('/api/opportunities/?ordering=first_notice_date&shape=first_notice_date&limit=100'),
    'opportunities.posted_date_before': async () => middleDay('/api/opportunities/?ordering=first_notice_date&shape=first_notice_date&limit=100'),
  };
  async function middleDay(path: string): Promise<string> {
    const rows = (await get(path)).body.results as { first_notice_date: string }[];
    return rows[Math.floor(rows.length / 2)].first_notice_date.slice(0, 10);
  }
  const aliases = Object.entries(PARAM_ALIASES).flatMap(([resource, table]) => Object.entries(table).map(([alias, target]) => ({ resource, alias, target })));

  it('every alias is declared on its resource and has a sample value here', () => {
    expect(aliases.length).toBeGreaterThan(0);
    for (const { resource, alias, target } of aliases) {
      const reg = registry.find((r) => r.spec.name === resource)!;
      expect(reg.spec.paramAliases?.[alias]).toBe(target);
      expect(SAMPLE[`${resource}.${alias}`], `${resource}.${alias}`).toBeDefined();
    }
  });

  it.each(aliases.map((a) => [`${a.resource}: ${a.alias} -> ${a.target}`, a] as const))('%s answers what its target answers, on every list route', async (_label, { resource, alias, target }) => {
    const reg = registry.find((r) => r.spec.name === resource)!;
    const value = encodeURIComponent(await SAMPLE[`${resource}.${alias}`]());
    for (const route of reg.routes.filter((r) => r.kind !== 'detail')) {
      const path = fill(route.path);
      const extra = route.kind === 'list' ? '&limit=3' : '';
      const viaAlias = await get(`${path}?${alias}=${value}${extra}`);
      const viaTarget = await get(`${path}?${target}=${value}${extra}`);
      expect(viaAlias.status, `${path} ${alias}`).toBe(200);
      const { next: nextA, previous: prevA, ...restA } = viaAlias.body;
      const { next: nextT, previous: prevT, ...restT } = viaTarget.body;
      expect(restA).toEqual(restT);
      expect(nextA === null).toBe(nextT === null);
      expect(prevA === null).toBe(prevT === null);
      if (route.kind === 'list') {
        const all = await get(`${path}?limit=1`);
        // the filter filters (the sample is chosen in the middle of the data)
        expect(viaAlias.body.count).toBeGreaterThan(0);
        expect(viaAlias.body.count).toBeLessThan(all.body.count);
        // next keeps the alias as sent, and following it works
        if (nextA) {
          const u = new URL(nextA);
          expect(u.searchParams.has(alias)).toBe(true);
          expect((await get(u.pathname + u.search)).status).toBe(200);
        }
      }
      // alias and target together: one parameter given twice
      const both = await get(`${path}?${alias}=${value}&${target}=${value}`);
      expect(both.status).toBe(400);
      expect(both.body).toMatchObject({ code: 'validation_error', error: `query parameters "${alias}" and "${target}" both mean "${target}"; give one of them once` });
    }
  });

  it('a misspelt alias suggests our name', async () => {
    const res = await get('/api/opportunities/?posted_date_aftr=2024-01-01');
    expect(res.status).toBe(400);
    expect(res.body.suggestion).toBe('first_notice_date_after');
  });

  it('alerts accept an alias and store our name; alias and target together is a filter_definition message', async () => {
    const checked = await checkAlertFilters(app.db.raw.query, 'opportunity', { posted_date_after: '2024-01-01' }, 'enterprise');
    expect(checked.filters).toEqual({ first_notice_date_after: '2024-01-01' });
    const same = await checkAlertFilters(app.db.raw.query, 'opportunity', { first_notice_date_after: '2024-01-01' }, 'enterprise');
    expect(same.hash).toBe(checked.hash);
    await expect(checkAlertFilters(app.db.raw.query, 'opportunity', { posted_date_after: '2024-01-01', first_notice_date_after: '2024-01-01' }, 'enterprise')).rejects.toMatchObject({
      status: 400,
      body: { filter_definition: ['posted_date_after and first_notice_date_after both mean first_notice_date_after: give one of them.'] },
    });
  });
});

describe('did-you-mean for shape fields and ordering fields', () => {
  it('an unknown shape field at the root and at depth gets a suggestion (REST)', async () => {
    const root = await get('/api/contracts/?shape=kye&limit=1');
    expect(root.status).toBe(400);
    expect(root.body.errors).toEqual([expect.objectContaining({ path: 'kye', field: 'kye', suggestion: 'key', reason: 'unknown field kye; did you mean key?' })]);
    expect(root.body.error).toContain('did you mean key?');
    const deep = await get('/api/contracts/?shape=key,recipient(ue,display_name)&limit=1');
    expect(deep.status).toBe(400);
    expect(deep.body.errors).toEqual([expect.objectContaining({ path: 'recipient.ue', field: 'ue', suggestion: 'uei' })]);
    expect(deep.body.errors[0].valid_choices).toContain('uei');
    // nothing close: no suggestion
    const far = await get('/api/contracts/?shape=zzzzzz&limit=1');
    expect(far.body.errors[0].suggestion).toBeUndefined();
    expect(far.body.errors[0].reason).toBe('unknown field zzzzzz');
  });

  it('an unknown bracket parameter gets a suggestion', async () => {
    const uei = keysOf.get('entities')!;
    const res = await get(`/api/entities/${uei}/?shape=uei,past_performance[tpo=2](*)`);
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ path: 'past_performance', suggestion: 'top' });
  });

  it('an unknown ordering field, first or later in the list, gets a suggestion with its sign', async () => {
    const one = await get('/api/contracts/?ordering=-obligatd&limit=1');
    expect(one.status).toBe(400);
    expect(one.body).toMatchObject({ code: 'validation_error', suggestion: '-obligated', allowed: ['award_date', 'obligated', 'total_contract_value'] });
    expect(one.body.error).toBe('ordering by "obligatd" is not supported; did you mean "-obligated"?; allowed fields: award_date, obligated, total_contract_value (prefix - to descend)');
    const later = await get('/api/contracts/?ordering=award_date,total_contrat_value&limit=1');
    expect(later.status).toBe(400);
    expect(later.body.suggestion).toBe('total_contract_value');
    const far = await get('/api/contracts/?ordering=zzzzzz');
    expect(far.body.suggestion).toBeUndefined();
    expect(far.body.allowed).toEqual(['award_date', 'obligated', 'total_contract_value']);
  });

  it('GraphQL errors carry the same suggestion (one engine)', async () => {
    const res = await app.graphql('{ contracts(ordering: "-obligatd", limit: 1) { count } }', undefined, ENTERPRISE);
    expect(res.body.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', body: { suggestion: '-obligated' } });
  });
});

describe('401 says how to authenticate', () => {
  const MESSAGE = 'Authentication credentials were not provided. Send your API key in the X-API-KEY header, or an OAuth2 access token as Authorization: Bearer <token>.';

  it('no credentials on an endpoint that needs them: the documented {detail}, naming X-API-KEY and Bearer, and WWW-Authenticate with both schemes', async () => {
    for (const path of ['/api/contract_appeals/', '/api/account/usage/']) {
      const res = await app.json(path, { headers: { origin: 'https://example.org' } });
      expect(res.status, path).toBe(401);
      expect(res.body).toEqual({ detail: MESSAGE });
      const challenge = res.headers.get('www-authenticate')!;
      expect(challenge).toBe('Bearer realm="procurement-data-service", ApiKey realm="procurement-data-service", header="X-API-KEY"');
      // a browser client may read it
      expect(res.headers.get('access-control-expose-headers')).toMatch(/WWW-Authenticate/i);
    }
  });

  it('an invalid key and an invalid token carry the challenge too', async () => {
    const key = await app.json('/api/contracts/?limit=1', { headers: { 'x-api-key': 'not-a-key' } });
    expect(key.status).toBe(401);
    expect(key.body).toEqual({ detail: 'Invalid API key.' });
    expect(key.headers.get('www-authenticate')).toMatch(/^Bearer realm="procurement-data-service", ApiKey .*header="X-API-KEY"$/);
    const token = await app.json('/api/contracts/?limit=1', { headers: { authorization: 'Bearer nope' } });
    expect(token.status).toBe(401);
    expect(token.headers.get('www-authenticate')).toBe('Bearer realm="procurement-data-service", error="invalid_token", ApiKey realm="procurement-data-service", header="X-API-KEY"');
  });

  it('an open endpoint answers anonymous calls without a challenge', async () => {
    const res = await app.json('/api/naics/?limit=1');
    expect(res.status).toBe(200);
    expect(res.headers.get('www-authenticate')).toBeNull();
  });
});

describe('failures before GraphQL runs are GraphQL-shaped on /graphql (REST unchanged)', () => {
  const QUERY = JSON.stringify({ query: '{ naicsCodes(limit: 1) { count } }' });
  const post = (headers: Record<string, string>, accept = 'application/json') =>
    app.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', accept, ...headers }, body: QUERY });

  it('a bad key: 401 UNAUTHENTICATED with the REST body in extensions, WWW-Authenticate kept', async () => {
    const res = await post({ 'x-api-key': 'not-a-key' });
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer realm=.*X-API-KEY/);
    expect(res.headers.get('x-ratelimit-limit')).toBeTruthy();
    expect(await res.json()).toEqual({
      errors: [{ message: 'Invalid API key.', extensions: { code: 'UNAUTHENTICATED', http: { status: 401 }, body: { detail: 'Invalid API key.' } } }],
    });
    // the client that prefers the GraphQL media type gets it
    const gql = await post({ 'x-api-key': 'not-a-key' }, 'application/graphql-response+json, application/json');
    expect(gql.status).toBe(401);
    expect(gql.headers.get('content-type')).toMatch(/^application\/graphql-response\+json/);
    // REST: the body as it always was
    const rest = await app.json('/api/naics/?limit=1', { headers: { 'x-api-key': 'not-a-key' } });
    expect(rest.status).toBe(401);
    expect(rest.body).toEqual({ detail: 'Invalid API key.' });
  });

  it('a revoked key: 401 UNAUTHENTICATED, GraphQL-shaped', async () => {
    const { key } = await createAccountWithKey(app.db.prisma, 'small');
    expect((await post({ 'x-api-key': key.key })).status).toBe(200);
    await app.db.prisma.apiKey.update({ where: { id: key.id }, data: { revoked_at: new Date() } });
    await app.db.raw.query(`SELECT pg_notify('pds_auth_changes', 'test')`).catch(() => undefined);
    let res = await post({ 'x-api-key': key.key });
    // the credential cache never outlives a revocation; wait for the notification if it has not arrived yet
    for (let i = 0; i < 50 && res.status === 200; i++) {
      await new Promise((r) => setTimeout(r, 100));
      res = await post({ 'x-api-key': key.key });
    }
    expect(res.status).toBe(401);
    const body = await res.json();
    expect(body.errors[0]).toEqual({ message: 'API key is inactive.', extensions: { code: 'UNAUTHENTICATED', http: { status: 401 }, body: { detail: 'API key is inactive.' } } });
    expect(res.headers.get('www-authenticate')).toContain('X-API-KEY');
    const rest = await app.json('/api/naics/?limit=1', { headers: { 'x-api-key': key.key } });
    expect(rest.body).toEqual({ detail: 'API key is inactive.' });
  });

  it('an unsupported API version: 400 VALIDATION_ERROR, GraphQL-shaped', async () => {
    const res = await post({ 'x-api-version': '0.0.1' });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors[0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', http: { status: 400 }, body: { code: 'validation_error' } });
    expect(body.errors[0].message).toMatch(/API version "0.0.1" is not supported/);
    expect(res.headers.get('x-api-version')).toBeTruthy();
  });

  it('a rate limit: 429 RATE_LIMITED with Retry-After and the X-RateLimit headers; REST keeps {detail, wait_in_seconds}', async () => {
    const { key } = await createAccountWithKey(app.db.prisma, 'small');
    const quotas = JSON.parse(GENEROUS_QUOTAS);
    process.env.PLAN_QUOTAS = JSON.stringify({ ...quotas, small: { ...quotas.small, burst: 2 } });
    try {
      const headers = { 'x-api-key': key.key };
      expect((await post(headers)).status).toBe(200);
      expect((await post(headers)).status).toBe(200);
      const res = await post(headers);
      expect(res.status).toBe(429);
      const body = await res.json();
      expect(body.errors).toHaveLength(1);
      expect(body.errors[0].extensions.code).toBe('RATE_LIMITED');
      expect(body.errors[0].extensions.http).toEqual({ status: 429 });
      expect(body.errors[0].extensions.body).toEqual({ detail: body.errors[0].message, wait_in_seconds: expect.any(Number) });
      expect(res.headers.get('x-ratelimit-burst-remaining')).toBe('0');
      expect(res.headers.get('x-ratelimit-limit')).toBeTruthy();
      const rest = await app.json('/api/naics/?limit=1', { headers });
      expect(rest.status).toBe(429);
      expect(Object.keys(rest.body).sort()).toEqual(['detail', 'wait_in_seconds']);
      expect(rest.headers.get('x-ratelimit-burst-remaining')).toBe('0');
      // the same headers on both
      for (const h of ['retry-after', 'x-ratelimit-limit', 'x-ratelimit-burst-limit']) expect(res.headers.get(h), h).toBe(rest.headers.get(h));
    } finally {
      process.env.PLAN_QUOTAS = GENEROUS_QUOTAS;
    }
  });

  it('GraphQL results are left alone (a document error keeps its own shape)', async () => {
    const res = await app.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ query: '{ nope }' }) });
    const body = await res.json();
    expect(body.errors[0].extensions.body).toBeUndefined();
    expect(body.errors[0].message).toMatch(/nope/);
  });
});
