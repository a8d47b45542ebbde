/**
 * Contracts (document 2, "Contract" and "Contracts"): definitive contracts,
 * purchase orders, and task/delivery orders and BPA calls, one row per award
 * with modifications rolled up. Cursor pagination, ordering by award_date,
 * obligated or total_contract_value.
 */
import { isRfc4122Uuid } from '../identifiers/index.js';
import { sql } from '../engine/filters/sql.js';
import {
  AWARD_ORDERING, awardFilters, childScope, competition, entityScope, fpdsPairs, legislativeMandates, naicsObject, officers, organizationPayload,
  parentAward, placeOfPerformance, pscObject, recipient, subawardsSummary, transactions, validAwardKey, vehicleJoin,
} from './awards-common.js';
import { codePair, date, int, money, str, type ResourceSpec } from '../engine/resource.js';

export const contracts: ResourceSpec = {
  name: 'contracts',
  typeName: 'Contract',
  single: 'contract',
  table: 'award',
  key: 'key',
  scope: `t.family = 'contract'`,
  validKey: validAwardKey('contract'),
  fields: {
    key: str({ description: 'Canonical award key CONT_AWD_<piid>_<agency>_<parent_piid>_<parent_agency>.' }),
    piid: str(),
    parent_award: parentAward('ContractParentAward'),
    award_date: date(),
    fiscal_year: int(),
    obligated: money(),
    base_and_exercised_options_value: money(),
    total_contract_value: money(),
    description: str(),
    solicitation_identifier: str(),
    naics_code: str(),
    psc_code: str(),
    naics: naicsObject('ContractNaics'),
    psc: pscObject('ContractPsc'),
    set_aside: codePair('ContractSetAside', 'set_aside_code', 'set_aside_description'),
    award_type: codePair('ContractAwardType', 'award_type_code', 'award_type_description'),
    period_of_performance: {
      kind: 'composed',
      typeName: 'ContractPeriodOfPerformance',
      bareMeansAll: true,
      fields: {
        start_date: date({ column: 'pop_start_date' }),
        current_end_date: date({ column: 'pop_current_end_date' }),
        ultimate_completion_date: date({ column: 'pop_ultimate_completion_date' }),
      },
    },
    awarding_office: organizationPayload('ContractAwardingOffice', 'awarding_office_id'),
    funding_office: organizationPayload('ContractFundingOffice', 'funding_office_id'),
    recipient: recipient('ContractRecipient'),
    place_of_performance: placeOfPerformance('ContractPlaceOfPerformance'),
    competition: competition('Contract'),
    transactions: transactions('ContractTransaction'),
    number_of_actions: int(),
    subawards_summary: subawardsSummary('ContractSubawardsSummary'),
    legislative_mandates: legislativeMandates('ContractLegislativeMandates'),
    officers: officers('ContractOfficers'),
    ...fpdsPairs('Contract'),
    vehicle: vehicleJoin(
      'ContractVehicle',
      (t) => `(SELECT i.vehicle_uuid FROM award i WHERE i.key = ${t}.parent_award_key)`,
      'The vehicle (solicitation-level grouping of IDVs) of the IDV this award was ordered under; opt-in.',
    ),
  },
  defaultShape: {
    list: 'key,piid,award_date,fiscal_year,description,obligated,base_and_exercised_options_value,total_contract_value,recipient(uei,display_name),awarding_office(*),naics_code,psc_code,set_aside(*),award_type(*),parent_award(key,piid)',
    detail:
      'key,piid,parent_award(*),award_date,fiscal_year,obligated,base_and_exercised_options_value,total_contract_value,description,solicitation_identifier,naics(*),psc(*),set_aside(*),award_type(*),period_of_performance(*),awarding_office(*),funding_office(*),recipient(*),place_of_performance(*),competition(*),transactions(*),number_of_actions,subawards_summary(*)',
  },
  filters: awardFilters(),
  ordering: AWARD_ORDERING,
  orderingAllowed: true,
  pagination: 'cursor',
  pageSize: 25,
  auth: false,
  scopes: [entityScope('Contracts'), childScope('idvKey', 'Child awards (task and delivery orders) of one IDV.', 'idv')],
  routes: [
    { path: '/api/contracts/', kind: 'list' },
    { path: '/api/contracts/:key/', kind: 'detail', param: 'key' },
    { path: '/api/entities/:uei/contracts/', kind: 'list', scope: { arg: 'entityUei', param: 'uei' } },
    { path: '/api/idvs/:key/awards/', kind: 'list', scope: { arg: 'idvKey', param: 'key' } },
  ],
};

/**
 * Task orders under a vehicle (/api/vehicles/{uuid}/orders/): the contracts
 * resource with page-number pagination, as the vehicles section documents.
 */
export const vehicleOrders: ResourceSpec = {
  ...contracts,
  name: 'vehicle_orders',
  typeName: 'VehicleOrder',
  single: 'vehicleOrder',
  pagination: 'page',
  scopes: [
    {
      arg: 'vehicleUuid',
      description: 'Task and delivery orders under the IDVs of one vehicle.',
      valid: isRfc4122Uuid,
      where: (uuid) => sql(`t.parent_award_key IN (SELECT i.key FROM award i WHERE i.vehicle_uuid = $?::uuid)`, uuid.toLowerCase()),
      exists: async (q, uuid) => (await q('SELECT 1 FROM vehicle WHERE uuid = $1::uuid', [uuid.toLowerCase()])).length > 0,
    },
  ],
  routes: [{ path: '/api/vehicles/:uuid/orders/', kind: 'list', scope: { arg: 'vehicleUuid', param: 'uuid' } }],
};
