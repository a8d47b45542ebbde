/**
 * Header matching, by name (never by position): a file is of a source when
 * its header holds every column the source requires; the columns it lacks
 * beyond those (an older layout) are simply not loaded, and columns no
 * layout of the source knows are named in the summary. Detection picks the
 * source whose required columns are all present and whose known columns
 * cover most of the header; a header no source accepts fails with the
 * closest source and the columns it misses.
 */
import type { SourceAdapter } from './types.js';

/** Header names as compared: the BOM and surrounding blanks removed (the names keep their case and punctuation). */
/** A header that matches no layout (or not the named source's). */
export class LayoutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LayoutError';
  }
}

export const cleanName = (s: string) => s.replace(/^\uFEFF/, '').trim();

export interface HeaderMatch {
  source: SourceAdapter;
  /** required columns the header lacks */
  missing: string[];
  /** columns of the matched layout the header lacks (not loaded) */
  absent: string[];
  /** header names the source does not know */
  unknown: string[];
  /** the best-matching declared layout (by shared names) */
  layout: string;
  /** share of the source's known columns present */
  coverage: number;
}

export function matchHeader(source: SourceAdapter, header: readonly string[]): HeaderMatch {
  const names = new Set(header.map(cleanName));
  const known = new Set(Object.keys(source.columns));
  const unknown = [...names].filter((n) => n !== '' && !known.has(n));
  // the required columns of each layout (the source's, and the layout's own), missing from the header
  const missingOf = (l: (typeof source.layouts)[number]) => [...source.required, ...(l.required ?? []).filter((c) => !source.required.includes(c))].filter((c) => !names.has(c));
  const fewest = Math.min(...source.layouts.map((l) => missingOf(l).length));
  // among the layouts missing the fewest required columns, the one sharing the most names (the fewer columns, the better on a tie)
  let layout = source.layouts[0];
  let best = -Infinity;
  for (const l of source.layouts) {
    if (missingOf(l).length !== fewest) continue;
    const shared = l.columns.filter((c) => names.has(c)).length - l.columns.length * 0.001;
    if (shared > best) {
      best = shared;
      layout = l;
    }
  }
  const missing = missingOf(layout);
  const needed = new Set([...source.required, ...(layout.required ?? [])]);
  const absent = layout.columns.filter((c) => !names.has(c) && !needed.has(c));
  const present = [...known].filter((c) => names.has(c)).length;
  return { source, missing, absent, unknown, layout: layout.name, coverage: present / known.size };
}

/** The source a header belongs to, or an Error naming the closest one and what it misses. */
export function detect(sources: readonly SourceAdapter[], header: readonly string[], label: string): HeaderMatch {
  const matches = sources.map((s) => matchHeader(s, header));
  const fitting = matches.filter((m) => m.missing.length === 0).sort((a, b) => b.coverage - a.coverage);
  if (fitting.length) return fitting[0];
  throw new LayoutError(noLayoutMessage(matches, header, label));
}

/** The header must be of `source`; else an Error naming the missing columns (and what the file looks like instead). */
export function requireLayout(source: SourceAdapter, sources: readonly SourceAdapter[], header: readonly string[], label: string): HeaderMatch {
  const m = matchHeader(source, header);
  if (m.missing.length === 0) return m;
  const other = sources.filter((s) => s !== source).map((s) => matchHeader(s, header)).filter((x) => x.missing.length === 0).sort((a, b) => b.coverage - a.coverage)[0];
  const looks = other ? ` The header is that of ${other.source.name} (${other.source.title}): run \`npm run load -- ${other.source.name} ...\`.` : '';
  throw new LayoutError(`${label} is not a ${source.name} file: its header lacks ${listOf(m.missing)} (of the ${source.name} layout "${m.layout}").${looks}`);
}

function noLayoutMessage(matches: HeaderMatch[], header: readonly string[], label: string): string {
  const share = (m: HeaderMatch) => m.missing.length / Math.max(1, m.source.required.length + (m.source.layouts.find((l) => l.name === m.layout)?.required?.length ?? 0));
  const closest = [...matches].sort((a, b) => share(a) - share(b) || b.coverage - a.coverage)[0];
  const shown = header.slice(0, 6).map((h) => JSON.stringify(cleanName(h))).join(', ');
  return `${label} matches no known layout (its header starts ${shown}${header.length > 6 ? ', …' : ''}). The closest is ${closest.source.name} (${closest.source.title}), layout "${closest.layout}", which needs ${listOf(closest.missing)}.`;
}

const listOf = (cols: string[]) => (cols.length > 8 ? `${cols.slice(0, 8).map((c) => JSON.stringify(c)).join(', ')} and ${cols.length - 8} more columns` : `the column${cols.length > 1 ? 's' : ''} ${cols.map((c) => JSON.stringify(c)).join(', ')}`);
