/**
 * Realism measures of the resources outside the award core (state and local, grants, schedule catalogue and labor rates, notices, legal records), part of the
 * realism report (report.ts): each one SQL statement returning `value`.
 *
 * The tables the SQL checks against (Assistance Listing prefixes by agency,
 * the SINs that cover each labor category) are written from the generator's
 * own reference tables, so the report and the generator cannot drift apart.
 */
import type { Measure } from './report.js';
import { LISTING_PREFIX_BY_GRANTS_AGENCY } from './reference/assistance-listings.js';
import { LABOR_FAMILIES } from './reference/labor-categories.js';

const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** (grants.gov agency, listing prefix) */
const LISTING_PREFIXES = `(VALUES ${Object.entries(LISTING_PREFIX_BY_GRANTS_AGENCY)
  .map(([agency, prefix]) => `(${lit(agency)}, ${lit(prefix)})`)
  .join(', ')}) AS p(agency, prefix)`;

/** (labor category, family, series, level) */
const LABOR_TITLES = `(VALUES ${LABOR_FAMILIES.flatMap((f) => f.titles.map((t) => `(${lit(t.title)}, ${lit(f.key)}, ${lit(t.series)}, ${t.level})`)).join(', ')}) AS t(title, family, series, level)`;

/** (family, SIN that covers it) */
const LABOR_SINS = `(VALUES ${LABOR_FAMILIES.flatMap((f) => f.sins.map((s) => `(${lit(f.key)}, ${lit(s)})`)).join(', ')}) AS s(family, sin)`;

/** Words of a negotiated procurement: an invitation for bids never uses them. */
const PROPOSAL_WORDS = `propos|offeror|evaluat|technical merit|best value|negotiat|request for qualifications`;
/** Words of a sealed-bid procurement: a request for proposals, quotes or information never uses them. */
const SEALED_BID_WORDS = `sealed bid|bid opening|bids will be (publicly )?opened|lowest responsive|invitation (for|to) bids?`;

/** The text of a state and local solicitation: title, description and the text of its documents. */
const sledText = (words: string) => `(concat_ws(' ', o.title, o.description) ~* '${words}'
  OR EXISTS (SELECT 1 FROM sled_attachment d WHERE d.opportunity_id = o.opportunity_id AND (d.extracted_text ~* '${words}' OR d.name ~* '${words}')))`;

/** The type word of a solicitation number, as the generator's typeFromNumber reads it. */
const NUMBER_TYPE = `CASE substring(upper(o.solicitation_number) FROM '(?:^|[^A-Z0-9_])(RFP|RFQ|RFI|IFB|ITB|ITN|RFB|BID)(?:[^A-Z0-9_]|$)')
  WHEN 'RFP' THEN 'rfp' WHEN 'RFQ' THEN 'rfq' WHEN 'RFI' THEN 'rfi' WHEN 'ITB' THEN 'itb' WHEN 'ITN' THEN 'other'
  WHEN 'IFB' THEN 'ifb' WHEN 'RFB' THEN 'ifb' WHEN 'BID' THEN 'ifb' END`;

const distinctTitles = (id: string, resource: string, table: string, column = 'title'): Measure => ({
  id: `distinct-titles-${id}`,
  title: `distinct ${resource} titles, share of rows`,
  kind: 'distribution',
  unit: 'share',
  min: 0.6,
  sql: `SELECT count(DISTINCT ${column})::float / nullif(count(*), 0) AS value FROM ${table}`,
});

