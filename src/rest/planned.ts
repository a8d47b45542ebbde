/**
 * Documented /api/ paths that this build does not serve yet. They answer 501
 * with a clear body (never a fake result) until their resource module lands;
 * the README lists them under "Not implemented yet".
 */
export const PLANNED_PATHS: string[] = [
  '/api/contracts/*', '/api/idvs/*', '/api/otas/*', '/api/otidvs/*', '/api/vehicles/*',
  '/api/entities/*', '/api/agencies/*', '/api/organizations/*', '/api/naics/*', '/api/psc/*',
  '/api/opportunities/*', '/api/forecasts/*', '/api/federal_register/*', '/api/schedule_catalog_contracts/*',
  '/api/protests/*', '/api/exclusions/*',
  '/api/sled/*', '/api/budget/*', '/api/ebuy/*', '/api/dibbs/*', '/api/itdashboard/*', '/api/grants/*',
  '/api/webhooks/*',
];

/** Hono route patterns for a planned path: the bare path and everything below it. */
export function routePatterns(p: string): string[] {
  const base = p.replace(/\/\*$/, '');
  return [base, `${base}/`, `${base}/*`];
}
