/**
 * Federal Register API v1 documents saved to files: search pages of
 * `https://www.federalregister.gov/api/v1/documents.json` (`{count,
 * description, total_pages, next_page_url, results: [...]}`), single- or
 * multi-document responses of `/api/v1/documents/{numbers}.json`, or a
 * directory of page files → federal register documents. Fields by name (the
 * 53 valid `fields[]`); a page holds the fields it was requested with, and
 * the fields a page lacks are left as stored.
 */
import { RowError, type MappedRecord, type Row, type SourceAdapter } from '../types.js';
import { day, has, json, text } from '../values.js';

/** The valid `fields[]` of the documents API (entry_api_configuration.rb, `api_fields`), alphabetical as in the source. */
const FIELDS = [
  'abstract', 'action', 'agencies', 'agency_names', 'body_html_url', 'cfr_references', 'citation', 'comment_url', 'comments_close_on', 'correction_of', 'corrections', 'dates',
  'disposition_notes', 'docket_id', 'docket_ids', 'dockets', 'document_number', 'effective_on', 'end_page', 'excerpts', 'executive_order_notes', 'executive_order_number',
  'explanation', 'full_text_xml_url', 'html_url', 'images', 'images_metadata', 'json_url', 'mods_url', 'not_received_for_publication', 'page_length', 'page_views', 'pdf_url',
  'president', 'presidential_document_number', 'proclamation_number', 'public_inspection_pdf_url', 'publication_date', 'raw_text_url', 'regulation_id_number_info',
  'regulation_id_numbers', 'regulations_dot_gov_info', 'regulations_dot_gov_url', 'significant', 'signing_date', 'start_page', 'subtype', 'title', 'toc_doc', 'toc_subject',
  'topics', 'type', 'volume',
] as const;

/** The fields of a search page when none are requested. */
const SEARCH_DEFAULT = ['title', 'type', 'abstract', 'document_number', 'html_url', 'pdf_url', 'public_inspection_pdf_url', 'publication_date', 'agencies', 'excerpts'];
/** The fields of a single-document response: all but these. */
const SINGLE_DEFAULT = FIELDS.filter((f) => !['excerpts', 'agency_names', 'docket_id', 'president'].includes(f));

/** An agency of a document as the API writes it. */
interface FrAgency {
  raw_name?: string | null;
  name?: string | null;
  id?: number | null;
  parent_id?: number | null;
  slug?: string | null;
}

function stringList(row: Row, column: string): string[] {
  const v = json(row, column);
  if (v === null || v === undefined) return [];
  if (!Array.isArray(v) || v.some((x) => typeof x !== 'string')) throw new RowError(`${column}: must be a list of strings`, column);
  return (v as string[]).map((s) => s.trim()).filter((s) => s !== '');
}

function agencyList(row: Row): FrAgency[] {
  const v = json(row, 'agencies');
  if (v === null || v === undefined) return [];
  if (!Array.isArray(v) || v.some((x) => typeof x !== 'object' || x === null || Array.isArray(x))) throw new RowError('agencies: must be a list of objects', 'agencies');
  return v as FrAgency[];
}

/** `{title: 48, part: 52, ...}` → `48 CFR 52` (as the Federal Register prints it). */
function cfrReferences(row: Row): string[] {
  const v = json(row, 'cfr_references');
  if (v === null || v === undefined) return [];
  if (!Array.isArray(v)) throw new RowError('cfr_references: must be a list of objects', 'cfr_references');
  return v.map((c: unknown, i: number) => {
    const o = c as { title?: unknown; part?: unknown };
    if (typeof o !== 'object' || o === null || o.title === undefined || o.title === null) throw new RowError(`cfr_references[${i}]: needs a title`, 'cfr_references');
    return o.part === undefined || o.part === null || o.part === '' ? `${String(o.title)} CFR` : `${String(o.title)} CFR ${String(o.part)}`;
  });
}

const agencyName = (a: FrAgency) => (a.name ?? a.raw_name ?? '').trim();

/** The names an agency may carry in our hierarchy: as written, and "Defense Department" as "Department of Defense" / "Department of the Army". */
function candidates(a: FrAgency): string[] {
  const out = new Set<string>();
  for (const n of [a.name, a.raw_name]) {
    if (typeof n !== 'string' || n.trim() === '') continue;
    const u = n.trim().toUpperCase();
    out.add(u);
    const m = /^(.*) DEPARTMENT$/.exec(u);
    if (m) {
      out.add(`DEPARTMENT OF ${m[1]}`);
      out.add(`DEPARTMENT OF THE ${m[1]}`);
    }
  }
  return [...out];
}

