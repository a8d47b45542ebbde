/**
 * Direct execution of resource queries (src/engine/graphql/direct.ts) answers
 * exactly what graphql-js answers: the same status and the same bytes, for
 * the documents it serves and for those it leaves to graphql-js (errors,
 * directives, __typename, limits), whoever asks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { createLogger } from '../../src/logger.js';
import { directStats } from '../../src/engine/graphql/direct.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createAccountWithKey } from '../helpers/auth.js';

let app: TestApp;
let direct: ReturnType<typeof createApp>;
let executed: ReturnType<typeof createApp>;
const keys: Record<string, string> = {};
let contractKey = '';
let uei = '';

beforeAll(async () => {
  app = await startTestApp({ generousQuotas: true });
  direct = createApp({ db: app.db, logger: createLogger('silent') });
  executed = createApp({ db: app.db, logger: createLogger('silent'), graphqlDirect: false });
  for (const tier of ['small', 'enterprise']) keys[tier] = (await createAccountWithKey(app.db.prisma, tier)).key.key;
  const [row] = await app.db.raw.query<{ key: string; uei: string }>(`SELECT key, recipient_uei AS uei FROM award WHERE family = 'contract' ORDER BY key LIMIT 1`);
  contractKey = row.key;
  uei = row.uei;
});
afterAll(async () => {
  await app?.close();
});

/** The same text with PostgreSQL's spacing (`{"a" : 1}`) normalised: key order and values must agree. */
const normal = (text: string) => JSON.stringify(JSON.parse(text));

/**
 * The document twice to the app that answers directly (the first time through
 * Yoga, which learns it; the second time before Yoga, with PostgreSQL's text)
 * and once to the app that always executes with graphql-js.
 */
