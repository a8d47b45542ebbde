/**
 * How an agency value names organisations: the resolution behind the
 * `awarding_agency` and `funding_agency` filters of the award lists, the
 * `agency` filter of /api/organizations/, and the deprecated agency-scoped
 * contract lists (README "Organizations", "Agency resolution").
 *
 * A value is matched, case-insensitively, against a row's department code
 * (the 3-digit CGAC) and sub-tier agency code (4 characters). It names:
 *
 *  1. a department by its CGAC (`097`): every row of that department;
 *  2. a sub-tier agency by its code (`2100`, `97AS`): the rows of that agency;
 *  3. a department by its 4-digit FPDS department id (`9700`, the CGAC's last
 *     two digits followed by 00): every row of that department;
 *  4. agencies by exact abbreviation or exact name (`USA`, `Department of the
 *     Army`): the rows of those agencies;
 *  5. departments by exact abbreviation or exact name (`DOD`, `Department of
 *     Defense`): every row of those departments.
 *
 * The five rules are alternatives (a row matches when any holds), so one
 * value may name several organisations: `GSA` is the department's and the
 * agency's abbreviation, `4700` both the GSA department's FPDS id and its
 * sub-tier code. Names and abbreviations are best effort (the same words can
 * name another office tomorrow, a misspelling can name a different agency);
 * a department code (CGAC or FPDS id) always selects exactly that department's
 * tree, which is why it is the reproducible choice. An OR-list matches a row
 * when any of its values does, each value resolved on its own.
 *
 * `agencyCondition` is the SQL of one value over any pair of columns, so the
 * same rules apply to award rows (their awarding or funding codes), to
 * organisation rows and to anything carrying an organisation id
 * (`organizationAgencyCondition`).
 */
import { sql, type FilterSpec, type Sql } from '../engine/filters/sql.js';

/** The department-code (CGAC) and agency-code columns a value is matched against (SQL over the row alias). */
export interface AgencyColumns {
  department: string;
  agency: string;
}

/** Whether the row's codes match one agency value (rules 1 to 5 above). */
export function agencyCondition(value: string, cols: AgencyColumns): Sql {
  const v = value.toUpperCase();
  const { department: d, agency: a } = cols;
  return sql(
    `(${d} = $? OR ${a} = $? OR ${d} = (SELECT rd.cgac FROM department rd WHERE rd.code = $?)
      OR ${a} IN (SELECT ra.code FROM agency ra WHERE upper(ra.abbreviation) = $? OR upper(ra.name) = $?)
      OR ${d} IN (SELECT rd.cgac FROM department rd WHERE upper(rd.abbreviation) = $? OR upper(rd.name) = $?))`,
    v, v, v, v, v, v, v,
  );
}

/** An OR-list filter resolving each value by the rules above over the given columns. */
export function agencyResolutionFilter(cols: AgencyColumns, description: string): FilterSpec {
  return {
    kind: 'list',
    description,
    compile: (values) => {
      const parts = values.map((v) => agencyCondition(v, cols));
      return { text: `(${parts.map((p) => p.text).join(' OR ')})`, params: parts.flatMap((p) => p.params) };
    },
  };
}

/** The same rules for a row that carries an organisation id (an office, agency or department of table organization). */
export function organizationAgencyCondition(value: string, organizationIdSql: string): Sql {
  const inner = agencyCondition(value, { department: 'ro.department_code', agency: 'ro.agency_code' });
  return { text: `EXISTS (SELECT 1 FROM organization ro WHERE ro.organization_id = ${organizationIdSql} AND ${inner.text})`, params: inner.params };
}

/** Whether a value resolves to at least one organisation (an agency filter naming nothing matches no row). */
export function agencyResolves(value: string): Sql {
  const inner = agencyCondition(value, { department: 'ro.department_code', agency: 'ro.agency_code' });
  return { text: `EXISTS (SELECT 1 FROM organization ro WHERE ${inner.text})`, params: inner.params };
}
