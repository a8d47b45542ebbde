import { builder } from '../builder.js';
import { versionReport, type VersionReport } from '../version.js';

const VersionReportType = builder.objectRef<VersionReport>('VersionReport').implement({
  fields: (t) => ({
    service: t.exposeString('service', { nullable: false }),
    apiVersion: t.exposeString('api_version', { nullable: false }),
    supportedVersions: t.exposeStringList('supported_versions', { nullable: false }),
    minimumVersions: t.field({ type: 'JSON', nullable: false, resolve: (r) => r.minimum_versions }),
    deprecatedSurfaces: t.exposeStringList('deprecated_surfaces', { nullable: false }),
  }),
});

builder.queryField('version', (t) =>
  t.field({ type: VersionReportType, nullable: false, description: 'The API version report (same as GET /api/version).', resolve: (_root, _args, ctx) => versionReport(ctx.apiVersion) }),
);
