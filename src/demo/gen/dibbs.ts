/**
 * Defense bid board (DLA Internet Bid Board System): automated requests for
 * quotation, larger solicitations (RFPs) and award line items, all owned by
 * the Defense Logistics Agency organisation (sub-tier 97AS).
 *
 * - RFQ numbers are automated DLA RFQs (DFARS 204.1603 letter T, U when the T
 *   series overflows): AAC + FY + T + serial, e.g. SPE7M125T1234, matching the
 *   identifier engine's dla_dibbs pattern. return_by_date drives is_open at
 *   query time: today or later = open, past or missing = not open. One RFQ in
 *   25 has no return-by date and one RFP in 16 no closing date (spaced
 *   evenly, so every scale has some); the first RFQ and RFP are open on the
 *   as-of day, and most older ones have closed.
 * - RFP numbers use the letter R, written with dashes (SPE4A6-25-R-0123).
 * - NSNs are stored in the canonical NNNN-NN-NNN-NNNN form (the data report
 *   checks it on RFQs).
 * - Awards are line items. Every (award_number, delivery_order_number) order
 *   has 1-4 lines sharing the order's total_contract_price; 3.5 percent of
 *   the line items (whole orders, chosen by error diffusion over the rows so
 *   every scale has some) carry a non-numeric price cell (price null, raw
 *   text kept). Basic purchase orders use P or V; delivery orders are issued
 *   under an indefinite-delivery contract (D) and carry a delivery order
 *   number. One awardee draw in about 17 (6 percent, spaced evenly) is a CAGE
 *   code no registered entity carries (awardee unresolved).
 * - status_code is an 11-character composite, five fields:
 *     A<method>  1 automated (DIBBS), 2 manual/buyer-issued, 3 long-term contract call
 *     B<setaside> 0 unrestricted, 1 small business, 2 HUBZone, 3 SDVOSB
 *     C<fob/insp> 1 origin/source, 2 destination/destination, 3 origin/destination
 *     D<docs>    0 no technical data, 1 drawings attached, 2 restricted (JCP) drawings
 *     E<nn>      number of amendments, two digits
 *   e.g. A1B0C2D0E00.
 */
import { buildPiid, normalizeSolicitation, uuidFromRand } from '../../identifiers/index.js';
import type { EntityRef, GenContext, OrgRef } from '../context.js';
import { addDays, day, fiscalYearOf } from '../dates.js';
import { PART_NOMENCLATURES } from '../reference/names.js';
import type { Rng } from '../rng.js';

