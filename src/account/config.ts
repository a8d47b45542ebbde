/**
 * Settings of the self-service account pages (README "Accounts
 * (self-service)"), read from the environment when the app is built:
 *
 * - ACCOUNT_SIGNUP: `open` (default) or `closed`. Closed: /account/signup/
 *   says so and creates nothing; only operators' invitations make accounts
 *   that people can sign in to (private deployments).
 * - ACCOUNT_THROTTLE: JSON overrides of the throttles below, e.g.
 *   {"signin":{"account":10},"signup":{"address":50,"window":600}}.
 *   A malformed value stops the service at start with a message.
 *
 * The per-plan maximum of API keys and the lifetimes of e-mailed links are
 * constants here (documented in the README).
 */
import type { Tier } from '../plans.js';

export type SignupMode = 'open' | 'closed';

export function signupMode(env: NodeJS.ProcessEnv = process.env): SignupMode {
  const v = (env.ACCOUNT_SIGNUP ?? 'open').trim().toLowerCase();
  if (v === '' || v === 'open') return 'open';
  if (v === 'closed') return 'closed';
  throw new Error(`ACCOUNT_SIGNUP must be open or closed, got ${JSON.stringify(env.ACCOUNT_SIGNUP)}`);
}

/** API keys an account may hold that are not revoked, per plan (operators are held only to the overall 50). */
export const MAX_KEYS_BY_TIER: Readonly<Record<Tier, number>> = { free: 2, small: 5, medium: 10, large: 25, enterprise: 50 };

export function maxKeysFor(tier: Tier | string): number {
  return Object.hasOwn(MAX_KEYS_BY_TIER, tier) ? MAX_KEYS_BY_TIER[tier as Tier] : MAX_KEYS_BY_TIER.free;
}

/** OAuth2 applications one account may register from its account page. */
export const MAX_APPLICATIONS_PER_ACCOUNT = 20;

/** How long an e-mailed link stays usable (seconds). */
export const LINK_LIFETIME_SECONDS = {
  verify_email: 48 * 3600,
  change_email: 24 * 3600,
  reset_password: 3600,
  invitation: 7 * 24 * 3600,
} as const;

export type LinkPurpose = keyof typeof LINK_LIFETIME_SECONDS;

export interface ThrottleRule {
  /** attempts allowed per window */
  limit: number;
  /** window length in seconds */
  window: number;
}

/**
 * - signin: failed sign-ins per e-mail address typed (whether or not it has an
 *   account) and per client address; at the limit further attempts are
 *   refused without checking the password until the window ends. The current
 *   password asked by the change-password and change-e-mail forms counts too.
 * - signup and reset: submissions per client address and per e-mail address.
 * - mail: verification e-mails sent again and e-mail changes, per account.
 */
export interface ThrottleConfig {
  signin: { account: ThrottleRule; address: ThrottleRule };
  signup: { email: ThrottleRule; address: ThrottleRule };
  reset: { email: ThrottleRule; address: ThrottleRule };
  mail: { account: ThrottleRule };
}

export const DEFAULT_THROTTLE: ThrottleConfig = {
  signin: { account: { limit: 5, window: 900 }, address: { limit: 20, window: 900 } },
  signup: { email: { limit: 3, window: 3600 }, address: { limit: 10, window: 3600 } },
  reset: { email: { limit: 3, window: 3600 }, address: { limit: 10, window: 3600 } },
  mail: { account: { limit: 5, window: 3600 } },
};

const SUBJECTS: Record<keyof ThrottleConfig, string[]> = {
  signin: ['account', 'address'],
  signup: ['email', 'address'],
  reset: ['email', 'address'],
  mail: ['account'],
};

/**
 * ACCOUNT_THROTTLE: {"<action>": {"<subject>": <limit> | {"limit": n, "window": seconds}, "window": seconds}}.
 * A bare number sets the limit; `window` at the action level sets the window of all its subjects.
 */
export function loadThrottle(raw: string | undefined): ThrottleConfig {
  const out = JSON.parse(JSON.stringify(DEFAULT_THROTTLE)) as ThrottleConfig;
  if (raw === undefined || raw.trim() === '') return out;
  const bad = (msg: string) => new Error(`ACCOUNT_THROTTLE: ${msg}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw bad('must be a JSON object such as {"signin":{"account":5,"address":20,"window":900}}');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw bad('must be a JSON object keyed by signin, signup, reset, mail');
  const posInt = (v: unknown, where: string) => {
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > 1_000_000_000) throw bad(`${where} must be a positive integer, got ${JSON.stringify(v)}`);
    return v;
  };
  for (const [action, value] of Object.entries(parsed as Record<string, unknown>)) {
    if (!Object.hasOwn(SUBJECTS, action)) throw bad(`unknown action ${JSON.stringify(action)}; actions are ${Object.keys(SUBJECTS).join(', ')}`);
    if (!value || typeof value !== 'object' || Array.isArray(value)) throw bad(`${action} must be an object`);
    const rules = (out as unknown as Record<string, Record<string, ThrottleRule>>)[action];
    const entries = Object.entries(value as Record<string, unknown>);
    const window = entries.find(([k]) => k === 'window');
    if (window) for (const r of Object.values(rules)) r.window = posInt(window[1], `${action}.window`);
    for (const [subject, v] of entries) {
      if (subject === 'window') continue;
      if (!SUBJECTS[action as keyof ThrottleConfig].includes(subject)) {
        throw bad(`unknown subject ${JSON.stringify(subject)} of ${action}; subjects are ${SUBJECTS[action as keyof ThrottleConfig].join(', ')}, window`);
      }
      if (typeof v === 'number') rules[subject].limit = posInt(v, `${action}.${subject}`);
      else if (v && typeof v === 'object' && !Array.isArray(v)) {
        for (const [k, n] of Object.entries(v as Record<string, unknown>)) {
          if (k !== 'limit' && k !== 'window') throw bad(`${action}.${subject} takes limit and window, not ${JSON.stringify(k)}`);
          rules[subject][k] = posInt(n, `${action}.${subject}.${k}`);
        }
      } else throw bad(`${action}.${subject} must be a number or {"limit", "window"}`);
    }
  }
  return out;
}
