/** JSON request bodies: malformed or oversized bodies are a 400 validation_error, never a 500. */
import type { Context as HonoContext } from 'hono';
import { validationError } from '../engine/errors.js';

export const MAX_JSON_BODY_BYTES = 64 * 1024;

/** The parsed JSON body, or undefined for an empty body. */
export async function readJson(c: HonoContext, maxBytes = MAX_JSON_BODY_BYTES): Promise<unknown> {
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > maxBytes) throw validationError(`request body is too large (at most ${maxBytes} bytes)`);
  let raw: string;
  try {
    raw = await c.req.text();
  } catch {
    throw validationError('request body could not be read');
  }
  if (Buffer.byteLength(raw, 'utf8') > maxBytes) throw validationError(`request body is too large (at most ${maxBytes} bytes)`);
  if (raw.trim() === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw validationError('request body must be valid JSON (Content-Type: application/json)');
  }
  // no field of any body accepts a NUL character (PostgreSQL text cannot hold one)
  if (raw.includes('\\u0000') && holdsNul(parsed)) throw validationError('request body must not contain a NUL character (\\u0000)');
  return parsed;
}

/** Whether any string (key or value) in a parsed JSON value contains NUL; iterative, so depth is no risk. */
function holdsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return true;
    } else if (v && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) {
        if (k.includes('\u0000')) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

/** The parsed body as an object ({} for an empty body); anything else is a 400. */
export async function readJsonObject(c: HonoContext, maxBytes = MAX_JSON_BODY_BYTES): Promise<Record<string, unknown>> {
  const body = await readJson(c, maxBytes);
  if (body === undefined) return {};
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw validationError('request body must be a JSON object');
  return body as Record<string, unknown>;
}