export const RESOURCE_MEASURES: Measure[] = [
  // ── invariants: zero violations expected ──
  {
    id: 'sled-bids-without-proposals',
    title: 'state and local invitations for bids whose title, description or documents speak of proposals or their evaluation',
    kind: 'invariant',
    unit: 'count',
    sql: `SELECT count(*) AS value FROM sled_opportunity o WHERE o.solicitation_type IN ('ifb', 'itb') AND ${sledText(PROPOSAL_WORDS)}`,
  },
  {
    id: 'sled-proposals-without-bids',
    title: 'state and local requests for proposals, quotes or information whose text speaks of sealed bids or the lowest responsive bidder',
    kind: 'invariant',
    unit: 'count',
    sql: `SELECT count(*) AS value FROM sled_opportunity o WHERE o.solicitation_type NOT IN ('ifb', 'itb') AND ${sledText(SEALED_BID_WORDS)}`,
  },
  {
    id: 'sled-rfi-award',
    title: 'state and local requests for information that were awarded or announce an award',
    kind: 'invariant',
    unit: 'count',
    sql: `SELECT count(*) AS value FROM sled_opportunity o
            WHERE o.solicitation_type = 'rfi' AND (o.status = 'awarded' OR concat_ws(' ', o.title, o.description) ~* 'will be awarded to|award will be made|intent to award|bid tabulation')`,
  },
  {
    id: 'sled-number-type',
    title: 'state and local solicitations whose number names another type than theirs (IFB-24-017 on an RFP)',
    kind: 'invariant',
    unit: 'count',
    sql: `SELECT count(*) AS value FROM sled_opportunity o WHERE o.solicitation_number IS NOT NULL AND ${NUMBER_TYPE} IS NOT NULL AND ${NUMBER_TYPE} IS DISTINCT FROM o.solicitation_type`,
  },
  {
    id: 'sled-title-type',
    title: 'state and local solicitations whose title announces another type than theirs',
    kind: 'invariant',
    unit: 'count',
    sql: `SELECT count(*) AS value FROM sled_opportunity o WHERE o.solicitation_type IS NOT NULL AND (
            (o.title ~* 'request for proposals?|(^|[^a-z])rfp([^a-z]|$)' AND o.solicitation_type <> 'rfp')
         OR (o.title ~* 'invitation (for|to) bids?|sealed bid|(^|[^a-z])(ifb|itb|rfb)([^a-z]|$)' AND o.solicitation_type NOT IN ('ifb', 'itb'))
         OR (o.title ~* 'request for quot|(^|[^a-z])rfq([^a-z]|$)' AND o.solicitation_type <> 'rfq')
         OR (o.title ~* 'request for information|(^|[^a-z])rfi([^a-z]|$)' AND o.solicitation_type <> 'rfi')
         OR (o.title ~* 'sole source' AND o.solicitation_type <> 'sole_source'))`,
  },
  {
    id: 'grant-listing-agency',
    title: 'grants with an Assistance Listing of another agency (its two-digit prefix not the agency’s)',
    kind: 'invariant',
    unit: 'count',
    sql: `SELECT count(*) AS value FROM grant_opportunity g
            WHERE coalesce(cardinality(g.cfda_numbers), 0) = 0
               OR EXISTS (SELECT 1 FROM unnest(g.cfda_numbers) AS n(number)
                           WHERE split_part(n.number, '.', 1) IS DISTINCT FROM (SELECT p.prefix FROM ${LISTING_PREFIXES} WHERE p.agency = split_part(g.agency_code, '-', 1)))`,
  },
  {
    id: 'grant-listing-format',
    title: 'grants whose Assistance Listing numbers are not NN.NNN or disagree with their listing records',
    kind: 'invariant',
    unit: 'count',
    sql: `SELECT count(*) AS value FROM grant_opportunity g
            WHERE EXISTS (SELECT 1 FROM unnest(g.cfda_numbers) AS n(number) WHERE n.number !~ '^[0-9]{2}\\.[0-9]{3}$')
               OR g.cfda_numbers IS DISTINCT FROM ARRAY(SELECT c->>'number' FROM jsonb_array_elements(g.cfda) WITH ORDINALITY AS x(c, i) ORDER BY i)
               OR EXISTS (SELECT 1 FROM jsonb_array_elements(g.cfda) AS c WHERE coalesce(c->>'title', '') = '')`,
  },
  {
    id: 'lcat-sin',
    title: 'labor rates whose labor category is not one their SIN covers (or no known category)',
    kind: 'invariant',
    unit: 'count',
    sql: `SELECT count(*) AS value FROM labor_rate l
            WHERE NOT EXISTS (SELECT 1 FROM ${LABOR_TITLES}
                               WHERE t.title = l.labor_category
                                 AND (l.sin IS NULL OR EXISTS (SELECT 1 FROM ${LABOR_SINS} WHERE s.family = t.family AND s.sin = l.sin)))`,
  },
  {
    id: 'lcat-contract-sin',
    title: 'schedule labor rates under a SIN their schedule contract does not hold',
    kind: 'invariant',
    unit: 'count',
    sql: `SELECT count(*) AS value FROM labor_rate l JOIN schedule_catalog_contract c ON c.contract_number = l.idv_piid
            WHERE l.sin IS NOT NULL AND NOT (l.sin = ANY (c.sins))`,
  },
  {
    id: 'lcat-level-order',
    title: 'labor categories priced at or below a lower level of their series on the same contract (Engineer III under Engineer II)',
    kind: 'invariant',
    unit: 'count',
    sql: `WITH t AS (SELECT * FROM ${LABOR_TITLES}),
               r AS (SELECT l.idv_key, l.current_price, t.series, t.level FROM labor_rate l JOIN t ON t.title = l.labor_category)
          SELECT count(*) AS value FROM r lo JOIN r hi ON hi.idv_key = lo.idv_key AND hi.series = lo.series AND hi.level > lo.level
            WHERE hi.current_price <= lo.current_price`,
  },
  {
    id: 'lcat-price-range',
    title: 'labor rates below $15 or above $400 an hour',
    kind: 'invariant',
    unit: 'count',
    sql: `SELECT count(*) AS value FROM labor_rate WHERE current_price < 15 OR current_price > 400`,
  },
  {
    id: 'lcat-one-row',
    title: 'labor categories priced twice on one contract',
    kind: 'invariant',
    unit: 'count',
    sql: `SELECT coalesce(sum(n - 1), 0) AS value FROM (SELECT count(*) AS n FROM labor_rate GROUP BY idv_key, labor_category HAVING count(*) > 1) d`,
  },
  // ── distributions: a value inside the target range ──
  {
    id: 'lcat-experience-price',
    title: 'labor rates: correlation of years of experience with the rate against its family’s average',
    kind: 'distribution',
    unit: 'number',
    min: 0.6,
    sql: `WITH t AS (SELECT * FROM ${LABOR_TITLES}),
               r AS (SELECT l.min_years_experience::float AS years, ln(l.current_price::float) AS p, t.family FROM labor_rate l JOIN t ON t.title = l.labor_category WHERE l.min_years_experience IS NOT NULL)
          SELECT corr(years, p - avg_p) AS value FROM (SELECT years, p, avg(p) OVER (PARTITION BY family) AS avg_p FROM r) x`,
  },
  distinctTitles('sled', 'state and local solicitation', 'sled_opportunity'),
  distinctTitles('sled-forecasts', 'state and local forecast', 'sled_forecast'),
  distinctTitles('grants', 'grant opportunity', 'grant_opportunity'),
  distinctTitles('opportunities', 'federal opportunity', 'opportunity'),
  distinctTitles('forecasts', 'federal procurement forecast', 'forecast'),
  distinctTitles('federal-register', 'Federal Register document', 'federal_register_document'),
  distinctTitles('storefront', 'storefront request', 'storefront_request'),
  distinctTitles('it-investments', 'IT investment', 'it_investment', 'investment_title'),
];
