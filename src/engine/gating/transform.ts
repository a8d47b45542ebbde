/**
 * Field gates, applied in one place for REST and GraphQL alike: every field
 * whose extensions carry `gate.tier` or `gate.minVersion` is wrapped so that
 * a caller below the tier (or pinned below the version) gets null and the
 * request records why. REST then omits the field and adds meta.upgrade_hints;
 * GraphQL returns null and extensions.upgradeHints (see yoga.ts).
 */
import { defaultFieldResolver, type GraphQLFieldResolver, type GraphQLResolveInfo, type GraphQLSchema } from 'graphql';
import { MapperKind, mapSchema } from '@graphql-tools/utils';
import type { Context } from '../../context.js';
import { compareVersions, tierAllows } from './tiers.js';

export { compareVersions };

interface Gate {
  rest: string;
  tier?: string;
  minVersion?: string;
}

const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The field's path below the record, in REST names (root field, `results` and list indices dropped). */
export function recordPath(info: GraphQLResolveInfo): string {
  const keys: string[] = [];
  for (let p: GraphQLResolveInfo['path'] | undefined = info.path; p; p = p.prev) if (typeof p.key === 'string') keys.unshift(p.key);
  keys.shift();
  if (keys[0] === 'results') keys.shift();
  return keys.map(snake).join('.');
}

export function applyFieldGates(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (config) => {
      const gate = (config.extensions as { gate?: Gate } | undefined)?.gate;
      if (!gate || (!gate.tier && !gate.minVersion)) return config;
      const inner: GraphQLFieldResolver<unknown, Context> = config.resolve ?? defaultFieldResolver;
      const resolve: GraphQLFieldResolver<unknown, Context> = (source, args, ctx, info) => {
        if (gate.minVersion && compareVersions(ctx.apiVersion, gate.minVersion) < 0) {
          const field = recordPath(info);
          if (!ctx.versionWithheld.some((h) => h.field === field)) ctx.versionWithheld.push({ field, min_version: gate.minVersion });
          return null;
        }
        if (gate.tier && !tierAllows(ctx.tier, gate.tier)) {
          const field = recordPath(info);
          if (!ctx.upgradeHints.some((h) => h.field === field)) ctx.upgradeHints.push({ field, required_tier: gate.tier });
          return null;
        }
        return inner(source, args, ctx, info);
      };
      return { ...config, resolve };
    },
  });
}
