/**
 * Schedule catalogue contracts (document 2, "IDV" rule 4): the persisted rows
 * of the external schedule catalogue (table schedule_catalog_contract), the
 * same rows the IDVs' schedule_catalog(...) enrichment reads. Page-number
 * pagination (as the reference's catalogue list), keyed by the row's UUID.
 */
import { isRfc4122Uuid } from '../identifiers/index.js';
import { f, likeEscape, sql } from '../engine/filters/sql.js';
import { bool, date, dateTime, str, url, uuid, type ResourceSpec } from '../engine/resource.js';

export const scheduleCatalogContracts: ResourceSpec = {
  name: 'schedule_catalog_contracts',
  typeName: 'ScheduleCatalogContract',
  single: 'scheduleCatalogContract',
  table: 'schedule_catalog_contract',
  key: 'uuid',
  keyType: 'uuid',
  validKey: isRfc4122Uuid,
  normalizeKey: (k) => k.toLowerCase(),
  fields: {
    uuid: uuid({ description: 'Identifier of the catalogue row (the detail path identifier).' }),
    contract_number: str({ description: 'Schedule contract number (the IDV PIID when the contract is in the award data).' }),
    schedule: str({ description: 'Schedule, e.g. MAS.' }),
    sins: str({ list: true, description: 'Special item numbers the contract is awarded under.' }),
    file_urls: url({ list: true, description: 'Catalogue and price-list documents.' }),
    uei: str({ description: 'UEI of the contract holder.' }),
    cooperative_purchasing: bool(),
    disaster_recovery_purchasing: bool(),
    last_updated: dateTime({ description: 'When the catalogue row last changed.' }),
    idv: {
      kind: 'join',
      typeName: 'ScheduleCatalogContractIdv',
      table: 'award',
      list: false,
      on: (t, a) => `${a}.key = ${t}.idv_key AND ${a}.family = 'idv'`,
      bareMeansAll: true,
      description: 'The IDV the row enriches (GET /api/idvs/{key}/); null when the contract is not in the award data.',
      fields: {
        key: str(),
        piid: str(),
        award_date: date(),
        last_date_to_order: date(),
        vehicle_uuid: uuid(),
      },
    },
    recipient: {
      kind: 'join',
      typeName: 'ScheduleCatalogContractRecipient',
      table: 'entity',
      list: false,
      on: (t, e) => `${e}.uei = ${t}.uei`,
      bareMeansAll: true,
      description: 'The contract holder as registered.',
      fields: { uei: str(), display_name: str(), legal_business_name: str(), cage_code: str() },
    },
  },
  defaultShape: {
    list: 'uuid,contract_number,schedule,sins,file_urls,uei,cooperative_purchasing,disaster_recovery_purchasing,last_updated,idv(key,award_date),recipient(uei,display_name)',
    detail: 'uuid,contract_number,schedule,sins,file_urls,uei,cooperative_purchasing,disaster_recovery_purchasing,last_updated,idv(*),recipient(*)',
  },
  filters: {
    schedule: { ...f.inList('t.schedule', { upper: true }), description: 'Schedule, OR-list, any case (e.g. MAS).' },
    contract_number: { ...f.inList('t.contract_number', { upper: true }), description: 'Contract number, OR-list, any case.' },
    uei: { ...f.eq('t.uei', { upper: true }), description: 'Contract holder UEI, exact, any case.' },
    sin: {
      kind: 'list',
      description: 'A special item number the contract holds, OR-list, exact but any case (54151S matches 54151s, not 54151).',
      compile: (values) => sql('EXISTS (SELECT 1 FROM unnest(t.sins) s WHERE upper(s) = ANY($?::text[]))', values.map((v) => v.toUpperCase())),
    },
    key: { ...f.inList('t.idv_key'), description: 'Key of the IDV the row enriches, OR-list.' },
    piid: {
      kind: 'list',
      description: 'PIID of the IDV the row enriches, OR-list, any case.',
      compile: (values) => sql(`t.idv_key IN (SELECT a.key FROM award a WHERE a.family = 'idv' AND a.piid = ANY($?::text[]))`, values.map((v) => v.toUpperCase())),
    },
    cooperative_purchasing: f.bool('t.cooperative_purchasing'),
    disaster_recovery_purchasing: f.bool('t.disaster_recovery_purchasing'),
    search: {
      kind: 'text',
      minLength: 2,
      description: 'Substring (any case, at least 2 characters) of the contract number, the schedule, a SIN, or the holder\'s legal or display name.',
      compile: (v) => {
        const like = `%${likeEscape(v)}%`;
        return sql(
          `(t.contract_number ILIKE $? OR t.schedule ILIKE $? OR EXISTS (SELECT 1 FROM unnest(t.sins) s WHERE s ILIKE $?) OR t.uei IN (SELECT e.uei FROM entity e WHERE e.legal_business_name ILIKE $? OR e.display_name ILIKE $?))`,
          like, like, like, like, like,
        );
      },
    },
  },
  ordering: {
    fields: {
      contract_number: { column: 'contract_number', type: 'text' },
      last_updated: { column: 'last_updated', type: 'timestamptz' },
      schedule: { column: 'schedule', type: 'text' },
    },
    default: 'contract_number',
    tiebreaker: { column: 'uuid', type: 'uuid' },
  },
  orderingAllowed: true,
  pagination: 'page',
  pageSize: 25,
  auth: false,
  routes: [
    { path: '/api/schedule_catalog_contracts/', kind: 'list' },
    { path: '/api/schedule_catalog_contracts/:uuid/', kind: 'detail', param: 'uuid' },
  ],
};
