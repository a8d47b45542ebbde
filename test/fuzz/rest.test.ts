/**
 * REST fuzzing (issue 7, "no 500 for any input"): for every route of every
 * registered resource, and for the non-registry endpoints, seeded fast-check
 * requests with adversarial shapes, filters, ordering, pagination, cursors,
 * path parameters, unknown and repeated parameters and garbage headers,
 * anonymous and with API keys. The property (test/fuzz/check.ts): no 5xx,
 * documented 4xx bodies, no internals in any body. Bounded in time
 * (FUZZ_TIME_MS, default 40 s for the file); FUZZ_SEED picks another seed.
 * A failure prints a curl-able reproducer of the shrunk request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../../src/schema.js';
import { registry } from '../../src/engine/graphql/register.js';
import { planned } from '../../src/resources/index.js';
import type { TestApp } from '../helpers/app.js';
import { otherRoutesArb, restRouteArb, type GeneratorOptions } from './generators.js';
import { FUZZ_SEED, FUZZ_TIME_MS, fuzz, fuzzSetup } from './harness.js';

let app: TestApp;
let opts: GeneratorOptions;
let replace: Record<string, string>;

const routes = registry.flatMap((reg) => reg.routes.map((route) => ({ reg, route })));
const share = Math.floor(FUZZ_TIME_MS / (routes.length + 1));

beforeAll(async () => {
  ({ app, opts, replace } = await fuzzSetup());
});
afterAll(async () => {
  await app?.close();
});

describe('REST fuzz: no 500 for any input', () => {
  it('found real records and cursors to fuzz around', () => {
    expect(routes.length).toBeGreaterThan(0);
    expect(opts.samples!.keys.contracts?.length).toBeGreaterThan(0);
    expect(opts.samples!.cursors.length).toBeGreaterThan(0);
  });

  routes.forEach(({ reg, route }, i) => {
    it(`GET ${route.path}`, { timeout: share + 120_000 }, async () => {
      await fuzz(app.fetch, restRouteArb(reg, route, registry, opts), { label: route.path, seed: FUZZ_SEED + i, timeMs: share, replace });
    });
  });

  it('version, validate, account, planned (501) and unknown paths, OPTIONS', { timeout: share + 120_000 }, async () => {
    await fuzz(app.fetch, otherRoutesArb(registry, planned, opts), { label: 'other endpoints', seed: FUZZ_SEED + routes.length, timeMs: share, replace });
  });
});
