/**
 * The `shape` grammar (document 1, "Response shaping"), parsed by recursive
 * descent over a token stream:
 *
 *   shape     := item ( ',' item )*
 *   item      := '*' | name params? children?
 *   params    := '[' param ( ',' param )* ']'
 *   param     := name '=' value
 *   children  := '(' shape ')'
 *   name      := [A-Za-z_][A-Za-z0-9_]*
 *   value     := [A-Za-z0-9_.:-]+
 *
 * Whitespace between tokens is ignored. Any other input is a ShapeSyntaxError
 * with the offending position, never an exception of another kind.
 */

export interface ShapeNode {
  name: string;
  /** bracket parameters, e.g. past_performance[top=10] */
  params: Record<string, string>;
  /** null for a leaf; the selected sub-fields for an expansion */
  children: ShapeTree | null;
}

/** A parsed shape: `*` marks "every field" at that level. */
export interface ShapeTree {
  star: boolean;
  fields: ShapeNode[];
}

export class ShapeSyntaxError extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(message);
    this.name = 'ShapeSyntaxError';
  }
}

type TokenKind = 'name' | 'star' | 'comma' | 'lparen' | 'rparen' | 'lbracket' | 'rbracket' | 'equals' | 'value' | 'end';
interface Token {
  kind: TokenKind;
  text: string;
  pos: number;
}

const MAX_SHAPE_LENGTH = 4000;
const MAX_DEPTH = 8;

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  let inBracket = false;
  let afterEquals = false;
  while (i < input.length) {
    const c = input[i];
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      i++;
      continue;
    }
    const single: Record<string, TokenKind> = { ',': 'comma', '(': 'lparen', ')': 'rparen', '[': 'lbracket', ']': 'rbracket', '=': 'equals', '*': 'star' };
    if (single[c] && !(afterEquals && c === '*')) {
      const kind = single[c];
      tokens.push({ kind, text: c, pos: i });
      if (kind === 'lbracket') inBracket = true;
      if (kind === 'rbracket') inBracket = false;
      afterEquals = kind === 'equals';
      i++;
      continue;
    }
    if (afterEquals) {
      const m = /^[A-Za-z0-9_.:-]+/.exec(input.slice(i));
      if (!m) throw new ShapeSyntaxError(`invalid character ${JSON.stringify(c)} in a bracket parameter value`, i);
      tokens.push({ kind: 'value', text: m[0], pos: i });
      i += m[0].length;
      afterEquals = false;
      continue;
    }
    const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(input.slice(i));
    if (!m) {
      throw new ShapeSyntaxError(
        `unexpected character ${JSON.stringify(c)}${inBracket ? ' in bracket parameters' : ''}: field names are letters, digits and underscores`,
        i,
      );
    }
    tokens.push({ kind: 'name', text: m[0], pos: i });
    i += m[0].length;
  }
  tokens.push({ kind: 'end', text: '', pos: input.length });
  return tokens;
}

class Parser {
  private i = 0;
  constructor(private readonly tokens: Token[]) {}

  private peek(): Token {
    return this.tokens[this.i];
  }

  private take(kind: TokenKind, what: string): Token {
    const t = this.peek();
    if (t.kind !== kind) {
      throw new ShapeSyntaxError(`expected ${what} at position ${t.pos}, found ${t.kind === 'end' ? 'the end of the shape' : JSON.stringify(t.text)}`, t.pos);
    }
    this.i++;
    return t;
  }

  parseShape(depth: number): ShapeTree {
    if (depth > MAX_DEPTH) throw new ShapeSyntaxError(`expansions nest deeper than ${MAX_DEPTH} levels`, this.peek().pos);
    const tree: ShapeTree = { star: false, fields: [] };
    for (;;) {
      const t = this.peek();
      if (t.kind === 'star') {
        this.i++;
        tree.star = true;
      } else if (t.kind === 'name') {
        tree.fields.push(this.parseItem(depth));
      } else {
        throw new ShapeSyntaxError(
          `expected a field name or * at position ${t.pos}, found ${t.kind === 'end' ? 'the end of the shape' : JSON.stringify(t.text)}`,
          t.pos,
        );
      }
      if (this.peek().kind !== 'comma') return tree;
      this.i++;
    }
  }

  private parseItem(depth: number): ShapeNode {
    const name = this.take('name', 'a field name').text;
    const node: ShapeNode = { name, params: {}, children: null };
    if (this.peek().kind === 'lbracket') {
      this.i++;
      for (;;) {
        const key = this.take('name', 'a parameter name');
        this.take('equals', "'='");
        const value = this.take('value', 'a parameter value');
        if (Object.hasOwn(node.params, key.text)) throw new ShapeSyntaxError(`parameter ${key.text} given twice`, key.pos);
        node.params[key.text] = value.text;
        if (this.peek().kind === 'comma') {
          this.i++;
          continue;
        }
        this.take('rbracket', "',' or ']'");
        break;
      }
    }
    if (this.peek().kind === 'lparen') {
      this.i++;
      const inner = this.parseShape(depth + 1);
      this.take('rparen', "',' or ')'");
      node.children = inner;
    }
    return node;
  }

  end(): void {
    const t = this.peek();
    if (t.kind !== 'end') throw new ShapeSyntaxError(`unexpected ${JSON.stringify(t.text)} at position ${t.pos}`, t.pos);
  }
}

/** Parse a shape string; throws ShapeSyntaxError (only) on bad input. */
export function parseShape(input: string): ShapeTree {
  if (typeof input !== 'string') throw new ShapeSyntaxError('shape must be a string', 0);
  if (input.length > MAX_SHAPE_LENGTH) throw new ShapeSyntaxError(`shape is longer than ${MAX_SHAPE_LENGTH} characters`, MAX_SHAPE_LENGTH);
  if (input.trim() === '') throw new ShapeSyntaxError('shape must not be empty', 0);
  const parser = new Parser(tokenize(input));
  const tree = parser.parseShape(0);
  parser.end();
  return tree;
}

/** Canonical text of a parsed shape (used as a cache key and in tests). */
export function printShape(tree: ShapeTree): string {
  const parts = tree.fields.map((f) => {
    const params = Object.keys(f.params).length ? `[${Object.entries(f.params).map(([k, v]) => `${k}=${v}`).join(',')}]` : '';
    return f.children ? `${f.name}${params}(${printShape(f.children)})` : `${f.name}${params}`;
  });
  if (tree.star) parts.unshift('*');
  return parts.join(',');
}
