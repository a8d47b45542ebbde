/**
 * Federal IT investments as published on the IT Dashboard: one row per
 * investment (UII), with CIO evaluations, linked contracts, projects and
 * performance metrics as child tables, and the portal's funding, details,
 * cost-pool/tower, funding-source, performance-actual and operational-analysis
 * blocks as jsonb.
 *
 * Agencies carry their OMB agency codes (005 USDA ... 029 VA); each maps to
 * the department organisation of the same agency, except a few reporting
 * entities with no canonical organisation (organization_id null).
 * cio_rating is the latest evaluation's rating and performance_risk is true
 * exactly when at least one performance metric is unmet.
 */
import { buildPiid } from '../../identifiers/index.js';
import type { AwardRef, GenContext, OrgRef } from '../context.js';
import { addDays, day, fiscalYearEnd, fiscalYearStart } from '../dates.js';
import type { Rng } from '../rng.js';
import { Json } from '../writer.js';

interface Bureau {
  code: number;
  name: string;
  abbr: string;
}

interface OmbAgency {
  code: number;
  name: string;
  abbr: string;
  /** CGAC of the matching department organisation; null = no canonical organisation */
  cgac: string | null;
  weight: number;
  bureaus: Bureau[];
  /** agency-specific investment titles: [title, bureau abbr or '' for any, kind] */
  titles: [string, string, 'mission' | 'admin' | 'infra'][];
}

const b = (code: number, name: string, abbr: string): Bureau => ({ code, name, abbr });

