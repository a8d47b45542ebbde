import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseShape, printShape, ShapeSyntaxError } from '../../src/engine/shape/parser.js';
import { resolveShape, ShapeValidationError, type ShapeField } from '../../src/engine/shape/validate.js';

const leaf: ShapeField = { kind: 'leaf' };
const FIELDS: Record<string, ShapeField> = {
  key: leaf,
  piid: leaf,
  decision_text: { kind: 'leaf', optIn: true },
  recipient: { kind: 'object', children: { uei: leaf, display_name: leaf } },
  organization: { kind: 'object', bareMeansAll: true, children: { organization_id: leaf, office_code: leaf } },
  transactions: { kind: 'list', children: { modification_number: leaf, obligated: leaf } },
  past_performance: {
    kind: 'object',
    params: { top: { type: 'int', default: 5, min: 1, max: 100 } },
    children: { summary: leaf, top_agencies: { kind: 'list', children: { code: leaf, obligated: leaf } } },
  },
};

describe('shape parser', () => {
  it('parses lists, expansions, stars, bracket parameters and tolerates whitespace', () => {
    expect(printShape(parseShape(' key , recipient( uei , display_name ) '))).toBe('key,recipient(uei,display_name)');
    expect(printShape(parseShape('past_performance[top=10](summary,top_agencies(*))'))).toBe('past_performance[top=10](summary,top_agencies(*))');
    expect(parseShape('a(*)').fields[0].children).toEqual({ star: true, fields: [] });
    expect(parseShape('*').star).toBe(true);
  });

  it.each([
    ['', 'shape must not be empty'],
    ['a(', 'expected a field name or * at position 2'],
    ['a,,b', 'expected a field name or * at position 2'],
    ['a[top](x)', "expected '='"],
    ['a b', 'unexpected "b" at position 2'],
    ['a;b', 'unexpected character ";"'],
    ['a[top=1,top=2]', 'parameter top given twice'],
    ['a)', 'unexpected ")"'],
  ])('rejects %j with a positioned message', (input, message) => {
    expect(() => parseShape(input)).toThrow(ShapeSyntaxError);
    expect(() => parseShape(input)).toThrow(message);
  });

  it('never throws anything but a ShapeSyntaxError on arbitrary input (fuzzed)', () => {
    const alphabet = fc.constantFrom(...'abc_xyz019(),[]=* \t*-.:;"\'\\{}'.split(''));
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 60 }).map((a) => a.join('')), (input) => {
        try {
          const tree = parseShape(input);
          // whatever parses prints back to something that parses to the same tree
          expect(parseShape(printShape(tree))).toEqual(tree);
        } catch (err) {
          expect(err).toBeInstanceOf(ShapeSyntaxError);
        }
      }),
      { numRuns: 3000 },
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (input) => {
        try {
          parseShape(input);
        } catch (err) {
          expect(err).toBeInstanceOf(ShapeSyntaxError);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('bounds nesting depth and length', () => {
    expect(() => parseShape('a('.repeat(20) + 'b' + ')'.repeat(20))).toThrow(/nest deeper/);
    expect(() => parseShape('a,'.repeat(3000) + 'a')).toThrow(/longer than/);
  });
});

describe('shape validation', () => {
  const resolve = (s: string, rootStar = false) => resolveShape(parseShape(s), FIELDS, { rootStar });
  const errorsOf = (s: string, rootStar = false) => {
    try {
      resolve(s, rootStar);
    } catch (err) {
      expect(err).toBeInstanceOf(ShapeValidationError);
      return (err as ShapeValidationError).errors;
    }
    throw new Error('expected a validation error');
  };

  it('resolves leaves, expansions, (*) without opt-in fields, bare expansions that allow it, and defaults of bracket parameters', () => {
    expect(resolve('key,recipient(uei)')).toEqual({ key: { params: {}, children: null }, recipient: { params: {}, children: { uei: { params: {}, children: null } } } });
    expect(Object.keys(resolve('transactions(*)').transactions.children!)).toEqual(['modification_number', 'obligated']);
    expect(Object.keys(resolve('organization').organization.children!)).toEqual(['organization_id', 'office_code']);
    expect(resolve('past_performance(summary)').past_performance.params).toEqual({ top: 5 });
    expect(resolve('past_performance[top=100](summary)').past_performance.params).toEqual({ top: 100 });
    expect(Object.keys(resolve('*', true))).not.toContain('decision_text');
    expect(Object.keys(resolve('*,decision_text', true))).toContain('decision_text');
  });

  it('names the path, the reason and the valid choices for every problem at once', () => {
    const errors = errorsOf('nope,recipient(uei,bad),key(x),transactions,past_performance[top=0](summary),past_performance[depth=2](summary)');
    expect(errors).toEqual([
      { path: 'nope', field: 'nope', reason: 'unknown field nope', valid_choices: Object.keys(FIELDS).sort() },
      { path: 'recipient.bad', field: 'bad', reason: 'unknown field bad', valid_choices: ['display_name', 'uei'] },
      { path: 'key', field: 'key', reason: 'key is a leaf and takes no sub-fields', valid_choices: [] },
      expect.objectContaining({ path: 'transactions', reason: expect.stringContaining('is an expansion'), valid_choices: ['modification_number', 'obligated'] }),
      { path: 'past_performance', field: 'past_performance', reason: 'top must be an integer from 1 to 100, got 0', valid_choices: [] },
      { path: 'past_performance', field: 'past_performance', reason: 'unknown parameter depth', valid_choices: ['top'] },
    ]);
  });

  it('refuses * at the root unless the resource allows it, and brackets where none are documented', () => {
    expect(errorsOf('*')[0]).toMatchObject({ path: '', field: '*' });
    expect(errorsOf('recipient[top=1](uei)')[0].reason).toBe('recipient takes no bracket parameters');
  });
});
