/**
 * The paths of the OpenAPI document and of its reference page (served by
 * ./http.ts), and their declarations in the document itself.
 */
import type { OperationDecl } from './components.js';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';
export const DOCS_ASSETS_PATH = '/api/docs/assets/';

/**
 * The reference page's files: Swagger UI's from the swagger-ui-dist package
 * (node_modules, never a CDN) and the page's own start-up script.
 */
export const DOCS_ASSETS: Readonly<Record<string, { type: string; file?: string }>> = {
  'swagger-ui.css': { type: 'text/css; charset=utf-8', file: 'swagger-ui.css' },
  'swagger-ui-bundle.js': { type: 'text/javascript; charset=utf-8', file: 'swagger-ui-bundle.js' },
  'favicon-32x32.png': { type: 'image/png', file: 'favicon-32x32.png' },
  'favicon-16x16.png': { type: 'image/png', file: 'favicon-16x16.png' },
  // the OAuth2 redirect page of the Authorize dialog, and its script
  'oauth2-redirect.html': { type: 'text/html; charset=utf-8', file: 'oauth2-redirect.html' },
  'oauth2-redirect.js': { type: 'text/javascript; charset=utf-8', file: 'oauth2-redirect.js' },
  // the page's start-up script (generated: the document's address and the UI's options)
  'init.js': { type: 'text/javascript; charset=utf-8' },
};

export const REFERENCE_TAG = { name: 'Reference', description: 'This OpenAPI document and its interactive reference page.' };

export function referenceDeclarations(): OperationDecl[] {
  return [
    {
      method: 'get',
      path: OPENAPI_PATH,
      operationId: 'get_openapi_document',
      tags: [REFERENCE_TAG.name],
      summary: 'This OpenAPI 3.1 document',
      description: 'Generated from the resource registry when first asked for. Cacheable: an ETag, and 304 to If-None-Match.',
      access: 'optional',
      responses: {
        200: { description: 'The document.', schema: { type: 'object', required: ['openapi', 'info', 'paths'], properties: { openapi: { type: 'string' }, info: { type: 'object' }, paths: { type: 'object' } } }, headers: { ETag: { description: 'The version of the document.', required: true, schema: { type: 'string' } } } },
        304: { description: 'Not modified (If-None-Match matched the ETag).' },
      },
    },
    {
      method: 'get',
      path: DOCS_PATH,
      operationId: 'get_reference_page',
      tags: [REFERENCE_TAG.name],
      summary: 'The interactive reference page',
      description: 'Swagger UI over this document. Every script and style it loads is served here (no CDN, no telemetry); the online validator is off.',
      access: 'optional',
      responses: { 200: { description: 'The page.', content: { 'text/html': { schema: { type: 'string' } } } } },
    },
    {
      method: 'get',
      path: `${DOCS_ASSETS_PATH}{asset}`,
      operationId: 'get_reference_asset',
      tags: [REFERENCE_TAG.name],
      summary: 'A file of the reference page',
      access: 'optional',
      pathParams: { asset: { description: 'The file name.', schema: { type: 'string', enum: Object.keys(DOCS_ASSETS) } } },
      responses: {
        200: { description: 'The file, with its media type.', content: Object.fromEntries([...new Set(Object.values(DOCS_ASSETS).map((a) => a.type.split(';')[0]))].map((t) => [t, {}])) },
        304: { description: 'Not modified (If-None-Match matched the ETag).' },
      },
      errors: [404],
    },
  ];
}
