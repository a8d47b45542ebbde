/**
 * Field-level GraphQL limits with graphql-rate-limit-directive:
 *
 *   directive @rateLimit(limit: Int! = 60, duration: Int! = 60) on OBJECT | FIELD_DEFINITION
 *
 * A field (or every field of an object) marked with it may be resolved at
 * most `limit` times per `duration` seconds per caller (account, or client IP
 * when anonymous), on top of the request windows. Pothos fields declare it in
 * their extensions:
 *
 *   t.field({ ..., extensions: { directives: { rateLimit: { limit: 10, duration: 60 } } } })
 *
 * The counters live in the same store as the request windows (PostgreSQL,
 * Redis or memory; src/http/ratelimit/store.ts): the directive's limiter
 * class delegates to the store of the app that served the request. Over the
 * limit the field resolves to an error with code RATE_LIMITED and
 * extensions.wait_in_seconds (the rest of the response is still returned).
 *
 * REST requests run the same resolvers but are limited per request only
 * (the directive counts GraphQL-over-HTTP requests, which carry the caller's
 * scope).
 */
import { buildSchema, GraphQLError, GraphQLSchema, type GraphQLResolveInfo } from 'graphql';
import { rateLimitDirective, type RateLimitArgs } from 'graphql-rate-limit-directive';
import RLF from 'rate-limiter-flexible';
import type { IRateLimiterOptions, RateLimiterRes as Res } from 'rate-limiter-flexible';
import type { CounterStore } from './store.js';

const { RateLimiterMemory, RateLimiterRes } = RLF;

export const RATE_LIMIT_DIRECTIVE = 'rateLimit';
export const FIELD_LIMIT_DEFAULT = { limit: 60, duration: 60 } as const;

/** Who is asking, and which store counts for them. Set per HTTP request by the rate-limit middleware. */
export interface RateLimitScope {
  storeId: string;
  subject: string;
}

const scopes = new WeakMap<object, RateLimitScope>();
const stores = new Map<string, CounterStore>();

export function registerStore(store: CounterStore): () => void {
  stores.set(store.id, store);
  return () => stores.delete(store.id);
}

/** Attach a scope to the request object (Yoga hands the same Request to resolvers as context.request). */
export function rememberScope(request: object, scope: RateLimitScope): void {
  scopes.set(request, scope);
}

export function scopeOf(context: unknown): RateLimitScope | undefined {
  const request = (context as { request?: object } | null)?.request;
  return request ? scopes.get(request) : undefined;
}

const SEP = '\u0001';

/** The directive's limiter: counts in the store named by the key, with the directive's limit and duration. */
class StoreFieldLimiter extends RateLimiterMemory {
  private readonly limit: number;
  private readonly durationSec: number;
  constructor(opts: IRateLimiterOptions) {
    super(opts);
    this.limit = opts.points ?? FIELD_LIMIT_DEFAULT.limit;
    this.durationSec = opts.duration ?? FIELD_LIMIT_DEFAULT.duration;
  }

  override async consume(key: string | number, points = 1): Promise<Res> {
    const [storeId, subject, coordinate] = String(key).split(SEP);
    const store = stores.get(storeId);
    if (!store) return new RateLimiterRes(this.limit, 0, 0, false);
    const count = await store.add('field', `${subject}:${coordinate}:${this.limit}/${this.durationSec}`, points, this.durationSec);
    const res = new RateLimiterRes(Math.max(0, this.limit - count.consumed), count.msBeforeNext, count.consumed, count.consumed === points);
    if (count.consumed > this.limit) throw res;
    return res;
  }
}

const directive = rateLimitDirective<unknown>({
  name: RATE_LIMIT_DIRECTIVE,
  defaultLimit: String(FIELD_LIMIT_DEFAULT.limit),
  defaultDuration: String(FIELD_LIMIT_DEFAULT.duration),
  limiterClass: StoreFieldLimiter as unknown as typeof RateLimiterMemory,
  // only GraphQL-over-HTTP requests carry a scope; without one nothing is counted
  pointsCalculator: (_args, _source, _fieldArgs, context) => (scopeOf(context) ? 1 : 0),
  keyGenerator: (_args: RateLimitArgs, _source, _fieldArgs, context, info: GraphQLResolveInfo) => {
    const scope = scopeOf(context)!;
    return [scope.storeId, scope.subject, `${info.parentType.name}.${info.fieldName}`].join(SEP);
  },
  onLimit: (res, args, _source, _fieldArgs, _context, info) => {
    const wait = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
    throw new GraphQLError(
      `Rate limit exceeded for ${info.parentType.name}.${info.fieldName} (${args.limit} per ${args.duration} seconds). Please wait ${wait} second${wait === 1 ? '' : 's'}.`,
      { extensions: { code: 'RATE_LIMITED', wait_in_seconds: wait } },
    );
  },
});

export const rateLimitDirectiveTypeDefs = directive.rateLimitDirectiveTypeDefs;

/** Add the @rateLimit definition to a schema and wrap the fields that use it. */
export function installRateLimitDirective(schema: GraphQLSchema): GraphQLSchema {
  let withDefinition = schema;
  if (!schema.getDirective(RATE_LIMIT_DIRECTIVE)) {
    const definition = buildSchema(`${rateLimitDirectiveTypeDefs}\ntype Query { _: Boolean }`).getDirective(RATE_LIMIT_DIRECTIVE)!;
    const config = schema.toConfig();
    withDefinition = new GraphQLSchema({ ...config, directives: [...config.directives, definition] });
  }
  return directive.rateLimitDirectiveTransformer(withDefinition);
}
