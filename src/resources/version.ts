import { builder } from '../builder.js';
import { versionReport, type VersionReport } from '../version.js';

const VersionReportType = builder.objectRef<VersionReport>('VersionReport').implement({
  description: 'The API version report (GET /api/version).',
  fields: (t) => ({
    service: t.exposeString('service', { description: 'The service name.', nullable: false }),
    apiVersion: t.exposeString('api_version', { description: 'The API version this request was served with.', nullable: false }),
    supportedVersions: t.exposeStringList('supported_versions', { description: 'API versions a client may ask for.', nullable: false }),
    minimumVersions: t.field({ description: 'Features and the lowest API version that serves each.', type: 'JSON', nullable: false, resolve: (r) => r.minimum_versions }),
    deprecatedSurfaces: t.exposeStringList('deprecated_surfaces', { description: 'Surfaces to be removed in a future version.', nullable: false }),
  }),
});

builder.queryField('version', (t) =>
  t.field({ type: VersionReportType, nullable: false, description: 'The API version report (same as GET /api/version).', resolve: (_root, _args, ctx) => versionReport(ctx.apiVersion) }),
);
