/**
 * Request generators of the "no 500 for any input" fuzz suite (issue 7),
 * shared by the in-CI property tests (test/fuzz/*.test.ts) and the long run
 * against a live server (scripts/fuzz.ts).
 *
 * Every generator is a fast-check arbitrary of a FuzzRequest: a plain,
 * serialisable HTTP request (method, percent-encoded path and query, headers,
 * body). They are built from the registry (every resource's spec and REST
 * routes) and the GraphQL schema, so a new resource is fuzzed without edits.
 *
 * Requests are assembled from small structured parts (a list of query
 * parameters, optional headers, path parameters, a selection list), so
 * fast-check shrinks a failing request towards a short, readable one: fewer
 * parameters, shorter values, the plain GET.
 */
import type { PlannedPrefix } from '../../src/engine/resource.js';
import fc from 'fast-check';
import { QUERY_TYPES } from '../../src/webhooks/events.js';
import { resources as resourceRegistry } from '../../src/resources/index.js';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import type { Registered, RestRoute } from '../../src/engine/graphql/register.js';
import type { FilterSpec } from '../../src/engine/filters/sql.js';
import type { FieldSpec } from '../../src/engine/resource.js';

// ───────────────────────────── request model ─────────────────────────────

export interface FuzzRequest {
  /** grouping label: 'GET /api/contracts/:key/', 'POST /graphql contracts', ... */
  route: string;
  surface: 'rest' | 'graphql' | 'other';
  method: string;
  /** path and query, percent-encoded (what goes on the request line) */
  path: string;
  headers: Record<string, string>;
  body?: string;
  /**
   * The normalised path is served by an implemented route (a registry route,
   * /graphql, /api/version, /api/validate/, /api/account/): a 501
   * not_implemented there is a violation. Elsewhere 501 is the documented
   * answer of a planned path.
   */
  implemented: boolean;
}

/** Compact one-line description (fast-check prints counterexamples with it). */
export function describeRequest(req: FuzzRequest, max = 600): string {
  const h = Object.entries(req.headers)
    .map(([k, v]) => `${k}: ${v}`)
    .join('; ');
  const s = `${req.method} ${req.path}${h ? ` [${h}]` : ''}${req.body !== undefined ? ` body=${JSON.stringify(req.body)}` : ''}`;
  return s.length > max ? `${s.slice(0, max)}… (${s.length} chars)` : s;
}

function finish(req: FuzzRequest): FuzzRequest {
  Object.defineProperty(req, fc.toStringMethod, { value: () => describeRequest(req), enumerable: false });
  return req;
}

/** Values discovered from the target (real keys, cursors) so requests also reach the database. */
export interface Samples {
  /** record keys of each resource, by resource name */
  keys: Record<string, string[]>;
  ueis: string[];
  idvKeys: string[];
  vehicleUuids: string[];
  piids: string[];
  naics: string[];
  psc: string[];
  /** real cursors (from `cursor`, `next` and `previous`), by the ordering they were made for */
  cursors: { ordering: string; cursor: string }[];
}

export const EMPTY_SAMPLES: Samples = { keys: {}, ueis: [], idvKeys: [], vehicleUuids: [], piids: [], naics: [], psc: [], cursors: [] };

export interface GeneratorOptions {
  /** API keys to send as X-API-KEY (besides anonymous requests), e.g. an enterprise and a free key */
  apiKeys: string[];
  samples?: Samples;
}

// ───────────────────────────── shared pieces ─────────────────────────────

/**
 * `arb` with probability `p`, else null (fc.option's `freq` is the inverse:
 * the chance of null). Shrinks towards null, i.e. towards leaving it out.
 */
function sometimes<T>(arb: fc.Arbitrary<T>, p: number): fc.Arbitrary<T | null> {
  const w = Math.round(p * 100);
  return fc.oneof({ weight: 100 - w, arbitrary: fc.constant(null) }, { weight: w, arbitrary: arb });
}

/** Pick from a non-empty list, or fall back. */
function from<T>(values: T[], fallback: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return values.length ? fc.constantFrom(...values) : fallback;
}

const identifier = fc.stringMatching(/^[a-z][a-z0-9_]{0,14}$/);
const printable = (max: number) => fc.stringMatching(new RegExp(`^[\\x20-\\x7e]{0,${max}}$`));

/** Names that are properties of every JS object: a params-as-object lookup trips over them. */
export const JS_BUILTINS = [
  'constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'prototype', 'isPrototypeOf',
  'propertyIsEnumerable', 'toLocaleString', '__defineGetter__', '__lookupGetter__', '__defineSetter__',
];

/** Strings that break naive code: SQL metacharacters, NUL, unicode, JSON-ish words. */
export const NUL_STRINGS = ['\0', 'a\0b', '\0\0\0', '%00\0'];

export const ADVERSARIAL_STRINGS = [
  '', ' ', '  ', '\t', '\n', "'", "''", '"', '\\', '\\\\', '%', '%%', '_', '__', '%_\\',
  "' OR '1'='1", "'; DROP TABLE award; --", '$1', '$?', '::text', '--', '/*', '*/', ';', '(', ')', '[]', '{}',
  'null', 'NULL', 'undefined', 'NaN', 'Infinity', '-Infinity', 'true', 'false', '0', '-0', '[object Object]',
  '|', '||', ' | ', 'OR', ' OR ', 'a OR', 'OR b', 'é', 'Ünïcödé', '\u00a0', '\ufeff', '\u202e', '\u2028', '😀', '𝔘𝔫𝔦',
  '中文', 'ﷺ', '\ud800', '\udfff', 'ǅ', 'İ', 'ß', '<script>alert(1)</script>', '${x}', '{{x}}', '../..', '%00', '%2F',
  ...JS_BUILTINS,
];

const longString = fc
  .tuple(fc.constantFrom('a', '%', "'", '9', '\\', 'é', ' ', '|', 'ab|', '😀'), fc.constantFrom(300, 4_000, 10_000))
  .map(([c, n]) => c.repeat(Math.ceil(n / c.length)).slice(0, n));

/** Any string, weighted towards the adversarial (NUL is rarer: the REST layer refuses it up front). */
export const anyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...ADVERSARIAL_STRINGS) },
  { weight: 1, arbitrary: fc.constantFrom(...NUL_STRINGS) },
  { weight: 3, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30, unit: 'grapheme' }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20, unit: 'binary' }) },
  { weight: 1, arbitrary: longString },
);

const INT_STRINGS = [
  '0', '1', '-1', '2', '25', '100', '101', '1900', '2021', '2100', '2147483647', '2147483648', '-2147483648', '-2147483649',
  '4294967296', '9007199254740991', '9007199254740993', '99999999999999999999', '999999999999999', '1e3', '1e400', '-1e400',
  '-0', '+1', '0x10', '0b1', '1.0', '1.5', ' 7 ', '07', '٣', '1_000', '1,000', 'abc', '', 'NaN', 'Infinity',
];
const intString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...INT_STRINGS) },
  { weight: 2, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String) },
);

const DATE_STRINGS = [
  '2024-01-01', '2024-02-29', '2023-02-29', '2024-02-30', '2024-04-31', '2024-13-01', '2024-00-10', '2024-01-00',
  ' 2024-01-01', '2024-01-01 ', '99999-01-01', '0000-01-01', '0001-01-01', '9999-12-31', '1969-12-31', '1900-01-01',
  '2024-1-1', '20240101', '2024/01/01', '2024-01-01T00:00:00Z', '-2024-01-01', '+002024-01-01', '2024-W01', 'today', '',
];
const dateString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...DATE_STRINGS) },
  { weight: 2, arbitrary: fc.date({ min: new Date('1000-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 0, max: 99999 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }))
      .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
  },
);

const DECIMAL_STRINGS = [
  '0', '1000000', '2500.50', '-0', '-1', '0.01', '.5', '5.', '1e400', '1e-400', '999999999999999', '999999999999999.999999',
  '9999999999999999', '0.0000001', '1,000', 'NaN', 'Infinity', '12.34.56', '١٢', '',
];
const decimalString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...DECIMAL_STRINGS) },
  { weight: 1, arbitrary: fc.double().map(String) },
  { weight: 1, arbitrary: intString },
);

const BOOL_STRINGS = ['true', 'false', 'TRUE', 'False', ' true ', '1', '0', 'yes', 'no', 'on', '', 'tru', 'null'];
const boolString = fc.constantFrom(...BOOL_STRINGS);

// ───────────────────────────── REST: shape ─────────────────────────────

const SHAPE_GARBAGE = [
  '', ' ', '*', '**', '()', '(', ')', ',', ',,', 'key,', ',key', 'key,,key', 'a(b', 'a)b', 'key(', 'key)', 'key()',
  'key[', 'key]', '[x=y]', 'key[a=]', 'key[=b]', 'key[a=b', 'key[a=b]', 'key[a=b,c=d](*)', 'key[a=*]', 'recipient[*](*)',
  'recipient(', 'recipient((uei))', 'recipient(uei', 'recipient)uei(', 'recipient(*,*)', 'recipient(uei,uei)', 'key,key',
  '1key', 'ke-y', 'key.uei', 'recipient.uei', 'recipient/uei', '__proto__', 'constructor', 'toString', 'hasOwnProperty',
  'recipient(__proto__)', 'recipient(constructor)', '__typename', 'key\0', 'ké', '😀', 'key\n,piid', '\t*',
];

const shapeCache = new WeakMap<object, Map<string, fc.Arbitrary<string>>>();

/**
 * A shape over the given fields: valid names drawn recursively, mixed with
 * unknown names, `*` and bracket parameters; `clean` keeps to valid shapes
 * (known names, `name(*)` and nested selections only).
 */
