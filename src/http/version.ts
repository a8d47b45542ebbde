/**
 * API version selection for /api/* and /graphql (README, "Versioning").
 *
 * - A request may pin a version with the header `X-API-Version: 4.25.1`; it must
 *   be one of SUPPORTED_API_VERSIONS, otherwise 400 {error, code:
 *   'validation_error', supported_versions}. Without the header (or with a
 *   blank one) the request is served at CURRENT_API_VERSION.
 * - The version served is c.get('apiVersion') (the GraphQL/REST context's
 *   apiVersion) and is echoed in the `X-API-Version` response header on every
 *   response, errors included (a refused version gets the current one).
 * - Deprecated surfaces (/api/agencies/...) answer with `Deprecation: true` and
 *   a `Link: <successor>; rel="successor-version"` header naming the
 *   replacement.
 */
import type { MiddlewareHandler } from 'hono';
import { CURRENT_API_VERSION, SUPPORTED_API_VERSIONS } from '../version.js';
import { setResponseHeader } from './headers.js';

export type VersionVariables = { apiVersion: string };

export const API_VERSION_HEADER = 'X-API-Version';

/** The successor of a deprecated path, or null when the path is not deprecated. */
export function successorOf(path: string): string | null {
  const m = /^\/api\/agencies(?:\/([^/]+)(?:\/(contracts)(?:\/(awarding|funding))?)?)?\/?$/.exec(path);
  if (!m && !path.startsWith('/api/agencies/') && path !== '/api/agencies') return null;
  if (m?.[3]) return `/api/contracts/?${m[3]}_agency=${encodeURIComponent(decodeSafe(m[1]))}`;
  return '/api/organizations/';
}

function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

export function versionMiddleware(): MiddlewareHandler<{ Variables: VersionVariables }> {
  return async (c, next) => {
    const requested = c.req.header(API_VERSION_HEADER)?.trim();
    if (requested && !(SUPPORTED_API_VERSIONS as readonly string[]).includes(requested)) {
      c.header(API_VERSION_HEADER, CURRENT_API_VERSION);
      return c.json(
        {
          error: `API version ${JSON.stringify(requested.slice(0, 40))} is not supported; send X-API-Version with one of: ${SUPPORTED_API_VERSIONS.join(', ')} (or omit it for ${CURRENT_API_VERSION}).`,
          code: 'validation_error',
          supported_versions: [...SUPPORTED_API_VERSIONS],
        },
        400,
      );
    }
    const served = requested || CURRENT_API_VERSION;
    c.set('apiVersion', served);
    await next();
    setResponseHeader(c, API_VERSION_HEADER, served);
    const successor = successorOf(c.req.path);
    if (successor) {
      setResponseHeader(c, 'Deprecation', 'true');
      setResponseHeader(c, 'Link', `<${successor}>; rel="successor-version"`);
    }
  };
}
