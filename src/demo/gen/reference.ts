/**
 * Reference tables: departments, sub-tier agencies, the organisation hierarchy
 * (department -> agency -> office), NAICS and PSC. Organisation ids are
 * name-based UUIDs, so they are the same at every scale and seed.
 */
import { uuidV5 } from '../../identifiers/index.js';
import { AGENCIES, DEPARTMENTS, OFFICES } from '../reference/agencies.js';
import { NAICS_2022, NAICS_CODES, SIZE_STANDARDS } from '../reference/naics.js';
import { PSC_CODES } from '../reference/psc.js';
import { STATES } from '../reference/states.js';
import type { GenContext, OrgRef } from '../context.js';

/** Relative share of federal contract dollars by department (CGAC): DoD dominates. */
const DEPARTMENT_WEIGHT: Record<string, number> = {
  '097': 62, '075': 8, '036': 7, '089': 6, '070': 4, '080': 3, '047': 3, '015': 2, '019': 1.6,
  '012': 1.4, '069': 1.2, '014': 1, '013': 0.8, '020': 0.8, '072': 0.6, '086': 0.4, '091': 0.4,
  '016': 0.3, '068': 0.3, '028': 0.3, '049': 0.2, '073': 0.1, '024': 0.2,
};

/**
 * Share of contract actions (by count) of the sub-tier agencies that buy the
 * most, after the public FPDS counts: the military departments and the
 * Defense Logistics Agency lead, Veterans Affairs and HHS follow. An agency
 * not listed gets its department's weight spread over its agencies. This is
 * a count weight: award sizes per agency are in awards.ts.
 */
export const AGENCY_WEIGHT: Record<string, number> = {
  '2100': 14, '1700': 13, '5700': 9, '97AS': 12, '97DH': 1.6, '97AK': 1.2, '97AE': 0.3, '97JC': 0.4, '97ZS': 1,
  '97F5': 0.7, '9761': 0.3, '97AB': 0.3, '9776': 0.4, '97HW': 0.2, '9700': 0.8,
  '3600': 9, '7529': 2.6, '7523': 1, '7524': 0.7, '7530': 0.6, '7527': 1.2, '7526': 0.3, '7522': 0.2, '7505': 0.4, '7555': 0.6, '7590': 0.2,
  '7001': 0.5, '7003': 0.4, '7008': 2, '7009': 0.3, '7012': 0.8, '7013': 0.5, '7014': 1.2, '7015': 0.2, '7022': 0.8,
  '4732': 2.6, '4740': 2, '8000': 2, '8900': 1.2, '12C2': 1.5, '12H2': 0.7, '12K3': 0.5, '12C3': 0.4, '12D2': 0.2, '12K2': 0.3,
  '1330': 1, '1341': 0.5, '1323': 0.3, '1344': 0.3, '1443': 1.5, '1434': 0.6, '1425': 0.5, '1422': 0.5, '1448': 0.6, '1450': 0.5, '1406': 0.3,
  '1549': 1, '1540': 1.5, '1524': 0.3, '1544': 0.3, '1501': 0.5, '1900': 1.5, '2050': 0.8, '2036': 0.3, '2041': 0.2, '2044': 0.2,
  '6920': 1.2, '6925': 0.3, '6940': 0.1, '6901': 0.1, '7200': 0.6, '2800': 0.6, '6800': 0.6,
};

/**
 * Contracting offices at a scale: the named offices of reference/agencies.ts,
 * and more as the dataset grows (about 214 × scale^0.45: some 1,100 at scale
 * 40, 2,300 at scale 200, about the number of offices that award in FPDS in a
 * year), each agency's by its share of actions, so no office carries more
 * than a few percent of the contracts at any scale.
 */
export function officeTarget(scale: number): number {
  return Math.round(OFFICES.length * Math.pow(Math.max(1, scale), 0.45));
}

/** FPDS-style names of an agency's further offices (the city follows). */
const OFFICE_NAME_STEMS: Record<string, string[]> = {
  '2100': ['W6QK MICC', 'W7NR USPFO ACTIVITY', 'W071 ENDIST', 'W40M RCO', 'W6QK ACC'],
  '1700': ['NAVSUP FLC', 'NAVFAC', 'NAVAL SURFACE WARFARE CENTER', 'FLEET READINESS CENTER', 'NAVAL HOSPITAL'],
  '5700': ['CONS LGC', 'CONS LGCA', 'AFLCMC', 'CONS PK'],
  '97AS': ['DLA DISTRIBUTION', 'DLA TROOP SUPPORT', 'DLA AVIATION', 'DLA LAND AND MARITIME', 'DLA ENERGY'],
  '3600': ['NETWORK CONTRACT OFFICE', 'VA MEDICAL CENTER'],
};

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const ABBREVIATION = new Map(AGENCIES.map((a) => [a.code, a.abbreviation]));

