/**
 * The realism report of the demo dataset (issue 18): every invariant and
 * distribution an analyst would check first, computed on the loaded
 * database, each with its target. An invariant expects zero violations; a
 * distribution expects its value inside a range. `npm run data:report`
 * prints the table and fails when an invariant breaks.
 *
 * Each measure is one SQL statement returning `value` (a number); shares are
 * fractions from 0 to 1. Contracts are award rows of family 'contract'.
 */
import type { RawSql } from '../db/client.js';
import { MILITARY_INSTALLATIONS } from './gen/work.js';
import { PSC_CODES } from './reference/psc.js';
import { NAICS_2022, NAICS_2022_FIRST_FY } from './reference/naics.js';
import { PARTY_MEASURES } from './measures-parties.js';
import { RESOURCE_MEASURES } from './measures-resources.js';

export interface Measure {
  id: string;
  title: string;
  kind: 'invariant' | 'distribution';
  /** SELECT … AS value */
  sql: string;
  /** distributions: the accepted range (inclusive); invariants: max 0 */
  min?: number;
  max?: number;
  unit: 'count' | 'share' | 'number';
}

const CONTRACTS = `award a WHERE a.family = 'contract'`;
/** modifications that move no money by their nature */
const ADMINISTRATIVE = `('J','K','M','P','R','S','T','V','W')`;
/** PSCs retired by the FY2021 restructure (valid only before FY2021) */
const RETIRED_PSC = `(${PSC_CODES.filter((p) => p.retired).map((p) => `'${p.code}'`).join(',')})`;
/** NAICS 2017 codes the 2022 revision replaced, and their 2022 successors */
const NAICS_RETIRED_2022 = `(${NAICS_2022.map((n) => `'${n.from}'`).join(',')})`;
const NAICS_NEW_2022 = `(${NAICS_2022.map((n) => `'${n.code}'`).join(',')})`;
/** military installations by name (a civilian award is not performed at one) */
const BASE_PATTERN = MILITARY_INSTALLATIONS.map((b) => b.replace(/[.()-]/g, (c) => `\\${c}`)).join('|');
/** set-asides that need a certification, and the SAM business types that carry it */
const CERTIFIED_SET_ASIDES = `CASE a.set_aside_code WHEN '8A' THEN ARRAY['A6','JT'] WHEN '8AN' THEN ARRAY['A6','JT'] WHEN 'HZC' THEN ARRAY['XX'] WHEN 'HZS' THEN ARRAY['XX']
  WHEN 'SDVOSBC' THEN ARRAY['QF'] WHEN 'SDVOSBS' THEN ARRAY['QF'] WHEN 'WOSB' THEN ARRAY['8W','8E'] WHEN 'EDWOSB' THEN ARRAY['8E'] END`;

/** the real SAM exclusion types */
const EXCLUSION_TYPES = `('Ineligible (Proceedings Completed)','Ineligible (Proceedings Pending)','Prohibition/Restriction','Voluntary Exclusion')`;

