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
  try {
    return JSON.parse(raw);
  } catch {
    throw validationError('request body must be valid JSON (Content-Type: application/json)');
  }
}

/** The parsed body as an object ({} for an empty body); anything else is a 400. */
export async function readJsonObject(c: HonoContext, maxBytes = MAX_JSON_BODY_BYTES): Promise<Record<string, unknown>> {
  const body = await readJson(c, maxBytes);
  if (body === undefined) return {};
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw validationError('request body must be a JSON object');
  return body as Record<string, unknown>;
}
