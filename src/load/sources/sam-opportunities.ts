/**
 * SAM.gov Contract Opportunities full extract: `ContractOpportunitiesFullCSV.csv`
 * (and the yearly `FY{yyyy}_archived_opportunities.csv`), Windows-1252, HTML
 * descriptions with embedded newlines → opportunities.
 */
import { NOTICE_TYPES } from '../../resources/opportunities.js';
import { RowError, type MappedRecord, type Row, type SourceAdapter } from '../types.js';
import { bool, code, day, has, instant, text } from '../values.js';

const COLUMNS = [
  'NoticeId', 'Title', 'Sol#', 'Department/Ind.Agency', 'CGAC', 'Sub-Tier', 'FPDS Code', 'Office', 'AAC Code', 'PostedDate', 'Type', 'BaseType', 'ArchiveType', 'ArchiveDate',
  'SetASideCode', 'SetASide', 'ResponseDeadLine', 'NaicsCode', 'ClassificationCode', 'PopStreetAddress', 'PopCity', 'PopState', 'PopZip', 'PopCountry', 'Active', 'AwardNumber',
  'AwardDate', 'Award$', 'Awardee', 'PrimaryContactTitle', 'PrimaryContactFullname', 'PrimaryContactEmail', 'PrimaryContactPhone', 'PrimaryContactFax', 'SecondaryContactTitle',
  'SecondaryContactFullname', 'SecondaryContactEmail', 'SecondaryContactPhone', 'SecondaryContactFax', 'OrganizationType', 'State', 'City', 'ZipCode', 'CountryCode',
  'AdditionalInfoLink', 'Link', 'Description',
] as const;

