/** npm run migrate | migrate:create -- <name> | migrate:check */
import { createMigration, pendingSchemaSql } from './migrate.js';
import { openDatabase } from './client.js';

async function main(): Promise<number> {
  const [cmd, ...rest] = process.argv.slice(2);
  switch (cmd) {
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
      const dir = await createMigration(rest.join(' ') || 'change');
      console.log(dir ? `wrote ${dir}` : 'schema.prisma matches the migrations: nothing to create');
      return 0;
    }
    case 'check': {
      const sql = await pendingSchemaSql();
      if (sql) {
        console.error('schema.prisma has changes no migration contains. Run `npm run migrate:create -- <name>`. Missing SQL:\n' + sql);
        return 2;
      }
      console.log('migrations match schema.prisma');
      return 0;
    }
    default:
      console.error('usage: migrate-cli deploy | create <name> | check');
      return 64;
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
