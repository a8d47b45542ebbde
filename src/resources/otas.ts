/**
 * OTAs (other transaction agreements, family 'ota'): the other-transaction
 * awards, some made under an OTIDV. The fields of an OTIDV (document 2,
 * "OTIDV") with the parent agreement and award type in place of the IDV
 * type. Cursor pagination, ordering by award_date, obligated or
 * total_contract_value, the other-transaction filters; /api/otidvs/{key}/awards/
 * is this list scoped to one OTIDV.
 */
import { AWARD_ORDERING, childScope, entityScope, otFields, otFilters, parentAward, validAwardKey } from './awards-common.js';
import { codePair, type ResourceSpec } from '../engine/resource.js';

export const otas: ResourceSpec = {
  name: 'otas',
  typeName: 'Ota',
  single: 'ota',
  table: 'award',
  key: 'key',
  scope: `t.family = 'ota'`,
  validKey: validAwardKey('ota'),
  fields: {
    ...otFields('Ota'),
    parent_award: parentAward('OtaParentAward'),
    award_type: codePair('OtaAwardType', 'award_type_code', 'award_type_description'),
  },
  defaultShape: {
    list: 'key,piid,award_date,fiscal_year,description,obligated,base_and_exercised_options_value,total_contract_value,recipient(uei,display_name),awarding_office(*),psc_code,type_of_ot_agreement(*),extent_competed(*),consortia,parent_award(key,piid),period_of_performance(*)',
    detail:
      'key,piid,parent_award(*),award_date,fiscal_year,obligated,base_and_exercised_options_value,total_contract_value,description,psc_code,psc(*),consortia,consortia_uei,dod_acquisition_program,non_governmental_dollars,non_traditional_government_contractor_participation,type_of_ot_agreement(*),extent_competed(*),recipient(*),place_of_performance(*),awarding_office(*),funding_office(*),period_of_performance(*),transactions(*),number_of_actions',
  },
  filters: otFilters(),
  ordering: AWARD_ORDERING,
  orderingAllowed: true,
  pagination: 'cursor',
  pageSize: 25,
  auth: false,
  scopes: [entityScope('OTAs'), childScope('otidvKey', 'Child OTAs of one OTIDV.', 'otidv')],
  routes: [
    { path: '/api/otas/', kind: 'list' },
    { path: '/api/otas/:key/', kind: 'detail', param: 'key' },
    { path: '/api/otidvs/:key/awards/', kind: 'list', scope: { arg: 'otidvKey', param: 'key' } },
    { path: '/api/entities/:uei/otas/', kind: 'list', scope: { arg: 'entityUei', param: 'uei' } },
  ],
};
