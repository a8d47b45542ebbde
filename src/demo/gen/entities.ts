/**
 * Entities (vendors) with their addresses, SAM business types and SBA
 * certifications, NAICS codes and owners. The list is ordered by size: the
 * first few percent are large primes (parents of some others), the long tail
 * small businesses, so award generation can skew dollars towards the top.
 */
import { generateCage, generateUei, uuidFromRand } from '../../identifiers/index.js';
import type { EntityRef, GenContext } from '../context.js';
import { addDays } from '../dates.js';
import { Json } from '../writer.js';
import * as C from '../reference/codes.js';
import { FEDERAL_NAICS } from '../reference/naics.js';
import { PSC_CODES } from '../reference/psc.js';
import { STATES, STATE_BY_CODE } from '../reference/states.js';
import { companyName } from '../reference/names.js';
import { pscFor } from './work.js';

/** Where federal contractors are registered: the capital region dominates. */
const STATE_WEIGHTS: [string, number][] = [
  ['VA', 18], ['MD', 10], ['DC', 4], ['CA', 9], ['TX', 8], ['FL', 6], ['CO', 3], ['AL', 3], ['GA', 3], ['NY', 3],
  ['PA', 3], ['OH', 3], ['NC', 3], ['WA', 2], ['MA', 3], ['NJ', 2], ['AZ', 2], ['IL', 2], ['MO', 1], ['SC', 2],
  ['UT', 1], ['OK', 1], ['HI', 1], ['NM', 1], ['MI', 1], ['TN', 1], ['MN', 1], ['PR', 0.3], ['GU', 0.1],
];

function titleCase(s: string): string {
  return s
    .toLowerCase()
    .replace(/\b[a-z]/g, (c) => c.toUpperCase())
    .replace(/\b(Llc|Lp|Llp|Pllc|Jv|Usa|It|Ai)\b/g, (m) => m.toUpperCase());
}

function slug(s: string): string {
  return s.toLowerCase().replace(/\b(llc|inc|corp|corporation|company|co|lp|llp|the)\b/g, '').replace(/[^a-z0-9]+/g, '').slice(0, 24) || 'vendor';
}

