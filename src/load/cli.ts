/**
 * npm run load -- <source> <file|zip|dir>... [--detect] [--strict] [--rejects FILE] [--json]
 *
 * The entry point of the loader of real public files (src/load/command.ts
 * declares the command, src/load/run.ts is the loader): against the
 * configured database (DATABASE_URL, or the embedded database under
 * DATA_DIR; pending migrations are applied). The summary is printed on
 * stdout; progress goes to stderr (a bar on a terminal, plain log lines
 * otherwise).
 */
import { CliError } from '../cli/args.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { createLogger } from '../logger.js';
import { command, runLoadCommand } from './command.js';
import { LoadError } from './run.js';

command.run(async (parsed) => {
  try {
    const { code } = await runLoadCommand(parsed, {
      openDatabase: () => {
        const config = loadConfig();
        return openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
      },
      logger: createLogger(process.env.LOG_LEVEL ?? 'warn', process.stderr),
      stdout: (s) => void process.stdout.write(`${s}\n`),
      stderr: (s) => void process.stderr.write(`${s}\n`),
      tty: process.stderr.isTTY === true,
    });
    return code;
  } catch (err) {
    if (err instanceof LoadError) throw new CliError(err.message, 1);
    throw err;
  }
});