const OMB_AGENCIES: OmbAgency[] = [
  {
    code: 7, name: 'Department of Defense', abbr: 'DoD', cgac: '097', weight: 18,
    bureaus: [b(21, 'Department of the Army', 'Army'), b(17, 'Department of the Navy', 'Navy'), b(57, 'Department of the Air Force', 'Air Force'), b(97, 'Defense Logistics Agency', 'DLA'), b(97, 'Defense Information Systems Agency', 'DISA'), b(97, 'Defense Health Agency', 'DHA')],
    titles: [
      ['Defense Enterprise Accounting and Management System', 'DISA', 'admin'],
      ['Global Combat Support System - Army', 'Army', 'mission'],
      ['Army Enterprise Systems Integration Program', 'Army', 'admin'],
      ['Integrated Personnel and Pay System - Army', 'Army', 'admin'],
      ['Navy Enterprise Resource Planning', 'Navy', 'admin'],
      ['Naval Maritime Maintenance Enterprise Solution', 'Navy', 'mission'],
      ['Air Force Integrated Personnel and Pay System', 'Air Force', 'admin'],
      ['Defense Enterprise Office Solution', 'DISA', 'infra'],
      ['DLA Enterprise Business System', 'DLA', 'mission'],
      ['DLA Distribution Standard System', 'DLA', 'mission'],
      ['MHS GENESIS Electronic Health Record', 'DHA', 'mission'],
      ['Joint Operational Medicine Information Systems', 'DHA', 'mission'],
      ['Defense Medical Logistics Enterprise Solution', 'DHA', 'mission'],
    ],
  },
  {
    code: 29, name: 'Department of Veterans Affairs', abbr: 'VA', cgac: '036', weight: 10,
    bureaus: [b(15, 'Veterans Health Administration', 'VHA'), b(25, 'Benefits Programs', 'VBA'), b(40, 'Departmental Administration', 'VA OIT')],
    titles: [
      ['VA Financial Management Business Transformation', 'VA OIT', 'admin'],
      ['Electronic Health Record Modernization', 'VHA', 'mission'],
      ['VistA Infrastructure and Sustainment', 'VHA', 'mission'],
      ['Veterans Benefits Management System', 'VBA', 'mission'],
      ['Community Care Claims Processing and Payment', 'VHA', 'mission'],
      ['VA Enterprise Cloud', 'VA OIT', 'infra'],
      ['Digital Veteran Experience (VA.gov)', 'VA OIT', 'mission'],
      ['Supply Chain Modernization', 'VHA', 'admin'],
    ],
  },
  {
    code: 9, name: 'Department of Health and Human Services', abbr: 'HHS', cgac: '075', weight: 9,
    bureaus: [b(38, 'Centers for Medicare and Medicaid Services', 'CMS'), b(25, 'National Institutes of Health', 'NIH'), b(20, 'Centers for Disease Control and Prevention', 'CDC'), b(10, 'Food and Drug Administration', 'FDA'), b(15, 'Health Resources and Services Administration', 'HRSA'), b(90, 'Office of the Secretary', 'OS')],
    titles: [
      ['CMS Medicare Fee-for-Service Claims Processing', 'CMS', 'mission'],
      ['CMS Healthcare.gov and Marketplace Systems', 'CMS', 'mission'],
      ['CMS Integrated Data Repository', 'CMS', 'mission'],
      ['NIH Electronic Research Administration', 'NIH', 'mission'],
      ['CDC Data Modernization Initiative', 'CDC', 'mission'],
      ['CDC National Notifiable Diseases Surveillance System', 'CDC', 'mission'],
      ['FDA Technology Modernization Action Plan', 'FDA', 'mission'],
      ['HRSA Electronic Handbooks', 'HRSA', 'mission'],
      ['HHS Unified Financial Management System', 'OS', 'admin'],
    ],
  },
  {
    code: 24, name: 'Department of Homeland Security', abbr: 'DHS', cgac: '070', weight: 8,
    bureaus: [b(58, 'U.S. Customs and Border Protection', 'CBP'), b(55, 'U.S. Immigration and Customs Enforcement', 'ICE'), b(30, 'U.S. Citizenship and Immigration Services', 'USCIS'), b(60, 'United States Coast Guard', 'USCG'), b(45, 'Transportation Security Administration', 'TSA'), b(70, 'Federal Emergency Management Agency', 'FEMA'), b(65, 'Cybersecurity and Infrastructure Security Agency', 'CISA'), b(10, 'Office of the Secretary and Executive Management', 'OSEM')],
    titles: [
      ['CBP Automated Commercial Environment', 'CBP', 'mission'],
      ['CBP Traveler Enforcement Compliance System', 'CBP', 'mission'],
      ['ICE Enforcement Integrated Database', 'ICE', 'mission'],
      ['USCIS Electronic Immigration System', 'USCIS', 'mission'],
      ['Coast Guard Logistics Information Management System', 'USCG', 'mission'],
      ['TSA Security Technology Integrated Program', 'TSA', 'mission'],
      ['FEMA Grants Management Modernization', 'FEMA', 'mission'],
      ['Continuous Diagnostics and Mitigation', 'CISA', 'infra'],
      ['National Cybersecurity Protection System', 'CISA', 'infra'],
      ['Homeland Advanced Recognition Technology', 'OSEM', 'mission'],
      ['DHS Financial Systems Modernization', 'OSEM', 'admin'],
    ],
  },
  {
    code: 15, name: 'Department of the Treasury', abbr: 'Treasury', cgac: '020', weight: 7,
    bureaus: [b(45, 'Internal Revenue Service', 'IRS'), b(12, 'Bureau of the Fiscal Service', 'Fiscal Service'), b(5, 'Departmental Offices', 'DO'), b(25, 'United States Mint', 'Mint')],
    titles: [
      ['IRS Customer Account Data Engine 2', 'IRS', 'mission'],
      ['IRS Enterprise Case Management', 'IRS', 'mission'],
      ['IRS Individual Master File Modernization', 'IRS', 'mission'],
      ['IRS Integrated Enterprise Portal', 'IRS', 'infra'],
      ['Payment Information Repository', 'Fiscal Service', 'mission'],
      ['Data Transparency (DATA Act) and USAspending', 'Fiscal Service', 'mission'],
      ['Treasury Enterprise Identity, Credential and Access Management', 'DO', 'infra'],
      ['Mint Enterprise Resource Planning', 'Mint', 'admin'],
    ],
  },
  {
    code: 5, name: 'Department of Agriculture', abbr: 'USDA', cgac: '012', weight: 5,
    bureaus: [b(96, 'Forest Service', 'FS'), b(49, 'Farm Service Agency', 'FSA'), b(84, 'Food and Nutrition Service', 'FNS'), b(18, 'Agricultural Research Service', 'ARS'), b(53, 'Natural Resources Conservation Service', 'NRCS'), b(12, 'Office of the Chief Information Officer', 'OCIO')],
    titles: [
      ['Farmers.gov Customer Experience Portal', 'FSA', 'mission'],
      ['Forest Service Natural Resource Manager', 'FS', 'mission'],
      ['FNS SNAP Information Systems', 'FNS', 'mission'],
      ['Conservation Delivery Streamlining Initiative', 'NRCS', 'mission'],
      ['USDA Enterprise Network Services', 'OCIO', 'infra'],
      ['Financial Management Modernization Initiative', 'OCIO', 'admin'],
    ],
  },
  {
    code: 6, name: 'Department of Commerce', abbr: 'Commerce', cgac: '013', weight: 5,
    bureaus: [b(48, 'National Oceanic and Atmospheric Administration', 'NOAA'), b(51, 'United States Patent and Trademark Office', 'USPTO'), b(7, 'U.S. Census Bureau', 'Census'), b(55, 'National Institute of Standards and Technology', 'NIST'), b(5, 'Departmental Management', 'DM')],
    titles: [
      ['NOAA Weather and Climate Operational Supercomputing System', 'NOAA', 'mission'],
      ['NOAA Ground Enterprise Architecture System', 'NOAA', 'mission'],
      ['Census Enterprise Data Collection and Processing', 'Census', 'mission'],
      ['USPTO Patent Center', 'USPTO', 'mission'],
      ['USPTO Trademark Next Generation', 'USPTO', 'mission'],
      ['Commerce Business Applications Solution', 'DM', 'admin'],
    ],
  },
  {
    code: 10, name: 'Department of the Interior', abbr: 'DOI', cgac: '014', weight: 4,
    bureaus: [b(4, 'Bureau of Land Management', 'BLM'), b(24, 'National Park Service', 'NPS'), b(12, 'U.S. Geological Survey', 'USGS'), b(18, 'U.S. Fish and Wildlife Service', 'FWS'), b(76, 'Bureau of Indian Affairs', 'BIA'), b(84, 'Departmental Offices', 'DO')],
    titles: [
      ['Financial and Business Management System', 'DO', 'admin'],
      ['USGS Water Data Modernization', 'USGS', 'mission'],
      ['BLM National Fluids Lease and Well System', 'BLM', 'mission'],
      ['NPS Visitor Use Management Systems', 'NPS', 'mission'],
      ['Trust Asset and Accounting Management System', 'BIA', 'mission'],
    ],
  },
  {
    code: 11, name: 'Department of Justice', abbr: 'DOJ', cgac: '015', weight: 4,
    bureaus: [b(10, 'Federal Bureau of Investigation', 'FBI'), b(20, 'Federal Bureau of Prisons', 'BOP'), b(4, 'Drug Enforcement Administration', 'DEA'), b(5, 'United States Marshals Service', 'USMS'), b(3, 'General Administration', 'JMD')],
    titles: [
      ['FBI Next Generation Identification', 'FBI', 'mission'],
      ['National Instant Criminal Background Check System', 'FBI', 'mission'],
      ['BOP SENTRY Inmate Management Modernization', 'BOP', 'mission'],
      ['Unified Financial Management System', 'JMD', 'admin'],
      ['Justice Consolidated Office Network', 'JMD', 'infra'],
    ],
  },
  {
    code: 21, name: 'Department of Transportation', abbr: 'DOT', cgac: '069', weight: 4,
    bureaus: [b(12, 'Federal Aviation Administration', 'FAA'), b(15, 'Federal Highway Administration', 'FHWA'), b(35, 'Federal Motor Carrier Safety Administration', 'FMCSA'), b(56, 'Office of the Secretary', 'OST')],
    titles: [
      ['FAA En Route Automation Modernization', 'FAA', 'mission'],
      ['FAA System Wide Information Management', 'FAA', 'mission'],
      ['FAA Terminal Automation Modernization and Replacement', 'FAA', 'mission'],
      ['FMCSA Unified Registration System', 'FMCSA', 'mission'],
      ['Delphi Financial Management System', 'OST', 'admin'],
    ],
  },
  {
    code: 19, name: 'Department of Energy', abbr: 'DOE', cgac: '089', weight: 3,
    bureaus: [b(5, 'National Nuclear Security Administration', 'NNSA'), b(10, 'Energy Programs', 'EP'), b(60, 'Departmental Administration', 'DA')],
    titles: [
      ['NNSA Advanced Simulation and Computing Infrastructure', 'NNSA', 'mission'],
      ['Integrated Acquisition and Financial Management', 'DA', 'admin'],
      ['Strategic Integrated Procurement Enterprise System', 'DA', 'admin'],
      ['Energy Information Administration Data Platform', 'EP', 'mission'],
    ],
  },
  {
    code: 23, name: 'General Services Administration', abbr: 'GSA', cgac: '047', weight: 3,
    bureaus: [b(5, 'Real Property Activities', 'PBS'), b(10, 'Supply and Technology Activities', 'FAS'), b(30, 'General Activities', 'GSA IT')],
    titles: [
      ['Integrated Award Environment', 'FAS', 'mission'],
      ['FAS Acquisition Systems Modernization', 'FAS', 'mission'],
      ['Login.gov', 'FAS', 'mission'],
      ['PBS Building Management Systems', 'PBS', 'mission'],
      ['GSA Enterprise Infrastructure Operations', 'GSA IT', 'infra'],
    ],
  },
  {
    code: 18, name: 'Department of Education', abbr: 'ED', cgac: '091', weight: 2.5,
    bureaus: [b(45, 'Office of Federal Student Aid', 'FSA'), b(80, 'Departmental Management', 'DM')],
    titles: [
      ['FAFSA Processing System', 'FSA', 'mission'],
      ['Common Origination and Disbursement', 'FSA', 'mission'],
      ['Next Generation Financial Services Environment', 'FSA', 'mission'],
      ['G5 Grants Management System', 'DM', 'admin'],
    ],
  },
  {
    code: 12, name: 'Department of Labor', abbr: 'DOL', cgac: '016', weight: 2,
    bureaus: [b(5, 'Employment and Training Administration', 'ETA'), b(20, 'Bureau of Labor Statistics', 'BLS'), b(25, 'Office of Workers\' Compensation Programs', 'OWCP'), b(90, 'Departmental Management', 'DM')],
    titles: [
      ['BLS Data Collection Modernization', 'BLS', 'mission'],
      ['Integrated Federal Employees Compensation System', 'OWCP', 'mission'],
      ['DOL Enterprise Cloud Services', 'DM', 'infra'],
    ],
  },
  {
    code: 14, name: 'Department of State', abbr: 'State', cgac: '019', weight: 2,
    bureaus: [b(5, 'Administration of Foreign Affairs', 'State')],
    titles: [
      ['Consular Consolidated Database', 'State', 'mission'],
      ['Global Financial Management System', 'State', 'admin'],
      ['Online Passport Renewal', 'State', 'mission'],
    ],
  },
  {
    code: 20, name: 'Environmental Protection Agency', abbr: 'EPA', cgac: '068', weight: 1.5,
    bureaus: [b(0, 'Environmental Protection Agency', 'EPA')],
    titles: [
      ['EPA Central Data Exchange', 'EPA', 'mission'],
      ['Superfund Enterprise Management System', 'EPA', 'mission'],
      ['Compliance and Emissions Data Reporting Interface', 'EPA', 'mission'],
    ],
  },
  {
    code: 26, name: 'National Aeronautics and Space Administration', abbr: 'NASA', cgac: '080', weight: 2,
    bureaus: [b(0, 'National Aeronautics and Space Administration', 'NASA')],
    titles: [
      ['NASA Enterprise Applications Competency Center', 'NASA', 'admin'],
      ['Advanced Enterprise Global IT Solutions', 'NASA', 'infra'],
      ['NASA Integrated Communications Services', 'NASA', 'infra'],
    ],
  },
  {
    code: 25, name: 'Department of Housing and Urban Development', abbr: 'HUD', cgac: '086', weight: 1.2,
    bureaus: [b(35, 'Management and Administration', 'M&A'), b(9, 'Public and Indian Housing Programs', 'PIH')],
    titles: [
      ['FHA Catalyst', 'M&A', 'mission'],
      ['Public and Indian Housing Information Center', 'PIH', 'mission'],
      ['HUD Financial Transformation', 'M&A', 'admin'],
    ],
  },
  {
    code: 16, name: 'Social Security Administration', abbr: 'SSA', cgac: '028', weight: 2,
    bureaus: [b(0, 'Social Security Administration', 'SSA')],
    titles: [
      ['Disability Case Processing System', 'SSA', 'mission'],
      ['SSA Digital Modernization', 'SSA', 'mission'],
      ['Customer Engagement Tools', 'SSA', 'mission'],
    ],
  },
  {
    code: 27, name: 'Office of Personnel Management', abbr: 'OPM', cgac: '024', weight: 1,
    bureaus: [b(0, 'Office of Personnel Management', 'OPM')],
    titles: [
      ['Retirement Services Digital Modernization', 'OPM', 'mission'],
      ['USA Staffing', 'OPM', 'admin'],
      ['Electronic Official Personnel Folder', 'OPM', 'admin'],
    ],
  },
  {
    code: 28, name: 'Small Business Administration', abbr: 'SBA', cgac: '073', weight: 0.8,
    bureaus: [b(0, 'Small Business Administration', 'SBA')],
    titles: [
      ['Certify.SBA.gov', 'SBA', 'mission'],
      ['Capital Access Financial System', 'SBA', 'mission'],
      ['Disaster Credit Management System', 'SBA', 'mission'],
    ],
  },
  {
    code: 422, name: 'National Science Foundation', abbr: 'NSF', cgac: '049', weight: 0.6,
    bureaus: [b(0, 'National Science Foundation', 'NSF')],
    titles: [['Research.gov', 'NSF', 'mission'], ['NSF Financial Accountability System', 'NSF', 'admin']],
  },
  {
    code: 429, name: 'Nuclear Regulatory Commission', abbr: 'NRC', cgac: '031', weight: 0.5,
    bureaus: [b(0, 'Nuclear Regulatory Commission', 'NRC')],
    titles: [['Agencywide Documents Access and Management System', 'NRC', 'mission'], ['Reactor Program System', 'NRC', 'mission']],
  },
  {
    code: 184, name: 'Agency for International Development', abbr: 'USAID', cgac: '072', weight: 0.6,
    bureaus: [b(15, 'Agency for International Development', 'USAID')],
    titles: [['Global Acquisition and Assistance System', 'USAID', 'admin'], ['Phoenix Financial System', 'USAID', 'admin']],
  },
  {
    code: 393, name: 'National Archives and Records Administration', abbr: 'NARA', cgac: '088', weight: 0.5,
    bureaus: [b(0, 'National Archives and Records Administration', 'NARA')],
    titles: [['Electronic Records Archives', 'NARA', 'mission'], ['Federal Records Center Program Systems', 'NARA', 'mission']],
  },
  {
    code: 202, name: 'Corps of Engineers--Civil Works', abbr: 'USACE', cgac: null, weight: 0.5,
    bureaus: [b(0, 'Corps of Engineers--Civil Works', 'USACE')],
    titles: [['Corps of Engineers Financial Management System', 'USACE', 'admin'], ['Civil Works Water Management System', 'USACE', 'mission']],
  },
  {
    code: 485, name: 'Corporation for National and Community Service', abbr: 'AmeriCorps', cgac: null, weight: 0.3,
    bureaus: [b(0, 'Corporation for National and Community Service', 'AmeriCorps')],
    titles: [['AmeriCorps Portfolio Navigator', 'AmeriCorps', 'mission']],
  },
];