export async function generateEntities(ctx: GenContext): Promise<void> {
  const rng = ctx.rng.fork('entities');
  const { w } = ctx;
  const count = ctx.n(800, 40);
  const largeCut = Math.max(3, Math.round(count * 0.04));
  const stateCodes = STATE_WEIGHTS.filter(([c]) => STATE_BY_CODE.has(c));
  const naicsPool = FEDERAL_NAICS.map((n) => n.code);
  const naicsWeights = FEDERAL_NAICS.map((n) => n.weight);
  const services = PSC_CODES.filter((p) => p.isService && !p.retired);

  for (let rank = 0; rank < count; rank++) {
    const large = rank < largeCut;
    const small = !large && rank > count * 0.12 ? true : !large && rng.chance(0.5);
    const legal = ctx.unique('entity-name', () => companyName(rng.fn, large ? 'large' : 'small').toUpperCase());
    const display = titleCase(legal);
    const uei = ctx.unique('uei', () => generateUei(rng.fn));
    const cage = rng.chance(0.96) ? ctx.unique('cage', () => generateCage(rng.fn)) : null;
    const stateCode = rng.table(stateCodes);
    const state = STATE_BY_CODE.get(stateCode) ?? STATES[0];
    const city = rng.pick(state.cities);
    const naics: string[] = [];
    const nNaics = large ? rng.int(6, 14) : rng.int(1, 6);
    for (let i = 0; i < nNaics * 3 && naics.length < nNaics; i++) {
      const code = rng.weighted(naicsPool, naicsWeights);
      if (!naics.includes(code)) naics.push(code);
    }
    const parent = !large && ctx.entities.length > 0 && rng.chance(0.08) ? ctx.entities[rng.int(0, Math.min(largeCut, ctx.entities.length) - 1)] : null;
    const ref: EntityRef = {
      uei,
      legal_business_name: legal,
      display_name: display,
      dba_name: rng.chance(0.15) ? titleCase(legal.split(' ').slice(0, 2).join(' ')) : null,
      cage_code: cage,
      state: state.code,
      city: city.name,
      zip: city.zip,
      small_business: small,
      naics,
      business_type_codes: [],
      parent_uei: parent?.uei ?? null,
      rank,
      registered_on: ctx.asOf,
    };

    const registeredOn = addDays(ctx.asOf, -rng.int(200, 365 * 22));
    ref.registered_on = registeredOn;
    const status = rng.table<string>([['Active', 86], ['Expired', 10], ['Inactive', 4]]);
    const expiration = status === 'Active' ? addDays(ctx.asOf, rng.int(5, 360)) : addDays(ctx.asOf, -rng.int(5, 900));
    const structure = large ? C.ENTITY_STRUCTURES[0] : rng.pick(C.ENTITY_STRUCTURES.slice(0, 4));
    const purpose = rng.chance(0.9) ? (C.PURPOSE_OF_REGISTRATION.find((p) => p.code === 'Z2') ?? C.PURPOSE_OF_REGISTRATION[0]) : rng.pick(C.PURPOSE_OF_REGISTRATION);
    const primary = naics[0];
    const orgStructure = rng.pick(C.ORGANIZATION_STRUCTURES);
    const pscs = rng.sample(services, rng.int(1, 4)).map((p) => p.code);
    if (!pscs.includes(pscFor(rng, primary))) pscs.unshift(pscFor(rng, primary));
    const site = slug(legal);
    await w.add('entity', {
      uei,
      uuid: uuidFromRand(rng.fn),
      legal_business_name: legal,
      dba_name: ref.dba_name,
      display_name: display,
      cage_code: cage,
      dodaac: null,
      entity_url: rng.chance(0.9) ? `https://www.${site}.com` : null,
      description: `${display} provides ${rng.pick(['mission-focused', 'enterprise', 'innovative', 'cost-effective', 'secure'])} ${rng.pick(['information technology', 'engineering', 'professional', 'logistics', 'construction', 'health care', 'research'])} services to federal, state and commercial customers.`,
      email_address: rng.chance(0.8) ? `contracts@${site}.com` : null,
      capabilities: rng.chance(0.6) ? `Core capabilities: ${rng.sample(['agile software development', 'cloud migration', 'cybersecurity', 'program management', 'systems engineering', 'data analytics', 'facilities support', 'training', 'logistics', 'test and evaluation', 'acquisition support'], 3).join(', ')}.` : null,
      keywords: rng.sample(['cloud', 'cyber', 'devsecops', 'logistics', 'engineering', 'construction', 'healthcare', 'analytics', 'ai', 'training', 'facilities', 'research'], rng.int(1, 4)),
      congressional_district: `${state.code}${String(rng.int(1, 11)).padStart(2, '0')}`,
      registered: status !== 'Inactive',
      registration_status: status,
      uei_status: status === 'Inactive' ? 'Inactive' : 'Active',
      primary_naics: primary,
      psc_codes: pscs,
      purpose_of_registration_code: purpose.code,
      purpose_of_registration_desc: purpose.description,
      entity_structure_code: structure.code,
      entity_structure_desc: structure.description,
      entity_type_code: C.ENTITY_TYPES[0]?.code ?? null,
      entity_type_desc: C.ENTITY_TYPES[0]?.description ?? null,
      profit_structure_code: C.PROFIT_STRUCTURES[0]?.code ?? null,
      profit_structure_desc: C.PROFIT_STRUCTURES[0]?.description ?? null,
      organization_structure_code: orgStructure.code,
      organization_structure_desc: orgStructure.description,
      state_of_incorporation_code: rng.chance(0.3) ? 'DE' : state.code,
      state_of_incorporation_desc: null,
      country_of_incorporation_code: 'USA',
      country_of_incorporation_desc: 'UNITED STATES',
      relationships: parent
        ? new Json([{ uei: parent.uei, display_name: parent.display_name, relation: 'parent', type: 'highest_owner', source: 'sam', confidence: 'high', verification_method: 'sam_registration' }])
        : new Json([]),
      sam_registration_date: registeredOn,
      sam_activation_date: addDays(expiration, -365),
      sam_expiration_date: expiration,
      uei_creation_date: addDays(registeredOn, -rng.int(0, 30)),
      entity_start_date: addDays(registeredOn, -rng.int(100, 365 * 30)),
      fiscal_year_end_close_date: rng.pick(['12/31', '09/30', '06/30', '03/31']),
      last_update_date: addDays(ctx.asOf, -rng.int(1, 300)),
      submission_date: addDays(ctx.asOf, -rng.int(1, 360)),
      modified: ctx.stamp(rng, rng.int(0, 200)),
    });
    ctx.entities.push(ref);
    ctx.entityByUei.set(uei, ref);
    if (cage) ctx.entityByCage.set(cage, ref);

    const street = `${rng.int(100, 19999)} ${rng.pick(['Sunrise Valley Dr', 'Wilson Blvd', 'Dulles Corner Blvd', 'Research Blvd', 'Main St', 'Commerce Pkwy', 'Technology Dr', 'Executive Blvd', 'Market St', 'Innovation Way', 'Corporate Dr', 'Federal Way'])}`;
    const suite = rng.chance(0.6) ? `Suite ${rng.int(100, 950)}` : null;
    const zip4 = rng.digits(4);
    for (const kind of ['physical', 'mailing'] as const) {
      const po = kind === 'mailing' && rng.chance(0.2);
      await w.add('entity_address', {
        uei,
        kind,
        address_line1: po ? `PO Box ${rng.int(100, 9999)}` : street,
        address_line2: po ? null : suite,
        city: city.name,
        state_or_province_code: state.code,
        zip_code: city.zip,
        zip_code_plus4: zip4,
        county: city.county,
        county_code: city.countyFips,
        fips_code: `${state.fips}${city.countyFips}`,
        country_code: 'USA',
        country_name: 'UNITED STATES',
      });
    }

    // business types: every vendor is a for-profit organisation; socio-economic types on small ones
    const types = new Set<string>(['2X']);
    types.add(structure.code === C.ENTITY_STRUCTURES[0].code ? 'XS' : 'LJ');
    if (small) {
      if (rng.chance(0.25)) types.add('A2');
      if (rng.chance(0.18)) types.add('A5');
      if (types.has('A5') && rng.chance(0.5)) types.add('QF');
      if (rng.chance(0.2)) types.add('23');
      if (types.has('23') && rng.chance(0.5)) types.add('27');
      if (types.has('A2') && rng.chance(0.5)) types.add('8W');
    }
    if (rng.chance(0.2)) types.add('MF');
    for (const code of types) {
      const t = C.BUSINESS_TYPES.find((b) => b.code === code);
      if (!t) continue;
      ref.business_type_codes.push(code);
      await w.add('entity_business_type', { uei, sba: false, code: t.code, description: t.description, entry_date: null, exit_date: null });
    }
    if (small && rng.chance(0.22)) {
      const cert = rng.pick(C.SBA_BUSINESS_TYPES);
      const entry = addDays(ctx.asOf, -rng.int(100, 3000));
      const exit = rng.chance(0.3) ? addDays(entry, 365 * 9) : null;
      ref.business_type_codes.push(cert.code);
      await w.add('entity_business_type', { uei, sba: true, code: cert.code, description: cert.description, entry_date: entry, exit_date: exit });
    }
    for (const [i, code] of naics.entries()) {
      await w.add('entity_naics', { uei, code, sba_small_business: small ? 'Y' : rng.chance(0.3) ? 'Y' : 'N', is_primary: i === 0 });
    }
    if (parent) {
      for (const kind of ['highest', 'immediate'] as const) {
        await w.add('entity_owner', { uei, kind, owner_uei: parent.uei, cage_code: parent.cage_code, legal_business_name: parent.legal_business_name });
      }
    }
  }
}
