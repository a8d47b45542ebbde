/**
 * What is bought and how it is described (src/demo/gen/work.ts): PSC
 * validity years, products and services that agree with the NAICS code,
 * sites in the place of performance's state and never a military
 * installation for civilian work, and descriptions varied enough to search.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/demo/rng.js';
import { describeWork, isProductNaics, MILITARY_INSTALLATIONS, pickNaics, pscFor, pscValidIn, siteName } from '../../src/demo/gen/work.js';
import { getPsc } from '../../src/demo/reference/psc.js';

describe('PSC validity', () => {
  it('retired IT codes only before FY2021, the FY2021 IT codes only from it', () => {
    expect(pscValidIn('D302', 2020)).toBe(true);
    expect(pscValidIn('D302', 2021)).toBe(false);
    expect(pscValidIn('DA01', 2020)).toBe(false);
    expect(pscValidIn('DA01', 2021)).toBe(true);
    expect(pscValidIn('R425', 2016)).toBe(true);
    expect(pscValidIn('NOPE', 2024)).toBe(false);
  });

  it('draws a PSC valid in the year and of the NAICS code kind (product or service)', () => {
    const rng = new Rng('psc');
    for (let i = 0; i < 400; i++) {
      const naics = pickNaics(rng);
      const fy = rng.int(2015, 2026);
      const psc = pscFor(rng, naics, fy);
      expect(pscValidIn(psc, fy), `${psc} in ${fy}`).toBe(true);
      if (!isProductNaics(naics)) expect(getPsc(psc)!.isService, `${psc} for ${naics}`).toBe(true);
    }
  });

  it('buys by agency: the Defense Logistics Agency mostly products', () => {
    const rng = new Rng('dla');
    const draws = Array.from({ length: 1000 }, () => pickNaics(rng, undefined, '97AS'));
    expect(draws.filter(isProductNaics).length / draws.length).toBeGreaterThan(0.75);
  });
});

describe('sites and descriptions', () => {
  const bases = new Set(MILITARY_INSTALLATIONS);

  it('names a site in the state of performance; civilian work never at a military installation', () => {
    const rng = new Rng('sites');
    for (let i = 0; i < 500; i++) {
      const defense = rng.chance(0.5);
      const site = siteName(rng, { state: 'VA', city: 'Richmond', defense, agency: defense ? '2100' : '3600' });
      expect(site).toMatch(/, VA$/);
      const place = site!.replace(/, VA$/, '');
      if (!defense) expect([...bases].some((b) => place.includes(b)), site!).toBe(false);
    }
  });

  it('writes varied descriptions that agree with their site', () => {
    const rng = new Rng('descriptions');
    const seen = new Set<string>();
    let services = 0;
    const n = 3000;
    for (let i = 0; i < n; i++) {
      const naics = pickNaics(rng);
      const d = describeWork(rng, pscFor(rng, naics), naics, 'award', { state: 'TX', city: 'Austin', defense: i % 2 === 0, agency: i % 2 ? '2800' : '2100' });
      seen.add(d);
      if (/\bservices\b/i.test(d)) services++;
      const st = d.match(/, ([A-Z]{2})$/);
      if (st) expect(st[1]).toBe('TX');
      if (i % 2) expect(/BARRACKS|COMBAT|AMMUNITION/i.test(d), d).toBe(false);
    }
    expect(seen.size / n).toBeGreaterThan(0.6);
    expect(services / n).toBeLessThan(0.35);
  });
});
