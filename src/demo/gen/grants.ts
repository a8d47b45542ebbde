/**
 * Grants.gov opportunities: posted, forecasted, closed and archived notices of
 * funding opportunity, with Assistance Listing (CFDA) numbers, applicant
 * eligibility, funding instruments and categories from the Grants.gov
 * vocabularies, and the synopsis / forecast / revision-history blocks.
 *
 * agency_code uses the Grants.gov segmented form (HHS-NIH11, DOC-NOAA-ERA,
 * USDOJ-OJP-BJA, ...). organization_id is what the service's resolver derives
 * from it: walk the segments (trailing fiscal-cycle digits stripped) to the
 * most specific canonical agency or department; null when none exists (for
 * example the National Endowments, which have no organisation record).
 */
import type { GenContext, OrgRef } from '../context.js';
import { addDays, day, DAY_MS } from '../dates.js';
import type { Rng } from '../rng.js';
import { Json } from '../writer.js';
import * as C from '../reference/codes.js';
import { contactPerson } from './notices.js';

interface GrantAgency {
  code: string;
  name: string;
  /** canonical FPDS agency code the segments resolve to, if any */
  agency: string | null;
  /** department CGAC the first segment resolves to, if any */
  cgac: string | null;
  weight: number;
  domain: string;
  number: (rng: Rng, fy: number) => string;
  categories: string[];
  topics: string[];
  link: (num: string) => string;
  /** Assistance Listing numbers this office administers (else any of its department's) */
  cfda?: string[];
}

const yy = (fy: number) => String(fy % 100).padStart(2, '0');
const pad = (n: number, w: number) => String(n).padStart(w, '0');

