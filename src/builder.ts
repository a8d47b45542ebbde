/** Pothos builder and plugin order. No types are defined here. */
import SchemaBuilder from '@pothos/core';
import PrismaPlugin from '@pothos/plugin-prisma';
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
  };
}>({
  plugins: [PrismaPlugin],
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

builder.queryType({});