function shapeOver(fields: Record<string, FieldSpec>, depth: number, clean = false, root = true): fc.Arbitrary<string> {
  let byDepth = shapeCache.get(fields);
  if (!byDepth) shapeCache.set(fields, (byDepth = new Map()));
  const cacheKey = `${depth}|${clean}|${root}`;
  const cached = byDepth.get(cacheKey);
  if (cached) return cached;
  const names = Object.keys(fields);
  const nested = names.filter((n) => fields[n].kind !== 'leaf');
  const items: { weight: number; arbitrary: fc.Arbitrary<string> }[] = [{ weight: 8, arbitrary: fc.constantFrom(...names) }];
  if (!clean) items.push({ weight: 1, arbitrary: identifier }, { weight: 1, arbitrary: fc.constant('*') });
  else if (!root) items.push({ weight: 1, arbitrary: fc.constant('*') });
  if (nested.length) {
    items.push({ weight: 2, arbitrary: fc.constantFrom(...nested).map((n) => `${n}(*)`) });
    if (depth > 0) {
      const subs = nested.map((n) => shapeOver((fields[n] as { fields: Record<string, FieldSpec> }).fields, depth - 1, clean, false).map((s) => `${n}(${s})`));
      items.push({ weight: 4, arbitrary: fc.oneof(...subs) });
    }
    if (!clean) items.push({
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...nested), identifier, fc.stringMatching(/^[A-Za-z0-9_.:-]{1,8}$/), fc.constantFrom('*', 'uei', 'code'))
        .map(([n, k, v, c]) => `${n}[${k}=${v}](${c})`),
    });
  }
  const arb = fc
    .tuple(fc.array(fc.oneof(...items), { minLength: 1, maxLength: 6 }), fc.constantFrom(',', ',', ',', ', ', ' , '))
    .map(([parts, sep]) => parts.join(sep));
  byDepth.set(cacheKey, arb);
  return arb;
}

/** `shape` values: valid-ish shapes, garbage, huge nesting, mutations, long lists. */
export function shapeArb(fields: Record<string, FieldSpec>): fc.Arbitrary<string> {
  const valid = shapeOver(fields, 3);
  const names = Object.keys(fields);
  const nested = names.filter((n) => fields[n].kind !== 'leaf');
  const deepName = nested[0] ?? names[0];
  return fc.oneof(
    { weight: 8, arbitrary: valid },
    { weight: 2, arbitrary: fc.constantFrom(...SHAPE_GARBAGE) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.oneof(fc.integer({ min: 1, max: 3000 }), fc.constantFrom(9, 10, 100, 1000, 2000, 3000)), fc.constantFrom('balanced', 'open', 'close'))
        .map(([n, kind]) => `${deepName}(`.repeat(n) + 'x' + (kind === 'balanced' ? ')'.repeat(n) : kind === 'close' ? ')'.repeat(n + 1) : '')),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, fc.nat(), fc.constantFrom('(', ')', '[', ']', ',', '*', '=', ' ', '\0', '.', '-', '"', 'é'))
        .map(([s, at, c]) => s.slice(0, at % (s.length + 1)) + c + s.slice(at % (s.length + 1))),
    },
    { weight: 1, arbitrary: fc.constantFrom(500, 2_000, 5_000).map((n) => Array.from({ length: n }, (_, i) => names[i % names.length]).join(',')) },
    { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  );
}

// ───────────────────────────── REST: filters ─────────────────────────────

/** Plausible values of a filter, by its name (so some requests match rows). */
function samplesForFilter(name: string, s: Samples): string[] {
  const keys = s.keys.contracts ?? [];
  if (/uei/.test(name)) return s.ueis;
  if (/naics/.test(name)) return s.naics;
  if (/psc/.test(name)) return s.psc;
  if (/piid/.test(name)) return s.piids;
  if (name === 'key' || name === 'award_key') return keys;
  if (/agency/.test(name)) return ['9700', '097', '2100', '4732', '047', 'DOD', 'GSA', 'Department of Defense'];
  if (name === 'board') return ['cbca', 'asbca', 'CBCA'];
  if (name === 'set_aside') return ['SBA', '8A', 'NONE', 'SDVOSBC'];
  if (name === 'award_type') return ['A', 'B', 'C', 'D'];
  if (name === 'docket') return ['61234', 'ASBCA No. 61234', 'CBCA 7000', '7000-R'];
  if (name === 'search') return ['software', 'construction services', '"phrase search"', '-excluded', 'a OR b'];
  return [];
}

function listValueArb(elements: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 5, arbitrary: fc.tuple(fc.array(elements, { minLength: 1, maxLength: 5 }), fc.constantFrom('|', ' | ', ' OR ', '|', 'OR')).map(([v, sep]) => v.join(sep)) },
    { weight: 1, arbitrary: fc.constantFrom('|', '||', ' OR ', 'OR', 'a|', '|a', 'a||b', 'a OR OR b', 'a |  | b', ' | OR | ') },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(499, 500, 501, 600, 2000), fc.constantFrom('|', ' OR '), fc.constantFrom('n', 'x', '\0', "'"))
        .map(([n, sep, pre]) => Array.from({ length: n }, (_, i) => `${pre}${i}`).join(sep)),
    },
  );
}

/** A value of a filter, chosen by kind: valid values, boundaries, malformed and adversarial input. */
export function filterValueArb(name: string, spec: FilterSpec, s: Samples): fc.Arbitrary<string> {
  const plausible = samplesForFilter(name, s);
  const elements = plausible.length ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...plausible) }, { weight: 2, arbitrary: anyString }) : anyString;
  let byKind: fc.Arbitrary<string>;
  switch (spec.kind) {
    case 'text':
    case 'search':
      byKind = fc.oneof(elements, fc.constantFrom('"unterminated', '"a" "b"', '-', '!', '&', '<->', ':*', 'a & b', 'foo:*', '(a', 'a)', '\\:'));
      break;
    case 'list':
      byKind = listValueArb(elements);
      break;
    case 'date':
      byKind = dateString;
      break;
    case 'int':
      byKind = intString;
      break;
    case 'decimal':
      byKind = decimalString;
      break;
    case 'bool':
      byKind = boolString;
      break;
  }
  return fc.oneof({ weight: 4, arbitrary: byKind }, { weight: 1, arbitrary: anyString });
}

/**
 * A value the filter's parser accepts (a real calendar date, an integer in
 * range, an OR-list of non-empty values, ...), with adversarial content where
 * the kind allows it (text), so the request gets past validation and reaches
 * the query.
 */
export function cleanFilterValueArb(name: string, spec: FilterSpec, s: Samples): fc.Arbitrary<string> {
  const plausible = samplesForFilter(name, s);
  const word = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 .-]{1,12}$/);
  const token = plausible.length ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...plausible) }, { weight: 1, arbitrary: word }, { weight: 1, arbitrary: anyString }) : fc.oneof(word, anyString);
  switch (spec.kind) {
    case 'text':
    case 'search':
      return token;
    case 'list':
      return fc.array(token, { minLength: 1, maxLength: 3 }).map((v) => v.join('|'));
    case 'date':
      return fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    case 'int': {
      const min = spec.min ?? -1_000_000;
      const max = spec.max ?? 1_000_000;
      const arbs = [fc.constantFrom(String(min), String(max)), fc.integer({ min, max }).map(String)];
      // plausible years when the range holds some (an int filter such as a 1-5 rating holds none)
      const lo = Math.max(min, 2010);
      const hi = Math.min(max, 2030);
      if (lo <= hi) arbs.push(fc.integer({ min: lo, max: hi }).map(String));
      return fc.oneof(...arbs);
    }
    case 'decimal':
      return fc.oneof(fc.constantFrom('0', '-0', '999999999999999.999999', '-999999999999999', '0.000001'), fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }).map(String), fc.tuple(fc.nat(999_999_999), fc.nat(99)).map(([a, b]) => `${a}.${b}`));
    case 'bool':
      return fc.constantFrom('true', 'false', 'TRUE', ' false ');
  }
}

// ───────────────────────────── REST: control parameters ─────────────────────────────

function orderingArb(names: string[]): fc.Arbitrary<string> {
  const token = fc.oneof(
    { weight: 6, arbitrary: fc.tuple(fc.constantFrom(...names), fc.constantFrom('', '-', '', ' -', '--', '+', ' ')).map(([n, p]) => `${p}${n}`) },
    { weight: 1, arbitrary: fc.constantFrom('rank', '-rank', '', ' ', '-', 'key', 'uuid', 'id', '__proto__', 'constructor', 'toString', 'award_date;', "award_date'") },
    { weight: 1, arbitrary: identifier },
  );
  return fc.oneof(
    { weight: 6, arbitrary: fc.tuple(fc.array(token, { minLength: 1, maxLength: 4 }), fc.constantFrom(',', ', ', ' , ')).map(([t, sep]) => t.join(sep)) },
    { weight: 1, arbitrary: fc.constantFrom(',', ',,', `${names[0]},`, `,${names[0]}`, `${names[0]},${names[0]}`, `-${names[0]},${names[0]}`, ` ${names[0]} `) },
    { weight: 1, arbitrary: anyString },
  );
}

const LIMIT_STRINGS = ['0', '-1', '1', '25', '100', '101', '2147483647', '2147483648', '1e3', 'abc', '', '99999999999999999999', '1.5', ' 5', '0x1', '-0', '9007199254740993', '1e400'];
const pageNumber = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...LIMIT_STRINGS, '2', '3', '199', '200', '201', '10000') }, { weight: 1, arbitrary: intString });

const JOINERS = ['', '.', '_', '__', '::', '::::', '\0', '😀', '%', ' ', 'abcd', '|', '.'.repeat(4)];

// ───────────────────────────── REST: cursors ─────────────────────────────