const GENERIC_INFRA = [
  'IT Infrastructure - End User Services',
  'Enterprise Network and Telecommunications',
  'Cybersecurity Program',
  'Data Center and Cloud Hosting Services',
  'IT Management and Governance',
  'Identity, Credential and Access Management',
  'Enterprise Service Desk',
  'Unified Communications and Collaboration',
];
const GENERIC_ADMIN = [
  'Human Capital Management System',
  'Acquisition Management System',
  'Enterprise Content Management',
  'Budget Formulation and Execution System',
  'Grants Management System',
  'Asset and Property Management System',
  'Enterprise Data Analytics Platform',
  'Correspondence and Records Tracking',
];
const GENERIC_MISSION = [
  'Case Management Modernization',
  'Mission Data Platform',
  'Public Web Modernization',
  'Field Operations Mobile Suite',
  'Geospatial Information System',
  'Program Compliance Reporting System',
];

/** Bureau abbreviations too generic to lead a title on their own (use the agency's). */
const GENERIC_BUREAU_ABBR = new Set(['DO', 'DM', 'OS', 'DA', 'EP', 'M&A', 'OSEM', 'JMD', 'OST', 'OCIO', 'VA OIT', 'GSA IT']);

const PORTFOLIO = {
  mission: 'Part 1. IT Investments for Mission Delivery',
  admin: 'Part 2. IT Investments for Administrative Services and Mission Support',
  infra: 'Part 3. IT Investments for IT Infrastructure, IT Security, and IT Management',
  grants: 'Part 4. IT Investments for Grants and Other Transfers to State and Local Governments',
} as const;