/** FSC for each nomenclature noun (first word before the comma), real Federal Supply Classes. */
const FSC_BY_NOUN: [RegExp, string[]][] = [
  [/^VALVE|^PARTS KIT,VALVE/, ['4820', '4810']],
  [/^BEARING/, ['3110', '3120']],
  [/^CABLE ASSEMBLY|^WIRING HARNESS/, ['6150', '5995']],
  [/^CONNECTOR/, ['5935']],
  [/^CIRCUIT CARD/, ['5998']],
  [/^MICROCIRCUIT/, ['5962']],
  [/^TRANSISTOR|^SEMICONDUCTOR/, ['5961']],
  [/^RESISTOR/, ['5905']],
  [/^CAPACITOR/, ['5910']],
  [/^RELAY/, ['5945']],
  [/^SWITCH/, ['5930']],
  [/^FUSE/, ['5920']],
  [/^CIRCUIT BREAKER/, ['5925']],
  [/^TRANSFORMER/, ['5950']],
  [/^FILTER,FLUID/, ['4330']],
  [/^FILTER ELEMENT/, ['2940']],
  [/^FILTER,RADIO/, ['5915']],
  [/^PUMP/, ['4320', '1650']],
  [/^MOTOR/, ['6105']],
  [/^GENERATOR/, ['6115']],
  [/^ACTUAT|^SERVOVALVE/, ['1650', '3040']],
  [/^HOSE/, ['4720']],
  [/^TUBE ASSEMBLY/, ['4710']],
  [/^COUPLING|^ADAPTER|^ELBOW/, ['4730']],
  [/^O-RING/, ['5331']],
  [/^GASKET|^SEAL|^PACKING/, ['5330']],
  [/^BOLT/, ['5306']],
  [/^SCREW/, ['5305']],
  [/^NUT|^WASHER/, ['5310']],
  [/^PIN/, ['5315']],
  [/^RIVET/, ['5320']],
  [/^BUSHING|^SPACER|^SHIM/, ['5365']],
  [/^SPRING/, ['5360']],
  [/^GEAR/, ['3020']],
  [/^SHAFT/, ['3040']],
  [/^HOUSING/, ['3130']],
  [/^BRACKET|^CLAMP|^COVER|^BOOT/, ['5340']],
  [/^PANEL,STRUCTURAL/, ['1560']],
  [/^BLADE,ROTOR/, ['1615']],
  [/^BLADE,COMPRESSOR|^VANE/, ['2840']],
  [/^NOZZLE/, ['2910', '2915']],
  [/^STARTER|^ALTERNATOR/, ['2920', '2925']],
  [/^SHOE,BRAKE|^WHEEL|^SHOE,TRACK/, ['2530']],
  [/^TIRE/, ['2610']],
  [/^WINDSHIELD/, ['2510']],
  [/^LIGHT/, ['6220']],
  [/^LAMP/, ['6240']],
  [/^BATTERY,STORAGE/, ['6140']],
  [/^BATTERY,NON/, ['6135']],
  [/^ANTENNA/, ['5985']],
  [/^RADIO SET/, ['5820']],
  [/^RECEIVER-TRANSMITTER/, ['5821', '5820']],
  [/^AMPLIFIER/, ['5996']],
  [/^INDICATOR|^GAGE|^THERMOCOUPLE|^TRANSDUCER|^SENSOR/, ['6685', '6620']],
  [/^HEAT EXCHANGER/, ['4420']],
  [/^MUFFLER/, ['2990']],
  [/^TOOL KIT/, ['5180']],
  [/^WRENCH/, ['5120']],
  [/^GLOVES|^COAT/, ['8415']],
  [/^BODY ARMOR/, ['8470']],
];

interface Item {
  nomenclature: string;
  fsc: string;
}

const ITEMS: Item[] = PART_NOMENCLATURES.map((nomenclature) => {
  const hit = FSC_BY_NOUN.find(([re]) => re.test(nomenclature));
  return { nomenclature, fsc: hit ? hit[1][0] : '5999' };
});
const ALT_FSC = new Map<string, string[]>(
  PART_NOMENCLATURES.map((n) => [n, FSC_BY_NOUN.find(([re]) => re.test(n))?.[1] ?? ['5999']]),
);

/** Supply-chain AACs that post automated RFQs, with their share of DIBBS volume. */
const RFQ_AAC_WEIGHTS: Record<string, number> = {
  SPE7M1: 28,
  SPE7L3: 14,
  SPE4A6: 20,
  SPE4A7: 8,
  SPE8EC: 7,
  SPE1C1: 5,
  SPE2D1: 4,
  SPMYM2: 2,
  SP4701: 1,
};

const UNITS: [string, number][] = [
  ['EA', 70],
  ['BX', 5],
  ['PG', 5],
  ['FT', 4],
  ['SE', 4],
  ['KT', 5],
  ['RO', 2],
  ['PR', 3],
  ['HD', 1],
  ['LB', 1],
];

const PRICE_TEXT_NON_NUMERIC = ['SEE AWARD DOC', 'SEE AWARD DOCUMENT', 'N/A', 'VARIOUS', 'SEE SCHEDULE'];

/** Share of award line items whose price cell is not numeric (document 3: about 3.5 percent). */
const UNPRICED_SHARE = 0.035;

function nsnFor(rng: Rng, item: Item): string {
  const fsc = rng.chance(0.85) ? item.fsc : rng.pick(ALT_FSC.get(item.nomenclature) ?? [item.fsc]);
  const ncb = rng.table([
    ['01', 70],
    ['00', 22],
    ['12', 3],
    ['21', 2],
    ['99', 3],
  ] as const);
  return `${fsc}-${ncb}-${rng.digits(3)}-${rng.digits(4)}`;
}

