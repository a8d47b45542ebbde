/**
 * The alert event kinds (document 1, "Events"): the one source of truth for
 * which event types exist, which query types each is emitted for, which list
 * endpoint's filters a query type takes, the fields of a match summary, and
 * the canonical sample delivery of each event type. The event-type list
 * (GET /api/webhooks/event-types/), the sample payloads
 * (GET /api/webhooks/endpoints/sample-payload/), test deliveries and alert
 * evaluation all read it.
 */

export interface QueryTypeInfo {
  query_type: string;
  event_type: string;
  /** the list endpoint whose filters an alert of this query type takes */
  list_endpoint: string;
  /** the registry name of that list's resource (src/resources/index.ts) */
  resource: string;
  /**
   * where each summary member is read in the resource's REST representation
   * (a dotted path of its fields; default: the member's own name)
   */
  summary_paths?: Record<string, string>;
  /**
   * filter defaults of the list that an alert does not apply: state and local
   * lists default to status=open, but an alert follows a solicitation through
   * its closing (document 1, "When events fire" 5) unless it names a status
   */
  alert_skips_defaults?: readonly string[];
  /**
   * members of each match summary (matches.new / matches.modified): document 1
   * gives them for contract alerts; for the other query types they are the
   * record's identifier and a few distinguishing fields of its list shape
   */
  summary_fields: readonly string[];
  /** a plausible alert filter and match summary for the sample payloads (invented values) */
  sample_filters: Record<string, unknown>;
  sample_summary: Record<string, unknown>;
  sample_modified?: Record<string, unknown>;
}

const CONTRACT_SUMMARY = ['id', 'piid', 'total_contract_value', 'recipient_legal_business_name'] as const;
const CONTRACT_SUMMARY_PATHS = { id: 'key', recipient_legal_business_name: 'recipient.legal_business_name' };

