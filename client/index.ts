/**
 * A small typed client of the Procurement Data Service (docs/client.md).
 *
 *   import { PdsClient, ContractsDocument, paths } from './client/index.js';
 *   const pds = new PdsClient({ baseUrl: 'https://pds.example', apiKey: process.env.PDS_API_KEY });
 *   const { contracts } = await pds.graphql(ContractsDocument, { limit: 5 });  // typed result
 *   const page = await pds.rest(paths.contracts(), { limit: 5, shape: 'key,piid' });
 *
 * - `graphql(document, variables)` posts a typed document (client/generated/,
 *   from the operations in client/operations/ by `npm run codegen`) and
 *   returns its typed `data`; GraphQL errors and HTTP failures throw PdsError.
 * - `rest(path, params)` GETs a REST path (helpers in `paths`) and returns
 *   the parsed JSON.
 * - 429 (document 1, "Limits"): the request is not retried at once. The
 *   client waits what the server asks (wait_in_seconds of the body or of the
 *   GraphQL error's extensions, Retry-After, X-RateLimit-Reset: the largest),
 *   plus an exponential back-off with random jitter, and retries at most
 *   `maxRetries` times. When the server asks for more than `maxWaitSeconds`
 *   (a daily window can report many hours) it throws PdsRateLimitError at
 *   once instead of waiting or retrying. A 503 with Retry-After is treated
 *   the same way. Any other error is thrown at once.
 * - Stability (document 1, Versioning 3 and 4): `stabilityOf(pathOrOperation)`
 *   tells beta and deprecated surfaces apart, from client/generated/surfaces.ts
 *   (generated from the server's resource registry); calling a deprecated
 *   surface warns once per surface through `onWarning`.
 */
import { Kind, parse, print, type DocumentNode, type SelectionSetNode } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { surfaces, type Stability, type Surface } from './generated/surfaces.js';

export * from './generated/graphql.js';
export { gql } from './generated/gql.js';
export { paths, surfaces, type Stability, type Surface } from './generated/surfaces.js';
export type { TypedDocumentNode };

// ───────────────────────────── errors ─────────────────────────────

/** A GraphQL error as the server formats it. */
export interface GraphQLErrorBody {
  message: string;
  path?: ReadonlyArray<string | number>;
  locations?: ReadonlyArray<{ line: number; column: number }>;
  extensions?: Record<string, unknown>;
}

export interface PdsErrorInit {
  message: string;
  /** the server's code (`validation_error`, `tier_required`, a GraphQL extensions.code), else `http_<status>` or a client code */
  code: string;
  /** HTTP status; 0 when no response arrived */
  status: number;
  /** the parsed response body (JSON, else text) */
  body?: unknown;
  /** extensions of the first GraphQL error */
  extensions?: Record<string, unknown>;
  /** every GraphQL error */
  errors?: GraphQLErrorBody[];
  /** partial GraphQL data that came with the errors */
  data?: unknown;
  cause?: unknown;
}

/** Any failure of a call: HTTP status >= 400, GraphQL errors, an unreadable answer or no answer. */
export class PdsError extends Error {
  readonly code: string;
  readonly status: number;
  readonly body: unknown;
  readonly extensions?: Record<string, unknown>;
  readonly errors?: GraphQLErrorBody[];
  readonly data?: unknown;

  constructor(init: PdsErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'PdsError';
    this.code = init.code;
    this.status = init.status;
    this.body = init.body;
    this.extensions = init.extensions;
    this.errors = init.errors;
    this.data = init.data;
  }
}

/** The X-RateLimit-* headers of a response (document 1, "Limits"): seconds until reset. */
export interface RateLimitWindow {
  limit: number;
  remaining: number;
  reset: number;
}
export interface RateLimitInfo extends RateLimitWindow {
  daily?: RateLimitWindow;
  burst?: RateLimitWindow;
  premium?: RateLimitWindow;
}

/**
 * A rate limit the client did not (or no longer) wait out: the server asked
 * for a longer wait than `maxWaitSeconds` (`reason: 'wait_exceeds_cap'`,
 * thrown on the first 429 without any retry), or it still answered 429 after
 * `maxRetries` retries (`reason: 'retries_exhausted'`).
 */