function partNumber(rng: Rng): string {
  switch (rng.int(0, 7)) {
    case 0:
      return `MS${rng.int(15000, 90999)}-${rng.int(1, 48)}`;
    case 1:
      return `NAS${rng.int(1000, 1999)}-${rng.digits(3)}`;
    case 2:
      return `AN${rng.int(3, 960)}${rng.pick(['C', 'D', 'PD', ''])}${rng.int(3, 16)}`;
    case 3:
      return `M${rng.int(8000, 85999)}/${rng.int(1, 99)}-${rng.digits(2)}${rng.pick(['', 'W', 'N', 'A'])}`;
    case 4:
      return `${rng.digits(5)}-${rng.digits(3)}`;
    case 5:
      return `${rng.digits(7)}${rng.pick(['-1', '-3', '-501', 'P1', ''])}`;
    case 6:
      return `${rng.chars(2, 'ABCDEFGHJKLMNPRSTVWXYZ')}${rng.digits(4)}-${rng.digits(2)}`;
    default:
      return `${rng.digits(2)}${rng.chars(1, 'ABCDEFGHJKLMNPRSTUVWXYZ')}${rng.digits(5)}-${rng.digits(1)}`;
  }
}

function purchaseRequest(ctx: GenContext, rng: Rng): string {
  return ctx.unique('dibbs:pr', () => (rng.chance(0.8) ? `70${rng.digits(8)}` : `00${rng.digits(8)}`));
}

function quantity(rng: Rng, unit: string): number {
  if (unit === 'FT' || unit === 'LB') return Math.max(1, Math.round(rng.lognormal(60, 1.2)));
  return Math.max(1, Math.round(rng.lognormal(12, 1.4)));
}

function statusCode(rng: Rng, setAside: 'Y' | 'N', manual: boolean): string {
  const a = manual ? 2 : rng.chance(0.08) ? 3 : 1;
  const b = setAside === 'Y' ? rng.table([[1, 80], [2, 10], [3, 10]] as const) : 0;
  const c = rng.table([[2, 55], [1, 30], [3, 15]] as const);
  const d = rng.table([[0, 55], [1, 30], [2, 15]] as const);
  const e = rng.table([[0, 75], [1, 15], [2, 7], [3, 3]] as const);
  const code = `A${a}B${b}C${c}D${d}E${String(e).padStart(2, '0')}`;
  if (code.length !== 11) throw new Error(`status_code ${code} is not 11 characters`);
  return code;
}

function daysSince(asOf: Date, d: Date): number {
  return Math.max(0, Math.floor((asOf.getTime() - d.getTime()) / 86_400_000));
}

function yy(fy: number): string {
  return String(fy % 100).padStart(2, '0');
}

function documentUrl(kind: 'RFQ' | 'RFP', compact: string): string {
  return `https://www.dibbs.bsm.dla.mil/Downloads/${kind}/${compact.slice(-1)}/${compact}.PDF`;
}

interface RfqRef {
  solicitation: string;
  nsn: string;
  part_number: string | null;
  nomenclature: string;
  purchase_request: string;
  quantity: number;
  return_by: Date | null;
  issue: Date;
  aac: string;
}