const NOT_SERVED = (note: string) => ({ field: null, note });

export const federalRegister: SourceAdapter = {
  name: 'federal-register',
  title: 'Federal Register documents JSON (API v1)',
  origin: 'federalregister.gov API v1: /api/v1/documents.json search pages (per_page up to 1000, follow next_page_url) or /api/v1/documents/{document_number}.json, saved to .json files',
  targets: ['federal_register'],
  format: 'json',
  encoding: 'utf8',
  extensions: ['.json'],
  layouts: [
    { name: 'all 53 fields', columns: FIELDS },
    { name: 'single document (all fields but excerpts, agency_names, docket_id, president)', columns: SINGLE_DEFAULT },
    { name: 'search page, default fields', columns: SEARCH_DEFAULT },
  ],
  required: ['document_number'],
  columns: {
    abstract: { field: 'abstract' },
    action: NOT_SERVED('the action line ("Final rule.") is not kept; document_type carries the kind'),
    agencies: { field: 'agencies', note: 'each agency resolved to an organization of our hierarchy by its name or raw_name ("Defense Department" also as "Department of Defense"); an agency that resolves to none is left out and reported as an unknown code; agency_names come from here when the page lacks agency_names' },
    agency_names: { field: 'agency_names', note: 'the published names, in order' },
    body_html_url: NOT_SERVED('html_url is served'),
    cfr_references: { field: 'cfr_references', note: '{title, part} → "TITLE CFR PART" (e.g. 48 CFR 52); chapter and citation_url are not kept' },
    citation: NOT_SERVED('the printed citation (89 FR 1234) is not kept'),
    comment_url: NOT_SERVED('regulations.gov comment link not kept'),
    comments_close_on: { field: 'comments_close_date', note: 'YYYY-MM-DD' },
    correction_of: NOT_SERVED('corrections are not linked'),
    corrections: NOT_SERVED('corrections are not linked'),
    dates: NOT_SERVED('free text; effective_on and comments_close_on are the dates served'),
    disposition_notes: NOT_SERVED('presidential document notes are not kept'),
    docket_id: { field: 'docket_ids', note: 'only when the page lacks docket_ids: the one docket id as a list' },
    docket_ids: { field: 'docket_ids' },
    dockets: NOT_SERVED('regulations.gov docket details are not kept'),
    document_number: { field: 'document_number', note: 'the key (upper case); a leading space (CSV exports) is trimmed' },
    effective_on: { field: 'effective_date', note: 'YYYY-MM-DD' },
    end_page: NOT_SERVED('print pages are not kept'),
    excerpts: NOT_SERVED('search highlights, not part of the document'),
    executive_order_notes: NOT_SERVED('presidential document notes are not kept'),
    executive_order_number: NOT_SERVED('presidential document numbers are not kept'),
    explanation: NOT_SERVED('not kept'),
    full_text_xml_url: NOT_SERVED('html_url and pdf_url are served'),
    html_url: { field: 'html_url' },
    images: NOT_SERVED('images are not kept'),
    images_metadata: NOT_SERVED('images are not kept'),
    json_url: NOT_SERVED('the API link is not kept'),
    mods_url: NOT_SERVED('not kept'),
    not_received_for_publication: NOT_SERVED('not kept'),
    page_length: NOT_SERVED('print pages are not kept'),
    page_views: NOT_SERVED('a counter of the website, not of the document'),
    pdf_url: { field: 'pdf_url' },
    president: NOT_SERVED('presidential documents keep no signer'),
    presidential_document_number: NOT_SERVED('not kept'),
    proclamation_number: NOT_SERVED('not kept'),
    public_inspection_pdf_url: NOT_SERVED('the public inspection copy is superseded by pdf_url'),
    publication_date: { field: 'publication_date', note: 'YYYY-MM-DD' },
    raw_text_url: NOT_SERVED('not kept'),
    regulation_id_number_info: NOT_SERVED('Unified Agenda details are not kept; the RINs are (regulation_id_numbers)'),
    regulation_id_numbers: { field: 'regulation_id_numbers' },
    regulations_dot_gov_info: NOT_SERVED('not kept'),
    regulations_dot_gov_url: NOT_SERVED('not kept'),
    significant: NOT_SERVED('EO 12866 significance is not kept'),
    signing_date: NOT_SERVED('not kept'),
    start_page: NOT_SERVED('print pages are not kept'),
    subtype: NOT_SERVED('presidential document subtype not kept'),
    title: { field: 'title' },
    toc_doc: NOT_SERVED('table-of-contents text not kept'),
    toc_subject: NOT_SERVED('table-of-contents text not kept'),
    topics: NOT_SERVED('CFR index topics are not kept'),
    type: { field: 'document_type', note: 'Rule, Proposed Rule, Notice, Presidential Document (also the type codes RULE, PRORULE, NOTICE, PRESDOCU)' },
    volume: NOT_SERVED('print volume not kept'),
  },
  notes: [
    'Key: document_number. A search page, a multi-document response, a bare list of documents or one document per file; a page without results loads nothing.',
    'Fields by name: a page holds the fields[] it was requested with; a field the page lacks is left as stored (a new document needs document_number, type, title, publication_date and html_url).',
    'Change detection: by value (the API has no last-modified field); modified is stamped when a document really changes.',
    'Nested values: agencies (objects), cfr_references ({title, part, chapter, citation_url}), docket_ids and regulation_id_numbers (lists).',
  ],
  rowKey: (row) => text(row, 'document_number') ?? '',
  map(row): MappedRecord[] {
    const number = text(row, 'document_number');
    if (!number) throw new RowError('document_number is empty (the document has no key)', 'document_number');
    const r: Record<string, unknown> = { document_number: number };
    if (has(row, 'type')) r.document_type = text(row, 'type');
    for (const c of ['title', 'abstract', 'html_url', 'pdf_url']) if (has(row, c)) r[c] = text(row, c);
    if (has(row, 'publication_date')) r.publication_date = day(row, 'publication_date');
    if (has(row, 'effective_on')) r.effective_date = day(row, 'effective_on');
    if (has(row, 'comments_close_on')) r.comments_close_date = day(row, 'comments_close_on');
    if (has(row, 'docket_ids')) r.docket_ids = stringList(row, 'docket_ids');
    else if (has(row, 'docket_id')) r.docket_ids = text(row, 'docket_id') === null ? [] : [text(row, 'docket_id')];
    if (has(row, 'regulation_id_numbers')) r.regulation_id_numbers = stringList(row, 'regulation_id_numbers');
    if (has(row, 'cfr_references')) r.cfr_references = cfrReferences(row);
    const agencies = has(row, 'agencies') ? agencyList(row) : null;
    if (has(row, 'agency_names')) r.agency_names = stringList(row, 'agency_names');
    else if (agencies) r.agency_names = agencies.map(agencyName).filter((n) => n !== '');
    return [{ target: 'federal_register', key: number.toUpperCase(), record: r, aux: agencies ? { agencies: JSON.stringify(agencies) } : undefined }];
  },
  async prepare(_target, records, ctx) {
    const withAgencies = records.filter((m) => m.aux?.agencies);
    const names = [...new Set(withAgencies.flatMap((m) => (JSON.parse(m.aux!.agencies!) as FrAgency[]).flatMap(candidates)))];
    const found = new Map<string, string>();
    if (names.length) {
      const rows = await ctx.q<{ n: string; id: string }>(
        `SELECT DISTINCT ON (upper(name)) upper(name) AS n, organization_id::text AS id FROM organization
         WHERE upper(name) IN (SELECT jsonb_array_elements_text($1::jsonb)) ORDER BY upper(name), level, organization_id`,
        [JSON.stringify(names)],
      );
      for (const r of rows) found.set(r.n, r.id);
    }
    for (const m of withAgencies) {
      const ids: string[] = [];
      for (const a of JSON.parse(m.aux!.agencies!) as FrAgency[]) {
        const id = candidates(a).map((c) => found.get(c)).find((x) => x !== undefined);
        if (id === undefined) ctx.unknownCode('Federal Register agency', agencyName(a) || `id ${a.id ?? '?'}`);
        else if (!ids.includes(id)) ids.push(id);
      }
      m.record.agencies = ids.map((organization_id) => ({ organization_id }));
    }
    return new Map();
  },
};
