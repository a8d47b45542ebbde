import { describe, it, expect } from 'vitest';

import {
  AGENCIES,
  AGENCY_BY_CODE,
  DEPARTMENTS,
  DEPARTMENT_BY_CGAC,
  OFFICES,
  OFFICES_BY_AGENCY,
  resolveOffice,
} from '../../src/demo/reference/agencies.js';
import { PSC_CODES, PSC_GROUPS, PSC_LEVEL1, PSC_LEVEL2, getPsc } from '../../src/demo/reference/psc.js';
import {
  FEDERAL_NAICS,
  NAICS_BY_CODE,
  NAICS_CODES,
  SIZE_STANDARDS,
  naicsSectorCode,
  naicsTitle,
} from '../../src/demo/reference/naics.js';
import { COUNTRIES, STATES } from '../../src/demo/reference/states.js';
import {
  ASSISTANCE_LISTINGS,
  CODE_TABLES,
  MAS_SINS,
  SET_ASIDES,
} from '../../src/demo/reference/codes.js';
import {
  COMPANY_NAME_CORES,
  COMPANY_NAME_PREFIXES,
  companyName,
  FIRST_NAMES,
  LABOR_CATEGORIES,
  LAST_NAMES,
  PART_NOMENCLATURES,
  SLED_BUYERS,
  SLED_BUYERS_BY_STATE,
} from '../../src/demo/reference/names.js';

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const dupes = new Set<string>();
  for (const v of values) {
    if (seen.has(v)) dupes.add(v);
    seen.add(v);
  }
  return [...dupes];
}

