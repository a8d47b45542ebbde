/**
 * Schedule catalogue rows (one per schedule contract, most matching a real FSS
 * IDV, a few without a match, as best-effort enrichment is) and the
 * contract-awarded labor-category rates that belong to schedule, GWAC and IDC
 * vehicles and their vendors.
 *
 * A schedule contract holds a main SIN (the one of its NAICS code when there
 * is one), a few more of the same MAS large category and sometimes the
 * order-level-materials and ancillary SINs. Its labor categories are priced
 * only under SINs it holds and that cover them (reference/labor-categories.ts):
 * a software engineer under IT Professional Services, an auditor under
 * Auditing Services; a contract of hardware SINs only has no labor rates. GWAC
 * and IDC rates carry no SIN. One row per labor category and contract; on one
 * contract a category of a higher level is always priced above the lower one
 * of its series, and rates rise a little with each year of experience.
 */
import { uuidFromRand, uuidV5 } from '../../identifiers/index.js';
import type { AwardRef, GenContext, ScheduleContractRef } from '../context.js';
import { addMonths } from '../dates.js';
import { MAS_SINS, MAS_SIN_BY_CODE, type MasSin } from '../reference/codes.js';
import { educationFor, LABOR_FAMILIES, LEVEL_MULTIPLIER, LEVEL_YEARS, SIN_SUBCATEGORY, type LaborFamily } from '../reference/labor-categories.js';
import type { Rng } from '../rng.js';

const CLEARANCES = ['Secret', 'Secret', 'Secret', 'Top Secret', 'TS/SCI'] as const;
const WORKSITES = ['Customer', 'Contractor', 'Both'] as const;
/** rate factor of the worksite: customer-site rates carry less overhead */
const SITE_FACTOR: Record<(typeof WORKSITES)[number], number> = { Customer: 0.95, Contractor: 1, Both: 0.975 };

/** How often a family appears on contracts that could carry it. */
const FAMILY_WEIGHT: Record<string, number> = {
  software: 9, infrastructure: 7, cyber: 5, data: 4, it_management: 5, help_desk: 3, health_it: 2,
  management: 9, acquisition: 3, logistics: 2, administrative: 3, documentation: 2, financial: 4, audit: 3,
  engineering: 6, research: 3, laboratory: 2, environmental: 3, remediation: 2, training: 3, human_resources: 3,
  communications: 3, graphic_design: 2, translation: 2, facilities: 3, custodial: 2, grounds: 2, guard: 2, security_systems: 2,
  geospatial: 2, risk: 2,
};

/** Main SIN of a contract whose NAICS names none: the large SINs most often. */
const PRIMARY_WEIGHT: Record<string, number> = { '54151S': 12, '541611': 10, '541330ENG': 5, '33411': 4, '561210FS': 2, '541715': 2, '54151HACS': 2, '518210C': 2, '611430': 2, '541612': 2 };

const SERVICE_SINS: MasSin[] = MAS_SINS.filter((s) => s.naics !== null);

/** The SINs a schedule contract holds. */
function sinsFor(rng: Rng, naics: string | null): string[] {
  const matching = SERVICE_SINS.filter((s) => naics !== null && s.naics === naics);
  const primary = matching.length > 0 ? rng.pick(matching) : rng.weighted(SERVICE_SINS, SERVICE_SINS.map((s) => PRIMARY_WEIGHT[s.sin] ?? 0.6));
  const related = SERVICE_SINS.filter((s) => s.category === primary.category && s.sin !== primary.sin);
  const extra = rng.sample(related, rng.table<number>([[0, 35], [1, 35], [2, 20], [3, 10]]));
  const out = [primary.sin, ...extra.map((s) => s.sin)];
  if (rng.chance(0.25)) out.push('OLM');
  if (rng.chance(0.12)) out.push('ANCILLARY');
  return out;
}

/** Labor families of a non-schedule vehicle, from its NAICS code. */
function familiesForNaics(naics: string | null, gwac: boolean): LaborFamily[] {
  const keys = (ks: string[]) => LABOR_FAMILIES.filter((f) => ks.includes(f.key));
  const it = ['software', 'infrastructure', 'cyber', 'data', 'it_management', 'help_desk', 'administrative'];
  if (gwac) return keys(it);
  const n = naics ?? '';
  if (/^5415|^5182|^5133|^5112/.test(n)) return keys(it);
  if (/^54133|^54138|^5413/.test(n)) return keys(['engineering', 'logistics', 'management', 'administrative']);
  if (/^5417/.test(n)) return keys(['research', 'engineering', 'data', 'management']);
  if (/^54162|^5629|^5621/.test(n)) return keys(['environmental', 'remediation', 'management']);
  if (/^54121/.test(n)) return keys(['financial', 'audit', 'management']);
  if (/^5616/.test(n)) return keys(['guard', 'security_systems']);
  if (/^5617|^5612/.test(n)) return keys(['facilities', 'custodial', 'grounds']);
  if (/^6114|^6116|^6117/.test(n)) return keys(['training', 'it_training']);
  if (/^5418|^54143|^54191/.test(n)) return keys(['communications', 'graphic_design', 'market_research']);
  return keys(['management', 'acquisition', 'financial', 'administrative', 'logistics']);
}

interface Carrier {
  idv: AwardRef;
  schedule: 'MAS' | 'GWAC' | 'IDIQ';
  /** SINs of the schedule contract (MAS only) */
  sins: string[] | null;
  families: LaborFamily[];
}

