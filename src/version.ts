/**
 * API versions. The current version is what a request gets unless it pins an
 * older supported one (selection mechanism: see README, "Versioning").
 */
export const CURRENT_API_VERSION = '4.25.3';
export const SUPPORTED_API_VERSIONS = ['4.25.0', '4.25.1', '4.25.2', '4.25.3'] as const;
export const SERVICE_NAME = 'Procurement Data Service';

export interface VersionReport {
  service: string;
  api_version: string;
  supported_versions: string[];
  /** features that need a minimum version, for clients that pin one */
  minimum_versions: Record<string, string>;
  deprecated_surfaces: string[];
}

/** The report; `served` is the version the request is served at (X-API-Version, default current). */
export function versionReport(served: string = CURRENT_API_VERSION): VersionReport {
  return {
    service: SERVICE_NAME,
    api_version: served,
    supported_versions: [...SUPPORTED_API_VERSIONS],
    minimum_versions: {
      'sled.opportunities.attachments.extracted_text': '4.25.1',
      'sled.opportunities.delisted_at': '4.25.3',
      'exclusions.delisted_at': '4.25.3',
    },
    deprecated_surfaces: ['/api/agencies/', '/api/agencies/{code}/contracts/awarding/', '/api/agencies/{code}/contracts/funding/'],
  };
}
