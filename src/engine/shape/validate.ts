/**
 * Checks a parsed shape against a resource's field tree and resolves it into
 * a selection: every error names the path, the reason and the valid choices
 * at that level, so a client can fix the shape without reading the docs.
 */
import type { ShapeNode, ShapeTree } from './parser.js';
import { suggest } from '../filters/sql.js';

export type Tier = 'free' | 'small' | 'medium' | 'large' | 'enterprise';

export interface BracketParam {
  /** integer parameters only so far (past_performance[top=n]) */
  type: 'int';
  default: number;
  min: number;
  max: number;
}

/** What the shape validator needs to know about one field. */
export interface ShapeField {
  /** 'leaf' takes no sub-fields; 'object' and 'list' are expansions that need them */
  kind: 'leaf' | 'object' | 'list';
  children?: Record<string, ShapeField>;
  params?: Record<string, BracketParam>;
  /**
   * An expansion that may also be named bare (e.g. `organization` behaves as
   * `organization(*)`); without this a bare expansion is an error.
   */
  bareMeansAll?: boolean;
  /**
   * Scalar or expansion: named bare, the field is a leaf (a raw value);
   * named with sub-fields, an expansion. Takes precedence over bareMeansAll.
   */
  bareLeaf?: boolean;
  /** excluded from `*` (opt-in fields such as decision_text) */
  optIn?: boolean;
}

export interface ShapeError {
  /** dotted path of the offending item ('' for the root) */
  path: string;
  field: string;
  reason: string;
  valid_choices: string[];
  /** did-you-mean: the valid choice closest to an unknown field or bracket parameter (also named in `reason`) */
  suggestion?: string;
}

/** A validated selection: field name -> null (leaf) or nested selection, with resolved bracket params. */
export interface Selection {
  [name: string]: { params: Record<string, number>; children: Selection | null };
}

export interface ValidateOptions {
  /** whether `*` is allowed at the root (budget accounts) */
  rootStar?: boolean;
}

function choices(fields: Record<string, ShapeField>): string[] {
  return Object.keys(fields).sort();
}

/** Every non-opt-in field of a level, expansions with all their sub-fields. */
export function allOf(fields: Record<string, ShapeField>): Selection {
  const out: Selection = {};
  for (const [name, f] of Object.entries(fields)) {
    if (f.optIn) continue;
    out[name] = { params: defaults(f), children: f.kind === 'leaf' ? null : allOf(f.children ?? {}) };
  }
  return out;
}

function defaults(f: ShapeField): Record<string, number> {
  const p: Record<string, number> = {};
  for (const [k, d] of Object.entries(f.params ?? {})) p[k] = d.default;
  return p;
}

/** An unknown name at `path`: the reason gains a did-you-mean, and the error a `suggestion`, when a valid choice is close. */
function unknown(path: string, field: string, reason: string, name: string, valid: string[]): ShapeError {
  const hint = suggest(name, valid);
  return { path, field, reason: hint ? `${reason}; did you mean ${hint}?` : reason, valid_choices: valid, ...(hint ? { suggestion: hint } : {}) };
}

function join(path: string, name: string): string {
  return path ? `${path}.${name}` : name;
}

function resolveLevel(
  tree: ShapeTree,
  fields: Record<string, ShapeField>,
  path: string,
  starAllowed: boolean,
  errors: ShapeError[],
): Selection {
  const out: Selection = tree.star ? (starAllowed ? allOf(fields) : {}) : {};
  if (tree.star && !starAllowed) {
    errors.push({ path, field: '*', reason: '* is only valid inside an expansion, as name(*)', valid_choices: choices(fields) });
  }
  for (const node of tree.fields) resolveNode(node, fields, path, errors, out);
  return out;
}

function resolveNode(node: ShapeNode, fields: Record<string, ShapeField>, path: string, errors: ShapeError[], out: Selection): void {
  const here = join(path, node.name);
  const def = Object.hasOwn(fields, node.name) ? fields[node.name] : undefined;
  if (!def) {
    errors.push(unknown(here, node.name, `unknown field ${node.name}`, node.name, choices(fields)));
    return;
  }
  // bracket parameters
  const params = defaults(def);
  const allowed = def.params ?? {};
  for (const [k, raw] of Object.entries(node.params)) {
    const spec = Object.hasOwn(allowed, k) ? allowed[k] : undefined;
    if (!spec) {
      errors.push(unknown(here, node.name, Object.keys(allowed).length ? `unknown parameter ${k}` : `${node.name} takes no bracket parameters`, k, Object.keys(allowed).sort()));
      continue;
    }
    const n = /^-?\d+$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isInteger(n) || n < spec.min || n > spec.max) {
      errors.push({ path: here, field: node.name, reason: `${k} must be an integer from ${spec.min} to ${spec.max}, got ${raw}`, valid_choices: [] });
      continue;
    }
    params[k] = n;
  }
  if (def.kind === 'leaf') {
    if (node.children) {
      errors.push({ path: here, field: node.name, reason: `${node.name} is a leaf and takes no sub-fields`, valid_choices: [] });
      return;
    }
    out[node.name] = { params, children: null };
    return;
  }
  const sub = def.children ?? {};
  if (def.bareLeaf && Object.hasOwn(out, node.name) && !out[node.name].children !== !node.children) {
    // one key cannot hold both the raw value and the expansion
    errors.push({
      path: here,
      field: node.name,
      reason: `${node.name} is named both bare (the raw value) and as an expansion; name it once, as ${node.name} or ${node.name}(...)`,
      valid_choices: choices(sub),
    });
    return;
  }
  if (!node.children) {
    if (def.bareLeaf) {
      out[node.name] = { params, children: null };
      return;
    }
    if (def.bareMeansAll) {
      out[node.name] = { params, children: allOf(sub) };
      return;
    }
    errors.push({
      path: here,
      field: node.name,
      reason: `${node.name} is an expansion: name its sub-fields, as ${node.name}(${Object.keys(sub).slice(0, 2).join(',')}) or ${node.name}(*)`,
      valid_choices: choices(sub),
    });
    return;
  }
  const inner = resolveLevel(node.children, sub, here, true, errors);
  const prev = out[node.name];
  out[node.name] = { params, children: prev?.children ? { ...prev.children, ...inner } : inner };
}

export class ShapeValidationError extends Error {
  constructor(readonly errors: ShapeError[]) {
    super(errors.map((e) => `${e.path || '(root)'}: ${e.reason}`).join('; '));
    this.name = 'ShapeValidationError';
  }
}

/** Resolve a parsed shape against a field tree; throws ShapeValidationError listing every problem. */
export function resolveShape(tree: ShapeTree, fields: Record<string, ShapeField>, opts: ValidateOptions = {}): Selection {
  const errors: ShapeError[] = [];
  const sel = resolveLevel(tree, fields, '', !!opts.rootStar, errors);
  if (errors.length) throw new ShapeValidationError(errors);
  return sel;
}
