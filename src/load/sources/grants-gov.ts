/**
 * Grants.gov XML extract: `GrantsDBExtract{YYYYMMDD}v2.zip` holding one XML
 * file, root `<Grants xmlns="http://apply.grants.gov/system/OpportunityDetail-V1.0">`
 * with `OpportunitySynopsisDetail_1_0` and `OpportunityForecastDetail_1_0`
 * records → grants. Read as a stream (saxes, src/load/structured.ts): one
 * record in memory at a time.
 *
 * One grant per OpportunityID: a synopsis is the grant as posted, a
 * forecast the grant as forecast. When both exist, the synopsis carries the
 * grant's fields and the forecast only its own (the `forecast` document and
 * the estimated dates): within a batch the two records are merged, and a
 * forecast whose grant already has a synopsis stored sends only those.
 */
import { RowError, RECORD_ELEMENT, type MappedRecord, type Row, type SourceAdapter } from '../types.js';
import { day, text, values } from '../values.js';

export const GRANTS_NAMESPACE = 'http://apply.grants.gov/system/OpportunityDetail-V1.0';
const SYNOPSIS_ELEMENT = 'OpportunitySynopsisDetail_1_0';
const FORECAST_ELEMENT = 'OpportunityForecastDetail_1_0';

/** `OpportunitySynopsisDetail_1_0` elements in the XSD's sequence order. */
const SYNOPSIS = [
  'OpportunityID', 'OpportunityTitle', 'OpportunityNumber', 'OpportunityCategory', 'OpportunityCategoryExplanation', 'FundingInstrumentType', 'CategoryOfFundingActivity',
  'CategoryExplanation', 'CFDANumbers', 'EligibleApplicants', 'AdditionalInformationOnEligibility', 'AgencyCode', 'AgencyName', 'PostDate', 'CloseDate', 'CloseDateExplanation',
  'LastUpdatedDate', 'AwardCeiling', 'AwardFloor', 'EstimatedTotalProgramFunding', 'ExpectedNumberOfAwards', 'Description', 'Version', 'CostSharingOrMatchingRequirement',
  'ArchiveDate', 'AdditionalInformationURL', 'AdditionalInformationText', 'GrantorContactEmail', 'GrantorContactEmailDescription', 'GrantorContactText',
] as const;

/** `OpportunityForecastDetail_1_0` elements in the XSD's sequence order. */
const FORECAST = [
  'OpportunityID', 'OpportunityTitle', 'OpportunityNumber', 'OpportunityCategory', 'OpportunityCategoryExplanation', 'FundingInstrumentType', 'CategoryOfFundingActivity',
  'CategoryExplanation', 'CFDANumbers', 'EligibleApplicants', 'AdditionalInformationOnEligibility', 'AgencyCode', 'AgencyName', 'PostDate', 'LastUpdatedDate',
  'EstimatedSynopsisPostDate', 'FiscalYear', 'EstimatedSynopsisCloseDate', 'EstimatedSynopsisCloseDateExplanation', 'EstimatedAwardDate', 'EstimatedProjectStartDate',
  'AwardCeiling', 'AwardFloor', 'EstimatedTotalProgramFunding', 'ExpectedNumberOfAwards', 'Description', 'Version', 'CostSharingOrMatchingRequirement', 'ArchiveDate',
  'AdditionalInformationURL', 'AdditionalInformationText', 'GrantorContactEmail', 'GrantorContactEmailDescription', 'GrantorContactName', 'GrantorContactPhoneNumber',
] as const;

/** Elements that repeat, one element per value. */
const REPEATING = new Set(['FundingInstrumentType', 'CategoryOfFundingActivity', 'CFDANumbers', 'EligibleApplicants']);

const CATEGORIES: Record<string, string> = { D: 'Discretionary', M: 'Mandatory', C: 'Continuation', E: 'Earmark', O: 'Other' };

/** The second level of escaping of Description and GrantorContactText (`&amp;lt;br/&amp;gt;` is read by the XML parser as `&lt;br/&gt;`): the HTML as written. */
export function unescapeHtml(s: string | null): string | null {
  if (s === null) return null;
  return s.replace(/&(#x[0-9a-f]+|#\d+|lt|gt|quot|apos|amp|nbsp);/gi, (m, e: string) => {
    const l = e.toLowerCase();
    if (l === 'lt') return '<';
    if (l === 'gt') return '>';
    if (l === 'quot') return '"';
    if (l === 'apos') return "'";
    if (l === 'amp') return '&';
    if (l === 'nbsp') return '\u00a0';
    const n = l.startsWith('#x') ? parseInt(l.slice(2), 16) : parseInt(l.slice(1), 10);
    return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : m;
  });
}