const MISSION_SUPPORT_CATEGORIES = [
  'Financial Management',
  'Human Resource Management',
  'Acquisition Management',
  'Grants Management',
  'Information Technology Management',
  'Records Management',
  'Budget Management',
  'Real Property Management',
];
const SHARED_SERVICE_CATEGORIES = [
  'Financial Management',
  'Human Capital',
  'Cybersecurity',
  'Grants Management',
  'Acquisition',
  'Travel',
  'Not applicable',
];
const CHANGE_IN_STATUS = ['No Change', 'No Change', 'No Change', 'No Change', 'New Investment', 'Reclassified', 'Consolidated', 'Name Change'];

const COST_POOLS = ['Internal Labor', 'External Labor', 'Hardware', 'Software', 'Outside Services', 'Telecom', 'Facilities & Power'];
const IT_TOWERS = ['Data Center', 'Compute', 'Storage', 'Network', 'Platform', 'End User', 'Application', 'Delivery', 'Security & Compliance', 'IT Management'];

const METRIC_TEMPLATES: { desc: string; unit: string; direction: 'over' | 'under'; target: [number, number]; area: string; frequency: string }[] = [
  { desc: 'Percentage of time the production system is available to users during scheduled hours', unit: 'Percent', direction: 'over', target: [98, 99.9], area: 'Technology Reliability and Availability', frequency: 'Monthly' },
  { desc: 'Average response time for core transactions', unit: 'Seconds', direction: 'under', target: [1, 4], area: 'Technology Performance', frequency: 'Monthly' },
  { desc: 'Percentage of customer satisfaction survey respondents rating the service satisfied or better', unit: 'Percent', direction: 'over', target: [75, 90], area: 'Customer Satisfaction', frequency: 'Quarterly' },
  { desc: 'Number of critical and high vulnerabilities open beyond the remediation deadline', unit: 'Count', direction: 'under', target: [0, 10], area: 'Strategic and Business Results', frequency: 'Monthly' },
  { desc: 'Percentage of help desk tickets resolved at first contact', unit: 'Percent', direction: 'over', target: [60, 85], area: 'Customer Satisfaction', frequency: 'Monthly' },
  { desc: 'Operations and maintenance cost per active user', unit: 'Dollars', direction: 'under', target: [40, 400], area: 'Financial Performance', frequency: 'Annual' },
  { desc: 'Percentage of applications or claims processed within the service-level standard', unit: 'Percent', direction: 'over', target: [85, 98], area: 'Strategic and Business Results', frequency: 'Quarterly' },
  { desc: 'Number of releases deployed to production per quarter', unit: 'Count', direction: 'over', target: [2, 12], area: 'Innovation', frequency: 'Quarterly' },
  { desc: 'Mean time to restore service after a priority 1 incident', unit: 'Hours', direction: 'under', target: [2, 8], area: 'Technology Reliability and Availability', frequency: 'Monthly' },
  { desc: 'Percentage of workloads hosted in an authorized cloud environment', unit: 'Percent', direction: 'over', target: [40, 90], area: 'Innovation', frequency: 'Semi-Annual' },
  { desc: 'Percentage of data submissions accepted without manual correction', unit: 'Percent', direction: 'over', target: [90, 99], area: 'Strategic and Business Results', frequency: 'Quarterly' },
];