export const AWARD_MEASURES: Measure[] = [
  // ── invariants: zero violations expected ──
  {
    id: 'obligations-sum',
    title: 'contracts whose obligations differ from the sum of their transactions',
    kind: 'invariant',
    unit: 'count',
    sql: `SELECT count(*) AS value FROM ${CONTRACTS} AND a.obligated <> (SELECT coalesce(sum(x.obligated), 0) FROM award_transaction x WHERE x.award_key = a.key)`,
  },
  {
    id: 'after-close-out',
    title: 'transactions dated after their contract was closed out',
    kind: 'invariant',
    unit: 'count',
    sql: `SELECT count(*) AS value FROM award_transaction x
            WHERE EXISTS (SELECT 1 FROM award_transaction k WHERE k.award_key = x.award_key AND k.action_type_code = 'K' AND k.transaction_date < x.transaction_date)`,
  },
  {
    id: 'administrative-money',
    title: 'administrative modifications, novations and close-outs that add money',
    kind: 'invariant',
    unit: 'count',
    sql: `SELECT count(*) AS value FROM award_transaction x WHERE x.action_type_code IN ${ADMINISTRATIVE} AND x.obligated > 0`,
  },
  {
    id: 'after-completion',
    title: 'transactions adding money after the ultimate completion date (close-outs and deobligations aside)',
    kind: 'invariant',
    unit: 'count',
    sql: `SELECT count(*) AS value FROM award_transaction x JOIN award a ON a.key = x.award_key
            WHERE a.family = 'contract' AND x.transaction_date > a.pop_ultimate_completion_date AND x.obligated > 0 AND x.action_type_code IS DISTINCT FROM 'K'`,
  },
  {
    id: 'weekend-awards',
    title: 'contracts awarded on a Saturday or Sunday',
    kind: 'invariant',
    unit: 'count',
    sql: `SELECT count(*) AS value FROM ${CONTRACTS} AND extract(isodow FROM a.award_date) IN (6, 7)`,
  },
  {
    id: 'before-registration',
    title: 'contracts awarded before the vendor registered in SAM',
    kind: 'invariant',
    unit: 'count',
    sql: `SELECT count(*) AS value FROM ${CONTRACTS} AND EXISTS (SELECT 1 FROM entity e WHERE e.uei = a.recipient_uei AND e.sam_registration_date > a.award_date)`,
  },
  {
    id: 'before-founding',
    title: 'contracts awarded before the vendor was founded',
    kind: 'invariant',
    unit: 'count',
    sql: `SELECT count(*) AS value FROM ${CONTRACTS} AND EXISTS (SELECT 1 FROM entity e WHERE e.uei = a.recipient_uei AND e.entity_start_date > a.award_date)`,
  },
  {
    id: 'exclusion-types',
    title: 'exclusions whose type is not one of the four SAM types',
    kind: 'invariant',
    unit: 'count',
    sql: `SELECT count(*) AS value FROM exclusion WHERE exclusion_type NOT IN ${EXCLUSION_TYPES}`,
  },
  {
    id: 'nsn-format',
    title: 'defense bid board requests whose NSN is not NNNN-NN-NNN-NNNN',
    kind: 'invariant',
    unit: 'count',
    sql: `SELECT count(*) AS value FROM dibbs_rfq WHERE nsn !~ '^[0-9]{4}-[0-9]{2}-[0-9]{3}-[0-9]{4}$'`,
  },
  {
    id: 'gao-numbers',
    title: 'GAO protests whose case number is not like B-423456 (with an optional .N)',
    kind: 'invariant',
    unit: 'count',
    sql: `SELECT count(*) AS value FROM protest_case WHERE source_system = 'gao' AND case_number !~ '^B-[0-9]{6}(\\.[0-9]+)?$'`,
  },
  {
    id: 'piid-order',
    title: 'contracts and IDVs numbered lower than an award their office signed earlier that fiscal year (same instrument)',
    kind: 'invariant',
    unit: 'count',
    sql: `SELECT count(*) AS value FROM (
            SELECT substr(piid, 10)::bigint AS serial,
                   max(substr(piid, 10)::bigint) OVER (PARTITION BY substr(piid, 1, 9) ORDER BY award_date RANGE BETWEEN UNBOUNDED PRECEDING AND '1 day' PRECEDING) AS before
              FROM award WHERE family IN ('contract', 'idv') AND piid ~ '^[A-Z0-9]{6}[0-9]{2}[A-Z][0-9]{4,6}$') t
          WHERE serial < before`,
  },
  {
    id: 'set-aside-certification',
    title: 'contracts under a certification set-aside (8(a), HUBZone, SDVOSB, WOSB) won by a vendor not holding it on the award date',
    kind: 'invariant',
    unit: 'count',
    sql: `SELECT count(*) AS value FROM ${CONTRACTS} AND a.set_aside_code IN ('8A','8AN','HZC','HZS','SDVOSBC','SDVOSBS','WOSB','EDWOSB')
            AND NOT EXISTS (SELECT 1 FROM entity_business_type b WHERE b.uei = a.recipient_uei AND b.code = ANY(${CERTIFIED_SET_ASIDES})
                              AND (b.entry_date IS NULL OR b.entry_date <= a.award_date) AND (b.exit_date IS NULL OR b.exit_date >= a.award_date))`,
  },
  {
    id: 'sole-source-competed',
    title: 'sole-source set-asides marked competed',
    kind: 'invariant',
    unit: 'count',
    sql: `SELECT count(*) AS value FROM ${CONTRACTS} AND a.set_aside_code IN ('8AN','HZS','SDVOSBS','WOSBSS','EDWOSBSS','VSS') AND a.extent_competed_code NOT IN ('B','C','G')`,
  },
  {
    id: 'not-competed-offers',
    title: 'contracts not competed that received more than one offer',
    kind: 'invariant',
    unit: 'count',
    sql: `SELECT count(*) AS value FROM ${CONTRACTS} AND a.extent_competed_code IN ('B','C','G','NDO') AND a.number_of_offers_received > 1`,
  },
  {
    id: 'procedures-extent',
    title: 'solicitation procedures that contradict the extent competed (simplified acquisition under SAP, only one source when not competed)',
    kind: 'invariant',
    unit: 'count',
    sql: `SELECT count(*) AS value FROM ${CONTRACTS} AND a.solicitation_procedures_code IS NOT NULL AND (
            (a.extent_competed_code IN ('F','G') AND a.solicitation_procedures_code <> 'SP1')
            OR (a.extent_competed_code IN ('B','C') AND a.solicitation_procedures_code <> 'SSS')
            OR (a.extent_competed_code IN ('A','D','E') AND a.solicitation_procedures_code IN ('SSS','SP1')))`,
  },
  {
    id: 'research-psc',
    title: 'contracts with an SBIR/STTR research code on a non-R&D PSC',
    kind: 'invariant',
    unit: 'count',
    sql: `SELECT count(*) AS value FROM ${CONTRACTS} AND a.fpds_codes->>'research' IS NOT NULL AND a.psc_code NOT LIKE 'A%'`,
  },
  {
    id: 'psc-validity',
    title: 'contracts with a PSC outside its validity years (retired codes from FY2021, the FY2021 IT codes before)',
    kind: 'invariant',
    unit: 'count',
    sql: `SELECT count(*) AS value FROM ${CONTRACTS} AND ((a.fiscal_year >= 2021 AND a.psc_code IN ${RETIRED_PSC}) OR (a.fiscal_year < 2021 AND a.psc_code ~ '^(D[A-K]|7[A-K])'))`,
  },
  {
    id: 'naics-edition',
    title: `awards and vehicles with a NAICS code of the wrong edition (2022 codes from FY${NAICS_2022_FIRST_FY}, 2017 codes before)`,
    kind: 'invariant',
    unit: 'count',
    sql: `SELECT (SELECT count(*) FROM award a WHERE (a.fiscal_year >= ${NAICS_2022_FIRST_FY} AND a.naics_code IN ${NAICS_RETIRED_2022})
                                                OR (a.fiscal_year < ${NAICS_2022_FIRST_FY} AND a.naics_code IN ${NAICS_NEW_2022}))
               + (SELECT count(*) FROM vehicle v WHERE (v.fiscal_year >= ${NAICS_2022_FIRST_FY} AND v.naics_code::text IN ${NAICS_RETIRED_2022})
                                                  OR (v.fiscal_year < ${NAICS_2022_FIRST_FY} AND v.naics_code::text IN ${NAICS_NEW_2022})) AS value`,
  },
  {
    id: 'naics-current-registrations',
    title: 'SAM registrations (entity NAICS) with a code the 2022 revision retired',
    kind: 'invariant',
    unit: 'count',
    sql: `SELECT count(*) AS value FROM entity_naics WHERE code IN ${NAICS_RETIRED_2022}`,
  },
  {
    id: 'naics-known',
    title: 'awards whose NAICS code is not in the NAICS reference table',
    kind: 'invariant',
    unit: 'count',
    sql: `SELECT count(*) AS value FROM award a WHERE a.naics_code IS NOT NULL AND NOT EXISTS (SELECT 1 FROM naics n WHERE n.code = a.naics_code)`,
  },
  {
    id: 'product-psc-service-naics',
    title: 'contracts for products (numeric PSC) under a services NAICS code',
    kind: 'invariant',
    unit: 'count',
    sql: `SELECT count(*) AS value FROM ${CONTRACTS} AND a.psc_code ~ '^[0-9]' AND a.naics_code ~ '^(23|48|49|54|56|61|62|81|92)' AND a.naics_code <> '541519'`,
  },
  {
    id: 'civilian-at-base',
    title: 'civilian contracts whose description names a military installation',
    kind: 'invariant',
    unit: 'count',
    sql: `SELECT count(*) AS value FROM ${CONTRACTS} AND a.awarding_department_code <> '097' AND upper(a.description) ~ '(${BASE_PATTERN}), [A-Z]{2}'`,
  },
  {
    id: 'site-state',
    title: 'contracts whose description names a site in another state than the place of performance',
    kind: 'invariant',
    unit: 'count',
    sql: `SELECT count(*) AS value FROM ${CONTRACTS} AND a.description ~ ', [A-Z]{2}$' AND substring(a.description from ', ([A-Z]{2})$') IS DISTINCT FROM a.pop_state_code`,
  },
  // ── distributions: a value inside the target range ──
  {
    id: 'distinct-descriptions',
    title: 'distinct contract descriptions, share of contracts',
    kind: 'distribution',
    unit: 'share',
    min: 0.6,
    sql: `SELECT count(DISTINCT a.description)::float / nullif(count(*), 0) AS value FROM ${CONTRACTS}`,
  },
  {
    id: 'top-vendor-count',
    title: 'largest vendor, share of contracts by count',
    kind: 'distribution',
    unit: 'share',
    max: 0.02,
    sql: `SELECT max(n)::float / nullif(sum(n), 0) AS value FROM (SELECT count(*) AS n FROM ${CONTRACTS} GROUP BY a.recipient_uei) v`,
  },
  {
    id: 'top-vendor-dollars',
    title: 'largest vendor, share of contract dollars',
    kind: 'distribution',
    unit: 'share',
    min: 0.05,
    max: 0.1,
    sql: `SELECT max(s) / nullif(sum(s), 0) AS value FROM (SELECT sum(a.obligated)::float AS s FROM ${CONTRACTS} GROUP BY a.recipient_uei) v`,
  },
  {
    id: 'top-ten-vendor-dollars',
    title: 'ten largest vendors, share of contract dollars',
    kind: 'distribution',
    unit: 'share',
    min: 0.25,
    max: 0.45,
    sql: `WITH v AS (SELECT sum(a.obligated)::float AS s FROM ${CONTRACTS} GROUP BY a.recipient_uei)
          SELECT (SELECT sum(s) FROM (SELECT s FROM v ORDER BY s DESC LIMIT 10) t) / nullif((SELECT sum(s) FROM v), 0) AS value`,
  },
  {
    id: 'dod-dollars',
    title: 'Department of Defense, share of contract dollars',
    kind: 'distribution',
    unit: 'share',
    min: 0.55,
    max: 0.7,
    sql: `SELECT (sum(a.obligated) FILTER (WHERE a.awarding_department_code = '097'))::float / nullif(sum(a.obligated), 0)::float AS value FROM ${CONTRACTS}`,
  },
  {
    id: 'top-office-count',
    title: 'busiest contracting office, share of contracts by count',
    kind: 'distribution',
    unit: 'share',
    max: 0.03,
    sql: `SELECT max(n)::float / nullif(sum(n), 0) AS value FROM (SELECT count(*) AS n FROM ${CONTRACTS} GROUP BY a.awarding_office_id) o`,
  },
  {
    id: 'fourth-quarter-dollars',
    title: 'fourth fiscal quarter (July to September), share of a year’s contract dollars (completed fiscal years)',
    kind: 'distribution',
    unit: 'share',
    min: 0.28,
    max: 0.4,
    sql: `SELECT (sum(a.obligated) FILTER (WHERE extract(month FROM a.award_date) IN (7, 8, 9)))::float / nullif(sum(a.obligated), 0)::float AS value
            FROM ${CONTRACTS} AND a.fiscal_year < (SELECT max(fiscal_year) FROM award)`,
  },
  {
    id: 'september-dollars',
    title: 'September, share of a year’s contract dollars (completed fiscal years)',
    kind: 'distribution',
    unit: 'share',
    min: 0.15,
    max: 0.2,
    sql: `SELECT (sum(a.obligated) FILTER (WHERE extract(month FROM a.award_date) = 9))::float / nullif(sum(a.obligated), 0)::float AS value
            FROM ${CONTRACTS} AND a.fiscal_year < (SELECT max(fiscal_year) FROM award)`,
  },
  {
    id: 'top-percent-dollars',
    title: 'largest 1% of contracts, share of contract dollars',
    kind: 'distribution',
    unit: 'share',
    min: 0.4,
    max: 0.6,
    sql: `SELECT sum(o) FILTER (WHERE r <= greatest(1, n / 100)) / nullif(sum(o), 0) AS value
            FROM (SELECT a.obligated::float AS o, row_number() OVER (ORDER BY a.obligated DESC) AS r, count(*) OVER () AS n FROM ${CONTRACTS}) t`,
  },
  {
    id: 'below-threshold',
    title: 'transactions below the simplified acquisition threshold ($250,000), share',
    kind: 'distribution',
    unit: 'share',
    min: 0.6,
    sql: `SELECT (count(*) FILTER (WHERE abs(obligated) < 250000))::float / nullif(count(*), 0) AS value FROM award_transaction`,
  },
  {
    id: 'terminated',
    title: 'contracts terminated (default, convenience or cause), share',
    kind: 'distribution',
    unit: 'share',
    max: 0.02,
    sql: `SELECT (count(*) FILTER (WHERE EXISTS (SELECT 1 FROM award_transaction x WHERE x.award_key = a.key AND x.action_type_code IN ('E','F','X'))))::float / nullif(count(*), 0) AS value FROM ${CONTRACTS}`,
  },
  {
    id: 'no-modification',
    title: 'contracts with no modification, share',
    kind: 'distribution',
    unit: 'share',
    min: 0.3,
    sql: `SELECT (count(*) FILTER (WHERE a.number_of_actions <= 1))::float / nullif(count(*), 0) AS value FROM ${CONTRACTS}`,
  },
  {
    id: 'longest-history',
    title: 'most modifications of one contract (a heavy tail)',
    kind: 'distribution',
    unit: 'number',
    min: 20,
    sql: `SELECT max(a.number_of_actions) - 1 AS value FROM ${CONTRACTS}`,
  },
  {
    id: 'dla-supplies',
    title: 'Defense Logistics Agency contracts for supplies (product PSCs), share',
    kind: 'distribution',
    unit: 'share',
    min: 0.7,
    sql: `SELECT (count(*) FILTER (WHERE a.psc_code ~ '^[0-9]'))::float / nullif(count(*), 0) AS value FROM ${CONTRACTS} AND a.awarding_agency_code = '97AS'`,
  },
  {
    id: 'idv-over-ceiling',
    title: 'IDVs whose orders obligate more than the ceiling, share of IDVs with orders (a documented few)',
    kind: 'distribution',
    unit: 'share',
    max: 0.03,
    sql: `SELECT (count(*) FILTER (WHERE o.s > i.total_estimated_order_value))::float / nullif(count(*), 0) AS value
            FROM award i JOIN (SELECT parent_award_key AS k, sum(obligated) AS s FROM award WHERE family = 'contract' AND parent_award_key IS NOT NULL GROUP BY 1) o ON o.k = i.key
           WHERE i.family = 'idv'`,
  },
  {
    id: 'million-plus',
    title: 'contracts of $1M or more, share',
    kind: 'distribution',
    unit: 'share',
    min: 0.02,
    max: 0.15,
    sql: `SELECT (count(*) FILTER (WHERE a.obligated >= 1000000))::float / nullif(count(*), 0) AS value FROM ${CONTRACTS}`,
  },
  {
    id: 'services-word',
    title: 'contracts whose description contains the word "services" (search selectivity)',
    kind: 'distribution',
    unit: 'share',
    max: 0.35,
    sql: `SELECT (count(*) FILTER (WHERE a.description ~* '\\mservices\\M'))::float / nullif(count(*), 0) AS value FROM ${CONTRACTS}`,
  },
  {
    id: 'offices',
    title: 'contracting offices with contracts',
    kind: 'distribution',
    unit: 'number',
    min: 150,
    sql: `SELECT count(DISTINCT a.awarding_office_id) AS value FROM ${CONTRACTS}`,
  },
];

