/**
 * Reference lookups (NAICS, PSC) exposed in GraphQL. These are the first
 * Prisma-backed types; the resource engine (shape, filters, pagination) builds
 * the full list endpoints on top of the same objects.
 */
import { builder } from '../builder.js';
import { prismaOf } from '../context.js';

export const NaicsType = builder.prismaObject('Naics', {
  name: 'Naics',
  fields: (t) => ({
    code: t.exposeString('code', { nullable: false }),
    description: t.exposeString('description', { nullable: false }),
    sizeEmployeeLimit: t.exposeInt('size_employee_limit'),
  }),
});

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
  naics: t.prismaField({
    type: 'Naics',
    description: 'One NAICS code (6 digits).',
    args: { code: t.arg.string({ required: true }) },
    // a code holding NUL names nothing (and PostgreSQL text cannot hold one)
    resolve: (query, _root, args, ctx) =>
      args.code.includes('\u0000')
        ? null
        : prismaOf(ctx).naics.findUnique({
            ...query,
            where: { code: args.code },
          }),
  }),
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