/** A cursor is built at serialisation time, when the request's ordering is known. */
export type CursorRecipe =
  | { kind: 'raw'; text: string }
  | { kind: 'real'; index: number; tamper: 'none' | 'flip' | 'truncate' | 'append' | 'padding' | 'dot'; at: number }
  | { kind: 'edited'; index: number; slot: number; value: unknown; direction: unknown }
  | { kind: 'forged'; sameOrdering: boolean; ordering: string; values: unknown[]; arityDelta: number; direction: unknown; marker: unknown };

const cursorValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null, true, false, 0, -1, 1e308, -1e308, 2147483648, 9007199254740993, 1.5, '', ' ', '\0', 'a\0b', "'", '\\', '2024-02-30',
    '99999-01-01', '2024-01-01', '2024-01-01T00:00:00Z', 'not-a-date', 'NaN', 'Infinity', '1e400', 'x'.repeat(3000),
    '00000000-0000-0000-0000-000000000000', '123e4567-e89b-12d3-a456-426614174000', 'CONT_AWD_X', '😀', '\ud800',
  ),
  fc.string({ maxLength: 12 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

function cursorRecipeArb(realCount: number, orderingNames: string[]): fc.Arbitrary<CursorRecipe> {
  const recipes: { weight: number; arbitrary: fc.Arbitrary<CursorRecipe> }[] = [
    {
      weight: 1,
      arbitrary: fc
        .oneof(
          fc.constantFrom('', ' ', 'abc', '=', '====', 'e30', 'bnVsbA', 'W10', 'IiI', 'MQ', '\0', '%', 'eyJ'.repeat(800), 'a'.repeat(2001)),
          fc.base64String({ maxLength: 60 }).map((s) => s.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')),
          fc.jsonValue({ maxDepth: 3 }).map((v) => Buffer.from(JSON.stringify(v) ?? 'null', 'utf8').toString('base64url')),
          anyString,
        )
        .map((text) => ({ kind: 'raw' as const, text })),
    },
    {
      weight: 3,
      arbitrary: fc
        .record({
          sameOrdering: fc.boolean(),
          ordering: fc.oneof(fc.constantFrom(...orderingNames), fc.constantFrom('', 'rank', '-', '__proto__')),
          values: fc.array(cursorValue, { maxLength: 4 }),
          arityDelta: fc.constantFrom(0, 0, 0, 0, -1, 1),
          direction: fc.constantFrom('n', 'n', 'p', 'x', null, 1),
          marker: fc.constantFrom(1, 1, 1, 1, 0, '1', null),
        })
        .map((r) => ({ kind: 'forged' as const, ...r })),
    },
  ];
  if (realCount > 0) {
    recipes.push(
      {
        weight: 2,
        arbitrary: fc
          .record({ index: fc.nat(realCount - 1), tamper: fc.constantFrom('none', 'flip', 'truncate', 'append', 'padding', 'dot'), at: fc.nat() })
          .map((r) => ({ kind: 'real' as const, ...r })),
      },
      {
        weight: 2,
        arbitrary: fc
          .record({ index: fc.nat(realCount - 1), slot: fc.nat(3), value: cursorValue, direction: fc.constantFrom('keep', 'n', 'p', 'q') })
          .map((r) => ({ kind: 'edited' as const, ...r })),
      },
    );
  }
  return fc.oneof(...recipes);
}

function b64json(v: unknown): string {
  return Buffer.from(JSON.stringify(v) ?? 'null', 'utf8').toString('base64url');
}

/** The cursor text of a recipe, given the request's ordering (as the server canonicalises it). */
export function renderCursor(r: CursorRecipe, ordering: string | undefined, defaultOrdering: string, real: Samples['cursors']): string {
  const canonical = ordering === undefined || ordering.trim() === '' ? defaultOrdering : ordering.trim();
  const arity = canonical.split(',').length + 1;
  switch (r.kind) {
    case 'raw':
      return r.text;
    case 'forged': {
      const values = Array.from({ length: Math.max(0, arity + r.arityDelta) }, (_, i) => (r.values.length ? r.values[i % r.values.length] : null));
      return b64json({ o: r.sameOrdering ? canonical : r.ordering, v: values, d: r.direction, _: r.marker });
    }
    case 'real': {
      const c = real[r.index % real.length].cursor;
      const at = r.at % Math.max(1, c.length);
      switch (r.tamper) {
        case 'none':
          return c;
        case 'flip':
          return c.slice(0, at) + (c[at] === 'A' ? 'B' : 'A') + c.slice(at + 1);
        case 'truncate':
          return c.slice(0, at);
        case 'append':
          return c + 'AAAA';
        case 'padding':
          return c + '==';
        case 'dot':
          return c.slice(0, at) + '.' + c.slice(at);
      }
      return c;
    }
    case 'edited': {
      // a real cursor's payload with one value replaced; a signed cursor (`payload.signature`) keeps its
      // now stale signature, or (odd slots) loses it
      const c = real[r.index % real.length];
      const [payload, signature] = c.cursor.split('.');
      let decoded: Record<string, unknown>;
      try {
        decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        return c.cursor;
      }
      if (!decoded || typeof decoded !== 'object') return c.cursor;
      const v = Array.isArray(decoded.v) ? [...decoded.v] : [];
      if (v.length) v[r.slot % v.length] = r.value;
      // keep the cursor tied to this request's ordering, so it passes the ordering check and reaches the query
      const edited = b64json({ ...decoded, o: canonical, v, ...(r.direction === 'keep' ? {} : { d: r.direction }) });
      return signature !== undefined && r.slot % 2 === 0 ? `${edited}.${signature}` : edited;
    }
  }
}

// ───────────────────────────── REST: path parameters ─────────────────────────────

/** A path segment: `raw` segments go on the request line as they are (`..`, `%2F`, bad escapes). */
export interface PathValue {
  text: string;
  raw: boolean;
}

function pathValueArb(valid: string[]): fc.Arbitrary<PathValue> {
  const enc = (a: fc.Arbitrary<string>) => a.map((text) => ({ text, raw: false }));
  const validArb = from(valid, fc.constant('CONT_AWD_0001_9700_-NONE-_-NONE-'));
  return fc.oneof(
    { weight: 6, arbitrary: enc(validArb) },
    { weight: 2, arbitrary: enc(fc.tuple(validArb, fc.constantFrom('lower', 'upper', 'space', 'nul', 'suffix')).map(([v, how]) => (how === 'lower' ? v.toLowerCase() : how === 'upper' ? v.toUpperCase() : how === 'space' ? ` ${v} ` : how === 'nul' ? `${v}\0` : `${v}X`))) },
    { weight: 2, arbitrary: enc(fc.oneof(fc.uuid(), fc.uuid().map((u) => u.toUpperCase()), fc.stringMatching(/^[A-HJ-NP-Z1-9][A-HJ-NP-Z0-9]{11}$/), fc.constantFrom('00000000-0000-0000-0000-000000000000', '{123e4567-e89b-12d3-a456-426614174000}', '123e4567e89b12d3a456426614174000'))) },
    { weight: 3, arbitrary: enc(anyString) },
    { weight: 1, arbitrary: enc(fc.constantFrom('x'.repeat(5000), 'é'.repeat(2000), '\0'.repeat(100))) },
    { weight: 2, arbitrary: fc.constantFrom('..', '.', '%2e%2e', '%2E', '%2F', 'a%2Fb', '%5C', '%', '%zz', '%C0%AF', '%FF', '%E2%82', '%00', 'a%00b', '%25', '%u0041', ';', ';x=1', '..%2F..').map((text) => ({ text, raw: true })) },
  );
}

// ───────────────────────────── headers ─────────────────────────────

const API_VERSIONS = ['4.25.0', '4.25.1', '4.25.2', '4.25.3', ' 4.25.3 ', '4.25', '4.25.4', '9.9.9', 'latest', '', '4.25.3, 4.25.2', 'v4.25.3', 'x'.repeat(500), '\t'];
const REQUEST_IDS = ['abc', 'a'.repeat(64), 'a'.repeat(65), 'x'.repeat(5000), 'a b', '../../etc/passwd', 'id;drop', '"quoted"', '-', '.', ''];
const ACCEPTS = ['application/json', '*/*', 'text/html', 'text/csv', 'application/xml', 'application/graphql-response+json', '', 'garbage/;;;', 'application/json;q=0', 'text/*, */*;q=0.1'];
const GRAPHQL_ACCEPTS = ['application/json', 'application/graphql-response+json', 'application/graphql-response+json, application/json', '*/*', 'application/json;q=0.9, */*;q=0.1'];

/** Optional garbage headers (none on most requests); every key is optional so shrinking drops them. */
function headersArb(accepts: string[]): fc.Arbitrary<Record<string, string>> {
  const some = fc.record(
    {
      'x-api-version': fc.oneof({ weight: 4, arbitrary: fc.constantFrom('4.25.0', '4.25.1', '4.25.2', '4.25.3') }, { weight: 3, arbitrary: fc.constantFrom(...API_VERSIONS) }, { weight: 1, arbitrary: printable(40) }),
      'x-request-id': fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...REQUEST_IDS) }, { weight: 1, arbitrary: printable(80) }),
      accept: fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...accepts) }, { weight: 1, arbitrary: printable(40) }),
    },
    { requiredKeys: [] },
  ).map((h) => Object.fromEntries(Object.entries(h).filter(([, v]) => v !== undefined)) as Record<string, string>);
  return fc.oneof({ weight: 2, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: some });
}

const BAD_CREDENTIALS: Record<string, string>[] = [
  { 'x-api-key': 'pds_live_00000000000000000000000000000000' },
  { 'x-api-key': '' },
  { 'x-api-key': "' OR 1=1 --" },
  { 'x-api-key': 'x'.repeat(2000) },
  { authorization: 'Bearer ' },
  { authorization: 'Bearer nope' },
  { authorization: 'Basic Zm9vOmJhcg==' },
  { authorization: 'Token abc' },
  { authorization: 'Bearer ' + 'a'.repeat(5000) },
];

