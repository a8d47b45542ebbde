/**
 * Agencies (document 2, "Agency (deprecated)" and "Agencies (deprecated)"):
 * the sub-tier agencies of table agency with their department. Deprecated
 * (document 1, Versioning 4): every answer of these paths carries
 * `Deprecation: true` (and a `Link` to the successor, src/http/version.ts),
 * and the GraphQL fields are marked deprecated. The successor is
 * /api/organizations/.
 *
 * - GET /api/agencies/: page-number list, filter `search`, fixed order (name,
 *   then code); any `ordering` answers 400.
 * - GET /api/agencies/{code}/: one agency, code in any case.
 * - GET /api/agencies/{code}/contracts/awarding/ and …/funding/: the contracts
 *   list scoped to `awarding_agency={code}` or `funding_agency={code}` of
 *   /api/contracts/ (the same resolution, so the same rows), with every
 *   contract filter, ordering and cursor pagination; an unknown agency code
 *   answers 404.
 */
import { sql, type FilterSpec, type Sql } from '../engine/filters/sql.js';
import { str, type ListScope, type ResourceSpec } from '../engine/resource.js';
import { contracts } from './contracts.js';
import { agencyFilter } from './awards-common.js';

const DEPRECATED = 'Deprecated (document 1, Versioning 4): use organizations; the scoped contract lists are contracts(filter: {awardingAgency | fundingAgency}).';

/** An agency path segment: 4 letters and digits (anything else names no agency: 404). */
const AGENCY_CODE = /^[A-Za-z0-9]{4}$/;

const search: FilterSpec = {
  kind: 'text',
  description: 'The agency code or abbreviation (exact, any case), or a substring of the agency name, any case.',
  compile: (v) => {
    const like = `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return sql('(t.code = upper($?) OR upper(t.abbreviation) = upper($?) OR t.name ILIKE $?)', v, v, like);
  },
};

export const agencies: ResourceSpec = {
  name: 'agencies',
  typeName: 'Agency',
  single: 'agency',
  table: 'agency',
  key: 'code',
  validKey: (k) => AGENCY_CODE.test(k),
  normalizeKey: (k) => k.toUpperCase(),
  deprecated: DEPRECATED,
  fields: {
    code: str({ description: 'Sub-tier agency code (4 characters, FPDS).' }),
    name: str(),
    abbreviation: str(),
    department: {
      kind: 'join',
      typeName: 'AgencyDepartment',
      description: 'The department: code is its FPDS id (9700), cgac its CGAC (097).',
      table: 'department',
      list: false,
      bareMeansAll: true,
      on: (t, d) => `${d}.cgac = ${t}.department_cgac`,
      fields: { code: str(), name: str(), abbreviation: str(), description: str(), cgac: str(), website: str(), congressional_justification: str() },
    },
  },
  defaultShape: { list: 'code,name,abbreviation,department(name,code)', detail: 'code,name,abbreviation,department(name,code)' },
  filters: { search },
  ordering: {
    fields: { name: { column: 'name', type: 'text', internal: true } },
    default: 'name',
    tiebreaker: { column: 'code', type: 'text' },
  },
  orderingAllowed: false,
  pagination: 'page',
  pageSize: 25,
  auth: false,
  routes: [
    { path: '/api/agencies/', kind: 'list' },
    { path: '/api/agencies/:code/', kind: 'detail', param: 'code' },
  ],
};

/** The contracts whose awarding (or funding) side `awarding_agency={code}` (`funding_agency`) selects. */
function agencyScope(side: 'awarding' | 'funding'): ListScope {
  const filter = agencyFilter(side);
  if (filter.kind !== 'list') throw new Error(`${side}_agency is not an OR-list filter`);
  return {
    arg: `${side}AgencyCode`,
    description: `Contracts of /api/contracts/?${side}_agency=<code>, for an agency code (deprecated path /api/agencies/{code}/contracts/${side}/).`,
    valid: (code) => AGENCY_CODE.test(code),
    // the very filter of /api/contracts/?<side>_agency=<code>, so the rows are the same
    where: (code) => (filter.compile as (v: string[], fctx: { today: Date }) => Sql)([code], { today: new Date() }),
    exists: async (q, code) => (await q('SELECT 1 FROM agency WHERE code = $1', [code.toUpperCase()])).length > 0,
  };
}

/**
 * The deprecated agency-scoped contract lists: the contracts resource (fields,
 * filters, ordering, cursor pagination) under one agency code.
 */
export const agencyContracts: ResourceSpec = {
  ...contracts,
  name: 'agency_contracts',
  typeName: 'AgencyContract',
  single: 'agencyContract',
  deprecated: DEPRECATED,
  scopes: [agencyScope('awarding'), agencyScope('funding')],
  scopeRequired: true,
  routes: [
    { path: '/api/agencies/:code/contracts/awarding/', kind: 'list', scope: { arg: 'awardingAgencyCode', param: 'code' } },
    { path: '/api/agencies/:code/contracts/funding/', kind: 'list', scope: { arg: 'fundingAgencyCode', param: 'code' } },
  ],
};
