/**
 * Headers set by middleware after the handler answered (`await next()`).
 *
 * Hono's `c.header()` at that point rebuilds the Response on every call, and
 * first reads `bodyUsed`, which turns @hono/node-server's light Response
 * into a full WHATWG one whose string body becomes a stream. With the ten or
 * so headers our middleware adds to every answer (request id, API version,
 * rate-limit windows, execution time) that was ten Response objects and a
 * streamed body per request. Setting them on the answer's own headers keeps
 * node-server's fast path (status, string body and headers written at once).
 */
import type { Context } from 'hono';

export function setResponseHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    // a Response whose headers are immutable (Response.redirect, a fetch() answer): Hono copies it
    c.header(name, value);
  }
}
