/** The field-gate transform on a small schema: tier and minimum-version gates. */
import { GraphQLList, GraphQLObjectType, GraphQLSchema, GraphQLString, graphql } from 'graphql';
import { describe, expect, it } from 'vitest';
import { makeContext } from '../../src/context.js';
import { applyFieldGates, compareVersions } from '../../src/engine/gating/transform.js';
import { createLogger } from '../../src/logger.js';
import { ApiError } from '../../src/engine/errors.js';
import { runDetail, runList } from '../../src/engine/plan/run.js';
import type { ResourceSpec } from '../../src/engine/resource.js';

const Decision = new GraphQLObjectType({
  name: 'Decision',
  fields: {
    uuid: { type: GraphQLString },
    decisionText: { type: GraphQLString, extensions: { gate: { rest: 'decision_text', tier: 'enterprise' } } },
    delistedAt: { type: GraphQLString, extensions: { gate: { rest: 'delisted_at', minVersion: '4.25.3' } } },
  },
});
const schema = applyFieldGates(
  new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {
        decisions: {
          type: new GraphQLObjectType({ name: 'Page', fields: { results: { type: new GraphQLList(Decision) } } }),
          resolve: () => ({ results: [{ uuid: 'a', decisionText: 'text', delistedAt: '2026-01-01' }, { uuid: 'b', decisionText: 'more', delistedAt: null }] }),
        },
      },
    }),
  }),
);

function ctx(tier: 'free' | 'enterprise', apiVersion = '4.25.3') {
  return makeContext({ requestId: 't', prisma: {}, logger: createLogger('silent'), tier, apiVersion });
}

describe('field gates', () => {
  it('resolve a field above the caller tier to null and record one hint with its record path', async () => {
    const c = ctx('free');
    const res = await graphql({ schema, source: '{ decisions { results { uuid decisionText } } }', contextValue: c });
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ decisions: { results: [{ uuid: 'a', decisionText: null }, { uuid: 'b', decisionText: null }] } });
    expect(c.upgradeHints).toEqual([{ field: 'decision_text', required_tier: 'enterprise' }]);
  });

  it('serve the field at or above the tier, without hints', async () => {
    const c = ctx('enterprise');
    const res = await graphql({ schema, source: '{ decisions { results { decisionText } } }', contextValue: c });
    expect(res.data).toEqual({ decisions: { results: [{ decisionText: 'text' }, { decisionText: 'more' }] } });
    expect(c.upgradeHints).toEqual([]);
  });

  it('withhold fields newer than the pinned API version', async () => {
    const old = ctx('enterprise', '4.25.1');
    const res = await graphql({ schema, source: '{ decisions { results { delistedAt } } }', contextValue: old });
    expect(res.data).toEqual({ decisions: { results: [{ delistedAt: null }, { delistedAt: null }] } });
    expect(old.versionWithheld).toEqual([{ field: 'delisted_at', min_version: '4.25.3' }]);
    const current = ctx('free');
    const ok = await graphql({ schema, source: '{ decisions { results { delistedAt } } }', contextValue: current });
    expect(ok.data).toEqual({ decisions: { results: [{ delistedAt: '2026-01-01' }, { delistedAt: null }] } });
  });

  it('compare versions numerically', () => {
    expect(compareVersions('4.25.10', '4.25.3')).toBeGreaterThan(0);
    expect(compareVersions('4.25.1', '4.25.3')).toBeLessThan(0);
    expect(compareVersions('4.25.3', '4.25.3')).toBe(0);
  });
});

describe('endpoint and filter gates', () => {
  const spec = {
    name: 'gadgets',
    typeName: 'Gadget',
    single: 'gadget',
    table: 'award',
    key: 'key',
    fields: {},
    defaultShape: { list: 'key', detail: 'key' },
    filters: {
      cio_rating: { kind: 'text', tier: 'medium', compile: () => ({ text: 'TRUE', params: [] }) },
      name: { kind: 'text', compile: () => ({ text: 'TRUE', params: [] }) },
    },
    ordering: { fields: {}, default: 'key', tiebreaker: { column: 'key', type: 'text' } },
    orderingAllowed: false,
    pagination: 'page',
    pageSize: 10,
    auth: false,
    routes: [],
  } as unknown as ResourceSpec;

  async function statusOf(p: Promise<unknown>): Promise<{ status: number; body: Record<string, unknown> }> {
    try {
      await p;
    } catch (err) {
      if (err instanceof ApiError) return { status: err.status, body: err.body };
      throw err;
    }
    throw new Error('expected a refusal');
  }

  it('refuse a filter above the caller plan with the documented 403 body, before any query', async () => {
    const res = await statusOf(runList(spec, { filter: new Map([['cio_rating', '2']]) }, {}, 'rest', ctx('free')));
    expect(res).toEqual({
      status: 403,
      body: {
        error: 'The cio_rating filter needs the Medium plan or above; this account is on the Free plan.',
        code: 'tier_required',
        required_tier: 'medium',
        current_tier: 'free',
        upgrade_url: expect.stringMatching(/^https?:/),
      },
    });
  });

  it('refuse a whole endpoint above the caller plan, list and detail alike', async () => {
    const gated = { ...spec, tier: 'small' } as ResourceSpec;
    for (const p of [runList(gated, { filter: new Map() }, {}, 'rest', ctx('free')), runDetail(gated, 'x', {}, 'rest', ctx('free'))]) {
      const res = await statusOf(p);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'tier_required', required_tier: 'small', current_tier: 'free' });
    }
  });
});