/** Whole dollars (`none` is no ceiling). */
function dollars(row: Row, column: string): string | null {
  const v = text(row, column);
  if (v === null || /^none$/i.test(v)) return null;
  if (!/^\d{1,15}$/.test(v)) throw new RowError(`${column}: ${JSON.stringify(v)} is not a whole number of dollars`, column);
  return v.replace(/^0+(?=\d)/, '');
}

function count(row: Row, column: string): number | null {
  const v = text(row, column);
  if (v === null) return null;
  if (!/^\d{1,9}$/.test(v)) throw new RowError(`${column}: ${JSON.stringify(v)} is not a whole number`, column);
  return Number(v);
}

/** The record as Grants.gov publishes it (the synopsis or forecast document): every element present, repeated ones as lists, dates as ISO dates. */
function published(row: Row, names: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const n of names) {
    if (!Object.hasOwn(row, n)) continue;
    if (REPEATING.has(n)) out[n] = values(row, n);
    else if (/Date$/.test(n) && !/Explanation$/.test(n)) out[n] = day(row, n);
    else if (n === 'Description' || n === 'GrantorContactText') out[n] = unescapeHtml(text(row, n));
    else out[n] = text(row, n);
  }
  return out;
}

const todayUtc = () => new Date().toISOString().slice(0, 10);

const kindOf = (row: Row) => (row[RECORD_ELEMENT] === SYNOPSIS_ELEMENT ? 'synopsis' : row[RECORD_ELEMENT] === FORECAST_ELEMENT ? 'forecast' : null);

/** The fields a forecast sends when its grant has a synopsis. */
const FORECAST_ONLY = (r: Record<string, unknown>) => {
  const d = (r.important_dates ?? {}) as Record<string, unknown>;
  return {
    grant_id: r.grant_id,
    forecast: r.forecast,
    important_dates: { estimated_synopsis_post_date: d.estimated_synopsis_post_date ?? null, estimated_application_response_date: d.estimated_application_response_date ?? null, estimated_project_start_date: d.estimated_project_start_date ?? null },
  };
};

const col = (field: string, note?: string) => ({ field, note });
const ONLY_DOC = (doc: string) => ({ field: doc, note: `kept only in the ${doc} document as published` });

