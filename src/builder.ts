/** Pothos builder and plugin order. No types are defined here. */
import SchemaBuilder from '@pothos/core';
import ComplexityPlugin from '@pothos/plugin-complexity';
import PrismaPlugin from '@pothos/plugin-prisma';
import { GraphQLError } from 'graphql';
import { DateResolver, DateTimeResolver, JSONResolver, UUIDResolver, URLResolver } from 'graphql-scalars';
import type PrismaTypes from './generated/pothos-types.js';
import { getDatamodel } from './generated/pothos-types.js';
import { type Context, prismaOf } from './context.js';

export const builder = new SchemaBuilder<{
  PrismaTypes: PrismaTypes;
  Context: Context;
  DefaultFieldNullability: true;
  Scalars: {
    Date: { Input: Date; Output: Date | string };
    DateTime: { Input: Date; Output: Date | string };
    JSON: { Input: unknown; Output: unknown };
    UUID: { Input: string; Output: string };
    URL: { Input: URL; Output: URL | string };
    Decimal: { Input: string; Output: unknown };
  };
}>({
  plugins: [ComplexityPlugin, PrismaPlugin],
  complexity: {
    defaultComplexity: 1,
    defaultListMultiplier: 10,
    // higher plans get larger allowances (src/engine/gating/tiers.ts); REST shapes are bounded by their grammar
    limit: (ctx) => ctx.complexityLimit,
    complexityError: (kind, result) => {
      const k = String(kind).toLowerCase() as 'complexity' | 'depth' | 'breadth';
      const max = { complexity: result.maxComplexity, depth: result.maxDepth, breadth: result.maxBreadth }[k];
      return new GraphQLError(`query ${k} ${result[k]} exceeds the limit of ${max} for this plan; ask for fewer fields or smaller pages`, {
        extensions: { code: 'QUERY_TOO_COMPLEX', http: { status: 400 } },
      });
    },
  },
  prisma: {
    client: (ctx) => prismaOf(ctx),
    dmmf: getDatamodel(),
    exposeDescriptions: false,
    filterConnectionTotalCount: true,
    // Over-fetching or N+1 fallbacks are bugs: fail loudly outside production.
    onUnusedQuery: process.env.NODE_ENV === 'production' ? null : 'error',
  },
});

builder.addScalarType('Date', DateResolver);
builder.addScalarType('DateTime', DateTimeResolver);
builder.addScalarType('JSON', JSONResolver);
builder.addScalarType('UUID', UUIDResolver);
builder.addScalarType('URL', URLResolver);

/**
 * Money and other exact decimals: serialised as a string ("1234567.89") so no
 * client ever sees a float that lost cents. REST renders the same values as
 * JSON numbers (exact for amounts up to 15 significant digits).
 */
builder.scalarType('Decimal', {
  description: 'An exact decimal number as a string, e.g. "1234567.89" (money is never a float).',
  serialize: (v) => {
    if (v === null || v === undefined) return null;
    if (typeof v === 'number') return String(v);
    return String(v);
  },
  parseValue: (v) => {
    if (typeof v !== 'string' && typeof v !== 'number') throw new TypeError('Decimal must be a string or number');
    const s = String(v);
    if (!/^-?\d+(\.\d+)?$/.test(s)) throw new TypeError(`not a decimal: ${s}`);
    return s;
  },
});

builder.queryType({});
// mutations: webhook receivers and deliveries (src/webhooks/graphql.ts)
builder.mutationType({});
