/**
 * npm run admin -- <command> [arguments] [--options]
 *
 * The operator CLI: the same operations as the /admin/ HTTP API
 * (src/admin/service.ts), against the configured database (DATABASE_URL, or
 * the embedded database under DATA_DIR; pending migrations are applied).
 * Results are printed as JSON on stdout; errors go to stderr with exit
 * status 1 (2 for a usage error). Created API keys and OAuth client secrets
 * are printed once and cannot be shown again.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { ApiError } from '../engine/errors.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import * as svc from './service.js';
import { runSledStatus } from '../jobs/sled-status.js';
import { inviteAccount } from '../account/service.js';
import { createMailer, type Mailer } from '../account/mail.js';
import { createLogger } from '../logger.js';

export const USAGE = `Usage: npm run admin -- <command> [arguments] [--options]

Accounts
  accounts:list
  accounts:show <account-id>
  accounts:create --name <name> --email <email> --tier <tier> [--org-id <id> | --org-name <name>] [--alert-limit <n>]
  accounts:set-tier <account-id> <tier> [--alert-limit <n>]
  accounts:deactivate <account-id>
  accounts:activate <account-id>
  accounts:invite <account-id>                          a single-use link (7 days) with which the owner sets the
                                                        password; e-mailed (SMTP_URL) or written to stderr, and printed

API keys (the full key is printed once, on create)
  keys:list <account-id>
  keys:create <account-id> --name <name> [--expires-at <ISO date-time>]
  keys:rename <key-id> <name>
  keys:expire <key-id> [--at <ISO date-time>]          (default: now)
  keys:deactivate <key-id>

Storefront schedule-contract links
  storefront:list <account-id>
  storefront:link <account-id> <contract-number> [--organization]
  storefront:unlink <account-id> <contract-number> [--organization]

OAuth2 applications (the client secret is printed once)
  oauth:list <account-id>
  oauth:register <account-id> --name <name> --redirect-uri <url> [--redirect-uri <url>...] [--grant <grant>...]
  oauth:deactivate <application-id>

Background jobs (run once, now or at --at)
  jobs:sled-status [--at <ISO date-time>]               recompute state and local solicitation statuses

Tiers: free, small, medium, large, enterprise. Grants: authorization_code, client_credentials, refresh_token
(default authorization_code and refresh_token).`;

class UsageError extends Error {}

const OPTIONS = {
  name: { type: 'string' },
  email: { type: 'string' },
  tier: { type: 'string' },
  'org-id': { type: 'string' },
  'org-name': { type: 'string' },
  'alert-limit': { type: 'string' },
  'expires-at': { type: 'string' },
  at: { type: 'string' },
  organization: { type: 'boolean' },
  'redirect-uri': { type: 'string', multiple: true },
  grant: { type: 'string', multiple: true },
  help: { type: 'boolean', short: 'h' },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>['values'];

function intOption(v: string | undefined, name: string): number | undefined {
  if (v === undefined) return undefined;
  if (!/^\d+$/.test(v)) throw new UsageError(`--${name} must be a whole number`);
  return Number(v);
}

function need(args: string[], n: number, names: string): string[] {
  if (args.length !== n) throw new UsageError(`expected ${names}`);
  return args;
}

/** Run one command; returns what to print (undefined prints nothing). */
export async function runCommand(prisma: PrismaClient, command: string, args: string[], o: Values): Promise<unknown> {
  switch (command) {
    case 'accounts:list':
      need(args, 0, 'no arguments');
      return svc.listAccounts(prisma);
    case 'accounts:show':
      return svc.getAccount(prisma, need(args, 1, '<account-id>')[0]);
    case 'accounts:create':
      need(args, 0, 'options only (--name, --email, --tier)');
      return svc.createAccount(prisma, {
        name: o.name,
        email: o.email,
        tier: o.tier,
        ...(o['org-id'] ? { customer_organization_id: o['org-id'] } : {}),
        ...(o['org-name'] ? { customer_organization_name: o['org-name'] } : {}),
        ...(o['alert-limit'] !== undefined ? { alert_limit_override: intOption(o['alert-limit'], 'alert-limit') } : {}),
      });
    case 'accounts:set-tier': {
      const [id, tier] = need(args, 2, '<account-id> <tier>');
      return svc.updateAccount(prisma, id, { tier, ...(o['alert-limit'] !== undefined ? { alert_limit_override: intOption(o['alert-limit'], 'alert-limit') } : {}) });
    }
    case 'accounts:deactivate':
      return svc.updateAccount(prisma, need(args, 1, '<account-id>')[0], { is_active: false });
    case 'accounts:activate':
      return svc.updateAccount(prisma, need(args, 1, '<account-id>')[0], { is_active: true });
    case 'accounts:invite': {
      const id = need(args, 1, '<account-id>')[0];
      const config = loadConfig();
      const base = config.publicBaseUrl ?? `http://${/^(0\.0\.0\.0|::)$/.test(config.host) ? '127.0.0.1' : config.host}:${config.port}`;
      // the CLI's log goes to stderr (stdout holds the JSON result)
      const mailer: Mailer = createMailer({ logger: createLogger(process.env.LOG_LEVEL ?? 'info', process.stderr) });
      try {
        return await inviteAccount(prisma, mailer, id, base);
      } finally {
        await mailer.close();
      }
    }
    case 'keys:list':
      return svc.listApiKeys(prisma, need(args, 1, '<account-id>')[0]);
    case 'keys:create':
      return svc.createApiKey(prisma, need(args, 1, '<account-id>')[0], { name: o.name, ...(o['expires-at'] ? { expires_at: o['expires-at'] } : {}) });
    case 'keys:rename': {
      const [id, name] = need(args, 2, '<key-id> <name>');
      return svc.renameApiKey(prisma, id, name);
    }
    case 'keys:expire':
      return svc.expireApiKey(prisma, need(args, 1, '<key-id>')[0], o.at);
    case 'keys:deactivate':
      return svc.deactivateApiKey(prisma, need(args, 1, '<key-id>')[0]);
    case 'storefront:list':
      return svc.listStorefrontLinks(prisma, need(args, 1, '<account-id>')[0]);
    case 'storefront:link': {
      const [id, contract] = need(args, 2, '<account-id> <contract-number>');
      return svc.linkStorefrontContract(prisma, id, { contract_number: contract, scope: o.organization ? 'organization' : 'account' });
    }
    case 'storefront:unlink': {
      const [id, contract] = need(args, 2, '<account-id> <contract-number>');
      await svc.unlinkStorefrontContract(prisma, id, contract, o.organization ? 'organization' : 'account');
      return { unlinked: contract, scope: o.organization ? 'organization' : 'account' };
    }
    case 'oauth:list':
      return svc.listOAuthClients(prisma, need(args, 1, '<account-id>')[0]);
    case 'oauth:register':
      return svc.registerOAuthClient(prisma, need(args, 1, '<account-id>')[0], {
        name: o.name,
        redirect_uris: o['redirect-uri'] ?? [],
        ...(o.grant ? { grants: o.grant } : {}),
      });
    case 'oauth:deactivate':
      return svc.deactivateOAuthClient(prisma, need(args, 1, '<application-id>')[0]);
    case 'jobs:sled-status': {
      need(args, 0, 'no arguments');
      const at = o.at === undefined ? new Date() : new Date(o.at);
      if (Number.isNaN(at.getTime())) throw new UsageError('--at must be an ISO date-time');
      return runSledStatus((text, params) => prisma.$queryRawUnsafe(text, ...params), at);
    }
    default:
      throw new UsageError(`unknown command ${JSON.stringify(command)}`);
  }
}

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n\n${USAGE}\n`);
    return 2;
  }
  const [command, ...args] = parsed.positionals;
  if (!command || parsed.values.help || command === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return command || parsed.values.help ? 0 : 2;
  }
  const config = loadConfig();
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    const result = await runCommand(db.prisma, command, args, parsed.values);
    if (result !== undefined) process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    return 0;
  } catch (err) {
    if (err instanceof UsageError) {
      process.stderr.write(`error: ${err.message}\n\n${USAGE}\n`);
      return 2;
    }
    if (err instanceof ApiError) {
      process.stderr.write(`error (${err.status}): ${err.message}\n`);
      return 1;
    }
    throw err;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`error: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
