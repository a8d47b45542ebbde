/**
 * Shared state of one generator run. Modules run in dependency order; each
 * one reads the registries filled by the modules before it (organisations,
 * entities, awards, ...) and adds its own, so relations always point at rows
 * that exist.
 */
import { Rng } from './rng.js';
import type { BulkWriter } from './writer.js';
import type { Database } from '../db/client.js';
import { fiscalYearOf, parseDay } from './dates.js';

/** DUNS numbers were retired for the UEI on 2022-04-04: award and subaward reports before then name the recipient's. */
export const DUNS_RETIRED = Date.UTC(2022, 3, 4);

export interface OrgRef {
  organization_id: string;
  type: 'DEPARTMENT' | 'AGENCY' | 'OFFICE';
  name: string;
  code: string;
  department_code: string; // cgac
  department_name: string;
  agency_code: string | null;
  agency_name: string | null;
  office_code: string | null;
  office_name: string | null;
  /** relative share of federal spending (skew) */
  weight: number;
}

export interface EntityRef {
  uei: string;
  legal_business_name: string;
  display_name: string;
  dba_name: string | null;
  cage_code: string | null;
  state: string;
  city: string;
  zip: string;
  small_business: boolean;
  naics: string[];
  business_type_codes: string[];
  parent_uei: string | null;
  /** rank by size: 0 is the largest vendor */
  rank: number;
  /** SAM registration date: no award to the entity before it */
  registered_on: Date;
  /** SBA certifications with their dates (a set-aside goes only to a holder on the award date); absent: none */
  certifications?: { code: string; entry: Date | null; exit: Date | null }[];
  /** size class: the large primes, other-than-small firms (subsidiaries of large ones among them), small businesses */
  size?: 'large' | 'mid' | 'small';
  /** immediate owner when it is a registered vendor (parent_uei is the highest owner; they differ down a two-level chain) */
  immediate_owner_uei?: string | null;
  /** founding date (entity_start_date), before the SAM registration */
  founded_on?: Date;
  /** congressional district of the physical address ('VA11'; 'AK00' at large) */
  congressional_district?: string;
}

export interface AwardRef {
  key: string;
  family: 'contract' | 'idv' | 'ota' | 'otidv';
  piid: string;
  agency_code: string;
  department_code: string;
  awarding_office_id: string;
  funding_office_id: string;
  recipient_uei: string;
  recipient_name: string;
  award_date: Date;
  fiscal_year: number;
  obligated: number;
  total_contract_value: number;
  naics_code: string | null;
  naics_description: string | null;
  psc_code: string | null;
  description: string;
  parent_key: string | null;
  solicitation_identifier: string | null;
  pop_state: string | null;
  pop_city: string | null;
  pop_zip: string | null;
  end_date: Date | null;
  /** IDV only */
  idv_type?: string;
  vehicle_uuid?: string | null;
  schedule?: string | null;
}

export interface ScheduleContractRef {
  contract_number: string;
  schedule: string;
  sins: string[];
  uei: string;
  idv_key: string | null;
}

export interface AccountRef {
  id: string;
  tier: 'free' | 'small' | 'medium' | 'large' | 'enterprise';
  customer_organization_id: string | null;
}

export interface GeneratorOptions {
  /** multiplies every table's row count (default 1) */
  scale: number;
  /** seed string; same seed, scale and as-of give the same rows byte for byte */
  seed: string;
  /** the generator's "today" (YYYY-MM-DD); states like open/closed and the current fiscal year derive from it */
  asOf: string;
  /** create demo accounts and credentials (demo datasets only) */
  demoAccounts: boolean;
}

export class GenContext {
  readonly rng: Rng;
  readonly asOf: Date;
  readonly currentFy: number;
  readonly firstFy = 2015;
  readonly departments: OrgRef[] = [];
  readonly agencies: OrgRef[] = [];
  readonly offices: OrgRef[] = [];
  readonly orgById = new Map<string, OrgRef>();
  readonly officesByAgency = new Map<string, OrgRef[]>();
  readonly agencyByCode = new Map<string, OrgRef>();
  readonly departmentByCgac = new Map<string, OrgRef>();
  readonly entities: EntityRef[] = [];
  readonly entityByUei = new Map<string, EntityRef>();
  readonly entityByCage = new Map<string, EntityRef>();
  readonly contracts: AwardRef[] = [];
  readonly idvs: AwardRef[] = [];
  readonly otas: AwardRef[] = [];
  readonly otidvs: AwardRef[] = [];
  readonly awardByKey = new Map<string, AwardRef>();
  readonly scheduleContracts: ScheduleContractRef[] = [];
  readonly accounts: AccountRef[] = [];
  /** schedule contract numbers linked to demo accounts (directly or through their organisation) */
  readonly linkedContractNumbers: string[] = [];
  readonly opportunityIds: string[] = [];
  /** set by the runner; used by finalize for set-based aggregates */
  db!: Database;
  /** uniqueness guards for generated identifiers */
  readonly used = new Set<string>();

  constructor(
    readonly opts: GeneratorOptions,
    readonly w: BulkWriter,
  ) {
    this.rng = new Rng(`${opts.seed}`);
    this.asOf = parseDay(opts.asOf);
    this.currentFy = fiscalYearOf(this.asOf);
  }

  /** Row count for a table: base count times scale, at least `min`. */
  n(base: number, min = 1): number {
    return Math.max(min, Math.round(base * this.opts.scale));
  }

  /** Fixed "modified" timestamp a few hours after the as-of day began, varied per row. */
  stamp(rng: Rng, daysBack = 0): Date {
    return new Date(this.asOf.getTime() - daysBack * 86_400_000 + rng.int(0, 86_399) * 1000);
  }

  private dunsRng: Rng | null = null;
  private readonly dunsByUei = new Map<string, string>();

  /**
   * The DUNS number of an entity, as award and subaward reports from before the UEI (DUNS_RETIRED) carry it: drawn
   * once per entity, from a stream of its own (drawing one moves no other generator's values), unique.
   */
  dunsOf(uei: string): string {
    let d = this.dunsByUei.get(uei);
    if (!d) {
      const rng = (this.dunsRng ??= this.rng.fork('duns'));
      d = this.unique('duns', () => `${rng.int(0, 9) < 7 ? '0' : rng.int(1, 9)}${rng.digits(8)}`);
      this.dunsByUei.set(uei, d);
    }
    return d;
  }

  /** Register an identifier; false when it was already used (caller draws again). */
  claim(namespace: string, id: string): boolean {
    const k = `${namespace}\u0000${id}`;
    if (this.used.has(k)) return false;
    this.used.add(k);
    return true;
  }

  /** Draw until `make` yields an unused identifier. */
  unique(namespace: string, make: () => string): string {
    for (let i = 0; i < 1000; i++) {
      const id = make();
      if (this.claim(namespace, id)) return id;
    }
    throw new Error(`could not draw a unique ${namespace} identifier`);
  }
}
