/**
 * OTIDVs (document 2, "OTIDV" and "OTIDVs"): other-transaction IDVs, the
 * agreements other transaction awards (OTAs) are made under. Cursor
 * pagination, ordering by award_date, obligated or total_contract_value; the
 * other-transaction filters (no NAICS filter); child OTAs at
 * /api/otidvs/{key}/awards/ (the OTAs resource, scoped).
 */
import { AWARD_ORDERING, entityScope, otFields, otFilters, validAwardKey } from './awards-common.js';
import { str, type ResourceSpec } from '../engine/resource.js';

export const otidvs: ResourceSpec = {
  name: 'otidvs',
  typeName: 'Otidv',
  single: 'otidv',
  table: 'award',
  key: 'key',
  scope: `t.family = 'otidv'`,
  validKey: validAwardKey('otidv'),
  fields: {
    ...otFields('Otidv'),
    idv_type: str({ column: 'idv_type_code', description: 'IDV type, the raw code.' }),
  },
  defaultShape: {
    list: 'key,piid,award_date,fiscal_year,description,obligated,base_and_exercised_options_value,total_contract_value,recipient(uei,display_name),awarding_office(*),psc_code,idv_type,type_of_ot_agreement(*),extent_competed(*),consortia,period_of_performance(*)',
    detail:
      'key,piid,award_date,fiscal_year,idv_type,obligated,base_and_exercised_options_value,total_contract_value,description,psc_code,psc(*),consortia,consortia_uei,dod_acquisition_program,non_governmental_dollars,non_traditional_government_contractor_participation,type_of_ot_agreement(*),extent_competed(*),recipient(*),place_of_performance(*),awarding_office(*),funding_office(*),period_of_performance(*),transactions(*),number_of_actions',
  },
  filters: otFilters(),
  ordering: AWARD_ORDERING,
  orderingAllowed: true,
  pagination: 'cursor',
  pageSize: 25,
  auth: false,
  scopes: [entityScope('OTIDVs')],
  routes: [
    { path: '/api/otidvs/', kind: 'list' },
    { path: '/api/otidvs/:key/', kind: 'detail', param: 'key' },
    { path: '/api/entities/:uei/otidvs/', kind: 'list', scope: { arg: 'entityUei', param: 'uei' } },
  ],
};
