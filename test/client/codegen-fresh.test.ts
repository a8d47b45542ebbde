/**
 * The committed typed client is current (CI runs this file with the rest of
 * the suite): graphql-codegen runs in memory with codegen.ts, and the
 * surfaces generator renders the registry again; any difference from the
 * files under client/generated/ fails with "run npm run codegen". Also: the
 * surfaces name real GraphQL root fields and REST routes (the naming rule of
 * scripts/client-surfaces.ts matches the schema for every resource), and the
 * deprecated ones are the fields schema.graphql marks deprecated.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema } from 'graphql';
import { generate } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';
import config, { CLIENT_OUTPUT } from '../../codegen.js';
import { renderSurfaces, rootFieldsOf, SURFACES_FILE } from '../../scripts/client-surfaces.js';
import { resources } from '../../src/resources/index.js';
import { surfaces } from '../../client/generated/surfaces.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const STALE = 'run npm run codegen';
const read = (rel: string) => (fs.existsSync(path.join(root, rel)) ? fs.readFileSync(path.join(root, rel), 'utf8') : null);

describe('client/generated is current', () => {
  it('graphql-codegen output (typed documents) equals the committed files', async () => {
    const outputs = await generate({ ...config, cwd: root, silent: true }, false);
    expect(outputs.length).toBeGreaterThanOrEqual(3);
    const produced = new Set<string>();
    for (const out of outputs) {
      const rel = path.relative(root, path.resolve(root, out.filename));
      produced.add(rel);
      expect(read(rel), `${rel} is stale: ${STALE}`).toBe(out.content);
    }
    // nothing left behind by an operation that was removed or renamed
    const dir = path.join(root, CLIENT_OUTPUT);
    for (const f of fs.readdirSync(dir)) {
      const rel = path.join(CLIENT_OUTPUT, f);
      if (rel === SURFACES_FILE) continue;
      expect(produced.has(rel), `${rel} is not generated any more: delete it and ${STALE}`).toBe(true);
    }
  });

  it('the surfaces file equals what the registry renders', () => {
    expect(read(SURFACES_FILE), `${SURFACES_FILE} is stale: ${STALE}`).toBe(renderSurfaces(resources));
  });

  it('the generated documents are deterministic (two runs, same text, no timestamps)', async () => {
    const run = (): Promise<{ filename: string; content: string }[]> => generate({ ...config, cwd: root, silent: true }, false);
    const [a, b] = await Promise.all([run(), run()]);
    expect(a.map((o) => o.content)).toEqual(b.map((o) => o.content));
    for (const o of a) expect(o.content).not.toMatch(/\b20\d\d-\d\d-\d\dT\d\d:\d\d/);
    expect(renderSurfaces(resources)).toBe(renderSurfaces(resources));
  });
});

describe('surfaces agree with the schema and the routes', () => {
  const schema = buildSchema(fs.readFileSync(path.join(root, 'schema.graphql'), 'utf8'));
  const query = schema.getQueryType()!.getFields();

  it('every resource root field the generator names is a Query field of schema.graphql', () => {
    for (const spec of resources) for (const f of rootFieldsOf(spec)) expect(query[f], `${spec.name}: ${f}`).toBeDefined();
  });

  it('beta: state and local and budget; deprecated: the agencies surfaces, exactly the fields the schema deprecates', () => {
    const beta = surfaces.filter((s) => s.stability === 'beta');
    const deprecated = surfaces.filter((s) => s.stability === 'deprecated');
    expect(beta.length).toBeGreaterThan(0);
    for (const s of beta) for (const p of s.paths) expect(p, s.resource).toMatch(/^\/api\/(sled|budget)\/|^\/api\/entities\/:uei\/budget-flows\/$/);
    expect(deprecated.map((s) => s.resource).sort()).toEqual(['agencies', 'agency_contracts']);
    const schemaDeprecated = Object.values(query).filter((f) => f.deprecationReason).map((f) => f.name).sort();
    expect(deprecated.flatMap((s) => s.rootFields).sort()).toEqual(schemaDeprecated);
    const routes = new Set(resources.flatMap((r) => [...r.routes.map((x) => x.path), ...(r.endpoints ?? []).map((e) => e.path)]));
    for (const s of surfaces) for (const p of s.paths) expect(routes.has(p), p).toBe(true);
  });
});
