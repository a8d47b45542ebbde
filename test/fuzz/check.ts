/**
 * The property of the fuzz suite (issue 7, "no 500 for any input"), shared by
 * the in-CI tests and scripts/fuzz.ts:
 *
 * - the status is below 500 (a 501 not_implemented only on a planned path
 *   that no implemented route serves);
 * - every 4xx body has the documented form (README "Conventions",
 *   "Authentication", "Rate limits"): 400 {error, code[, errors]},
 *   401 {detail}, 403 tier_required, 404 not_found, 405 {error}, 429
 *   {detail, wait_in_seconds};
 * - GraphQL answers JSON; each error has a message, and no error is a masked
 *   unexpected one ("Unexpected error." / INTERNAL_SERVER_ERROR: a 500 that
 *   Yoga's error masking turned into an error entry);
 * - no body leaks a stack trace, Prisma or PostgreSQL internals.
 *
 * Plus sending a FuzzRequest and printing a curl-able reproducer.
 */
import type { Fetcher, FuzzRequest } from './generators.js';

export interface FuzzResponse {
  status: number;
  contentType: string;
  text: string;
  /** the request failed at the transport level (connection reset, timeout) */
  error?: string;
  ms: number;
}

export interface Violation {
  /** short class name used to group failures: '5xx', 'body-form', 'leak', 'graphql-masked', ... */
  rule: string;
  detail: string;
}

/** Send one request through a fetch-compatible function (the in-process app or global fetch). */
export async function send(fetcher: Fetcher, req: FuzzRequest, timeoutMs = 60_000): Promise<FuzzResponse> {
  const started = performance.now();
  try {
    const res = await fetcher(req.path, {
      method: req.method,
      headers: req.headers,
      body: req.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    return { status: res.status, contentType: res.headers.get('content-type') ?? '', text, ms: performance.now() - started };
  } catch (err) {
    return { status: 0, contentType: '', text: '', error: err instanceof Error ? `${err.name}: ${err.message}${err.cause ? ` (${String((err.cause as Error).message ?? err.cause)})` : ''}` : String(err), ms: performance.now() - started };
  }
}

// ───────────────────────────── leaks ─────────────────────────────

const LEAKS: [string, RegExp][] = [
  ['stack trace', /(?:^|\\n|\n)\s*at (?:async )?[\w$.<>[\] ]*\(?(?:file:|node:|\/|[A-Za-z]:\\)[^)\n]*:\d+:\d+\)?/],
  ['stack trace', /\bnode:internal\b|node_modules\/|\.ts:\d+:\d+|\.js:\d+:\d+/],
  ['prisma', /prisma/i],
  ['SQLSTATE', /SQLSTATE/i],
  ['postgres syntax error', /syntax error at or near/i],
  ['postgres invalid input', /invalid input syntax/i],
  ['postgres internals', /\b(?:PostgresError|DatabaseError|DriverAdapterError|pg_catalog|PGlite|violates (?:not-null|foreign key|check|unique) constraint|relation "[^"]+" does not exist|column "[^"]+" does not exist|operator does not exist|out of range for type|invalid byte sequence for encoding|unterminated quoted string|bind message supplies|could not determine data type|value too long for type|date\/time field value out of range|numeric field overflow)\b/i],
  ['internal error class', /\b(?:TypeError|RangeError|ReferenceError|SyntaxError|URIError): /],
];

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
}

/** Everything the caller sent: a body that echoes it back is not a leak. */
function requestText(req: FuzzRequest): string {
  return [safeDecode(req.path), req.path, req.body ?? '', ...Object.values(req.headers)].join('\n');
}

function leaks(req: FuzzRequest, text: string): Violation[] {
  const sent = requestText(req);
  const out: Violation[] = [];
  for (const [name, re] of LEAKS) {
    const m = re.exec(text);
    if (!m) continue;
    // an echo of the request (e.g. `unknown query parameter "prisma"`) is not a leak
    if (re.test(sent) || sent.includes(m[0].trim())) continue;
    out.push({ rule: 'leak', detail: `body contains ${name}: ${JSON.stringify(text.slice(Math.max(0, m.index - 60), m.index + m[0].length + 60))}` });
  }
  return out;
}

// ───────────────────────────── documented bodies ─────────────────────────────

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStr = (v: unknown): v is string => typeof v === 'string';

