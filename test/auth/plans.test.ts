/** The plan table: tier order, alert allowances, quotas and their PLAN_QUOTAS override. */
import { afterEach, describe, expect, it } from 'vitest';
import {
  alertLimitFor,
  assertTier,
  BUSINESS_TIER,
  loadPlanQuotas,
  PLANS,
  PRO_TIER,
  quotasFor,
  tierAllows,
  TIERS,
  tierRequiredBody,
  UPGRADE_URL,
} from '../../src/plans.js';
import { ApiError } from '../../src/engine/errors.js';

const saved = process.env.PLAN_QUOTAS;
afterEach(() => {
  if (saved === undefined) delete process.env.PLAN_QUOTAS;
  else process.env.PLAN_QUOTAS = saved;
});

describe('tiers', () => {
  it('are ordered free < small < medium < large < enterprise; Pro = small+, Business = medium+', () => {
    expect(TIERS).toEqual(['free', 'small', 'medium', 'large', 'enterprise']);
    expect(PRO_TIER).toBe('small');
    expect(BUSINESS_TIER).toBe('medium');
    expect(TIERS.filter((t) => tierAllows(t, PRO_TIER))).toEqual(['small', 'medium', 'large', 'enterprise']);
    expect(TIERS.filter((t) => tierAllows(t, BUSINESS_TIER))).toEqual(['medium', 'large', 'enterprise']);
  });

  it('assertTier throws the documented 403 body', () => {
    expect(() => assertTier('small', 'small', 'x')).not.toThrow();
    try {
      assertTier('free', 'small', 'Identifier validation');
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ApiError);
      expect((err as ApiError).status).toBe(403);
      expect((err as ApiError).body).toEqual({
        error: 'Identifier validation needs the Small plan or above; this account is on the Free plan.',
        code: 'tier_required',
        required_tier: 'small',
        current_tier: 'free',
        upgrade_url: UPGRADE_URL,
      });
    }
    expect(tierRequiredBody('m', 'medium', 'small')).toEqual({ error: 'm', code: 'tier_required', required_tier: 'medium', current_tier: 'small', upgrade_url: UPGRADE_URL });
  });
});

describe('alerts per account', () => {
  it('Free 1, Small 5, Medium 10, Large 25, Enterprise custom (override, else 100)', () => {
    expect(['free', 'small', 'medium', 'large'].map((tier) => alertLimitFor({ tier }))).toEqual([1, 5, 10, 25]);
    expect(alertLimitFor({ tier: 'enterprise', alert_limit_override: null })).toBe(100);
    expect(alertLimitFor({ tier: 'enterprise', alert_limit_override: 400 })).toBe(400);
    expect(alertLimitFor({ tier: 'small', alert_limit_override: 400 })).toBe(5);
  });
});

describe('rate-limit quotas', () => {
  it('defaults per plan', () => {
    delete process.env.PLAN_QUOTAS;
    expect(TIERS.map((t) => quotasFor(t))).toEqual([
      { daily: 1_000, burst: 60, premiumDaily: 0 },
      { daily: 10_000, burst: 120, premiumDaily: 100 },
      { daily: 50_000, burst: 300, premiumDaily: 500 },
      { daily: 200_000, burst: 600, premiumDaily: 2_000 },
      { daily: 1_000_000, burst: 1_200, premiumDaily: 10_000 },
    ]);
    expect(quotasFor('nonsense')).toEqual(quotasFor('free'));
    // callers get copies: mutating one changes nothing
    quotasFor('free').daily = 1;
    expect(quotasFor('free').daily).toBe(1_000);
    expect(PLANS.free.quotas.daily).toBe(1_000);
  });

  it('PLAN_QUOTAS overrides some values and keeps the rest', () => {
    process.env.PLAN_QUOTAS = '{"free":{"daily":2000},"enterprise":{"burst":5000,"premium_daily":50000}}';
    expect(quotasFor('free')).toEqual({ daily: 2_000, burst: 60, premiumDaily: 0 });
    expect(quotasFor('enterprise')).toEqual({ daily: 1_000_000, burst: 5_000, premiumDaily: 50_000 });
    expect(quotasFor('small')).toEqual({ daily: 10_000, burst: 120, premiumDaily: 100 });
    delete process.env.PLAN_QUOTAS;
    expect(quotasFor('free').daily).toBe(1_000);
  });

  it('a malformed PLAN_QUOTAS is a clear error', () => {
    expect(() => loadPlanQuotas('{')).toThrow(/PLAN_QUOTAS must be a JSON object/);
    expect(() => loadPlanQuotas('[]')).toThrow(/keyed by tier/);
    expect(() => loadPlanQuotas('{"gold":{"daily":1}}')).toThrow(/unknown tier "gold"/);
    expect(() => loadPlanQuotas('{"free":{"hourly":1}}')).toThrow(/unknown quota "hourly"/);
    expect(() => loadPlanQuotas('{"free":{"daily":-1}}')).toThrow(/non-negative integer/);
    expect(() => loadPlanQuotas('{"free":{"daily":1.5}}')).toThrow(/non-negative integer/);
    expect(() => loadPlanQuotas('{"free":5}')).toThrow(/must be an object/);
    expect(loadPlanQuotas('  ').free).toEqual(PLANS.free.quotas);
  });
});
