/**
 * IDVs (document 2, "IDV" and "IDVs"): indefinite-delivery vehicles (GWACs,
 * IDCs, schedules, BOAs, BPAs), one row per IDV with modifications rolled
 * up. The award identity of a contract, plus the IDV choice fields (each
 * "scalar, or expansion": the bare name is the raw code, `name(*)` the
 * {code, description} pair), the period of performance up to the last date
 * to order, the vehicle the IDV is grouped under (`vehicle_uuid`) and the
 * schedule catalogue enrichment. Cursor pagination, ordering by award_date,
 * obligated or total_contract_value.
 */
import {
  AWARD_ORDERING, childScope, competition, entityScope, fpdsPairs, idvFilters, legislativeMandates, naicsObject, officers, organizationPayload,
  parentAward, placeOfPerformance, pscObject, recipient, transactions, validAwardKey, vehicleJoin,
} from './awards-common.js';
import { bool, codePair, date, dateTime, int, money, scalarOr, str, url, uuid, type JoinSpec, type ResourceSpec } from '../engine/resource.js';

/** An IDV choice field: the bare name is the code, `name(*)` {code, description}; GraphQL names the code `<name>Code`. */
function choice(typeName: string, name: string, codeColumn: string, descriptionColumn: string) {
  return scalarOr(codePair(typeName, codeColumn, descriptionColumn), str({ column: codeColumn, description: `the raw ${name} code` }), `${name}_code`);
}

/**
 * schedule_catalog(schedule,contract_number,sins,file_urls): best-effort
 * enrichment from the schedule catalogue (table schedule_catalog_contract,
 * joined on its IDV key); null when no row matches, the most recently
 * updated row when several do.
 */
const scheduleCatalog: JoinSpec = {
  kind: 'join',
  typeName: 'IdvScheduleCatalog',
  table: 'schedule_catalog_contract',
  list: false,
  on: (t, s) => `${s}.idv_key = ${t}.key`,
  orderBy: (s) => `${s}.last_updated DESC, ${s}.uuid`,
  bareMeansAll: true,
  description: 'Schedule catalogue entry of the IDV (best effort); null when the catalogue has no row for it. Also at /api/schedule_catalog_contracts/.',
  fields: {
    schedule: str(),
    contract_number: str(),
    sins: str({ list: true }),
    file_urls: url({ list: true }),
    cooperative_purchasing: bool(),
    disaster_recovery_purchasing: bool(),
    uuid: uuid({ description: 'The catalogue row (GET /api/schedule_catalog_contracts/{uuid}/).' }),
    last_updated: dateTime(),
  },
};

/** Child awards of the IDV, newest first (opt-in: the paged list is /api/idvs/{key}/awards/). */
const childAwards: JoinSpec = {
  kind: 'join',
  typeName: 'IdvChildAward',
  table: 'award',
  list: true,
  on: (t, c) => `${c}.parent_award_key = ${t}.key AND ${c}.family = 'contract'`,
  orderBy: (c) => `${c}.award_date DESC, ${c}.key DESC`,
  optIn: true,
  description: 'Every child award (task and delivery order) of the IDV, newest first; opt-in. GET /api/idvs/{key}/awards/ pages them.',
  fields: {
    key: str(),
    piid: str(),
    award_date: date(),
    fiscal_year: int(),
    obligated: money(),
    base_and_exercised_options_value: money(),
    total_contract_value: money(),
    description: str(),
    naics_code: str(),
    psc_code: str(),
  },
};