describe('agencies', () => {
  it('has ~22+ departments with 3-digit CGACs, unique', () => {
    expect(DEPARTMENTS.length).toBeGreaterThanOrEqual(22);
    for (const d of DEPARTMENTS) {
      expect(d.cgac).toMatch(/^\d{3}$/);
      expect(d.name.length).toBeGreaterThan(0);
      expect(d.website).toMatch(/^https:\/\//);
      expect(d.description.length).toBeGreaterThan(10);
    }
    expect(duplicates(DEPARTMENTS.map((d) => d.cgac))).toEqual([]);
  });

  it('has unique 4-character sub-tier codes whose departmentCgac exists', () => {
    expect(AGENCIES.length).toBeGreaterThanOrEqual(60);
    for (const a of AGENCIES) {
      expect(a.code).toMatch(/^[0-9A-Z]{4}$/);
      expect(DEPARTMENT_BY_CGAC.has(a.departmentCgac), `agency ${a.code} -> ${a.departmentCgac}`).toBe(true);
    }
    expect(duplicates(AGENCIES.map((a) => a.code))).toEqual([]);
  });

  it('has unique 6-character uppercase alphanumeric AACs', () => {
    expect(OFFICES.length).toBeGreaterThanOrEqual(150);
    for (const o of OFFICES) {
      expect(o.aac, o.name).toMatch(/^[0-9A-Z]{6}$/);
      expect(o.state).toMatch(/^[A-Z]{2}$/);
    }
    expect(duplicates(OFFICES.map((o) => o.aac))).toEqual([]);
  });

  it("every office's agencyCode exists", () => {
    for (const o of OFFICES) {
      expect(AGENCY_BY_CODE.has(o.agencyCode), `office ${o.aac} -> ${o.agencyCode}`).toBe(true);
    }
  });

  it('every agency has at least one office and big agencies have 5-15', () => {
    for (const a of AGENCIES) {
      expect(OFFICES_BY_AGENCY.get(a.code)?.length ?? 0, `agency ${a.code}`).toBeGreaterThanOrEqual(1);
    }
    for (const code of ['2100', '1700', '5700', '97AS', '3600', '4732', '7529', '8000']) {
      const n = OFFICES_BY_AGENCY.get(code)?.length ?? 0;
      expect(n, `agency ${code}`).toBeGreaterThanOrEqual(5);
      expect(n, `agency ${code}`).toBeLessThanOrEqual(15);
    }
  });

  it('uses known real codes for anchor agencies', () => {
    expect(AGENCY_BY_CODE.get('2100')?.departmentCgac).toBe('097');
    expect(AGENCY_BY_CODE.get('97AS')?.abbreviation).toBe('DLA');
    expect(AGENCY_BY_CODE.get('7529')?.departmentCgac).toBe('075');
    expect(AGENCY_BY_CODE.get('4732')?.departmentCgac).toBe('047');
  });

  it('resolves a PIID prefix to office, agency and department', () => {
    const chain = resolveOffice('W912DY24C0012');
    expect(chain?.agency.code).toBe('2100');
    expect(chain?.department.cgac).toBe('097');
    expect(resolveOffice('ZZZZZZ')).toBeUndefined();
  });
});

describe('psc', () => {
  it('has ~300 unique 4-character codes', () => {
    expect(PSC_CODES.length).toBeGreaterThanOrEqual(300);
    for (const p of PSC_CODES) expect(p.code).toMatch(/^[0-9A-Z]{4}$/);
    expect(duplicates(PSC_CODES.map((p) => p.code))).toEqual([]);
  });

  it('classifies services vs products and resolves hierarchy names', () => {
    const level1 = new Set(PSC_LEVEL1.map((c) => c.code));
    const level2 = new Set(PSC_LEVEL2.map((c) => c.code));
    const groups = new Set(PSC_GROUPS.map((c) => c.code));
    for (const p of PSC_CODES) {
      expect(p.isService).toBe(/^[A-Z]/.test(p.code));
      expect(level1.has(p.level1Code)).toBe(true);
      expect(level2.has(p.level2Code)).toBe(true);
      expect(p.level2Code.startsWith(p.level1Code)).toBe(true);
      expect(groups.has(p.groupCode)).toBe(true);
      expect(p.name).toBe(p.name.toUpperCase());
    }
    expect(duplicates(PSC_LEVEL1.map((c) => c.code))).toEqual([]);
    expect(duplicates(PSC_LEVEL2.map((c) => c.code))).toEqual([]);
    expect(duplicates(PSC_GROUPS.map((c) => c.code))).toEqual([]);
  });

  it('covers the expected families', () => {
    for (const code of ['R408', 'R425', 'D399', 'DA01', 'DB10', 'DF10', 'DJ01', 'DK10', '7A20', '7B20', '7E20', 'AJ11', 'J070', 'S201', 'Y1AA', 'Z2AA', 'Q201', 'V111', '1005', '1560', '2840', '5962', '6515', '7030', '8415', '8905']) {
      expect(getPsc(code), code).toBeDefined();
    }
    expect(getPsc('D399')?.retired).toBe(true);
    expect(getPsc('DA01')?.retired).toBe(false);
  });
});

describe('naics', () => {
  it('exposes only 6-digit codes with titles and sectors', () => {
    expect(NAICS_CODES.length).toBeGreaterThan(1000);
    for (const n of NAICS_CODES) {
      expect(n.code).toMatch(/^\d{6}$/);
      expect(n.title.length).toBeGreaterThan(0);
      expect(n.title).toBe(n.title.trim());
      expect(n.sector).toMatch(/^\d{2}(-\d{2})?$/);
    }
    expect(duplicates(NAICS_CODES.map((n) => n.code))).toEqual([]);
    expect(naicsTitle('541512')).toBe('Computer Systems Design Services');
    expect(naicsTitle('54')).toBe('Professional, Scientific, and Technical Services');
    expect(naicsSectorCode('336411')).toBe('31-33');
    expect(NAICS_BY_CODE.get('336411')?.sectorTitle).toBe('Manufacturing');
  });

  it('has size standards for ~150 real 6-digit codes, each with exactly one limit type', () => {
    expect(SIZE_STANDARDS.length).toBeGreaterThanOrEqual(150);
    expect(duplicates(SIZE_STANDARDS.map((s) => s.code))).toEqual([]);
    for (const s of SIZE_STANDARDS) {
      expect(NAICS_BY_CODE.has(s.code), s.code).toBe(true);
      expect((s.employeeLimit === null) !== (s.revenueLimitMillions === null), s.code).toBe(true);
    }
  });

  it('weights federal NAICS codes toward IT services', () => {
    expect(duplicates(FEDERAL_NAICS.map((n) => n.code))).toEqual([]);
    const sizes = new Set(SIZE_STANDARDS.map((s) => s.code));
    for (const n of FEDERAL_NAICS) {
      expect(NAICS_BY_CODE.has(n.code), n.code).toBe(true);
      expect(sizes.has(n.code), n.code).toBe(true);
      expect(n.weight).toBeGreaterThan(0);
    }
    const top = [...FEDERAL_NAICS].sort((a, b) => b.weight - a.weight)[0];
    expect(top?.code).toBe('541512');
  });
});

describe('states', () => {
  it('covers 50 states, DC and 5 territories with 4-8 cities each', () => {
    expect(STATES.length).toBe(56);
    expect(duplicates(STATES.map((s) => s.code))).toEqual([]);
    expect(duplicates(STATES.map((s) => s.fips))).toEqual([]);
    for (const s of STATES) {
      expect(s.code).toMatch(/^[A-Z]{2}$/);
      expect(s.fips).toMatch(/^\d{2}$/);
      expect(s.cities.length, s.code).toBeGreaterThanOrEqual(4);
      expect(s.cities.length, s.code).toBeLessThanOrEqual(8);
      for (const c of s.cities) {
        expect(c.zip, `${s.code} ${c.name}`).toMatch(/^\d{5}$/);
        expect(c.countyFips, `${s.code} ${c.name}`).toMatch(/^\d{3}$/);
      }
    }
    expect(STATES.filter((s) => s.isTerritory).map((s) => s.code).sort()).toEqual(['AS', 'GU', 'MP', 'PR', 'VI']);
  });

  it('uses ISO alpha-3 country codes', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(15);
    for (const c of COUNTRIES) expect(c.code).toMatch(/^[A-Z]{3}$/);
    expect(duplicates(COUNTRIES.map((c) => c.code))).toEqual([]);
    expect(COUNTRIES.some((c) => c.code === 'USA')).toBe(true);
  });
});

