/**
 * USAspending contract prime transactions CSV (custom award download
 * `..._Contracts_PrimeTransactions_..._N.csv`, Award Data Archive
 * `FY{yyyy}_{agency}_Contracts_Full_{yyyymmdd}_NN.csv`, and the older delta
 * files with `correction_delete_ind` and `agency_id` in front) → contracts
 * (CONT_AWD_ keys), IDVs (CONT_IDV_ keys), their transactions, and the
 * recipient entities met on the way.
 *
 * The award mapping replaces an award's transaction set as a whole, so an
 * award's record carries ALL its transactions: the rows are staged
 * (src/load/stage.ts: COPY on PostgreSQL) as they are read, then each award
 * is built from its rows, wherever they are in the file's parts, merged
 * with its stored transactions (by modification number: a row replaces the
 * stored transaction of its modification, a delta `D` row deletes it).
 */
import { parseAwardKey } from '../../identifiers/index.js';
import { RowError, type GroupedSource, type MappedRecord, type Row, type SourceAdapter, type StagedGroup, type StagedRowRef } from '../types.js';
import { day, has, instant, money, text } from '../values.js';
import { awardFields, awardKind, awardRank, checkAwardFields, columnDocs, namesRecipient, NO_RECIPIENT, packRow, prepareAwardTargets, recipientEntity, TRANSACTION_COLUMNS, unpackRow, type AwardKind } from './usaspending-common.js';

const DELTA_COLUMNS = ['correction_delete_ind', 'agency_id', ...TRANSACTION_COLUMNS] as const;

interface Tx {
  modification_number: string;
  transaction_date: string;
  obligated: string;
  description: string | null;
  action_type: { code: string | null; description: string | null };
}

type Staged =
  | { d: true; mod: string }
  | { d: false; kind: AwardKind; tx: Tx };

/** A transaction key: agency id _ referenced IDV agency _ PIID _ modification _ parent PIID _ transaction number. */
function keyParts(tkey: string): { agency: string; refAgency: string; piid: string; mod: string; parentPiid: string } | null {
  const p = tkey.split('_');
  return p.length === 6 && p.every((x) => x !== '') ? { agency: p[0], refAgency: p[1], piid: p[2], mod: p[3], parentPiid: p[4] } : null;
}

/** The award key of a delete row that names only its transaction: a contract key, or (no parent) `alt` the IDV key, settled in resolve(). */
function deleteAwardKey(row: Row): { key: string; alt: string | null; mod: string } {
  const tkey = text(row, 'contract_transaction_unique_key');
  const parts = tkey ? keyParts(tkey) : null;
  const mod = text(row, 'modification_number') ?? parts?.mod ?? null;
  if (!mod) throw new RowError('a delete row (correction_delete_ind D) names no modification_number and no contract_transaction_unique_key', 'modification_number');
  const award = text(row, 'contract_award_unique_key');
  if (award) {
    awardKind(award, 'contract_award_unique_key');
    return { key: award, alt: null, mod };
  }
  if (!parts) throw new RowError('a delete row (correction_delete_ind D) names no contract_award_unique_key and no readable contract_transaction_unique_key', 'contract_transaction_unique_key');
  const none = parts.parentPiid === '-NONE-';
  return { key: `CONT_AWD_${parts.piid}_${parts.agency}_${parts.parentPiid}_${parts.refAgency}`, alt: none ? `CONT_IDV_${parts.piid}_${parts.agency}` : null, mod };
}

function stageRow(row: Row, header: readonly string[], fields?: readonly string[]): ReturnType<GroupedSource['stage']> {
  const ind = text(row, 'correction_delete_ind');
  if (ind !== null && !['C', 'D'].includes(ind.toUpperCase())) throw new RowError(`correction_delete_ind: ${JSON.stringify(ind)} is not C, D or empty`, 'correction_delete_ind');
  if (ind?.toUpperCase() === 'D') {
    const { key, alt, mod } = deleteAwardKey(row);
    return { group: key, rank: awardRank(key), data: { d: true, mod }, alt };
  }
  const key = text(row, 'contract_award_unique_key');
  const kind = awardKind(key, 'contract_award_unique_key');
  const mod = text(row, 'modification_number');
  if (mod === null) throw new RowError('modification_number is empty', 'modification_number');
  const date = day(row, 'action_date');
  if (date === null) throw new RowError('action_date is empty', 'action_date');
  const obligated = money(row, 'federal_action_obligation');
  if (obligated === null) throw new RowError('federal_action_obligation is empty', 'federal_action_obligation');
  const tx: Tx = {
    modification_number: mod,
    transaction_date: date,
    obligated,
    description: has(row, 'transaction_description') ? (row.transaction_description.trim() === '' ? null : row.transaction_description) : null,
    action_type: { code: text(row, 'action_type_code'), description: text(row, 'action_type') },
  };
  // the award fields are checked here (a value that does not parse rejects this row), and built in build() from the
  // row that wins the award: staging the packed row instead of the record is a third of the bytes, and as bulk it is
  // read back only for that row
  checkAwardFields(row, kind);
  const lm = instant(row, 'last_modified_date');
  const data: Staged = { d: false, kind, tx };
  // the latest row wins the award: by action_date, then last_modified_date (none before any), then file order
  return { group: key!, rank: awardRank(key!), data, bulk: packRow(row, header, fields), bulkOrder: `${date} ${lm ?? ''}` };
}

