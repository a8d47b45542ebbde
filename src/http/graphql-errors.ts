/**
 * GraphQL-shaped failures on /graphql (issue 13). The middleware in front of
 * GraphQL (API version, authentication, rate limits, body size, an unknown
 * method) answers with the REST error bodies ({detail}, {error, code}). On
 * /graphql a client reads `errors`, so this middleware, mounted before them,
 * rewrites any JSON error answer that is not already a GraphQL result into
 *
 *   {"errors": [{"message": <the REST message>,
 *                "extensions": {"code": <UNAUTHENTICATED | RATE_LIMITED | ...>,
 *                               "http": {"status": n}, "body": <the REST body>}}]}
 *
 * with the same status and headers (WWW-Authenticate, Retry-After,
 * X-RateLimit-*): the shape GraphQL's own refusals have (toGraphQLError in
 * src/engine/graphql/register.ts), with the codes of
 * src/engine/graphql/error-codes.ts. The content type is
 * application/graphql-response+json when the client prefers it, else
 * application/json. Answers that are GraphQL results already (Yoga's, the
 * 413 of the body limit), successes and non-JSON answers pass unchanged;
 * REST paths never come here.
 */
import type { MiddlewareHandler } from 'hono';
import { codeForStatus } from '../engine/graphql/error-codes.js';

const GRAPHQL_RESPONSE = 'application/graphql-response+json';

/** Whether the Accept header prefers application/graphql-response+json to application/json (first listed wins, as Yoga reads it). */
export function prefersGraphQLResponse(accept: string | undefined): boolean {
  if (!accept) return false;
  const types = accept.split(',').map((p) => p.split(';')[0].trim().toLowerCase());
  const g = types.indexOf(GRAPHQL_RESPONSE);
  if (g < 0) return false;
  const j = types.findIndex((t) => t === 'application/json' || t === '*/*' || t === 'application/*');
  return j < 0 || g < j;
}

/** The GraphQL result of a REST error body answered with `status`. */
export function graphqlErrorBody(status: number, body: Record<string, unknown>): { errors: [{ message: string; extensions: Record<string, unknown> }] } {
  const message = typeof body.detail === 'string' ? body.detail : typeof body.error === 'string' ? body.error : `HTTP ${status}`;
  return { errors: [{ message, extensions: { code: codeForStatus(status, body.code), http: { status }, body } }] };
}

export function graphqlErrorsMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (res.status < 400) return;
    if (!/^application\/json\b/i.test(res.headers.get('content-type') ?? '')) return;
    let body: unknown;
    try {
      body = await res.clone().json();
    } catch {
      return;
    }
    // a GraphQL result (errors, data) is left as it is; only a REST error object is rewritten
    if (typeof body !== 'object' || body === null || Array.isArray(body) || 'errors' in body || 'data' in body) return;
    const headers = new Headers(res.headers);
    headers.set('Content-Type', `${prefersGraphQLResponse(c.req.header('accept')) ? GRAPHQL_RESPONSE : 'application/json'}; charset=utf-8`);
    headers.delete('Content-Length');
    // c.res = ... would merge the old headers back over these (content type aside); build the answer whole
    c.res = undefined;
    c.res = new Response(JSON.stringify(graphqlErrorBody(res.status, body as Record<string, unknown>)), { status: res.status, headers });
  };
}
