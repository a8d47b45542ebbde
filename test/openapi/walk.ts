/**
 * Sample requests for every route of the registry, found from the data
 * itself: a detail key from the resource's own list, a parent key from the
 * parent resource's list (the detail route whose path is the route's path up
 * to the parameter), and shapes that name every field. No resource is named
 * here, so a resource added later is walked too.
 */
import type { Registered } from '../../src/engine/graphql/register.js';
import type { FieldSpec, ResourceSpec, RestRoute } from '../../src/engine/resource.js';

/** Values of path parameters that are not record keys (detail parameters carried by the path). */
export const SAMPLE_PATH_VALUES: Record<string, string> = { months: '12', period_grouping: 'month' };

export type Get = (path: string, key: string) => Promise<{ status: number; body: any }>;

/** The longest shape the service takes (longer answers 400). */
const MAX_SHAPE = 4000;

/**
 * A shape naming every field of a tree, every expansion with all of its
 * sub-fields spelled out (opt-in fields included); where that is longer
 * than a shape may be, expansions below `depth` take name(*).
 */
export function fullShape(fields: Record<string, FieldSpec>, depth = Infinity): string {
  const text = Object.entries(fields)
    .map(([name, f]) => (f.kind === 'leaf' ? name : depth <= 1 ? `${name}(*)` : `${name}(${fullShape(f.fields, depth - 1)})`))
    .join(',');
  if (text.length > MAX_SHAPE && depth === Infinity) {
    for (let d = 4; d >= 1; d--) {
      const shorter = fullShape(fields, d);
      if (shorter.length <= MAX_SHAPE) return shorter;
    }
  }
  return text;
}

/** The REST field carrying the record key. */
export function keyFieldOf(spec: ResourceSpec): string | undefined {
  return Object.entries(spec.fields).find(([n, f]) => f.kind === 'leaf' && !f.sql && (f.column ?? n) === spec.key)?.[0];
}

export const fillPath = (template: string, values: Record<string, string>) =>
  template.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_m, name: string) => {
    if (values[name] === undefined) throw new Error(`no value for :${name} in ${template}`);
    return encodeURIComponent(values[name]);
  });

export class Walker {
  private keys = new Map<string, string[]>();

  constructor(
    private readonly registry: readonly Registered[],
    private readonly get: Get,
    /** the API key that may read a resource (its tier, its visibility) */
    readonly keyFor: (spec: ResourceSpec) => string,
  ) {}

  /** Keys of a resource, from its unscoped list (at most `n`). */
  async keysOf(reg: Registered, n = 5): Promise<string[]> {
    const cached = this.keys.get(reg.spec.name);
    if (cached) return cached;
    const field = keyFieldOf(reg.spec);
    const list = reg.routes.find((r) => r.kind === 'list' && !r.scope);
    let keys: string[] = [];
    if (field && list) {
      const res = await this.get(`${list.path}?shape=${field}&limit=${n}`, this.keyFor(reg.spec));
      if (res.status !== 200) throw new Error(`${list.path}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
      keys = res.body.results.map((r: Record<string, unknown>) => String(r[field])).filter((k: string) => k !== 'null' && k !== 'undefined');
    }
    this.keys.set(reg.spec.name, keys);
    return keys;
  }

  /** The resource whose detail route is `path` (the parent of a parameter). */
  ownerOfDetail(path: string): Registered | undefined {
    return this.registry.find((r) => r.routes.some((x) => x.kind === 'detail' && x.path === path && x.param));
  }

  /**
   * Candidate values for the path parameters of `path`: for each parameter,
   * keys of the resource whose detail route is the path up to it. Several
   * candidates for the first one (a scoped list may be empty under some).
   */
  async candidates(path: string): Promise<Record<string, string>[]> {
    const names = [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]);
    if (names.length === 0) return [{}];
    const options: string[][] = [];
    for (const name of names) {
      if (SAMPLE_PATH_VALUES[name]) {
        options.push([SAMPLE_PATH_VALUES[name]]);
        continue;
      }
      const upTo = path.slice(0, path.indexOf(`:${name}`) + name.length + 1) + '/';
      const owner = this.ownerOfDetail(upTo);
      if (!owner) throw new Error(`no resource serves ${upTo}: cannot find a value for :${name} of ${path}`);
      options.push(await this.keysOf(owner));
    }
    if (options.some((o) => o.length === 0)) return [];
    return options[0].map((first) => Object.fromEntries(names.map((n, i) => [n, i === 0 ? first : options[i][0]])));
  }

  /** A concrete path for the route: for a scoped list, a parent with records when one of the candidates has any. */
  async sample(reg: Registered, route: RestRoute): Promise<string | null> {
    const all = await this.candidates(route.path);
    if (all.length === 0) return null;
    if (route.kind !== 'list' || !route.scope) return fillPath(route.path, all[0]);
    for (const values of all) {
      const p = fillPath(route.path, values);
      const res = await this.get(`${p}?limit=1`, this.keyFor(reg.spec));
      if (res.status === 200 && res.body.count > 0) return p;
    }
    return fillPath(route.path, all[0]);
  }
}