export class PdsRateLimitError extends PdsError {
  /** the wait the server asked for, in seconds */
  readonly waitSeconds: number;
  /** requests sent for this call, the first included */
  readonly attempts: number;
  readonly reason: 'wait_exceeds_cap' | 'retries_exhausted';
  /** the X-RateLimit-* headers of the last answer, when it had them */
  readonly rateLimit?: RateLimitInfo;

  constructor(init: PdsErrorInit & { waitSeconds: number; attempts: number; reason: 'wait_exceeds_cap' | 'retries_exhausted'; rateLimit?: RateLimitInfo }) {
    super(init);
    this.name = 'PdsRateLimitError';
    this.waitSeconds = init.waitSeconds;
    this.attempts = init.attempts;
    this.reason = init.reason;
    this.rateLimit = init.rateLimit;
  }
}

// ───────────────────────────── options ─────────────────────────────

/** What onRetry is told before the client sleeps and retries. */
export interface RetryEvent {
  /** the retry about to be sent: 1 for the first */
  retry: number;
  /** the status of the answer that asked for it (429, 503, or 200 for a GraphQL RATE_LIMITED error) */
  status: number;
  /** the wait the server asked for, in seconds */
  waitSeconds: number;
  /** the whole pause before the retry: the wait plus back-off and jitter */
  delayMs: number;
  url: string;
}

export interface PdsClientOptions {
  /** origin of the service, e.g. https://pds.example (a path prefix is kept) */
  baseUrl: string;
  /** sent as X-API-KEY */
  apiKey?: string;
  /** an OAuth2 access token, sent as Authorization: Bearer (not together with apiKey) */
  accessToken?: string;
  /** the longest server-requested wait the client sits out, in seconds (default 60); a longer one throws PdsRateLimitError at once */
  maxWaitSeconds?: number;
  /** retries after 429 answers (default 5); 0 never retries */
  maxRetries?: number;
  /** back-off base: retry n (from 0) adds baseDelayMs * 2^n plus a random part of up to as much again (default 500) */
  baseDelayMs?: number;
  /** also wait and retry a 503 that carries Retry-After (default true) */
  retryOn503?: boolean;
  /** extra request headers (e.g. X-API-Version) */
  headers?: Record<string, string>;
  /** the fetch used (default: the global fetch of Node 20) */
  fetch?: typeof fetch;
  /** called before each retry */
  onRetry?: (event: RetryEvent) => void;
  /** called once per deprecated surface the client calls (default: console.warn) */
  onWarning?: (message: string, surface: Surface) => void;
  /** the pause (tests inject one that records; default: setTimeout) */
  sleep?: (ms: number) => Promise<void>;
  /** source of jitter in [0, 1) (default Math.random) */
  random?: () => number;
}

/** Query parameters of a REST call; a list becomes an OR-list (`a|b`), null and undefined are left out. */
export type RestParams = Record<string, string | number | boolean | null | undefined | ReadonlyArray<string | number>>;

/** The stability of a REST path or a GraphQL operation: the strongest mark of what it reads. */
export interface StabilityReport {
  stability: Stability;
  /** the beta and deprecated surfaces it touches (none when stable) */
  surfaces: Surface[];
}

/** Variables are optional when the operation has no required one. */
type VariablesArg<V> = {} extends V ? [variables?: V] : [variables: V];

// ───────────────────────────── helpers ─────────────────────────────

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function nonNegative(name: string, value: number, integer: boolean): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || (integer && !Number.isInteger(value))) {
    throw new TypeError(`PdsClient: ${name} must be a non-negative ${integer ? 'integer' : 'number'}, got ${String(value)}`);
  }
  return value;
}

