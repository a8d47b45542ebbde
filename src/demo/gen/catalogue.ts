/**
 * Schedule catalogue rows (one per schedule contract, most matching a real FSS
 * IDV, a few without a match, as best-effort enrichment is) and the
 * contract-awarded labor-category rates that belong to schedule, GWAC and IDC
 * vehicles and their vendors.
 */
import { uuidFromRand, uuidV5 } from '../../identifiers/index.js';
import type { GenContext, ScheduleContractRef } from '../context.js';
import { addMonths } from '../dates.js';
import { MAS_SINS } from '../reference/codes.js';
import { LABOR_CATEGORIES } from '../reference/names.js';

const EDUCATION = ['High School', 'Associates', 'Bachelors', 'Bachelors', 'Bachelors', 'Masters', 'Masters', 'PhD'] as const;
const CLEARANCES = ['None', 'None', 'None', 'Secret', 'Top Secret', 'TS/SCI'] as const;
const WORKSITES = ['Customer', 'Contractor', 'Both'] as const;

/** Hourly price from seniority words in the title. */
function basePrice(title: string): number {
  const t = title.toLowerCase();
  let p = 95;
  if (/senior|sr\.|lead|principal|manager iii|architect/.test(t)) p = 165;
  if (/junior|jr\.|entry|assistant|clerk|technician i\b|analyst i\b/.test(t)) p = 62;
  if (/subject matter expert|sme|executive|director|principal/.test(t)) p = 235;
  return p;
}

export async function generateCatalogue(ctx: GenContext): Promise<void> {
  const rng = ctx.rng.fork('catalogue');
  const fss = ctx.idvs.filter((i) => i.idv_type === 'C');
  const sinsFor = (naics: string | null) => {
    const matching = MAS_SINS.filter((s) => naics && s.naics === naics);
    const pool = matching.length ? matching : MAS_SINS;
    return rng.sample(pool, rng.int(1, 4)).map((s) => s.sin);
  };
  const rows: ScheduleContractRef[] = [];
  for (const idv of fss) rows.push({ contract_number: idv.piid, schedule: 'MAS', sins: sinsFor(idv.naics_code), uei: idv.recipient_uei, idv_key: idv.key });
  // catalogue rows that match no IDV in the award data (older or not yet reported contracts)
  const extra = Math.max(2, Math.round(fss.length * 0.1));
  for (let i = 0; i < extra; i++) {
    const entity = ctx.entities[rng.int(0, ctx.entities.length - 1)];
    const fy = rng.int(ctx.firstFy, ctx.currentFy);
    const number = ctx.unique('schedule-contract', () => `47QS${rng.pick(['MA', 'HA', 'WA', 'TC'])}${String(fy % 100).padStart(2, '0')}D${rng.chars(4, '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ')}`);
    rows.push({ contract_number: number, schedule: rng.chance(0.8) ? 'MAS' : '00CORP', sins: sinsFor(entity.naics[0] ?? null), uei: entity.uei, idv_key: null });
  }
  for (const r of rows) {
    await ctx.w.add('schedule_catalog_contract', {
      uuid: uuidV5(`schedule-contract:${r.contract_number}`),
      contract_number: r.contract_number,
      schedule: r.schedule,
      sins: r.sins,
      file_urls: [
        `https://www.gsaadvantage.gov/ref_text/${r.contract_number}/${r.contract_number}_online.htm`,
        ...(rng.chance(0.5) ? [`https://www.gsaelibrary.gsa.gov/ElibMain/contractorInfo.do?contractNumber=${r.contract_number}`] : []),
      ],
      uei: r.uei,
      idv_key: r.idv_key,
      cooperative_purchasing: rng.chance(0.3),
      disaster_recovery_purchasing: rng.chance(0.35),
      last_updated: ctx.stamp(rng, rng.int(0, 120)),
    });
    ctx.scheduleContracts.push(r);
  }

  // labor rates: schedule IDVs first, then GWAC and IDC vehicles
  const sinByContract = new Map(rows.map((r) => [r.contract_number, r.sins]));
  const carriers = [...fss, ...ctx.idvs.filter((i) => i.idv_type === 'A' || (i.idv_type === 'B' && rng.chance(0.2)))];
  if (carriers.length === 0) return;
  const total = ctx.n(1500, 20);
  for (let n = 0; n < total; n++) {
    const idv = carriers[rng.skewedIndex(carriers.length, 0.7)];
    const vendor = ctx.entityByUei.get(idv.recipient_uei)!;
    const title = rng.pick(LABOR_CATEGORIES);
    const years = rng.int(0, 15);
    const price = basePrice(title) * rng.float(0.75, 1.45) * (1 + years * 0.015);
    const sins = sinByContract.get(idv.piid) ?? sinsFor(idv.naics_code);
    const it = /software|developer|engineer|cyber|network|data|cloud|database|systems|architect|devops|help desk/i.test(title);
    const size = vendor.small_business ? { code: 'S', description: 'Small Business' } : { code: 'O', description: 'Other Than Small Business' };
    await ctx.w.add('labor_rate', {
      uuid: uuidFromRand(rng.fn),
      idv_key: idv.key,
      idv_piid: idv.piid,
      vendor_uei: vendor.uei,
      vendor_name: vendor.legal_business_name,
      labor_category: title,
      current_price: price.toFixed(2),
      education_level: rng.chance(0.92) ? rng.pick(EDUCATION) : null,
      min_years_experience: years,
      experience_range: years === 0 ? '0-2' : `${years}-${years + rng.int(3, 8)}`,
      security_clearance: rng.chance(0.85) ? rng.pick(CLEARANCES) : null,
      worksite: rng.pick(WORKSITES),
      business_size_code: size.code,
      business_size_description: size.description,
      sin: rng.pick(sins),
      category: it ? 'Information Technology' : 'Professional Services',
      subcategory: it ? rng.pick(['IT Professional Services', 'Software Development', 'Cybersecurity', 'Cloud and IT Infrastructure']) : rng.pick(['Business Administrative Services', 'Technical and Engineering Services', 'Training', 'Financial Services']),
      schedule: idv.idv_type === 'C' ? 'MAS' : idv.idv_type === 'A' ? 'GWAC' : 'IDIQ',
      contract_start: idv.award_date,
      contract_end: idv.end_date ?? addMonths(idv.award_date, 60),
      modified: ctx.stamp(rng, rng.int(0, 300)),
    });
  }
}
