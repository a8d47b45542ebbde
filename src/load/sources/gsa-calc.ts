/**
 * GSA CALC (Contract-Awarded Labor Category) rate exports → labor rates:
 *
 * - the legacy calc.gsa.gov "export CSV" (`pricing_results.csv`): two rows
 *   of search metadata, then the 14-column header (`education Level` in
 *   lower case), then the rates;
 * - the Region 10 database export (the bulk load of all rates; 18 columns,
 *   `CONTRACT .`, `Year 1/base` … `Year 5`, `Contract Year`), read as GSA
 *   ships it (.xlsx, the first sheet: src/load/xlsx.ts) or saved as CSV.
 *
 * A rate belongs to the IDV of its contract number: the IDV must be stored
 * (a rate of an unknown contract is rejected, naming the contract).
 */
import { laborRateKey, piidOf } from '../../ingest/resources-labor.js';
import { RowError, type MappedRecord, type Row, type SourceAdapter } from '../types.js';
import { day, integer, text } from '../values.js';

const LEGACY = [
  'Contract #', 'Business Size', 'Schedule', 'Site', 'Begin Date', 'End Date', 'SIN', 'Vendor Name', 'Labor Category', 'education Level', 'Minimum Years Experience',
  'Current Year Labor Price', 'Next Year Labor Price', 'Second Year Labor Price',
] as const;

const REGION10 = [
  'Labor Category', 'Year 1/base', 'Year 2', 'Year 3', 'Year 4', 'Year 5', 'Education', 'MinExpAct', 'Bus Size', 'Location', 'COMPANY NAME', 'CONTRACT .', 'Schedule', 'SIN NUMBER',
  'Begin Date', 'End Date', 'CurrentYearPricing', 'Contract Year',
] as const;

/** The legacy export's first row (search metadata), padded with empty cells. */
const PREAMBLE = ['Search Query', 'Minimum Education Level', 'Minimum Years Experience', 'Worksite', 'Business Size'];

const YEARS = ['Year 1/base', 'Year 2', 'Year 3', 'Year 4', 'Year 5'];

/** The first present, non-empty column of these. */
const first = (row: Row, ...cols: string[]) => {
  for (const c of cols) {
    const v = text(row, c);
    if (v !== null) return { column: c, value: v };
  }
  return null;
};

/** A date as the exports write it: YYYY-MM-DD (legacy), MM/DD/YYYY or M/D/YY (Region 10 spreadsheet). */
function date(row: Row, column: string): string | null {
  const v = text(row, column);
  if (v === null) return null;
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{2})$/.exec(v);
  if (m) return day({ [column]: `${m[1]}/${m[2]}/${Number(m[3]) < 70 ? '20' : '19'}${m[3]}` }, column);
  return day(row, column);
}

/** An hourly rate: `123.46599999999999` (a spreadsheet float) → cents, rounded half up; `$` and `,` removed. */
function rate(row: Row, column: string): string | null {
  const v = text(row, column);
  if (v === null) return null;
  const s = v.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d+)?(e[+-]?\d+)?$/i.test(s)) throw new RowError(`${column}: ${JSON.stringify(v)} is not a rate`, column);
  const n = Number(s);
  if (!Number.isFinite(n) || n >= 1e10) throw new RowError(`${column}: ${JSON.stringify(v)} is not a rate`, column);
  return (Math.round(n * 100 + 1e-7) / 100).toFixed(2);
}

/** S / O, or the names the legacy export writes. */
function businessSize(v: string | null): { code: string; description: string } | null {
  if (v === null) return null;
  const l = v.trim().toLowerCase();
  if (l === 's' || l === 'small business' || l === 'small') return { code: 'S', description: 'Small Business' };
  if (l === 'o' || l === 'other than small business' || l === 'other than small' || l === 'other') return { code: 'O', description: 'Other Than Small Business' };
  throw new RowError(`business size: ${JSON.stringify(v)} is not S or O (small / other than small business)`);
}

