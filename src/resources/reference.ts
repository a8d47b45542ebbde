/**
 * The PSC lookup exposed in GraphQL (Prisma-backed) until PSC becomes a
 * registry resource as NAICS did (src/resources/naics.ts).
 */
import { builder } from '../builder.js';
import { prismaOf } from '../context.js';

export const PscType = builder.prismaObject('Psc', {
  name: 'Psc',
  fields: (t) => ({
    code: t.exposeString('code', { nullable: false }),
    name: t.exposeString('name', { nullable: false }),
    description: t.exposeString('description'),
    isService: t.exposeBoolean('is_service', { nullable: false }),
    level1CategoryCode: t.exposeString('level_1_category_code'),
    level1Category: t.exposeString('level_1_category'),
  }),
});

builder.queryFields((t) => ({
  psc: t.prismaField({
    type: 'Psc',
    description: 'One product or service code (4 characters).',
    args: { code: t.arg.string({ required: true }) },
    resolve: (query, _root, args, ctx) =>
      args.code.includes('\u0000')
        ? null
        : prismaOf(ctx).psc.findUnique({
            ...query,
            where: { code: args.code.toUpperCase() },
          }),
  }),
}));
