/**
 * Vendors of the demo data (issue 18, text and parties): names title-cased
 * with initials and suffixes intact, real districts and ZIP codes of each
 * state, varied addresses.
 */
import { describe, expect, it } from 'vitest';
import {
  companyName,
  companyNameParts,
  holdingCompanyName,
  industryOfNaics,
  poBoxLine,
  secondaryLine,
  streetLine,
  subsidiaryName,
  titleCase,
  type Industry,
} from '../../src/demo/reference/names.js';
import { congressionalDistrict, congressionalDistricts, HOUSE_SEATS, isZipOfState, STATES, ZIP3_RANGES } from '../../src/demo/reference/states.js';
import { Rng } from '../../src/demo/rng.js';

describe('titleCase', () => {
  it.each([
    ['A.T. KEARNEY PUBLIC SECTOR, LLC', 'A.T. Kearney Public Sector, LLC'],
    ['L-3 COMMUNICATIONS CORP.', 'L-3 Communications Corp.'],
    ['B&W TECHNICAL SERVICES PANTEX, L.L.C.', 'B&W Technical Services Pantex, L.L.C.'],
    ['AECOM TECHNICAL SERVICES, INC.', 'AECOM Technical Services, Inc.'],
    ['IBM CORPORATION', 'IBM Corporation'],
    ['SCIENCE APPLICATIONS INTERNATIONAL CORPORATION (SAIC)', 'Science Applications International Corporation (SAIC)'],
    ['STG INC', 'STG Inc'],
    ['KBR WYLE SERVICES, LLC', 'KBR Wyle Services, LLC'],
    ['MCCARTHY BUILDING COMPANIES, INC.', 'McCarthy Building Companies, Inc.'],
    ["O'BRIEN & GERE LIMITED", "O'Brien & Gere Limited"],
    ["\" HALL'S PUMP & WELL, INC.\"", "\" Hall's Pump & Well, Inc.\""],
    ['MACDONALD-MILLER FACILITY SOLUTIONS', 'MacDonald-Miller Facility Solutions'],
    ['MACK TRUCKS, INC.', 'Mack Trucks, Inc.'],
    ['MACHINE WORKS OF AMERICA', 'Machine Works of America'],
    ['22ND CENTURY TECHNOLOGIES, INC.', '22nd Century Technologies, Inc.'],
    ['1ST CHOICE LOGISTICS, L.P.', '1st Choice Logistics, L.P.'],
    ['JOHN SMITH III CONSULTING', 'John Smith III Consulting'],
    ['APEX-CARDINAL JV II, LLC', 'Apex-Cardinal JV II, LLC'],
    ['THE BOEING COMPANY', 'The Boeing Company'],
    ['DEPARTMENT OF THE NAVY', 'Department of the Navy'],
    ['U.S. FOODSERVICE, INC.', 'U.S. Foodservice, Inc.'],
    ['3D RESEARCH CORPORATION', '3D Research Corporation'],
    ['IV&V SOLUTIONS PLLC', 'IV&V Solutions PLLC'],
    ['AT&T GOVERNMENT SOLUTIONS, INC.', 'AT&T Government Solutions, Inc.'],
    ['SKY LYNX USA LLP', 'Sky Lynx USA LLP'],
    ['ST. LOUIS HVAC CO.', 'St. Louis HVAC Co.'],
  ])('%s', (legal, display) => {
    expect(titleCase(legal)).toBe(display);
  });

  it('is idempotent on its own output', () => {
    for (const s of ['A.T. KEARNEY PUBLIC SECTOR, LLC', "O'BRIEN & GERE", 'MCCARTHY-JONES, INC.', '21ST CENTURY 3D LLC']) {
      expect(titleCase(titleCase(s))).toBe(titleCase(s));
    }
  });
});

describe('company names', () => {
  const industries: Industry[] = ['it', 'professional', 'engineering', 'construction', 'facilities', 'environmental', 'aerospace', 'electronics', 'medical', 'pharma', 'manufacturing', 'logistics', 'health', 'training', 'other'];

  it('keep their spelling through the upper-case SAM legal name and back', () => {
    const rng = new Rng('names');
    for (let i = 0; i < 4000; i++) {
      const industry = industries[i % industries.length];
      const p = companyNameParts(rng.fn, i % 5 === 0 ? 'large' : 'small', { industry, jv: i % 37 === 0, state: i % 2 ? 'Virginia' : 'North Carolina' });
      expect(titleCase(p.name.toUpperCase()), p.name).toBe(p.name);
      expect(p.name).not.toMatch(/[{}]|\s{2}|^\s|\s$|,,|, ,/);
      const sub = subsidiaryName(rng.fn, p.stem, industry);
      expect(sub.name.startsWith(p.stem), sub.name).toBe(true);
      expect(titleCase(sub.name.toUpperCase()), sub.name).toBe(sub.name);
      const holding = holdingCompanyName(rng.fn);
      expect(titleCase(holding.toUpperCase()), holding).toBe(holding);
    }
  });

  it('vary in style and stay deterministic', () => {
    const batch = (seed: string) => {
      const rng = new Rng(seed);
      return Array.from({ length: 300 }, (_, i) => companyName(rng.fn, i % 10 === 0 ? 'large' : 'small', { industry: industries[i % industries.length] }));
    };
    const a = batch('s');
    expect(batch('s')).toEqual(a);
    expect(new Set(a).size).toBeGreaterThan(290);
    // legal forms: LLCs lead, corporations and partnerships follow
    expect(a.filter((n) => /LLC$/.test(n)).length).toBeGreaterThan(60);
    expect(a.filter((n) => /(Inc\.?|Corporation|Corp\.)$/.test(n)).length).toBeGreaterThan(40);
    // surnames, initials, invented words, ordinals: not one template
    expect(a.filter((n) => / & /.test(n)).length).toBeGreaterThan(3);
    expect(a.filter((n) => /^[B-DF-HJ-NP-TV-XZ]{2,4} /.test(n)).length).toBeGreaterThan(10);
  });

  it('name the industry of the primary NAICS code', () => {
    expect(industryOfNaics('541512')).toBe('it');
    expect(industryOfNaics('541330')).toBe('engineering');
    expect(industryOfNaics('541611')).toBe('professional');
    expect(industryOfNaics('236220')).toBe('construction');
    expect(industryOfNaics('562910')).toBe('environmental');
    expect(industryOfNaics('561210')).toBe('facilities');
    expect(industryOfNaics('336411')).toBe('aerospace');
    expect(industryOfNaics('325412')).toBe('pharma');
    expect(industryOfNaics('621111')).toBe('health');
  });
});

