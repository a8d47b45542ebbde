/**
 * npm run schema:print   writes schema.graphql (sorted, with directives)
 * npm run schema:check   fails when schema.graphql differs from the code
 */
import fs from 'node:fs';
import path from 'node:path';
import { lexicographicSortSchema } from 'graphql';
import { printSchemaWithDirectives } from '@graphql-tools/utils';
import { schema } from './schema.js';
import { PROJECT_ROOT } from './db/migrate.js';

export function printedSchema(): string {
  return printSchemaWithDirectives(lexicographicSortSchema(schema)) + '\n';
}

const file = path.join(PROJECT_ROOT, 'schema.graphql');

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('schema-print.ts')) {
  const text = printedSchema();
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    if (current !== text) {
      console.error('schema.graphql is stale: run `npm run schema:print` and commit the result.');
      process.exit(1);
    }
    console.log('schema.graphql is current');
  } else {
    fs.writeFileSync(file, text);
    console.log(`wrote ${file}`);
  }
}