const GRANT_AGENCIES: GrantAgency[] = [
  {
    code: 'HHS-NIH11',
    cfda: ['93.242', '93.279', '93.351', '93.393', '93.395', '93.837', '93.847', '93.853', '93.855', '93.859', '93.865', '93.866'],
    name: 'National Institutes of Health',
    agency: '7529',
    cgac: '075',
    weight: 30,
    domain: 'nih.gov',
    number: (r, fy) => `${r.pick(['RFA', 'RFA', 'PAR', 'PA'])}-${r.pick(['NS', 'AG', 'CA', 'HL', 'AI', 'DA', 'MH', 'HD', 'DK', 'GM', 'OD', 'ES'])}-${yy(fy + r.int(0, 1))}-${pad(r.int(1, 320), 3)}`,
    categories: ['HL', 'ST'],
    topics: [
      'Alzheimer\'s Disease Drug-Development Program (U01 Clinical Trial Optional)',
      'Mechanisms of Opioid Use Disorder Recovery (R01 Clinical Trial Not Allowed)',
      'Cancer Prevention and Control Clinical Trials Network (UG1 Clinical Trial Required)',
      'Research on Long COVID Pathophysiology (R61/R33 Clinical Trial Optional)',
      'Maximizing Investigators\' Research Award (R35 Clinical Trial Optional)',
      'Strategies to Improve Emergency Care Clinical Trials Network Infrastructure (U24)',
      'Environmental Influences on Child Health Outcomes Cohort Studies (UG3/UH3)',
      'Mentored Research Scientist Development Award (Parent K01 Independent Clinical Trial Not Allowed)',
      'Cardiovascular Health in Rural Populations (R01 Clinical Trial Optional)',
      'Antiviral Drug Discovery Centers for Pathogens of Pandemic Concern (U19)',
    ],
    link: (n) => `https://grants.nih.gov/grants/guide/${n.startsWith('RFA') ? 'rfa' : 'pa'}-files/${n}.html`,
  },
  {
    code: 'HHS-CDC-NCCDPHP',
    cfda: ['93.323', '93.268'],
    name: 'Centers for Disease Control - NCCDPHP',
    agency: '7523',
    cgac: '075',
    weight: 7,
    domain: 'cdc.gov',
    number: (r, fy) => `CDC-RFA-DP-${yy(fy)}-${pad(r.int(1, 150), 4)}`,
    categories: ['HL'],
    topics: ['National Diabetes Prevention Program', 'State Public Health Actions to Prevent and Control Heart Disease and Stroke', 'Comprehensive Cancer Control Program', 'Tobacco Use Prevention and Control Programs'],
    link: () => 'https://www.cdc.gov/grants/',
  },
  {
    code: 'HHS-CDC-NCEZID',
    cfda: ['93.323', '93.268'],
    name: 'Centers for Disease Control - NCEZID',
    agency: '7523',
    cgac: '075',
    weight: 4,
    domain: 'cdc.gov',
    number: (r, fy) => `CDC-RFA-CK-${yy(fy)}-${pad(r.int(1, 80), 4)}`,
    categories: ['HL'],
    topics: ['Epidemiology and Laboratory Capacity for Prevention and Control of Emerging Infectious Diseases', 'Vector-Borne Disease Regional Centers of Excellence', 'Antimicrobial Resistance Laboratory Network'],
    link: () => 'https://www.cdc.gov/ncezid/funding/',
  },
  {
    code: 'HHS-ACF-OCS',
    cfda: ['93.778'],
    name: 'Administration for Children and Families - OCS',
    agency: '7590',
    cgac: '075',
    weight: 5,
    domain: 'acf.hhs.gov',
    number: (r, fy) => `HHS-${fy}-ACF-OCS-${r.pick(['EE', 'EF', 'ET', 'EO'])}-${pad(r.int(1, 250), 4)}`,
    categories: ['ISS', 'CD'],
    topics: ['Community Economic Development Projects', 'Rural Community Development Program', 'Community Services Block Grant Training and Technical Assistance'],
    link: () => 'https://www.acf.hhs.gov/grants',
  },
  {
    code: 'HHS-HRSA',
    cfda: ['93.778'],
    name: 'Health Resources and Services Administration',
    agency: '7526',
    cgac: '075',
    weight: 6,
    domain: 'hrsa.gov',
    number: (r, fy) => `HRSA-${yy(fy)}-${pad(r.int(1, 150), 3)}`,
    categories: ['HL', 'ED'],
    topics: ['Rural Health Care Services Outreach Program', 'Nurse Education, Practice, Quality and Retention', 'Health Center Program New Access Points', 'Maternal and Child Health Workforce Development'],
    link: () => 'https://www.hrsa.gov/grants',
  },
  {
    code: 'HHS-SAMHS-SAMHSA',
    cfda: ['93.959', '93.242'],
    name: 'Substance Abuse and Mental Health Services Adminis',
    agency: '7522',
    cgac: '075',
    weight: 4,
    domain: 'samhsa.hhs.gov',
    number: (r, fy) => `${r.pick(['TI', 'SM', 'FG', 'SP'])}-${yy(fy)}-${pad(r.int(1, 30), 3)}`,
    categories: ['HL'],
    topics: ['Certified Community Behavioral Health Clinic Improvement and Advancement', 'State Opioid Response', 'Strategic Prevention Framework - Partnerships for Success'],
    link: () => 'https://www.samhsa.gov/grants',
  },
  {
    code: 'NSF',
    name: 'U.S. National Science Foundation',
    agency: '4900',
    cgac: '049',
    weight: 14,
    domain: 'nsf.gov',
    number: (r, fy) => (r.chance(0.5) ? `NSF ${yy(fy - 1)}-${pad(r.int(500, 640), 3)}` : `PD-${yy(fy)}-${pad(r.int(1000, 9999), 4)}`),
    categories: ['ST', 'ED'],
    topics: ['Computer and Information Science and Engineering Research Initiation Initiative', 'Faculty Early Career Development Program (CAREER)', 'Engines Development Awards', 'Improving Undergraduate STEM Education', 'Smart and Connected Communities', 'Quantum Leap Challenge Institutes', 'Mid-scale Research Infrastructure'],
    link: (n) => `https://www.nsf.gov/funding/opportunities/${n.toLowerCase().replace(/\s+/g, '-')}`,
  },
  {
    code: 'DOE-GFO',
    cfda: ['81.087'],
    name: 'Golden Field Office',
    agency: '8900',
    cgac: '089',
    weight: 4,
    domain: 'ee.doe.gov',
    number: (r) => `DE-FOA-000${r.int(2800, 3600)}`,
    categories: ['EN', 'ST'],
    topics: ['Solar Energy Technologies Office Fiscal Year Photovoltaics Research and Development', 'Hydrogen and Fuel Cell Technologies Office Research', 'Building Technologies Office Residential Energy Efficiency', 'Vehicle Technologies Office Battery Materials Research'],
    link: (n) => `https://eere-exchange.energy.gov/#FoaId${n.slice(-4)}`,
  },
  {
    code: 'PAMS-SC',
    cfda: ['81.049'],
    name: 'Office of Science',
    agency: null,
    cgac: null,
    weight: 3,
    domain: 'science.doe.gov',
    number: (r) => `DE-FOA-000${r.int(2800, 3600)}`,
    categories: ['ST', 'EN'],
    topics: ['Early Career Research Program', 'Basic Energy Sciences Energy Frontier Research Centers', 'Fusion Energy Sciences Milestone-Based Program'],
    link: () => 'https://science.osti.gov/grants',
  },
  {
    code: 'USDA-NIFA',
    cfda: ['10.310', '10.001'],
    name: 'National Institute of Food and Agriculture',
    agency: null,
    cgac: '012',
    weight: 5,
    domain: 'usda.gov',
    number: (r) => `USDA-NIFA-${r.pick(['AFRI', 'SCRI', 'OREI', 'BFRDP'])}-${pad(r.int(10000, 19999), 6)}`,
    categories: ['AG', 'ST'],
    topics: ['Agriculture and Food Research Initiative - Foundational and Applied Science Program', 'Specialty Crop Research Initiative', 'Beginning Farmer and Rancher Development Program', 'Organic Agriculture Research and Extension Initiative'],
    link: () => 'https://www.nifa.usda.gov/grants',
  },
  {
    code: 'USDA-FS',
    cfda: ['10.664'],
    name: 'Forest Service',
    agency: '12C2',
    cgac: '012',
    weight: 3,
    domain: 'usda.gov',
    number: (r, fy) => `USDA-FS-${fy}-${r.pick(['CFP', 'WUI', 'UCF'])}-${pad(r.int(1, 40), 2)}`,
    categories: ['NR', 'ENV'],
    topics: ['Community Wildfire Defense Grants', 'Urban and Community Forestry Program', 'Community Forest and Open Space Conservation Program'],
    link: () => 'https://www.fs.usda.gov/managing-land/private-land/grants',
  },
  {
    code: 'USDOJ-OJP-BJA',
    cfda: ['16.738'],
    name: 'Bureau of Justice Assistance',
    agency: null,
    cgac: '015',
    weight: 5,
    domain: 'usdoj.gov',
    number: (r, fy) => `O-BJA-${fy}-${r.int(170000, 179999)}`,
    categories: ['LJL'],
    topics: ['Edward Byrne Memorial Justice Assistance Grant Program', 'Comprehensive Opioid, Stimulant, and Substance Use Site-based Program', 'Body-Worn Camera Policy and Implementation Program', 'Second Chance Act Community-Based Reentry Program'],
    link: () => 'https://bja.ojp.gov/funding',
  },
  {
    code: 'DOT-FTA',
    cfda: ['20.507'],
    name: 'DOT - Federal Transit Administration',
    agency: null,
    cgac: '069',
    weight: 3,
    domain: 'dot.gov',
    number: (r, fy) => `FTA-${fy}-${pad(r.int(1, 20), 3)}-${r.pick(['TPM-BUS', 'TPM-LOWNO', 'TPE-AOP'])}`,
    categories: ['T'],
    topics: ['Buses and Bus Facilities Competitive Program', 'Low or No Emission Vehicle Program', 'Areas of Persistent Poverty Program'],
    link: () => 'https://www.transit.dot.gov/funding/grants',
  },
  {
    code: 'DOT-FHWA',
    cfda: ['20.205', '20.933'],
    name: 'DOT Federal Highway Administration',
    agency: '6925',
    cgac: '069',
    weight: 2,
    domain: 'dot.gov',
    number: (r, fy) => `693JJ3${yy(fy)}NF000${pad(r.int(1, 40), 2)}`,
    categories: ['T', 'IIJ'],
    topics: ['Bridge Investment Program', 'Reconnecting Communities Pilot Program', 'Safe Streets and Roads for All'],
    link: () => 'https://highways.dot.gov/discretionary-grants',
  },
  {
    code: 'EPA',
    name: 'Environmental Protection Agency',
    agency: '6800',
    cgac: '068',
    weight: 4,
    domain: 'epa.gov',
    number: (r, fy) => `EPA-${r.pick(['R', 'I', 'OW', 'OLEM'])}-${r.pick(['OAR', 'ORD', 'OW', 'ORCR'])}-${yy(fy)}-${pad(r.int(1, 20), 2)}`,
    categories: ['ENV'],
    topics: ['Brownfields Assessment and Cleanup Grants', 'Environmental Justice Collaborative Problem-Solving Cooperative Agreement Program', 'Clean School Bus Program', 'Diesel Emissions Reduction Act National Grants'],
    link: () => 'https://www.epa.gov/grants',
  },
  {
    code: 'DHS-DHS',
    cfda: ['97.036', '97.039', '97.044', '97.067'],
    name: 'Department of Homeland Security - FEMA',
    agency: '7022',
    cgac: '070',
    weight: 3,
    domain: 'fema.dhs.gov',
    number: (r, fy) => `DHS-${yy(fy)}-${r.pick(['GPD', 'MT-BRIC', 'FM'])}-${pad(r.int(1, 120), 3)}-00-${pad(r.int(1, 99), 2)}`,
    categories: ['DPR'],
    topics: ['Homeland Security Grant Program', 'Assistance to Firefighters Grant Program', 'Building Resilient Infrastructure and Communities', 'Nonprofit Security Grant Program'],
    link: () => 'https://www.fema.gov/grants',
  },
  {
    code: 'DOD-AMRAA',
    cfda: ['12.420'],
    name: 'Dept. of the Army -- USAMRAA',
    agency: null,
    cgac: '097',
    weight: 4,
    domain: 'health.mil',
    number: (r, fy) => `HT9425-${yy(fy)}-${r.pick(['BCRP', 'PRCRP', 'PRMRP', 'OCRP', 'ALSRP'])}-${r.pick(['IDA', 'CTA', 'EA', 'TRA'])}`,
    categories: ['HL', 'ST'],
    topics: ['Breast Cancer Research Program Breakthrough Award', 'Peer Reviewed Medical Research Program Investigator-Initiated Research Award', 'Amyotrophic Lateral Sclerosis Research Program Therapeutic Idea Award', 'Ovarian Cancer Research Program Clinical Trial Award'],
    link: () => 'https://cdmrp.health.mil/funding/',
  },
  {
    code: 'DOD-ONR',
    cfda: ['12.300'],
    name: 'Office of Naval Research',
    agency: '1700',
    cgac: '097',
    weight: 2,
    domain: 'navy.mil',
    number: (r, fy) => `N00014-${yy(fy)}-S-${r.pick(['B', 'F'])}${pad(r.int(1, 20), 3)}`,
    categories: ['ST'],
    topics: ['Long Range Broad Agency Announcement for Navy and Marine Corps Science and Technology', 'Defense University Research Instrumentation Program', 'Young Investigator Program'],
    link: () => 'https://www.onr.navy.mil/work-with-us/funding-opportunities',
  },
  {
    code: 'NASA-HQ',
    name: 'NASA Headquarters',
    agency: '8000',
    cgac: '080',
    weight: 3,
    domain: 'nasa.gov',
    number: (r, fy) => `NNH${yy(fy)}ZDA00${r.int(1, 9)}N`,
    categories: ['ST', 'ED'],
    topics: ['Research Opportunities in Space and Earth Sciences', 'Space Technology Research Grants Program', 'Minority University Research and Education Project'],
    link: () => 'https://nspires.nasaprs.com/',
  },
  {
    code: 'ED-OESE',
    name: 'Department of Education - OESE',
    agency: '9100',
    cgac: '091',
    weight: 4,
    domain: 'ed.gov',
    number: (r, fy) => `ED-GRANTS-${pad(r.int(1, 12), 2)}${pad(r.int(1, 28), 2)}${fy}-${pad(r.int(1, 9), 3)}`,
    categories: ['ED'],
    topics: ['Education Innovation and Research Program', 'Full-Service Community Schools Program', 'Charter Schools Program Grants to State Entities', 'Comprehensive Literacy State Development Program'],
    link: () => 'https://www.ed.gov/grants-and-programs',
  },
  {
    code: 'HUD',
    name: 'Department of Housing and Urban Development',
    agency: '8600',
    cgac: '086',
    weight: 3,
    domain: 'hud.gov',
    number: (r, fy) => `FR-${pad(r.int(6800, 7100), 4)}-N-${pad(r.int(1, 60), 2)}${r.chance(0.3) ? `-${yy(fy)}` : ''}`,
    categories: ['HO', 'CD'],
    topics: ['Choice Neighborhoods Implementation Grants', 'Lead Hazard Reduction Grant Program', 'Continuum of Care Program Competition', 'Pathways to Removing Obstacles to Housing'],
    link: () => 'https://www.hud.gov/program_offices/spm/gmomgmt/grantsinfo/fundingopps',
  },
  {
    code: 'DOI-FWS',
    cfda: ['15.608'],
    name: 'Fish and Wildlife Service',
    agency: '1448',
    cgac: '014',
    weight: 3,
    domain: 'fws.gov',
    number: (r, fy) => `F${yy(fy)}AS${pad(r.int(1, 600), 5)}`,
    categories: ['NR', 'ENV'],
    topics: ['Coastal Program', 'State Wildlife Grants Competitive Program', 'National Fish Passage Program', 'Tribal Wildlife Grants'],
    link: () => 'https://www.fws.gov/service/financial-assistance',
  },
  {
    code: 'DOC-NOAA-ERA',
    cfda: ['11.431'],
    name: 'DOC NOAA - ERA Production',
    agency: '1330',
    cgac: '013',
    weight: 3,
    domain: 'noaa.gov',
    number: (r, fy) => `NOAA-${r.pick(['NMFS', 'OAR', 'NOS'])}-${r.pick(['FHQ', 'CPO', 'OCM'])}-${fy}-${r.int(2008000, 2009999)}`,
    categories: ['NR', 'ST'],
    topics: ['Climate Program Office Climate Adaptation Partnerships', 'Coastal Resilience Grants', 'Saltonstall-Kennedy Competitive Research Program'],
    link: () => 'https://www.noaa.gov/organization/acquisition-grants',
  },
  {
    code: 'DOL-ETA',
    name: 'Employment and Training Administration',
    agency: '1630',
    cgac: '016',
    weight: 2,
    domain: 'dol.gov',
    number: (r, fy) => `FOA-ETA-${yy(fy)}-${pad(r.int(1, 20), 2)}`,
    categories: ['ELT'],
    topics: ['YouthBuild', 'Strengthening Community Colleges Training Grants', 'Apprenticeship Building America', 'Workforce Pathways for Youth'],
    link: () => 'https://www.dol.gov/agencies/eta/grants',
  },
  {
    code: 'NEA',
    cfda: ['45.024'],
    name: 'National Endowment for the Arts',
    agency: null,
    cgac: null,
    weight: 2,
    domain: 'arts.gov',
    number: (r, fy) => `${fy}NEA${pad(r.int(1, 9), 2)}${r.pick(['GAP', 'CA', 'OT'])}`,
    categories: ['AR'],
    topics: ['Grants for Arts Projects', 'Challenge America', 'Our Town'],
    link: () => 'https://www.arts.gov/grants',
  },
  {
    code: 'NEH',
    cfda: ['45.164'],
    name: 'National Endowment for the Humanities',
    agency: null,
    cgac: null,
    weight: 2,
    domain: 'neh.gov',
    number: (r, fy) => `${fy - 1}${pad(r.int(1, 12), 2)}${pad(r.int(1, 28), 2)}-${r.pick(['PE', 'HAA', 'PR', 'GE', 'FEL'])}`,
    categories: ['HU'],
    topics: ['Public Humanities Projects', 'Digital Humanities Advancement Grants', 'Preservation and Access Education and Training'],
    link: () => 'https://www.neh.gov/grants',
  },
  {
    code: 'SBA',
    name: 'Small Business Administration',
    agency: '7300',
    cgac: '073',
    weight: 1,
    domain: 'sba.gov',
    number: (r, fy) => `SBA-${r.pick(['OED', 'OSBDC', 'OWBO'])}-${yy(fy)}-${pad(r.int(1, 9), 3)}`,
    categories: ['BC'],
    topics: ['Program for Investment in Microentrepreneurs', 'Women\'s Business Center Program', 'Growth Accelerator Fund Competition'],
    link: () => 'https://www.sba.gov/funding-programs/grants',
  },
];