export const grantsGov: SourceAdapter = {
  name: 'grants-gov',
  title: 'Grants.gov XML extract (synopses and forecasts)',
  origin: 'Grants.gov → XML Extract: GrantsDBExtract{YYYYMMDD}v2.zip (daily, all opportunities), one XML file in namespace OpportunityDetail-V1.0',
  targets: ['grants'],
  format: 'xml',
  xml: { namespace: GRANTS_NAMESPACE, root: 'Grants' },
  encoding: 'utf8',
  extensions: ['.xml'],
  layouts: [
    { name: `synopsis (${SYNOPSIS_ELEMENT}, 30 elements)`, columns: SYNOPSIS },
    { name: `forecast (${FORECAST_ELEMENT}, 35 elements)`, columns: FORECAST },
  ],
  required: ['OpportunityID'],
  columns: {
    OpportunityID: col('grant_id', 'the key: one grant per OpportunityID; a synopsis and a forecast of one id are one grant (the synopsis carries the common fields)'),
    OpportunityTitle: col('title'),
    OpportunityNumber: col('opportunity_number'),
    OpportunityCategory: col('category.code', 'D, M, C, E, O'),
    OpportunityCategoryExplanation: col('category.description', 'when given (category O); else the category name (Discretionary, Mandatory, Continuation, Earmark, Other)'),
    FundingInstrumentType: col('funding_instruments', 'repeating element: one code each (G, CA, PC, O)'),
    CategoryOfFundingActivity: col('funding_categories', 'repeating element: one code each'),
    CategoryExplanation: col('funding_activity_category_description'),
    CFDANumbers: col('cfda_numbers', 'repeating element: {number} each (e.g. 93.322)'),
    EligibleApplicants: col('applicant_types', 'repeating element: two-digit codes'),
    AdditionalInformationOnEligibility: col('applicant_eligibility_description'),
    AgencyCode: col('agency_code', 'organization resolved from it by the service'),
    AgencyName: col('agency_name', 'searched, not served'),
    PostDate: col('important_dates.posted_date', 'MMDDYYYY'),
    CloseDate: col('important_dates.response_date', 'MMDDYYYY; synopsis status: P posted, C closed once the close date has passed, A archived once the archive date has passed (at load time)'),
    CloseDateExplanation: col('important_dates.response_date_description'),
    LastUpdatedDate: col('last_updated', 'MMDDYYYY → midnight UTC'),
    EstimatedSynopsisPostDate: col('important_dates.estimated_synopsis_post_date', 'MMDDYYYY'),
    FiscalYear: ONLY_DOC('forecast'),
    EstimatedSynopsisCloseDate: col('important_dates.estimated_application_response_date', 'MMDDYYYY'),
    EstimatedSynopsisCloseDateExplanation: ONLY_DOC('forecast'),
    EstimatedAwardDate: ONLY_DOC('forecast'),
    EstimatedProjectStartDate: col('important_dates.estimated_project_start_date', 'MMDDYYYY'),
    AwardCeiling: col('funding_details.award_ceiling', 'whole dollars; "none" → null'),
    AwardFloor: col('funding_details.award_floor', 'whole dollars'),
    EstimatedTotalProgramFunding: col('funding_details.estimated_total_funding', 'whole dollars'),
    ExpectedNumberOfAwards: col('funding_details.expected_number_of_awards'),
    Description: col('description', 'HTML escaped twice in the file: unescaped once more, the HTML as the agency wrote it'),
    Version: { field: 'synopsis', note: 'kept only in the synopsis or forecast document (e.g. "Synopsis 2")' },
    CostSharingOrMatchingRequirement: { field: 'synopsis', note: 'kept only in the synopsis or forecast document (Yes/No)' },
    ArchiveDate: col('important_dates.archive_date', 'MMDDYYYY'),
    AdditionalInformationURL: col('additional_info.link'),
    AdditionalInformationText: col('additional_info.description'),
    GrantorContactEmail: col('grantor_contact.email'),
    GrantorContactEmailDescription: { field: 'synopsis', note: 'kept only in the synopsis or forecast document' },
    GrantorContactText: col('grantor_contact.name', 'synopsis: the contact text (HTML escaped twice, unescaped once more)'),
    GrantorContactName: col('grantor_contact.name', 'forecast'),
    GrantorContactPhoneNumber: col('grantor_contact.phone', 'forecast'),
  },
  notes: [
    'Key: (record kind, OpportunityID) in the file; one grant per OpportunityID in the service (grant_id). The synopsis document goes to synopsis, the forecast document to forecast, each as published (element names, repeated elements as lists, dates as YYYY-MM-DD).',
    'A synopsis and a forecast of one OpportunityID: the synopsis sets the grant\'s fields; the forecast sets only its document and the estimated dates (merged within a batch; checked against the stored grant across batches).',
    'Change detection: by value; last_updated (LastUpdatedDate) is written on a real change, never compared.',
    'Packaging: a zip holding one XML file (about 300 MB): the XML is streamed (saxes), never held whole; elements must be in the OpportunityDetail-V1.0 namespace.',
    'Status is computed at load time from the dates: forecast F; synopsis A after ArchiveDate, C after CloseDate, else P.',
  ],
  rowKey: (row) => `${kindOf(row) ?? row[RECORD_ELEMENT] ?? '?'}:${text(row, 'OpportunityID') ?? ''}`,
  map(row): MappedRecord[] {
    const kind = kindOf(row);
    if (!kind) throw new RowError(`<${row[RECORD_ELEMENT]}> is not a synopsis (${SYNOPSIS_ELEMENT}) or forecast (${FORECAST_ELEMENT}) record`);
    const idText = text(row, 'OpportunityID');
    if (!idText) throw new RowError('OpportunityID is empty (the record has no key)', 'OpportunityID');
    if (!/^\d{1,10}$/.test(idText)) throw new RowError(`OpportunityID: ${JSON.stringify(idText)} is not a whole number`, 'OpportunityID');
    const id = Number(idText);
    const today = todayUtc();
    const archive = day(row, 'ArchiveDate');
    const categoryCode = text(row, 'OpportunityCategory');
    const r: Record<string, unknown> = {
      grant_id: id,
      opportunity_number: text(row, 'OpportunityNumber'),
      agency_code: text(row, 'AgencyCode'),
      title: text(row, 'OpportunityTitle'),
      description: unescapeHtml(text(row, 'Description')),
      applicant_eligibility_description: text(row, 'AdditionalInformationOnEligibility'),
      funding_activity_category_description: text(row, 'CategoryExplanation'),
      category: categoryCode === null ? null : { code: categoryCode, description: text(row, 'OpportunityCategoryExplanation') ?? CATEGORIES[categoryCode.toUpperCase()] ?? null },
      cfda_numbers: values(row, 'CFDANumbers').map((number) => ({ number })),
      applicant_types: values(row, 'EligibleApplicants').map((code) => ({ code })),
      funding_categories: values(row, 'CategoryOfFundingActivity').map((code) => ({ code })),
      funding_instruments: values(row, 'FundingInstrumentType').map((code) => ({ code })),
      funding_details: {
        award_ceiling: dollars(row, 'AwardCeiling'),
        award_floor: dollars(row, 'AwardFloor'),
        estimated_total_funding: dollars(row, 'EstimatedTotalProgramFunding'),
        expected_number_of_awards: count(row, 'ExpectedNumberOfAwards'),
      },
      additional_info: { link: text(row, 'AdditionalInformationURL'), description: text(row, 'AdditionalInformationText') },
    };
    const agencyName = text(row, 'AgencyName');
    if (agencyName !== null) r.agency_name = agencyName;
    const updated = day(row, 'LastUpdatedDate');
    if (updated !== null) r.last_updated = `${updated}T00:00:00Z`;
    if (kind === 'synopsis') {
      const close = day(row, 'CloseDate');
      r.status = { code: archive !== null && archive < today ? 'A' : close !== null && close < today ? 'C' : 'P' };
      r.grantor_contact = { name: unescapeHtml(text(row, 'GrantorContactText')), email: text(row, 'GrantorContactEmail') };
      r.important_dates = { posted_date: day(row, 'PostDate'), response_date: close, response_date_description: text(row, 'CloseDateExplanation'), archive_date: archive };
      r.synopsis = published(row, SYNOPSIS);
    } else {
      r.status = { code: archive !== null && archive < today ? 'A' : 'F' };
      r.grantor_contact = { name: text(row, 'GrantorContactName'), email: text(row, 'GrantorContactEmail'), phone: text(row, 'GrantorContactPhoneNumber') };
      r.important_dates = {
        posted_date: day(row, 'PostDate'),
        estimated_synopsis_post_date: day(row, 'EstimatedSynopsisPostDate'),
        estimated_application_response_date: day(row, 'EstimatedSynopsisCloseDate'),
        estimated_project_start_date: day(row, 'EstimatedProjectStartDate'),
        archive_date: archive,
      };
      r.forecast = published(row, FORECAST);
    }
    return [{ target: 'grants', key: String(id), record: r, aux: { kind } }];
  },
  merge(earlier, later) {
    // the same kind again: the later wins; a synopsis (or a merged record) and a forecast: one record
    if (earlier.aux?.kind === later.aux?.kind) return later;
    return later.aux?.kind === 'synopsis' ? merged(later, earlier) : merged(earlier, later);
  },
  async prepare(_target, records, ctx) {
    // a forecast whose grant has a synopsis stored sends only the forecast's own fields
    const forecasts = records.filter((m) => m.aux?.kind === 'forecast');
    if (forecasts.length) {
      const rows = await ctx.q<{ id: string }>(`SELECT grant_id::text AS id FROM grant_opportunity WHERE synopsis IS NOT NULL AND grant_id IN (SELECT jsonb_array_elements_text($1::jsonb)::int)`, [
        JSON.stringify(forecasts.map((m) => m.key)),
      ]);
      const withSynopsis = new Set(rows.map((r) => r.id));
      for (const m of forecasts) if (withSynopsis.has(m.key)) m.record = FORECAST_ONLY(m.record);
    }
    return new Map();
  },
};

/** The synopsis record with the forecast's own fields. */
function merged(syn: MappedRecord, fc: MappedRecord): MappedRecord {
  const only = FORECAST_ONLY(fc.record);
  return {
    ...syn,
    record: { ...syn.record, forecast: only.forecast, important_dates: { ...(syn.record.important_dates as object), ...only.important_dates } },
    aux: { kind: 'merged' },
  };
}