export async function generateCatalogue(ctx: GenContext): Promise<void> {
  const rng = ctx.rng.fork('catalogue');
  const fss = ctx.idvs.filter((i) => i.idv_type === 'C');
  const rows: ScheduleContractRef[] = [];
  for (const idv of fss) {
    rows.push({ contract_number: idv.piid, schedule: 'MAS', sins: sinsFor(rng, idv.naics_code), uei: idv.recipient_uei, idv_key: idv.key });
    // the extra rows below draw numbers of the same form: they must not take a schedule IDV's
    ctx.claim('schedule-contract', idv.piid);
  }
  // catalogue rows that match no IDV in the award data (older or not yet reported contracts)
  const extra = Math.max(2, Math.round(fss.length * 0.1));
  for (let i = 0; i < extra; i++) {
    const entity = ctx.entities[rng.int(0, ctx.entities.length - 1)];
    const fy = rng.int(ctx.firstFy, ctx.currentFy);
    const number = ctx.unique('schedule-contract', () => `47QS${rng.pick(['MA', 'HA', 'WA', 'TC'])}${String(fy % 100).padStart(2, '0')}D${rng.chars(4, '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ')}`);
    rows.push({ contract_number: number, schedule: rng.chance(0.8) ? 'MAS' : '00CORP', sins: sinsFor(rng, entity.naics[0] ?? null), uei: entity.uei, idv_key: null });
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

  // labor rates: schedule IDVs first (under the SINs they hold), then GWAC and IDC vehicles
  const sinByContract = new Map(rows.map((r) => [r.contract_number, r.sins]));
  const carriers: Carrier[] = [];
  for (const idv of fss) {
    const sins = sinByContract.get(idv.piid) ?? [];
    const families = LABOR_FAMILIES.filter((f) => f.sins.some((s) => sins.includes(s)));
    // a contract of product SINs only has no labor categories
    if (families.length > 0) carriers.push({ idv, schedule: 'MAS', sins, families });
  }
  for (const idv of ctx.idvs) {
    if (idv.idv_type === 'A') carriers.push({ idv, schedule: 'GWAC', sins: null, families: familiesForNaics(idv.naics_code, true) });
    else if (idv.idv_type === 'B' && rng.chance(0.2)) carriers.push({ idv, schedule: 'IDIQ', sins: null, families: familiesForNaics(idv.naics_code, false) });
  }
  if (carriers.length === 0) return;

  const vendorFactor = new Map<string, number>();
  const priced = new Map<string, Set<string>>();
  const total = ctx.n(1500, 20);
  let written = 0;
  for (let attempt = 0; written < total && attempt < total * 20; attempt++) {
    const carrier = carriers[rng.skewedIndex(carriers.length, 0.7)];
    const { idv } = carrier;
    const family = rng.weighted(carrier.families, carrier.families.map((f) => FAMILY_WEIGHT[f.key] ?? 1));
    const labor = rng.pick(family.titles);
    const taken = priced.get(idv.key) ?? new Set<string>();
    priced.set(idv.key, taken);
    // one row per labor category and contract
    if (taken.has(labor.title)) continue;
    taken.add(labor.title);

    const vendor = ctx.entityByUei.get(idv.recipient_uei)!;
    let factor = vendorFactor.get(idv.key);
    if (factor === undefined) {
      factor = Math.min(1.45, Math.max(0.7, rng.lognormal(1, 0.12))) * (vendor.small_business ? 1 : 1.08);
      vendorFactor.set(idv.key, factor);
    }
    const [lo, hi] = LEVEL_YEARS[labor.level];
    const years = rng.int(lo, hi);
    const worksite = rng.pick(WORKSITES);
    const price = family.entryRate * LEVEL_MULTIPLIER[labor.level] * factor * SITE_FACTOR[worksite] * Math.exp(0.012 * (years - lo)) * rng.float(0.97, 1.03);
    // the SIN: one the contract holds that covers the family, the family's home SIN first
    let sin: string | null = null;
    if (carrier.sins) {
      const covering = family.sins.filter((s) => carrier.sins!.includes(s));
      sin = covering.includes(family.sins[0]) && rng.chance(0.8) ? family.sins[0] : rng.pick(covering);
    }
    const home = MAS_SIN_BY_CODE.get(sin ?? family.sins[0]);
    const size = vendor.small_business ? { code: 'S', description: 'Small Business' } : { code: 'O', description: 'Other Than Small Business' };
    const clearance = rng.chance(0.12) ? null : rng.chance(family.cleared) ? rng.pick(CLEARANCES) : 'None';
    await ctx.w.add('labor_rate', {
      uuid: uuidFromRand(rng.fn),
      idv_key: idv.key,
      idv_piid: idv.piid,
      vendor_uei: vendor.uei,
      vendor_name: vendor.legal_business_name,
      labor_category: labor.title,
      current_price: price.toFixed(2),
      education_level: rng.chance(0.92) ? educationFor(family, labor.level, rng.next()) : null,
      min_years_experience: years,
      experience_range: years === 0 ? '0-2' : rng.chance(0.3) ? `${years}+` : `${years}-${years + rng.int(2, 5)}`,
      security_clearance: clearance,
      worksite,
      business_size_code: size.code,
      business_size_description: size.description,
      sin,
      category: home?.category ?? null,
      subcategory: SIN_SUBCATEGORY[sin ?? family.sins[0]] ?? null,
      schedule: carrier.schedule,
      contract_start: idv.award_date,
      contract_end: idv.end_date ?? addMonths(idv.award_date, 60),
      modified: ctx.stamp(rng, rng.int(0, 300)),
    });
    written++;
  }
}