export async function generateDibbs(ctx: GenContext): Promise<void> {
  const { w, asOf } = ctx;
  const dla = ctx.agencyByCode.get('97AS');
  if (!dla) throw new Error('dibbs: the Defense Logistics Agency (97AS) organisation is missing');
  const orgId = dla.organization_id;
  const dlaOffices: OrgRef[] = ctx.officesByAgency.get('97AS') ?? [];
  const aacs = dlaOffices.map((o) => o.code).filter((c) => c in RFQ_AAC_WEIGHTS);
  const rfqAacs = aacs.length > 0 ? aacs : ['SPE7M1', 'SPE4A6', 'SPE7L3'];
  const rfqAacWeights = rfqAacs.map((a) => RFQ_AAC_WEIGHTS[a] ?? 1);

  // ---------------------------------------------------------------- RFQs
  const rng = ctx.rng.fork('dibbs:rfq');
  const rfqs: RfqRef[] = [];
  const nRfq = ctx.n(400);
  for (let i = 0; i < nRfq; i++) {
    const aac = rng.weighted(rfqAacs, rfqAacWeights);
    // RFQs stay on the board for months: issue dates in the last ~180 days, most of them recent
    // the first RFQ is issued within the last few days (open on the as-of day)
    const issue = i === 0 ? addDays(asOf, -rng.int(0, 3)) : addDays(asOf, -Math.floor(Math.pow(rng.next(), 2.2) * 180));
    const fy = fiscalYearOf(issue);
    const letter = rng.chance(0.92) ? 'T' : 'U';
    const solicitation = ctx.unique('dibbs:rfq', () => {
      const serial = rng.chance(0.9) ? rng.digits(4) : `${rng.digits(3)}${rng.chars(1, 'ABCDEFGHJKLMNPQRSTUVWXYZ')}`;
      return `${aac}${yy(fy)}${letter}${serial === '0000' ? '0001' : serial}`;
    });
    const formatted = `${solicitation.slice(0, 6)}-${solicitation.slice(6, 8)}-${solicitation.slice(8, 9)}-${solicitation.slice(9)}`;
    const item = rng.skewed(ITEMS, 0.6);
    const unit = rng.table(UNITS);
    const setAside: 'Y' | 'N' = rng.chance(0.3) ? 'Y' : 'N';
    // return-by 5-60 days after issue: recent RFQs open, older ones closed; one in 25 has no date
    const returnBy = i % 25 === 12 ? null : addDays(issue, rng.table([[rng.int(5, 10), 50], [rng.int(11, 30), 35], [rng.int(31, 60), 15]] as const));
    const ref: RfqRef = {
      solicitation,
      nsn: nsnFor(rng, item),
      part_number: rng.chance(0.55) ? partNumber(rng) : null,
      nomenclature: item.nomenclature,
      purchase_request: purchaseRequest(ctx, rng),
      quantity: quantity(rng, unit),
      return_by: returnBy,
      issue,
      aac,
    };
    rfqs.push(ref);
    await w.add('dibbs_rfq', {
      uuid: uuidFromRand(rng.fn),
      solicitation,
      solicitation_formatted: formatted,
      purchase_request: ref.purchase_request,
      nsn: ref.nsn,
      part_number: ref.part_number,
      nomenclature: ref.nomenclature,
      quantity: ref.quantity,
      unit_of_issue: unit,
      set_aside: setAside,
      status_code: statusCode(rng, setAside, false),
      return_by_date: returnBy ? day(returnBy) : null,
      issue_date: day(issue),
      document_url: documentUrl('RFQ', solicitation),
      organization_id: orgId,
      modified: ctx.stamp(rng, rng.int(0, Math.min(60, daysSince(asOf, issue)))),
    });
  }

  // ---------------------------------------------------------------- RFPs
  const prng = ctx.rng.fork('dibbs:rfp');
  const rfpPool = rfqAacs;
  const nRfp = ctx.n(150);
  for (let i = 0; i < nRfp; i++) {
    const aac = prng.skewed(rfpPool, 0.8);
    // the first RFP is issued within the last two weeks (open on the as-of day: it closes 30 days or more later)
    const issued = i === 0 ? addDays(asOf, -prng.int(0, 14)) : addDays(asOf, -Math.floor(Math.pow(prng.next(), 1.3) * 400));
    const fy = fiscalYearOf(issued);
    // serials widen with --scale so large datasets keep them unique
    const serial = ctx.unique(`dibbs:rfp:${aac}${fy}`, () => String(prng.int(1, 999 * Math.max(1, Math.ceil(ctx.opts.scale)))).padStart(4, '0'));
    const solicitation = `${aac}-${yy(fy)}-R-${serial}`;
    const compact = normalizeSolicitation(solicitation);
    const item = prng.skewed(ITEMS, 0.5);
    const closes = i % 16 === 5 ? null : addDays(issued, prng.int(30, 75));
    const hasNsn = prng.chance(0.85);
    await w.add('dibbs_rfp', {
      uuid: uuidFromRand(prng.fn),
      solicitation,
      nsn: hasNsn ? nsnFor(prng, item) : null,
      part_number: prng.chance(0.6) ? partNumber(prng) : null,
      nomenclature: item.nomenclature,
      buyer_code: `P${prng.chars(3, 'ABCDEFGHJKLMNPRSTUVWXYZ')}${prng.digits(2)}`,
      issued_date: day(issued),
      closes_date: closes ? day(closes) : null,
      document_url: documentUrl('RFP', compact),
      tech_docs_url: prng.chance(0.55) ? `https://pcf1x.bsm.dla.mil/cfolders/fol_de.htm?p_sol_no=${compact}` : null,
      organization_id: orgId,
      modified: ctx.stamp(prng, prng.int(0, Math.min(120, daysSince(asOf, issued)))),
    });
  }

  // ---------------------------------------------------------------- awards
  // Orders are planned first, then written: delivery-order counters follow the
  // order dates under each long-term contract, and the contract's own fiscal
  // year precedes its first order.
  const arng = ctx.rng.fork('dibbs:award');
  const existingPiids = new Set<string>();
  for (const list of [ctx.contracts, ctx.idvs]) for (const a of list) existingPiids.add(a.piid);
  const vendors: EntityRef[] = ctx.entities.filter((e) => e.cage_code !== null);
  // small manufacturers and distributors win most DLA awards: small businesses first, with a skew
  const smallFirst = [...vendors.filter((e) => e.small_business), ...vendors.filter((e) => !e.small_business)];
  const unresolved: string[] = [];
  const closedRfqs = rfqs.filter((r) => r.return_by !== null && r.return_by.getTime() < asOf.getTime() - 3 * 86_400_000);
  const usedRfq = new Set<string>();

  interface Idc {
    piid: string | null;
    aac: string;
    vendor: EntityRef | null;
    cage: string;
    orders: Order[];
  }
  interface Order {
    kind: 'P' | 'V' | 'DO';
    aac: string;
    awardDate: Date;
    rfq: RfqRef | null;
    idc: Idc | null;
    awardNumber: string | null;
    orderNumber: string | null;
    counter: string | null;
    awardee: { vendor: EntityRef | null; cage: string };
    lines: number;
  }
  const idcs: Idc[] = [];
  const orders: Order[] = [];

  const awardPiid = (aac: string, fy: number, letter: string): string =>
    ctx.unique('dibbs:award', () => {
      for (;;) {
        const p = buildPiid({ aac, fiscalYear: fy, instrumentType: letter, serial: arng.int(1, 9999), serialLength: 4 });
        if (!existingPiids.has(p)) return p;
      }
    });

  // 6 percent of the draws are unresolvable CAGE codes, spaced evenly (every scale has some)
  let draws = 0;
  const pickAwardee = (): { vendor: EntityRef | null; cage: string } => {
    draws++;
    if (smallFirst.length === 0 || Math.floor(draws * 0.06) > Math.floor((draws - 1) * 0.06)) {
      if (unresolved.length < 12 || arng.chance(0.3)) {
        // a CAGE code with no registration in the entity data (awardee unresolved)
        const cage = ctx.unique('cage', () => `${arng.digits(1)}${arng.chars(3, '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ')}${arng.digits(1)}`);
        unresolved.push(cage);
        return { vendor: null, cage };
      }
      return { vendor: null, cage: arng.pick(unresolved) };
    }
    const v = smallFirst[arng.skewedIndex(smallFirst.length, 1.05)];
    return { vendor: v, cage: v.cage_code! };
  };

  const nLines = ctx.n(400);
  let planned = 0;
  while (planned < nLines) {
    const kind = arng.table([
      ['P', 55],
      ['V', 12],
      ['DO', 33],
    ] as const);
    let rfq: RfqRef | null = null;
    if (kind !== 'DO' && closedRfqs.length > 0 && arng.chance(0.6)) {
      const candidate = arng.pick(closedRfqs);
      if (!usedRfq.has(candidate.solicitation)) {
        usedRfq.add(candidate.solicitation);
        rfq = candidate;
      }
    }
    // award date: after the RFQ closed when linked, else over the last two years
    let awardDate: Date;
    if (rfq && rfq.return_by) {
      const earliest = addDays(rfq.return_by, 2);
      awardDate = addDays(earliest, arng.int(0, Math.min(daysSince(asOf, earliest), 40)));
    } else {
      awardDate = addDays(asOf, -Math.floor(Math.pow(arng.next(), 1.2) * 730) - 1);
    }
    const aac = rfq ? rfq.aac : arng.weighted(rfqAacs, rfqAacWeights);
    const lines = Math.min(nLines - planned, rfq ? 1 : arng.table([[1, 55], [2, 25], [3, 12], [4, 8]] as const));
    let idc: Idc | null = null;
    let awardee: { vendor: EntityRef | null; cage: string };
    if (kind === 'DO') {
      idc = idcs.length > 0 && arng.chance(0.65) ? arng.pick(idcs) : null;
      if (!idc) {
        const aw = pickAwardee();
        idc = { piid: null, aac, vendor: aw.vendor, cage: aw.cage, orders: [] };
        idcs.push(idc);
      }
      awardee = { vendor: idc.vendor, cage: idc.cage };
    } else awardee = pickAwardee();
    const order: Order = { kind, aac: idc ? idc.aac : aac, awardDate, rfq, idc, awardNumber: null, orderNumber: null, counter: null, awardee, lines };
    idc?.orders.push(order);
    orders.push(order);
    planned += lines;
  }

  // long-term contracts: numbered in the fiscal year before (or of) their first order; orders counted by date
  for (const idc of idcs) {
    idc.orders.sort((a, b) => a.awardDate.getTime() - b.awardDate.getTime());
    const firstFy = fiscalYearOf(idc.orders[0].awardDate);
    idc.piid = awardPiid(idc.aac, Math.max(ctx.firstFy, firstFy - arng.int(0, 3)), 'D');
    idc.orders.forEach((o, k) => {
      o.awardNumber = idc.piid;
      o.counter = String(k + 1);
      o.orderNumber = ctx.unique(`dibbs:order:${idc.piid}`, () =>
        arng.chance(0.6)
          ? `${idc.aac}-${yy(fiscalYearOf(o.awardDate))}-F-${arng.digits(4).replace(/^0000$/, '0001')}`
          : `${arng.chars(3, 'ABCDEFGHJKLMNPQRSTUVWXYZ')}${arng.chars(1, '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ')}`,
      );
    });
  }

  // non-numeric price cells on 3.5 percent of the line items, whole orders at a time: an order is
  // unpriced when that brings the unpriced rows so far closer to 3.5 percent of the rows so far
  let rowsSoFar = 0;
  let unpricedRows = 0;
  for (const o of orders) {
    const fy = fiscalYearOf(o.awardDate);
    const awardNumber = o.awardNumber ?? awardPiid(o.aac, fy, o.kind);
    const total = Math.round(arng.lognormal(o.kind === 'DO' ? 18_000 : 6_500, 1.3) * 100) / 100;
    rowsSoFar += o.lines;
    const target = UNPRICED_SHARE * rowsSoFar;
    const numeric = Math.abs(unpricedRows + o.lines - target) >= Math.abs(unpricedRows - target);
    if (!numeric) unpricedRows += o.lines;
    const priceText = numeric
      ? `$${total.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
      : arng.pick(PRICE_TEXT_NON_NUMERIC);
    const postedDate = addDays(o.awardDate, arng.table([[0, 30], [1, 40], [2, 15], [arng.int(3, 7), 15]] as const));
    const posted = postedDate.getTime() > asOf.getTime() ? asOf : postedDate;
    const lastModRaw = arng.chance(0.18) ? addDays(posted, arng.int(5, 120)) : null;
    const lastMod = lastModRaw && lastModRaw.getTime() <= asOf.getTime() ? lastModRaw : null;
    const solicitation =
      o.rfq?.solicitation ?? (o.kind !== 'DO' && arng.chance(0.45) ? `${o.aac}${yy(fy)}${arng.chance(0.8) ? 'T' : 'Q'}${arng.digits(4).replace(/^0000$/, '0001')}` : null);

    for (let li = 0; li < o.lines; li++) {
      const item = arng.skewed(ITEMS, 0.6);
      const fromRfq = o.rfq !== null && li === 0;
      await w.add('dibbs_award', {
        uuid: uuidFromRand(arng.fn),
        award_number: awardNumber,
        delivery_order_number: o.orderNumber,
        delivery_order_counter: o.counter,
        nsn: fromRfq ? o.rfq!.nsn : nsnFor(arng, item),
        part_number: fromRfq ? o.rfq!.part_number : arng.chance(0.5) ? partNumber(arng) : null,
        purchase_request: fromRfq ? o.rfq!.purchase_request : purchaseRequest(ctx, arng),
        nomenclature: fromRfq ? o.rfq!.nomenclature : item.nomenclature,
        awardee_cage: o.awardee.cage,
        awardee_uei: o.awardee.vendor?.uei ?? null,
        total_contract_price: numeric ? total : null,
        total_contract_price_text: priceText,
        award_date: day(o.awardDate),
        posted_date: day(posted),
        last_mod_posting_date: lastMod ? day(lastMod) : null,
        solicitation,
        organization_id: orgId,
        modified: ctx.stamp(arng, Math.max(0, daysSince(asOf, lastMod ?? posted) - arng.int(0, 3))),
      });
    }
  }
}
