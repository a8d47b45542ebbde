/**
 * Realism measures of the vendors (entities, their addresses and owners), part of the
 * realism report (report.ts): each one SQL statement returning `value`.
 *
 * The per-state tables (House seats, ZIP prefixes) are written into the SQL
 * from reference/states.ts, the generator's own source, so the two cannot
 * drift apart.
 */
import type { Measure } from './report.js';
import { HOUSE_SEATS, ZIP3_RANGES } from './reference/states.js';

/** (state, seats) rows: a state with one seat (and DC, the territories: none) has district 00 only. */
const SEATS = `(VALUES ${Object.entries(HOUSE_SEATS)
  .map(([state, n]) => `('${state}', ${n})`)
  .join(', ')}) AS seats(state, n)`;

/** (state, lo, hi) rows: the 3-digit ZIP prefixes of each state. */
const ZIP3 = `(VALUES ${Object.entries(ZIP3_RANGES)
  .flatMap(([state, ranges]) => ranges.map(([lo, hi]) => `('${state}', ${lo}, ${hi})`))
  .join(', ')}) AS z(state, lo, hi)`;

/** a vendor is small when it is small under its primary NAICS code (as SAM and the SBA size standards judge it) */
const SMALL = (alias: string) =>
  `EXISTS (SELECT 1 FROM entity_naics n WHERE n.uei = ${alias} AND n.is_primary AND n.sba_small_business = 'Y')`;
const NOT_SMALL = (alias: string) =>
  `EXISTS (SELECT 1 FROM entity_naics n WHERE n.uei = ${alias} AND n.is_primary AND n.sba_small_business IS DISTINCT FROM 'Y')`;

/**
 * Display names whose title case broke a legal form, an initial, an acronym
 * or a name particle: 'Llc', 'L.l.c.', 'Inc.' spelled 'INC.', 'Jv', 'Usa',
 * 'Ibm', 'Ii', 'Mccarthy', "O'brien", "Hall'S", '21St', a long word left in
 * capitals, or a display name that is not the legal name in other case.
 */
const MANGLED = [
  `\\m(Llc|Llp|Pllc|Lllp|Jv|Usa|Ibm|Saic|Aecom|Caci|Hvac|Ii|Iii)\\M`,
  `\\m(INC|CORP|CORPORATION|COMPANY|INCORPORATED|LTD)\\M`,
  `\\m[A-Z]\\.[a-z]\\.`,
  `\\mMc[a-z]`,
  `\\m[OD]'[a-z]`,
  `[A-Za-z]'S\\M`,
  `[0-9](St|Nd|Rd|Th)\\M`,
  // a word of five capitals or more left in capitals (acronyms of that length are consonants only, or AECOM)
  `\\m(?=[A-Z]{5})(?!AECOM)[A-Z]+\\M`,
].join('|');

