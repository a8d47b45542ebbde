/**
 * Premium budgets belong to resources, not to paths (document 1 "Limits",
 * document 3 "Limits", issue 16): a resource declared with `premium`
 * (src/engine/resource.ts) spends one request of its family's daily budget
 * for every request that reads it, whichever way it is asked:
 *
 * - REST: a request on one of the resource's routes (matched like the
 *   router: each `:param` one non-empty segment, trailing slash optional);
 * - GraphQL: a request whose executed operation selects one of the
 *   resource's root fields (`laborRates`, `laborRate`), at the root or
 *   through root fragments, under any alias.
 *
 * GraphQL requests are read here, before authentication has let them reach
 * Yoga, exactly as Yoga will read them (GET query parameters; POST bodies of
 * JSON, form, `application/graphql` and multipart types; batches), and the
 * document is parsed with graphql-js, so the operation that executes is the
 * one that was counted. `@skip`/`@include` are honoured when their condition
 * is a literal or a variable sent as a boolean; any other condition counts.
 * Nothing is let through uncounted, and the cost stays bounded:
 *
 * - a document that does not contain a premium root field's name anywhere
 *   cannot select it (GraphQL names have no escapes) and is not parsed;
 * - a document that names one but cannot be parsed here (a syntax error,
 *   more than MAX_TOKENS tokens, nesting that exhausts the stack) is counted
 *   as reading it, and as reading something else (Yoga refuses most such
 *   documents anyway: more than 5,000 tokens or 100 nested brackets);
 * - a request Yoga cannot read at all (an unknown media type, a body over
 *   1 MiB, a body that is not JSON) is counted on the ordinary windows:
 *   nothing of it executes.
 */
