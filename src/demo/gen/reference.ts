/**
 * Reference tables: departments, sub-tier agencies, the organisation hierarchy
 * (department -> agency -> office), NAICS and PSC. Organisation ids are
 * name-based UUIDs, so they are the same at every scale and seed.
 */
import { uuidV5 } from '../../identifiers/index.js';
import { AGENCIES, DEPARTMENTS, OFFICES } from '../reference/agencies.js';
import { NAICS_CODES, SIZE_STANDARDS } from '../reference/naics.js';
import { PSC_CODES } from '../reference/psc.js';
import type { GenContext, OrgRef } from '../context.js';

/** Relative share of federal contract dollars by department (CGAC): DoD dominates. */
const DEPARTMENT_WEIGHT: Record<string, number> = {
  '097': 62, '075': 8, '036': 7, '089': 6, '070': 4, '080': 3, '047': 3, '015': 2, '019': 1.6,
  '012': 1.4, '069': 1.2, '014': 1, '013': 0.8, '020': 0.8, '072': 0.6, '086': 0.4, '091': 0.4,
  '016': 0.3, '068': 0.3, '028': 0.3, '049': 0.2, '073': 0.1, '024': 0.2,
};

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
      // within a department the first-listed (largest) agencies carry most of the spending
      weight: dept.weight / (idx + 1.5),
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
