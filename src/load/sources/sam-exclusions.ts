/**
 * SAM.gov Exclusions public extract (V2): `SAM_Exclusions_Public_V2_Extract_YYDDD.ZIP`
 * (also `SAM_Exclusions_Public_Extract_V2_YYDDD.ZIP`), one CSV, every field
 * quoted, duplicate rows → exclusions.
 */
import { exclusionKey } from '../../identifiers/index.js';
import { INDEFINITE_SENTINEL_YEAR } from '../../resources/exclusions.js';
import { RowError, type MappedRecord, type Row, type SourceAdapter } from '../types.js';
import { day, has, text } from '../values.js';

/** The V2 header as the file writes it (GSA layout 2.1, December 2019). */
const V2 = [
  'Classification', 'Name', 'Prefix', 'First', 'Middle', 'Last', 'Suffix', 'Address 1', 'Address 2', 'Address 3', 'Address 4', 'City', 'State / Province', 'Country', 'Zip Code',
  'Open Data Flag', 'Blank (Deprecated)', 'Unique Entity ID', 'Exclusion Program', 'Excluding Agency', 'CT Code', 'Exclusion Type', 'Additional Comments', 'Active Date',
  'Termination Date', 'Record Status', 'Cross-Reference', 'SAM Number', 'CAGE', 'NPI', 'Creation_Date',
] as const;

/** The V1 layout (before UEIs): no Open Data Flag, UEI or creation date; a DUNS column. */
const V1 = [...V2.filter((c) => !['Open Data Flag', 'Blank (Deprecated)', 'Unique Entity ID', 'Creation_Date'].includes(c)).slice(0, 15), 'DUNS', ...V2.slice(18, 30)];

const INDEFINITE = `${INDEFINITE_SENTINEL_YEAR}-12-31`;

/** The record key: the SHA-256 digest of the SAM Number (SAM's own record id), so a record keeps its key when its names change. */
export const samExclusionKey = (samNumber: string) => exclusionKey(['sam_number', samNumber.trim().toUpperCase()]);

/** `(also NAME)` aliases; other text is one cross-reference as written. */
export function crossReferences(v: string | null): { name: string; type: string }[] {
  if (v === null) return [];
  const aliases = [...v.matchAll(/\(\s*also\s+([^()]*?)\s*\)/gi)].map((m) => m[1]).filter((s) => s !== '');
  if (aliases.length) return aliases.map((name) => ({ name, type: 'Also Known As (AKA)' }));
  return [{ name: v, type: 'Cross-Reference' }];
}

function address(row: Row): Record<string, string | null> | null {
  const line2 = ['Address 2', 'Address 3', 'Address 4'].map((c) => text(row, c)).filter((s): s is string => s !== null).join(', ') || null;
  const a = {
    address_line1: text(row, 'Address 1'),
    address_line2: line2,
    city: text(row, 'City'),
    state_or_province_code: text(row, 'State / Province'),
    zip_code: text(row, 'Zip Code'),
    country_code: text(row, 'Country'),
  };
  return Object.values(a).some((v) => v !== null) ? a : null;
}

