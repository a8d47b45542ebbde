/**
 * Bounded request bodies for /o/: the token endpoint and the sign-in, consent
 * and sign-out forms never buffer more than `maxBytes`. A declared
 * Content-Length over the limit is refused before anything is read; otherwise
 * the stream is read chunk by chunk and cancelled as soon as the total passes
 * the limit (a chunked upload without Content-Length included).
 */
import type { Context as HonoContext } from 'hono';

export const OAUTH_MAX_BODY_BYTES = 16 * 1024;

export type BodyResult = { ok: true; text: string; bytes: number } | { ok: false; reason: 'too_large' | 'unreadable' };

export async function readBoundedText(c: HonoContext, maxBytes = OAUTH_MAX_BODY_BYTES): Promise<BodyResult> {
  const declared = c.req.header('content-length');
  if (declared !== undefined && /^\s*\d+\s*$/.test(declared) && Number(declared) > maxBytes) return { ok: false, reason: 'too_large' };
  const stream = c.req.raw.body;
  if (!stream) return { ok: true, text: '', bytes: 0 };
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      if (bytes > maxBytes) {
        // stop the upload here: nothing more is pulled from the socket
        reader.cancel().catch(() => undefined);
        return { ok: false, reason: 'too_large' };
      }
      chunks.push(value);
    }
  } catch {
    reader.cancel().catch(() => undefined);
    return { ok: false, reason: 'unreadable' };
  } finally {
    reader.releaseLock();
  }
  return { ok: true, text: new TextDecoder('utf-8').decode(Buffer.concat(chunks)), bytes };
}
