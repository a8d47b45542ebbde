/**
 * The bench report: one table row per case and connection count (service
 * and hand-written side by side), the raw-SQL ceiling, the targets of issue 8
 * checked, and the section appended to bench/RESULTS.md (newest first).
 */
import fs from 'node:fs';
import type { Api, BenchCase, Target } from './cases.js';
import type { WrkResult } from './wrk.js';

export interface Measured {
  wrk: WrkResult;
  /** server CPU (user + system) per request, ms */
  cpuMsPerRequest: number;
  /** SQL statements (or transactions) per request */
  sqlPerRequest: number;
}

export interface CaseResult {
  case: BenchCase;
  connections: number;
  by: Record<Target, Measured>;
}

/**
 * Page N of the cursor walk against page 1, measured in alternation
 * (page 1, page N, page 1, …) so that drift in the machine's load falls on
 * both alike: the ratio of their requests/s over all rounds.
 */
export interface WalkPair {
  api: Api;
  connections: number;
  rounds: number;
  by: Record<Target, { first: number; last: number }>;
}

export function walkRatio(p: WalkPair, t: Target): number {
  return p.by[t].last / p.by[t].first;
}

export function walkTable(pairs: WalkPair[], page: number): string {
  return [
    `| API | conns | rounds | service page 1 req/s | page ${int(page)} req/s | ratio | hand-written page 1 req/s | page ${int(page)} req/s | ratio |`,
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...pairs.map(
      (p) =>
        `| ${p.api} | ${p.connections} | ${p.rounds} | ${int(p.by.service.first)} | ${int(p.by.service.last)} | ${fixed(walkRatio(p, 'service'))} ` +
        `| ${int(p.by.handwritten.first)} | ${int(p.by.handwritten.last)} | ${fixed(walkRatio(p, 'handwritten'))} |`,
    ),
  ].join('\n');
}

export interface Ceiling {
  concurrency: number;
  qps: number;
  p50Ms: number;
  p99Ms: number;
}

export interface Facts {
  date: string;
  commit: string;
  cpu: string;
  ram: string;
  node: string;
  postgres: string;
  wrk: string;
  /** 1-minute load averages when the timings began and ended (other work on the machine skews the numbers) */
  load: string;
  dataset: string;
  method: string;
}

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => (n < 10 ? n.toFixed(2) : n.toFixed(1));
const fixed = (n: number, d = 2) => (Number.isFinite(n) ? n.toFixed(d) : '–');

function errorsNote(m: Measured): string {
  const e = m.wrk.httpErrors + m.wrk.socketErrors;
  return e ? ` (${e} errors)` : '';
}

export function ratio(r: CaseResult): number {
  return r.by.service.wrk.rps / r.by.handwritten.wrk.rps;
}

/** The results table (markdown). */
export function resultsTable(results: CaseResult[]): string {
  const head =
    '| API | case | conns | service req/s | p50 ms | p99 ms | CPU ms/req | SQL/req | hand-written req/s | p50 ms | p99 ms | CPU ms/req | SQL/req | ratio |\n' +
    '|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|';
  const rows = results.map((r) => {
    const s = r.by.service;
    const h = r.by.handwritten;
    return (
      `| ${r.case.api} | ${r.case.title} | ${r.connections} ` +
      `| ${int(s.wrk.rps)}${errorsNote(s)} | ${ms(s.wrk.p50Ms)} | ${ms(s.wrk.p99Ms)} | ${fixed(s.cpuMsPerRequest)} | ${fixed(s.sqlPerRequest)} ` +
      `| ${int(h.wrk.rps)}${errorsNote(h)} | ${ms(h.wrk.p50Ms)} | ${ms(h.wrk.p99Ms)} | ${fixed(h.cpuMsPerRequest)} | ${fixed(h.sqlPerRequest)} ` +
      `| ${fixed(ratio(r))} |`
    );
  });
  return [head, ...rows].join('\n');
}

export function ceilingLine(c: Ceiling[]): string {
  return c.map((x) => `${int(x.qps)} queries/s at ${x.concurrency} concurrent (p50 ${ms(x.p50Ms)} ms, p99 ${ms(x.p99Ms)} ms)`).join('; ');
}

export interface TargetCheck {
  target: string;
  measured: string;
  pass: boolean;
}