async function both(body: unknown, headers: Record<string, string> = {}): Promise<{ direct: string; executed: string; status: number; raw: boolean }> {
  const init = () => ({ method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const b = await executed.fetch(new Request('http://test.local/graphql', init()));
  const tb = await b.text();
  const rawBefore = directStats.raw;
  let ta = '';
  for (const round of [1, 2]) {
    const a = await direct.fetch(new Request('http://test.local/graphql', init()));
    ta = await a.text();
    expect(a.status, `${round}: ${ta}`).toBe(b.status);
    expect(a.headers.get('content-type'), `round ${round}, accept ${headers.accept}`).toBe(b.headers.get('content-type'));
    expect(normal(ta), `round ${round}`).toBe(normal(tb));
  }
  return { direct: normal(ta), executed: normal(tb), status: b.status, raw: directStats.raw > rawBefore };
}

const LIST = `key piid awardDate fiscalYear obligated totalContractValue recipient { uei displayName } awardingOffice { officeName agencyCode } setAside { code description } parentAward { key }`;

describe('direct execution', () => {
  const served: [string, () => { query: string; variables?: Record<string, unknown>; operationName?: string }, string?][] = [
    ['the default list with variables', () => ({ query: `query L($limit: Int) { contracts(limit: $limit) { count next previous cursor results { ${LIST} } } }`, variables: { limit: 7 } })],
    ['fragments, repeated fields and page fields in any order', () => ({ query: `{ contracts(limit: 3) { results { ...A key recipient { uei } } cursor count } } fragment A on Contract { piid recipient { displayName uei } obligated }` })],
    ['root aliases over two lists and a detail', () => ({ query: `{ a: contracts(limit: 2, ordering: "-obligated") { results { key obligated } } b: contracts(limit: 2, filter: {awardDateGte: "2020-01-01"}) { count } one: contract(key: ${JSON.stringify(contractKey)}) { key transactions { obligated transactionDate } subawardsSummary { count totalAmount } periodOfPerformance { startDate } } }` })],
    ['a missing detail', () => ({ query: `{ contract(key: "NO-SUCH-KEY") { key } }` })],
    ['a scoped list', () => ({ query: `query S($uei: String) { contracts(entityUei: $uei, limit: 5) { count results { key } } }`, variables: { uei } })],
    ['page-number lists', () => ({ query: `{ subawards(limit: 3, page: 1) { count next previous page limit results { key primeAwardAmount primeRecipient { uei displayName } } } transactions(contractKey: ${JSON.stringify(contractKey)}) { count results { modificationNumber obligated } } }` })],
    ['the chosen operation', () => ({ query: `query One { contracts(limit: 1) { count } }`, operationName: 'One' })],
    ['inline fragments', () => ({ query: `{ contracts(limit: 2) { ... on ContractPage { count } results { ... on Contract { key } } } }` })],
  ];
  for (const [name, doc] of served) {
    it(`serves ${name} as graphql-js does`, async () => {
      const before = directStats.served;
      const r = await both(doc());
      expect(r.status).toBe(200);
      expect(r.direct).toBe(r.executed);
      expect(JSON.parse(r.direct).errors).toBeUndefined();
      // at least the first time through Yoga, and the second time before it
      expect(directStats.served).toBeGreaterThan(before);
      expect(r.raw).toBe(true);
    });
  }

  it('answers a gated field as null with the upgrade hint, as graphql-js does, for each plan', async () => {
    const query = `{ contractAppeals(limit: 2) { results { uuid appellant decisionText } } }`;
    for (const tier of ['small', 'enterprise']) {
      const r = await both({ query }, { 'x-api-key': keys[tier] });
      expect(r.direct).toBe(r.executed);
      expect(r.raw).toBe(true);
      const body = JSON.parse(r.direct);
      if (tier === 'small') expect(body.extensions.upgradeHints.fields).toEqual([{ field: 'decision_text', required_tier: 'enterprise' }]);
      else expect(body.extensions).toBeUndefined();
    }
  });

  const declined: [string, () => { query: string; variables?: Record<string, unknown>; operationName?: string }, Record<string, string>?][] = [
    ['a bad filter', () => ({ query: `{ contracts(filter: {awardDate: "2024-13-01"}) { count } }` })],
    ['a forged cursor', () => ({ query: `{ contracts(cursor: "abc.def") { count } }` })],
    ['a limit out of range', () => ({ query: `{ contracts(limit: 1000) { count } }` })],
    ['variables that do not coerce', () => ({ query: `query L($limit: Int) { contracts(limit: $limit) { count } }`, variables: { limit: 'many' } })],
    ['an unknown operation name', () => ({ query: `query One { contracts(limit: 1) { count } }`, operationName: 'Two' })],
    ['directives', () => ({ query: `query D($x: Boolean!) { contracts(limit: 2) { count results { key piid @include(if: $x) } } }`, variables: { x: false } })],
    ['__typename', () => ({ query: `{ contracts(limit: 2) { __typename results { __typename key } } }` })],
    ['nested aliases', () => ({ query: `{ contracts(limit: 2) { results { id: key k2: key } } }` })],
    ['a non-resource root field', () => ({ query: `{ version { apiVersion } contracts(limit: 1) { count } }` })],
    ['an anonymous call to an authenticated resource', () => ({ query: `{ contractAppeals { count } }` })],
    ['a query over the plan complexity', () => ({ query: `{ ${Array.from({ length: 30 }, (_, i) => `c${i}: contracts(limit: 100) { results { ${LIST} transactions { obligated } } }`).join(' ')} }` })],
  ];
  for (const [name, doc] of declined) {
    it(`leaves ${name} to graphql-js, with the same answer`, async () => {
      const r = await both(doc());
      expect(r.direct).toBe(r.executed);
      expect(r.raw).toBe(false);
    });
  }

  it('answers before Yoga with the media type Yoga would choose, and leaves other media types to Yoga', async () => {
    const query = `{ contracts(limit: 1) { count } }`;
    for (const accept of [undefined, '*/*', 'application/json', 'application/graphql-response+json', 'application/graphql-response+json, application/json', 'text/html', 'application/json; charset=latin1']) {
      const r = await both({ query }, accept ? { accept } : {});
      expect(r.raw, String(accept)).toBe(!(accept === 'text/html' || accept?.includes('latin1') || accept?.includes(',')));
    }
  });

  it('keeps a known document honest on every request: variables, operation name, extensions and allowance are checked each time', async () => {
    const query = `query L($limit: Int) { contracts(limit: $limit) { count results { key } } }`;
    expect((await both({ query, variables: { limit: 2 } })).raw).toBe(true);
    for (const body of [
      { query, variables: { limit: 'many' } },
      { query, variables: { limit: 500 } },
      { query, variables: [] },
      { query, operationName: 'Other' },
      { query, variables: { limit: 2 }, extensions: { persistedQuery: { version: 1 } } },
      { query, variables: { limit: 2 }, unexpected: true },
    ]) {
      const r = await both(body);
      expect(r.raw, JSON.stringify(body)).toBe(false);
      expect(r.direct).toBe(r.executed);
    }
  });
});