/** Anonymous, one of the given API keys, or a bad credential. */
function credentialsArb(apiKeys: string[]): fc.Arbitrary<Record<string, string>> {
  const options: { weight: number; arbitrary: fc.Arbitrary<Record<string, string>> }[] = [
    { weight: 3, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: fc.constantFrom(...BAD_CREDENTIALS) },
  ];
  if (apiKeys.length) options.push({ weight: 6, arbitrary: fc.constantFrom(...apiKeys).map((k) => ({ 'x-api-key': k })) });
  return fc.oneof(...options);
}

// ───────────────────────────── REST: one route ─────────────────────────────

type Param = { name: string; value: string | null } | { name: 'cursor'; cursor: CursorRecipe };

/** encodeURIComponent, with lone surrogates (not encodable in UTF-8) replaced by U+FFFD. */
function enc(s: string): string {
  return encodeURIComponent(s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));
}

/** Hono path pattern -> regexp over the normalised path (trailing slash optional). */
export function routeRegExp(path: string): RegExp {
  const body = path
    .replace(/\/$/, '')
    .split('/')
    .map((seg) => (seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}/?$`);
}

/** Paths served by implemented handlers (any method), besides the registry routes. */
const IMPLEMENTED_EXTRA = [/^\/graphql\/?$/, /^\/api\/version\/?$/, /^\/api\/validate\/?$/, /^\/api\/account(\/keys(\/[^/]+)?)?\/?$/, /^\/api\/webhooks\//];

export function isImplementedPath(pathname: string, registry: Registered[]): boolean {
  if (IMPLEMENTED_EXTRA.some((r) => r.test(pathname))) return true;
  return registry.some((reg) => reg.routes.some((route) => routeRegExp(route.path).test(pathname)));
}

function normalisedPathname(path: string): string {
  try {
    return new URL(path, 'http://fuzz.local').pathname;
  } catch {
    return path;
  }
}

/** Requests to one REST route of a resource. */
export function restRouteArb(reg: Registered, route: RestRoute, registry: Registered[], opts: GeneratorOptions): fc.Arbitrary<FuzzRequest> {
  const s = opts.samples ?? EMPTY_SAMPLES;
  const spec = reg.spec;
  const filterNames = Object.keys(spec.filters);
  const orderingNames = [...Object.keys(spec.ordering.fields), ...(spec.ordering.rank ? ['rank'] : [])];
  const realCursors = spec.pagination === 'cursor' ? s.cursors : [];

  const filterParam: fc.Arbitrary<Param> = filterNames.length
    ? fc.oneof(...filterNames.map((n) => filterValueArb(n, spec.filters[n], s).map((value): Param => ({ name: n, value }))))
    : fc.constant({ name: 'search', value: 'x' });
  const controlParam: fc.Arbitrary<Param> = fc.oneof(
    { weight: 5, arbitrary: shapeArb(spec.fields).map((value): Param => ({ name: 'shape', value })) },
    { weight: 3, arbitrary: orderingArb(orderingNames).map((value): Param => ({ name: 'ordering', value })) },
    { weight: 3, arbitrary: pageNumber.map((value): Param => ({ name: 'limit', value })) },
    { weight: spec.pagination === 'page' ? 3 : 1, arbitrary: pageNumber.map((value): Param => ({ name: 'page', value })) },
    { weight: spec.pagination === 'cursor' ? 4 : 1, arbitrary: cursorRecipeArb(realCursors.length, orderingNames).map((cursor): Param => ({ name: 'cursor', cursor })) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom('flat', 'flat_lists', 'show_shapes'), fc.oneof(boolString, anyString)).map(([name, value]): Param => ({ name, value })) },
    { weight: 1, arbitrary: fc.oneof(fc.constantFrom(...JOINERS), anyString).map((value): Param => ({ name: 'joiner', value })) },
    { weight: 1, arbitrary: fc.constantFrom('json', 'csv', 'xml', '', 'api').map((value): Param => ({ name: 'format', value })) },
  );
  const unknownParam: fc.Arbitrary<Param> = fc
    .tuple(
      fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...JS_BUILTINS) },
        { weight: 2, arbitrary: identifier },
        { weight: 1, arbitrary: fc.constantFrom('', ' ', 'shape[]', 'naics[]', 'a.b', '%', '\0', 'SHAPE', 'Limit', 'fiscalYear', 'orderBy', 'offset', 'q', 'filter', 'search[]') },
      ),
      fc.oneof(anyString, fc.constant(null)),
    )
    .map(([name, value]): Param => ({ name, value }));
  const param = fc.oneof({ weight: 5, arbitrary: filterParam }, { weight: 4, arbitrary: controlParam }, { weight: 2, arbitrary: unknownParam });

  // parameters the endpoint accepts, so the request reaches the query (and the forged cursors the database)
  const orderFields = Object.keys(spec.ordering.fields);
  const cleanOrdering = fc
    .tuple(fc.subarray(orderFields, { minLength: Math.min(1, orderFields.length), maxLength: Math.min(3, orderFields.length) }), fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }))
    .map(([names, desc]) => names.map((n, i) => `${desc[i] ? '-' : ''}${n}`).join(','));
  const cleanParam: fc.Arbitrary<Param> = fc.oneof(
    ...(filterNames.length ? [{ weight: 6, arbitrary: fc.oneof(...filterNames.map((n) => cleanFilterValueArb(n, spec.filters[n], s).map((value): Param => ({ name: n, value })))) }] : []),
    { weight: 3, arbitrary: shapeOver(spec.fields, 3, true).map((value): Param => ({ name: 'shape', value })) },
    ...(spec.orderingAllowed && Object.keys(spec.ordering.fields).length ? [{ weight: 2, arbitrary: cleanOrdering.map((value): Param => ({ name: 'ordering', value })) }] : []),
    { weight: 2, arbitrary: fc.integer({ min: 1, max: 100 }).map((n): Param => ({ name: 'limit', value: String(n) })) },
    ...(spec.pagination === 'page' ? [{ weight: 1, arbitrary: fc.integer({ min: 1, max: 5 }).map((n): Param => ({ name: 'page', value: String(n) })) }] : []),
    ...(spec.pagination === 'cursor' ? [{ weight: 3, arbitrary: cursorRecipeArb(realCursors.length, orderingNames).map((cursor): Param => ({ name: 'cursor', cursor })) }] : []),
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom('flat', 'flat_lists'), fc.constantFrom('true', 'false')).map(([name, value]): Param => ({ name, value })) },
    { weight: 1, arbitrary: fc.constantFrom('.', '_', '__', '::', '->').map((value): Param => ({ name: 'joiner', value })) },
  );
  // each name once (a repeated parameter is its own 400; `repeat` below adds one on purpose)
  const byName = { selector: (p: Param) => p.name };
  const params = fc.oneof(
    fc.uniqueArray(param, { maxLength: 6, ...byName }),
    fc
      .tuple(fc.uniqueArray(cleanParam, { maxLength: 4, ...byName }), sometimes(param, 0.3))
      .map(([clean, extra]) => (extra && !clean.some((p) => p.name === extra.name) ? [...clean, extra] : clean)),
  );

  const pathParams = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  // real values for the path parameter: the record keys (detail) or what the scope argument names
  const validFor = (): string[] => {
    if (route.kind === 'detail') return s.keys[spec.name] ?? [];
    const arg = route.scope?.arg ?? '';
    if (/uei/i.test(arg)) return s.ueis;
    if (/idv/i.test(arg)) return s.idvKeys;
    if (/vehicle/i.test(arg)) return s.vehicleUuids;
    if (/contract/i.test(arg)) return s.keys.contracts ?? [];
    return s.keys[spec.name] ?? [];
  };
  const paramsRecord = fc.record(Object.fromEntries(pathParams.map((p) => [p, pathValueArb(validFor())])) as Record<string, fc.Arbitrary<PathValue>>);

  return fc
    .record({
      method: fc.oneof({ weight: 30, arbitrary: fc.constant('GET') }, { weight: 1, arbitrary: fc.constantFrom('HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS') }),
      pathParams: paramsRecord,
      dropSlash: fc.constantFrom(false, false, false, true),
      params,
      repeat: sometimes(fc.tuple(fc.nat(), fc.oneof(anyString, fc.constant(null))), 0.08),
      headers: headersArb(ACCEPTS),
      credentials: credentialsArb(opts.apiKeys),
    })
    .map((r) => {
      const params: Param[] = [...r.params];
      // repeated parameter: the same name again with another value
      if (r.repeat && params.length) {
        const p = params[r.repeat[0] % params.length];
        params.push('cursor' in p ? p : { name: p.name, value: r.repeat[1] });
      }
      const orderingParam = params.find((p): p is { name: string; value: string | null } => p.name === 'ordering' && !('cursor' in p));
      let path = route.path.replace(/:(\w+)/g, (_m, p: string) => {
        const v = r.pathParams[p];
        return v.raw ? v.text : enc(v.text);
      });
      if (r.dropSlash) path = path.replace(/\/$/, '');
      const query = params
        .map((p) => {
          if ('cursor' in p) return `cursor=${enc(renderCursor(p.cursor, orderingParam?.value ?? undefined, spec.ordering.default, s.cursors))}`;
          return p.value === null ? enc(p.name) : `${enc(p.name)}=${enc(p.value)}`;
        })
        .join('&');
      const full = query ? `${path}?${query}` : path;
      const body = r.method === 'POST' || r.method === 'PUT' || r.method === 'PATCH' ? '{}' : undefined;
      return finish({
        route: `${r.method === 'GET' ? 'GET' : r.method} ${route.path}`,
        surface: 'rest',
        method: r.method,
        path: full,
        headers: { ...r.credentials, ...r.headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
        body,
        implemented: isImplementedPath(normalisedPathname(full), registry),
      });
    });
}

// ───────────────────────────── REST: other endpoints ─────────────────────────────

/** Alert bodies: real query types and filter names (every list's, so most are wrong for the type) with any values. */
const ALERT_FILTER_NAMES = [...new Set(QUERY_TYPES.flatMap((qt) => Object.keys(resourceRegistry.find((r) => r.name === qt.resource)?.filters ?? {})))];
const alertBody = fc
  .record(
    {
      name: fc.oneof(fc.constantFrom('watch', '', ' '), anyString),
      query_type: fc.oneof(fc.constantFrom(...QUERY_TYPES.map((qt) => qt.query_type), 'contracts', '__proto__'), anyString),
      filters: fc.oneof(
        fc.dictionary(fc.oneof(fc.constantFrom(...ALERT_FILTER_NAMES, ...JS_BUILTINS), anyString), fc.oneof(anyString, fc.jsonValue({ maxDepth: 2 }), fc.array(anyString, { maxLength: 4 })), { maxKeys: 4 }),
        fc.jsonValue({ maxDepth: 2 }),
      ),
      frequency: fc.oneof(fc.constantFrom('realtime', 'daily', 'custom', 'hourly'), anyString),
      cron_expression: fc.oneof(fc.constantFrom('0 8 * * 1', '* * * * *', '61 * * * *', '0 8 * *', 'L W # ?'), anyString),
      endpoint: fc.oneof(fc.uuid(), anyString),
      status: fc.constantFrom('active', 'paused', 'deleted'),
    },
    { requiredKeys: [] },
  )
  .map((o) => JSON.stringify(o));

const jsonBody = fc.oneof(
  { weight: 3, arbitrary: alertBody },
  {
    weight: 4,
    arbitrary: fc
      .record(
        {
          type: fc.oneof(fc.constantFrom('piid', 'solicitation', 'uei', 'PIID', '', 'constructor', '__proto__'), anyString, fc.jsonValue({ maxDepth: 2 })),
          value: fc.oneof(
            fc.constantFrom('N0001923C0001', 'W912DY-24-R-0001', 'E349ESS4T6H4', '  E349ESS4T6H4  ', '', ' '),
            anyString,
            fc.jsonValue({ maxDepth: 2 }),
          ),
          extra: fc.jsonValue({ maxDepth: 2 }),
        },
        { requiredKeys: [] },
      )
      .map((o) => JSON.stringify(o)),
  },
  { weight: 2, arbitrary: fc.json({ maxDepth: 3 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '', ' ', '{', '}', '{"type":', '[]', 'null', '"x"', '1e400', 'not json', '{"type":"uei","value":"\u0000"}', '{"__proto__":{"type":"uei"},"value":"X"}',
      '{"type":"uei","value":"' + 'A'.repeat(20000) + '"}', '[' .repeat(5000) + ']'.repeat(5000), '{"a":'.repeat(3000) + '1' + '}'.repeat(3000),
      '\uFEFF{"type":"uei","value":"E349ESS4T6H4"}', '{"type":"uei","value":"E349ESS4T6H4"} trailing',
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 50, unit: 'binary' }) },
);

const CONTENT_TYPES = ['application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', '', 'application/json; charset=latin1', 'garbage'];

/** The non-registry routes: version, validate, account, planned (501) paths, OPTIONS, unknown paths. */
export function otherRoutesArb(registry: Registered[], planned: PlannedPrefix[], opts: GeneratorOptions): fc.Arbitrary<FuzzRequest> {
  const common = fc.record({ headers: headersArb(ACCEPTS), credentials: credentialsArb(opts.apiKeys) });
  const segment = fc.oneof(fc.constantFrom('', 'x', '123', 'CONT_AWD_X', '00000000-0000-0000-0000-000000000000', '..', '%2F', '%00', 'a'.repeat(3000)), identifier);
  const mk = (route: string, method: string, path: string, headers: Record<string, string>, body?: string): FuzzRequest =>
    finish({ route, surface: 'other', method, path, headers, body, implemented: isImplementedPath(normalisedPathname(path), registry) });
  const query = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...JS_BUILTINS), identifier), anyString), { maxLength: 3 }).map((qs) => (qs.length ? '?' + qs.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&') : ''));
  // planned prefixes (501) and the webhook and alert paths, which are not registry resources
  const bases = [...planned.map((p) => p.prefix.replace(/\/+$/, '')), '/api/webhooks/alerts', '/api/webhooks/endpoints', '/api/webhooks/deliveries'];
  return fc.oneof(
    fc.tuple(fc.constantFrom('/api/version', '/api/version/'), query, fc.constantFrom('GET', 'GET', 'POST', 'OPTIONS'), common).map(([p, q, m, c]) =>
      mk(`${m} /api/version`, m, p + q, { ...c.credentials, ...c.headers }),
    ),
    fc.tuple(fc.constantFrom('/api/validate/', '/api/validate'), jsonBody, fc.constantFrom(...CONTENT_TYPES), fc.constantFrom('POST', 'POST', 'POST', 'POST', 'GET', 'PUT', 'DELETE', 'OPTIONS'), common).map(([p, body, ct, m, c]) => {
      const hasBody = m !== 'GET' && m !== 'OPTIONS';
      return mk(`${m} /api/validate/`, m, p, { ...c.credentials, ...c.headers, ...(hasBody && ct ? { 'content-type': ct } : {}) }, hasBody ? body : undefined);
    }),
    fc.tuple(fc.constantFrom('/api/account/', '/api/account'), query, fc.constantFrom('GET', 'GET', 'GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'), common).map(([p, q, m, c]) =>
      mk(`${m} /api/account/`, m, p + q, { ...c.credentials, ...c.headers }, m === 'POST' || m === 'PUT' ? '{}' : undefined),
    ),
    fc.tuple(fc.constantFrom(...bases), fc.array(segment, { maxLength: 3 }), fc.constantFrom('', '/'), fc.constantFrom('GET', 'GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS'), jsonBody, common).map(([base, segs, slash, m, body, c]) => {
      const p = base + (segs.length ? '/' + segs.map((x) => (/^%|^\.\.$/.test(x) ? x : enc(x))).join('/') : '') + slash;
      const hasBody = m === 'POST' || m === 'PATCH';
      return mk(`${m} ${base}/*`, m, p, { ...c.credentials, ...c.headers, ...(hasBody ? { 'content-type': 'application/json' } : {}) }, hasBody ? body : undefined);
    }),
    fc.tuple(fc.constantFrom('/graphql', '/api/', '/api/contracts/', '/api/version', '/', '/o/token/'), common).map(([p, c]) =>
      mk(`OPTIONS ${p}`, 'OPTIONS', p, { ...c.credentials, ...c.headers, origin: 'http://example.com', 'access-control-request-method': 'GET' }),
    ),
    fc.tuple(fc.array(segment, { minLength: 1, maxLength: 3 }), fc.constantFrom('GET', 'POST', 'DELETE'), common).map(([segs, m, c]) => {
      const p = '/api/' + segs.map((x) => (/^%|^\.\.$/.test(x) ? x : enc(x))).join('/') + '/';
      return mk(`${m} /api/* (unknown)`, m, p, { ...c.credentials, ...c.headers }, m === 'POST' ? '{}' : undefined);
    }),
  );
}

// ───────────────────────────── GraphQL ─────────────────────────────

const INT_LITERALS = ['0', '1', '-1', '25', '100', '101', '2147483647', '2147483648', '-2147483649', '99999999999999999999', '1e3', '1e400', '-0', '1.5', '0x10'];
const FLOAT_LITERALS = ['0.0', '1.5', '-1e308', '1e308', '1e400', '-0.0', '3', '2147483648'];

function gqlString(s: string): string {
  return JSON.stringify(s);
}

/** A GraphQL string literal: quoted (JSON escapes are GraphQL escapes) or a block string. */
const stringLiteral = fc.oneof(
  { weight: 6, arbitrary: anyString.map(gqlString) },
  { weight: 1, arbitrary: fc.constantFrom('"""block"""', '"""a\\"""b"""', '"\\u0000"', '"\\uD800"', '"\\u{1F600}"', '"\\x41"', '"unterminated', '""') },
);

/** A string literal that always lexes (adversarial content, valid syntax). */
const cleanStringLiteral = anyString.map(gqlString);

/** Deeply nested list or object literal: `[[[…"x"…]]]` or `{a: {a: …}}`. */
const depthArb = fc.oneof(fc.integer({ min: 1, max: 3000 }), fc.constantFrom(2, 10, 100, 500, 1000, 1500, 1800, 2000, 2200, 2400, 2500, 3000));
export const deepLiteral = fc
  .tuple(depthArb, fc.constantFrom('list', 'object', 'mixed'), fc.constantFrom('"x"', '1', 'null', '$v'))
  .map(([n, kind, leaf]) => {
    const lv = leaf === '$v' ? '"x"' : leaf;
    if (kind === 'list') return '['.repeat(n) + lv + ']'.repeat(n);
    if (kind === 'object') return '{a: '.repeat(n) + lv + '}'.repeat(n);
    return '[{a: '.repeat(Math.ceil(n / 2)) + lv + '}]'.repeat(Math.ceil(n / 2));
  });

/**
 * Two modes for documents. `wild`: anything goes (unknown arguments and
 * fields, wrong kinds, deep literals, bad directives): mostly validation
 * errors, which exercise parsing, validation and error formatting. `clean`:
 * documents that validate (known arguments of the right kind, known fields,
 * benign directives) but carry adversarial values (NUL, unicode, SQL
 * metacharacters, boundary integers), so they execute and reach the
 * resolvers and the database.
 */
type Mode = 'wild' | 'clean';

const literalCache = new Map<string, fc.Arbitrary<string>>();

const CLEAN_INT_LITERALS = ['0', '1', '-1', '2', '25', '100', '101', '2147483647', '-2147483648', '1900', '2024'];

/** A value literal for an input type: valid values, boundaries, wrong kinds, random objects. */
function literalArb(type: GraphQLInputType, depth: number, mode: Mode): fc.Arbitrary<string> {
  const key = `${String(type)}|${depth}|${mode}`;
  const cached = literalCache.get(key);
  if (cached) return cached;
  const wild = mode === 'wild';
  let arb: fc.Arbitrary<string>;
  if (isNonNullType(type)) {
    const inner = literalArb(type.ofType, depth, mode);
    arb = wild ? fc.oneof({ weight: 12, arbitrary: inner }, { weight: 1, arbitrary: fc.constant('null') }) : inner;
  } else if (isListType(type)) {
    const inner = literalArb(type.ofType, depth - 1, mode);
    arb = fc.oneof(fc.array(inner, { maxLength: 4 }).map((xs) => `[${xs.join(', ')}]`), inner);
  } else {
    const wrongKind = fc.oneof(fc.constantFrom('null', 'true', 'ENUM_VALUE', '[]', '{}', '$undeclared', '1', '"s"'), deepLiteral);
    const named = type as GraphQLNamedType;
    let right: fc.Arbitrary<string>;
    if (isInputObjectType(named)) {
      const fields = Object.values(named.getFields());
      const value = (f: (typeof fields)[number]) => (depth > 0 ? literalArb(f.type, depth - 1, mode) : wild ? stringLiteral : cleanStringLiteral);
      if (wild) {
        const known = fields.length ? fc.oneof(...fields.map((f) => value(f).map((v) => `${f.name}: ${v}`))) : fc.constant('');
        const unknown = fc.tuple(fc.oneof(identifier, fc.constantFrom(...JS_BUILTINS)), fc.oneof(stringLiteral, deepLiteral)).map(([k, v]) => `${k}: ${v}`);
        right = fc.array(fc.oneof({ weight: 6, arbitrary: known }, { weight: 1, arbitrary: unknown }), { maxLength: 5 }).map((xs) => `{${xs.filter(Boolean).join(', ')}}`);
      } else {
        // each known field at most once (a repeated input field does not validate)
        right = fc
          .tuple(fc.subarray(fields.map((f) => f.name), { maxLength: Math.min(4, fields.length) }), fc.tuple(...fields.map((f) => value(f))))
          .map(([names, values]) => `{${names.map((n) => `${n}: ${values[fields.findIndex((f) => f.name === n)]}`).join(', ')}}`);
      }
    } else if (isEnumType(named)) {
      const values = fc.constantFrom(...named.getValues().map((v) => v.name));
      right = wild ? fc.oneof(values, identifier.map((s) => s.toUpperCase())) : values;
    } else if (isScalarType(named) && (named.name === 'Int' || named.name === 'Float')) {
      right = wild
        ? fc.oneof(fc.constantFrom(...(named.name === 'Int' ? INT_LITERALS : FLOAT_LITERALS)), fc.integer().map(String), fc.double({ noNaN: true, noDefaultInfinity: true }).map((d) => (Number.isInteger(d) ? `${d}.0` : String(d))))
        : fc.oneof(fc.constantFrom(...CLEAN_INT_LITERALS), fc.integer().map(String));
    } else if (isScalarType(named) && named.name === 'Boolean') {
      right = fc.constantFrom('true', 'false');
    } else {
      right = wild ? stringLiteral : cleanStringLiteral;
    }
    arb = wild ? fc.oneof({ weight: 8, arbitrary: right }, { weight: 1, arbitrary: wrongKind }) : right;
  }
  literalCache.set(key, arb);
  return arb;
}

/** A JSON value for a variable of the given type: the right kind usually, the wrong kind sometimes (wild). */
function variableValueArb(type: GraphQLInputType, depth: number, mode: Mode): fc.Arbitrary<unknown> {
  const wild = mode === 'wild';
  if (isNonNullType(type)) return variableValueArb(type.ofType, depth, mode);
  if (isListType(type)) return fc.oneof(fc.array(variableValueArb(type.ofType, depth - 1, mode), { maxLength: 3 }), variableValueArb(type.ofType, depth - 1, mode));
  const named = type as GraphQLNamedType;
  const wrong = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom(null, 2147483648, 1e308, -0, '', [], {}));
  let right: fc.Arbitrary<unknown>;
  if (isInputObjectType(named) && depth > 0) {
    const fields = Object.values(named.getFields());
    right = fc
      .tuple(
        fc.array(fc.oneof(...fields.map((f) => variableValueArb(f.type, depth - 1, mode).map((v) => [f.name, v] as const))), { maxLength: 4 }),
        wild ? sometimes(fc.tuple(fc.oneof(identifier, fc.constantFrom(...JS_BUILTINS)), fc.jsonValue({ maxDepth: 1 })), 0.25) : fc.constant(null),
      )
      .map(([kv, extra]) => {
        const o: Record<string, unknown> = {};
        for (const [k, v] of kv) o[k] = v;
        if (extra) Object.defineProperty(o, extra[0], { value: extra[1], enumerable: true, writable: true, configurable: true });
        return o;
      });
  } else if (isEnumType(named)) {
    right = fc.constantFrom(...named.getValues().map((v) => v.name));
  } else if (isScalarType(named) && named.name === 'Int') {
    right = wild ? fc.oneof(fc.integer(), fc.constantFrom(2147483648, -2147483649, 1.5, 1e21, Number.MAX_SAFE_INTEGER + 2)) : fc.oneof(fc.integer(), fc.constantFrom(0, -1, 1, 100, 101, 2147483647));
  } else if (isScalarType(named) && named.name === 'Float') {
    right = fc.double({ noNaN: true, noDefaultInfinity: true });
  } else if (isScalarType(named) && named.name === 'Boolean') {
    right = fc.boolean();
  } else {
    right = anyString;
  }
  return wild ? fc.oneof({ weight: 6, arbitrary: right }, { weight: 1, arbitrary: wrong }) : right;
}

const selCache = new Map<string, fc.Arbitrary<string>>();

function isComposite(t: GraphQLNamedType): boolean {
  return isObjectType(t) || isInterfaceType(t) || isUnionType(t);
}

const WILD_DIRECTIVES = ['', '', '', '', '', ' @include(if: $inc)', ' @skip(if: $skp)', ' @include(if: true)', ' @skip(if: false)', ' @skip(if: true)', ' @include(if: "yes")', ' @deprecated', ' @unknown', ' @include', ' @include(if: $undeclared)'];
const CLEAN_DIRECTIVES = ['', '', '', '', '', '', ' @include(if: $inc)', ' @skip(if: $skp)', ' @include(if: true)', ' @skip(if: false)', ' @skip(if: true)'];
const directiveArb = (mode: Mode) => fc.constantFrom(...(mode === 'wild' ? WILD_DIRECTIVES : CLEAN_DIRECTIVES));

/** A selection set `{ … }` over an output type: random fields, aliases, inline fragments, directives. */
function selectionSetArb(type: GraphQLNamedType, depth: number, mode: Mode): fc.Arbitrary<string> {
  const key = `${type.name}|${depth}|${mode}`;
  const cached = selCache.get(key);
  if (cached) return cached;
  const items: { weight: number; arbitrary: fc.Arbitrary<string> }[] = [
    { weight: 1, arbitrary: mode === 'wild' ? fc.constantFrom('__typename', 'nope', '__schema { queryType { name } }', '__type(name: "Query") { name }') : fc.constant('__typename') },
  ];
  if (isObjectType(type) || isInterfaceType(type)) {
    const fields = Object.values(type.getFields());
    items.push({ weight: 10, arbitrary: fc.oneof(...fields.map((f) => fieldSelectionArb(f, depth, mode))) });
    if (depth > 0) {
      items.push({
        weight: 1,
        arbitrary: fc.oneof(...fields.map((f) => fieldSelectionArb(f, depth - 1, mode))).map((s) => `... on ${type.name} { ${s} }`),
      });
    }
  }
  // clean: aliases are unique per selection set, so two selections never conflict
  const arb = fc.array(fc.oneof(...items), { minLength: 1, maxLength: 5 }).map((xs) => `{ ${(mode === 'clean' ? xs.map((x, i) => (x.startsWith('...') ? x : `s${i}: ${x}`)) : xs).join(' ')} }`);
  selCache.set(key, arb);
  return arb;
}

/** One field in a selection: optional alias, arguments, directive and sub-selection. */
function fieldSelectionArb(field: GraphQLField<unknown, unknown>, depth: number, mode: Mode): fc.Arbitrary<string> {
  const wild = mode === 'wild';
  const named = getNamedType(field.type as GraphQLOutputType);
  const sub: fc.Arbitrary<string> = isComposite(named)
    ? depth > 0
      ? wild
        ? fc.oneof({ weight: 8, arbitrary: selectionSetArb(named, depth - 1, mode) }, { weight: 1, arbitrary: fc.constantFrom('', '{ }', '{ nope }') })
        : selectionSetArb(named, depth - 1, mode)
      : fc.constant('{ __typename }')
    : wild
      ? fc.oneof({ weight: 12, arbitrary: fc.constant('') }, { weight: 1, arbitrary: fc.constant('{ x }') })
      : fc.constant('');
  return fc
    .record({
      alias: wild ? sometimes(fc.oneof(identifier, fc.constantFrom('a1', '__typename', 'results')), 0.2) : fc.constant(null),
      args: argumentsArb(field.args, 2, mode),
      directive: directiveArb(mode),
      sub,
    })
    .map((r) => `${r.alias ? `${r.alias}: ` : ''}${field.name}${r.args}${r.directive} ${r.sub}`.trim());
}

/** `(a: lit, b: lit)`: each argument present or not (required ones usually present), plus unknown ones (wild). */
function argumentsArb(args: readonly GraphQLArgument[], depth: number, mode: Mode): fc.Arbitrary<string> {
  const wild = mode === 'wild';
  const parts = args.map((a) => {
    const present = literalArb(a.type, depth, mode).map((v) => `${a.name}: ${v}`);
    if (!wild && isNonNullType(a.type)) return present;
    return fc.option(present, { freq: isNonNullType(a.type) ? 12 : 2, nil: '' });
  });
  const unknown = wild
    ? sometimes(fc.tuple(fc.oneof(identifier, fc.constantFrom(...JS_BUILTINS)), fc.oneof(stringLiteral, deepLiteral)).map(([k, v]) => `${k}: ${v}`), 0.15).map((u) => u ?? '')
    : fc.constant('');
  return fc.tuple(fc.tuple(...parts), unknown).map(([ps, u]) => {
    const all = [...ps, u].filter(Boolean);
    return all.length ? `(${all.join(', ')})` : '';
  });
}

/** A GraphQL operation the transport layer sends. */
export interface GraphQLOperation {
  /** which root field (for grouping) */
  field: string;
  query: string;
  variables?: unknown;
  operationName?: string;
  extensions?: unknown;
}

/** Documents around one root Query field: arguments as literals or variables, random selection, fragments. */
export function rootFieldOperationArb(schema: GraphQLSchema, fieldName: string, mode: Mode = 'wild'): fc.Arbitrary<GraphQLOperation> {
  const wild = mode === 'wild';
  const query = schema.getQueryType()!;
  const field = query.getFields()[fieldName];
  const named = getNamedType(field.type);
  // arguments passed through variables (instead of literals): declared with the right (or, wild, a wrong) type
  const varArgs = field.args.map((a, i) =>
    sometimes(
      fc
        .record({
          declared: wild
            ? fc.oneof({ weight: 6, arbitrary: fc.constant(String(a.type)) }, { weight: 1, arbitrary: fc.constantFrom('String', 'Int', 'Boolean', '[String]', 'String!', 'Nope', `${String(a.type).replace(/!$/, '')}`) })
            : fc.constant(String(a.type)),
          value: wild ? fc.oneof({ weight: 8, arbitrary: variableValueArb(a.type, 3, mode) }, { weight: 1, arbitrary: fc.constant(undefined) }) : variableValueArb(a.type, 3, mode),
        })
        .map((r) => ({ arg: a.name, name: `v${i}`, ...r })),
      0.3,
    ),
  );
  return fc
    .record({
      literalArgs: fc.tuple(...field.args.map((a) => (wild || !isNonNullType(a.type) ? fc.option(literalArb(a.type, 3, mode), { freq: isNonNullType(a.type) ? 12 : 2 }) : literalArb(a.type, 3, mode)))),
      unknownArg: wild ? sometimes(fc.tuple(fc.oneof(identifier, fc.constantFrom(...JS_BUILTINS)), fc.oneof(stringLiteral, deepLiteral)).map(([k, v]) => `${k}: ${v}`), 0.2) : fc.constant(null),
      varArgs: fc.tuple(...varArgs),
      selection: isComposite(named) ? selectionSetArb(named, 4, mode) : fc.constant(''),
      fragment: isComposite(named) ? sometimes(selectionSetArb(named, 2, mode), 0.25) : fc.constant(null),
      alias: sometimes(identifier, 0.25),
      directive: directiveArb(mode),
      inc: wild ? fc.option(fc.oneof(fc.boolean(), fc.constantFrom('true', 1, null, [] as unknown)), { freq: 2 }) : fc.boolean(),
      skp: wild ? fc.option(fc.oneof(fc.boolean(), fc.constantFrom('false', 0, null)), { freq: 2 }) : fc.option(fc.boolean(), { freq: 2 }),
      extraVars: wild ? sometimes(fc.dictionary(fc.oneof(identifier, fc.constantFrom(...JS_BUILTINS)), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }), 0.2) : fc.constant(null),
      opName: sometimes(fc.oneof(fc.constantFrom('Q', 'Other'), identifier), 0.3),
      anonymous: fc.boolean(),
    })
    .map((r) => {
      const decl: string[] = [];
      const variables: Record<string, unknown> = {};
      const args: string[] = [];
      field.args.forEach((a, i) => {
        const v = r.varArgs[i];
        if (v) {
          decl.push(`$${v.name}: ${v.declared}`);
          args.push(`${a.name}: $${v.name}`);
          if (v.value !== undefined) variables[v.name] = v.value;
          // wild: sometimes the same argument again as a literal (a validation error of its own)
          if (wild && r.literalArgs[i] !== null && i % 2 === 0) args.push(`${a.name}: ${r.literalArgs[i]}`);
        } else if (r.literalArgs[i] !== null) args.push(`${a.name}: ${r.literalArgs[i]}`);
      });
      if (r.unknownArg) args.push(r.unknownArg);
      const literal = args.length ? `(${args.join(', ')})` : '';
      const used = r.selection + r.directive + (r.fragment ?? '');
      if (/\$inc\b/.test(used)) decl.push('$inc: Boolean!');
      if (/\$skp\b/.test(used)) decl.push('$skp: Boolean = false');
      if (r.inc !== null && (wild || /\$inc\b/.test(used))) variables.inc = r.inc;
      if (r.skp !== null && (wild || /\$skp\b/.test(used))) variables.skp = r.skp;
      if (r.extraVars) Object.assign(variables, r.extraVars);
      const spread = r.fragment ? (r.selection ? r.selection.replace(/^\{ /, '{ ...F ') : '{ ...F }') : r.selection;
      const body = `${r.alias ? `${r.alias}: ` : ''}${fieldName}${literal}${r.directive} ${spread}`.trim();
      const head = r.anonymous && !decl.length ? '' : `query${r.opName ? ` ${r.opName}` : ''}${decl.length ? `(${decl.join(', ')})` : ''} `;
      const frag = r.fragment ? `\nfragment F on ${named.name} ${r.fragment}` : '';
      return {
        field: `${fieldName}${wild ? '' : ' (clean)'}`,
        query: `${head}{ ${body} }${frag}`,
        variables: Object.keys(variables).length ? variables : undefined,
        operationName: r.anonymous && !decl.length ? undefined : (r.opName ?? undefined),
      };
    });
}

const GARBAGE_TOKENS = ['{', '}', '(', ')', '[', ']', ':', '$', '@', '...', '!', '=', '|', '&', '"', '"""', '#', '\n', 'query', 'mutation', 'subscription', 'fragment', 'on', 'contracts', 'version', 'results', '1', '"x"', 'null', 'true', '$v', 'String'];

/** Documents that are not about one field: garbage, token soup, over-long, limits, odd operations. */
export const garbageOperationArb: fc.Arbitrary<GraphQLOperation> = fc
  .oneof(
    { weight: 2, arbitrary: fc.string({ maxLength: 200, unit: 'grapheme-ascii' }) },
    { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
    { weight: 3, arbitrary: fc.array(fc.constantFrom(...GARBAGE_TOKENS), { maxLength: 60 }).map((t) => t.join(' ')) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '', ' ', '{', '}', '{}', '{ }', 'query', 'query {', 'mutation { x }', 'subscription { version { apiVersion } }', '{ __typename }',
        '{ version }', 'query A { version { apiVersion } } query A { version { apiVersion } }', 'query A { __typename } query B { __typename }',
        '{ contracts { count } } { contracts { count } }', 'fragment F on Query { ...F } { ...F }', 'fragment F on Query { __typename }',
        '{ ...on Query { __typename } }', '{ contracts(limit: 0) { count } }', '{ contracts(limit: 100) { results { transactions { obligated } subawardsSummary { count } } } }',
        '{ __schema { types { name fields { name args { name type { name ofType { name ofType { name ofType { name } } } } } } } } }',
        '{ contracts(filter: {naics: ["1", "2"]}) { count } }', '{ contracts(filter: {naics: null}) { count } }', '{ contracts(filter: null) { count } }',
        '{ contract(key: null) { key } }', '{ contract { key } }', '{ contract(key: "\\u0000") { key } }', '{ subaward(key: "\\u0000") { key } }',
        '{ contractAppeal(uuid: "\\u0000") { uuid } }', '{ vehicleOrders(vehicleUuid: "\\u0000") { count } }', '{ naics(code: "\\u0000") { code } }',
        '{ validateIdentifier(type: "uei", value: "\\u0000") { result } }', '# only a comment', '\uFEFF{ __typename }', '{ __typename @include(if: $x) }',
      ),
    },
    { weight: 1, arbitrary: fc.constantFrom(4_999, 5_001, 20_000).map((n) => `{ ${'__typename '.repeat(n)}}`) },
    { weight: 1, arbitrary: fc.constantFrom(30, 31, 100).map((n) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: __typename`).join(' ')} }`) },
    { weight: 1, arbitrary: fc.constantFrom(20, 21, 200).map((n) => `{ __typename${' @skip(if: false)'.repeat(n)} }`) },
    { weight: 1, arbitrary: fc.constantFrom(100_000, 1_000_000).map((n) => `{ contract(key: "${'k'.repeat(n)}") { key } }`) },
    { weight: 1, arbitrary: depthArb.map((n) => `{ ${'... on Query { '.repeat(n)}__typename${' }'.repeat(n)} }`) },
    { weight: 1, arbitrary: depthArb.map((n) => `{ contracts { results { ${'recipient { '.repeat(Math.min(n, 50))}uei${' }'.repeat(Math.min(n, 50))} } } }`) },
    { weight: 3, arbitrary: deepLiteral.map((lit) => `{ contracts(filter: {naics: ${lit}}) { count } }`) },
    { weight: 1, arbitrary: deepLiteral.map((lit) => `{ contract(key: ${lit}) { key } }`) },
    { weight: 1, arbitrary: depthArb.map((n) => `query Q($v: [String]) { contracts(filter: {naics: ${'['.repeat(n)}$v${']'.repeat(n)}}) { count } }`) },
  )
  .map((query) => ({ field: '(document)', query }));

/** Variables or extensions as JSON text, including malformed and deeply nested JSON. */
const rawJsonParam = fc.oneof(
  { weight: 3, arbitrary: fc.json({ maxDepth: 3 }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom('', ' ', '{', '}', '{"a":', 'null', '[]', '"x"', '1', '1e400', 'true', 'undefined', 'NaN', '{a:1}', "{'a':1}", '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{}}}', '%', '\0', '{"v0":"\u0000"}', '{}'),
  },
  { weight: 1, arbitrary: depthArb.map((n) => '['.repeat(n * 4) + ']'.repeat(n * 4)) },
  { weight: 1, arbitrary: depthArb.map((n) => '{"a":'.repeat(n * 2) + '1' + '}'.repeat(n * 2)) },
);

/** Put an operation on the wire: POST JSON (usually), GET query string, or a malformed body. */
function transportArb(op: fc.Arbitrary<GraphQLOperation>, opts: GeneratorOptions): fc.Arbitrary<FuzzRequest> {
  const base = fc.record({ op, credentials: credentialsArb(opts.apiKeys), headers: headersArb(GRAPHQL_ACCEPTS) });
  const label = (m: string, o: GraphQLOperation) => `${m} /graphql ${o.field}`;
  const mk = (route: string, method: string, path: string, headers: Record<string, string>, body?: string): FuzzRequest =>
    finish({ route, surface: 'graphql', method, path, headers, body, implemented: true });
  return fc.oneof(
    {
      weight: 8,
      arbitrary: fc
        .tuple(base, sometimes(fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant({ persistedQuery: { version: 1, sha256Hash: 'x' } })), 0.1))
        .map(([b, ext]) =>
          mk(label('POST', b.op), 'POST', '/graphql', { ...b.credentials, 'content-type': 'application/json', ...b.headers }, JSON.stringify({ query: b.op.query, variables: b.op.variables, operationName: b.op.operationName, ...(ext !== null ? { extensions: ext } : {}) })),
        ),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(base, sometimes(rawJsonParam, 0.3), sometimes(rawJsonParam, 0.25))
        .map(([b, badVars, badExt]) => {
          const qs = [`query=${enc(b.op.query)}`];
          const vars = badVars ?? (b.op.variables !== undefined ? JSON.stringify(b.op.variables) : null);
          if (vars !== null) qs.push(`variables=${enc(vars)}`);
          if (b.op.operationName) qs.push(`operationName=${enc(b.op.operationName)}`);
          if (badExt !== null) qs.push(`extensions=${enc(badExt)}`);
          return mk(label('GET', b.op), 'GET', `/graphql?${qs.join('&')}`, { ...b.credentials, ...b.headers });
        }),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          base,
          fc.constantFrom('json-vars', 'json-query-number', 'array', 'raw-graphql', 'text', 'form', 'empty', 'broken', 'huge-vars'),
          rawJsonParam,
          fc.constantFrom(...CONTENT_TYPES, 'application/graphql', 'application/graphql+json'),
        )
        .map(([b, how, raw, ct]) => {
          let body: string;
          switch (how) {
            case 'json-vars':
              body = `{"query":${JSON.stringify(b.op.query)},"variables":${raw}}`;
              break;
            case 'json-query-number':
              body = JSON.stringify({ query: 5, variables: 'x', operationName: 7, extensions: [] });
              break;
            case 'array':
              body = JSON.stringify([{ query: b.op.query }, { query: b.op.query }]);
              break;
            case 'raw-graphql':
              body = b.op.query;
              break;
            case 'form':
              body = `query=${enc(b.op.query)}&variables=${enc(raw)}`;
              break;
            case 'empty':
              body = '';
              break;
            case 'broken':
              body = raw;
              break;
            case 'huge-vars':
              body = JSON.stringify({ query: b.op.query, variables: { v0: 'x'.repeat(200_000) } });
              break;
            default:
              body = b.op.query;
          }
          return mk(label('POST', b.op) + ` [${how}]`, 'POST', '/graphql', { ...b.credentials, ...(ct ? { 'content-type': ct } : {}), ...b.headers }, body);
        }),
    },
  );
}