/** Seconds of a Retry-After header: a number of seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, nowMs = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - nowMs) / 1000));
}

const intHeader = (h: Headers, name: string): number | undefined => {
  const v = h.get(name);
  return v !== null && /^\d+$/.test(v.trim()) ? Number(v) : undefined;
};

function windowOf(h: Headers, prefix: string): RateLimitWindow | undefined {
  const limit = intHeader(h, `${prefix}-Limit`);
  const remaining = intHeader(h, `${prefix}-Remaining`);
  const reset = intHeader(h, `${prefix}-Reset`);
  return limit === undefined || remaining === undefined || reset === undefined ? undefined : { limit, remaining, reset };
}

/** The X-RateLimit-* headers of a response, or undefined when it has none. */
export function rateLimitOf(headers: Headers): RateLimitInfo | undefined {
  const primary = windowOf(headers, 'X-RateLimit');
  if (!primary) return undefined;
  const out: RateLimitInfo = { ...primary };
  const daily = windowOf(headers, 'X-RateLimit-Daily');
  const burst = windowOf(headers, 'X-RateLimit-Burst');
  const premium = windowOf(headers, 'X-RateLimit-Premium');
  if (daily) out.daily = daily;
  if (burst) out.burst = burst;
  if (premium) out.premium = premium;
  return out;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const seconds = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : undefined);

function graphqlErrorsOf(body: unknown): GraphQLErrorBody[] | undefined {
  if (!isRecord(body) || !Array.isArray(body.errors) || body.errors.length === 0) return undefined;
  return body.errors.map((e) => (isRecord(e) ? (e as unknown as GraphQLErrorBody) : { message: String(e) }));
}

interface Limited {
  status: number;
  waitSeconds: number;
  message: string;
  extensions?: Record<string, unknown>;
  errors?: GraphQLErrorBody[];
}

/**
 * Whether an answer is a rate limit, and the wait it asks for:
 * - HTTP 429, in either shape: the REST body {detail, wait_in_seconds} or a
 *   GraphQL body whose errors carry extensions.wait_in_seconds; the wait is
 *   the largest of those and of Retry-After and X-RateLimit-Reset;
 * - a GraphQL answer (any status) with a RATE_LIMITED error (a field-level
 *   limit): its extensions.wait_in_seconds (the headers then describe the
 *   request windows, not this limit);
 * - HTTP 503 with Retry-After, when enabled.
 */
function rateLimited(res: Response, body: unknown, retryOn503: boolean): Limited | undefined {
  const errors = graphqlErrorsOf(body);
  const limitedErrors = errors?.filter((e) => e.extensions?.code === 'RATE_LIMITED') ?? [];
  const fromErrors = limitedErrors.map((e) => seconds(e.extensions?.wait_in_seconds)).filter((s): s is number => s !== undefined);
  const detail = isRecord(body) && typeof body.detail === 'string' ? body.detail : undefined;
  const message = detail ?? limitedErrors[0]?.message ?? errors?.[0]?.message ?? `HTTP ${res.status}`;
  if (res.status === 429) {
    const waits = [
      isRecord(body) ? seconds(body.wait_in_seconds) : undefined,
      ...(errors ?? []).map((e) => seconds(e.extensions?.wait_in_seconds)),
      parseRetryAfter(res.headers.get('Retry-After')),
      intHeader(res.headers, 'X-RateLimit-Reset'),
    ].filter((s): s is number => s !== undefined);
    return { status: 429, waitSeconds: waits.length ? Math.max(...waits) : 0, message, extensions: limitedErrors[0]?.extensions ?? errors?.[0]?.extensions, errors };
  }
  if (limitedErrors.length > 0) {
    return { status: res.status, waitSeconds: fromErrors.length ? Math.max(...fromErrors) : 0, message, extensions: limitedErrors[0].extensions, errors };
  }
  if (res.status === 503 && retryOn503) {
    const wait = parseRetryAfter(res.headers.get('Retry-After'));
    if (wait !== undefined) return { status: 503, waitSeconds: wait, message };
  }
  return undefined;
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The error of a failed REST-shaped answer: {error, code} (400, 403), {detail} (401, 429), anything else. */
function httpError(res: Response, body: unknown, url: string): PdsError {
  const b = isRecord(body) ? body : undefined;
  const text = typeof b?.error === 'string' ? b.error : typeof b?.detail === 'string' ? b.detail : typeof body === 'string' && body.length < 300 ? body : undefined;
  return new PdsError({
    message: `${res.status} from ${url}${text ? `: ${text}` : ''}`,
    code: typeof b?.code === 'string' ? b.code : `http_${res.status}`,
    status: res.status,
    body,
  });
}

/** Root fields of a document's operations (through fragments, under any alias). */
function rootFields(document: DocumentNode): string[] {
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
  const out = new Set<string>();
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode) => {
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) {
        if (!s.name.value.startsWith('__')) out.add(s.name.value);
      } else if (s.kind === Kind.INLINE_FRAGMENT) walk(s.selectionSet);
      else if (!seen.has(s.name.value)) {
        seen.add(s.name.value);
        const f = fragments.get(s.name.value);
        if (f) walk(f.selectionSet);
      }
    }
  };
  for (const d of document.definitions) if (d.kind === Kind.OPERATION_DEFINITION && d.operation === 'query') walk(d.selectionSet);
  return [...out];
}

