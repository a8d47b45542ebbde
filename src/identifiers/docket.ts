/**
 * Contract-appeal docket numbers as matched by the docket filter: a leading
 * board name (CBCA, ASBCA) and the words No./Nos. are ignored, and suffix
 * letters match in any case. Neither prefix nor substring matching.
 */
export function normalizeDocket(value: string): string {
  return value
    .trim()
    .toUpperCase()
    .replace(/^(CBCA|ASBCA)\s*/, '')
    .replace(/^NOS?\.\s*/, '')
    .trim();
}
