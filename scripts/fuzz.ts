/**
 * Long fuzz run against a running server (issue 7, "no 500 for any input"):
 *
 *   npm run fuzz -- --requests 100000 [--base-url http://127.0.0.1:8000] [--seed N]
 *                   [--api-key K] [--concurrency 8] [--graphql-share 0.1] [--out violations.jsonl]
 *
 * Uses the request generators and the property checker of the in-CI fuzz
 * tests (test/fuzz/generators.ts, test/fuzz/check.ts): walks every route of
 * every registered resource plus the non-registry endpoints, and mixes in
 * GraphQL documents (about 10%), over real HTTP (global fetch).
 *
 * Without --api-key it sends the demo keys (demo_enterprise, demo_free) and
 * anonymous requests, so point it at a server holding the demo dataset. The
 * demo rate limits would throttle a long run: start the server with generous
 * quotas, e.g.
 *
 *   PLAN_QUOTAS='{"free":{"daily":100000000,"burst":100000000},"enterprise":{"daily":100000000,"burst":100000000}}' npm start
 *
 * 429 answers are counted separately and are not failures. At the end it
 * prints the status histogram, the number of property violations and one
 * reproducer per distinct violation (by route, status and rule — GraphQL by
 * transport, plus the root field for a 5xx; the shortest
 * request of each class), and exits 1 when any 5xx (other than the documented
 * 501 of a planned path) or any violation occurred. --out writes every
 * violating request and response as JSON lines, for triage against the
 * server log (500 bodies carry the request_id the log names).
 *
 * `npm run fuzz -- --help` lists every option with its default. Bad
 * arguments exit 2 before any request is sent; an unreachable server exits 1.
 */
import fs from 'node:fs';
import { CliError, defineCommand, UsageError, validators } from '../src/cli/args.js';
import fc from 'fast-check';
import { schema } from '../src/schema.js';
import { registry } from '../src/engine/graphql/register.js';
import { planned } from '../src/resources/index.js';
import { checkResponse, formatReproducer, send, violationClass, type FuzzResponse, type Violation } from '../test/fuzz/check.js';
import { describeRequest, discoverSamples, graphqlArb, restArb, type Fetcher, type FuzzRequest } from '../test/fuzz/generators.js';

export const command = defineCommand({
  name: 'npm run fuzz --',
  summary: 'Fuzz a running server with generated REST and GraphQL requests and check that none answers an undocumented 5xx or breaks the response rules.',
  description:
    'Walks every route of every registered resource plus the other endpoints, with about 10% GraphQL documents. Without --api-key it sends the demo keys (demo_enterprise, demo_free) and anonymous requests, so point it at a server holding the demo dataset, started with generous PLAN_QUOTAS. 429 answers are counted, not failures. At the end it prints the status histogram and one reproducer per distinct violation.',
  options: {
    requests: { type: 'number', integer: true, min: 1, default: 10_000, description: 'how many requests to send' },
    'base-url': { type: 'string', valueName: 'URL', default: 'http://127.0.0.1:8000', validate: validators.httpUrl, description: 'origin of the running server' },
    seed: { type: 'number', integer: true, min: 0, defaultText: 'the current time, printed', description: 'generator seed: the same seed sends the same requests' },
    'api-key': { type: 'string', valueName: 'KEY', defaultText: 'demo_enterprise, demo_free and anonymous', description: 'send only this API key' },
    concurrency: { type: 'number', integer: true, min: 1, max: 1000, default: 8, description: 'requests in flight at once' },
    'graphql-share': { type: 'number', min: 0, max: 1, default: 0.1, valueName: 'SHARE', description: 'share of GraphQL requests' },
    'timeout-ms': { type: 'number', integer: true, min: 1, default: 60_000, description: 'time allowed per request, in milliseconds' },
    out: { type: 'string', valueName: 'FILE', description: 'write every violating request and response to FILE as JSON lines' },
  },
  examples: [
    { command: 'npm run fuzz -- --requests 1000', description: 'a short run against http://127.0.0.1:8000' },
    { command: 'npm run fuzz -- --requests 100000 --seed 42 --concurrency 16 --out violations.jsonl', description: 'a long, repeatable run that keeps the violations for triage' },
  ],
  exitStatus: '0 when no request violated the property, 1 when one did (any undocumented 5xx or rule violation) or the server cannot be reached, 2 for bad arguments (nothing was sent).',
});

const { values } = (() => {
  try {
    const parsed = command.parse(process.argv.slice(2));
    if (!parsed.help) return parsed;
    process.stdout.write(`${command.help()}\n`);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    process.stderr.write(`error: ${err.message}\n\n${command.usage()}\n`);
    process.exit(2);
  }
  process.exit(0);
})();

const requests = values.requests;
const baseUrl = values['base-url'].replace(/\/+$/, '');
const seed = values.seed ?? Date.now() % 2_147_483_647;
const concurrency = values.concurrency;
const timeoutMs = values['timeout-ms'];
const graphqlShare = values['graphql-share'];
const apiKeys = values['api-key'] ? [values['api-key']] : ['demo_enterprise', 'demo_enterprise', 'demo_free'];
const outFile = values.out;

const fetcher: Fetcher = (path, init) => fetch(baseUrl + path, init);

interface Distinct {
  req: FuzzRequest;
  res: FuzzResponse;
  violations: Violation[];
  count: number;
}