const contract = (row: Row) => first(row, 'Contract #', 'CONTRACT .');

export const gsaCalc: SourceAdapter = {
  name: 'gsa-calc',
  title: 'GSA CALC labor-category rate exports (legacy CSV export, Region 10 export)',
  origin: 'GSA CALC: the legacy calc.gsa.gov "Export data (CSV)" file pricing_results.csv, or the Region 10 rate export (the r10 .xlsx workbook as shipped, or saved as CSV)',
  targets: ['labor_rates'],
  format: 'csv',
  encoding: 'utf8',
  extensions: ['.csv', '.xlsx'],
  preamble: { firstRow: PREAMBLE, rows: 2 },
  layouts: [
    { name: 'legacy CALC CSV export (14 columns)', columns: LEGACY, required: ['Contract #'] },
    { name: 'Region 10 export (18 columns)', columns: REGION10, required: ['CONTRACT .'] },
  ],
  required: ['Labor Category'],
  columns: {
    'Contract #': { field: 'idv.piid', note: 'legacy: the contract number; the rate is attached to the stored IDV of that PIID (dashes and blanks ignored: GS-10F-0616P = GS10F0616P); no such IDV → the row is rejected' },
    'CONTRACT .': { field: 'idv.piid', note: 'Region 10: as Contract #' },
    'Business Size': { field: 'business_size', note: 'legacy: "small business" / "other than small business" (or S / O) → code S / O and its description' },
    'Bus Size': { field: 'business_size', note: 'Region 10: S / O' },
    Schedule: { field: 'schedule', note: 'as given (MOBIS, PES, Consolidated, …)' },
    Site: { field: 'worksite', note: 'legacy: Customer, Contractor or Both' },
    Location: { field: 'worksite', note: 'Region 10: Customer, Contractor or Both' },
    'Begin Date': { field: 'contract_start', note: 'YYYY-MM-DD (legacy), MM/DD/YYYY or M/D/YY (Region 10 as CSV), a date cell (Region 10 .xlsx)' },
    'End Date': { field: 'contract_end', note: 'as Begin Date' },
    SIN: { field: 'sin', note: 'legacy; part of the key' },
    'SIN NUMBER': { field: 'sin', note: 'Region 10: one or more SINs joined by ", ", kept as given; part of the key' },
    'Vendor Name': { field: 'vendor_name', note: 'legacy: the vendor as on the price list (searched; recipient.display_name is the IDV recipient\'s)' },
    'COMPANY NAME': { field: 'vendor_name', note: 'Region 10: as Vendor Name' },
    'Labor Category': { field: 'labor_category', note: 'part of the key' },
    'education Level': { field: 'education_level', note: 'legacy (lower-case e in the real header): as given (High School, Associates, Bachelors, Masters, Ph.D.)' },
    Education: { field: 'education_level', note: 'Region 10: as given' },
    'Minimum Years Experience': { field: 'min_years_experience', note: 'legacy: a whole number' },
    MinExpAct: { field: 'min_years_experience', note: 'Region 10: a whole number' },
    'Current Year Labor Price': { field: 'current_price', note: 'legacy: rounded to cents' },
    'Next Year Labor Price': { field: null, note: 'we serve the current price only' },
    'Second Year Labor Price': { field: null, note: 'we serve the current price only' },
    'Year 1/base': { field: 'current_price', note: 'Region 10: current_price is the Year N column of the Contract Year N (Year 1/base when Contract Year is empty), rounded to cents (spreadsheet floats such as 123.46599999999999)' },
    'Year 2': { field: 'current_price', note: 'when Contract Year is 2' },
    'Year 3': { field: 'current_price', note: 'when Contract Year is 3' },
    'Year 4': { field: 'current_price', note: 'when Contract Year is 4' },
    'Year 5': { field: 'current_price', note: 'when Contract Year is 5' },
    CurrentYearPricing: { field: null, note: 'present in the export but unused by GSA\'s own loader; the Year N column of Contract Year is used' },
    'Contract Year': { field: 'current_price', note: 'picks the Year N column (1–5)' },
  },
  notes: [
    'Key: the contract number + labor category + SIN (CALC has no rate id): the rate\'s uuid is a UUID v5 of those (upper case, blanks collapsed), so a re-load finds the same rate.',
    'The legacy export starts with two rows of search metadata (Search Query, Minimum Education Level, …): they are skipped, the third row is the header.',
    'The Region 10 export is an Excel workbook: the loader reads the .xlsx as GSA ships it (the first sheet; date cells as dates, numbers as the spreadsheet holds them, formulas by their cached result), or the sheet saved as CSV (UTF-8), with the same result. An Excel 97-2003 .xls is refused: save it as .xlsx or CSV. With `auto`, workbooks inside archives and directories are skipped (archives carry data dictionaries as .xlsx); name the .xlsx file itself.',
    'Change detection: by value; modified is stamped on a real change. A rate that leaves the export is not removed.',
    'The IDV must be loaded first (usaspending contract loads, or the ingest API): a rate of a contract number with no stored IDV is rejected, naming the contract.',
  ],
  rowKey(row) {
    const c = contract(row)?.value ?? '';
    return [c, text(row, 'Labor Category') ?? '', text(row, 'SIN') ?? text(row, 'SIN NUMBER') ?? ''].join(' | ');
  },
  map(row): MappedRecord[] {
    const c = contract(row);
    if (!c) throw new RowError('the contract number is empty (Contract # or CONTRACT .)', has(row, 'Contract #') ? 'Contract #' : 'CONTRACT .');
    const category = text(row, 'Labor Category');
    if (!category) throw new RowError('Labor Category is empty (the rate has no key)', 'Labor Category');
    const legacy = has(row, 'Contract #');
    let price: string | null;
    if (legacy) price = rate(row, 'Current Year Labor Price');
    else {
      const year = integer(row, 'Contract Year') ?? 1;
      if (year < 1 || year > 5) throw new RowError(`Contract Year: ${year} is not 1 to 5`, 'Contract Year');
      price = rate(row, YEARS[year - 1]);
      if (price === null) throw new RowError(`${YEARS[year - 1]} is empty (the price of Contract Year ${year})`, YEARS[year - 1]);
    }
    if (price === null) throw new RowError('Current Year Labor Price is empty', 'Current Year Labor Price');
    const sin = first(row, 'SIN', 'SIN NUMBER')?.value ?? null;
    const size = first(row, 'Business Size', 'Bus Size');
    let business: { code: string; description: string } | null;
    try {
      business = businessSize(size?.value ?? null);
    } catch (err) {
      throw new RowError(`${size!.column}: ${(err as Error).message.replace(/^business size: /, '')}`, size!.column);
    }
    const experience = legacy ? integer(row, 'Minimum Years Experience') : integer(row, 'MinExpAct');
    if (experience !== null && experience < 0) throw new RowError(`${legacy ? 'Minimum Years Experience' : 'MinExpAct'}: must not be negative`);
    const record: Record<string, unknown> = {
      uuid: laborRateKey(piidOf(c.value), category, sin),
      idv_piid: c.value,
      labor_category: category,
      current_price: price,
      education_level: first(row, 'education Level', 'Education')?.value ?? null,
      min_years_experience: experience,
      worksite: first(row, 'Site', 'Location')?.value ?? null,
      business_size: business,
      sin,
      schedule: text(row, 'Schedule'),
      contract_start: date(row, 'Begin Date'),
      contract_end: date(row, 'End Date'),
    };
    const vendor = first(row, 'Vendor Name', 'COMPANY NAME')?.value;
    if (vendor) record.vendor_name = vendor;
    return [{ target: 'labor_rates', key: record.uuid as string, record }];
  },
};

function has(row: Row, column: string): boolean {
  return Object.hasOwn(row, column);
}
