/**
 * Organizations (document 1 names /api/organizations/ and the organisation
 * payload; fields and filters designed from the reference catalogue, adapted
 * to our conventions, README "Organizations"): the federal hierarchy of table
 * organization, department (level 1) → sub-tier agency (level 2) → office
 * (level 3), with both code systems:
 *
 * - CGAC: the 3-digit department code (`097`), `cgac` and `department_code`;
 * - FPDS: the 4-character codes of the procurement data, `fpds_code` (a
 *   department's FPDS id `9700`, an agency's and an office's sub-tier agency
 *   code `2100`), and the office's activity address code (`aac_code`).
 *
 * `canonical_code` joins them as `L<level>:<department FPDS id>[:<agency
 * code>[:<AAC>]]`. Page-number list in hierarchy order (`fh_key`; best match
 * first under `search`), no `ordering`; detail by organization_id (UUID; a
 * non-UUID answers 404). The `agency` filter applies the resolution of the
 * award lists' awarding_agency/funding_agency (organization-resolution.ts).
 */
import { isRfc4122Uuid } from '../identifiers/index.js';
import { validationError } from '../engine/errors.js';
import { f, sql, type FilterSpec } from '../engine/filters/sql.js';
import { bool, date, int, money, str, uuid, type FieldSpec, type JoinSpec, type ResourceSpec } from '../engine/resource.js';
import { agencyResolutionFilter } from './organization-resolution.js';

/** The department's FPDS id (the CGAC's last two digits followed by 00) of a row's department. */
const departmentFpds = (t: string) => `(SELECT d.code FROM department d WHERE d.cgac = ${t}.department_code)`;

/** FPDS code of a node: the department's FPDS id for a department, the sub-tier agency code below it. */
const fpdsCode = (t: string) => `(CASE WHEN ${t}.type = 'DEPARTMENT' THEN ${departmentFpds(t)} ELSE ${t}.agency_code END)`;

/** The fields of a related node (parent, children, ancestors). */
const nodeFields = (): Record<string, FieldSpec> => ({
  organization_id: uuid(),
  key: uuid({ column: 'organization_id', description: 'Same as organization_id (the older API\'s name).' }),
  fh_key: int(),
  type: str({ sql: (o) => `${o}.type::text` }),
  level: int(),
  name: str(),
  short_name: str(),
  code: str(),
  cgac: str(),
  fpds_code: str({ sql: fpdsCode }),
  is_active: bool(),
});

const NODE_ORDER = (o: string) => `${o}.fh_key`;

const parent: JoinSpec = {
  kind: 'join',
  typeName: 'OrganizationParent',
  description: 'The node above (null for a department).',
  table: 'organization',
  list: false,
  bareMeansAll: true,
  on: (t, p) => `${p}.organization_id = ${t}.parent_id`,
  fields: nodeFields(),
};

const children: JoinSpec = {
  kind: 'join',
  typeName: 'OrganizationChild',
  description: 'The nodes directly below, in hierarchy order (an agency\'s offices can number hundreds: opt-in).',
  table: 'organization',
  list: true,
  optIn: true,
  bareMeansAll: true,
  on: (t, c) => `${c}.parent_id = ${t}.organization_id`,
  orderBy: NODE_ORDER,
  fields: nodeFields(),
};

const ancestors: JoinSpec = {
  kind: 'join',
  typeName: 'OrganizationAncestor',
  description: 'The nodes above, from the department down (empty for a department).',
  table: 'organization',
  list: true,
  bareMeansAll: true,
  on: (t, a) => `${a}.organization_id IN (${t}.parent_id, (SELECT pp.parent_id FROM organization pp WHERE pp.organization_id = ${t}.parent_id))`,
  orderBy: (a) => `${a}.level, ${a}.fh_key`,
  fields: nodeFields(),
};

const department: JoinSpec = {
  kind: 'join',
  typeName: 'OrganizationDepartment',
  description: 'The department (top-tier agency): code is its FPDS id, cgac its CGAC.',
  table: 'department',
  list: false,
  bareMeansAll: true,
  on: (t, d) => `${d}.cgac = ${t}.department_code`,
  fields: { code: str(), cgac: str(), name: str(), abbreviation: str(), description: str(), website: str(), congressional_justification: str() },
};