import { Kind, parse, type DirectiveNode, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import { camel, type ResourceSpec } from '../../engine/resource.js';

export interface PremiumFamily {
  name: string;
  /** for messages: "labor-rate endpoints" */
  label: string;
}

/** What one request spends: premium families, and whether the ordinary windows count it too. */
export interface Charge {
  premium: PremiumFamily[];
  /** counted on daily and burst as well (GraphQL requests that also read something else) */
  ordinary: boolean;
}

export const ORDINARY: Charge = Object.freeze({ premium: [], ordinary: true }) as Charge;

export interface PremiumIndex {
  readonly families: PremiumFamily[];
  /** the family of a REST path, or null */
  ofPath(path: string): PremiumFamily | null;
  /** the family of a GraphQL Query root field, or null */
  ofRootField(name: string): PremiumFamily | null;
  /** the families whose root field names occur anywhere in a document's text */
  mentionedIn(text: string): PremiumFamily[];
}

function routePattern(path: string): RegExp {
  const body = path
    .replace(/\/+$/, '')
    .split('/')
    .map((seg) => (seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}/?$`);
}

/** The premium families of a registry, with the REST routes and GraphQL root fields of each. */
export function premiumIndex(specs: readonly ResourceSpec[]): PremiumIndex {
  const families = new Map<string, PremiumFamily>();
  const paths: { re: RegExp; family: PremiumFamily }[] = [];
  const roots = new Map<string, PremiumFamily>();
  for (const spec of specs) {
    if (!spec.premium) continue;
    let family = families.get(spec.premium.family);
    if (!family) {
      family = { name: spec.premium.family, label: spec.premium.label };
      families.set(family.name, family);
    }
    for (const r of spec.routes) paths.push({ re: routePattern(r.path), family });
    // the root fields src/engine/graphql/build.ts gives the resource
    roots.set(camel(spec.name), family);
    roots.set(spec.single, family);
  }
  return {
    families: [...families.values()],
    ofPath: (path) => paths.find((p) => p.re.test(path))?.family ?? null,
    ofRootField: (name) => roots.get(name) ?? null,
    mentionedIn: (text) => [...new Set([...roots].filter(([name]) => text.includes(name)).map(([, f]) => f))],
  };
}

/** The charge of a REST request. */
export function restCharge(index: PremiumIndex, path: string): Charge {
  const family = index.ofPath(path);
  return family ? { premium: [family], ordinary: false } : ORDINARY;
}

// ── GraphQL ──

/** One GraphQL request as Yoga reads it. */
export interface GraphQLParams {
  query?: unknown;
  operationName?: unknown;
  variables?: unknown;
}

/** The media type without parameters, lower-cased (the first of a list, as Yoga takes it). */
function mediaType(contentType: string | null): string {
  return (contentType ?? '').split(',')[0].split(';')[0].trim().toLowerCase();
}

function jsonOrUndefined(text: string | null): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function fromSearchParams(p: URLSearchParams): GraphQLParams {
  return { query: p.get('query') || undefined, operationName: p.get('operationName') || undefined, variables: jsonOrUndefined(p.get('variables')) };
}

/** The body of a request, without consuming it, or null when it is larger than `maxBytes`. */
async function peekBody(req: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = req.headers.get('content-length');
  if (declared !== null && Number(declared) > maxBytes) return null;
  const body = req.clone().body;
  if (!body) return new Uint8Array(new ArrayBuffer(0));
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // not awaited: a tee branch's cancel settles only once the other branch (Yoga's) is done too
      reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(new ArrayBuffer(size));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

/**
 * The GraphQL requests of an HTTP request (a batch gives several), or null
 * when Yoga would not execute anything (unknown method or media type, body
 * too large or unreadable).
 */
/**
 * `opts.unless(text)`: false when a JSON body's text cannot name what the caller looks for; such a
 * body is then not parsed and answers one empty document.
 */
export async function readGraphQLParams(req: Request, maxBytes: number, opts?: { unless?: (text: string) => boolean; text?: () => Promise<string> }): Promise<GraphQLParams[] | null> {
  // HEAD too: a HEAD is routed as a GET (counted alike even where Yoga then refuses it)
  if (req.method === 'GET' || req.method === 'HEAD') return [fromSearchParams(new URL(req.url).searchParams)];
  if (req.method !== 'POST') return null;
  const type = mediaType(req.headers.get('content-type'));
  const declared = req.headers.get('content-length');
  if (declared !== null && Number(declared) > maxBytes) return null;
  // `opts.text`: the body read once for everyone (Hono's cached text, which the GraphQL route reads too),
  // when its length is declared (and so bounded); otherwise a bounded read of a copy
  let decoded: string | null = opts?.text && declared !== null && type !== 'multipart/form-data' ? await opts.text() : null;
  const bytes = decoded === null ? await peekBody(req, maxBytes) : null;
  if (decoded === null && !bytes) return null;
  const text = () => (decoded ??= new TextDecoder().decode(bytes!));
  let params: unknown;
  if (type === 'application/json' || type.endsWith('+json')) {
    const raw = text();
    // the common case, answered without parsing the body: JSON can hide a name only behind a \u
    // escape, so a body with neither a premium field's name nor a backslash-u reads nothing premium
    if (opts?.unless && !raw.includes('\\u') && !opts.unless(raw)) return [{ query: '' }];
    params = jsonOrUndefined(raw);
  }
  else if (type === 'application/x-www-form-urlencoded') params = fromSearchParams(new URLSearchParams(text()));
  else if (type === 'application/graphql') params = { query: text() };
  else if (type === 'multipart/form-data') {
    const form = await new Response(bytes!, { headers: { 'content-type': req.headers.get('content-type') ?? '' } }).formData();
    const operations = form.get('operations');
    params = typeof operations === 'string' ? jsonOrUndefined(operations) : undefined;
  } else return null;
  const list = Array.isArray(params) ? params : [params];
  return list.filter((p): p is GraphQLParams => !!p && typeof p === 'object');
}

/** Documents parsed here, by text (the same texts come again and again). */
const MAX_CACHED = 1_000;
const MAX_CACHED_LENGTH = 20_000;
const parsed = new Map<string, DocumentNode | null>();

/** Documents longer than this are not parsed here (Yoga refuses documents of more than 5,000 tokens). */
export const MAX_TOKENS = 20_000;

function parseCached(query: string): DocumentNode | null {
  const hit = parsed.get(query);
  if (hit !== undefined) return hit;
  let doc: DocumentNode | null;
  try {
    doc = parse(query, { noLocation: true, maxTokens: MAX_TOKENS });
  } catch {
    // a syntax error, too many tokens, or nesting deep enough to exhaust the stack
    doc = null;
  }
  if (query.length <= MAX_CACHED_LENGTH) {
    if (parsed.size >= MAX_CACHED) parsed.delete(parsed.keys().next().value as string);
    parsed.set(query, doc);
  }
  return doc;
}

/** Is a selection left out by @skip/@include? Only when the condition is known to say so. */
function excluded(directives: readonly DirectiveNode[] | undefined, op: OperationDefinitionNode, variables: Record<string, unknown>): boolean {
  for (const d of directives ?? []) {
    const name = d.name.value;
    if (name !== 'skip' && name !== 'include') continue;
    const arg = d.arguments?.find((a) => a.name.value === 'if')?.value;
    let value: unknown;
    if (arg?.kind === Kind.BOOLEAN) value = arg.value;
    else if (arg?.kind === Kind.VARIABLE) {
      const v = arg.name.value;
      if (Object.hasOwn(variables, v)) value = variables[v];
      else {
        const def = op.variableDefinitions?.find((x) => x.variable.name.value === v)?.defaultValue;
        if (def?.kind === Kind.BOOLEAN) value = def.value;
      }
    }
    if (typeof value !== 'boolean') continue; // unknown: counted
    if ((name === 'skip' && value) || (name === 'include' && !value)) return true;
  }
  return false;
}

/** The charge of one parsed GraphQL request: its operation's root fields. */
export function documentCharge(index: PremiumIndex, doc: DocumentNode, operationName: unknown, rawVariables: unknown): Charge {
  const ops = doc.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const op = typeof operationName === 'string' && operationName ? ops.find((o) => o.name?.value === operationName) : ops.length === 1 ? ops[0] : undefined;
  // no operation to execute (Yoga answers an error)
  if (!op) return ORDINARY;
  const variables = rawVariables && typeof rawVariables === 'object' && !Array.isArray(rawVariables) ? (rawVariables as Record<string, unknown>) : {};
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of doc.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const premium = new Set<PremiumFamily>();
  let ordinary = false;
  // each fragment is walked once (only the union of root fields matters), so spreads cannot multiply the work
  const walked = new Set<string>();
  const walk = (set: SelectionSetNode) => {
    for (const sel of set.selections) {
      if (excluded(sel.directives, op, variables)) continue;
      if (sel.kind === Kind.FIELD) {
        const family = op.operation === 'query' ? index.ofRootField(sel.name.value) : null;
        if (family) premium.add(family);
        else if (sel.name.value !== '__typename') ordinary = true;
      } else if (sel.kind === Kind.INLINE_FRAGMENT) walk(sel.selectionSet);
      else {
        const name = sel.name.value;
        const fragment = fragments.get(name);
        if (!fragment || walked.has(name)) continue;
        walked.add(name);
        walk(fragment.selectionSet);
      }
    }
  };
  walk(op.selectionSet);
  return premium.size ? { premium: [...premium], ordinary } : ORDINARY;
}

/** The charge of a GraphQL HTTP request (ORDINARY when it reads nothing premium or cannot be read). */
export async function graphqlCharge(index: PremiumIndex, req: Request, maxBytes: number, text?: () => Promise<string>): Promise<Charge> {
  if (index.families.length === 0) return ORDINARY;
  let requests: GraphQLParams[] | null;
  try {
    requests = await readGraphQLParams(req, maxBytes, { unless: (t) => index.mentionedIn(t).length > 0, text });
  } catch {
    return ORDINARY;
  }
  if (!requests) return ORDINARY;
  const premium = new Set<PremiumFamily>();
  let ordinary = false;
  for (const p of requests) {
    const mentioned = typeof p.query === 'string' ? index.mentionedIn(p.query) : [];
    if (mentioned.length === 0) {
      // cannot select a premium root field (or carries no document at all)
      ordinary = true;
      continue;
    }
    const doc = parseCached(p.query as string);
    // a document that names a premium field but cannot be parsed here is counted as reading it
    const c = doc ? documentCharge(index, doc, p.operationName, p.variables) : { premium: mentioned, ordinary: true };
    for (const f of c.premium) premium.add(f);
    if (c.ordinary) ordinary = true;
  }
  return premium.size ? { premium: [...premium], ordinary } : ORDINARY;
}
