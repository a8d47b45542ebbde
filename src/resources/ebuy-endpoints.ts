/**
 * The storefront endpoints besides the request list and detail, REST and
 * GraphQL from the same code:
 *
 * - GET /api/ebuy/access/ (GraphQL `ebuyAccess`): the access record of every
 *   authenticated caller, Free included (never 403; 401 anonymous).
 * - GET /api/ebuy/requests/{rfq_id}/attachments/{doc_seq_num}/download/
 *   (GraphQL `ebuyAttachmentDownload`): Small plan and above. One statement
 *   checks the request is visible to the caller (its links read in that
 *   statement) and reads the attachment: a document answers 302 to a signed
 *   URL valid five minutes; a link answers 400 with its URL; a document not
 *   captured yet 404; an attachment not in the current listing, an unknown
 *   one or one under a request the caller cannot see the same 404 as an id
 *   never issued.
 * - GET /api/ebuy/files/{token}: the document's bytes. The token (HMAC-SHA256
 *   over the attachment id and the expiry, src/storage/signing.ts) is the
 *   credential, as with a presigned URL: no API key is needed, and a forged,
 *   altered or malformed token answers 404, an expired one 400 link_expired.
 */
import { builder } from '../builder.js';
import type { Context } from '../context.js';
import { ApiError } from '../engine/errors.js';
import { finalize, joinSql, sql } from '../engine/filters/sql.js';
import { toGraphQLError } from '../engine/graphql/register.js';
import type { RawQuery } from '../engine/query/list.js';
import type { EndpointRequest, ResourceEndpoint } from '../engine/resource.js';
import { assertTier, PRO_TIER } from '../plans.js';
import { documentResponse, readStoredDocument } from '../storage/documents.js';
import { DOWNLOAD_URL_TTL_SECONDS, downloadNow, downloadsDisabled, signDownload, verifyDownload } from '../storage/signing.js';
import { accessRecord, RFQ_ID_FORM, requireCaller, visibleTo, type AccessRecord } from './ebuy-visibility.js';

/** The path of a signed document URL (below the service's base address). */
export const FILES_PATH = '/api/ebuy/files/';

const SEQ_FORM = /^[1-9][0-9]{0,8}$/;

/** A signed URL of a stored document and when it expires. */
interface Download {
  url: string;
  expiresAt: string;
}

const notFound = (rfqId: string, seq: string) =>
  new ApiError(404, { error: `No attachment ${JSON.stringify(seq)} of ebuy_requests record with rfq_id ${JSON.stringify(rfqId)}.`, code: 'not_found' });

function disabled(message: string): ApiError {
  return new ApiError(503, { error: message, code: 'downloads_disabled' });
}

/**
 * What a download of attachment `seq` of request `rfqId` gives this caller
 * (`base`: the address signed URLs start with). Throws the documented
 * errors: 401, 403 tier_required, 404 (not visible, unknown, not listed, not
 * captured), 400 for a link (with its url), 503 when downloads cannot be
 * signed.
 */
async function download(ctx: Context, rfqId: string, seq: string, base: string): Promise<Download> {
  requireCaller(ctx);
  assertTier(ctx.tier, PRO_TIER, 'The ebuy_requests endpoint');
  if (!RFQ_ID_FORM.test(rfqId) || !SEQ_FORM.test(seq)) throw notFound(rfqId, seq);
  // one statement: the request is visible (links read here), the attachment is listed, and whether its bytes are stored
  const cond = joinSql([sql('t.rfq_id = $? AND a.doc_seq_num = $?::int', rfqId, Number(seq)), visibleTo(ctx)], ' AND ');
  const q = finalize({
    text: `SELECT a.id, a.is_link, a.doc_path, (a.captured AND d.rfq_id IS NOT NULL) AS stored
             FROM storefront_request t
             JOIN storefront_attachment a ON a.rfq_id = t.rfq_id AND NOT a.removed
             LEFT JOIN storefront_document d ON d.rfq_id = a.rfq_id AND d.doc_seq_num = a.doc_seq_num
            WHERE ${cond.text}`,
    params: cond.params,
  });
  const [row] = await (ctx.sql as RawQuery)<{ id: number; is_link: boolean; doc_path: string; stored: boolean }>(q.text, q.params);
  if (!row) throw notFound(rfqId, seq);
  if (row.is_link) {
    throw new ApiError(400, {
      error: `Attachment ${seq} of ${rfqId} is a link, not a stored document: follow its url.`,
      code: 'attachment_is_link',
      url: row.doc_path,
    });
  }
  if (!row.stored) throw new ApiError(404, { error: `Attachment ${seq} of ${rfqId} has not been captured yet; try again later.`, code: 'not_found' });
  const off = downloadsDisabled();
  if (off) throw disabled(off);
  const signed = signDownload(Number(row.id));
  return { url: `${base}${FILES_PATH}${signed.token}`, expiresAt: new Date(signed.expires * 1000).toISOString() };
}

