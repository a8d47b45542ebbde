/**
 * USAspending contract prime award summaries CSV (custom award download
 * `..._Contracts_PrimeAwardSummaries_..._N.csv`): one row per award, the
 * values of its latest transaction → the award-level fields of contracts
 * (CONT_AWD_ keys) and IDVs (CONT_IDV_ keys), and the recipient entities
 * met on the way. Transactions are never sent (the award mapping leaves an
 * award's stored transactions alone when a record has no `transactions`),
 * so a summaries file loaded after a transactions file keeps them; the
 * obligated amount is the file's only for an award without stored
 * transactions (else it stays the sum of the transactions).
 */
import { RowError, type MappedRecord, type SourceAdapter, type StagedGroup, type StagedRowRef } from '../types.js';
import { day, instant, money, text } from '../values.js';
import { AWARD_COLUMNS, awardFields, awardKind, awardRank, columnDocs, namesRecipient, NO_RECIPIENT, prepareAwardTargets, recipientEntity, type AwardKind } from './usaspending-common.js';

interface Staged {
  kind: AwardKind;
  lm: string | null;
  award: Record<string, unknown>;
  obligated: string;
  codes: Record<string, string | null>;
  entity: Record<string, unknown> | null;
}

export const usaspendingContractAwards: SourceAdapter = {
  name: 'usaspending-contract-awards',
  title: 'USAspending contract prime award summaries CSV',
  origin: 'USAspending.gov → Download Center → Custom Award Data (Contracts, prime award summaries): `All_Contracts_PrimeAwardSummaries_<timestamp>_N.csv` in a zip',
  targets: ['entities', 'idvs', 'contracts'],
  format: 'csv',
  encoding: 'utf8',
  extensions: ['.csv', '.tsv', '.txt'],
  layouts: [{ name: 'prime award summaries (286 columns)', columns: AWARD_COLUMNS }],
  required: ['contract_award_unique_key', 'award_id_piid', 'award_base_action_date', 'total_obligated_amount'],
  columns: columnDocs(AWARD_COLUMNS, {
    award_base_action_date: { field: 'award_date' },
    total_obligated_amount: { field: 'obligated', note: 'only for an award without stored transactions: otherwise obligated is the sum of its transactions (the ingestion core\'s)' },
    total_outlayed_amount: { field: null, note: 'outlays (File C): not served' },
    disaster_emergency_fund_codes: { field: null, note: 'a ;-joined list of DEF codes (File C): not served' },
  }),
  notes: [
    'Key: contract_award_unique_key (CONT_AWD_ → contracts, CONT_IDV_ → IDVs). Change detection: by value (the core\'s comparison); a key repeated in the file: the row with the latest last_modified_date wins (then the later row).',
    'Transactions are not in this file and are never sent: an award\'s stored transactions (from a transactions file) stay as they are.',
    'Rows are staged and read back by award as for the transactions file (IDVs before contracts), entities created for unknown recipient UEIs as there.',
  ],
  rowKey: (row) => text(row, 'contract_award_unique_key') ?? '',
  map(): MappedRecord[] {
    throw new Error('usaspending-contract-awards is a grouped source (grouped.stage / grouped.build)');
  },
  grouped: {
    // a contract names IDVs (written in the IDV step, before its batch's contracts), never another contract, and an
    // award is in one batch only: a batch's contracts are prepared and validated while the batch before writes its own
    overlap: ['contracts'],
    stage(row) {
      const key = text(row, 'contract_award_unique_key');
      const kind = awardKind(key, 'contract_award_unique_key');
      const date = day(row, 'award_base_action_date');
      if (date === null) throw new RowError('award_base_action_date is empty', 'award_base_action_date');
      const obligated = money(row, 'total_obligated_amount');
      if (obligated === null) throw new RowError('total_obligated_amount is empty', 'total_obligated_amount');
      const { record, codes } = awardFields(row, key!, kind);
      record.award_date = date;
      const data: Staged = { kind, lm: instant(row, 'last_modified_date'), award: record, obligated, codes, entity: recipientEntity(row) };
      return { group: key!, rank: awardRank(key!), data };
    },
    async build(groups: StagedGroup[], ctx) {
      const keys = groups.map((g) => g.group);
      const withTx = new Set((await ctx.q<{ key: string }>(`SELECT DISTINCT award_key AS key FROM award_transaction WHERE award_key IN (SELECT jsonb_array_elements_text($1::jsonb))`, [JSON.stringify(keys)])).map((r) => r.key));
      const records: MappedRecord[] = [];
      const rejected: { rows: readonly StagedRowRef[]; reason: string }[] = [];
      const entities = new Map<string, MappedRecord>();
      for (const g of groups) {
        const refs = g.rows.map((r) => ({ file: r.file, line: r.line, key: r.key }));
        let best = 0;
        for (let i = 1; i < g.rows.length; i++) if (((g.rows[i].data as Staged).lm ?? '') >= ((g.rows[best].data as Staged).lm ?? '')) best = i;
        const s = g.rows[best].data as Staged;
        const record = { ...s.award };
        if (!withTx.has(g.group)) record.obligated = s.obligated;
        if (!namesRecipient(s.award)) {
          rejected.push({ rows: refs, reason: NO_RECIPIENT });
          continue;
        }
        if (s.entity && !entities.has(s.entity.uei as string)) entities.set(s.entity.uei as string, { target: 'entities', key: s.entity.uei as string, record: s.entity, rows: [refs[best]] });
        records.push({ target: s.kind === 'contract' ? 'contracts' : 'idvs', key: g.group, record, aux: s.codes, rows: refs });
      }
      return { records: [...entities.values(), ...records], rejected };
    },
  },
  prepare: prepareAwardTargets,
};