/** Every measure of the report: awards here, vendors and the other resources beside it. */
export const MEASURES: Measure[] = [...AWARD_MEASURES, ...PARTY_MEASURES, ...RESOURCE_MEASURES];

export interface MeasureResult {
  measure: Measure;
  value: number | null;
  ok: boolean;
}

export function withinTarget(m: Measure, value: number | null): boolean {
  if (m.kind === 'invariant') return value === 0;
  if (value === null || !Number.isFinite(value)) return false;
  return (m.min === undefined || value >= m.min) && (m.max === undefined || value <= m.max);
}

export async function realismReport(raw: RawSql, measures: Measure[] = MEASURES): Promise<MeasureResult[]> {
  const out: MeasureResult[] = [];
  for (const m of measures) {
    const [row] = await raw.query<{ value: string | number | null }>(m.sql);
    const value = row?.value === null || row?.value === undefined ? null : Number(row.value);
    out.push({ measure: m, value, ok: withinTarget(m, value) });
  }
  return out;
}

function show(m: Measure, v: number | null): string {
  if (v === null) return 'n/a';
  if (m.unit === 'share') return `${(v * 100).toFixed(1)}%`;
  return Number.isInteger(v) ? v.toLocaleString('en-US') : v.toFixed(2);
}

function target(m: Measure): string {
  if (m.kind === 'invariant') return '0';
  const f = (x: number) => (m.unit === 'share' ? `${(x * 100).toFixed(0)}%` : String(x));
  if (m.min !== undefined && m.max !== undefined) return `${f(m.min)} to ${f(m.max)}`;
  return m.min !== undefined ? `≥ ${f(m.min)}` : `≤ ${f(m.max!)}`;
}

/** The printed table: measure, value, target, verdict. */
export function formatReport(results: MeasureResult[]): string {
  const rows = results.map((r) => [r.measure.kind === 'invariant' ? 'invariant' : 'distribution', r.measure.title, show(r.measure, r.value), target(r.measure), r.ok ? 'ok' : r.measure.kind === 'invariant' ? 'BROKEN' : 'off target']);
  const head = ['kind', 'measure', 'value', 'target', ''];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i])).join('  ').trimEnd();
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
