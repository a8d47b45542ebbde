/**
 * GraphQL fuzzing (issue 7, "no 500 for any input"): for every root Query
 * field of the schema, random documents (selection sets drawn from the
 * types, aliases, fragments, @include/@skip with variables, argument
 * literals of every kind incl. huge ints, NUL and unicode strings, unknown
 * keys in filter inputs, nested literals up to 3000 deep), random variables,
 * plus garbage and over-long documents, sent as POST JSON, GET with
 * query/variables/extensions (malformed JSON included) and malformed bodies.
 * The property (test/fuzz/check.ts): status < 500, JSON, every error has a
 * message, no masked unexpected error, no internals. Bounded in time
 * (FUZZ_TIME_MS, default 40 s for the file); FUZZ_SEED picks another seed.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { schema } from '../../src/schema.js';
import type { TestApp } from '../helpers/app.js';
import { graphqlFieldArb, graphqlGarbageArb, rootQueryFields, type GeneratorOptions } from './generators.js';
import { FUZZ_SEED, FUZZ_TIME_MS, fuzz, fuzzSetup } from './harness.js';

let app: TestApp;
let opts: GeneratorOptions;
let replace: Record<string, string>;

const fields = rootQueryFields(schema);
const share = Math.floor(FUZZ_TIME_MS / (fields.length + 1));

beforeAll(async () => {
  ({ app, opts, replace } = await fuzzSetup());
});
afterAll(async () => {
  await app?.close();
});

describe('GraphQL fuzz: no 500 for any input', () => {
  fields.forEach((field, i) => {
    it(`Query.${field}`, { timeout: share + 120_000 }, async () => {
      await fuzz(app.fetch, graphqlFieldArb(schema, field, opts), { label: `Query.${field}`, seed: FUZZ_SEED + 100 + i, timeMs: share, replace });
    });
  });

  it('garbage, over-long and deeply nested documents; malformed transports', { timeout: share + 120_000 }, async () => {
    await fuzz(app.fetch, graphqlGarbageArb(opts), { label: 'garbage documents', seed: FUZZ_SEED + 100 + fields.length, timeMs: share, replace });
  });
});