async function main(): Promise<number> {
  try {
    const res = await fetch(`${baseUrl}/api/version`);
    if (res.status !== 200) throw new Error(`GET /api/version answered ${res.status}`);
  } catch (err) {
    throw new CliError(`cannot reach ${baseUrl}: ${(err as Error).message}. Start the server first (see the comment at the top of scripts/fuzz.ts).`);
  }
  const samples = await discoverSamples(fetcher, registry, apiKeys[0]);
  console.log(
    `fuzzing ${baseUrl}: ${requests} requests, seed ${seed}, concurrency ${concurrency}, GraphQL share ${graphqlShare}; ` +
      `samples: ${Object.values(samples.keys).reduce((n, k) => n + k.length, 0)} keys, ${samples.cursors.length} cursors`,
  );
  const opts = { apiKeys, samples };
  const rest = restArb(registry, planned, opts);
  const gql = graphqlArb(schema, opts);
  const weightGql = Math.round(graphqlShare * 100);
  const arb = fc.oneof(
    ...(weightGql < 100 ? [{ weight: 100 - weightGql, arbitrary: rest }] : []),
    ...(weightGql > 0 ? [{ weight: weightGql, arbitrary: gql }] : []),
  );

  // generated lazily in seeded chunks: the same --seed gives the same requests
  const CHUNK = 250;
  let chunk: FuzzRequest[] = [];
  let chunkIndex = 0;
  let issued = 0;
  const next = (): FuzzRequest | null => {
    if (issued >= requests) return null;
    if (chunk.length === 0) chunk = fc.sample(arb, { seed: seed + chunkIndex++, numRuns: Math.min(CHUNK, requests - issued) }).reverse();
    issued++;
    return chunk.pop()!;
  };

  const histogram = new Map<number, number>();
  const distinct = new Map<string, Distinct>();
  let done = 0;
  let violating = 0;
  let serverErrors = 0;
  let throttled = 0;
  const out = outFile ? fs.createWriteStream(outFile) : null;
  const started = performance.now();

  const progress = () => {
    const s = (performance.now() - started) / 1000;
    const line = `${done.toLocaleString('en-US')}/${requests.toLocaleString('en-US')}  ${Math.round(done / Math.max(s, 0.001))} req/s  5xx ${serverErrors}  violations ${violating}  429 ${throttled}  distinct ${distinct.size}`;
    if (process.stderr.isTTY) process.stderr.write(`\r${line}   `);
    else process.stderr.write(`${line}\n`);
  };
  const timer = setInterval(progress, process.stderr.isTTY ? 1000 : 10_000);

  const slowest: { ms: number; req: FuzzRequest; status: number }[] = [];
  let flaky = 0;
  const worker = async () => {
    for (let req = next(); req; req = next()) {
      let res = await send(fetcher, req, timeoutMs);
      if (res.error && !/timeout|aborted/i.test(res.error)) {
        // a connection closed under a reused keep-alive socket is the client's race, not an answer: ask once more
        const again = await send(fetcher, req, timeoutMs);
        if (!again.error) {
          flaky++;
          res = again;
        }
      }
      done++;
      if (slowest.length < 5 || res.ms > slowest[slowest.length - 1].ms) {
        slowest.push({ ms: res.ms, req, status: res.status });
        slowest.sort((a, b) => b.ms - a.ms);
        slowest.length = Math.min(slowest.length, 5);
      }
      histogram.set(res.status, (histogram.get(res.status) ?? 0) + 1);
      if (res.status === 429) throttled++;
      const violations = checkResponse(req, res);
      if (!violations.length) continue;
      violating++;
      if (violations.some((v) => v.rule === '5xx' || v.rule === '501-on-implemented')) serverErrors++;
      out?.write(JSON.stringify({ req: { ...req, summary: describeRequest(req) }, res, violations }) + '\n');
      const key = violationClass(req, res, violations);
      const size = req.path.length + (req.body?.length ?? 0);
      const seen = distinct.get(key);
      if (!seen) distinct.set(key, { req, res, violations, count: 1 });
      else {
        seen.count++;
        if (size < seen.req.path.length + (seen.req.body?.length ?? 0)) Object.assign(seen, { req, res, violations });
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  clearInterval(timer);
  progress();
  if (process.stderr.isTTY) process.stderr.write('\n');
  out?.end();

  const secs = (performance.now() - started) / 1000;
  console.log(`\n${done} requests in ${secs.toFixed(1)} s (seed ${seed})`);
  console.log('\nstatus histogram:');
  for (const [status, n] of [...histogram].sort((a, b) => a[0] - b[0])) console.log(`  ${status === 0 ? 'error' : status}  ${n}`);
  console.log(`\n429 (rate limited, not a failure): ${throttled}${throttled ? ' — start the server with generous PLAN_QUOTAS' : ''}`);
  console.log(`5xx (undocumented): ${serverErrors}`);
  console.log(`transport errors that a retry answered (keep-alive races, not counted): ${flaky}`);
  console.log('slowest requests:');
  for (const s of slowest) console.log(`  ${(s.ms / 1000).toFixed(2)} s  ${s.status}  ${describeRequest(s.req, 300)}`);
  console.log(`requests violating the property: ${violating}`);
  console.log(`distinct violations (route + status + rule): ${distinct.size}`);
  const sorted = [...distinct.entries()].sort((a, b) => b[1].res.status - a[1].res.status || a[0].localeCompare(b[0]));
  for (const [key, d] of sorted) {
    console.log(`\n── ${key} (${d.count}×)`);
    console.log(formatReproducer(d.req, d.res, d.violations, { baseUrl }));
  }
  return serverErrors > 0 || violating > 0 ? 1 : 0;
}

void command.run(main);
