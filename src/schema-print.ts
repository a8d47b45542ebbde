/**
 * npm run schema:print   writes schema.graphql (sorted, with directives) and
 *                        the registry-derived block of docs/README.md ("Not implemented yet")
 * npm run schema:check   fails when either differs from the code
 */
import fs from 'node:fs';
import path from 'node:path';
import { lexicographicSortSchema } from 'graphql';
import { printSchemaWithDirectives } from '@graphql-tools/utils';
import { schema } from './schema.js';
import { PROJECT_ROOT } from './db/migrate.js';
import { planned, resources } from './resources/index.js';
import { describePlanned } from './rest/planned.js';

export function printedSchema(): string {
  return printSchemaWithDirectives(lexicographicSortSchema(schema)) + '\n';
}

const BEGIN = '<!-- generated from src/resources/index.ts by npm run schema:print: planned paths -->';
const END = '<!-- end of generated block -->';

/** A document (docs/README.md) with its generated block replaced by the registry's current text. */
export function readmeWithRegistry(readme: string): string {
  const start = readme.indexOf(BEGIN);
  const end = readme.indexOf(END, start);
  if (start < 0 || end < 0) throw new Error(`docs/README.md lacks the markers ${BEGIN} ... ${END}`);
  const routes = resources.flatMap((r) => r.routes);
  const roots = Object.keys(schema.getQueryType()!.getFields()).sort();
  const body = [
    planned.length
      ? 'The documented resource endpoints are being built issue by issue. Until a resource lands, every documented path under it answers `501 {"error": "… is part of the documented API but is not implemented in this build yet.", "code": "not_implemented"}` rather than a fake result: ' +
        describePlanned(planned, routes) +
        '.'
      : 'Every documented resource path is served: no path answers 501. (While a resource is being built, its documented paths answer `501 {"error": "… is part of the documented API but is not implemented in this build yet.", "code": "not_implemented"}` rather than a fake result, and are listed here.)',
    '',
    `GraphQL offers ${roots.map((r) => `\`${r}\``).join(', ')}.`,
  ].join('\n');
  return readme.slice(0, start + BEGIN.length) + '\n' + body + '\n' + readme.slice(end);
}

const file = path.join(PROJECT_ROOT, 'schema.graphql');
const readmeFile = path.join(PROJECT_ROOT, 'docs', 'README.md');

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('schema-print.ts')) {
  const text = printedSchema();
  const readme = fs.readFileSync(readmeFile, 'utf8');
  const readmeText = readmeWithRegistry(readme);
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    const stale = [current !== text && 'schema.graphql', readme !== readmeText && 'docs/README.md (the block printed from the registry)'].filter(Boolean);
    if (stale.length) {
      console.error(`${stale.join(' and ')} ${stale.length > 1 ? 'are' : 'is'} stale: run \`npm run schema:print\` and commit the result.`);
      process.exit(1);
    }
    console.log('schema.graphql and the docs/README.md block are current');
  } else {
    fs.writeFileSync(file, text);
    fs.writeFileSync(readmeFile, readmeText);
    console.log(`wrote ${file} and the registry block of ${readmeFile}`);
  }
}
