import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'prisma/config';

// Prisma's CLI insists on a native schema engine before it will even generate a
// client; the binary cannot be downloaded here. Point it at a stub that explains
// the WebAssembly-based migration scripts instead (see src/db/migrate.ts).
const here = path.dirname(fileURLToPath(import.meta.url));
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= path.join(here, 'scripts', 'no-schema-engine.sh');

export default defineConfig({
  schema: path.join(here, 'prisma', 'schema.prisma'),
  migrations: { path: path.join(here, 'prisma', 'migrations') },
});