const agency: JoinSpec = {
  kind: 'join',
  typeName: 'OrganizationAgency',
  description: 'The sub-tier agency (null for a department).',
  table: 'agency',
  list: false,
  bareMeansAll: true,
  on: (t, a) => `${a}.code = ${t}.agency_code`,
  fields: { code: str(), name: str(), abbreviation: str() },
};

/**
 * budget_appropriation(*) (document 3, "Summing rules"; opt-in): a
 * department's budget by fiscal year, summed over the budget accounts whose
 * Treasury agency identifier (agency_code, the 3-character CGAC) is the
 * department's CGAC. Credit financing and proposed accounts are left out:
 * enacted, apportioned, obligated and outlayed sums are over budgetary
 * accounts; requested_ba adds the request_only accounts' requests to the
 * budgetary ones (the current-law request). The budget data has no sub-tier
 * key (bureau_name is free text), so agencies and offices have an empty list.
 * Computed in the request's statement (one grouped scan of the department's
 * accounts).
 */
const budgetAppropriation: JoinSpec = {
  kind: 'join',
  typeName: 'OrganizationBudgetAppropriation',
  description:
    "The department's budget by fiscal year, newest first, over its budget accounts (agency_code = the department's CGAC): budgetary accounts for enacted, apportioned, obligated and outlayed; requested_ba adds request_only accounts; credit financing and proposed accounts left out. Empty for agencies and offices. Opt-in.",
  table: `(SELECT y.agency_code, y.fiscal_year,
      count(*) FILTER (WHERE y.account_category IN ('budgetary', 'request_only'))::int AS n_accounts,
      count(*) FILTER (WHERE y.account_category = 'request_only')::int AS n_request_only_accounts,
      sum(y.enacted_ba) FILTER (WHERE y.account_category = 'budgetary') AS enacted_ba,
      sum(y.apportioned) FILTER (WHERE y.account_category = 'budgetary') AS apportioned,
      sum(y.obligated_total) FILTER (WHERE y.account_category = 'budgetary') AS obligated,
      sum(y.outlayed_total) FILTER (WHERE y.account_category = 'budgetary') AS outlayed,
      sum(y.contract_obligated) FILTER (WHERE y.account_category = 'budgetary') AS contract_obligated,
      sum(y.requested_ba) FILTER (WHERE y.account_category IN ('budgetary', 'request_only')) AS requested_ba,
      coalesce(sum(y.requested_ba) FILTER (WHERE y.account_category = 'request_only'), 0) AS request_only_requested_ba,
      min(y.data_through_period) FILTER (WHERE y.account_category = 'budgetary')::int AS data_through_period
    FROM budget_account_year y GROUP BY y.agency_code, y.fiscal_year)`,
  list: true,
  optIn: true,
  bareMeansAll: true,
  on: (t, b) => `${t}.type = 'DEPARTMENT' AND ${b}.agency_code = ${t}.department_code AND ${b}.n_accounts > 0`,
  orderBy: (b) => `${b}.fiscal_year DESC`,
  fields: {
    fiscal_year: int(),
    cgac: str({ column: 'agency_code', description: 'The Treasury agency identifier summed (the department\'s CGAC).' }),
    n_accounts: int({ description: 'Accounts summed: budgetary and request_only.' }),
    n_request_only_accounts: int(),
    enacted_ba: money({ description: 'Enacted budget authority of the budgetary accounts.' }),
    apportioned: money({ description: 'Apportionments of the budgetary accounts (credit financing apportionments are not budget authority).' }),
    obligated: money({ description: 'Total obligations of the budgetary accounts.' }),
    outlayed: money({ description: 'Total outlays of the budgetary accounts.' }),
    contract_obligated: money({ description: 'Contract obligations of the budgetary accounts.' }),
    requested_ba: money({ description: 'The current-law request: budgetary plus request_only requested_ba.' }),
    request_only_requested_ba: money({ description: 'The part of requested_ba from request_only accounts.' }),
    data_through_period: int({ description: 'The lowest data_through_period of the budgetary accounts (12: every account closed the year).' }),
  },
};

