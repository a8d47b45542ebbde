/**
 * One set of error codes on /graphql (issue 13): whatever refuses a request,
 * `extensions.code` is one of
 *
 *   VALIDATION_ERROR   a bad value or document (REST 400): an engine check, or
 *                      graphql-js refusing the document or its variables
 *                      (`extensions.reason` keeps graphql-js's own code:
 *                      GRAPHQL_PARSE_FAILED, GRAPHQL_VALIDATION_FAILED,
 *                      BAD_USER_INPUT, QUERY_TOO_COMPLEX)
 *   UNAUTHENTICATED    401
 *   TIER_REQUIRED      403 tier_required (other 403s: FORBIDDEN)
 *   NOT_FOUND          404
 *   RATE_LIMITED       429
 *   CONFLICT, PAYLOAD_TOO_LARGE, NOT_IMPLEMENTED, INTERNAL_SERVER_ERROR
 *
 * API errors carry the REST status and body in `extensions` (toGraphQLError
 * in register.ts); the failures of the HTTP layer before GraphQL runs are
 * shaped the same way (src/http/graphql-errors.ts).
 */
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** The code of an HTTP status (and the REST body's own code, for 403s that are not about the plan). */
export function codeForStatus(status: number, bodyCode?: unknown): string {
  switch (status) {
    case 400:
      return 'VALIDATION_ERROR';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return bodyCode === 'tier_required' ? 'TIER_REQUIRED' : 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 429:
      return 'RATE_LIMITED';
    case 501:
      return 'NOT_IMPLEMENTED';
    default:
      return typeof bodyCode === 'string' && status < 500 ? bodyCode.toUpperCase() : 'INTERNAL_SERVER_ERROR';
  }
}

/** graphql-js's and the armour's document-level codes, all of them a 400 VALIDATION_ERROR. */
const DOCUMENT_CODES = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT', 'QUERY_TOO_COMPLEX', 'BAD_REQUEST']);

/**
 * The code an error should carry, or null when it is right as it is. A
 * request error without any code (variables that do not coerce: graphql-js
 * gives them none) is a BAD_USER_INPUT.
 */
function documentCode(err: GraphQLError, requestError: boolean): string | null {
  const code = err.extensions?.code;
  if (typeof code === 'string') return DOCUMENT_CODES.has(code) ? code : null;
  return requestError ? 'BAD_USER_INPUT' : null;
}

function recode(err: GraphQLError, reason: string): GraphQLError {
  return new GraphQLError(err.message, {
    nodes: err.nodes,
    source: err.source,
    positions: err.positions,
    path: err.path,
    originalError: err.originalError,
    extensions: { ...err.extensions, code: 'VALIDATION_ERROR', reason },
  });
}

/** Rewrites document-level codes to VALIDATION_ERROR in every result Yoga sends. */
export const errorCodesPlugin: Plugin = {
  onResultProcess({ result, setResult }) {
    if (Array.isArray(result) || !result || typeof result !== 'object' || !('errors' in result)) return;
    const errors = (result as { errors?: readonly GraphQLError[] }).errors;
    if (!errors?.length) return;
    // a request error: execution never started, so there is no data member at all
    const requestError = !('data' in result) || (result as { data?: unknown }).data === undefined;
    const reasons = errors.map((e) => documentCode(e, requestError));
    if (reasons.every((r) => r === null)) return;
    setResult({ ...result, errors: errors.map((e, i) => (reasons[i] ? recode(e, reasons[i]!) : e)) } as never);
  },
};