describe('codes', () => {
  it('every code table has unique, non-empty codes and descriptions', () => {
    for (const [name, table] of Object.entries(CODE_TABLES)) {
      expect(table.length, name).toBeGreaterThan(0);
      expect(duplicates(table.map((e) => e.code)), name).toEqual([]);
      for (const e of table) {
        expect(e.code.length, name).toBeGreaterThan(0);
        expect(e.description.length, name).toBeGreaterThan(0);
      }
    }
  });

  it('has the core FPDS values', () => {
    expect(SET_ASIDES.find((s) => s.code === 'NONE')?.description).toBe('No set aside used.');
    expect(SET_ASIDES.find((s) => s.code === 'SBA')?.description).toBe('Small Business Set Aside - Total');
    expect(CODE_TABLES['CONTRACT_TYPES']?.find((c) => c.code === 'J')?.description).toBe('Firm Fixed Price');
    expect(CODE_TABLES['EXTENT_COMPETED']?.map((c) => c.code)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'CDO', 'NDO']);
  });

  it('has unique MAS SINs and ~60 well-formed assistance listings', () => {
    expect(MAS_SINS.length).toBeGreaterThanOrEqual(40);
    expect(duplicates(MAS_SINS.map((s) => s.sin))).toEqual([]);
    expect(ASSISTANCE_LISTINGS.length).toBeGreaterThanOrEqual(60);
    expect(duplicates(ASSISTANCE_LISTINGS.map((a) => a.number))).toEqual([]);
    for (const a of ASSISTANCE_LISTINGS) {
      expect(a.number).toMatch(/^\d{2}\.\d{3}$/);
      if (a.agencyCgac !== null) expect(DEPARTMENT_BY_CGAC.has(a.agencyCgac), a.number).toBe(true);
    }
  });
});

describe('names', () => {
  it('has large enough word lists', () => {
    expect(FIRST_NAMES.length).toBeGreaterThanOrEqual(150);
    expect(LAST_NAMES.length).toBeGreaterThanOrEqual(150);
    expect(duplicates(FIRST_NAMES)).toEqual([]);
    expect(duplicates(LAST_NAMES)).toEqual([]);
    expect(LABOR_CATEGORIES.length).toBeGreaterThanOrEqual(80);
    expect(duplicates(LABOR_CATEGORIES)).toEqual([]);
    expect(PART_NOMENCLATURES.length).toBeGreaterThanOrEqual(80);
    expect(duplicates(PART_NOMENCLATURES)).toEqual([]);
    expect(COMPANY_NAME_PREFIXES.length).toBeGreaterThanOrEqual(50);
    expect(COMPANY_NAME_CORES.length).toBeGreaterThanOrEqual(30);
  });

  it('builds deterministic, well-formed company names', () => {
    const seeded = (seed: number) => {
      let s = seed;
      return () => {
        s = (s * 1103515245 + 12345) % 2147483648;
        return s / 2147483648;
      };
    };
    const batch = (seed: number): string[] => {
      const r = seeded(seed);
      return Array.from({ length: 50 }, () => companyName(r, 'small'));
    };
    expect(batch(7)).toEqual(batch(7));
    expect(new Set(batch(7)).size).toBeGreaterThan(40);
    const r = seeded(42);
    for (let i = 0; i < 200; i++) {
      const name = companyName(r, i % 2 === 0 ? 'large' : 'small');
      expect(name).not.toMatch(/[{}]|\s{2}|^\s|\s$/);
      expect(name.split(' ').length).toBeGreaterThanOrEqual(2);
    }
  });

  it('every state has >=3 SLED buyers including a state-level one and local/education coverage', () => {
    for (const s of STATES) {
      const buyers = SLED_BUYERS_BY_STATE.get(s.code) ?? [];
      expect(buyers.length, s.code).toBeGreaterThanOrEqual(3);
      const kinds = new Set(buyers.map((b) => b.jurisdiction));
      expect(kinds.has('state'), s.code).toBe(true);
      expect(kinds.has('local'), s.code).toBe(true);
      expect(kinds.has('education'), s.code).toBe(true);
    }
    const stateCodes = new Set(STATES.map((s) => s.code));
    for (const b of SLED_BUYERS) expect(stateCodes.has(b.state), b.name).toBe(true);
    expect(duplicates(SLED_BUYERS.map((b) => `${b.state}|${b.name}`))).toEqual([]);
  });
});