const CATEGORY = [
  { code: 'D', description: 'Discretionary', weight: 88 },
  { code: 'C', description: 'Continuation', weight: 5 },
  { code: 'M', description: 'Mandatory', weight: 3 },
  { code: 'E', description: 'Earmark', weight: 1 },
  { code: 'O', description: 'Other', weight: 3 },
];

const CONTACT_TITLES = ['Grants Management Specialist', 'Program Officer', 'Scientific Review Officer', 'Grants Management Officer', 'Program Manager'];

function code(table: readonly C.CodeEntry[], c: string): C.CodeEntry {
  return table.find((t) => t.code === c) ?? { code: c, description: c };
}

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Nov 1, 2026" (toLocaleDateString('en-US', {month: 'short', ...}) without an Intl formatter per call) */
function grantsDate(d: Date): string {
  return `${SHORT_MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

function money(n: number): string {
  return `$${WHOLE_DOLLARS.format(Math.round(n))}`;
}

/**
 * A unique opportunity number. Some agencies issue only a handful of numbers
 * per fiscal year; at large scales those windows run out, and later notices
 * get the amendment-style suffix Grants.gov uses for reissued numbers.
 */
function uniqueNumber(ctx: GenContext, rng: Rng, agency: GrantAgency, fy: number): string {
  let last = '';
  for (let i = 0; i < 60; i++) {
    last = agency.number(rng, fy);
    if (ctx.claim('grant-number', last)) return last;
  }
  for (let k = 2; ; k++) {
    const candidate = `${last}-${String(k).padStart(2, '0')}`;
    if (ctx.claim('grant-number', candidate)) return candidate;
  }
}

function orgFor(ctx: GenContext, a: GrantAgency): OrgRef | null {
  if (a.agency) {
    const hit = ctx.agencyByCode.get(a.agency);
    if (hit) return hit;
  }
  if (a.cgac) return ctx.departmentByCgac.get(a.cgac) ?? null;
  return null;
}

export async function generateGrants(ctx: GenContext): Promise<void> {
  const rng = ctx.rng.fork('grants');
  const total = ctx.n(300);
  const weights = GRANT_AGENCIES.map((a) => a.weight);
  const listings = C.ASSISTANCE_LISTINGS;
  const limit = ctx.asOf.getTime() + 86_399_000;

  for (let i = 0; i < total; i++) {
    const agency = rng.weighted(GRANT_AGENCIES, weights);
    const org = orgFor(ctx, agency);
    const status = rng.table<string>([
      ['posted', 34],
      ['forecasted', 16],
      ['closed', 22],
      ['archived', 28],
    ]);

    // dates by state
    let posted: Date;
    let response: Date | null = null;
    let archive: Date | null;
    let estSynopsis: Date | null = null;
    let estResponse: Date | null = null;
    let estStart: Date | null = null;
    let responseDesc: string | null = null;
    switch (status) {
      case 'posted':
        posted = addDays(ctx.asOf, -rng.int(0, 120));
        if (rng.chance(0.1)) {
          response = null;
          responseDesc = 'Applications are accepted on a rolling basis through the standard due dates listed in the notice.';
          archive = addDays(posted, rng.int(365, 1095));
        } else {
          response = addDays(ctx.asOf, rng.int(1, 150));
          archive = addDays(response, rng.pick([30, 30, 60, 90]));
          responseDesc = rng.chance(0.4) ? 'Electronically submitted applications must be submitted no later than 11:59 p.m., ET, on the listed application due date.' : null;
        }
        break;
      case 'forecasted':
        posted = addDays(ctx.asOf, -rng.int(0, 200));
        estSynopsis = addDays(ctx.asOf, rng.int(7, 180));
        estResponse = addDays(estSynopsis, rng.int(45, 120));
        estStart = addDays(estResponse, rng.int(90, 240));
        archive = addDays(estResponse, rng.int(30, 90));
        break;
      case 'closed':
        response = addDays(ctx.asOf, -rng.int(1, 200));
        posted = addDays(response, -rng.int(30, 120));
        archive = addDays(ctx.asOf, rng.int(1, 120));
        break;
      default: {
        const back = Math.floor(Math.pow(rng.next(), 0.8) * Math.max(200, Math.floor((ctx.asOf.getTime() - Date.UTC(2015, 0, 1)) / DAY_MS)));
        archive = addDays(ctx.asOf, -Math.max(1, back));
        response = addDays(archive, -rng.pick([30, 30, 60, 90]));
        posted = addDays(response, -rng.int(30, 120));
        break;
      }
    }
    if (posted < new Date(Date.UTC(2015, 0, 1))) posted = new Date(Date.UTC(2015, 0, 1 + rng.int(0, 60)));
    const fy = (() => {
      const d = estSynopsis ?? posted;
      return d.getUTCMonth() >= 9 ? d.getUTCFullYear() + 1 : d.getUTCFullYear();
    })();

    const number = uniqueNumber(ctx, rng, agency, fy);
    const topic = rng.pick(agency.topics);
    const title = rng.chance(0.3) ? `FY ${fy} ${topic}` : topic;

    // vocabularies
    const agencyListings = agency.cfda
      ? listings.filter((l) => agency.cfda!.includes(l.number))
      : listings.filter((l) => (agency.cgac ? l.agencyCgac === agency.cgac : l.agencyCgac === null));
    const pool = agencyListings.length > 0 ? agencyListings : listings;
    const cfda = rng.sample(pool, rng.chance(0.8) ? 1 : rng.int(2, 3));
    const instruments = rng.chance(0.7) ? ['G'] : rng.chance(0.6) ? ['CA'] : rng.sample(['G', 'CA', 'PC', 'O'], rng.int(1, 2));
    const categories = Array.from(new Set([rng.pick(agency.categories), ...(rng.chance(0.2) ? [rng.pick(['O', 'ST', 'ED', 'CD', 'HL'])] : [])]));
    const applicantPool = C.APPLICANT_TYPES.map((a) => a.code);
    const applicants = rng.chance(0.2) ? ['99'] : rng.chance(0.15) ? ['25'] : rng.sample(applicantPool.filter((c) => c !== '99'), rng.int(2, 9)).sort();
    const category = rng.weighted(CATEGORY, CATEGORY.map((c) => c.weight));

    // money
    const ceiling = rng.chance(0.85) ? Math.round(rng.lognormal(500_000, 1.1) / 1000) * 1000 : null;
    const floor = ceiling && rng.chance(0.6) ? Math.round((ceiling * rng.float(0.05, 0.5)) / 1000) * 1000 : null;
    const expected = rng.chance(0.85) ? Math.max(1, Math.round(rng.lognormal(8, 1))) : null;
    const estTotal = ceiling && expected ? Math.round((ceiling * expected * rng.float(0.6, 1)) / 1000) * 1000 : rng.chance(0.5) ? Math.round(rng.lognormal(5_000_000, 1) / 1000) * 1000 : null;

    const contact = contactPerson(rng, agency.domain, CONTACT_TITLES);
    const link = agency.link(number);
    const eligibility = applicants.includes('99')
      ? 'All types of domestic applicants are eligible to apply, subject to any clarification in the full announcement.'
      : applicants.includes('25')
        ? `Eligible applicants are described in Section III of the notice of funding opportunity.${agency.code.startsWith('HHS-NIH') ? ' Foreign organizations are not eligible; foreign components of U.S. organizations are allowed.' : ''}`
        : `Eligible applicants include ${applicants
            .slice(0, 4)
            .map((c) => code(C.APPLICANT_TYPES, c).description.toLowerCase())
            .join('; ')}${applicants.length > 4 ? ', and others listed in the announcement' : ''}.`;
    const description = `${agency.name} ${rng.pick(['invites applications for', 'announces the availability of funds for', 'is soliciting applications for'])} the ${topic}. ${rng.pick([
      'The purpose of this program is to support projects that advance the agency\'s mission through research, capacity building and evaluation.',
      'Awards will support planning, implementation and evaluation of evidence-based approaches in underserved communities.',
      'Projects should demonstrate measurable outcomes, community partnerships and a plan for sustainability beyond the period of performance.',
      'This funding opportunity supports multi-year projects of up to five years, subject to the availability of funds and satisfactory progress.',
    ])} ${estTotal ? `The agency anticipates awarding ${expected ?? 'multiple'} award${expected === 1 ? '' : 's'} with total funding of ${money(estTotal)}.` : ''}`.trim();
    const fundingActivity = categories.includes('O') || rng.chance(0.1) ? rng.pick(['Research and development', 'Public safety and community resilience', 'Workforce development']) : null;

    const lastUpdatedDay = status === 'archived' ? archive! : status === 'closed' ? response! : addDays(posted, rng.int(0, Math.max(0, Math.floor((ctx.asOf.getTime() - posted.getTime()) / DAY_MS))));
    const lastUpdated = new Date(Math.min(limit, lastUpdatedDay.getTime() + rng.int(8 * 3600, 22 * 3600) * 1000));

    const applicantObjs = applicants.map((c) => ({ id: c, description: code(C.APPLICANT_TYPES, c).description }));
    const instrumentObjs = instruments.map((c) => ({ id: c, description: code(C.FUNDING_INSTRUMENTS, c).description }));
    const categoryObjs = categories.map((c) => ({ id: c, description: code(C.FUNDING_CATEGORIES, c).description }));
    const opportunityId = 350000 + i;
    const common = {
      opportunityId,
      agencyCode: agency.code,
      agencyName: agency.name,
      agencyContactName: contact.full_name,
      agencyContactEmail: contact.email,
      agencyContactPhone: contact.phone,
      applicantTypes: applicantObjs,
      fundingInstruments: instrumentObjs,
      fundingActivityCategories: categoryObjs,
      awardCeiling: ceiling !== null ? String(ceiling) : null,
      awardFloor: floor !== null ? String(floor) : null,
      estimatedFunding: estTotal !== null ? String(estTotal) : null,
      numberOfAwards: expected !== null ? String(expected) : null,
      costSharing: rng.chance(0.2),
      applicantEligibilityDesc: eligibility,
      fundingDescLinkUrl: link,
    };
    const synopsis =
      status === 'forecasted'
        ? null
        : {
            ...common,
            synopsisDesc: description,
            postingDate: grantsDate(posted),
            responseDate: response ? grantsDate(response) : null,
            responseDateDesc: responseDesc,
            archiveDate: archive ? grantsDate(archive) : null,
            createTimeStamp: `${day(posted)}T${String(rng.int(12, 21)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:00Z`,
            lastUpdatedDate: lastUpdated.toISOString(),
            version: `Synopsis ${rng.int(1, 4)}`,
          };
    const hadForecast = status === 'forecasted' || rng.chance(0.25);
    const forecast = hadForecast
      ? {
          ...common,
          forecastDesc: description,
          fiscalYear: String(fy),
          postingDate: grantsDate(status === 'forecasted' ? posted : addDays(posted, -rng.int(30, 180))),
          estSynopsisPostingDate: grantsDate(estSynopsis ?? posted),
          estApplicationResponseDate: estResponse ? grantsDate(estResponse) : response ? grantsDate(response) : null,
          estProjectStartDate: estStart ? grantsDate(estStart) : null,
          estAwardDate: estStart ? grantsDate(addDays(estStart, -rng.int(10, 40))) : null,
          archiveDate: archive ? grantsDate(archive) : null,
          version: `Forecast ${rng.int(1, 3)}`,
        }
      : null;
    const revisions = rng.chance(0.3) ? rng.int(1, 3) : 0;
    const history =
      revisions > 0
        ? new Json(
            Array.from({ length: revisions }, (_v, r) => ({
              oppHistId: { opportunityId, revision: r },
              revision: r,
              opportunityNumber: number,
              opportunityTitle: r === 0 && title.startsWith('FY ') ? topic : title,
              owningAgencyCode: agency.code,
              actionType: r === 0 && hadForecast ? 'Forecast' : 'Update',
              actionDate: grantsDate(addDays(posted, -((revisions - r) * rng.int(3, 25)))),
              synopsisModifiedFields: rng.sample(['responseDate', 'synopsisDesc', 'awardCeiling', 'archiveDate', 'agencyContactEmail', 'estimatedFunding'], rng.int(1, 3)),
            })),
          )
        : null;
    const nAttach = status === 'forecasted' ? rng.int(0, 1) : rng.int(0, 4);
    const attachNames = rng.sample(['Full Announcement.pdf', 'NOFO.pdf', 'Application Guide.pdf', 'Budget Template.xlsx', 'Letter of Intent Instructions.pdf', 'Frequently Asked Questions.pdf', 'Webinar Slides.pdf', 'Amendment 1.pdf'], nAttach);
    const attachments = new Json(
      attachNames.map((name) => ({
        name,
        mime_type: name.endsWith('.xlsx') ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'application/pdf',
        posted_date: `${day(posted)}T${String(rng.int(12, 21)).padStart(2, '0')}:00:00Z`,
        resource_id: String(rng.int(300000, 399999)),
        type: 'file',
        url: `https://apply07.grants.gov/grantsws/rest/opportunity/att/download/${rng.int(300000, 399999)}`,
      })),
    );

    await ctx.w.add('grant_opportunity', {
      grant_id: opportunityId,
      opportunity_number: number,
      agency_code: agency.code,
      agency_name: agency.name,
      organization_id: org?.organization_id ?? null,
      title,
      description,
      status,
      category_code: category.code,
      category_description: category.description,
      cfda_numbers: cfda.map((c) => c.number),
      cfda: new Json(cfda.map((c) => ({ number: c.number, title: c.title }))),
      applicant_types: applicants,
      funding_categories: categories,
      funding_instruments: instruments,
      applicant_eligibility_description: eligibility,
      funding_activity_category_description: fundingActivity,
      grantor_contact_name: contact.full_name,
      grantor_contact_email: contact.email,
      grantor_contact_phone: rng.chance(0.8) ? contact.phone : null,
      additional_info_link: rng.chance(0.85) ? link : null,
      additional_info_description: rng.chance(0.7) ? rng.pick(['Full announcement', 'Link to the full notice of funding opportunity', 'Program website', 'Click here to view the opportunity']) : null,
      award_ceiling: ceiling,
      award_floor: floor,
      estimated_total_funding: estTotal,
      expected_number_of_awards: expected,
      posted_date: posted,
      response_date: response,
      response_date_description: responseDesc,
      estimated_synopsis_post_date: estSynopsis,
      estimated_application_response_date: estResponse,
      estimated_project_start_date: estStart,
      archive_date: archive,
      last_updated: lastUpdated,
      synopsis,
      forecast,
      opportunity_history: history,
      attachments,
    });
  }
}
