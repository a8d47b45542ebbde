/**
 * npm run migrate | migrate:create -- <name> | migrate:check
 *
 * deploy: applies the pending migrations (prisma/migrations) to the
 * configured database (DATABASE_URL, else the embedded PGlite under
 * DATA_DIR). create: writes a new migration folder with the SQL that brings
 * the migrations up to schema.prisma. check: exits 1 and prints the missing
 * SQL when schema.prisma has changes no migration contains (CI runs it).
 * Arguments are checked (src/cli/args.ts) before anything is opened; a bad
 * one exits 2.
 */
import { defineCommand } from '../cli/args.js';
import { createMigration, pendingSchemaSql } from './migrate.js';
import { openDatabase } from './client.js';

export const command = defineCommand({
  name: 'tsx src/db/migrate-cli.ts',
  summary: 'Apply, create or check the database migrations (prisma/migrations).',
  options: {},
  env: [
    { name: 'DATABASE_URL', description: 'postgres:// URL of the database deploy migrates (default: the embedded PGlite database)' },
    { name: 'DATA_DIR', description: 'directory of the embedded database (default: .data/pglite)' },
  ],
  examples: [],
  subcommands: {
    deploy: {
      invocation: 'npm run migrate --',
      summary: 'apply the pending migrations to the configured database',
      examples: [
        { command: 'npm run migrate', description: 'the embedded database under DATA_DIR' },
        { command: 'DATABASE_URL=postgres://pds@127.0.0.1/pds npm run migrate', description: 'a PostgreSQL server' },
      ],
    },
    create: {
      invocation: 'npm run migrate:create --',
      summary: 'write a new migration folder for the changes of schema.prisma that no migration contains',
      positionals: [{ name: 'name', required: false, variadic: true, description: 'what the migration does; words are joined (default: change)' }],
      examples: [{ command: 'npm run migrate:create -- add grant deadline index', description: 'writes prisma/migrations/<timestamp>_add_grant_deadline_index/migration.sql' }],
    },
    check: {
      invocation: 'npm run migrate:check --',
      summary: 'exit 1 when schema.prisma has changes no migration contains',
      examples: [{ command: 'npm run migrate:check', description: 'prints "migrations match schema.prisma", or the missing SQL and exits 1' }],
      exitStatus: '0 when the migrations match schema.prisma, 1 when a migration is missing or the check failed, 2 for bad arguments.',
    },
  },
});

command.run(async ({ subcommand, args }) => {
  switch (subcommand) {
    case 'deploy': {
      const db = await openDatabase({ migrate: false });
      try {
        const applied = await db.migrate();
        console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
      } finally {
        await db.close();
      }
      return 0;
    }
    case 'create': {
      const dir = await createMigration(args.name ?? 'change');
      console.log(dir ? `wrote ${dir}` : 'schema.prisma matches the migrations: nothing to create');
      return 0;
    }
    default: {
      const sql = await pendingSchemaSql();
      if (sql) {
        console.error('schema.prisma has changes no migration contains. Run `npm run migrate:create -- <name>`. Missing SQL:\n' + sql);
        return 1;
      }
      console.log('migrations match schema.prisma');
      return 0;
    }
  }
});
