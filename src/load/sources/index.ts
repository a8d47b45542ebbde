/**
 * The source registry: one adapter file per real public file layout
 * (src/load/types.ts says what an adapter declares). `npm run load` and
 * docs/sources.md (src/load/docs.ts) read this list.
 */
import type { SourceAdapter } from '../types.js';
import { samExclusions } from './sam-exclusions.js';
import { samOpportunities } from './sam-opportunities.js';

export const SOURCES: readonly SourceAdapter[] = [samExclusions, samOpportunities];

/** Sources of issue 22 that have no adapter yet (named in errors and in docs/sources.md). */
export const PLANNED_SOURCES: readonly { name: string; title: string }[] = [
  { name: 'usaspending-contract-transactions', title: 'USAspending contract prime transactions CSV' },
  { name: 'usaspending-contract-awards', title: 'USAspending contract prime award summaries CSV' },
  { name: 'usaspending-contract-subawards', title: 'USAspending contract subawards CSV' },
  { name: 'gsa-calc', title: 'GSA CALC rate exports' },
  { name: 'grants-gov', title: 'Grants.gov XML extract' },
  { name: 'federal-register', title: 'Federal Register documents JSON' },
];

export function sourceNamed(name: string): SourceAdapter | undefined {
  return SOURCES.find((s) => s.name === name);
}
