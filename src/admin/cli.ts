/**
 * npm run admin -- <command> [arguments] [--options]
 *
 * The operator CLI: the same operations as the /admin/ HTTP API
 * (src/admin/service.ts), against the configured database (DATABASE_URL, or
 * the embedded database under DATA_DIR; pending migrations are applied).
 * Results are printed as JSON on stdout; errors go to stderr with exit
 * status 1 (2 for a usage error, found before the database is opened: an
 * unknown command or option, a missing argument, a bad value). Created API
 * keys and OAuth client secrets are printed once and cannot be shown again.
 * The commands and options are declared in `command` below (src/cli/args.ts),
 * which also produces `--help` and `<command> --help`.
 */
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { ApiError } from '../engine/errors.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import * as svc from './service.js';
import { runSledStatus } from '../jobs/sled-status.js';
import { inviteAccount } from '../account/service.js';
import { createMailer, type Mailer } from '../account/mail.js';
import { createLogger } from '../logger.js';
import { TIERS } from '../engine/gating/tiers.js';
import { defineCommand, UsageError, validators } from '../cli/args.js';

const ACCOUNT = { name: 'account-id', description: 'the account\'s id (accounts:list shows them)' };
const KEY = { name: 'key-id', description: 'the API key\'s id (keys:list shows them)' };
const CONTRACT = { name: 'contract-number', description: 'a schedule contract number of the storefront' };
const A = 'npm run admin --';

