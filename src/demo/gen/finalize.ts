/**
 * Aggregates that depend on children, computed in SQL once every row exists
 * (set-based, so they stay fast at a million contracts): IDV obligations as
 * the sum of their orders, vehicle rollups and metrics,
 * entity obligation totals, vehicle-to-opportunity links; then the dataset
 * facts (demo marker, seed, scale, as-of date).
 */
import type { GenContext } from '../context.js';

export async function finalize(ctx: GenContext): Promise<void> {
  const { db } = ctx;
  const asOf = ctx.opts.asOf;
  await ctx.w.flush();

  // IDVs and OTIDVs carry the obligations of their orders (number_of_actions is written with each award)
  await db.raw.exec(`
    UPDATE "award" p SET obligated = c.total
    FROM (SELECT parent_award_key, sum(obligated) AS total FROM "award" WHERE parent_award_key IS NOT NULL GROUP BY parent_award_key) c
    WHERE c.parent_award_key = p.key AND p.family IN ('idv', 'otidv')`);

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

  // competition details, metrics and agency details of each vehicle
  await db.raw.exec(`
    UPDATE "vehicle" v SET
      competition_details = jsonb_build_object(
        'extent_competed', s.extent_competed,
        'set_aside', s.set_aside,
        'solicitation_procedures', s.solicitation_procedures,
        'number_of_offers_received', s.offers,
        'solicitation_identifier', v.solicitation_identifier,
        'original_solicitation_date', v.solicitation_date,
        'most_recent_solicitation_date', v.solicitation_date,
        'other_than_full_and_open_competition', s.otfo,
        'commercial_item_acquisition_procedures', s.commercial,
        'evaluated_preference', s.evaluated_preference,
        'simplified_procedures_for_certain_commercial_items', null,
        'small_business_competitiveness_demonstration_program', null),
      agency_details = jsonb_build_object(
        'awarding_office', jsonb_build_object('organization_id', o.organization_id, 'office_code', o.office_code, 'office_name', o.office_name,
                                              'agency_code', o.agency_code, 'agency_name', o.agency_name,
                                              'department_code', o.department_code, 'department_name', o.department_name),
        'funding_office', jsonb_build_object('organization_id', o.organization_id, 'office_code', o.office_code, 'office_name', o.office_name,
                                             'agency_code', o.agency_code, 'agency_name', o.agency_name,
                                             'department_code', o.department_code, 'department_name', o.department_name))
    FROM (
      SELECT vehicle_uuid,
             jsonb_build_object('code', mode() WITHIN GROUP (ORDER BY extent_competed_code), 'description', mode() WITHIN GROUP (ORDER BY extent_competed_description)) AS extent_competed,
             jsonb_build_object('code', mode() WITHIN GROUP (ORDER BY set_aside_code), 'description', mode() WITHIN GROUP (ORDER BY set_aside_description)) AS set_aside,
             jsonb_build_object('code', mode() WITHIN GROUP (ORDER BY solicitation_procedures_code), 'description', mode() WITHIN GROUP (ORDER BY solicitation_procedures_description)) AS solicitation_procedures,
             round(avg(number_of_offers_received))::int AS offers,
             CASE WHEN count(other_than_full_and_open_code) = 0 THEN NULL
                  ELSE jsonb_build_object('code', mode() WITHIN GROUP (ORDER BY other_than_full_and_open_code), 'description', mode() WITHIN GROUP (ORDER BY other_than_full_and_open_description)) END AS otfo,
             (array_agg(fpds_codes->'commercial_item_acquisition_procedures' ORDER BY key))[1] AS commercial,
             (array_agg(fpds_codes->'evaluated_preference' ORDER BY key))[1] AS evaluated_preference
      FROM "award" WHERE family = 'idv' AND vehicle_uuid IS NOT NULL GROUP BY vehicle_uuid
    ) s, "organization" o
    WHERE s.vehicle_uuid = v.uuid AND o.organization_id = v.organization_id`);

  await db.raw.exec(`
    UPDATE "vehicle" v SET metrics = jsonb_build_object(
      'avg_offers_received', m.avg_offers,
      'avg_order_value', m.avg_order_value,
      'award_concentration_hhi', m.award_hhi,
      'competed_rate', m.competed_rate,
      'days_since_last_order', CASE WHEN v.latest_award_date IS NULL THEN NULL ELSE (DATE '${asOf}' - v.latest_award_date) END,
      'max_order_value', m.max_order_value,
      'obligation_to_ceiling_ratio', CASE WHEN m.ceiling > 0 THEN round((v.vehicle_obligations / m.ceiling)::numeric, 4) END,
      'order_concentration_hhi', m.order_hhi,
      'recent_obligations_24mo', m.recent_obligations,
      'recent_orders_24mo', m.recent_orders,
      'top_recipient_share', m.top_share,
      'using_agency_count', m.using_agencies)
    FROM (
      SELECT i.vehicle_uuid,
             round(avg(o.number_of_offers_received), 2) AS avg_offers,
             round(avg(o.obligated), 2) AS avg_order_value,
             max(o.obligated) AS max_order_value,
             round(avg(CASE WHEN o.extent_competed_code IN ('A','D','F','CDO') THEN 1 ELSE 0 END), 4) AS competed_rate,
             sum(o.obligated) FILTER (WHERE o.award_date > DATE '${asOf}' - INTERVAL '24 months') AS recent_obligations,
             count(o.key) FILTER (WHERE o.award_date > DATE '${asOf}' - INTERVAL '24 months') AS recent_orders,
             count(DISTINCT o.awarding_agency_code) AS using_agencies,
             (SELECT sum(x.total_estimated_order_value) FROM "award" x WHERE x.vehicle_uuid = i.vehicle_uuid) AS ceiling,
             (SELECT round(sum(power(share * 100, 2)))::int FROM (
                SELECT sum(o2.obligated) / nullif(sum(sum(o2.obligated)) OVER (), 0) AS share
                FROM "award" i2 JOIN "award" o2 ON o2.parent_award_key = i2.key
                WHERE i2.vehicle_uuid = i.vehicle_uuid GROUP BY o2.recipient_uei) r) AS award_hhi,
             (SELECT round(sum(power(share * 100, 2)))::int FROM (
                SELECT sum(o2.obligated) / nullif(sum(sum(o2.obligated)) OVER (), 0) AS share
                FROM "award" i2 JOIN "award" o2 ON o2.parent_award_key = i2.key
                WHERE i2.vehicle_uuid = i.vehicle_uuid GROUP BY o2.awarding_agency_code) r) AS order_hhi,
             (SELECT round(max(share), 4) FROM (
                SELECT sum(o2.obligated) / nullif(sum(sum(o2.obligated)) OVER (), 0) AS share
                FROM "award" i2 JOIN "award" o2 ON o2.parent_award_key = i2.key
                WHERE i2.vehicle_uuid = i.vehicle_uuid GROUP BY o2.recipient_uei) r) AS top_share
      FROM "award" i JOIN "award" o ON o.parent_award_key = i.key
      WHERE i.vehicle_uuid IS NOT NULL GROUP BY i.vehicle_uuid
    ) m
    WHERE m.vehicle_uuid = v.uuid`);

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
