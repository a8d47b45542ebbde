/** Ingestion test helpers: served details turned back into source records, and where to find stored records of each ingestible resource. */
import type { FieldRule } from '../../src/ingest/mapping.js';

/** Remove from a served detail the fields its mapping refuses (derived), in place, recursively. */
export function stripDerived(rules: Record<string, FieldRule>, obj: Record<string, any>): Record<string, any> {
  for (const [k, v] of Object.entries(obj)) {
    const rule = rules[k];
    if (!rule) continue; // kept: an unknown field fails the test
    if (rule.kind === 'refuse') delete obj[k];
    else if (rule.kind === 'object' && v && typeof v === 'object') stripDerived(rule.fields, v);
    else if (rule.kind === 'custom' && rule.child && v) for (const row of Array.isArray(v) ? v : [v]) stripDerived(rule.child.rules, row);
    // a list of objects that is no child table (src/ingest/resources-more.ts objectList): its item rules
    else if (rule.kind === 'custom' && 'items' in rule && Array.isArray(v)) for (const row of v) stripDerived((rule as { items: Record<string, FieldRule> }).items, row);
  }
  return obj;
}

/** Per ingestible resource: some stored keys and the detail path of one. */
export const ROUND_TRIP: Record<string, { keys: string; path: (k: string) => string; apiKey?: string; pick?: (body: any, k: string) => Record<string, any> | undefined }> = {
  contracts: { keys: `SELECT key AS k FROM award WHERE family = 'contract' ORDER BY md5(key) LIMIT 25`, path: (k) => `/api/contracts/${k}/` },
  idvs: { keys: `SELECT key AS k FROM award WHERE family = 'idv' ORDER BY md5(key) LIMIT 25`, path: (k) => `/api/idvs/${k}/` },
  otas: { keys: `SELECT key AS k FROM award WHERE family = 'ota' ORDER BY md5(key) LIMIT 25`, path: (k) => `/api/otas/${k}/` },
  otidvs: { keys: `SELECT key AS k FROM award WHERE family = 'otidv' ORDER BY md5(key) LIMIT 25`, path: (k) => `/api/otidvs/${k}/` },
  forecasts: { keys: `SELECT id::text AS k FROM forecast ORDER BY md5(id::text) LIMIT 25`, path: (k) => `/api/forecasts/${k}/` },
  dibbs_rfqs: { keys: `SELECT uuid::text AS k FROM dibbs_rfq ORDER BY md5(uuid::text) LIMIT 25`, path: (k) => `/api/dibbs/rfqs/${k}/` },
  dibbs_rfps: { keys: `SELECT uuid::text AS k FROM dibbs_rfp ORDER BY md5(uuid::text) LIMIT 25`, path: (k) => `/api/dibbs/rfps/${k}/` },
  sled_opportunities: { keys: `SELECT opportunity_id::text AS k FROM sled_opportunity ORDER BY md5(opportunity_id::text) LIMIT 25`, path: (k) => `/api/sled/opportunities/${k}/` },
  contract_appeals: { keys: `SELECT uuid::text AS k FROM contract_appeal ORDER BY md5(uuid::text) LIMIT 25`, path: (k) => `/api/contract_appeals/${k}/` },
  opportunities: { keys: `SELECT opportunity_id::text AS k FROM opportunity ORDER BY md5(opportunity_id::text) LIMIT 25`, path: (k) => `/api/opportunities/${k}/` },
  entities: { keys: `SELECT uei AS k FROM entity ORDER BY md5(uei) LIMIT 25`, path: (k) => `/api/entities/${k}/` },
  grants: { keys: `SELECT grant_id::text AS k FROM grant_opportunity ORDER BY md5(grant_id::text) LIMIT 25`, path: (k) => `/api/grants/${k}/` },
  exclusions: { keys: `SELECT exclusion_key AS k FROM exclusion ORDER BY md5(exclusion_key) LIMIT 25`, path: (k) => `/api/exclusions/${k}/` },
  federal_register: { keys: `SELECT document_number AS k FROM federal_register_document ORDER BY md5(document_number) LIMIT 25`, path: (k) => `/api/federal_register/${k}/` },
  // storefront requests are served only under the caller's linked contracts (demo_medium holds these two)
  subawards: { keys: `SELECT key AS k FROM subaward ORDER BY md5(key) LIMIT 25`, path: (k) => `/api/subawards/${k}/` },
  // labor rates have no detail route: the record out of its IDV's list (key: "<idv key> <uuid>")
  labor_rates: {
    keys: `SELECT idv_key || ' ' || uuid::text AS k FROM labor_rate WHERE idv_key IN (SELECT idv_key FROM labor_rate GROUP BY idv_key HAVING count(*) BETWEEN 6 AND 100 ORDER BY idv_key LIMIT 1) ORDER BY md5(uuid::text) LIMIT 25`,
    path: (k) => `/api/idvs/${k.split(' ')[0]}/lcats/?limit=100`,
    pick: (body, k) => body.results.find((r: { uuid: string }) => r.uuid === k.split(' ')[1]),
  },
  ebuy_requests: {
    keys: `SELECT rfq_id AS k FROM storefront_request WHERE contract_number IN ('47QFCA19D0007', '47QFCA19D0008') ORDER BY md5(rfq_id) LIMIT 25`,
    path: (k) => `/api/ebuy/requests/${k}/`,
    apiKey: 'demo_medium',
  },
};