const UUID_FORM = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const organizationFilters: Record<string, FilterSpec> = {
  search: { ...f.search(), description: 'Full text over name, short name, code and the path of parent names; best match first.' },
  agency: agencyResolutionFilter(
    { department: 't.department_code', agency: 't.agency_code' },
    'The organisations an awarding_agency/funding_agency value names (docs/resources/parties.md, "Organizations"): a CGAC, an FPDS department id, a sub-tier agency code, or an exact name or abbreviation, any case; OR-list. A department value selects the department and everything below it.',
  ),
  cgac: { ...f.inList('t.department_code'), description: 'CGAC (3-digit department code) of the node\'s department, exact; OR-list.' },
  code: { ...f.inList('t.code', { upper: true }), description: 'The node\'s own code (CGAC of a department, agency code, AAC of an office), any case; OR-list.' },
  // the column's range (smallint): a level no node has matches nothing
  level: { ...f.int('t.level', '=', { min: 1, max: 32767 }), description: 'Hierarchy level: 1 department, 2 agency, 3 office.' },
  type: {
    kind: 'list',
    description: 'Node type, any case: DEPARTMENT, AGENCY, OFFICE; OR-list (an unknown type matches nothing).',
    compile: (values) => sql('t.type::text = ANY($?::text[])', values.map((v) => v.toUpperCase())),
  },
  parent: {
    kind: 'text',
    description: 'The nodes directly below one node, named by its organization_id (UUID) or its fh_key (integer).',
    compile: (v) => {
      if (UUID_FORM.test(v)) return sql('t.parent_id = $?::uuid', v.toLowerCase());
      if (/^\d{1,9}$/.test(v)) return sql('t.parent_id = (SELECT p.organization_id FROM organization p WHERE p.fh_key = $?::int)', Number(v));
      throw validationError(`parent must be an organization_id (UUID) or an fh_key (integer), got ${JSON.stringify(v)}`);
    },
  },
  include_inactive: {
    kind: 'bool',
    default: 'false',
    description: 'Also list nodes no longer active (default false: active nodes only). The detail serves every node.',
    compile: (b) => sql(b ? 'TRUE' : 't.is_active'),
  },
};

export const organizations: ResourceSpec = {
  name: 'organizations',
  typeName: 'Organization',
  single: 'organization',
  table: 'organization',
  key: 'organization_id',
  keyType: 'uuid',
  validKey: isRfc4122Uuid,
  normalizeKey: (k) => k.toLowerCase(),
  fields: {
    ...nodeFields(),
    canonical_code: str({
      description: 'L<level>:<department FPDS id>[:<agency code>[:<AAC>]], e.g. L3:9700:2100:W91QUZ.',
      sql: (t) => `('L' || ${t}.level || ':' || concat_ws(':', ${departmentFpds(t)}, ${t}.agency_code, ${t}.office_code))`,
    }),
    aac_code: str({ column: 'office_code', description: 'Activity address code of an office (null above offices).' }),
    full_parent_path_name: str({ description: 'Names from the department down, joined by " > ".' }),
    parent_fh_key: int({ sql: (t) => `(SELECT p.fh_key FROM organization p WHERE p.organization_id = ${t}.parent_id)` }),
    start_date: date(),
    end_date: date(),
    // the organisation payload (document 1) of the node
    department_code: str({ description: 'CGAC of the department.' }),
    department_name: str(),
    agency_code: str({ description: 'Sub-tier agency code (null for a department).' }),
    agency_name: str(),
    office_code: str({ description: 'AAC (offices only).' }),
    office_name: str(),
    parent,
    ancestors,
    children,
    department,
    agency,
    budget_appropriation: budgetAppropriation,
  },
  defaultShape: {
    list: 'organization_id,key,fh_key,type,level,name,short_name,code,cgac,fpds_code,canonical_code,full_parent_path_name,parent_fh_key,is_active',
    detail:
      'organization_id,key,fh_key,type,level,name,short_name,code,cgac,fpds_code,aac_code,canonical_code,full_parent_path_name,parent_fh_key,is_active,start_date,end_date,' +
      'department_code,department_name,agency_code,agency_name,office_code,office_name,parent(*),ancestors(*),department(*),agency(*)',
  },
  filters: organizationFilters,
  ordering: {
    // the fixed order: the hierarchy keys (departments, then agencies, then offices); best match first under search
    fields: { fh_key: { column: 'fh_key', type: 'int', internal: true } },
    default: 'fh_key',
    tiebreaker: { column: 'organization_id', type: 'uuid' },
    rank: true,
  },
  orderingAllowed: false,
  pagination: 'page',
  pageSize: 25,
  auth: false,
  routes: [
    { path: '/api/organizations/', kind: 'list' },
    { path: '/api/organizations/:organization_id/', kind: 'detail', param: 'organization_id' },
  ],
};