/** The documented REST error body for a 4xx status; null when it conforms. */
function restErrorForm(status: number, body: unknown): string | null {
  if (!isObj(body)) return `a ${status} body must be a JSON object`;
  switch (status) {
    case 400:
      if (!isStr(body.error) || !isStr(body.code)) return '400 needs string `error` and `code`';
      if (/^shape is not valid/.test(body.error) && !Array.isArray(body.errors)) return 'a shape 400 needs an `errors` array';
      return null;
    case 401:
      return isStr(body.detail) ? null : '401 needs string `detail`';
    case 403:
      return isStr(body.error) && body.code === 'tier_required' && isStr(body.required_tier) && (isStr(body.current_tier) || body.current_tier === null) && isStr(body.upgrade_url)
        ? null
        : "403 needs {error, code: 'tier_required', required_tier, current_tier, upgrade_url}";
    case 404:
      return isStr(body.error) && body.code === 'not_found' ? null : "404 needs {error: string, code: 'not_found'}";
    case 405:
      return isStr(body.error) ? null : '405 needs string `error`';
    case 429:
      return isStr(body.detail) && typeof body.wait_in_seconds === 'number' ? null : '429 needs {detail, wait_in_seconds}';
    default:
      return `undocumented status ${status}`;
  }
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** Request line and headers larger than Node's HTTP parser accepts (16 KiB): 431/414 come from Node, not the app. */
function exceedsHttpLimits(req: FuzzRequest): boolean {
  return req.path.length + Object.entries(req.headers).reduce((n, [k, v]) => n + k.length + v.length + 4, 0) > 8_000;
}

function checkGraphQLBody(body: Record<string, unknown>): Violation[] {
  const out: Violation[] = [];
  if (!('data' in body) && !('errors' in body)) return [{ rule: 'graphql-form', detail: 'GraphQL response has neither data nor errors' }];
  if ('errors' in body) {
    if (!Array.isArray(body.errors) || body.errors.length === 0) return [{ rule: 'graphql-form', detail: '`errors` must be a non-empty array' }];
    for (const e of body.errors) {
      if (!isObj(e) || !isStr(e.message)) {
        out.push({ rule: 'graphql-form', detail: `error without a string message: ${JSON.stringify(e).slice(0, 200)}` });
        continue;
      }
      const ext = isObj(e.extensions) ? e.extensions : {};
      if (e.message.startsWith('Unexpected error.') || ext.code === 'INTERNAL_SERVER_ERROR' || ext.unexpected === true) {
        out.push({ rule: 'graphql-masked', detail: `masked unexpected error (a 500 inside GraphQL): ${JSON.stringify(e).slice(0, 300)}` });
      }
      // Yoga puts {name, message} of a JSON.parse failure in originalError; a stack is a leak wherever it sits
      for (const [where, o] of [['extensions', ext], ['extensions.originalError', isObj(ext.originalError) ? ext.originalError : {}], ['extensions.exception', isObj(ext.exception) ? ext.exception : {}]] as const) {
        for (const k of ['stack', 'stacktrace']) if (k in o) out.push({ rule: 'leak', detail: `error ${where} carries ${k}` });
      }
      const http = isObj(ext.http) ? ext.http : null;
      if (http && typeof http.status === 'number' && http.status >= 500) out.push({ rule: 'graphql-masked', detail: `error with http status ${http.status}: ${e.message.slice(0, 200)}` });
    }
  }
  return out;
}

/** Every violation of the property for one request and its response (empty: it holds). */
export function checkResponse(req: FuzzRequest, res: FuzzResponse): Violation[] {
  if (res.error) return [{ rule: 'transport', detail: res.error }];
  const out: Violation[] = [];
  const { status } = res;
  const parsed = res.text === '' ? ({ ok: false } as const) : parseJson(res.text);
  const body = parsed.ok ? parsed.value : undefined;

  if (status >= 500) {
    // a HEAD answer has no body to show the code: its GET twin is checked instead
    const planned501 = status === 501 && ((isObj(body) && body.code === 'not_implemented' && isStr(body.error)) || (req.method === 'HEAD' && res.text === ''));
    if (planned501 && req.implemented) out.push({ rule: '501-on-implemented', detail: `501 not_implemented for ${req.method} on a path an implemented route serves` });
    else if (!planned501) out.push({ rule: '5xx', detail: `status ${status}` });
  }
  out.push(...leaks(req, res.text));

  if ((status === 431 || status === 414) && exceedsHttpLimits(req)) return out;

  if (req.surface === 'graphql') {
    if (status >= 200 && status < 300 && (res.text === '' || /text\/html/.test(res.contentType))) {
      // a preflight (204) or GraphiQL for a browser GET
      if (!(req.method === 'OPTIONS' || (req.method === 'GET' && /text\/html/.test(res.contentType)))) out.push({ rule: 'graphql-form', detail: `${status} without a JSON body` });
      return out;
    }
    if (!parsed.ok) {
      out.push({ rule: 'graphql-not-json', detail: `response is not JSON (${status}, ${res.contentType || 'no content-type'})` });
      return out;
    }
    if (isObj(body) && ('errors' in body || 'data' in body)) {
      out.push(...checkGraphQLBody(body));
      return out;
    }
    // answered before GraphQL: version, authentication, rate limit, unknown method
    if (status >= 400 && status < 500) {
      const form = restErrorForm(status, body);
      if (form) out.push({ rule: 'body-form', detail: form });
    } else if (status < 400) out.push({ rule: 'graphql-form', detail: `${status} body is neither a GraphQL result nor an error body` });
    return out;
  }

  if (status >= 400 && status < 500) {
    if (req.method === 'HEAD') return out;
    if (!parsed.ok) out.push({ rule: 'body-form', detail: `${status} body is not JSON (${res.contentType || 'no content-type'})` });
    else {
      const form = restErrorForm(status, body);
      if (form) out.push({ rule: 'body-form', detail: form });
    }
  } else if (status >= 200 && status < 300 && req.method === 'GET' && status !== 204 && !parsed.ok) {
    out.push({ rule: 'body-form', detail: `${status} body is not JSON` });
  }
  return out;
}

/**
 * The class a violation is counted under when deduplicating: route, status
 * and rules. GraphQL requests group by method and transport only (the root
 * field matters for a 5xx, not for an unacceptable Accept header).
 */
export function violationClass(req: FuzzRequest, res: FuzzResponse, violations: Violation[]): string {
  const rules = [...new Set(violations.map((v) => v.rule))].sort().join('+');
  if (req.surface !== 'graphql') return `${req.route} ${res.status} ${rules}`;
  const transport = /\[([a-z-]+)\]$/.exec(req.route)?.[1];
  const field = res.status >= 500 ? ` ${req.route.split(' ')[2] ?? ''}` : '';
  return `${req.method} /graphql${field}${transport ? ` [${transport}]` : ''} ${res.status} ${rules}`;
}

// ───────────────────────────── reproducers ─────────────────────────────

/** Quote for sh: '…' normally, $'…' with escapes when there are control characters. */
export function shellQuote(s: string): string {
  if (!/[\x00-\x1f\x7f]/.test(s)) return `'${s.replace(/'/g, `'\\''`)}'`;
  let out = "$'";
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    if (ch === "'" || ch === '\\') out += `\\${ch}`;
    else if (c < 0x20 || c === 0x7f) out += `\\x${c.toString(16).padStart(2, '0')}`;
    else out += ch;
  }
  return out + "'";
}

function clip(s: string, n: number): string {
  return s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s;
}

export interface ReproducerOptions {
  /** where the curl command points (default http://127.0.0.1:8000, what `npm start` serves) */
  baseUrl?: string;
  /** header values to print differently, e.g. a test-only API key -> demo_enterprise */
  replace?: Record<string, string>;
  /** longest path/body printed in full (fast-check shrinks failing requests well below this) */
  maxRequestChars?: number;
}

/** A minimal curl-able reproducer: method, full URL, headers, body, and what came back. */
export function formatReproducer(req: FuzzRequest, res: FuzzResponse, violations: Violation[], opts: ReproducerOptions = {}): string {
  const base = (opts.baseUrl ?? 'http://127.0.0.1:8000').replace(/\/+$/, '');
  const max = opts.maxRequestChars ?? 20_000;
  const url = base + req.path;
  const parts = ['curl -sS -i -g --path-as-is'];
  if (req.method !== 'GET') parts.push(`-X ${req.method}`);
  parts.push(shellQuote(clip(url, max)));
  for (const [k, v] of Object.entries(req.headers)) {
    // curl drops `-H 'name: '`; `-H 'name;'` sends the empty header
    parts.push(`-H ${shellQuote(v.trim() === '' ? `${k};` : `${k}: ${opts.replace?.[v] ?? v}`)}`);
  }
  if (req.body !== undefined) {
    // fetch sends a string body without a Content-Type as text/plain (curl would say application/x-www-form-urlencoded)
    if (!Object.keys(req.headers).some((k) => k.toLowerCase() === 'content-type')) parts.push(`-H 'Content-Type: text/plain;charset=UTF-8'`);
    parts.push(`--data-binary ${shellQuote(clip(req.body, max))}`);
  }
  const got = res.error ? `transport error: ${res.error}` : `${res.status} ${res.contentType} ${clip(res.text.replace(/\s+/g, ' '), 600)}`;
  return [
    `${req.route}: ${violations.map((v) => `[${v.rule}] ${v.detail}`).join('; ')}`,
    `  ${req.method} ${clip(req.path, 2000)}`,
    `  ${parts.join(' ')}`,
    `  -> ${got}`,
  ].join('\n');
}