export const samExclusions: SourceAdapter = {
  name: 'sam-exclusions',
  title: 'SAM.gov Exclusions public extract (V2)',
  origin: 'SAM.gov → Data Services → Exclusions → Public V2: SAM_Exclusions_Public_V2_Extract_YYDDD.ZIP (daily, all active exclusions)',
  targets: ['exclusions'],
  format: 'csv',
  encoding: 'utf8',
  extensions: ['.csv'],
  layouts: [
    { name: 'V2 (2019 on, 31 columns)', columns: V2 },
    { name: 'V1 (before UEIs, 28 columns)', columns: V1 },
  ],
  required: ['Classification', 'Name', 'Excluding Agency', 'Exclusion Type', 'Exclusion Program', 'SAM Number'],
  columns: {
    Classification: { field: 'classification_type' },
    Name: { field: 'entity_name', note: 'also display_name; for an Individual (no Name) display_name is Prefix First Middle Last Suffix joined by spaces' },
    Prefix: { field: 'prefix' },
    First: { field: 'first_name' },
    Middle: { field: 'middle_name' },
    Last: { field: 'last_name' },
    Suffix: { field: 'suffix' },
    'Address 1': { field: 'primary_address.address_line1' },
    'Address 2': { field: 'primary_address.address_line2', note: 'Address 2, 3 and 4 joined with ", "' },
    'Address 3': { field: 'primary_address.address_line2', note: 'appended to Address 2' },
    'Address 4': { field: 'primary_address.address_line2', note: 'appended to Address 2' },
    City: { field: 'primary_address.city' },
    'State / Province': { field: 'primary_address.state_or_province_code' },
    Country: { field: 'primary_address.country_code', note: 'as given (three-letter code); we hold no country table' },
    'Zip Code': { field: 'primary_address.zip_code' },
    'Open Data Flag': { field: null, note: 'a flag that D&B open data applies; dnb_open_data holds the D&B block itself, which the public extract does not carry' },
    'Blank (Deprecated)': { field: null, note: 'the former DUNS slot, always empty' },
    DUNS: { field: null, note: 'V1 only: DUNS numbers are retired; the record is keyed by SAM Number' },
    'Unique Entity ID': { field: 'uei', note: 'also links entity_uei when the UEI is a registered entity (the core does this)' },
    'Exclusion Program': { field: 'exclusion_program' },
    'Excluding Agency': { field: 'excluding_agency_code', note: 'excluding_agency_name is the name already stored for that code, else the department or agency of that abbreviation; an unknown code keeps the code as its name and is reported' },
    'CT Code': { field: 'ct_code' },
    'Exclusion Type': { field: 'exclusion_type' },
    'Additional Comments': { field: 'additional_comments' },
    'Active Date': { field: 'activate_date', note: 'MM/DD/YYYY' },
    'Termination Date': { field: 'termination_date', note: `MM/DD/YYYY → termination_type Definite; the word Indefinite → ${INDEFINITE} (the indefinite sentinel) and termination_type Indefinite; empty → both null` },
    'Record Status': { field: null, note: 'always blank: the extract holds only active records' },
    'Cross-Reference': { field: 'references', note: '"(also NAME)" → {name: NAME, type: "Also Known As (AKA)"} per alias; other text → one {name: text, type: "Cross-Reference"}' },
    'SAM Number': { field: 'exclusion_key', note: 'the key: exclusion_key = SHA-256 of ["sam_number", SAM Number]; the SAM Number itself is not served' },
    CAGE: { field: 'cage_code' },
    NPI: { field: 'npi' },
    Creation_Date: { field: 'create_date', note: 'YYYY-MM-DD or MM/DD/YYYY; also update_date (the extract has no update date); without it, Active Date' },
  },
  notes: [
    'Key: SAM Number (SAM\'s record id). Identical rows (the extract repeats records) are loaded once; a later row of the same SAM Number with other values wins.',
    'Change detection: by value, field by field (the core\'s comparison); the extract has no last-modified column.',
    'Packaging: a zip holding one CSV, every field double-quoted; UTF-8, read as Windows-1252 from the first byte that is not UTF-8.',
    'Every record of the extract is current: its delisted_at is sent as null, so a record lifted before and listed again is relisted.',
  ],
  dedupeIdenticalRows: true,
  snapshot: {
    target: 'exclusions',
    files: /SAM_Exclusions_Public/i,
    key: { column: 'SAM Number', of: samExclusionKey },
    listed: 't.delisted_at IS NULL',
    absent: (key, now) => ({ exclusion_key: key, delisted_at: now.toISOString() }),
    describe: 'the extract lists every active exclusion, so an exclusion this source listed before that a later extract lacks was lifted or has ended: its delisted_at is set to the load time (is_currently_excluded becomes false; a change, alerts fire)',
  },
  rowKey: (row) => text(row, 'SAM Number') ?? '',
  map(row): MappedRecord[] {
    const sam = text(row, 'SAM Number');
    if (!sam) throw new RowError('SAM Number is empty (the record has no key)', 'SAM Number');
    const classification = text(row, 'Classification');
    const name = text(row, 'Name');
    const person = ['Prefix', 'First', 'Middle', 'Last', 'Suffix'].map((c) => text(row, c)).filter((s): s is string => s !== null).join(' ');
    const display = name ?? (person || null);
    if (display === null) throw new RowError('neither Name nor the name parts (Prefix, First, Middle, Last, Suffix) are given', 'Name');
    const r: Record<string, unknown> = {
      exclusion_key: samExclusionKey(sam),
      classification_type: classification,
      entity_name: name,
      display_name: display,
      exclusion_program: text(row, 'Exclusion Program'),
      exclusion_type: text(row, 'Exclusion Type'),
      excluding_agency_code: text(row, 'Excluding Agency'),
      // listed in the extract: not lifted (a record the loader delisted and the extract lists again is relisted)
      delisted_at: null,
    };
    const optional: [string, string][] = [
      ['Prefix', 'prefix'], ['First', 'first_name'], ['Middle', 'middle_name'], ['Last', 'last_name'], ['Suffix', 'suffix'],
      ['Unique Entity ID', 'uei'], ['CT Code', 'ct_code'], ['Additional Comments', 'additional_comments'], ['CAGE', 'cage_code'], ['NPI', 'npi'],
    ];
    for (const [column, field] of optional) if (has(row, column)) r[field] = text(row, column);
    if (['Address 1', 'Address 2', 'City', 'State / Province', 'Country', 'Zip Code'].some((c) => has(row, c))) r.primary_address = address(row);
    if (has(row, 'Active Date')) r.activate_date = day(row, 'Active Date');
    if (has(row, 'Termination Date')) {
      const t = text(row, 'Termination Date');
      if (t !== null && /^indefinite$/i.test(t)) {
        r.termination_date = INDEFINITE;
        r.termination_type = 'Indefinite';
      } else {
        r.termination_date = day(row, 'Termination Date');
        r.termination_type = t === null ? null : 'Definite';
      }
    }
    const created = (has(row, 'Creation_Date') ? day(row, 'Creation_Date') : null) ?? (r.activate_date as string | null | undefined) ?? null;
    if (created === null) throw new RowError('neither Creation_Date nor Active Date is given (the record needs a creation date)', 'Creation_Date');
    r.create_date = created;
    r.update_date = created;
    if (has(row, 'Cross-Reference')) r.references = crossReferences(text(row, 'Cross-Reference'));
    return [{ target: 'exclusions', key: r.exclusion_key as string, record: r }];
  },
  async prepare(_target, records, ctx) {
    // excluding_agency_name: the name stored for the code, else a department or agency of that abbreviation
    const codes = [...new Set(records.map((m) => m.record.excluding_agency_code).filter((c): c is string => typeof c === 'string'))];
    const names = new Map<string, string>();
    if (codes.length) {
      const rows = await ctx.q<{ code: string; name: string }>(
        `WITH c AS (SELECT jsonb_array_elements_text($1::jsonb) AS code)
         SELECT c.code, coalesce(
           (SELECT e.excluding_agency_name FROM exclusion e WHERE upper(e.excluding_agency_code) = upper(c.code) AND e.excluding_agency_name <> e.excluding_agency_code GROUP BY e.excluding_agency_name ORDER BY count(*) DESC, e.excluding_agency_name LIMIT 1),
           (SELECT d.name FROM department d WHERE upper(d.abbreviation) = upper(c.code) ORDER BY d.cgac LIMIT 1),
           (SELECT a.name FROM agency a WHERE upper(a.abbreviation) = upper(c.code) ORDER BY a.code LIMIT 1)) AS name
         FROM c`,
        [JSON.stringify(codes)],
      );
      for (const r of rows) if (r.name !== null) names.set(r.code, r.name);
    }
    for (const m of records) {
      const c = m.record.excluding_agency_code;
      if (typeof c !== 'string') continue;
      const name = names.get(c);
      if (name === undefined) ctx.unknownCode('excluding agency', c);
      m.record.excluding_agency_name = name ?? c;
    }
    return new Map();
  },
};
