/**
 * Contract-appeal decisions (document 2, "Contract-appeal decision" and
 * "Contract appeals"): a flat resource, authentication required, page-number
 * pagination (default 25), decision_text opt-in and Enterprise only, unknown
 * query parameters refused with a did-you-mean suggestion.
 */
import { isRfc4122Uuid, normalizeDocket } from '../identifiers/index.js';
import { containsAny, f, sql, type FilterSpec } from '../engine/filters/sql.js';
import { validationError } from '../engine/errors.js';
import { bool, date, dateTime, int, str, url, uuid, type ResourceSpec } from '../engine/resource.js';

const appellantFilter: FilterSpec = {
  kind: 'list',
  compile: (values) => {
    for (const v of values) if (v.length < 2) throw validationError('appellant needs at least 2 characters per value');
    return containsAny('t.appellant', values);
  },
};

export const contractAppeals: ResourceSpec = {
  name: 'contract_appeals',
  typeName: 'ContractAppeal',
  single: 'contractAppeal',
  table: 'contract_appeal',
  key: 'uuid',
  keyType: 'uuid',
  validKey: isRfc4122Uuid,
  normalizeKey: (k) => k.toLowerCase(),
  fields: {
    uuid: uuid(),
    board: str({ description: 'The board: cbca (Civilian Board of Contract Appeals) or asbca (Armed Services Board of Contract Appeals).', graphqlEnum: { name: 'ContractAppealBoard', values: ['cbca', 'asbca'], description: 'Board of contract appeals.', descriptions: { cbca: 'Civilian Board of Contract Appeals.', asbca: 'Armed Services Board of Contract Appeals.' } } }),
    docket_numbers: str({ list: true }),
    decision_date: date(),
    appellant: str(),
    judge: str(),
    decision_type: str(),
    url: url(),
    docket_raw: str(),
    docket_source: str(),
    decision_date_repaired: bool(),
    decision_type_raw: str(),
    listing_year: int(),
    first_listed_at: dateTime(),
    listed: bool(),
    text_status: str({ description: 'Text extraction of the decision: completed, empty or failed; null when not attempted yet.', graphqlEnum: { name: 'TextExtractionStatus', values: ['completed', 'empty', 'failed'], description: 'State of text extraction from a decision document.', descriptions: { completed: 'Text was extracted.', empty: 'The document holds no extractable text.', failed: 'Extraction failed.' } } }),
    text_char_count: int(),
    decision_date_raw: str({ optIn: true }),
    document_id: str({ optIn: true }),
    listing_url: url({ optIn: true }),
    decision_text: str({ optIn: true, tier: 'enterprise', description: 'Extracted decision text (Enterprise); null before extraction and when extraction found no text.' }),
  },
  defaultShape: {
    list: 'uuid,board,docket_numbers,decision_date,appellant,judge,decision_type,url',
    detail:
      'uuid,board,docket_numbers,decision_date,appellant,judge,decision_type,url,docket_raw,docket_source,decision_date_repaired,decision_type_raw,listing_year,first_listed_at,listed,text_status,text_char_count',
  },
  filters: {
    board: f.inList('t.board', { lower: true }),
    docket: { kind: 'list', compile: (values) => sql('t.docket_numbers_norm && $?::text[]', values.map(normalizeDocket)) },
    appellant: appellantFilter,
    judge: f.inList('t.judge', { lower: true }),
    decision_type: f.inList('t.decision_type', { lower: true }),
    decision_date_after: f.date('t.decision_date', '>=', 'decision_date_before'),
    decision_date_before: f.date('t.decision_date', '<='),
    listed: f.bool('t.listed'),
    document_id: f.eq('t.document_id'),
    search: f.search(2),
  },
  ordering: {
    fields: {
      decision_date: { column: 'decision_date', type: 'date', nullable: true },
      appellant: { column: 'appellant', type: 'text', nullable: true },
      first_listed_at: { column: 'first_listed_at', type: 'timestamptz' },
    },
    default: '-decision_date',
    tiebreaker: { column: 'uuid', type: 'uuid' },
    rank: true,
  },
  orderingAllowed: true,
  pagination: 'page',
  pageSize: 25,
  auth: true,
  routes: [
    { path: '/api/contract_appeals/', kind: 'list' },
    { path: '/api/contract_appeals/:uuid/', kind: 'detail', param: 'uuid' },
  ],
};