describe('congressional districts', () => {
  it('has the 435 seats of the 2023 apportionment', () => {
    const states = STATES.filter((s) => !s.isTerritory && s.code !== 'DC');
    expect(states).toHaveLength(50);
    expect(states.reduce((t, s) => t + s.houseSeats, 0)).toBe(435);
    expect([HOUSE_SEATS.CA, HOUSE_SEATS.TX, HOUSE_SEATS.FL, HOUSE_SEATS.NY, HOUSE_SEATS.VA, HOUSE_SEATS.MD]).toEqual([52, 38, 28, 26, 11, 8]);
  });

  it('writes at-large states, DC and the territories as 00', () => {
    for (const code of ['AK', 'DE', 'ND', 'SD', 'VT', 'WY', 'DC', 'PR', 'GU', 'VI', 'AS', 'MP']) {
      expect(congressionalDistricts(code)).toEqual([`${code}00`]);
      expect(congressionalDistrict(code, 3)).toBe(`${code}00`);
    }
    expect(congressionalDistricts('VA')).toHaveLength(11);
    expect(congressionalDistrict('VA', 8)).toBe('VA08');
    expect(congressionalDistrict('MD', 0)).toBe('MD01');
  });

  it('gives every city a district of its state', () => {
    for (const s of STATES) {
      for (const c of [...s.cities, ...s.vendorCities]) {
        expect(congressionalDistricts(s.code), `${s.code} ${c.name}`).toContain(congressionalDistrict(s.code, c.district ?? 0));
        if (s.houseSeats > 1) expect(c.district, `${s.code} ${c.name}`).toBeGreaterThanOrEqual(1);
        if (s.houseSeats > 1) expect(c.district, `${s.code} ${c.name}`).toBeLessThanOrEqual(s.houseSeats);
      }
    }
  });
});

describe('ZIP codes and addresses', () => {
  it('has ZIP prefixes for every state and territory, and every city ZIP falls in its state', () => {
    for (const s of STATES) {
      expect(ZIP3_RANGES[s.code], s.code).toBeDefined();
      expect(s.vendorCities.length, s.code).toBeGreaterThan(0);
      for (const c of s.cities) expect(isZipOfState(s.code, c.zip), `${s.code} ${c.name} ${c.zip}`).toBe(true);
      for (const c of s.vendorCities) {
        expect(c.zips[0]).toBe(c.zip);
        for (const z of c.zips) {
          expect(z, `${s.code} ${c.name}`).toMatch(/^\d{5}$/);
          expect(isZipOfState(s.code, z), `${s.code} ${c.name} ${z}`).toBe(true);
        }
      }
    }
    expect(isZipOfState('VA', '20190')).toBe(true);
    expect(isZipOfState('MD', '20190')).toBe(false);
  });

  it('builds varied street lines, suites and post office boxes', () => {
    const rng = new Rng('streets');
    const lines = Array.from({ length: 2000 }, (_, i) => streetLine(rng.fn, i % 10 === 0 ? 'DC' : 'VA'));
    expect(new Set(lines).size).toBeGreaterThan(1950);
    expect(new Set(lines.map((l) => l.replace(/^\d+ /, ''))).size).toBeGreaterThan(600);
    for (const l of lines) expect(l).toMatch(/^\d+ [A-Z0-9][A-Za-z0-9 .'-]+$/);
    expect(lines.filter((l, i) => i % 10 === 0).every((l) => / (NW|NE|SE|SW)$/.test(l))).toBe(true);
    const second = Array.from({ length: 500 }, () => secondaryLine(rng.fn));
    expect(second.filter((l) => /^(Suite|Ste) /.test(l)).length).toBeGreaterThan(300);
    expect(second.some((l) => /Floor/.test(l))).toBe(true);
    expect(poBoxLine(rng.fn)).toMatch(/^(PO|P\.O\.) Box \d{2,5}$/);
  });
});
