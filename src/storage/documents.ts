/**
 * Stored documents: the captured bytes of storefront attachments (table
 * storefront_document: content, content type, byte size and hex SHA-256,
 * one row per captured document, keyed like its attachment by request id
 * and document sequence number), read for the signed download route and
 * sent as a file.
 */
import type { RawQuery } from '../engine/query/list.js';

export interface StoredDocument {
  content: Buffer;
  contentType: string;
  byteSize: number;
  sha256: string;
  /** the file name the attachment is listed under */
  fileName: string;
}

/** The stored bytes of one attachment (by its row id), in one statement; null when nothing is stored for it. */
export async function readStoredDocument(query: RawQuery, attachmentId: number): Promise<StoredDocument | null> {
  const rows = await query<{ content: Uint8Array; content_type: string; byte_size: number; sha256: string; doc_name: string }>(
    `SELECT d.content, d.content_type, d.byte_size, d.sha256, a.doc_name
       FROM storefront_attachment a JOIN storefront_document d ON d.rfq_id = a.rfq_id AND d.doc_seq_num = a.doc_seq_num
      WHERE a.id = $1 AND NOT a.is_link`,
    [attachmentId],
  );
  const r = rows[0];
  if (!r) return null;
  const content = Buffer.isBuffer(r.content) ? r.content : Buffer.from(r.content);
  return { content, contentType: r.content_type, byteSize: Number(r.byte_size), sha256: r.sha256, fileName: r.doc_name };
}

/**
 * Content-Disposition for a download (RFC 6266): `attachment`, an ASCII
 * fallback `filename` (quotes, backslashes, controls and non-ASCII replaced)
 * and the exact UTF-8 name as `filename*`.
 */
export function contentDisposition(fileName: string): string {
  const name = fileName.replace(/[\u0000-\u001f\u007f/\\]/g, '_').trim() || 'document';
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, "'");
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The document as a response: its bytes with Content-Type, Content-Length, Content-Disposition and its digest as ETag. */
export function documentResponse(doc: StoredDocument, maxAgeSeconds: number): Response {
  return new Response(new Uint8Array(doc.content), {
    status: 200,
    headers: {
      'Content-Type': doc.contentType,
      'Content-Length': String(doc.content.length),
      'Content-Disposition': contentDisposition(doc.fileName),
      ETag: `"${doc.sha256}"`,
      // the link expires: no shared cache may keep the bytes, the browser at most until then
      'Cache-Control': `private, max-age=${Math.max(0, maxAgeSeconds)}`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