/** A new AAC in the style of `template` (its first three characters kept, digits for digits, letters for letters). */
function aacLike(ctx: GenContext, template: string, taken: Set<string>): string {
  const rng = ctx.rng.fork(`office-aac:${template}:${taken.size}`);
  for (let attempt = 0; attempt < 200; attempt++) {
    const keep = attempt < 150 ? 3 : 2;
    let aac = template.slice(0, keep);
    for (let i = keep; i < 6; i++) aac += /[0-9]/.test(template[i]) ? String(rng.int(0, 9)) : LETTERS[rng.int(0, LETTERS.length - 1)];
    if (!taken.has(aac)) return aac;
  }
  throw new Error(`no free AAC like ${template}`);
}

/** FPDS department ids are the CGAC's last two digits followed by 00 (097 -> 9700). */
export function departmentCode(cgac: string): string {
  return `${cgac.slice(1)}00`;
}

export async function generateReference(ctx: GenContext): Promise<void> {
  const { w } = ctx;
  let fh = 0;
  for (const d of DEPARTMENTS) {
    await w.add('department', {
      cgac: d.cgac,
      code: departmentCode(d.cgac),
      name: d.name,
      abbreviation: d.abbreviation,
      description: d.description,
      website: d.website,
      congressional_justification: `${d.website.replace(/\/$/, '')}/budget`,
    });
  }
  for (const a of AGENCIES) {
    await w.add('agency', { code: a.code, name: a.name, abbreviation: a.abbreviation, department_cgac: a.departmentCgac });
  }

  const orgRow = (o: OrgRef, extra: { fh_key: number; level: number; short_name: string | null; parent_id: string | null; path: string; cgac: string | null }) => ({
    organization_id: o.organization_id,
    fh_key: extra.fh_key,
    type: o.type,
    level: extra.level,
    name: o.name,
    short_name: extra.short_name,
    code: o.code,
    cgac: extra.cgac,
    department_code: o.department_code,
    department_name: o.department_name,
    agency_code: o.agency_code,
    agency_name: o.agency_name,
    office_code: o.office_code,
    office_name: o.office_name,
    parent_id: extra.parent_id,
    full_parent_path_name: extra.path,
    is_active: true,
    start_date: null,
    end_date: null,
  });

  for (const d of DEPARTMENTS) {
    const ref: OrgRef = {
      organization_id: uuidV5(`organization:department:${d.cgac}`),
      type: 'DEPARTMENT',
      name: d.name,
      code: d.cgac,
      department_code: d.cgac,
      department_name: d.name,
      agency_code: null,
      agency_name: null,
      office_code: null,
      office_name: null,
      weight: DEPARTMENT_WEIGHT[d.cgac] ?? 0.2,
    };
    ctx.departments.push(ref);
    ctx.departmentByCgac.set(d.cgac, ref);
    ctx.orgById.set(ref.organization_id, ref);
    await w.add('organization', orgRow(ref, { fh_key: 100000 + ++fh, level: 1, short_name: d.abbreviation, parent_id: null, path: d.name, cgac: d.cgac }));
  }

  const agenciesOf = new Map<string, number>();
  for (const a of AGENCIES) {
    const dept = ctx.departmentByCgac.get(a.departmentCgac);
    if (!dept) throw new Error(`agency ${a.code} names unknown department ${a.departmentCgac}`);
    const idx = agenciesOf.get(a.departmentCgac) ?? 0;
    agenciesOf.set(a.departmentCgac, idx + 1);
    const ref: OrgRef = {
      organization_id: uuidV5(`organization:agency:${a.code}`),
      type: 'AGENCY',
      name: a.name,
      code: a.code,
      department_code: dept.code,
      department_name: dept.name,
      agency_code: a.code,
      agency_name: a.name,
      office_code: null,
      office_name: null,
      // the listed count shares; otherwise within a department the first-listed (largest) agencies carry most
      weight: AGENCY_WEIGHT[a.code] ?? dept.weight / (idx + 1.5) / 10,
    };
    ctx.agencies.push(ref);
    ctx.agencyByCode.set(a.code, ref);
    ctx.orgById.set(ref.organization_id, ref);
    await w.add(
      'organization',
      orgRow(ref, { fh_key: 200000 + ++fh, level: 2, short_name: a.abbreviation, parent_id: dept.organization_id, path: `${dept.name} > ${a.name}`, cgac: dept.code }),
    );
  }

  for (const o of OFFICES) {
    const agency = ctx.agencyByCode.get(o.agencyCode);
    if (!agency) throw new Error(`office ${o.aac} names unknown agency ${o.agencyCode}`);
    const siblings = ctx.officesByAgency.get(agency.code) ?? [];
    const ref: OrgRef = {
      organization_id: uuidV5(`organization:office:${o.aac}`),
      type: 'OFFICE',
      name: o.name,
      code: o.aac,
      department_code: agency.department_code,
      department_name: agency.department_name,
      agency_code: agency.code,
      agency_name: agency.name,
      office_code: o.aac,
      office_name: o.name,
      weight: 1 / (siblings.length + 1),
    };
    siblings.push(ref);
    ctx.officesByAgency.set(agency.code, siblings);
    ctx.offices.push(ref);
    ctx.orgById.set(ref.organization_id, ref);
    await w.add(
      'organization',
      orgRow(ref, {
        fh_key: 300000 + ++fh,
        level: 3,
        short_name: null,
        parent_id: agency.organization_id,
        path: `${agency.department_name} > ${agency.name} > ${o.name}`,
        cgac: agency.department_code,
      }),
    );
  }

  // further offices as the dataset grows, by each agency's share of actions
  const taken = new Set(OFFICES.map((o) => o.aac));
  const target = officeTarget(ctx.opts.scale);
  const totalWeight = ctx.agencies.reduce((t, a) => t + ((ctx.officesByAgency.get(a.code)?.length ?? 0) > 0 ? a.weight : 0), 0);
  const cities = STATES.filter((st) => !st.isTerritory).flatMap((st) => st.cities.map((c) => ({ city: c.name, state: st.code })));
  const rng = ctx.rng.fork('offices');
  for (const agency of ctx.agencies) {
    const siblings = ctx.officesByAgency.get(agency.code);
    if (!siblings?.length) continue;
    const want = Math.round((target * agency.weight) / totalWeight);
    const named = siblings.length;
    for (let i = named; i < want; i++) {
      const template = siblings[i % named].office_code!;
      const aac = aacLike(ctx, template, taken);
      taken.add(aac);
      const where = rng.pick(cities);
      const stems = OFFICE_NAME_STEMS[agency.code];
      const city = where.city.toUpperCase();
      const name =
        agency.code === '5700'
          ? `${aac} ${rng.pick(stems!)}`
          : agency.code === '3600'
            ? `${rng.pick(stems!)} ${city} (${aac})`
            : stems
              ? `${rng.pick(stems)} ${city}`
              : `${(ABBREVIATION.get(agency.code) ?? agency.code).toUpperCase()} ${city} CONTRACTING OFFICE`;
      const ref: OrgRef = {
        organization_id: uuidV5(`organization:office:${aac}`),
        type: 'OFFICE',
        name,
        code: aac,
        department_code: agency.department_code,
        department_name: agency.department_name,
        agency_code: agency.code,
        agency_name: agency.name,
        office_code: aac,
        office_name: name,
        weight: 1 / (siblings.length + 1),
      };
      siblings.push(ref);
      ctx.offices.push(ref);
      ctx.orgById.set(ref.organization_id, ref);
      await w.add('organization', orgRow(ref, { fh_key: 300000 + ++fh, level: 3, short_name: null, parent_id: agency.organization_id, path: `${agency.department_name} > ${agency.name} > ${name}`, cgac: agency.department_code }));
    }
  }

  const sizes = new Map(SIZE_STANDARDS.map((s) => [s.code, s]));
  for (const n of NAICS_CODES) {
    const size = sizes.get(n.code);
    await w.add('naics', {
      code: n.code,
      description: n.title,
      sector: n.code.slice(0, 2),
      size_employee_limit: size?.employeeLimit ?? null,
      size_revenue_limit: size?.revenueLimitMillions != null ? (size.revenueLimitMillions * 1_000_000).toFixed(2) : null,
    });
  }
  // the 2022 successors of the 2017 codes the generator draws (awards from FY2023 on, SAM registrations)
  for (const n of NAICS_2022) {
    const size = sizes.get(n.from);
    await w.add('naics', {
      code: n.code,
      description: n.title,
      sector: n.code.slice(0, 2),
      size_employee_limit: size?.employeeLimit ?? null,
      size_revenue_limit: size?.revenueLimitMillions != null ? (size.revenueLimitMillions * 1_000_000).toFixed(2) : null,
    });
  }
  for (const p of PSC_CODES) {
    await w.add('psc', {
      code: p.code,
      name: p.name,
      description: p.name,
      is_service: p.isService,
      level_1_category_code: p.level1Code,
      level_1_category: p.level1Name,
      level_2_category_code: p.level2Code,
      level_2_category: p.level2Name,
    });
  }
}