// ───────────────────────────── REST ─────────────────────────────

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

// ── what the handlers answer, for the OpenAPI document (ResourceEndpoint.responses) ──

/** An error body with a code of its own (ApiError {error, code, ...}). */
const codedError = (code: string, description: string, extra: Record<string, unknown> = {}) => ({
  type: 'object',
  description,
  required: ['error', 'code', ...Object.keys(extra)],
  properties: { error: { type: 'string' }, code: { type: 'string', const: code }, ...extra },
  additionalProperties: false,
});

const DISABLED = { description: 'Downloads are switched off on this deployment (code downloads_disabled: no signing key, DOWNLOAD_URL_KEYS).', schema: codedError('downloads_disabled', 'Storefront document downloads cannot be signed or verified here.') };

const access: ResourceEndpoint = {
  path: '/api/ebuy/access/',
  description: "The caller's storefront access record: enabled, reason (tier_required, no_contract_grant or null) and the linked contracts.",
  handle: async (_req, ctx) => json(200, await accessRecord(ctx)),
  // every authenticated caller, Free included: 401 anonymous, never 403
  auth: true,
  responses: {
    200: {
      description: 'The access record (every plan: a plan below Small says reason tier_required).',
      schema: {
        type: 'object',
        required: ['enabled', 'reason', 'contracts'],
        properties: {
          enabled: { type: 'boolean', description: 'The caller can see storefront requests.' },
          reason: { type: ['string', 'null'], enum: ['tier_required', 'no_contract_grant', null], description: 'tier_required (wins when both apply), no_contract_grant, or null when enabled.' },
          contracts: { type: 'array', items: { type: 'string' }, description: "The caller's linked schedule contract numbers, sorted." },
        },
        additionalProperties: false,
      },
    },
  },
};

const attachmentDownload: ResourceEndpoint = {
  path: '/api/ebuy/requests/:rfq_id/attachments/:doc_seq_num/download/',
  description: 'A document: 302 to a signed URL valid five minutes. A link: 400 with its url. Not captured yet: 404.',
  handle: async (req: EndpointRequest, ctx) => {
    const d = await download(ctx, req.params.get('rfq_id') ?? '', req.params.get('doc_seq_num') ?? '', req.baseUrl);
    // the signed URL is a credential for five minutes: nobody may cache the redirect
    return json(302, { url: d.url, expires_at: d.expiresAt }, { Location: d.url, 'Cache-Control': 'no-store' });
  },
  auth: true,
  responses: {
    302: {
      description: `A stored document: the signed URL of its bytes, valid ${DOWNLOAD_URL_TTL_SECONDS / 60} minutes (no API key needed there).`,
      schema: {
        type: 'object',
        required: ['url', 'expires_at'],
        properties: {
          url: { type: 'string', format: 'uri', description: 'The signed URL (the same as Location): GET /api/ebuy/files/{token}.' },
          expires_at: { type: 'string', format: 'date-time', description: 'When the signed URL stops working.' },
        },
        additionalProperties: false,
      },
      headers: { Location: 'The signed URL of the document.', 'Cache-Control': 'no-store: the signed URL is a credential while it lasts.' },
    },
    400: {
      description: 'The attachment is a link, not a stored document (code attachment_is_link, with its url); or a query parameter (none is taken).',
      schema: codedError('attachment_is_link', 'The attachment is a link: follow its url.', { url: { type: 'string', description: 'Where the link points.' } }),
    },
    403: { description: 'The plan is below Small (code tier_required).' },
    404: { description: 'No such attachment of a request the caller can see (an unknown request or attachment, one no longer listed, a request outside the caller\'s contracts), or a document not captured yet.' },
    503: DISABLED,
  },
};