export const PARTY_MEASURES: Measure[] = [
  // ── invariants: zero violations expected ──
  {
    id: 'congressional-districts',
    title: 'vendors whose congressional district does not exist in the state of their physical address',
    kind: 'invariant',
    unit: 'count',
    sql: `SELECT count(*) AS value
            FROM entity e
            JOIN entity_address a ON a.uei = e.uei AND a.kind = 'physical' AND a.country_code = 'USA'
            LEFT JOIN ${SEATS} ON seats.state = a.state_or_province_code
           WHERE seats.state IS NULL
              OR CASE WHEN coalesce(e.congressional_district, '') ~ '^[A-Z]{2}[0-9]{2}$'
                      THEN left(e.congressional_district, 2) <> a.state_or_province_code
                        OR CASE WHEN seats.n <= 1 THEN right(e.congressional_district, 2) <> '00'
                                ELSE right(e.congressional_district, 2)::int NOT BETWEEN 1 AND seats.n END
                      ELSE true END`,
  },
  {
    id: 'vendor-zip-codes',
    title: 'vendor addresses whose ZIP code is not among the ZIP prefixes of their state',
    kind: 'invariant',
    unit: 'count',
    sql: `SELECT count(*) AS value FROM entity_address a
           WHERE a.country_code = 'USA'
             AND CASE WHEN coalesce(a.zip_code, '') ~ '^[0-9]{5}$'
                      THEN NOT EXISTS (SELECT 1 FROM ${ZIP3} WHERE z.state = a.state_or_province_code AND left(a.zip_code, 3)::int BETWEEN z.lo AND z.hi)
                      ELSE true END`,
  },
  {
    id: 'small-with-large-parent',
    title: 'small businesses owned by a vendor that is not small',
    kind: 'invariant',
    unit: 'count',
    sql: `SELECT count(DISTINCT o.uei) AS value FROM entity_owner o
           WHERE o.owner_uei IS NOT NULL AND ${SMALL('o.uei')} AND ${NOT_SMALL('o.owner_uei')}`,
  },
  {
    id: 'owners-and-relationships',
    title: 'vendors whose owner rows and relationships (parent entries) disagree',
    kind: 'invariant',
    unit: 'count',
    sql: `SELECT count(*) AS value FROM entity e
           WHERE (SELECT count(*) FROM entity_owner o WHERE o.uei = e.uei)
                 <> (SELECT count(*) FROM jsonb_array_elements(coalesce(e.relationships, '[]'::jsonb)) r WHERE r->>'relation' = 'parent')
              OR EXISTS (SELECT 1 FROM entity_owner o WHERE o.uei = e.uei AND NOT EXISTS (
                   SELECT 1 FROM jsonb_array_elements(coalesce(e.relationships, '[]'::jsonb)) r
                    WHERE r->>'relation' = 'parent' AND r->>'type' = o.kind || '_owner'
                      AND (r->>'uei') IS NOT DISTINCT FROM o.owner_uei AND upper(r->>'display_name') = o.legal_business_name))`,
  },
  {
    id: 'ownership-chains',
    title: 'ownership chains that do not end at the highest owner (an owned highest owner, or an immediate owner under another)',
    kind: 'invariant',
    unit: 'count',
    sql: `SELECT (SELECT count(*) FROM entity_owner h JOIN entity_owner hh ON hh.uei = h.owner_uei WHERE h.kind = 'highest')
               + (SELECT count(*) FROM entity_owner i JOIN entity_owner h ON h.uei = i.uei AND h.kind = 'highest'
                   WHERE i.kind = 'immediate' AND i.owner_uei IS DISTINCT FROM h.owner_uei
                     AND NOT EXISTS (SELECT 1 FROM entity_owner p WHERE p.uei = i.owner_uei AND p.kind = 'highest' AND p.owner_uei = h.owner_uei))
               + (SELECT count(*) FROM entity_owner o WHERE o.owner_uei = o.uei) AS value`,
  },
  {
    id: 'eight-a-not-small',
    title: '8(a)-certified vendors (participants and joint ventures) that are not small',
    kind: 'invariant',
    unit: 'count',
    sql: `SELECT count(DISTINCT b.uei) AS value FROM entity_business_type b WHERE b.sba AND b.code IN ('A6', 'JT') AND ${NOT_SMALL('b.uei')}`,
  },
  {
    id: 'eight-a-term',
    title: 'SBA certifications without an entry date, and 8(a) certifications whose term is not nine years',
    kind: 'invariant',
    unit: 'count',
    sql: `SELECT count(*) AS value FROM entity_business_type b
           WHERE b.sba AND (b.entry_date IS NULL
              OR (b.code IN ('A6', 'A4') AND (b.exit_date IS NULL OR b.exit_date <> (b.entry_date + interval '9 years')::date))
              OR b.exit_date < b.entry_date)`,
  },
  {
    id: 'small-programmes',
    title: 'small-business programme types (WOSB, EDWOSB, SDVOSB, SDB, HUBZone, 8(a)) on vendors that are not small, or without their ownership type',
    kind: 'invariant',
    unit: 'count',
    sql: `SELECT count(*) AS value FROM entity_business_type b
           WHERE (b.code IN ('8W', '8E', '8C', '8D', 'QF', '27', 'JX', 'XX', 'A6', 'A4', 'JT') AND ${NOT_SMALL('b.uei')})
              OR (b.code IN ('8W', '8E') AND NOT EXISTS (SELECT 1 FROM entity_business_type x WHERE x.uei = b.uei AND x.code = 'A2'))
              OR (b.code = 'QF' AND NOT EXISTS (SELECT 1 FROM entity_business_type x WHERE x.uei = b.uei AND x.code = 'A5'))
              OR (b.code = 'A6' AND NOT EXISTS (SELECT 1 FROM entity_business_type x WHERE x.uei = b.uei AND x.code = '23'))`,
  },
  {
    id: 'display-names',
    title: 'vendor display names with a mangled legal form, initial, acronym or name particle',
    kind: 'invariant',
    unit: 'count',
    sql: `SELECT count(*) AS value FROM entity
           WHERE display_name ~ '${MANGLED.replace(/'/g, "''")}'
              OR upper(display_name) <> legal_business_name`,
  },
  // ── distributions ──
  {
    id: 'distinct-streets',
    title: 'distinct street lines, share of vendors (physical addresses)',
    kind: 'distribution',
    unit: 'share',
    min: 0.8,
    sql: `SELECT count(DISTINCT address_line1)::float / nullif(count(*), 0) AS value FROM entity_address WHERE kind = 'physical'`,
  },
  {
    id: 'vendors-with-parent',
    // No official statistic: SAM asks every registrant for its immediate and
    // highest-level owner (FAR 52.204-17), and most registrants, small
    // independent firms, report none. Subsidiaries and divisions of the large
    // primes and firms held by investment funds make up the rest: our estimate
    // is 3 to 15% of the vendors that win contracts, an order of magnitude
    // rather than a published figure.
    title: 'vendors reporting a highest-level owner, share',
    kind: 'distribution',
    unit: 'share',
    min: 0.03,
    max: 0.15,
    sql: `SELECT (SELECT count(DISTINCT uei) FROM entity_owner WHERE kind = 'highest')::float / nullif((SELECT count(*) FROM entity), 0) AS value`,
  },
  {
    id: 'suite-lines',
    title: 'physical addresses with a suite, floor or building line, share',
    kind: 'distribution',
    unit: 'share',
    min: 0.3,
    max: 0.8,
    sql: `SELECT (count(*) FILTER (WHERE address_line2 IS NOT NULL))::float / nullif(count(*), 0) AS value FROM entity_address WHERE kind = 'physical'`,
  },
];