/** Requests for one root Query field (wild and clean documents, half each), over every transport. */
export function graphqlFieldArb(schema: GraphQLSchema, fieldName: string, opts: GeneratorOptions): fc.Arbitrary<FuzzRequest> {
  return transportArb(fc.oneof(rootFieldOperationArb(schema, fieldName, 'wild'), rootFieldOperationArb(schema, fieldName, 'clean')), opts);
}

/** Garbage, over-long and limit-testing documents, over every transport. */
export function graphqlGarbageArb(opts: GeneratorOptions): fc.Arbitrary<FuzzRequest> {
  return transportArb(garbageOperationArb, opts);
}

export function rootQueryFields(schema: GraphQLSchema): string[] {
  return Object.keys(schema.getQueryType()!.getFields()).sort();
}

/** Any GraphQL request: every root field or garbage. */
export function graphqlArb(schema: GraphQLSchema, opts: GeneratorOptions): fc.Arbitrary<FuzzRequest> {
  return fc.oneof({ weight: 4, arbitrary: fc.oneof(...rootQueryFields(schema).map((f) => graphqlFieldArb(schema, f, opts))) }, { weight: 1, arbitrary: graphqlGarbageArb(opts) });
}

/** Any REST request: every route of every resource, and the other endpoints. */
export function restArb(registry: Registered[], planned: PlannedPrefix[], opts: GeneratorOptions): fc.Arbitrary<FuzzRequest> {
  const routes = registry.flatMap((reg) => reg.routes.map((route) => restRouteArb(reg, route, registry, opts)));
  return fc.oneof({ weight: 6, arbitrary: fc.oneof(...routes) }, { weight: 1, arbitrary: otherRoutesArb(registry, planned, opts) });
}