export const command = defineCommand({
  name: A,
  summary: 'Operate accounts, API keys, storefront links, OAuth2 applications and background jobs.',
  description:
    'The same operations as the /admin/ HTTP API, against the configured database (pending migrations are applied). Results are printed as JSON on stdout. Created API keys and OAuth client secrets are printed once and cannot be shown again.',
  options: {
    name: { type: 'string', description: 'name of the account, key or application' },
    email: { type: 'string', description: "the account's e-mail address" },
    tier: { type: 'string', choices: TIERS, description: 'plan tier' },
    'org-id': { type: 'string', valueName: 'ID', description: 'join an existing customer organisation' },
    'org-name': { type: 'string', valueName: 'NAME', description: 'create a new customer organisation' },
    'alert-limit': { type: 'number', integer: true, min: 0, max: 100_000, defaultText: "the plan's", description: 'custom alert allowance (enterprise tier only)' },
    'expires-at': { type: 'string', valueName: 'ISO-DATE-TIME', validate: validators.dateTime, description: 'when the new key stops working' },
    at: { type: 'string', valueName: 'ISO-DATE-TIME', validate: validators.dateTime, description: 'the moment to use instead of now (keys:expire, jobs:sled-status)', defaultText: 'now' },
    organization: { type: 'boolean', description: "link or unlink for the account's whole customer organisation" },
    'redirect-uri': { type: 'string', multiple: true, valueName: 'URL', validate: validators.httpUrl, description: 'an OAuth2 redirect URI' },
    grant: { type: 'string', multiple: true, choices: svc.OAUTH_GRANTS, description: 'an OAuth2 grant', defaultText: svc.DEFAULT_OAUTH_GRANTS.join(', ') },
  },
  env: [
    { name: 'DATABASE_URL', description: 'postgres:// URL of the database (default: the embedded PGlite database)' },
    { name: 'DATA_DIR', description: 'directory of the embedded database (default: .data/pglite)' },
    { name: 'SMTP_URL', description: 'accounts:invite mails the link through it (else the mail is written to stderr)' },
    { name: 'PUBLIC_BASE_URL', description: 'origin of the links in invitations (default: http://HOST:PORT)' },
  ],
  examples: [{ command: `${A} --help`, description: 'this help; `<command> --help` for one command' }],
  subcommands: {
    'accounts:list': { group: 'Accounts', summary: 'list every account', examples: [{ command: `${A} accounts:list` }] },
    'accounts:show': { group: 'Accounts', summary: 'one account', positionals: [ACCOUNT], examples: [{ command: `${A} accounts:show 3f0c2a4e-0000-4000-8000-000000000001` }] },
    'accounts:create': {
      group: 'Accounts',
      summary: 'create an account (it has no API key yet)',
      options: ['name', 'email', 'tier', 'org-id', 'org-name', 'alert-limit'],
      required: ['name', 'email', 'tier'],
      examples: [{ command: `${A} accounts:create --name "Acme Federal" --email ops@acme.example --tier small --org-name "Acme Holdings"` }],
    },
    'accounts:set-tier': {
      group: 'Accounts',
      summary: "change an account's plan tier",
      positionals: [ACCOUNT, { name: 'tier', choices: TIERS, description: `one of ${TIERS.join(', ')}` }],
      options: ['alert-limit'],
      examples: [{ command: `${A} accounts:set-tier 3f0c2a4e-0000-4000-8000-000000000001 enterprise --alert-limit 500` }],
    },
    'accounts:deactivate': { group: 'Accounts', summary: 'deactivate an account (its keys stop working)', positionals: [ACCOUNT], examples: [{ command: `${A} accounts:deactivate 3f0c2a4e-0000-4000-8000-000000000001` }] },
    'accounts:activate': { group: 'Accounts', summary: 'activate an account again', positionals: [ACCOUNT], examples: [{ command: `${A} accounts:activate 3f0c2a4e-0000-4000-8000-000000000001` }] },
    'accounts:invite': {
      group: 'Accounts',
      summary: 'a single-use link (7 days) with which the owner sets the password; e-mailed (SMTP_URL) or written to stderr, and printed',
      positionals: [ACCOUNT],
      examples: [{ command: `PUBLIC_BASE_URL=https://data.example.gov ${A} accounts:invite 3f0c2a4e-0000-4000-8000-000000000001` }],
    },
    'keys:list': { group: 'API keys (the full key is printed once, on create)', summary: "an account's API keys (never the keys themselves)", positionals: [ACCOUNT], examples: [{ command: `${A} keys:list 3f0c2a4e-0000-4000-8000-000000000001` }] },
    'keys:create': {
      group: 'API keys (the full key is printed once, on create)',
      summary: 'create an API key; the key is printed once',
      positionals: [ACCOUNT],
      options: ['name', 'expires-at'],
      required: ['name'],
      examples: [{ command: `${A} keys:create 3f0c2a4e-0000-4000-8000-000000000001 --name "reporting job" --expires-at 2027-01-31` }],
    },
    'keys:rename': { group: 'API keys (the full key is printed once, on create)', summary: 'rename an API key', positionals: [KEY, { name: 'name', description: 'the new name' }], examples: [{ command: `${A} keys:rename 9a1b... "nightly export"` }] },
    'keys:expire': {
      group: 'API keys (the full key is printed once, on create)',
      summary: 'make an API key expire now, or at --at',
      positionals: [KEY],
      options: ['at'],
      examples: [{ command: `${A} keys:expire 9a1b... --at 2026-12-31T23:59:59Z` }],
    },
    'keys:deactivate': { group: 'API keys (the full key is printed once, on create)', summary: 'deactivate an API key for good', positionals: [KEY], examples: [{ command: `${A} keys:deactivate 9a1b...` }] },
    'storefront:list': { group: 'Storefront schedule-contract links', summary: "the schedule contracts an account's storefront shows", positionals: [ACCOUNT], examples: [{ command: `${A} storefront:list 3f0c2a4e-0000-4000-8000-000000000001` }] },
    'storefront:link': {
      group: 'Storefront schedule-contract links',
      summary: 'link a schedule contract to the account (or its organisation)',
      positionals: [ACCOUNT, CONTRACT],
      options: ['organization'],
      examples: [{ command: `${A} storefront:link 3f0c2a4e-0000-4000-8000-000000000001 47QSWA18D0001 --organization` }],
    },
    'storefront:unlink': {
      group: 'Storefront schedule-contract links',
      summary: 'remove such a link',
      positionals: [ACCOUNT, CONTRACT],
      options: ['organization'],
      examples: [{ command: `${A} storefront:unlink 3f0c2a4e-0000-4000-8000-000000000001 47QSWA18D0001` }],
    },
    'oauth:list': { group: 'OAuth2 applications (the client secret is printed once)', summary: "an account's OAuth2 applications", positionals: [ACCOUNT], examples: [{ command: `${A} oauth:list 3f0c2a4e-0000-4000-8000-000000000001` }] },
    'oauth:register': {
      group: 'OAuth2 applications (the client secret is printed once)',
      summary: 'register an OAuth2 application; the client secret is printed once',
      positionals: [ACCOUNT],
      options: ['name', 'redirect-uri', 'grant'],
      required: ['name', 'redirect-uri'],
      examples: [{ command: `${A} oauth:register 3f0c2a4e-0000-4000-8000-000000000001 --name "Dashboard" --redirect-uri https://app.example/cb --grant authorization_code --grant refresh_token` }],
    },
    'oauth:deactivate': { group: 'OAuth2 applications (the client secret is printed once)', summary: 'deactivate an application (its tokens stop working)', positionals: [{ name: 'application-id', description: "the application's id (oauth:list shows them)" }], examples: [{ command: `${A} oauth:deactivate 5d2e...` }] },
    'jobs:sled-status': {
      group: 'Background jobs (run once, now or at --at)',
      summary: 'recompute state and local solicitation statuses',
      options: ['at'],
      examples: [{ command: `${A} jobs:sled-status --at 2026-11-22T06:00:00Z` }],
    },
  },
});

/** The usage text (the help of `npm run admin -- --help`). */
export const USAGE = command.help();

type Opts = ReturnType<typeof command.parse>['values'];

/** The positional arguments (checked by the declaration above too; runCommand may be called directly). */
function need(args: string[], n: number, names: string): string[] {
  if (args.length !== n) throw new UsageError(`expected ${names}`);
  return args;
}

/** Run one command; returns what to print (undefined prints nothing). */
export async function runCommand(prisma: PrismaClient, command: string, args: string[], o: Opts): Promise<unknown> {
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
        ...(o['alert-limit'] !== undefined ? { alert_limit_override: o['alert-limit'] } : {}),
      });
    case 'accounts:set-tier': {
      const [id, tier] = need(args, 2, '<account-id> <tier>');
      return svc.updateAccount(prisma, id, { tier, ...(o['alert-limit'] !== undefined ? { alert_limit_override: o['alert-limit'] } : {}) });
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

command.run(async ({ subcommand, positionals, values }) => {
  const config = loadConfig();
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    const result = await runCommand(db.prisma, subcommand!, positionals, values);
    if (result !== undefined) process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    return 0;
  } catch (err) {
    if (err instanceof ApiError) {
      process.stderr.write(`error (${err.status}): ${err.message}\n`);
      return 1;
    }
    throw err;
  } finally {
    await db.close();
  }
});