interface StoredTx {
  award_key: string;
  modification_number: string;
  transaction_date: string;
  obligated: string;
  description: string | null;
  action_type_code: string | null;
  action_type: string | null;
}

export const usaspendingContractTransactions: SourceAdapter = {
  name: 'usaspending-contract-transactions',
  title: 'USAspending contract prime transactions CSV',
  origin:
    'USAspending.gov → Download Center → Custom Award Data (Contracts, prime transactions): `All_Contracts_PrimeTransactions_<timestamp>_N.csv` in a zip; or Award Data Archive: `FY<yyyy>_<agency>_Contracts_Full_<yyyymmdd>.zip` (older `..._Contracts_Delta_...` files too)',
  targets: ['entities', 'idvs', 'contracts'],
  format: 'csv',
  encoding: 'utf8',
  extensions: ['.csv', '.tsv', '.txt'],
  layouts: [
    { name: 'prime transactions (297 columns)', columns: TRANSACTION_COLUMNS },
    { name: 'delta (correction_delete_ind, agency_id + 297 columns)', columns: DELTA_COLUMNS },
  ],
  required: ['contract_transaction_unique_key', 'contract_award_unique_key', 'modification_number', 'action_date', 'federal_action_obligation'],
  columns: columnDocs(DELTA_COLUMNS, {
    correction_delete_ind: { field: null, note: 'delta files: D deletes the transaction (the row fills only key columns; the award is rebuilt without it), C or empty loads the row' },
    agency_id: { field: null, note: 'delta files: part of the keys' },
    contract_transaction_unique_key: { field: null, note: 'the transaction\'s key; transactions are merged by modification number within their award (a D row without contract_award_unique_key is placed by it)' },
    modification_number: { field: 'transactions[].modification_number', note: 'the transaction\'s identity within its award: a row replaces the stored transaction of its modification' },
    action_date: { field: 'transactions[].transaction_date', note: 'award_date is the earliest transaction date of the award' },
    federal_action_obligation: { field: 'transactions[].obligated', note: 'negative for deobligations; the award\'s obligated is the sum of its transactions (computed by the ingestion core)' },
    transaction_description: { field: 'transactions[].description', note: 'as given (embedded newlines kept)' },
    action_type_code: { field: 'transactions[].action_type.code' },
    action_type: { field: 'transactions[].action_type.description' },
    prime_award_base_transaction_description: { field: 'description', note: 'award-level values come from the award\'s latest row (action_date, then last_modified_date, then file order), unless a stored transaction is later' },
  }),
  notes: [
    'Key: contract_award_unique_key groups the rows into awards (CONT_AWD_ → contracts, CONT_IDV_ → IDVs); within an award a transaction is its modification_number. Change detection: by value (the core\'s comparison of the award\'s fields and of its transaction set).',
    'Rows are staged in a table of the database (COPY on PostgreSQL, batched INSERTs on PGlite) as they are read, then read back a thousand awards at a time: an award\'s rows may be anywhere in the file\'s parts. Each award is sent with ALL its transactions: the stored ones merged with the file\'s (a row replaces the stored transaction of its modification; a delta D row deletes it), because the ingestion core replaces an award\'s transaction set as a whole. Memory holds one batch of awards.',
    'IDVs are written before contracts (IDVs without a parent first), so that a task order finds its parent IDV of the same file.',
    'A recipient UEI no entity has: the entity is created from the row\'s recipient columns (registered false, registration_status "Unknown": the file does not say whether it holds a SAM registration); a stored entity is never changed by award data. Offices are never created: the hierarchy is loaded on its own; an unknown office falls back to its sub-tier agency or department (reported).',
    'Packaging: a zip of CSV parts of 1,000,000 rows (`_1.csv` or `_01.csv`), each with the header; also tab (.tsv) or pipe (.txt) delimited. Booleans t/f (PostgreSQL COPY) or true/false (Spark); dates YYYY-MM-DD; timestamps YYYY-MM-DD HH:MM:SS[.ffffff][+zz]; CRLF or LF. Interrupted: the load is resumed by running it again (each batch of awards is committed on its own; a re-run changes nothing already loaded).',
  ],
  rowKey: (row) => text(row, 'contract_transaction_unique_key') ?? text(row, 'contract_award_unique_key') ?? '',
  map(): MappedRecord[] {
    throw new Error('usaspending-contract-transactions is a grouped source (grouped.stage / grouped.build)');
  },
  grouped: {
    // a contract names IDVs (written in the IDV step, before its batch's contracts), never another contract, and an
    // award is in one batch only: a batch's contracts are prepared and validated while the batch before writes its own
    overlap: ['contracts'],
    stage: stageRow,
    async resolve(table, q) {
      // a delete row naming only its transaction, without a parent PIID: the IDV key when that award is an IDV (stored or in the file)
      await q(
        `UPDATE ${table} s SET grp = s.alt, rank = 0 WHERE s.alt IS NOT NULL
           AND NOT EXISTS (SELECT 1 FROM award a WHERE a.key = s.grp) AND NOT EXISTS (SELECT 1 FROM ${table} o WHERE o.grp = s.grp AND NOT o.alt_row)
           AND (EXISTS (SELECT 1 FROM award a WHERE a.key = s.alt) OR EXISTS (SELECT 1 FROM ${table} o WHERE o.grp = s.alt))`,
      );
    },
    async build(groups: StagedGroup[], ctx) {
      const keys = groups.map((g) => g.group);
      const stored = new Map<string, StoredTx[]>();
      for (const t of await ctx.q<StoredTx>(
        `SELECT award_key, modification_number, to_char(transaction_date, 'YYYY-MM-DD') AS transaction_date, obligated::text AS obligated, description, action_type_code, action_type
         FROM award_transaction WHERE award_key IN (SELECT jsonb_array_elements_text($1::jsonb)) ORDER BY award_key, transaction_date, id`,
        [JSON.stringify(keys)],
      )) (stored.get(t.award_key) ?? stored.set(t.award_key, []).get(t.award_key)!).push(t);
      const existing = new Set((await ctx.q<{ key: string }>(`SELECT key FROM award WHERE key IN (SELECT jsonb_array_elements_text($1::jsonb))`, [JSON.stringify(keys)])).map((r) => r.key));
      const records: MappedRecord[] = [];
      const rejected: { rows: readonly StagedRowRef[]; reason: string }[] = [];
      const entities = new Map<string, MappedRecord>();
      for (const g of groups) {
        const refs = g.rows.map((r) => ({ file: r.file, line: r.line, key: r.key }));
        const kind = parseAwardKey(g.group)?.kind;
        if (!kind) {
          rejected.push({ rows: refs, reason: `${g.group} is not an award key` });
          continue;
        }
        const merged = new Map<string, Tx>();
        for (const t of stored.get(g.group) ?? []) {
          merged.set(t.modification_number, { modification_number: t.modification_number, transaction_date: t.transaction_date, obligated: t.obligated, description: t.description, action_type: { code: t.action_type_code, description: t.action_type } });
        }
        const storedMax = (stored.get(g.group) ?? []).reduce<string | null>((m, t) => (m === null || t.transaction_date > m ? t.transaction_date : m), null);
        // the award's latest row (stage()'s bulkOrder: action_date, then last_modified_date, then file order) is the one
        // the staging table hands back with its packed row
        let latest: { s: Staged & { d: false }; i: number; bulk: string } | null = null;
        for (const [i, r] of g.rows.entries()) {
          const s = r.data as Staged;
          if (s.d) {
            merged.delete(s.mod);
            continue;
          }
          merged.set(s.tx.modification_number, s.tx);
          if (r.bulk !== null) latest = { s, i, bulk: r.bulk };
        }
        if (!latest && !existing.has(g.group)) continue; // deletes of transactions of an award not stored: nothing to do
        const transactions = [...merged.values()].sort((a, b) => (a.transaction_date < b.transaction_date ? -1 : a.transaction_date > b.transaction_date ? 1 : a.modification_number.localeCompare(b.modification_number)));
        const record: Record<string, unknown> = { key: g.group, transactions };
        if (transactions.length) record.award_date = transactions[0].transaction_date;
        let aux: Record<string, string | null> | undefined;
        if (latest && !(existing.has(g.group) && storedMax !== null && storedMax > latest.s.tx.transaction_date)) {
          const row = unpackRow(latest.bulk);
          const { record: award, codes } = awardFields(row, g.group, latest.s.kind);
          const entity = recipientEntity(row);
          Object.assign(record, award, { transactions });
          if (transactions.length) record.award_date = transactions[0].transaction_date;
          aux = codes;
          if (!namesRecipient(award) && !existing.has(g.group)) {
            rejected.push({ rows: refs, reason: NO_RECIPIENT });
            continue;
          }
          if (entity && !entities.has(entity.uei as string)) entities.set(entity.uei as string, { target: 'entities', key: entity.uei as string, record: entity, rows: [refs[latest.i]] });
        }
        records.push({ target: kind === 'contract' ? 'contracts' : 'idvs', key: g.group, record, aux, rows: refs });
      }
      return { records: [...entities.values(), ...records], rejected };
    },
  },
  prepare: prepareAwardTargets,
};
