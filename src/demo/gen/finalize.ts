/**
 * Aggregates that depend on children, computed in SQL once every row exists
 * (set-based, so they stay fast at a million contracts): vehicle rollups,
 * entity obligation totals, vehicle-to-opportunity links; then the dataset
 * facts (demo marker, seed, scale, as-of date). IDV and OTIDV obligations
 * (the sum of their orders) are written with the rows (awards.ts): updating
 * 80,000 indexed award rows here cost 11 s at scale 200. Vehicle metrics and
 * competition and agency details are computed per request.
 */
import type { GenContext } from '../context.js';

export async function finalize(ctx: GenContext): Promise<void> {
  const { db } = ctx;
  const asOf = ctx.opts.asOf;
  await ctx.w.flush();

  // vehicle rollups over their IDVs and the orders under those IDVs
  await db.raw.exec(`
    UPDATE "vehicle" v SET
      idv_count = s.idv_count,
      awardee_count = s.awardee_count,
      award_date = s.first_award,
      fiscal_year = s.fiscal_year,
      last_date_to_order = s.last_date_to_order,
      total_obligated = s.total_obligated,
      set_aside = s.set_aside
    FROM (
      SELECT vehicle_uuid,
             count(*)::int AS idv_count,
             count(DISTINCT recipient_uei)::int AS awardee_count,
             min(award_date) AS first_award,
             (array_agg(fiscal_year ORDER BY award_date, key))[1] AS fiscal_year,
             max(last_date_to_order) AS last_date_to_order,
             sum(obligated) AS total_obligated,
             mode() WITHIN GROUP (ORDER BY set_aside_code) AS set_aside
      FROM "award" WHERE family = 'idv' AND vehicle_uuid IS NOT NULL GROUP BY vehicle_uuid
    ) s
    WHERE s.vehicle_uuid = v.uuid`);

  await db.raw.exec(`
    UPDATE "vehicle" v SET
      order_count = s.order_count,
      vehicle_obligations = s.obligations,
      vehicle_contracts_value = s.contracts_value,
      latest_award_date = s.latest
    FROM (
      SELECT i.vehicle_uuid,
             count(o.key)::int AS order_count,
             coalesce(sum(o.obligated), 0) AS obligations,
             coalesce(sum(o.total_contract_value), 0) AS contracts_value,
             max(o.award_date) AS latest
      FROM "award" i JOIN "award" o ON o.parent_award_key = i.key
      WHERE i.vehicle_uuid IS NOT NULL GROUP BY i.vehicle_uuid
    ) s
    WHERE s.vehicle_uuid = v.uuid`);

  // link about half the vehicles to an opportunity of the same agency (deterministic choice)
  await db.raw.exec(`
    UPDATE "vehicle" v SET opportunity_id = pick.opportunity_id
    FROM (
      SELECT DISTINCT ON (v2.uuid) v2.uuid, op.opportunity_id
      FROM "vehicle" v2
      JOIN "organization" vo ON vo.organization_id = v2.organization_id
      JOIN "organization" oo ON oo.agency_code = vo.agency_code
      JOIN "opportunity" op ON op.organization_id = oo.organization_id
      WHERE ('x' || substr(replace(v2.uuid::text, '-', ''), 1, 2))::bit(8)::int % 2 = 0
      ORDER BY v2.uuid, op.opportunity_id
    ) pick
    WHERE pick.uuid = v.uuid`);

  // entity obligation totals (all awards, and awards still in performance)
  await db.raw.exec(`
    UPDATE "entity" e SET
      total_awards_obligated = s.total,
      active_awards_obligated = s.active
    FROM (
      SELECT recipient_uei,
             sum(obligated) AS total,
             coalesce(sum(obligated) FILTER (WHERE coalesce(pop_ultimate_completion_date, last_date_to_order) >= DATE '${asOf}'), 0) AS active
      FROM "award" WHERE family IN ('contract', 'ota') GROUP BY recipient_uei
    ) s
    WHERE s.recipient_uei = e.uei`);

  const facts: Record<string, string> = {
    dataset: ctx.opts.demoAccounts ? 'demo' : 'generated',
    generator_seed: ctx.opts.seed,
    generator_scale: String(ctx.opts.scale),
    generator_as_of: ctx.opts.asOf,
  };
  const modified = new Date(`${asOf}T00:00:00.000Z`);
  for (const [key, value] of Object.entries(facts)) await ctx.w.add('dataset_info', { key, value, modified });
}