const files: ResourceEndpoint = {
  path: `${FILES_PATH}:token`,
  description: 'The bytes of a stored document, for a signed token from the download endpoint (no API key needed).',
  handle: async (req, ctx) => {
    const token = req.params.get('token') ?? '';
    const now = downloadNow();
    const v = verifyDownload(token, now);
    if (!v.ok) {
      if (v.reason === 'disabled') throw disabled(downloadsDisabled() ?? 'Storefront document downloads are disabled.');
      if (v.reason === 'expired') {
        throw new ApiError(400, {
          error: `This download link expired at ${new Date(v.expires! * 1000).toISOString()}: links are valid for ${DOWNLOAD_URL_TTL_SECONDS / 60} minutes; ask the attachment's download endpoint for a new one.`,
          code: 'link_expired',
        });
      }
      throw new ApiError(404, { error: 'No document at this address: the download link is malformed or its signature does not verify.', code: 'not_found' });
    }
    const doc = await readStoredDocument(ctx.sql as RawQuery, v.attachmentId);
    if (!doc) throw new ApiError(404, { error: 'The document of this download link is no longer stored.', code: 'not_found' });
    return documentResponse(doc, v.expires - Math.floor(now / 1000));
  },
  // the signed token is the credential (checked by the handler); the /api/ middleware admits anonymous callers
  auth: false,
  responses: {
    200: {
      description: "The document's bytes, in its own media type (Content-Type).",
      headers: {
        'Content-Length': 'The size of the document in bytes.',
        'Content-Disposition': 'attachment, with the file name the attachment is listed under (filename and filename*).',
        ETag: 'The SHA-256 of the bytes (hex, quoted).',
        'Cache-Control': 'private, max-age: the seconds until the link expires.',
        'X-Content-Type-Options': 'nosniff',
      },
    },
    400: {
      description: 'The link has expired (code link_expired): ask the download endpoint for a new one; or a query parameter (none is taken).',
      schema: codedError('link_expired', 'The signed URL is older than its expiry.'),
    },
    404: { description: 'A malformed, forged or altered token, or a document no longer stored (code not_found).' },
    503: DISABLED,
  },
};

export const ebuyEndpoints: ResourceEndpoint[] = [access, attachmentDownload, files];

// ───────────────────────────── GraphQL ─────────────────────────────

const StorefrontAccess = builder.objectRef<AccessRecord>('StorefrontAccess').implement({
  description: "The caller's storefront access (same as GET /api/ebuy/access/).",
  fields: (t) => ({
    enabled: t.exposeBoolean('enabled', { description: 'The caller can see storefront requests.', nullable: false }),
    reason: t.exposeString('reason', { nullable: true, description: 'tier_required (wins when both apply), no_contract_grant, or null when enabled' }),
    contracts: t.exposeStringList('contracts', { nullable: false, description: "the caller's linked schedule contract numbers, sorted" }),
  }),
});

builder.queryField('ebuyAccess', (t) =>
  t.field({
    type: StorefrontAccess,
    nullable: false,
    description: "The caller's storefront access record (GET /api/ebuy/access/): every authenticated caller, Free included.",
    resolve: async (_root, _args, ctx) => {
      try {
        return await accessRecord(ctx);
      } catch (err) {
        throw toGraphQLError(err);
      }
    },
  }),
);

const StorefrontAttachmentDownload = builder.objectRef<Download>('StorefrontAttachmentDownload').implement({
  description: 'A signed download URL of a stored storefront document.',
  fields: (t) => ({
    url: t.exposeString('url', { nullable: false, description: 'absolute with PUBLIC_BASE_URL set, else the path on this service; no API key needed' }),
    expiresAt: t.field({ description: 'When the signed URL stops working (five minutes after it was made).', type: 'DateTime', nullable: false, resolve: (d) => d.expiresAt }),
  }),
});

builder.queryField('ebuyAttachmentDownload', (t) =>
  t.field({
    type: StorefrontAttachmentDownload,
    nullable: true,
    description:
      'The signed URL (five minutes) of a document of a storefront request (REST: GET /api/ebuy/requests/{rfq_id}/attachments/{doc_seq_num}/download/); null where REST answers 404; a link is an error (VALIDATION_ERROR; extensions.body has code attachment_is_link and the url).',
    args: {
      rfqId: t.arg.string({ required: true, description: 'The storefront request id.' }),
      docSeqNum: t.arg.int({ required: true, description: "The attachment's doc_seq_num." }),
    },
    resolve: async (_root, args, ctx) => {
      try {
        return await download(ctx, args.rfqId, String(args.docSeqNum), process.env.PUBLIC_BASE_URL?.replace(/\/+$/, '') ?? '');
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return null;
        throw toGraphQLError(err);
      }
    },
  }),
);
