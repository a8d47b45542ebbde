/**
 * Per-request DataLoaders for lookups that are not Prisma relations (created
 * with each request context, never shared: cached values must not leak
 * between tenants or outlive a request). Each batches all keys of a request
 * into one query.
 */
import DataLoader from 'dataloader';
import type { PrismaClient } from './generated/prisma/client.js';

export interface EntityBrief {
  uei: string;
  display_name: string;
  legal_business_name: string;
  cage_code: string | null;
}

export interface VehicleBrief {
  uuid: string;
  solicitation_identifier: string;
  solicitation_title: string | null;
  solicitation_description: string | null;
  solicitation_date: Date | null;
  description: string | null;
  vehicle_type: string;
  type_of_idc: string | null;
  contract_type: string | null;
  set_aside: string | null;
  who_can_use: string | null;
  naics_code: number | null;
  psc_code: string | null;
  agency_id: string;
  fiscal_year: number;
  award_date: Date;
  last_date_to_order: Date | null;
}

export interface Loaders {
  naicsDescription: DataLoader<string, string | null>;
  pscName: DataLoader<string, string | null>;
  entity: DataLoader<string, EntityBrief | null>;
  /** the vehicle of an IDV, by the IDV's key */
  vehicleOfIdv: DataLoader<string, VehicleBrief | null>;
  /** subaward count and total under a prime award */
  subawardSummary: DataLoader<string, { count: number; total_amount: string }>;
}

function byKey<K, V>(keys: readonly K[], rows: V[], keyOf: (v: V) => K): (V | null)[] {
  const m = new Map(rows.map((r) => [keyOf(r), r]));
  return keys.map((k) => m.get(k) ?? null);
}

export function createLoaders(prisma: PrismaClient): Loaders {
  return {
    naicsDescription: new DataLoader(async (codes) => {
      const rows = await prisma.naics.findMany({ where: { code: { in: [...codes] } }, select: { code: true, description: true } });
      return byKey(codes, rows, (r) => r.code).map((r) => r?.description ?? null);
    }),
    pscName: new DataLoader(async (codes) => {
      const rows = await prisma.psc.findMany({ where: { code: { in: [...codes] } }, select: { code: true, name: true } });
      return byKey(codes, rows, (r) => r.code).map((r) => r?.name ?? null);
    }),
    entity: new DataLoader(async (ueis) => {
      const rows = await prisma.entity.findMany({
        where: { uei: { in: [...ueis] } },
        select: { uei: true, display_name: true, legal_business_name: true, cage_code: true },
      });
      return byKey(ueis, rows, (r) => r.uei);
    }),
    vehicleOfIdv: new DataLoader(async (idvKeys) => {
      const rows = await prisma.award.findMany({
        where: { key: { in: [...idvKeys] }, vehicle_uuid: { not: null } },
        select: {
          key: true,
          vehicle: {
            select: {
              uuid: true, solicitation_identifier: true, solicitation_title: true, solicitation_description: true, solicitation_date: true,
              description: true, vehicle_type: true, type_of_idc: true, contract_type: true, set_aside: true, who_can_use: true,
              naics_code: true, psc_code: true, agency_id: true, fiscal_year: true, award_date: true, last_date_to_order: true,
            },
          },
        },
      });
      return byKey(idvKeys, rows, (r) => r.key).map((r) => (r?.vehicle as VehicleBrief | null) ?? null);
    }),
    subawardSummary: new DataLoader(async (awardKeys) => {
      const rows = await prisma.subaward.groupBy({
        by: ['award_key'],
        where: { award_key: { in: [...awardKeys] } },
        _count: { _all: true },
        _sum: { subaward_amount: true },
      });
      const m = new Map(rows.map((r) => [r.award_key, r]));
      return awardKeys.map((k) => {
        const r = m.get(k);
        return { count: r?._count._all ?? 0, total_amount: r?._sum.subaward_amount?.toFixed(2) ?? '0.00' };
      });
    }),
  };
}
