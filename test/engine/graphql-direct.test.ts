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

async function both(body: unknown, headers: Record<string, string> = {}): Promise<{ direct: string; executed: string; status: number }> {
  const init = () => ({ method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const a = await direct.fetch(new Request('http://test.local/graphql', init()));
  const b = await executed.fetch(new Request('http://test.local/graphql', init()));
  const [ta, tb] = [await a.text(), await b.text()];
  expect(a.status, ta).toBe(b.status);
  expect(a.headers.get('content-type')).toBe(b.headers.get('content-type'));
  return { direct: ta, executed: tb, status: a.status };
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
      expect(directStats.served).toBe(before + 1);
    });
  }

  it('answers a gated field as null with the upgrade hint, as graphql-js does, for each plan', async () => {
    const query = `{ contractAppeals(limit: 2) { results { uuid appellant decisionText } } }`;
    for (const tier of ['small', 'enterprise']) {
      const before = directStats.served;
      const r = await both({ query }, { 'x-api-key': keys[tier] });
      expect(r.direct).toBe(r.executed);
      expect(directStats.served).toBe(before + 1);
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
    });
  }
});