const CIO_COMMENTS: Record<number, string[]> = {
  1: [
    'The investment has missed two consecutive major milestones and the rebaselined schedule has not been approved. The CIO has directed a TechStat review.',
    'Cost overruns exceed 30 percent of the approved baseline and the program has not demonstrated working software to users this period.',
  ],
  2: [
    'Schedule variance remains above the acceptable threshold; the program office is executing a corrective action plan with monthly CIO review.',
    'Key vacancies in the program management office and an unresolved authority-to-operate finding elevate risk this period.',
  ],
  3: [
    'The investment is generally on track; risks related to legacy data migration and contractor transition are being actively managed.',
    'Performance metrics are mostly met. The program should improve its risk register and update the lifecycle cost estimate.',
  ],
  4: [
    'The investment is performing well against cost and schedule; minor variances are explained and mitigated.',
    'Strong governance and incremental delivery practices are in place. Continue to monitor cybersecurity remediation milestones.',
  ],
  5: [
    'The investment is in steady-state operations and meets its cost, schedule and performance targets.',
    'No significant risks identified. The operational analysis confirms the investment continues to meet mission needs.',
  ],
};

const PROJECT_VERBS = ['Modernize', 'Migrate', 'Implement', 'Retire', 'Consolidate', 'Enhance', 'Integrate', 'Automate'];
const PROJECT_OBJECTS = [
  'the legacy mainframe batch processing to cloud-native services',
  'the case intake workflow and public-facing portal',
  'identity proofing with the enterprise identity service',
  'the reporting data warehouse to a modern analytics platform',
  'the on-premises data center workloads to the agency cloud environment',
  'the financial interfaces with the core accounting system',
  'zero trust network access controls',
  'the mobile field data collection application',
  'the document management and e-signature capability',
  'the API gateway for partner data exchange',
];

const OA_CONCLUSIONS = [
  'Continue investment as planned',
  'Continue investment with modifications',
  'Replace or modernize within three years',
  'Consolidate with another investment',
];