function routePattern(route: string): RegExp {
  const body = route
    .replace(/\/+$/, '')
    .split('/')
    .map((seg) => (seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}/?$`);
}

const surfacePatterns = surfaces.flatMap((s) => s.paths.map((p) => ({ re: routePattern(p), surface: s })));
const surfaceByRoot = new Map(surfaces.flatMap((s) => s.rootFields.map((f) => [f, s] as const)));

function report(found: Surface[]): StabilityReport {
  const unique = [...new Set(found)];
  const stability: Stability = unique.some((s) => s.stability === 'deprecated') ? 'deprecated' : unique.length ? 'beta' : 'stable';
  return { stability, surfaces: unique };
}

/** The surfaces a REST path is served by (query string and origin ignored). */
function surfacesOfPath(target: string): Surface[] {
  let pathname = target;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(target)) pathname = new URL(target).pathname;
  pathname = pathname.split(/[?#]/)[0];
  return surfacePatterns.filter((p) => p.re.test(pathname)).map((p) => p.surface);
}

const documentCache = new WeakMap<DocumentNode, { query: string; roots: string[] }>();

function describeDocument(document: DocumentNode): { query: string; roots: string[] } {
  let d = documentCache.get(document);
  if (!d) {
    d = { query: print(document), roots: rootFields(document) };
    documentCache.set(document, d);
  }
  return d;
}

/**
 * The stability of a REST path (`/api/agencies/`, an absolute URL, a path
 * with a query string), a GraphQL document (typed, parsed or as text) or a
 * Query root field name (`budgetAccounts`), from the generated surfaces.
 */
export function stabilityOf(pathOrOperation: string | DocumentNode): StabilityReport {
  if (typeof pathOrOperation !== 'string') return report(describeDocument(pathOrOperation).roots.flatMap((f) => surfaceByRoot.get(f) ?? []));
  const text = pathOrOperation.trim();
  if (text.startsWith('/') || /^[a-z][a-z0-9+.-]*:\/\//i.test(text)) return report(surfacesOfPath(text));
  if (/^[_A-Za-z][_0-9A-Za-z]*$/.test(text)) return report(surfaceByRoot.has(text) ? [surfaceByRoot.get(text)!] : []);
  try {
    return report(rootFields(parse(text)).flatMap((f) => surfaceByRoot.get(f) ?? []));
  } catch {
    throw new TypeError(`stabilityOf: not a path, a root field name or a GraphQL document: ${text.slice(0, 80)}`);
  }
}

// ───────────────────────────── the client ─────────────────────────────

export class PdsClient {
  /** the origin of baseUrl */
  readonly baseUrl: URL;
  /** the path prefix of baseUrl, without a trailing slash ('' for none) */
  readonly prefix: string;
  readonly maxWaitSeconds: number;
  readonly maxRetries: number;
  readonly baseDelayMs: number;
  /** the X-RateLimit-* headers of the latest answer that had them */
  lastRateLimit?: RateLimitInfo;

  private readonly headers: Record<string, string>;
  private readonly retryOn503: boolean;
  private readonly fetchImpl: typeof fetch;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly random: () => number;
  private readonly onRetry?: (event: RetryEvent) => void;
  private readonly onWarning: (message: string, surface: Surface) => void;
  private readonly warned = new Set<Surface>();

  constructor(options: PdsClientOptions) {
    if (!options || typeof options.baseUrl !== 'string') throw new TypeError('PdsClient: baseUrl is required (e.g. https://pds.example)');
    let base: URL;
    try {
      base = new URL(options.baseUrl);
    } catch {
      throw new TypeError(`PdsClient: baseUrl is not an absolute URL: ${options.baseUrl}`);
    }
    if (base.protocol !== 'http:' && base.protocol !== 'https:') throw new TypeError('PdsClient: baseUrl must be http or https');
    this.baseUrl = new URL(base.origin);
    this.prefix = base.pathname.replace(/\/+$/, '');
    if (options.apiKey && options.accessToken) throw new TypeError('PdsClient: give apiKey or accessToken, not both (the server refuses both at once)');
    this.headers = { ...options.headers };
    if (options.apiKey) this.headers['X-API-KEY'] = options.apiKey;
    if (options.accessToken) this.headers.Authorization = `Bearer ${options.accessToken}`;
    this.maxWaitSeconds = nonNegative('maxWaitSeconds', options.maxWaitSeconds ?? 60, false);
    this.maxRetries = nonNegative('maxRetries', options.maxRetries ?? 5, true);
    this.baseDelayMs = nonNegative('baseDelayMs', options.baseDelayMs ?? 500, false);
    this.retryOn503 = options.retryOn503 ?? true;
    const f = options.fetch ?? globalThis.fetch;
    if (typeof f !== 'function') throw new TypeError('PdsClient: no fetch available (Node 20 or later, or pass options.fetch)');
    this.fetchImpl = f;
    this.sleep = options.sleep ?? defaultSleep;
    this.random = options.random ?? Math.random;
    this.onRetry = options.onRetry;
    this.onWarning = options.onWarning ?? ((message) => console.warn(message));
  }

  /** See the module function: the stability of a path, document or root field. */
  stabilityOf(pathOrOperation: string | DocumentNode): StabilityReport {
    return stabilityOf(pathOrOperation);
  }

  /**
   * Run a GraphQL operation. With a typed document (client/generated/) the
   * variables and the result are typed; a string or an untyped DocumentNode
   * gives an `unknown` result (or the type argument given). Throws PdsError on GraphQL errors (code: the first
   * error's extensions.code) and HTTP failures, PdsRateLimitError on a rate
   * limit it does not wait out.
   */
  graphql<TResult = unknown>(document: string, variables?: Record<string, unknown>): Promise<TResult>;
  // (a plain DocumentNode matches this signature too, with an unknown result)
  graphql<TResult, TVariables>(document: TypedDocumentNode<TResult, TVariables>, ...variables: VariablesArg<TVariables>): Promise<TResult>;
  async graphql(document: string | DocumentNode, variables?: unknown): Promise<unknown> {
    let query: string;
    let roots: string[] = [];
    if (typeof document === 'string') {
      query = document;
      try {
        roots = rootFields(parse(document));
      } catch {
        // not parseable here: the server answers with the syntax error
      }
    } else {
      ({ query, roots } = describeDocument(document));
    }
    this.warnDeprecated(roots.flatMap((f) => surfaceByRoot.get(f) ?? []), 'GraphQL field');
    const url = this.url('/graphql');
    const body = JSON.stringify(variables === undefined ? { query } : { query, variables });
    const { res, body: answer } = await this.exchange(url, {
      method: 'POST',
      headers: { ...this.headers, 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
      body,
    });
    const errors = graphqlErrorsOf(answer);
    if (errors) {
      const extensions = errors[0].extensions;
      throw new PdsError({
        message: errors.map((e) => e.message).join('; '),
        code: typeof extensions?.code === 'string' ? extensions.code : res.ok ? 'GRAPHQL_ERROR' : `http_${res.status}`,
        status: res.status,
        body: answer,
        extensions,
        errors,
        data: isRecord(answer) ? answer.data : undefined,
      });
    }
    if (!res.ok) throw httpError(res, answer, url.toString());
    if (!isRecord(answer) || !isRecord(answer.data)) {
      throw new PdsError({ message: `GraphQL answer without data from ${url}`, code: 'invalid_response', status: res.status, body: answer });
    }
    return answer.data;
  }

  /**
   * GET a REST path (`paths.contracts()`, `/api/version`, or a `next` link of
   * the same origin) with query parameters; returns the parsed JSON (text
   * when the answer is not JSON). Throws PdsError for any status >= 400 (code:
   * the body's code, else http_<status>).
   */
  async rest<T = unknown>(path: string, params: RestParams = {}): Promise<T> {
    const url = this.url(path);
    for (const [name, value] of Object.entries(params)) {
      if (value === undefined || value === null) continue;
      url.searchParams.set(name, Array.isArray(value) ? value.join('|') : String(value));
    }
    this.warnDeprecated(surfacesOfPath(url.pathname.slice(this.prefix.length) || '/'), 'REST path');
    const { res, body } = await this.exchange(url, { method: 'GET', headers: { ...this.headers, accept: 'application/json' } });
    if (!res.ok) throw httpError(res, body, url.toString());
    return body as T;
  }

  /** The absolute URL of a path under baseUrl; an absolute URL must be of the same origin (the credentials go nowhere else). */
  private url(path: string): URL {
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(path)) {
      const u = new URL(path);
      if (u.origin !== this.baseUrl.origin) {
        throw new PdsError({ message: `refusing to send credentials to ${u.origin} (baseUrl is ${this.baseUrl.origin})`, code: 'foreign_origin', status: 0 });
      }
      return u;
    }
    if (!path.startsWith('/')) throw new TypeError(`PdsClient: a path starts with / (got ${path})`);
    return new URL(this.baseUrl.origin + this.prefix + path);
  }

  private warnDeprecated(found: Surface[], what: string) {
    for (const s of found) {
      if (s.stability !== 'deprecated' || this.warned.has(s)) continue;
      this.warned.add(s);
      this.onWarning(`[pds-client] ${what} of ${s.resource} is deprecated: ${s.note}`, s);
    }
  }

  /** The pause before retry `n` (from 0): the server's wait, then baseDelayMs * 2^n and up to as much again at random. */
  private delayMs(retry: number, waitSeconds: number): number {
    const backoff = this.baseDelayMs * 2 ** retry;
    return Math.round(waitSeconds * 1000 + backoff + this.random() * backoff);
  }

  /** Send a request; on a rate limit wait and retry as document 1 says, else hand the answer back. */
  private async exchange(url: URL, init: RequestInit): Promise<{ res: Response; body: unknown }> {
    const where = `${url.origin}${url.pathname}`;
    for (let attempt = 1; ; attempt++) {
      let res: Response;
      try {
        res = await this.fetchImpl(url, init);
      } catch (err) {
        throw new PdsError({ message: `no answer from ${where}: ${(err as Error)?.message ?? String(err)}`, code: 'network_error', status: 0, cause: err });
      }
      const body = await readBody(res);
      const info = rateLimitOf(res.headers);
      if (info) this.lastRateLimit = info;
      const limited = rateLimited(res, body, this.retryOn503);
      if (!limited) return { res, body };
      const retriesDone = attempt - 1;
      const fail = (reason: 'wait_exceeds_cap' | 'retries_exhausted', note: string) =>
        new PdsRateLimitError({
          message: `${limited.message} (${note})`,
          code: limited.status === 503 ? 'service_unavailable' : 'rate_limited',
          status: limited.status,
          body,
          extensions: limited.extensions,
          errors: limited.errors,
          waitSeconds: limited.waitSeconds,
          attempts: attempt,
          reason,
          rateLimit: info,
        });
      // a wait beyond the cap is not sat out, and not retried early either
      if (limited.waitSeconds > this.maxWaitSeconds) {
        throw fail('wait_exceeds_cap', `the server asks to wait ${limited.waitSeconds} s, more than maxWaitSeconds ${this.maxWaitSeconds}; not retried`);
      }
      if (retriesDone >= this.maxRetries) throw fail('retries_exhausted', `still limited after ${retriesDone} ${retriesDone === 1 ? 'retry' : 'retries'}`);
      const delayMs = this.delayMs(retriesDone, limited.waitSeconds);
      this.onRetry?.({ retry: retriesDone + 1, status: limited.status, waitSeconds: limited.waitSeconds, delayMs, url: where });
      await this.sleep(delayMs);
    }
  }
}
