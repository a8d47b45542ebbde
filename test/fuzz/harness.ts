/**
 * Shared set-up of the in-CI fuzz tests: seed and time budget from the
 * environment, and one fast-check run that sends each generated request to
 * the in-process app and throws a curl-able reproducer on a violation.
 *
 *   FUZZ_SEED=123 npx vitest run test/fuzz        # another seed (default fixed)
 *   FUZZ_TIME_MS=120000 npx vitest run test/fuzz  # fuzzing time per file (default 40 s)
 */
import fc from 'fast-check';
import { registry } from '../../src/engine/graphql/register.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createAccountWithKey } from '../helpers/auth.js';
import { checkResponse, formatReproducer, send } from './check.js';
import { discoverSamples, type Fetcher, type FuzzRequest, type GeneratorOptions } from './generators.js';

export interface FuzzSetup {
  app: TestApp;
  opts: GeneratorOptions;
  /** reproducers name the demo keys, so they run against `npm start` */
  replace: Record<string, string>;
}

/** The in-process app with an Enterprise and a Free key, and real records and cursors to fuzz around. */
export async function fuzzSetup(): Promise<FuzzSetup> {
  const app = await startTestApp({ generousQuotas: true });
  const enterprise = await createAccountWithKey(app.db.prisma, 'enterprise');
  const free = await createAccountWithKey(app.db.prisma, 'free');
  const samples = await discoverSamples(app.fetch, registry, enterprise.key.key);
  return {
    app,
    opts: { apiKeys: [enterprise.key.key, enterprise.key.key, free.key.key], samples },
    replace: { [enterprise.key.key]: 'demo_enterprise', [free.key.key]: 'demo_free' },
  };
}

export const FUZZ_SEED = Number.parseInt(process.env.FUZZ_SEED ?? '', 10) || 20_240_607;
/** fuzzing time of one test file, split over its tests */
export const FUZZ_TIME_MS = Number.parseInt(process.env.FUZZ_TIME_MS ?? '', 10) || 40_000;

/**
 * Run the property over `arb` for at most `timeMs` (numRuns is large; the
 * time limit caps it, and an interrupted run without a failure passes).
 * A failure throws the shrunk request's reproducer.
 */
export async function fuzz(
  fetcher: Fetcher,
  arb: fc.Arbitrary<FuzzRequest>,
  opts: { label: string; seed: number; timeMs: number; replace?: Record<string, string> },
): Promise<number> {
  let runs = 0;
  const started = performance.now();
  await fc.assert(
    fc.asyncProperty(arb, async (req) => {
      runs++;
      const res = await send(fetcher, req);
      const violations = checkResponse(req, res);
      if (violations.length) throw new Error(`property violated:\n${formatReproducer(req, res, violations, { replace: opts.replace })}`);
    }),
    { seed: opts.seed, numRuns: 1_000_000, interruptAfterTimeLimit: opts.timeMs, markInterruptAsFailure: false },
  );
  console.info(`fuzz ${opts.label}: ${runs} requests in ${Math.round(performance.now() - started)} ms, no violation (seed ${opts.seed})`);
  return runs;
}