export const QUERY_TYPES: readonly QueryTypeInfo[] = [
  {
    query_type: 'opportunity',
    event_type: 'alerts.opportunity.match',
    list_endpoint: '/api/opportunities/',
    resource: 'opportunities',
    summary_fields: ['opportunity_id', 'solicitation_number', 'title', 'response_deadline'],
    sample_filters: { agency: '9700', naics: '541512', set_aside: 'SBA' },
    sample_summary: { opportunity_id: '3f2c9a1e-5b7d-4c8e-9a0f-1d2e3f4a5b6c', solicitation_number: 'W91QUZ26R0017', title: 'Enterprise IT Service Management Support', response_deadline: '2026-02-13T21:00:00.000Z' },
    sample_modified: { opportunity_id: '8b1d2c3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e', solicitation_number: 'FA8771-26-R-0004', title: 'Cloud Migration and Sustainment Services', response_deadline: '2026-02-27T22:00:00.000Z' },
  },
  {
    query_type: 'contract',
    event_type: 'alerts.contract.match',
    list_endpoint: '/api/contracts/',
    resource: 'contracts',
    summary_paths: CONTRACT_SUMMARY_PATHS,
    summary_fields: CONTRACT_SUMMARY,
    sample_filters: { awarding_agency: '9700', naics: '541512' },
    sample_summary: { id: 'CONT_AWD_W91QUZ26C0042_9700_-NONE-_-NONE-', piid: 'W91QUZ26C0042', total_contract_value: 1250000.0, recipient_legal_business_name: 'Example Systems LLC' },
    sample_modified: { id: 'CONT_AWD_FA877125F0113_9700_FA877121D0006_9700', piid: 'FA877125F0113', total_contract_value: 487310.55, recipient_legal_business_name: 'Sample Analytics Inc.' },
  },
  {
    query_type: 'idv',
    event_type: 'alerts.contract.match',
    list_endpoint: '/api/idvs/',
    resource: 'idvs',
    summary_paths: CONTRACT_SUMMARY_PATHS,
    summary_fields: CONTRACT_SUMMARY,
    sample_filters: { awarding_agency: '4700', idv_type: 'B' },
    sample_summary: { id: 'CONT_IDV_47QTCA26D0001_4732', piid: '47QTCA26D0001', total_contract_value: 25000000.0, recipient_legal_business_name: 'Example Federal Solutions LLC' },
  },
  {
    query_type: 'ota',
    event_type: 'alerts.contract.match',
    list_endpoint: '/api/otas/',
    resource: 'otas',
    summary_paths: CONTRACT_SUMMARY_PATHS,
    summary_fields: CONTRACT_SUMMARY,
    sample_filters: { awarding_agency: '9700' },
    sample_summary: { id: 'CONT_AWD_HQ003426900010_9700_-NONE-_-NONE-', piid: 'HQ003426900010', total_contract_value: 3400000.0, recipient_legal_business_name: 'Prototype Works Corp.' },
  },
  {
    query_type: 'otidv',
    event_type: 'alerts.contract.match',
    list_endpoint: '/api/otidvs/',
    resource: 'otidvs',
    summary_paths: CONTRACT_SUMMARY_PATHS,
    summary_fields: CONTRACT_SUMMARY,
    sample_filters: { awarding_agency: '9700' },
    sample_summary: { id: 'CONT_IDV_W15QKN26930001_9700', piid: 'W15QKN26930001', total_contract_value: 75000000.0, recipient_legal_business_name: 'Consortium Management Group Inc.' },
  },
  {
    query_type: 'entity',
    event_type: 'alerts.entity.match',
    list_endpoint: '/api/entities/',
    resource: 'entities',
    summary_fields: ['uei', 'legal_business_name', 'cage_code', 'registration_status'],
    sample_filters: { uei: 'ZQGGHJH74DW7' },
    sample_summary: { uei: 'ZQGGHJH74DW7', legal_business_name: 'Example Systems LLC', cage_code: '7XK42', registration_status: 'Active' },
  },
  {
    query_type: 'grant',
    event_type: 'alerts.grant.match',
    list_endpoint: '/api/grants/',
    resource: 'grants',
    summary_fields: ['grant_id', 'opportunity_number', 'title', 'agency_code'],
    sample_filters: { agency: 'HHS', funding_categories: 'HL' },
    sample_summary: { grant_id: 357912, opportunity_number: 'HHS-2026-ACF-OCS-EE-0042', title: 'Community Services Block Grant Training and Technical Assistance', agency_code: 'HHS-ACF' },
  },
  {
    query_type: 'forecast',
    event_type: 'alerts.forecast.match',
    list_endpoint: '/api/forecasts/',
    resource: 'forecasts',
    summary_fields: ['id', 'title', 'agency', 'anticipated_award_date'],
    sample_filters: { agency: 'DHS', naics_code: '541512' },
    sample_summary: { id: 48213, title: 'Cybersecurity Operations Support Recompete', agency: 'DHS', anticipated_award_date: '2026-09-15' },
  },
  {
    query_type: 'exclusion',
    event_type: 'alerts.exclusion.match',
    list_endpoint: '/api/exclusions/',
    resource: 'exclusions',
    summary_fields: ['exclusion_key', 'entity_name', 'exclusion_type', 'activate_date', 'termination_date'],
    sample_filters: { excluding_agency_code: 'GSA' },
    sample_summary: { exclusion_key: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08', entity_name: 'Example Supply Co.', exclusion_type: 'Ineligible (Proceedings Pending)', activate_date: '2026-01-12', termination_date: null },
  },
  {
    query_type: 'dibbs_rfq',
    event_type: 'alerts.dibbs_rfq.match',
    list_endpoint: '/api/dibbs/rfqs/',
    resource: 'dibbs_rfqs',
    summary_fields: ['uuid', 'solicitation', 'nsn', 'nomenclature', 'return_by_date'],
    sample_filters: { nsn: '5330-01-234-5678' },
    sample_summary: { uuid: 'c0a8012e-7d4b-4f1a-9e3c-2b5d6e7f8a9b', solicitation: 'SPE7M126T1234', nsn: '5330-01-234-5678', nomenclature: 'GASKET', return_by_date: '2026-02-02' },
  },
  {
    query_type: 'dibbs_rfp',
    event_type: 'alerts.dibbs_rfp.match',
    list_endpoint: '/api/dibbs/rfps/',
    resource: 'dibbs_rfps',
    summary_fields: ['uuid', 'solicitation', 'nsn', 'nomenclature', 'closes_date'],
    sample_filters: { buyer_code: 'PL4A' },
    sample_summary: { uuid: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b', solicitation: 'SPE4A6-26-R-0123', nsn: '2530-01-456-7890', nomenclature: 'BRAKE SHOE', closes_date: '2026-03-06' },
  },
  {
    query_type: 'sled_opportunity',
    event_type: 'alerts.sled_opportunity.match',
    list_endpoint: '/api/sled/opportunities/',
    resource: 'sled_opportunities',
    alert_skips_defaults: ['status'],
    summary_fields: ['opportunity_id', 'title', 'state', 'status', 'response_deadline'],
    sample_filters: { state: 'VA', search: 'network' },
    sample_summary: { opportunity_id: 'b7c8d9e0-f1a2-4b3c-8d4e-5f6a7b8c9d0e', title: 'Campus Network Refresh', state: 'VA', status: 'open', response_deadline: '2026-02-20T20:00:00.000Z' },
  },
  {
    query_type: 'contract_appeal',
    event_type: 'alerts.contract_appeal.match',
    list_endpoint: '/api/contract_appeals/',
    resource: 'contract_appeals',
    summary_fields: ['uuid', 'board', 'docket_numbers', 'decision_date', 'appellant'],
    sample_filters: { board: 'ASBCA' },
    sample_summary: { uuid: 'e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b', board: 'ASBCA', docket_numbers: ['63912'], decision_date: '2026-01-08', appellant: 'Example Construction Inc.' },
  },
  {
    query_type: 'federal_register',
    event_type: 'alerts.federal_register.match',
    list_endpoint: '/api/federal_register/',
    resource: 'federal_register',
    summary_fields: ['document_number', 'document_type', 'title', 'publication_date'],
    sample_filters: { agency: 'GSA', document_type: 'RULE' },
    sample_summary: { document_number: '2026-00417', document_type: 'Rule', title: 'Federal Acquisition Regulation: Example Clause Update', publication_date: '2026-01-14' },
  },
  {
    query_type: 'ebuy_request',
    event_type: 'alerts.ebuy_request.match',
    list_endpoint: '/api/ebuy/requests/',
    resource: 'ebuy_requests',
    summary_fields: ['rfq_id', 'title', 'status', 'close_date'],
    sample_filters: { status: 'open' },
    sample_summary: { rfq_id: 'RFQ1723456', title: 'Help Desk Support Services', status: 'open', close_date: '2026-02-06' },
  },
];

export interface EventTypeInfo {
  event_type: string;
  query_types: string[];
  list_endpoints: string[];
  description: string;
}

const DESCRIPTIONS: Record<string, string> = {
  'alerts.opportunity.match': 'Federal contract opportunities (notices) newly matching or changed; follows each refresh of that data.',
  'alerts.contract.match': 'Contracts, IDVs, OTAs and OTIDVs (query_type distinguishes them) newly matching or changed; follows award bundling, never ahead of API visibility.',
  'alerts.entity.match': 'Registered entities newly matching or changed, small-business-profile updates included.',
  'alerts.grant.match': 'Grant opportunities newly matching or changed; follows each refresh of that data.',
  'alerts.forecast.match': 'Procurement forecasts newly matching or changed; follows each refresh of that data.',
  'alerts.exclusion.match': 'Exclusions newly issued, revised or lifted (not when a termination date passes).',
  'alerts.dibbs_rfq.match': 'Defense bid-board RFQs newly posted or updated (not when a closing date passes).',
  'alerts.dibbs_rfp.match': 'Defense bid-board solicitations (RFPs) newly posted or updated (not when a closing date passes).',
  'alerts.sled_opportunity.match': 'State and local solicitations newly posted, revised or closing (their status is recomputed every fifteen minutes).',
  'alerts.contract_appeal.match': 'Contract-appeal decisions newly listed or changed, including delisting and first extracted text.',
  'alerts.federal_register.match': 'Federal Register documents newly published or changed (a comment period closing is no change).',
  'alerts.ebuy_request.match': "Storefront requests appearing or changing, under the contracts linked to the receiver's account (not when a request closes).",
};

/** The twelve event types in document 1's order, each with its query types. */
export const EVENT_TYPES: readonly EventTypeInfo[] = (() => {
  const out: EventTypeInfo[] = [];
  for (const q of QUERY_TYPES) {
    let e = out.find((x) => x.event_type === q.event_type);
    if (!e) {
      e = { event_type: q.event_type, query_types: [], list_endpoints: [], description: DESCRIPTIONS[q.event_type] };
      out.push(e);
    }
    e.query_types.push(q.query_type);
    e.list_endpoints.push(q.list_endpoint);
  }
  return out;
})();

export const EVENT_TYPE_NAMES: readonly string[] = EVENT_TYPES.map((e) => e.event_type);

export function queryTypeInfo(queryType: string): QueryTypeInfo | undefined {
  return QUERY_TYPES.find((q) => q.query_type === queryType);
}

export function isEventType(value: unknown): value is string {
  return typeof value === 'string' && EVENT_TYPE_NAMES.includes(value);
}

/** One element of a delivery's `events` (document 1, "Delivery envelope"). */
export interface DeliveryEvent {
  event_type: string;
  alert_id: string;
  query_type: string;
  filters: Record<string, unknown>;
  matches: { new_count: number; modified_count: number; new: unknown[]; modified: unknown[] };
  checked_at: string;
}

/** The body of each signed POST. Member order is the documented one. */
export interface DeliveryEnvelope {
  timestamp: string;
  delivery_id: string;
  events: DeliveryEvent[];
  /** present (true) only on test deliveries */
  test?: true;
}

/** Fixed values of the canonical samples (the samples are documentation: the same bytes on every call). */
export const SAMPLE_TIMESTAMP = '2026-01-15T14:30:00.000Z';
export const SAMPLE_CHECKED_AT = '2026-01-15T14:29:58.412Z';
export const SAMPLE_DELIVERY_ID = '00000000-0000-4000-8000-000000000000';
export const SAMPLE_ALERT_ID = '00000000-0000-4000-8000-00000000a1e7';

/** The sample event of an event type (its first query type). */
export function sampleEvent(eventType: string, checkedAt = SAMPLE_CHECKED_AT): DeliveryEvent {
  const q = QUERY_TYPES.find((x) => x.event_type === eventType);
  if (!q) throw new Error(`unknown event type ${eventType}`);
  const modified = q.sample_modified ? [q.sample_modified] : [];
  return {
    event_type: q.event_type,
    alert_id: SAMPLE_ALERT_ID,
    query_type: q.query_type,
    filters: q.sample_filters,
    matches: { new_count: 1, modified_count: modified.length, new: [q.sample_summary], modified },
    checked_at: checkedAt,
  };
}

/** The canonical sample body of one event type: exactly what a delivery of it looks like (unsigned here). */
export function samplePayload(eventType: string): DeliveryEnvelope {
  return { timestamp: SAMPLE_TIMESTAMP, delivery_id: SAMPLE_DELIVERY_ID, events: [sampleEvent(eventType)] };
}

/** Every event type's sample, keyed by event type. */
export function allSamplePayloads(): Record<string, DeliveryEnvelope> {
  return Object.fromEntries(EVENT_TYPE_NAMES.map((t) => [t, samplePayload(t)]));
}
