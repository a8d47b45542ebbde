/** The dataset every HTTP/GraphQL test reads: small, fixed seed and as-of date. */
export const TEST_SEED = 'test-seed';
export const TEST_SCALE = 0.2;
export const TEST_AS_OF = '2026-11-22';