export const idvs: ResourceSpec = {
  name: 'idvs',
  typeName: 'Idv',
  single: 'idv',
  table: 'award',
  key: 'key',
  scope: `t.family = 'idv'`,
  validKey: validAwardKey('idv'),
  fields: {
    key: str({ description: 'Canonical IDV key CONT_IDV_<piid>_<agency>.' }),
    piid: str(),
    parent_award: parentAward('IdvParentAward'),
    award_date: date(),
    fiscal_year: int(),
    obligated: money({ description: 'Obligated on the IDV itself (orders obligate under their own keys).' }),
    base_and_exercised_options_value: money(),
    total_contract_value: money(),
    total_estimated_order_value: money(),
    description: str(),
    solicitation_identifier: str(),
    naics_code: str(),
    psc_code: str(),
    naics: naicsObject('IdvNaics'),
    psc: pscObject('IdvPsc'),
    set_aside: codePair('IdvSetAside', 'set_aside_code', 'set_aside_description'),
    idv_type: choice('IdvIdvType', 'idv_type', 'idv_type_code', 'idv_type_description'),
    type_of_idc: choice('IdvTypeOfIdc', 'type_of_idc', 'type_of_idc_code', 'type_of_idc_description'),
    multiple_or_single_award_idv: choice('IdvMultipleOrSingleAward', 'multiple_or_single_award_idv', 'multiple_or_single_award_code', 'multiple_or_single_award_description'),
    who_can_use: str(),
    program_acronym: str(),
    vehicle_uuid: uuid({ description: 'The vehicle (GET /api/vehicles/{uuid}/) this IDV is grouped under; null when it is not grouped.' }),
    period_of_performance: {
      kind: 'composed',
      typeName: 'IdvPeriodOfPerformance',
      bareMeansAll: true,
      fields: {
        start_date: date({ column: 'pop_start_date' }),
        last_date_to_order: date(),
      },
    },
    awarding_office: organizationPayload('IdvAwardingOffice', 'awarding_office_id'),
    funding_office: organizationPayload('IdvFundingOffice', 'funding_office_id'),
    recipient: recipient('IdvRecipient'),
    place_of_performance: placeOfPerformance('IdvPlaceOfPerformance'),
    competition: competition('Idv'),
    transactions: transactions('IdvTransaction'),
    number_of_actions: int(),
    legislative_mandates: legislativeMandates('IdvLegislativeMandates'),
    officers: officers('IdvOfficers'),
    ...fpdsPairs('Idv'),
    schedule_catalog: scheduleCatalog,
    vehicle: vehicleJoin('IdvVehicle', (t) => `${t}.vehicle_uuid`, 'The vehicle this IDV is grouped under (its vehicle_uuid); opt-in.'),
    awards: childAwards,
  },
  defaultShape: {
    list: 'key,piid,award_date,fiscal_year,description,obligated,base_and_exercised_options_value,total_contract_value,recipient(uei,display_name),awarding_office(*),naics_code,psc_code,set_aside(*),idv_type(*),type_of_idc(*),multiple_or_single_award_idv(*),parent_award(key,piid),vehicle_uuid,period_of_performance(*)',
    detail:
      'key,piid,parent_award(*),vehicle_uuid,award_date,fiscal_year,obligated,base_and_exercised_options_value,total_contract_value,total_estimated_order_value,description,solicitation_identifier,naics(*),psc(*),set_aside(*),idv_type(*),type_of_idc(*),multiple_or_single_award_idv(*),who_can_use,program_acronym,period_of_performance(*),awarding_office(*),funding_office(*),recipient(*),place_of_performance(*),competition(*),transactions(*),number_of_actions',
  },
  filters: idvFilters(),
  ordering: AWARD_ORDERING,
  orderingAllowed: true,
  pagination: 'cursor',
  pageSize: 25,
  auth: false,
  scopes: [entityScope('IDVs'), childScope('idvKey', 'Child IDVs (for example BPAs under a schedule contract) of one IDV.', 'idv')],
  routes: [
    { path: '/api/idvs/', kind: 'list' },
    { path: '/api/idvs/:key/', kind: 'detail', param: 'key' },
    { path: '/api/idvs/:key/idvs/', kind: 'list', scope: { arg: 'idvKey', param: 'key' } },
    { path: '/api/entities/:uei/idvs/', kind: 'list', scope: { arg: 'entityUei', param: 'uei' } },
  ],
};
