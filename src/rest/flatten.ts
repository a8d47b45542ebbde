/**
 * flat=true: nested objects become joined keys ("recipient.uei"), with
 * `joiner` between the parts. Lists stay lists of flattened objects unless
 * flat_lists=true, which flattens elements by index ("transactions.0.obligated").
 */
export function flatten(record: Record<string, unknown>, joiner = '.', flatLists = false): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const walk = (value: unknown, prefix: string) => {
    if (Array.isArray(value)) {
      if (!flatLists) {
        out[prefix] = value.map((v) => (v && typeof v === 'object' && !Array.isArray(v) ? flatten(v as Record<string, unknown>, joiner, false) : v));
        return;
      }
      if (value.length === 0) out[prefix] = [];
      value.forEach((v, i) => walk(v, `${prefix}${joiner}${i}`));
      return;
    }
    if (value && typeof value === 'object') {
      const entries = Object.entries(value as Record<string, unknown>);
      if (entries.length === 0) out[prefix] = {};
      for (const [k, v] of entries) walk(v, prefix ? `${prefix}${joiner}${k}` : k);
      return;
    }
    out[prefix] = value;
  };
  for (const [k, v] of Object.entries(record)) walk(v, k);
  return out;
}
