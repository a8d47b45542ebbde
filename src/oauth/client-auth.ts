/**
 * Client authentication at the token endpoint (RFC 6749 §2.3), decided before
 * the request reaches @node-oauth/oauth2-server:
 *
 * - An Authorization header, when present, must be well-formed HTTP Basic
 *   (RFC 7617): `Basic base64(client_id ":" client_secret)` with canonical
 *   base64, UTF-8, a colon, a non-empty id and secret. Both parts are
 *   form-urlencoded before encoding (§2.3.1) and are decoded here (`%XX`,
 *   `+` = space); they must then be visible ASCII. Anything else (another
 *   scheme included) is `401 invalid_client` with the Basic challenge.
 * - The client must not use more than one method in a request (§2.3):
 *   Basic together with a `client_secret` form field is `400
 *   invalid_request`; a `client_id` form field next to Basic is tolerated only
 *   when it names the same client.
 *
 * The decoded Basic credentials are handed to the library as the form fields
 * client_id / client_secret (the header is not passed on), so there is one
 * parser; the caller turns a library invalid_client into 401 + challenge when
 * Basic was used (§5.2).
 */

export const BASIC_CHALLENGE = 'Basic realm="oauth2", charset="UTF-8"';

export type ClientAuth =
  | { method: 'basic'; clientId: string; clientSecret: string }
  | { method: 'form' }
  | { error: 'invalid_client'; status: 401; description: string }
  | { error: 'invalid_request'; status: 400; description: string };

const BASE64 = /^([A-Za-z0-9+/]+)(={0,2})$/;
/** RFC 6749 Appendix A: client_id and client_secret are VSCHAR (%x20-7E). */
const VSCHAR = /^[\x20-\x7e]+$/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

function malformed(why: string): ClientAuth {
  return { error: 'invalid_client', status: 401, description: `Invalid client: malformed HTTP Basic credentials (${why})` };
}

/** application/x-www-form-urlencoded decoding of one Basic part; null when a %-escape is broken. */
function formDecode(s: string): string | null {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/** Strict RFC 7617 parse of an Authorization header value. */
export function parseBasic(header: string): { clientId: string; clientSecret: string } | { why: string } {
  const m = /^([^\s]*)(?:[ \t]+(.*))?$/s.exec(header.trim());
  const scheme = m?.[1] ?? '';
  if (scheme.toLowerCase() !== 'basic') return { why: scheme ? 'only the Basic scheme is supported' : 'empty Authorization header' };
  const encoded = (m?.[2] ?? '').trim();
  if (!encoded) return { why: 'no credentials after Basic' };
  const b = BASE64.exec(encoded);
  if (!b) return { why: 'not base64' };
  const [, digits, padding] = b;
  if (digits.length % 4 === 1 || (padding && (digits.length + padding.length) % 4 !== 0)) return { why: 'not base64' };
  const bytes = Buffer.from(digits, 'base64');
  // canonical: re-encoding gives the same digits (no stray trailing bits)
  if (bytes.toString('base64').replace(/=+$/, '') !== digits) return { why: 'not base64' };
  let decoded: string;
  try {
    decoded = utf8.decode(bytes);
  } catch {
    return { why: 'not UTF-8' };
  }
  const colon = decoded.indexOf(':');
  if (colon < 0) return { why: 'no colon between client id and secret' };
  const clientId = formDecode(decoded.slice(0, colon));
  const clientSecret = formDecode(decoded.slice(colon + 1));
  if (clientId === null || clientSecret === null) return { why: 'bad percent-encoding' };
  if (!clientId) return { why: 'empty client id' };
  if (!clientSecret) return { why: 'empty client secret' };
  if (!VSCHAR.test(clientId) || !VSCHAR.test(clientSecret)) return { why: 'client id and secret must be visible ASCII' };
  return { clientId, clientSecret };
}

/** Which method the request uses, or why it is refused. `authorization` is the raw header (undefined when absent). */
export function clientAuthOf(authorization: string | undefined, form: Record<string, string>): ClientAuth {
  if (authorization === undefined) return { method: 'form' };
  const parsed = parseBasic(authorization);
  if ('why' in parsed) return malformed(parsed.why);
  if ('client_secret' in form) {
    return {
      error: 'invalid_request',
      status: 400,
      description:
        'Invalid request: more than one client authentication method (HTTP Basic and the client_secret form field); use one (RFC 6749 section 2.3)',
    };
  }
  if ('client_id' in form && form.client_id !== parsed.clientId) {
    return { error: 'invalid_request', status: 400, description: 'Invalid request: the client_id form field does not match the client authenticated with HTTP Basic' };
  }
  return { method: 'basic', clientId: parsed.clientId, clientSecret: parsed.clientSecret };
}
