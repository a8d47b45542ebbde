/**
 * Transactions (modifications) of one award: /api/contracts/{key}/transactions/,
 * /api/idvs/{key}/transactions/, /api/otas/{key}/transactions/ and
 * /api/otidvs/{key}/transactions/. Page-number pagination in date order (the
 * order of the award's history). Each path serves its own family only: the
 * key of an award of another family answers 404.
 */
import { f } from '../engine/filters/sql.js';
import { codePair, date, money, str, type ResourceSpec } from '../engine/resource.js';
import { awardRowsScope } from './awards-common.js';

export const transactions: ResourceSpec = {
  name: 'transactions',
  typeName: 'Transaction',
  single: 'transaction',
  table: 'award_transaction',
  key: 'id',
  keyType: 'int',
  fields: {
    award_key: str(),
    modification_number: str(),
    transaction_date: date(),
    obligated: money(),
    description: str(),
    action_type: codePair('TransactionActionType', 'action_type_code', 'action_type'),
  },
  defaultShape: {
    list: 'modification_number,transaction_date,obligated,description,action_type(*)',
    detail: 'award_key,modification_number,transaction_date,obligated,description,action_type(*)',
  },
  filters: {
    transaction_date_gte: f.date('t.transaction_date', '>=', 'transaction_date_lte'),
    transaction_date_lte: f.date('t.transaction_date', '<='),
  },
  ordering: {
    fields: { transaction_date: { column: 'transaction_date', type: 'date' } },
    default: 'transaction_date',
    tiebreaker: { column: 'id', type: 'int' },
  },
  orderingAllowed: true,
  pagination: 'page',
  pageSize: 25,
  auth: false,
  scopes: [
    awardRowsScope('contractKey', 'Modifications of one contract.', 'contract'),
    awardRowsScope('idvKey', 'Modifications of one IDV.', 'idv'),
    awardRowsScope('otaKey', 'Modifications of one OTA (other transaction agreement).', 'ota'),
    awardRowsScope('otidvKey', 'Modifications of one OTIDV (other transaction IDV).', 'otidv'),
  ],
  routes: [
    { path: '/api/contracts/:key/transactions/', kind: 'list', scope: { arg: 'contractKey', param: 'key' } },
    { path: '/api/idvs/:key/transactions/', kind: 'list', scope: { arg: 'idvKey', param: 'key' } },
    { path: '/api/otas/:key/transactions/', kind: 'list', scope: { arg: 'otaKey', param: 'key' } },
    { path: '/api/otidvs/:key/transactions/', kind: 'list', scope: { arg: 'otidvKey', param: 'key' } },
  ],
};
