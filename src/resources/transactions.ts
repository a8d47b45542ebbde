/**
 * Transactions (modifications) of one award: /api/contracts/{key}/transactions/.
 * Page-number pagination in date order (the order of the award's history).
 */
import { f, sql } from '../engine/filters/sql.js';
import { codePair, date, money, str, type ResourceSpec } from '../engine/resource.js';

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
    {
      arg: 'contractKey',
      description: 'Modifications of one contract.',
      where: (key) => sql('t.award_key = $?', key),
      exists: async (q, key) => (await q(`SELECT 1 FROM award WHERE key = $1 AND family = 'contract'`, [key])).length > 0,
    },
  ],
  routes: [{ path: '/api/contracts/:key/transactions/', kind: 'list', scope: { arg: 'contractKey', param: 'key' } }],
};
