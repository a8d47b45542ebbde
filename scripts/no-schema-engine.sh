#!/bin/sh
# Stand-in for Prisma's native schema engine, which cannot be downloaded on this
# network. `prisma generate` needs no engine; migrations run through the
# WebAssembly schema engine in src/db/migrate.ts (npm run migrate / migrate:check).
echo "The native Prisma schema engine is not used by this project: run 'npm run migrate' (deploy), 'npm run migrate:create' or 'npm run migrate:check'." >&2
exit 1
