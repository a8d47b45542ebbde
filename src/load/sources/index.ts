/**
 * The source registry: one adapter file per real public file layout
 * (src/load/types.ts says what an adapter declares). `npm run load` and
 * docs/sources.md (src/load/docs.ts) read this list.
 */
import type { SourceAdapter } from '../types.js';
import { federalRegister } from './federal-register.js';
import { grantsGov } from './grants-gov.js';
import { gsaCalc } from './gsa-calc.js';
import { samExclusions } from './sam-exclusions.js';
import { samOpportunities } from './sam-opportunities.js';
import { usaspendingContractSubawards } from './usaspending-contract-subawards.js';
import { usaspendingContractAwards } from './usaspending-contract-awards.js';
import { usaspendingContractTransactions } from './usaspending-contract-transactions.js';

export const SOURCES: readonly SourceAdapter[] = [samExclusions, samOpportunities, federalRegister, grantsGov, gsaCalc, usaspendingContractSubawards, usaspendingContractTransactions, usaspendingContractAwards];

/** Sources of issue 22 that have no adapter yet (named in errors and in docs/sources.md). */
export const PLANNED_SOURCES: readonly { name: string; title: string }[] = [
];

export function sourceNamed(name: string): SourceAdapter | undefined {
  return SOURCES.find((s) => s.name === name);
}
