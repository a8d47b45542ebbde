/**
 * npm run docs:sources [-- --check]: writes docs/sources.md from the
 * adapters (src/load/docs.ts); --check only compares (exit 1 when it differs).
 */
import fs from 'node:fs';
import path from 'node:path';
import { defineCommand } from '../cli/args.js';
import { PROJECT_ROOT } from '../db/migrate.js';
import { sourcesMarkdown } from './docs.js';

export const SOURCES_DOC = path.join(PROJECT_ROOT, 'docs', 'sources.md');

const command = defineCommand({
  name: 'npm run docs:sources --',
  summary: 'Write docs/sources.md (every real column of each source → our field) from the source adapters.',
  options: { check: { type: 'boolean', description: 'only check that docs/sources.md is up to date (exit 1 when it is not)' } },
  examples: [{ command: 'npm run docs:sources', description: 'regenerate docs/sources.md' }],
});

command.run(({ values }) => {
  const text = sourcesMarkdown();
  if (values.check) {
    const current = fs.existsSync(SOURCES_DOC) ? fs.readFileSync(SOURCES_DOC, 'utf8') : '';
    if (current === text) return 0;
    process.stderr.write('docs/sources.md is out of date: run npm run docs:sources\n');
    return 1;
  }
  fs.writeFileSync(SOURCES_DOC, text);
  process.stdout.write(`wrote ${path.relative(process.cwd(), SOURCES_DOC)}\n`);
  return 0;
});
