import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  AWARD_INSTRUMENT_LETTERS,
  INSTRUMENT_TYPES,
  PROJECT_UUID_NAMESPACE,
  SOLICITATION_INSTRUMENT_LETTERS,
  SOLICITATION_PATTERNS,
  UEI_ALPHABET,
  UUID_NAMESPACE_DNS,
  UUID_NAMESPACE_URL,
  buildPiid,
  classifySolicitation,
  contractKey,
  exclusionKey,
  generateCage,
  generateSolicitationNumber,
  generateStateSolicitationNumber,
  generateUei,
  idvKey,
  isExclusionKey,
  isRfc4122Uuid,
  normalizeSolicitation,
  parseAwardKey,
  ueiIssuanceIssues,
  uuidFromRand,
  uuidV5,
  validateAac,
  validateCage,
  validateIdentifier,
  validatePiid,
  validateUei,
  type InstrumentLetter,
} from '../../src/identifiers/index.js';

/** Deterministic PRNG (mulberry32) for seeded generator tests. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const seedArb = fc.integer({ min: 0, max: 0x7fffffff });
const REAL_AACS = ['W912DY', 'N00024', 'FA8621', 'SPE4A6', '47QTCA', '80NSSC', '75N910', '36C776', '70CDCR', 'HR0011', '1305M3', '140D04'];

// ---------------------------------------------------------------- solicitation

describe('SOLICITATION_PATTERNS', () => {
  it('has about 25 uniquely named patterns', () => {
    expect(SOLICITATION_PATTERNS.length).toBeGreaterThanOrEqual(22);
    expect(SOLICITATION_PATTERNS.length).toBeLessThanOrEqual(32);
    expect(new Set(SOLICITATION_PATTERNS.map((p) => p.name)).size).toBe(SOLICITATION_PATTERNS.length);
  });

  for (const pattern of SOLICITATION_PATTERNS) {
    describe(pattern.name, () => {
      it(`example ${pattern.example} is matched by the pattern and classified valid under it`, () => {
        expect(pattern.regex.test(pattern.example.toUpperCase())).toBe(true);
        expect(classifySolicitation(pattern.example)).toEqual({ result: 'valid', pattern: pattern.name });
        expect(validateIdentifier('solicitation', pattern.example)).toEqual({
          ok: true,
          body: { type: 'solicitation', value: pattern.example, result: 'valid' },
        });
      });
      it(`example is also matched in lower case`, () => {
        expect(classifySolicitation(pattern.example.toLowerCase()).result).toBe('valid');
      });
      it(`counterExample ${pattern.counterExample} is not matched by the pattern`, () => {
        expect(pattern.regex.test(pattern.counterExample.toUpperCase())).toBe(false);
        expect(classifySolicitation(pattern.counterExample).pattern).not.toBe(pattern.name);
      });
      it('has a description and an anchored, stateless regex', () => {
        expect(pattern.description.length).toBeGreaterThan(10);
        expect(pattern.regex.source.startsWith('^')).toBe(true);
        expect(pattern.regex.source.endsWith('$')).toBe(true);
        expect(pattern.regex.global || pattern.regex.sticky).toBe(false);
      });
    });
  }
});

describe('classifySolicitation', () => {
  it.each([
    ['W912DY24R0012', 'army'],
    ['W912DY-24-R-0012', 'army'],
    ['w912dy-24-r-0012', 'army'],
    ['SPE4A6-24-Q-1234', 'dla_dibbs'],
    ['80NSSC24R0001', 'nasa'],
    ['RFQ-2024-0012', 'type_year_serial'],
    ['IFB-24-017', 'type_year_serial'],
    ['NIH-NCI-RFP-2024-15', 'agency_type_year_serial'],
    ['BID NO. 24-017', 'bid_number'],
  ])('%s is valid (%s)', (value, pattern) => {
    expect(classifySolicitation(value)).toEqual({ result: 'valid', pattern });
  });

  it.each([
    'ABC123',
    'W912DY24C0012', // an award PIID (C), not a solicitation
    'W912DY 24 R 0012', // spaces where dashes are expected
    'Project 7 phase 2',
    'a1_b2.c3/d4',
    'X'.repeat(29) + '1', // exactly 30 characters
    'A1B2C', // exactly 5 characters
  ])('%s is structurally fine but matches no pattern: low_confidence', (value) => {
    expect(classifySolicitation(value)).toEqual({ result: 'low_confidence' });
    expect(validateIdentifier('solicitation', value)).toEqual({
      ok: true,
      body: { type: 'solicitation', value, result: 'low_confidence' },
    });
  });

  it.each([
    ['R123', 'too short (4)'],
    ['A1', 'too short (2)'],
    ['X'.repeat(30) + '1', 'too long (31)'],
    ['RFP-ABCDE', 'no digits'],
    ['2024-0153', 'no letters'],
    ['Bid #2024-45', "illegal '#'"],
    ['RFQ\t2024-01', 'tab is not an allowed space'],
    ['RFQ\u00a02024-01', 'no-break space is not an allowed space'],
    ['RFP:2024-01', "illegal ':'"],
    ['RFP—2024-01', 'em dash is not a hyphen'],
    ['-RFQ1234', 'leading separator'],
    ['RFQ1234.', 'trailing separator'],
  ])('%s is not_valid (%s)', (value) => {
    const r = classifySolicitation(value);
    expect(r.result).toBe('not_valid');
    expect(r.errors?.length).toBeGreaterThan(0);
    expect(validateIdentifier('solicitation', value)).toEqual({
      ok: true,
      body: { type: 'solicitation', value, result: 'not_valid' },
    });
  });

  it('reports every structural problem', () => {
    expect(classifySolicitation('#$').errors).toEqual([
      'Solicitation number must be 5-30 characters, got 2',
      "Solicitation number may contain only letters, digits, spaces and the separators - _ . /, found '#', '$'",
      'Solicitation number must start and end with a letter or digit',
      'Solicitation number must contain at least one letter',
      'Solicitation number must contain at least one digit',
    ]);
  });

  it('normalizeSolicitation strips separators and upper-cases', () => {
    expect(normalizeSolicitation('w912dy-24-r-0012')).toBe('W912DY24R0012');
    expect(normalizeSolicitation('W912DY 24 R 0012')).toBe('W912DY24R0012');
    expect(normalizeSolicitation('dms-19/20_006.a')).toBe('DMS1920006A');
    expect(normalizeSolicitation('W912DY24R0012')).toBe('W912DY24R0012');
  });
});

describe('solicitation generators', () => {
  it('generateSolicitationNumber produces valid numbers in both styles', () => {
    fc.assert(
      fc.property(
        seedArb,
        fc.constantFrom(...REAL_AACS),
        fc.integer({ min: 1990, max: 2099 }),
        fc.constantFrom('Q', 'R', 'B', 'N' as const),
        fc.constantFrom('compact', 'dashed' as const),
        fc.integer({ min: 4, max: 8 }),
        (seed, aac, fiscalYear, instrument, style, serialLength) => {
          const value = generateSolicitationNumber(mulberry32(seed), { aac, fiscalYear, instrument, style, serialLength });
          expect(classifySolicitation(value).result).toBe('valid');
          expect(value.startsWith(style === 'dashed' ? `${aac}-${String(fiscalYear).slice(2)}-${instrument}-` : `${aac}${String(fiscalYear).slice(2)}${instrument}`)).toBe(true);
          expect(normalizeSolicitation(value)).toHaveLength(9 + serialLength);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('generateSolicitationNumber has the documented shapes', () => {
    const rand = mulberry32(7);
    expect(generateSolicitationNumber(rand, { aac: 'W912DY', fiscalYear: 2024, instrument: 'R', style: 'compact' })).toMatch(/^W912DY24R\d{4}$/);
    expect(generateSolicitationNumber(rand, { aac: 'w912dy', fiscalYear: 2024, instrument: 'Q', style: 'dashed' })).toMatch(/^W912DY-24-Q-\d{4}$/);
  });

  it('generateSolicitationNumber rejects bad input', () => {
    const rand = mulberry32(1);
    expect(() => generateSolicitationNumber(rand, { aac: 'W912D', fiscalYear: 2024, instrument: 'R', style: 'compact' })).toThrow(RangeError);
    expect(() => generateSolicitationNumber(rand, { aac: 'W912DY', fiscalYear: 24, instrument: 'R', style: 'compact' })).toThrow(RangeError);
    expect(() => generateSolicitationNumber(rand, { aac: 'W912DY', fiscalYear: 2024, instrument: 'C' as 'R', style: 'compact' })).toThrow(RangeError);
  });

  it('generateStateSolicitationNumber produces valid numbers matched by a state/local pattern', () => {
    const stateNames = new Set(SOLICITATION_PATTERNS.slice(SOLICITATION_PATTERNS.findIndex((p) => p.name === 'type_year_serial')).map((p) => p.name));
    const seen = new Set<string>();
    fc.assert(
      fc.property(seedArb, (seed) => {
        const value = generateStateSolicitationNumber(mulberry32(seed));
        const r = classifySolicitation(value);
        expect(r.result).toBe('valid');
        expect(stateNames.has(r.pattern ?? '')).toBe(true);
        seen.add(r.pattern ?? '');
      }),
      { numRuns: 1000 },
    );
    expect(seen.size).toBeGreaterThanOrEqual(6);
  });

  it('is deterministic per seed', () => {
    expect(generateStateSolicitationNumber(mulberry32(42))).toBe(generateStateSolicitationNumber(mulberry32(42)));
    expect(generateStateSolicitationNumber(mulberry32(42), { year: 2024 })).toContain('24');
  });
});

// ---------------------------------------------------------------- PIID

describe('INSTRUMENT_TYPES', () => {
  it('describes every letter A-Z', () => {
    expect(Object.keys(INSTRUMENT_TYPES).sort().join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    for (const [letter, info] of Object.entries(INSTRUMENT_TYPES)) {
      expect(info.letter).toBe(letter);
      expect(info.description.length).toBeGreaterThan(3);
    }
  });
  it('flags award and solicitation letters', () => {
    expect(AWARD_INSTRUMENT_LETTERS).toEqual(expect.arrayContaining(['A', 'C', 'D', 'F', 'G', 'H', 'L', 'P', 'V']));
    for (const l of ['B', 'I', 'J', 'N', 'O', 'Q', 'R', 'T', 'U', 'X', 'Z']) expect(AWARD_INSTRUMENT_LETTERS).not.toContain(l);
    expect(SOLICITATION_INSTRUMENT_LETTERS).toEqual(expect.arrayContaining(['B', 'N', 'Q', 'R', 'T']));
    expect(INSTRUMENT_TYPES.I.award || INSTRUMENT_TYPES.O.award).toBe(false);
  });
});

describe('validatePiid', () => {
  it.each([
    ['N0002410C1234', 13, { aac: 'N00024', fiscalYear: '10', instrumentType: 'C', serial: '1234' }],
    ['W912DY24C0012', 13, { aac: 'W912DY', fiscalYear: '24', instrumentType: 'C', serial: '0012' }],
    ['47QTCA24D00AB', 13, { aac: '47QTCA', fiscalYear: '24', instrumentType: 'D', serial: '00AB' }],
    ['75N91024F00012', 14, { aac: '75N910', fiscalYear: '24', instrumentType: 'F', serial: '00012' }],
    ['80NSSC24C00000012', 17, { aac: '80NSSC', fiscalYear: '24', instrumentType: 'C', serial: '00000012' }],
    ['36C77624P12345678', 17, { aac: '36C776', fiscalYear: '24', instrumentType: 'P', serial: '12345678' }],
  ])('%s (%i chars) is valid', (value, length, parts) => {
    expect(value).toHaveLength(length);
    expect(validatePiid(value)).toEqual({ valid: true, errors: [], parts });
  });

  it.each(AWARD_INSTRUMENT_LETTERS.map((l) => [l]))('instrument type %s is valid for awards', (letter) => {
    const value = `FA862124${letter}0001`;
    const r = validatePiid(value);
    expect(r.valid).toBe(true);
    expect(r.parts?.instrumentType).toBe(letter);
  });

  it('accepts lower case and reports upper-case parts', () => {
    expect(validatePiid('w912dy24c0012')).toEqual({
      valid: true,
      errors: [],
      parts: { aac: 'W912DY', fiscalYear: '24', instrumentType: 'C', serial: '0012' },
    });
  });

  it('judges any two-digit fiscal year 00-99 structurally valid, and non-digits invalid', () => {
    expect(validatePiid('W912DY00C0001').valid).toBe(true);
    expect(validatePiid('W912DY99C0001').valid).toBe(true);
    expect(validatePiid('N0002497C1234').valid).toBe(true);
    expect(validatePiid('W912DY2AC0001').errors).toEqual(["Fiscal year (positions 7-8) must be two digits, got '2A'"]);
  });

  it.each([
    ['W912DY24C012', 12],
    ['W912DY24C00000012X', 18],
    ['W912', 4],
    ['', 0],
    ['W912DY24C00000000123456', 23],
  ])('%s: exact length message', (value, n) => {
    const r = validatePiid(value);
    expect(r.valid).toBe(false);
    expect(r.errors).toContain(`PIID must be 13-17 characters, got ${n}`);
    expect(r.parts).toBeUndefined();
  });

  it('reports only the length problem when the rest is fine', () => {
    expect(validatePiid('W912DY24C012').errors).toEqual(['PIID must be 13-17 characters, got 12']);
  });

  it.each([
    ['W912DY24Z0012', "'Z' is not a valid instrument type"],
    ['W912DY24J0012', "'J' is not a valid instrument type"],
    ['W912DY24I0012', "'I' is not a valid instrument type"],
    ['W912DY24O0012', "'O' is not a valid instrument type"],
    ['W912DY24X0012', "'X' is not a valid instrument type"],
    ['W912DY24R0012', "'R' identifies a solicitation or notice"],
    ['W912DY24Q0012', "'Q' identifies a solicitation or notice"],
    ['W912DY24B0012', "'B' identifies a solicitation or notice"],
    ['W912DY2410012', "must be a letter, got '1'"],
  ])('%s: bad instrument letter', (value, fragment) => {
    const r = validatePiid(value);
    expect(r.valid).toBe(false);
    expect(r.errors).toHaveLength(1);
    expect(r.errors[0]).toContain('Instrument type (position 9)');
    expect(r.errors[0]).toContain(fragment);
  });

  it.each(['W912DY24C0000', 'W912DY24C00000000', 'W912DY24C00000'])('%s: all-zero serial', (value) => {
    const r = validatePiid(value);
    expect(r.valid).toBe(false);
    expect(r.errors).toEqual([`Serial number (positions 10-${value.length}) must not be all zeros, got '${value.slice(9)}'`]);
  });

  it.each([
    ['W912DY-24-C-0012', "'-'"],
    ['W912DY 24C0012', "' '"],
    ['W912DY24C0012!', "'!'"],
    ['W912DY24C00_12', "'_'"],
    ['W912DY24C001É', "'É'"],
  ])('%s: non-alphanumeric', (value, shown) => {
    const r = validatePiid(value);
    expect(r.valid).toBe(false);
    expect(r.errors.some((e) => e.startsWith('PIID must contain only letters A-Z and digits 0-9') && e.includes(shown))).toBe(true);
  });

  it('checks the agency activity code structurally', () => {
    expect(validateAac('W912DY')).toEqual([]);
    expect(validateAac('47QTCA')).toEqual([]);
    expect(validateAac('DTFAWA')).toEqual([]);
    expect(validateAac('4QTCA1')).toHaveLength(1);
    expect(validateAac('000000')).toEqual(["Agency activity code (positions 1-6) must not be all zeros, got '000000'"]);
    expect(validateAac('W912D')).toHaveLength(1);
    expect(validatePiid('4QTCA124C0012').errors[0]).toContain("Agency activity code (positions 1-6) '4QTCA1' is not valid");
  });

  it('reports every problem: bad instrument letter AND bad fiscal year', () => {
    expect(validatePiid('W912DYX4Z0012').errors).toEqual([
      "Fiscal year (positions 7-8) must be two digits, got 'X4'",
      "Instrument type (position 9) 'Z' is not a valid instrument type (Reserved for future Federal government-wide use)",
    ]);
  });

  it('reports length, AAC, fiscal year, instrument and serial problems together', () => {
    const r = validatePiid('000000AB10000000000');
    expect(r.errors).toEqual([
      'PIID must be 13-17 characters, got 19',
      "Agency activity code (positions 1-6) must not be all zeros, got '000000'",
      "Fiscal year (positions 7-8) must be two digits, got 'AB'",
      "Instrument type (position 9) must be a letter, got '1'",
      "Serial number (positions 10-19) must not be all zeros, got '0000000000'",
    ]);
  });

  it('reports length and illegal characters together', () => {
    expect(validatePiid('W9-1')).toEqual({
      valid: false,
      errors: [
        'PIID must be 13-17 characters, got 4',
        "PIID must contain only letters A-Z and digits 0-9 (no spaces, dashes or other special characters), found '-'",
      ],
    });
  });
});

describe('buildPiid', () => {
  it('builds the documented shapes', () => {
    expect(buildPiid({ aac: 'W912DY', fiscalYear: 2024, instrumentType: 'C', serial: 12 })).toBe('W912DY24C0012');
    expect(buildPiid({ aac: 'n00024', fiscalYear: 2010, instrumentType: 'c', serial: '1234' })).toBe('N0002410C1234');
    expect(buildPiid({ aac: '80NSSC', fiscalYear: 2024, instrumentType: 'F', serial: 12, serialLength: 8 })).toBe('80NSSC24F00000012');
    expect(buildPiid({ aac: '47QTCA', fiscalYear: 2000, instrumentType: 'D', serial: 'AB', serialLength: 5 })).toBe('47QTCA00D000AB');
    expect(buildPiid({ aac: 'W912DY', fiscalYear: 2024, instrumentType: 'P', serial: 10000 })).toBe('W912DY24P10000');
  });

  it.each([
    [{ aac: 'W912D', fiscalYear: 2024, instrumentType: 'C', serial: 1 }],
    [{ aac: '4QTCA1', fiscalYear: 2024, instrumentType: 'C', serial: 1 }],
    [{ aac: 'W912DY', fiscalYear: 24, instrumentType: 'C', serial: 1 }],
    [{ aac: 'W912DY', fiscalYear: 2024, instrumentType: 'R', serial: 1 }],
    [{ aac: 'W912DY', fiscalYear: 2024, instrumentType: 'CC', serial: 1 }],
    [{ aac: 'W912DY', fiscalYear: 2024, instrumentType: 'C', serial: 0 }],
    [{ aac: 'W912DY', fiscalYear: 2024, instrumentType: 'C', serial: '0000' }],
    [{ aac: 'W912DY', fiscalYear: 2024, instrumentType: 'C', serial: 10000, serialLength: 4 }],
    [{ aac: 'W912DY', fiscalYear: 2024, instrumentType: 'C', serial: 123456789 }],
    [{ aac: 'W912DY', fiscalYear: 2024, instrumentType: 'C', serial: 1.5 }],
    [{ aac: 'W912DY', fiscalYear: 2024, instrumentType: 'C', serial: 1, serialLength: 9 }],
    [{ aac: 'W912DY', fiscalYear: 2024, instrumentType: 'C', serial: '12-4' }],
  ])('throws on invalid input %#', (input) => {
    expect(() => buildPiid(input)).toThrow();
  });

  it('always produces valid PIIDs', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...REAL_AACS),
        fc.integer({ min: 1900, max: 2099 }),
        fc.constantFrom(...AWARD_INSTRUMENT_LETTERS),
        fc.integer({ min: 4, max: 8 }),
        seedArb,
        (aac, fiscalYear, instrumentType: InstrumentLetter, serialLength, seed) => {
          const serial = 1 + Math.floor(mulberry32(seed)() * (10 ** serialLength - 1));
          const piid = buildPiid({ aac, fiscalYear, instrumentType, serial, serialLength });
          const r = validatePiid(piid);
          expect(r.valid).toBe(true);
          expect(r.parts).toEqual({ aac, fiscalYear: String(fiscalYear).slice(2), instrumentType, serial: String(serial).padStart(serialLength, '0') });
        },
      ),
      { numRuns: 500 },
    );
  });
});

// ---------------------------------------------------------------- UEI / CAGE

describe('validateUei', () => {
  it.each(['ZQGGHJH74DW7', 'J7M9HPTGJ1S8', '0ABCDEFGH123'])('%s is valid', (value) => {
    expect(validateUei(value)).toEqual({ valid: true, errors: [], normalized: value });
  });

  it('is case-insensitive and normalises to upper case', () => {
    expect(validateUei('zqgghjh74dw7')).toEqual({ valid: true, errors: [], normalized: 'ZQGGHJH74DW7' });
    expect(validateIdentifier('uei', 'zqgghjh74dw7')).toEqual({ ok: true, body: { type: 'uei', value: 'zqgghjh74dw7', result: 'valid' } });
  });

  it.each([
    ['ZQGGHJH74DWI', "must not contain the letters I or O, found 'I'"],
    ['ZQGGHJH74DWO', "found 'O'"],
    ['zqgghjh74dwi', "found 'I'"],
    ['oqgghjh74dw7', "found 'O'"],
    ['ZQGGHJH74DW', 'must be exactly 12 characters, got 11'],
    ['ZQGGHJH74DW77', 'must be exactly 12 characters, got 13'],
    ['ZQGG-JH74DW7', "must contain only letters and digits, found '-'"],
    ['ZQGG JH74DW7', "found ' '"],
  ])('%s is not valid', (value, fragment) => {
    const r = validateUei(value);
    expect(r.valid).toBe(false);
    expect(r.errors.join('; ')).toContain(fragment);
    expect(validateIdentifier('uei', value)).toEqual({ ok: true, body: { type: 'uei', value, result: 'not_valid' } });
  });

  it('reports both the I/O and length problems', () => {
    expect(validateUei('IO').errors).toEqual(['UEI must be exactly 12 characters, got 2', "UEI must not contain the letters I or O, found 'I', 'O'"]);
  });

  it('generateUei produces valid, realistic UEIs for many seeds', () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const rand = mulberry32(seed);
        for (let i = 0; i < 5; i++) {
          const uei = generateUei(rand);
          expect(uei).toMatch(/^[A-HJ-NP-Z][0-9A-HJ-NP-Z]{11}$/);
          expect(validateUei(uei).valid).toBe(true);
          expect(ueiIssuanceIssues(uei)).toEqual([]);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('generateUei never emits nine consecutive digits, even from a degenerate source', () => {
    const uei = generateUei(() => 0);
    expect(validateUei(uei).valid).toBe(true);
    expect(ueiIssuanceIssues(uei)).toEqual([]);
    expect(validateUei(generateUei(() => 0.999999999)).valid).toBe(true);
    expect(validateUei(generateUei(() => 1)).valid).toBe(true);
    expect(ueiIssuanceIssues('012345678ABC')).toHaveLength(2);
  });

  it('uses the 34-character alphabet', () => {
    expect(UEI_ALPHABET).toHaveLength(34);
    expect(UEI_ALPHABET).not.toMatch(/[IO]/);
  });
});

describe('CAGE codes', () => {
  it.each(['1ABC2', '3FWE7', '0ZJK9', '6Y7Q4', 'SAJ48', 'd8472'])('%s is valid', (value) => {
    expect(validateCage(value).valid).toBe(true);
  });
  it.each(['1ABC', '1ABC23', '1OBC2', '1ABI2', '1A-C2', '1ab o'])('%s is not valid', (value) => {
    expect(validateCage(value).valid).toBe(false);
  });
  it('generateCage produces valid US-style CAGE codes for many seeds', () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const cage = generateCage(mulberry32(seed));
        expect(cage).toMatch(/^[0-9][0-9A-HJ-NP-Z]{3}[0-9]$/);
        expect(validateCage(cage)).toEqual({ valid: true, errors: [], normalized: cage });
      }),
      { numRuns: 500 },
    );
  });
});

// ---------------------------------------------------------------- keys and UUIDs

describe('award keys', () => {
  it('builds contract keys with the -NONE- convention', () => {
    expect(contractKey('W912DY24C0012', '9700')).toBe('CONT_AWD_W912DY24C0012_9700_-NONE-_-NONE-');
    expect(contractKey('W912DY24C0012', '9700', null, '')).toBe('CONT_AWD_W912DY24C0012_9700_-NONE-_-NONE-');
    expect(contractKey('w912dy24f0031', '9700', 'W912DY20D0007', '9700')).toBe('CONT_AWD_W912DY24F0031_9700_W912DY20D0007_9700');
    expect(contractKey('0001', '97AS', 'SPE2DX15D0021', '97as')).toBe('CONT_AWD_0001_97AS_SPE2DX15D0021_97AS');
  });

  it('builds IDV keys in the USAspending two-part form', () => {
    expect(idvKey('47QTCB22D0003', '4732')).toBe('CONT_IDV_47QTCB22D0003_4732');
  });

  it.each([
    () => contractKey('', '9700'),
    () => contractKey('W912DY24C0012', '97'),
    () => contractKey('W912_DY24C0012', '9700'),
    () => contractKey('-NONE-', '9700'),
    () => contractKey('W912DY24C0012', '9700', 'A B', '9700'),
    () => idvKey('47QTCB22D0003', '47_2'),
  ])('rejects ambiguous parts %#', (build) => {
    expect(build).toThrow();
  });

  it('round-trips through parseAwardKey', () => {
    const piidArb = fc.stringMatching(/^[A-Z0-9][A-Z0-9-]{3,16}$/).filter((s) => s !== '-NONE-');
    const agencyArb = fc.stringMatching(/^[A-Z0-9]{4}$/);
    fc.assert(
      fc.property(piidArb, agencyArb, fc.option(piidArb, { nil: undefined }), fc.option(agencyArb, { nil: undefined }), (piid, agency, parent, parentAgency) => {
        const key = contractKey(piid, agency, parent, parentAgency);
        expect(parseAwardKey(key)).toEqual({
          kind: 'contract',
          piid,
          agencyCode: agency,
          parentPiid: parent ?? null,
          parentAgencyCode: parentAgency ?? null,
        });
        const p = parseAwardKey(key)!;
        expect(contractKey(p.piid, p.agencyCode, p.parentPiid, p.parentAgencyCode)).toBe(key);

        const idv = idvKey(piid, agency);
        expect(parseAwardKey(idv)).toEqual({ kind: 'idv', piid, agencyCode: agency, parentPiid: null, parentAgencyCode: null });
      }),
      { numRuns: 300 },
    );
  });

  it('parses real keys and rejects malformed ones', () => {
    expect(parseAwardKey('CONT_AWD_W912DY24C0012_9700_-NONE-_-NONE-')).toEqual({
      kind: 'contract', piid: 'W912DY24C0012', agencyCode: '9700', parentPiid: null, parentAgencyCode: null,
    });
    expect(parseAwardKey('CONT_IDV_N0018918D0057_9700')).toEqual({
      kind: 'idv', piid: 'N0018918D0057', agencyCode: '9700', parentPiid: null, parentAgencyCode: null,
    });
    expect(parseAwardKey('CONT_IDV_47QTCA20A0001_4732_GS35F0119Y_4730')).toEqual({
      kind: 'idv', piid: '47QTCA20A0001', agencyCode: '4732', parentPiid: 'GS35F0119Y', parentAgencyCode: '4730',
    });
    for (const bad of [
      '',
      'CONT_AWD_W912DY24C0012_9700',
      'CONT_AWD_W912DY24C0012_9700_-NONE-',
      'CONT_AWD_W912DY24C0012_9700_-NONE-_-NONE-_X',
      'CONT_IDV_N0018918D0057',
      'CONT_IDV_N0018918D0057_9700_X',
      'ASST_NON_123_456',
      'cont_awd_W912DY24C0012_9700_-NONE-_-NONE-',
      'CONT_AWD__9700_-NONE-_-NONE-',
      'CONT_AWD_-NONE-_9700_-NONE-_-NONE-',
      'CONT_AWD_W912 DY_9700_-NONE-_-NONE-',
    ]) {
      expect(parseAwardKey(bad)).toBeNull();
    }
  });
});

describe('exclusion keys', () => {
  it('is a deterministic 64-hex sha256', () => {
    const k = exclusionKey(['ACME CORP', 'ZQGGHJH74DW7', '2024-01-31']);
    expect(k).toMatch(/^[0-9a-f]{64}$/);
    expect(isExclusionKey(k)).toBe(true);
    expect(exclusionKey(['ACME CORP', 'ZQGGHJH74DW7', '2024-01-31'])).toBe(k);
    // sha256 of the JSON text '["a"]'
    expect(exclusionKey(['a'])).toBe('0eb5b8d6f81bc677da8a08567cc4fa9a06a57e9ec8da85ed73a7f62727996002');
  });
  it('keeps part boundaries unambiguous', () => {
    expect(exclusionKey(['a_b', 'c'])).not.toBe(exclusionKey(['a', 'b_c']));
    expect(exclusionKey(['ab', ''])).not.toBe(exclusionKey(['a', 'b']));
  });
  it('rejects bad input and recognises keys', () => {
    expect(() => exclusionKey([])).toThrow(TypeError);
    expect(() => exclusionKey([1 as unknown as string])).toThrow(TypeError);
    expect(isExclusionKey('A'.repeat(64))).toBe(false);
    expect(isExclusionKey('a'.repeat(63))).toBe(false);
    expect(isExclusionKey(42)).toBe(false);
  });
});

describe('UUIDs', () => {
  it('uuidV5 matches the RFC 4122 / Python reference vector', () => {
    expect(uuidV5('python.org', UUID_NAMESPACE_DNS)).toBe('886313e1-3b8a-5372-9b90-0c9aee199e5d');
    expect(uuidV5('python.org', UUID_NAMESPACE_DNS.toUpperCase())).toBe('886313e1-3b8a-5372-9b90-0c9aee199e5d');
  });
  it('PROJECT_UUID_NAMESPACE is the documented derivation', () => {
    expect(uuidV5('https://procurement-data-service.invalid/uuid-namespace', UUID_NAMESPACE_URL)).toBe(PROJECT_UUID_NAMESPACE);
    expect(isRfc4122Uuid(PROJECT_UUID_NAMESPACE)).toBe(true);
  });
  it('uuidV5 is deterministic, version 5 and RFC 4122 valid', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const a = uuidV5(name, PROJECT_UUID_NAMESPACE);
        expect(uuidV5(name, PROJECT_UUID_NAMESPACE)).toBe(a);
        expect(uuidV5(name)).toBe(a);
        expect(isRfc4122Uuid(a)).toBe(true);
        expect(a.charAt(14)).toBe('5');
      }),
      { numRuns: 300 },
    );
    expect(uuidV5('a', PROJECT_UUID_NAMESPACE)).not.toBe(uuidV5('b', PROJECT_UUID_NAMESPACE));
    expect(() => uuidV5('x', 'not-a-uuid')).toThrow(RangeError);
  });
  it('uuidFromRand yields deterministic RFC 4122 v4 UUIDs', () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const u = uuidFromRand(mulberry32(seed));
        expect(u).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
        expect(isRfc4122Uuid(u)).toBe(true);
        expect(uuidFromRand(mulberry32(seed))).toBe(u);
      }),
      { numRuns: 300 },
    );
    expect(isRfc4122Uuid(uuidFromRand(() => 1))).toBe(true);
  });
  it('isRfc4122Uuid checks version 1-5 and the variant, case-insensitively', () => {
    expect(isRfc4122Uuid('6BA7B810-9DAD-11D1-80B4-00C04FD430C8')).toBe(true);
    expect(isRfc4122Uuid('00000000-0000-0000-0000-000000000000')).toBe(false);
    expect(isRfc4122Uuid('6ba7b810-9dad-61d1-80b4-00c04fd430c8')).toBe(false);
    expect(isRfc4122Uuid('6ba7b810-9dad-11d1-c0b4-00c04fd430c8')).toBe(false);
    expect(isRfc4122Uuid('6ba7b8109dad11d180b400c04fd430c8')).toBe(false);
    expect(isRfc4122Uuid(undefined)).toBe(false);
  });
});

// ---------------------------------------------------------------- validateIdentifier

describe('validateIdentifier', () => {
  const TYPE_ERROR = { ok: false, body: { error: 'type must be one of: piid, solicitation, uei', code: 'validation_error' } };
  const VALUE_ERROR = { ok: false, body: { error: 'value is required and must not be blank', code: 'validation_error' } };

  it.each([[undefined], [null], [''], ['PIID'], [' piid'], ['duns'], [42], [{}]])('type %j is a validation error', (type) => {
    expect(validateIdentifier(type, 'W912DY24C0012')).toEqual(TYPE_ERROR);
  });

  it('checks type before value', () => {
    expect(validateIdentifier(undefined, undefined)).toEqual(TYPE_ERROR);
    expect(validateIdentifier('cage', '')).toEqual(TYPE_ERROR);
  });

  it.each([[undefined], [null], [''], ['   '], ['\t\n'], [12345], [['W912DY24C0012']], [{ value: 'x' }]])(
    'value %j is a validation error',
    (value) => {
      for (const type of ['piid', 'solicitation', 'uei']) {
        expect(validateIdentifier(type, value)).toEqual(VALUE_ERROR);
      }
    },
  );

  it('returns the exact valid piid body', () => {
    expect(validateIdentifier('piid', 'W912DY24C0012')).toEqual({ ok: true, body: { type: 'piid', value: 'W912DY24C0012', result: 'valid' } });
  });

  it('returns errors only for a not_valid piid', () => {
    expect(validateIdentifier('piid', 'W912DY24C012')).toEqual({
      ok: true,
      body: { type: 'piid', value: 'W912DY24C012', result: 'not_valid', errors: ['PIID must be 13-17 characters, got 12'] },
    });
    const valid = validateIdentifier('piid', 'W912DY24C0012');
    expect(valid.ok && 'errors' in valid.body).toBe(false);
  });

  it('trims surrounding whitespace before validating and echoes the value exactly as sent', () => {
    expect(validateIdentifier('piid', '  W912DY24C0012\n')).toEqual({ ok: true, body: { type: 'piid', value: '  W912DY24C0012\n', result: 'valid' } });
    expect(validateIdentifier('uei', '\tZQGGHJH74DW7 ')).toEqual({ ok: true, body: { type: 'uei', value: '\tZQGGHJH74DW7 ', result: 'valid' } });
    expect(validateIdentifier('solicitation', ' RFP 2024-0153 ')).toEqual({
      ok: true,
      body: { type: 'solicitation', value: ' RFP 2024-0153 ', result: 'valid' },
    });
  });

  it('never returns low_confidence for piid or uei', () => {
    fc.assert(
      fc.property(fc.constantFrom('piid', 'uei'), fc.string({ minLength: 1, maxLength: 20 }), (type, value) => {
        const r = validateIdentifier(type, value);
        if (r.ok) expect(['valid', 'not_valid']).toContain(r.body.result);
      }),
    );
  });

  it('always returns one of the documented shapes', () => {
    fc.assert(
      fc.property(fc.constantFrom('piid', 'solicitation', 'uei'), fc.string({ maxLength: 40 }), (type, value) => {
        const r = validateIdentifier(type, value);
        if (r.ok) {
          expect(Object.keys(r.body).sort()).toEqual(
            type === 'piid' && r.body.result === 'not_valid' ? ['errors', 'result', 'type', 'value'] : ['result', 'type', 'value'],
          );
        } else {
          expect(r.body).toEqual(VALUE_ERROR.body);
        }
      }),
      { numRuns: 500 },
    );
  });
});