function round(n: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

function iso(d: Date): string {
  return d.toISOString();
}

function isItContract(c: AwardRef): boolean {
  return (c.psc_code !== null && /^(D|7|R4)/.test(c.psc_code)) || (c.naics_code !== null && /^(5415|5182|5112|5132|5174)/.test(c.naics_code));
}

export async function generateItInvestments(ctx: GenContext): Promise<void> {
  const rng = ctx.rng.fork('itdashboard');
  const { w, asOf } = ctx;
  const count = ctx.n(150);

  // contracts by department CGAC, IT-related first
  const contractsByCgac = new Map<string, { it: AwardRef[]; all: AwardRef[] }>();
  for (const c of ctx.contracts) {
    const cgac = c.department_code;
    let bucket = contractsByCgac.get(cgac);
    if (!bucket) {
      bucket = { it: [], all: [] };
      contractsByCgac.set(cgac, bucket);
    }
    bucket.all.push(c);
    if (isItContract(c)) bucket.it.push(c);
  }
  const officesByCgac = new Map<string, OrgRef[]>();
  for (const o of ctx.offices) {
    const list = officesByCgac.get(o.department_code) ?? [];
    list.push(o);
    officesByCgac.set(o.department_code, list);
  }

  const usedTitles = new Set<string>();
  const weights = OMB_AGENCIES.map((a) => a.weight);
  // every agency appears at least once when the count allows
  const order: OmbAgency[] = [];
  for (let i = 0; i < count; i++) order.push(i < OMB_AGENCIES.length && count >= OMB_AGENCIES.length * 2 ? OMB_AGENCIES[i] : rng.weighted(OMB_AGENCIES, weights));

  for (const agency of order) {
    const dept = agency.cgac ? (ctx.departmentByCgac.get(agency.cgac) ?? null) : null;

    // title and bureau
    let title = '';
    let bureau = rng.pick(agency.bureaus);
    let kind: 'mission' | 'admin' | 'infra' = 'mission';
    const fresh = agency.titles.filter((t) => !usedTitles.has(t[0]));
    if (fresh.length > 0 && rng.chance(0.7)) {
      const t = rng.pick(fresh);
      title = t[0];
      kind = t[2];
      bureau = agency.bureaus.find((x) => x.abbr === t[1]) ?? bureau;
    } else {
      for (let tries = 0; tries < 50; tries++) {
        kind = rng.table([
          ['infra', 4],
          ['admin', 3],
          ['mission', 3],
        ] as const);
        const base = rng.pick(kind === 'infra' ? GENERIC_INFRA : kind === 'admin' ? GENERIC_ADMIN : GENERIC_MISSION);
        title = `${GENERIC_BUREAU_ABBR.has(bureau.abbr) || bureau.abbr === agency.abbr ? agency.abbr : bureau.abbr} ${base}`;
        if (!usedTitles.has(title)) break;
        bureau = rng.pick(agency.bureaus);
      }
      if (usedTitles.has(title)) title = `${title} ${rng.int(2, 9)}`;
    }
    usedTitles.add(title);

    let typeOfInvestment: string;
    let portfolio: string;
    if (kind === 'infra') {
      typeOfInvestment = rng.chance(0.8) ? 'IT Infrastructure, IT Security, and IT Management' : 'Major IT Investments';
      portfolio = PORTFOLIO.infra;
    } else {
      typeOfInvestment = rng.table([
        ['Major IT Investments', 45],
        ['Non-Major IT Investments', 45],
        ['Funding Transfer Investments', 10],
      ] as const);
      portfolio = kind === 'admin' ? PORTFOLIO.admin : PORTFOLIO.mission;
      if (kind === 'mission' && /Grants/.test(title) && rng.chance(0.5)) portfolio = PORTFOLIO.grants;
    }
    const major = typeOfInvestment === 'Major IT Investments';

    // UII: 3-digit agency code + '-' + 9 digits
    const agencyCode3 = String(agency.code).padStart(3, '0');
    const uii = ctx.unique('itdashboard:uii', () => `${agencyCode3}-${String(rng.int(1, 99)).padStart(2, '0')}${String(rng.int(0, 9999999)).padStart(7, '0')}`);

    const description = investmentDescription(rng, title, agency, bureau, kind, major);
    const updated = new Date(asOf.getTime() - rng.int(3, 540) * 86_400_000 - rng.int(0, 86_399) * 1000);

    // CIO evaluations: 1-4, ascending, the last is latest
    const nEval = major ? rng.int(2, 4) : rng.int(1, 3);
    const gaps: number[] = [];
    for (let i = 0; i < nEval; i++) gaps.push(i === 0 ? rng.int(0, 45) : rng.int(90, 365));
    const evalDates: Date[] = [];
    let evalDay = new Date(updated.getTime());
    for (let i = nEval - 1; i >= 0; i--) {
      evalDay = addDays(evalDay, -gaps[nEval - 1 - i]);
      evalDates.unshift(evalDay);
    }
    let rating = rng.table([
      [5, 30],
      [4, 35],
      [3, 22],
      [2, 9],
      [1, 4],
    ] as const) as number;
    const ratings: number[] = [];
    for (let i = 0; i < nEval; i++) {
      ratings.push(rating);
      if (rng.chance(0.35)) rating = Math.max(1, Math.min(5, rating + rng.pick([-1, 1])));
    }
    const latestRating = ratings[ratings.length - 1];

    // performance metrics: 1-5; about a third of investments miss at least one
    const nMetrics = rng.int(1, 5);
    const riskyInvestment = rng.chance(0.22) || latestRating <= 2;
    const templates = rng.sample(METRIC_TEMPLATES, nMetrics);
    const metrics: {
      metric_id: string;
      description: string;
      unit: string;
      target: number;
      actual: number | null;
      direction: 'over' | 'under';
      met: boolean | null;
      reporting_frequency: string;
      measurement_area: string;
      actualDate: Date;
    }[] = [];
    let forcedMiss = riskyInvestment;
    for (let i = 0; i < templates.length; i++) {
      const t = templates[i];
      const decimals = t.unit === 'Count' ? 0 : 1;
      const target = round(rng.float(t.target[0], t.target[1]), decimals);
      let actual: number | null;
      if (rng.chance(0.1) && !(forcedMiss && i === templates.length - 1)) actual = null;
      else {
        const miss = forcedMiss && (i === templates.length - 1 || rng.chance(0.4));
        if (miss) forcedMiss = false;
        const span = Math.max(Math.abs(target) * 0.08, 1);
        const better = rng.float(0, span);
        const worse = rng.float(Math.max(span * 0.05, decimals === 0 ? 1 : 0.1), span * 1.5);
        const up = t.direction === 'over';
        actual = miss ? target + (up ? -worse : worse) : target + (up ? better : -better);
        if (t.unit === 'Percent') actual = Math.min(100, actual);
        actual = Math.max(0, round(actual, decimals));
        if (miss && ((up && actual >= target) || (!up && actual <= target))) actual = round(up ? target - (decimals === 0 ? 1 : 0.5) : target + (decimals === 0 ? 1 : 0.5), decimals);
        if (!miss && ((up && actual < target) || (!up && actual > target))) actual = target;
      }
      const met = actual === null ? null : t.direction === 'over' ? actual >= target : actual <= target;
      metrics.push({
        metric_id: `${uii.slice(4)}-M${String(i + 1).padStart(2, '0')}`,
        description: t.desc,
        unit: t.unit,
        target,
        actual,
        direction: t.direction,
        met,
        reporting_frequency: t.frequency,
        measurement_area: t.area,
        actualDate: new Date(updated.getTime() - rng.int(5, 120) * 86_400_000),
      });
    }
    const performanceRisk = metrics.some((m) => m.met === false);

    // funding FY2020..FY2025, in $M
    const funding: Record<string, number> = {};
    const baseSpend = major ? rng.lognormal(45, 1.0) : kind === 'infra' ? rng.lognormal(25, 1.0) : rng.lognormal(4, 1.0);
    const transfer = typeOfInvestment === 'Funding Transfer Investments';
    let level = baseSpend;
    for (let fy = 2020; fy <= 2025; fy++) {
      level = level * rng.float(0.9, 1.15);
      funding[`fy${fy}_contribution`] = transfer ? round(level * rng.float(0.8, 1), 3) : rng.chance(0.15) ? round(level * rng.float(0.02, 0.1), 3) : 0;
      funding[`fy${fy}_internal_funding`] = transfer ? round(level * rng.float(0, 0.05), 3) : round(level, 3);
    }

    const businessCaseUrl = `https://www.itdashboard.gov/itdb_exhibit300/${uii}`;
    const previousUii = rng.chance(0.15) ? `${agencyCode3}-${rng.digits(9)}` : null;
    const details = {
      business_case_url: major ? businessCaseUrl : null,
      change_in_status: previousUii ? rng.pick(['Reclassified', 'Consolidated']) : rng.pick(CHANGE_IN_STATUS),
      current_uii: uii,
      investment_description: description,
      it_infrastructure_and_management_type: kind === 'infra' ? rng.int(1, 8) : null,
      last_updated: iso(updated),
      mission_delivery_and_management_support_area: kind === 'mission' ? rng.int(1, 20) : null,
      mission_support_investment_categories: kind === 'admin' ? rng.pick(MISSION_SUPPORT_CATEGORIES) : null,
      national_security_system_identifier: agency.code === 7 ? rng.table([[1, 3], [0, 7]] as const) : 0,
      previous_uii: previousUii,
      public_urls: kind === 'mission' && rng.chance(0.4) ? publicUrl(agency, title) : null,
      shared_services_category: rng.pick(SHARED_SERVICE_CATEGORIES),
      shared_services_identifier: rng.table([[0, 8], [1, 1], [2, 1]] as const),
    };

    const updatedStamp = (r: Rng) => iso(new Date(updated.getTime() - r.int(0, 30) * 86_400_000));
    const costPools: Record<string, unknown>[] = [];
    for (const fy of [ctx.currentFy - 1, ctx.currentFy]) {
      const total = funding[`fy${Math.min(fy, 2025)}_internal_funding`] ?? baseSpend;
      for (const cat of rng.sample(COST_POOLS, rng.int(2, 4))) {
        costPools.push({ fiscalYear: fy, tbmType: 'Cost Pool', category: cat, sourceType: 'Agency Submission', amount: round(total * rng.float(0.05, 0.45), 3), updatedTime: updatedStamp(rng) });
      }
      for (const cat of rng.sample(IT_TOWERS, rng.int(1, 3))) {
        costPools.push({ fiscalYear: fy, tbmType: 'IT Tower', category: cat, sourceType: 'Agency Submission', amount: round(total * rng.float(0.05, 0.45), 3), updatedTime: updatedStamp(rng) });
      }
    }

    const fundingSources: Record<string, unknown>[] = [];
    const accountCode = `${agencyCode3}-${String(bureau.code).padStart(2, '0')}-${rng.digits(4)}`;
    const accountName = rng.pick(['Salaries and Expenses', 'Operations and Support', 'Information Technology Systems', 'Working Capital Fund', 'Operation and Maintenance', 'Program Management', 'Departmental Management']);
    for (const fy of [ctx.currentFy - 1, ctx.currentFy]) {
      for (const ftype of ['DME', 'O&M']) {
        if (ftype === 'DME' && !major && rng.chance(0.6)) continue;
        fundingSources.push({
          fiscalYear: fy,
          budgetAccountCode: accountCode,
          budgetAccountName: accountName,
          'agencyCode(fromBudgetAccount)': agency.code,
          'bureauCode(fromBudgetAccount)': bureau.code,
          fundingType: ftype,
          sourceType: 'Agency Submission',
          fundingAmount: round(baseSpend * (ftype === 'DME' ? rng.float(0.1, 0.4) : rng.float(0.5, 0.9)), 3),
          updatedTime: updatedStamp(rng),
        });
      }
    }

    const performanceActual = metrics
      .filter((m) => m.actual !== null)
      .map((m, i) => ({
        metricAgencyId: Number(rng.digits(5)),
        metricActualAgencyId: Number(rng.digits(6)) + i,
        metricDescription: m.description,
        unitOfMeasure: m.unit,
        measurementCondition: m.direction === 'over' ? 'Over target' : 'Under target',
        reportingFrequency: m.reporting_frequency,
        target2024PY: m.target,
        target2025CY: m.target,
        actualResult: m.actual,
        dateOfActualResult: day(m.actualDate),
        metTarget: m.met ? 'Yes' : 'No',
        comment: m.met ? null : 'Variance explained in the corrective action plan submitted to the agency CIO.',
        updatedTime: updatedStamp(rng),
      }));

    const operationalAnalysis: Record<string, unknown>[] = [];
    if (!major || rng.chance(0.6)) {
      const oaDate = new Date(updated.getTime() - rng.int(30, 300) * 86_400_000);
      const conclusion = latestRating <= 2 ? rng.pick(OA_CONCLUSIONS.slice(1)) : rng.pick(OA_CONCLUSIONS.slice(0, 2));
      operationalAnalysis.push({
        investmentTitle: title,
        date: day(oaDate),
        analysisConclusion: conclusion,
        analysisResults: `The annual operational analysis assessed customer results, strategic alignment, financial performance and innovation for ${title}. ${conclusion === 'Continue investment as planned' ? 'The investment continues to meet user needs at acceptable cost.' : 'Opportunities were identified to reduce operating cost and retire duplicative components.'}`,
        updatedTime: updatedStamp(rng),
      });
    }

    await w.add('it_investment', {
      uii,
      agency_code: agency.code,
      bureau_code: bureau.code,
      agency_name: agency.name,
      bureau_name: bureau.name,
      investment_title: title,
      investment_description: description,
      type_of_investment: typeOfInvestment,
      part_of_it_portfolio: portfolio,
      updated_time: updated,
      url: `https://www.itdashboard.gov/investment-basic/${uii}`,
      organization_id: dept?.organization_id ?? null,
      business_case_html: businessCaseHtml(rng, title, agency, bureau, description, funding, major),
      cio_rating: latestRating,
      performance_risk: performanceRisk,
      funding,
      details,
      cost_pools_towers: new Json(costPools),
      funding_sources: new Json(fundingSources),
      performance_actual: new Json(performanceActual),
      operational_analysis: new Json(operationalAnalysis),
      modified: ctx.stamp(rng, rng.int(0, 20)),
    });

    for (let i = 0; i < nEval; i++) {
      await w.add('it_cio_evaluation', {
        uii,
        rating: ratings[i],
        comment: rng.chance(0.9) ? rng.pick(CIO_COMMENTS[ratings[i]]) : null,
        date: day(evalDates[i]),
        latest: i === nEval - 1,
      });
    }

    // contracts: real awards of the same department, IT-related first
    const nContracts = major ? rng.int(1, 5) : rng.int(0, 3);
    const bucket = agency.cgac ? contractsByCgac.get(agency.cgac) : undefined;
    const pool = bucket ? (bucket.it.length >= 3 ? bucket.it : bucket.all) : [];
    if (pool.length > 0) {
      for (const c of rng.sample(pool, Math.min(nContracts, pool.length))) {
        await w.add('it_contract', {
          uii,
          piid: c.piid,
          award_key: c.key,
          vendor_name: c.recipient_name,
          vendor_uei: c.recipient_uei,
          obligated: round(c.obligated, 2),
          start_date: day(c.award_date),
          end_date: c.end_date ? day(c.end_date) : null,
        });
      }
    } else if (nContracts > 0 && ctx.entities.length > 0) {
      // no award of this department in the dataset: the portal still lists the PIID
      const offices = agency.cgac ? officesByCgac.get(agency.cgac) : undefined;
      const aac = offices && offices.length > 0 ? rng.pick(offices).code : rng.pick(['47QTCA', '47QFCA', '47QSWA']);
      for (let i = 0; i < Math.min(nContracts, 2); i++) {
        const vendor = ctx.entities[rng.skewedIndex(ctx.entities.length)];
        const fy = rng.int(Math.max(ctx.firstFy, ctx.currentFy - 6), ctx.currentFy);
        const start = addDays(fiscalYearStart(fy), rng.int(0, 360));
        await w.add('it_contract', {
          uii,
          piid: buildPiid({ aac, fiscalYear: fy, instrumentType: rng.pick(['C', 'F', 'A']), serial: rng.int(1, 2999) }),
          award_key: null,
          vendor_name: vendor.legal_business_name,
          vendor_uei: vendor.uei,
          obligated: round(rng.lognormal(1_500_000, 1.2), 2),
          start_date: day(start),
          end_date: day(addDays(start, rng.int(1, 5) * 365)),
        });
      }
    }

    // projects: 0-4, mostly on major investments
    const nProjects = major ? rng.int(1, 4) : rng.chance(0.3) ? rng.int(1, 2) : 0;
    for (let i = 0; i < nProjects; i++) {
      const start = addDays(updated, -rng.int(90, 1400));
      const done = addDays(start, rng.int(120, 900));
      const cost = round(baseSpend * 1_000_000 * rng.float(0.05, 0.4), 2);
      await w.add('it_project', {
        uii,
        project_id: `${uii.slice(4)}-P${String(i + 1).padStart(3, '0')}`,
        name: `${rng.pick(PROJECT_VERBS)} ${rng.pick(PROJECT_OBJECTS).replace(/^the /, '')}`,
        objective: rng.chance(0.85) ? `${rng.pick(PROJECT_VERBS)} ${rng.pick(PROJECT_OBJECTS)} to support ${title}.` : null,
        start_date: day(start),
        completion_date: done.getTime() <= fiscalYearEnd(ctx.currentFy + 2).getTime() ? day(done) : null,
        lifecycle_cost: cost,
        schedule_variance_pct: rng.chance(0.9) ? round(latestRating <= 2 ? rng.float(-35, 5) : rng.float(-10, 10), 2) : null,
        cost_variance_pct: rng.chance(0.9) ? round(latestRating <= 2 ? rng.float(-30, 5) : rng.float(-8, 8), 2) : null,
      });
    }

    for (const m of metrics) {
      await w.add('it_performance_metric', {
        uii,
        metric_id: m.metric_id,
        description: m.description,
        unit: m.unit,
        target: m.target,
        actual: m.actual,
        direction: m.direction,
        met: m.met,
        reporting_frequency: m.reporting_frequency,
        measurement_area: m.measurement_area,
      });
    }
  }
}

function investmentDescription(rng: Rng, title: string, agency: OmbAgency, bureau: Bureau, kind: 'mission' | 'admin' | 'infra', major: boolean): string {
  const owner = bureau.name === agency.name ? agency.name : `the ${bureau.name}`;
  const purpose =
    kind === 'infra'
      ? rng.pick([
          `provides the enterprise infrastructure, network and end-user services that ${owner} employees rely on every day`,
          `funds the security operations, identity management and continuous monitoring capabilities that protect ${agency.abbr} systems and data`,
          `consolidates hosting, storage and compute services for ${owner} applications into a managed hybrid cloud environment`,
        ])
      : kind === 'admin'
        ? rng.pick([
            `supports the core administrative business processes of ${owner}, including financial transactions, reporting and audit readiness`,
            `automates the back-office workflows of ${owner} and provides a single authoritative source for management reporting`,
            `replaces aging administrative systems of ${owner} with a shared-service solution aligned to government-wide standards`,
          ])
        : rng.pick([
            `delivers the mission applications that ${owner} uses to serve the public and its program partners`,
            `modernizes the systems ${owner} uses to receive, adjudicate and track mission casework`,
            `provides the data collection, processing and dissemination capabilities central to the mission of ${owner}`,
          ]);
  const extra = major
    ? rng.pick([
        ' The investment follows an agile, incremental delivery approach with releases at least every six months.',
        ' Development, modernization and enhancement activities in the budget year focus on cloud migration and retirement of legacy components.',
        ' The program is governed by the agency investment review board and reports monthly to the CIO.',
      ])
    : rng.pick(['', ' The investment is in steady-state operations and maintenance.', ' Spending is primarily operations and maintenance.']);
  return `${title} ${purpose}.${extra}`;
}

function publicUrl(agency: OmbAgency, title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  const domain = agency.abbr.toLowerCase().replace(/[^a-z]/g, '');
  return `https://www.${domain}.gov/${slug}`;
}

function businessCaseHtml(
  rng: Rng,
  title: string,
  agency: OmbAgency,
  bureau: Bureau,
  description: string,
  funding: Record<string, number>,
  major: boolean,
): string {
  const fmt = (n: number) => `$${n.toFixed(3)}M`;
  const rows = [2023, 2024, 2025]
    .map((fy) => `<tr><td>FY${fy}</td><td>${fmt(funding[`fy${fy}_internal_funding`] ?? 0)}</td><td>${fmt(funding[`fy${fy}_contribution`] ?? 0)}</td></tr>`)
    .join('');
  const section = major
    ? `<h3>Section B: Investment Justification</h3><p>${rng.pick([
        'The investment closes capability gaps identified in the agency strategic plan and reduces reliance on unsupported legacy technology.',
        'Without this investment the agency would be unable to meet statutory processing timelines and audit requirements.',
        'The alternatives analysis selected a commercial software-as-a-service solution as the lowest lifecycle-cost option.',
      ])}</p>`
    : '';
  return `<div class="business-case"><h2>${escapeHtml(title)}</h2><p><strong>Agency:</strong> ${escapeHtml(agency.name)}<br/><strong>Bureau:</strong> ${escapeHtml(bureau.name)}</p><h3>Section A: Overview</h3><p>${escapeHtml(description)}</p>${section}<h3>Funding ($M)</h3><table><thead><tr><th>Fiscal year</th><th>Internal funding</th><th>Contributions</th></tr></thead><tbody>${rows}</tbody></table></div>`;
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
