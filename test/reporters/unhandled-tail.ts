/**
 * Repeats each unhandled error of the run in a few plain lines after the
 * default reporter's summary: CI keeps only the end of the output, and the
 * default reporter prints the error's name, message and stack above the
 * summary, where it is cut off (a CI run once failed on "1 error" that only
 * said which file was running).
 */
import type { Reporter, SerializedError, TestModule } from 'vitest/node';

export default class UnhandledTail implements Reporter {
  onTestRunEnd(_modules: ReadonlyArray<TestModule>, errors: ReadonlyArray<SerializedError>): void {
    if (errors.length === 0) return;
    const lines = [`unhandled errors (${errors.length}), repeated from above:`];
    for (const e of errors.slice(0, 5)) {
      const where = (e.stack ?? '').split('\n').filter((l) => /^\s+at /.test(l)).slice(0, 4).map((l) => l.trim());
      const origin = (e as { VITEST_TEST_PATH?: string }).VITEST_TEST_PATH;
      lines.push(`- ${e.name ?? 'Error'}: ${String(e.message ?? '').slice(0, 500)}${origin ? ` (while ${origin} ran)` : ''}`);
      for (const w of where) lines.push(`    ${w}`);
    }
    process.stderr.write(`${lines.join('\n')}\n`);
  }
}