/** A SAM notice id (32 hexadecimal digits, dashes allowed) in UUID form: the opportunity_id. */
export function noticeUuid(id: string): string {
  const h = id.trim().toLowerCase().replace(/-/g, '');
  if (!/^[0-9a-f]{32}$/.test(h)) throw new RowError(`NoticeId: ${JSON.stringify(id)} is not a SAM.gov notice id (32 hexadecimal digits)`, 'NoticeId');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

const noticeType = (s: string | null) => (s === null ? undefined : NOTICE_TYPES.find((n) => n.type.toLowerCase() === s.toLowerCase())?.type);

function contact(row: Row, side: 'Primary' | 'Secondary'): Record<string, string | null> | null {
  const c = {
    title: text(row, `${side}ContactTitle`),
    full_name: text(row, `${side}ContactFullname`),
    email: text(row, `${side}ContactEmail`),
    phone: text(row, `${side}ContactPhone`),
    fax: text(row, `${side}ContactFax`),
  };
  return Object.values(c).some((v) => v !== null) ? c : null;
}


export const samOpportunities: SourceAdapter = {
  name: 'sam-opportunities',
  title: 'SAM.gov Contract Opportunities full CSV',
  origin: 'SAM.gov → Data Services → Contract Opportunities → datagov: ContractOpportunitiesFullCSV.csv (daily; yearly archives FY{yyyy}_archived_opportunities.csv have the same columns)',
  targets: ['opportunities'],
  format: 'csv',
  encoding: 'cp1252',
  extensions: ['.csv'],
  layouts: [{ name: 'full CSV (47 columns)', columns: COLUMNS }],
  required: ['NoticeId', 'Title', 'Type', 'PostedDate', 'Active'],
  columns: {
    NoticeId: { field: 'opportunity_id', note: 'the 32 hexadecimal digits in UUID form (8-4-4-4-12)' },
    Title: { field: 'title' },
    'Sol#': { field: 'solicitation_number' },
    'Department/Ind.Agency': { field: null, note: 'a name: the department comes from the organisation hierarchy (department.name)' },
    CGAC: { field: 'department.cgac', note: 'resolves the organisation when neither the office nor the sub-tier agency is known' },
    'Sub-Tier': { field: null, note: 'a name: the agency comes from the organisation hierarchy (agency.name)' },
    'FPDS Code': { field: 'agency.code', note: 'the sub-tier agency code: resolves the organisation when the office (AAC Code) is not in the hierarchy (reported)' },
    Office: { field: null, note: 'a name: the office comes from the organisation hierarchy (office.office_name)' },
    'AAC Code': { field: 'office.office_code', note: 'resolves office.organization_id (an office of the hierarchy with this code); a row whose AAC, FPDS Code and CGAC all name nothing is rejected' },
    PostedDate: { field: 'last_notice_date', note: 'date-time with offset (2026-04-25 22:22:47.454-04); also first_notice_date when the opportunity is new (an existing one keeps its first date)' },
    Type: { field: 'meta.notice_type.type', note: 'a notice type name (Solicitation, Award Notice, ...); when it is none of ours, BaseType' },
    BaseType: { field: 'meta.notice_type.type', note: 'used only when Type is not a notice type name we serve' },
    ArchiveType: { field: null, note: 'how SAM.gov sets the archive date (auto15, autocustom, manual); only archive_date is served' },
    ArchiveDate: { field: 'archive_date' },
    SetASideCode: { field: 'set_aside.code' },
    SetASide: { field: 'set_aside.description' },
    ResponseDeadLine: { field: 'response_deadline', note: 'ISO 8601 with offset' },
    NaicsCode: { field: 'naics_code', note: 'a float spelling (541512.0) is read as 541512; a code not in the NAICS table is loaded as given and reported' },
    ClassificationCode: { field: 'psc_code', note: 'a code not in the PSC table is loaded as given and reported' },
    PopStreetAddress: { field: 'place_of_performance.street_address' },
    PopCity: { field: 'place_of_performance.city' },
    PopState: { field: 'place_of_performance.state' },
    PopZip: { field: 'place_of_performance.zip' },
    PopCountry: { field: 'place_of_performance.country' },
    Active: { field: 'active', note: 'Yes/No' },
    AwardNumber: { field: 'award_number' },
    AwardDate: { field: null, note: 'the award is a contract record of its own (contracts, by PIID = award_number)' },
    Award$: { field: null, note: 'the award amount is the contract\'s (contracts.obligated)' },
    Awardee: { field: null, note: 'the awardee is the contract\'s recipient' },
    PrimaryContactTitle: { field: 'primary_contact.title' },
    PrimaryContactFullname: { field: 'primary_contact.full_name' },
    PrimaryContactEmail: { field: 'primary_contact.email' },
    PrimaryContactPhone: { field: 'primary_contact.phone' },
    PrimaryContactFax: { field: 'primary_contact.fax' },
    SecondaryContactTitle: { field: 'secondary_contact.title' },
    SecondaryContactFullname: { field: 'secondary_contact.full_name' },
    SecondaryContactEmail: { field: 'secondary_contact.email' },
    SecondaryContactPhone: { field: 'secondary_contact.phone' },
    SecondaryContactFax: { field: 'secondary_contact.fax' },
    OrganizationType: { field: null, note: 'the level of the issuing organisation: the hierarchy row says it' },
    State: { field: null, note: 'the issuing office\'s address: not served (the office is the hierarchy\'s)' },
    City: { field: null, note: 'the issuing office\'s address: not served' },
    ZipCode: { field: null, note: 'the issuing office\'s address: not served' },
    CountryCode: { field: null, note: 'the issuing office\'s address: not served' },
    AdditionalInfoLink: { field: null, note: 'no field holds it' },
    Link: { field: 'sam_url' },
    Description: { field: 'description', note: 'as given (HTML or text, embedded newlines kept)' },
  },
  notes: [
    'Key: NoticeId. Change detection: by value, field by field (the core\'s comparison); the file has no last-modified column. `modified` is stamped by the core when a record changes.',
    'Packaging: one plain CSV in Windows-1252 (a UTF-8 byte-order mark switches to UTF-8); Description holds HTML with embedded newlines inside quotes.',
    'status: `active` is served as SAM.gov reports it (the Active column).',
  ],
  snapshot: {
    target: 'opportunities',
    files: /ContractOpportunitiesFull/i,
    key: { column: 'NoticeId', of: noticeUuid },
    listed: 't.active',
    absent: (key) => ({ opportunity_id: key, active: false }),
    describe: 'ContractOpportunitiesFullCSV.csv lists every active notice, so a notice this source listed before that a later full file lacks has been archived or withdrawn: its active is set to false (a change, alerts fire). The yearly archive files are not full snapshots',
  },
  rowKey: (row) => text(row, 'NoticeId') ?? '',
  map(row): MappedRecord[] {
    const id = text(row, 'NoticeId');
    if (!id) throw new RowError('NoticeId is empty (the record has no key)', 'NoticeId');
    const key = noticeUuid(id);
    const posted = instant(row, 'PostedDate');
    const type = noticeType(text(row, 'Type')) ?? noticeType(text(row, 'BaseType')) ?? text(row, 'Type');
    const r: Record<string, unknown> = {
      opportunity_id: key,
      title: text(row, 'Title'),
      meta: { notice_type: { type } },
      first_notice_date: posted,
      last_notice_date: posted,
      active: bool(row, 'Active'),
    };
    const plain: [string, string][] = [['Sol#', 'solicitation_number'], ['AwardNumber', 'award_number'], ['Link', 'sam_url']];
    for (const [column, field] of plain) if (has(row, column)) r[field] = text(row, column);
    if (has(row, 'Description')) {
      const d = row.Description;
      r.description = d.trim() === '' ? null : d;
    }
    if (has(row, 'ArchiveDate')) r.archive_date = day(row, 'ArchiveDate');
    if (has(row, 'ResponseDeadLine')) r.response_deadline = instant(row, 'ResponseDeadLine');
    if (has(row, 'NaicsCode')) r.naics_code = code(row, 'NaicsCode');
    if (has(row, 'ClassificationCode')) r.psc_code = code(row, 'ClassificationCode');
    if (has(row, 'SetASideCode')) {
      const c = text(row, 'SetASideCode');
      r.set_aside = c === null ? null : { code: c, description: text(row, 'SetASide') };
    }
    if (['PopStreetAddress', 'PopCity', 'PopState', 'PopZip', 'PopCountry'].some((c) => has(row, c))) {
      const p = { street_address: text(row, 'PopStreetAddress'), city: text(row, 'PopCity'), state: text(row, 'PopState'), zip: text(row, 'PopZip'), country: text(row, 'PopCountry') };
      r.place_of_performance = Object.values(p).some((v) => v !== null) ? p : null;
    }
    if (has(row, 'PrimaryContactFullname') || has(row, 'PrimaryContactEmail')) r.primary_contact = contact(row, 'Primary');
    if (has(row, 'SecondaryContactFullname') || has(row, 'SecondaryContactEmail')) r.secondary_contact = contact(row, 'Secondary');
    // the organisation codes, resolved by prepare()
    return [{ target: 'opportunities', key, record: r, aux: { aac: code(row, 'AAC Code'), agency: code(row, 'FPDS Code'), cgac: code(row, 'CGAC') } }];
  },
  async prepare(_target, records, ctx) {
    const rejects = new Map<MappedRecord, string>();
    const codes = (k: string) => [...new Set(records.map((m) => m.aux?.[k]).filter((c): c is string => typeof c === 'string'))];
    const lookup = async (type: string, list: string[]) => {
      const out = new Map<string, string>();
      if (!list.length) return out;
      const rows = await ctx.q<{ code: string; id: string }>(
        `SELECT upper(code) AS code, organization_id::text AS id FROM organization WHERE type = $1::"OrganizationType" AND upper(code) IN (SELECT upper(jsonb_array_elements_text($2::jsonb)))`,
        [type, JSON.stringify(list)],
      );
      for (const r of rows) out.set(r.code, r.id);
      return out;
    };
    const offices = await lookup('OFFICE', codes('aac'));
    const agencies = await lookup('AGENCY', codes('agency'));
    const departments = await lookup('DEPARTMENT', codes('cgac'));
    // an existing opportunity keeps its first notice date
    const existing = new Set(
      (await ctx.q<{ id: string }>(`SELECT opportunity_id::text AS id FROM opportunity WHERE opportunity_id IN (SELECT jsonb_array_elements_text($1::jsonb)::uuid)`, [JSON.stringify(records.map((m) => m.key))])).map((r) => r.id),
    );
    for (const m of records) {
      const org = { aac: m.aux?.aac ?? null, agency: m.aux?.agency ?? null, cgac: m.aux?.cgac ?? null };
      if (existing.has(m.key)) delete m.record.first_notice_date;
      const up = (s: string | null) => (s === null ? null : s.toUpperCase());
      let id = org.aac ? offices.get(up(org.aac)!) : undefined;
      if (org.aac && !id) ctx.unknownCode('office (AAC Code)', org.aac);
      if (!id && org.agency) {
        id = agencies.get(up(org.agency)!);
        if (!id) ctx.unknownCode('sub-tier agency (FPDS Code)', org.agency);
      }
      if (!id && org.cgac) {
        id = departments.get(up(org.cgac)!);
        if (!id) ctx.unknownCode('department (CGAC)', org.cgac);
      }
      if (!id) {
        rejects.set(m, `no organisation of the hierarchy for AAC Code ${JSON.stringify(org.aac ?? '')}, FPDS Code ${JSON.stringify(org.agency ?? '')} or CGAC ${JSON.stringify(org.cgac ?? '')}`);
        continue;
      }
      m.record.office = { organization_id: id };
    }
    await checkCodes(ctx, records, 'naics_code', 'NAICS', `SELECT code FROM naics WHERE code IN (SELECT jsonb_array_elements_text($1::jsonb))`);
    await checkCodes(ctx, records, 'psc_code', 'PSC', `SELECT code FROM psc WHERE code IN (SELECT jsonb_array_elements_text($1::jsonb))`);
    return rejects;
  },
};

/** Report the values of `field` the reference table (`sql`, returning `code`) does not hold; they are loaded as given. */
export async function checkCodes(ctx: { q: <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>; unknownCode(kind: string, code: string): void }, records: MappedRecord[], field: string, kind: string, sql: string): Promise<void> {
  const values = [...new Set(records.map((m) => m.record[field]).filter((c): c is string => typeof c === 'string'))];
  if (!values.length) return;
  const known = new Set((await ctx.q<{ code: string }>(sql, [JSON.stringify(values)])).map((r) => r.code));
  for (const v of values) if (!known.has(v)) ctx.unknownCode(kind, v);
}