// ───────────────────────────── sample discovery ─────────────────────────────

export type Fetcher = (path: string, init?: RequestInit) => Promise<Response>;

async function getJson(fetcher: Fetcher, path: string, headers: Record<string, string>): Promise<any> {
  try {
    const res = await fetcher(path, { headers });
    if (res.status !== 200) return null;
    return await res.json();
  } catch {
    return null;
  }
}

const uniq = <T>(xs: (T | null | undefined)[]): T[] => [...new Set(xs.filter((x): x is T => x !== null && x !== undefined && x !== ''))];

/**
 * Real values from the target: record keys of every resource (for detail
 * paths), UEIs, IDV keys, vehicle UUIDs, and real cursors for several
 * orderings (to be replayed and tampered with). Missing pieces stay empty;
 * the generators then use synthetic values.
 */
export async function discoverSamples(fetcher: Fetcher, registry: Registered[], apiKey?: string): Promise<Samples> {
  const headers: Record<string, string> = apiKey ? { 'x-api-key': apiKey } : {};
  const s: Samples = { keys: {}, ueis: [], idvKeys: [], vehicleUuids: [], piids: [], naics: [], psc: [], cursors: [] };
  for (const reg of registry) {
    const list = reg.routes.find((r) => r.kind === 'list' && !r.scope);
    if (!list) continue;
    const body = await getJson(fetcher, `${list.path}?limit=50&shape=${reg.spec.key}`, headers);
    s.keys[reg.spec.name] = uniq<string>((body?.results ?? []).map((r: Record<string, unknown>) => (r[reg.spec.key] === undefined ? null : String(r[reg.spec.key])))).slice(0, 20);
  }
  const contracts = await getJson(fetcher, '/api/contracts/?limit=100&shape=key,piid,naics_code,psc_code,recipient(uei),parent_award(key),vehicle(uuid)', headers);
  const rows: any[] = contracts?.results ?? [];
  s.ueis = uniq<string>(rows.map((r) => r.recipient?.uei)).slice(0, 20);
  s.idvKeys = uniq<string>(rows.map((r) => r.parent_award?.key)).slice(0, 20);
  s.vehicleUuids = uniq<string>(rows.map((r) => r.vehicle?.uuid)).slice(0, 10);
  s.piids = uniq<string>(rows.map((r) => r.piid)).slice(0, 20);
  s.naics = uniq<string>(rows.map((r) => r.naics_code)).slice(0, 20);
  s.psc = uniq<string>(rows.map((r) => r.psc_code)).slice(0, 20);
  for (const reg of registry) {
    if (reg.spec.pagination !== 'cursor') continue;
    const list = reg.routes.find((r) => r.kind === 'list' && !r.scope);
    if (!list) continue;
    const names = Object.keys(reg.spec.ordering.fields);
    const orderings = [undefined, ...names, ...names.map((n) => `-${n}`), names.join(','), names.map((n) => `-${n}`).reverse().join(',')];
    for (const ordering of orderings) {
      const first = await getJson(fetcher, `${list.path}?limit=2&shape=${reg.spec.key}${ordering ? `&ordering=${enc(ordering)}` : ''}`, headers);
      if (!first?.cursor) continue;
      const o = ordering ?? reg.spec.ordering.default;
      s.cursors.push({ ordering: o, cursor: first.cursor });
      const nextPath = typeof first.next === 'string' ? first.next.replace(/^https?:\/\/[^/]+/, '') : null;
      const second = nextPath ? await getJson(fetcher, nextPath, headers) : null;
      for (const link of [second?.previous, second?.next]) {
        const c = typeof link === 'string' ? new URL(link).searchParams.get('cursor') : null;
        if (c) s.cursors.push({ ordering: o, cursor: c });
      }
    }
  }
  return s;
}
