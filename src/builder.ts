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
// URLs are served as stored (sources publish them; GraphQL and REST must agree byte for byte), checked as URLs on input
builder.addScalarType('URL', URLResolver, { serialize: (v) => (v instanceof URL ? v.href : String(v)) });

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
  // a refused value is a GraphQLError (a client error, 400), never a TypeError (which reads as a failure of the service)
  parseValue: (v) => {
    if (typeof v !== 'string' && (typeof v !== 'number' || !Number.isFinite(v))) throw new GraphQLError('Decimal must be a string or a finite number, e.g. "1234567.89"');
    const s = String(v);
    if (!/^-?\d{1,18}(\.\d{1,6})?$/.test(s)) throw new GraphQLError(`not a decimal amount such as 1234567.89: ${JSON.stringify(s.slice(0, 40))}`);
    return s;
  },
});

builder.queryType({ description: 'Every read: the resources (one root field per list and per record, the same as the REST paths), the account, alerts and webhooks.' });
// mutations: webhook receivers and deliveries (src/webhooks/graphql.ts)
builder.mutationType({ description: 'Changes to the calling account: webhook receivers, deliveries and alerts.' });