/** The targets of issue 8, checked at the highest connection count. */
export function targetChecks(results: CaseResult[], walks: WalkPair[] = []): TargetCheck[] {
  const top = Math.max(...results.map((r) => r.connections));
  const at = results.filter((r) => r.connections === top);
  const find = (api: Api, id: string) => at.find((r) => r.case.api === api && r.case.id === id);
  const checks: TargetCheck[] = [];
  for (const r of at) {
    const api = r.case.api;
    const label = `${api} ${r.case.id}`;
    if (r.case.kind === 'list') {
      const min = api === 'REST' ? 0.6 : 0.4;
      checks.push({ target: `${label}: service/hand-written ≥ ${min} at ${top} conns`, measured: fixed(ratio(r)), pass: ratio(r) >= min });
      const cpu = api === 'REST' ? 1 : 1.5;
      const used = r.by.service.cpuMsPerRequest;
      checks.push({ target: `${label}: server CPU < ${cpu} ms/request`, measured: `${fixed(used)} ms`, pass: used < cpu });
    }
    if (r.case.kind === 'detail') {
      const min = api === 'REST' ? 0.5 : 0.35;
      checks.push({ target: `${label}: service/hand-written ≥ ${min} at ${top} conns`, measured: fixed(ratio(r)), pass: ratio(r) >= min });
    }
    const p99 = r.by.service.wrk.p99Ms;
    checks.push({ target: `${label}: service p99 < 15 ms at ${top} conns`, measured: `${ms(p99)} ms`, pass: p99 < 15 });
  }
  const keyed = find('REST', 'version-key');
  const anon = find('REST', 'version-anon');
  if (keyed && anon) {
    const v = keyed.by.service.wrk.rps / anon.by.service.wrk.rps;
    checks.push({ target: `REST version: keyed ≥ 0.8 × unauthenticated (service)`, measured: fixed(v), pass: v >= 0.8 });
  }
  for (const api of ['REST', 'GraphQL'] as const) {
    // the alternating rounds when they ran (the single runs above are minutes apart), else those runs
    const pair = walks.find((w) => w.api === api && w.connections === top);
    const first = find(api, 'walk-first');
    const last = find(api, 'walk-last');
    const v = pair ? walkRatio(pair, 'service') : first && last ? last.by.service.wrk.rps / first.by.service.wrk.rps : null;
    if (v !== null) {
      const how = pair ? `, ${pair.rounds} alternating rounds` : '';
      checks.push({ target: `${api} walk: last page within 10% of page 1 (service req/s${how})`, measured: fixed(v), pass: v >= 0.9 });
    }
  }
  return checks;
}

export function checksTable(checks: TargetCheck[]): string {
  return ['| target | measured | |', '|---|--:|---|', ...checks.map((c) => `| ${c.target} | ${c.measured} | ${c.pass ? 'pass' : '**FAIL**'} |`)].join('\n');
}

/** The section appended to RESULTS.md. */
export function section(f: Facts, results: CaseResult[], ceiling: Ceiling[], checks: TargetCheck[], walks: { pairs: WalkPair[]; page: number; seconds: number } | null = null): string {
  const failed = checks.filter((c) => !c.pass).length;
  return [
    `## ${f.date} — commit ${f.commit} (npm run bench: service vs hand-written, wrk)`,
    '',
    `Machine: ${f.cpu}, ${f.ram}, Node ${f.node}, ${f.postgres}, ${f.wrk}; ${f.load}.`,
    '',
    `Dataset: ${f.dataset}`,
    '',
    `Method: ${f.method}`,
    '',
    `Raw SQL ceiling (the default list's page statement through a pg pool of 10): ${ceilingLine(ceiling)}.`,
    '',
    resultsTable(results),
    '',
    ...(walks && walks.pairs.length
      ? [`Cursor walk, page ${int(walks.page)} against page 1 in alternating runs of ${walks.seconds} s (page 1, page ${int(walks.page)}, page 1, …; requests/s over all rounds):`, '', walkTable(walks.pairs, walks.page), '']
      : []),
    `Targets of issue 8 (${checks.length - failed} of ${checks.length} met):`,
    '',
    checksTable(checks),
    '',
  ].join('\n');
}

const HEADER = '# Benchmark results\n\nRecorded by `npm run bench` (see bench/README.md). Newest first.\n';

/** Insert a section at the top of the results file, under its header. */
export function recordSection(file: string, text: string): void {
  const old = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const at = old.search(/^## /m);
  const head = at >= 0 ? old.slice(0, at) : old.trim() ? `${old.trimEnd()}\n\n` : `${HEADER}\n`;
  const rest = at >= 0 ? old.slice(at) : '';
  fs.writeFileSync(file, `${head}${text}\n${rest}`);
}
