/**
 * Labor categories of the demo schedule contracts and labor-rate records, by
 * family: which MAS Special Item Numbers cover the family (a labor category is
 * only ever priced under one of them), its levels, and the hourly rate of its
 * entry level.
 *
 * SINs are real MAS SINs of the schedule catalogue (reference/codes.ts
 * MAS_SINS); the first one of a family is its home SIN. Levels run 1 (entry)
 * to 5 (subject matter expert / principal); a level fixes the years of
 * experience and the education a category asks for, and the rate rises with
 * it (LEVEL_MULTIPLIER), then a little with each year inside the level.
 *
 * Rates are fully burdened GSA ceiling rates in dollars an hour, in the ranges
 * published contract price lists show (a help desk specialist I near $45, a
 * principal cloud architect near $230).
 *
 * The realism report (measures-resources.ts) checks every labor-rate row
 * against this table: its title belongs to one family and its SIN is one of
 * the family's.
 */

export interface LaborTitle {
  /** the labor category as priced, e.g. 'Software Engineer III' */
  title: string;
  /** 1 entry, 2 journeyman, 3 senior, 4 lead / principal, 5 subject matter expert */
  level: 1 | 2 | 3 | 4 | 5;
  /** titles of one series (same stem, rising level) must be priced in level order on one contract */
  series: string;
}

export interface LaborFamily {
  key: string;
  /** MAS SINs that cover the family; the first is its home SIN */
  sins: string[];
  /** hourly rate of a level-1 category at the median vendor */
  entryRate: number;
  /** the lowest education a level-1 category of the family asks for */
  minEducation: Education;
  /** share of rows needing a security clearance */
  cleared: number;
  titles: LaborTitle[];
}

export type Education = 'High School' | 'Associates' | 'Bachelors' | 'Masters' | 'PhD';

/** Rate multiplier of each level over the entry level. Consecutive levels stay 20% or more apart. */
export const LEVEL_MULTIPLIER: Readonly<Record<1 | 2 | 3 | 4 | 5, number>> = { 1: 1, 2: 1.3, 3: 1.62, 4: 1.98, 5: 2.4 };

/** Years of experience each level asks for: [min, max] of min_years_experience. */
export const LEVEL_YEARS: Readonly<Record<1 | 2 | 3 | 4 | 5, [number, number]>> = { 1: [0, 2], 2: [3, 5], 3: [6, 9], 4: [10, 14], 5: [15, 20] };

/** A series of levelled titles: 'Software Engineer' -> Software Engineer I ... IV. */
function ladder(stem: string, levels: (1 | 2 | 3 | 4 | 5)[], numerals = ['I', 'II', 'III', 'IV', 'V']): LaborTitle[] {
  return levels.map((level, i) => ({ title: `${stem} ${numerals[i]}`, level, series: stem }));
}

/** Single titles, each its own series. */
function single(...entries: [string, 1 | 2 | 3 | 4 | 5][]): LaborTitle[] {
  return entries.map(([title, level]) => ({ title, level, series: title }));
}

export const LABOR_FAMILIES: readonly LaborFamily[] = [
  {
    key: 'software',
    sins: ['54151S', '518210C', '54151HEAL'],
    entryRate: 82,
    minEducation: 'Bachelors',
    cleared: 0.2,
    titles: [
      ...ladder('Software Engineer', [1, 2, 3, 4]),
      ...ladder('Software Developer', [1, 2, 3]),
      ...ladder('Full Stack Developer', [2, 3, 4]),
      ...ladder('DevSecOps Engineer', [2, 3, 4]),
      ...ladder('Quality Assurance Analyst', [1, 2, 3]),
      ...ladder('Test Engineer', [1, 2, 3]),
      ...single(['Senior Software Engineer', 3], ['Principal Software Engineer', 4], ['Software Architect', 4], ['Scrum Master', 3], ['Agile Coach', 4], ['Product Owner', 3], ['UX/UI Designer', 2], ['Configuration Manager', 2]),
    ],
  },
  {
    key: 'infrastructure',
    sins: ['54151S', '518210C'],
    entryRate: 70,
    minEducation: 'Bachelors',
    cleared: 0.3,
    titles: [
      ...ladder('Systems Administrator', [1, 2, 3]),
      ...ladder('Network Engineer', [1, 2, 3, 4]),
      ...ladder('Network Administrator', [1, 2, 3]),
      ...ladder('Database Administrator', [1, 2, 3]),
      ...ladder('Cloud Engineer', [2, 3, 4]),
      ...ladder('Systems Engineer', [1, 2, 3, 4]),
      ...single(['Cloud Architect', 4], ['Solutions Architect', 4], ['Enterprise Architect', 5], ['Storage Engineer', 3], ['Telecommunications Specialist', 2]),
    ],
  },
  {
    key: 'help_desk',
    sins: ['54151S'],
    entryRate: 46,
    minEducation: 'High School',
    cleared: 0.15,
    titles: [
      ...ladder('Help Desk Specialist', [1, 2, 3]),
      ...ladder('Desktop Support Technician', [1, 2, 3]),
      ...single(['Service Desk Manager', 4], ['IT Asset Management Specialist', 2]),
    ],
  },
  {
    key: 'cyber',
    sins: ['54151HACS', '54151S'],
    entryRate: 88,
    minEducation: 'Bachelors',
    cleared: 0.45,
    titles: [
      ...ladder('Cybersecurity Analyst', [1, 2, 3, 4]),
      ...ladder('Cybersecurity Engineer', [2, 3, 4]),
      ...ladder('Information Assurance Specialist', [1, 2, 3]),
      ...ladder('Security Operations Center Analyst', [1, 2, 3]),
      ...ladder('Penetration Tester', [2, 3, 4]),
      ...single(['Information Systems Security Officer', 3], ['Incident Response Lead', 4], ['Cyber Threat Hunter', 3], ['Security Control Assessor', 3], ['Chief Information Security Officer Advisor', 5]),
    ],
  },
  {
    key: 'data',
    sins: ['54151S', '518210C', '54151HEAL'],
    entryRate: 80,
    minEducation: 'Bachelors',
    cleared: 0.2,
    titles: [
      ...ladder('Data Scientist', [2, 3, 4, 5]),
      ...ladder('Data Engineer', [1, 2, 3]),
      ...ladder('Data Analyst', [1, 2, 3]),
      ...single(['Business Intelligence Analyst', 2], ['Machine Learning Engineer', 3], ['Data Architect', 4]),
    ],
  },
  {
    key: 'health_it',
    sins: ['54151HEAL', '54151S'],
    entryRate: 78,
    minEducation: 'Bachelors',
    cleared: 0.05,
    titles: [
      ...ladder('Health Informatics Specialist', [1, 2, 3]),
      ...ladder('Clinical Data Analyst', [1, 2, 3]),
      ...single(['Electronic Health Record Integration Engineer', 3], ['HL7 Interface Developer', 2], ['Clinical Informaticist', 4]),
    ],
  },
  {
    key: 'it_management',
    sins: ['54151S', '54151HACS', '518210C', '54151HEAL'],
    entryRate: 95,
    minEducation: 'Bachelors',
    cleared: 0.25,
    titles: [
      ...ladder('IT Project Manager', [2, 3, 4]),
      ...ladder('IT Program Manager', [3, 4, 5]),
      ...single(['IT Subject Matter Expert', 5], ['IT Business Analyst', 2], ['Senior IT Business Analyst', 3]),
    ],
  },
  {
    key: 'management',
    sins: ['541611'],
    entryRate: 68,
    minEducation: 'Bachelors',
    cleared: 0.12,
    titles: [
      ...ladder('Management Analyst', [1, 2, 3, 4]),
      ...ladder('Program Analyst', [1, 2, 3, 4]),
      ...ladder('Business Analyst', [1, 2, 3]),
      ...ladder('Project Manager', [2, 3, 4]),
      ...ladder('Program Manager', [3, 4, 5]),
      ...ladder('Management Consultant', [2, 3, 4, 5]),
      ...single(['Deputy Program Manager', 4], ['Task Order Manager', 3], ['Subject Matter Expert', 5], ['Strategic Planner', 3], ['Change Management Specialist', 3], ['Process Improvement Specialist', 2], ['Lean Six Sigma Black Belt', 4], ['Operations Research Analyst', 3]),
    ],
  },
  {
    key: 'acquisition',
    sins: ['541611'],
    entryRate: 62,
    minEducation: 'Bachelors',
    cleared: 0.08,
    titles: [
      ...ladder('Contract Specialist', [1, 2, 3, 4]),
      ...ladder('Acquisition Specialist', [1, 2, 3]),
      ...ladder('Grants Management Specialist', [1, 2, 3]),
      ...single(['Cost Price Analyst', 3], ['Acquisition Program Manager', 4], ['Procurement Analyst', 2], ['Contracting Officer Representative Support Specialist', 2]),
    ],
  },
  {
    key: 'logistics',
    sins: ['541611', '541330ENG'],
    entryRate: 58,
    minEducation: 'Bachelors',
    cleared: 0.15,
    titles: [
      ...ladder('Logistics Specialist', [1, 2, 3]),
      ...ladder('Supply Chain Analyst', [1, 2, 3]),
      ...single(['Logistics Manager', 4], ['Integrated Logistics Support Manager', 4], ['Provisioning Specialist', 2], ['Inventory Management Specialist', 2]),
    ],
  },
  {
    key: 'administrative',
    sins: ['541611', '54151S'],
    entryRate: 40,
    minEducation: 'High School',
    cleared: 0.05,
    titles: [
      ...ladder('Administrative Assistant', [1, 2, 3]),
      ...single(['Executive Assistant', 3], ['Data Entry Clerk', 1], ['Records Management Specialist', 2], ['Office Manager', 3], ['Correspondence Analyst', 2]),
    ],
  },
  {
    key: 'documentation',
    sins: ['54151S', '541611', '541330ENG'],
    entryRate: 56,
    minEducation: 'Bachelors',
    cleared: 0.15,
    titles: [...ladder('Technical Writer', [1, 2, 3]), ...single(['Technical Editor', 2], ['Documentation Specialist', 1], ['Knowledge Management Specialist', 3])],
  },
  {
    key: 'financial',
    sins: ['541219', '541211', '541611'],
    entryRate: 64,
    minEducation: 'Bachelors',
    cleared: 0.05,
    titles: [
      ...ladder('Financial Analyst', [1, 2, 3, 4]),
      ...ladder('Budget Analyst', [1, 2, 3]),
      ...ladder('Accountant', [1, 2, 3]),
      ...ladder('Cost Estimator', [2, 3, 4]),
      ...single(['Financial Management Specialist', 3], ['Audit Readiness Specialist', 3], ['Chief Financial Officer Advisor', 5]),
    ],
  },
  {
    key: 'audit',
    sins: ['541211', '541219'],
    entryRate: 70,
    minEducation: 'Bachelors',
    cleared: 0.03,
    titles: [...ladder('Auditor', [1, 2, 3, 4]), ...single(['Audit Manager', 4], ['Audit Partner', 5], ['Certified Public Accountant', 3], ['Internal Control Specialist', 2])],
  },
  {
    key: 'payroll',
    sins: ['541214'],
    entryRate: 42,
    minEducation: 'Associates',
    cleared: 0,
    titles: [...ladder('Payroll Specialist', [1, 2, 3]), ...single(['Payroll Manager', 4])],
  },
  {
    key: 'engineering',
    sins: ['541330ENG', '541715'],
    entryRate: 78,
    minEducation: 'Bachelors',
    cleared: 0.25,
    titles: [
      ...ladder('Mechanical Engineer', [1, 2, 3, 4]),
      ...ladder('Electrical Engineer', [1, 2, 3, 4]),
      ...ladder('Civil Engineer', [1, 2, 3]),
      ...ladder('Systems Engineer (Non-IT)', [2, 3, 4]),
      ...ladder('Reliability Engineer', [2, 3]),
      ...single(['Chief Engineer', 5], ['Engineering Technician', 1], ['Drafter / CAD Technician', 1], ['Test and Evaluation Engineer', 3], ['Human Factors Engineer', 3], ['Naval Architect', 4], ['Aerospace Engineer', 3]),
    ],
  },
  {
    key: 'research',
    sins: ['541715'],
    entryRate: 88,
    minEducation: 'Masters',
    cleared: 0.2,
    titles: [
      ...ladder('Research Scientist', [2, 3, 4, 5]),
      ...ladder('Research Engineer', [1, 2, 3]),
      ...single(['Principal Investigator', 5], ['Research Associate', 1], ['Biostatistician', 3], ['Modeling and Simulation Engineer', 3], ['Strategic Planning Analyst', 2]),
    ],
  },
  {
    key: 'laboratory',
    sins: ['541380'],
    entryRate: 48,
    minEducation: 'Associates',
    cleared: 0.02,
    titles: [
      ...ladder('Laboratory Technician', [1, 2, 3]),
      ...ladder('Chemist', [1, 2, 3]),
      ...single(['Laboratory Manager', 4], ['Quality Assurance Officer', 3], ['Microbiologist', 2], ['Metrologist', 3]),
    ],
  },
  {
    key: 'environmental',
    sins: ['541620', '562910RMED', '541690E'],
    entryRate: 62,
    minEducation: 'Bachelors',
    cleared: 0.02,
    titles: [
      ...ladder('Environmental Scientist', [1, 2, 3, 4]),
      ...ladder('Environmental Engineer', [1, 2, 3, 4]),
      ...ladder('Geologist', [1, 2, 3]),
      ...single(['Industrial Hygienist', 3], ['NEPA Specialist', 3], ['Environmental Compliance Specialist', 2], ['Wildlife Biologist', 2], ['Cultural Resources Specialist', 2]),
    ],
  },
  {
    key: 'remediation',
    sins: ['562910RMED', '541620'],
    entryRate: 44,
    minEducation: 'High School',
    cleared: 0,
    titles: [
      ...ladder('Field Technician', [1, 2, 3]),
      ...single(['Site Safety and Health Officer', 3], ['Remediation Project Manager', 4], ['Equipment Operator', 2], ['Hazardous Waste Technician', 2], ['Site Superintendent', 4]),
    ],
  },
  {
    key: 'energy',
    sins: ['541690E', '541330ENG'],
    entryRate: 72,
    minEducation: 'Bachelors',
    cleared: 0,
    titles: [...ladder('Energy Engineer', [1, 2, 3]), ...single(['Energy Auditor', 2], ['Energy Manager', 4], ['Commissioning Agent', 3], ['Renewable Energy Analyst', 2])],
  },
  {
    key: 'training',
    sins: ['611430', '611420'],
    entryRate: 58,
    minEducation: 'Bachelors',
    cleared: 0.05,
    titles: [
      ...ladder('Training Specialist', [1, 2, 3]),
      ...ladder('Instructional Designer', [1, 2, 3]),
      ...single(['Trainer', 2], ['Senior Instructor', 3], ['Curriculum Developer', 2], ['Training Manager', 4], ['Executive Coach', 5], ['Facilitator', 3], ['E-Learning Developer', 2]),
    ],
  },
  {
    key: 'it_training',
    sins: ['611420'],
    entryRate: 62,
    minEducation: 'Bachelors',
    cleared: 0.05,
    titles: [...ladder('Technical Instructor', [1, 2, 3]), ...single(['IT Training Manager', 4], ['Certified Technical Trainer', 3], ['Courseware Developer', 2])],
  },
  {
    key: 'human_resources',
    sins: ['541612'],
    entryRate: 56,
    minEducation: 'Bachelors',
    cleared: 0.02,
    titles: [
      ...ladder('Human Resources Specialist', [1, 2, 3, 4]),
      ...ladder('Recruiter', [1, 2, 3]),
      ...single(['Classification Specialist', 3], ['Human Capital Consultant', 4], ['Employee Relations Specialist', 3], ['Workforce Planning Analyst', 3], ['Benefits Specialist', 2]),
    ],
  },
  {
    key: 'communications',
    sins: ['541613', '541810', '541910'],
    entryRate: 58,
    minEducation: 'Bachelors',
    cleared: 0.02,
    titles: [
      ...ladder('Communications Specialist', [1, 2, 3, 4]),
      ...single(['Public Affairs Specialist', 3], ['Social Media Specialist', 2], ['Copywriter', 2], ['Media Buyer', 3], ['Account Director', 4], ['Creative Director', 5], ['Outreach Coordinator', 1]),
    ],
  },
  {
    key: 'market_research',
    sins: ['541910', '541613'],
    entryRate: 64,
    minEducation: 'Bachelors',
    cleared: 0,
    titles: [...ladder('Market Research Analyst', [1, 2, 3]), ...single(['Survey Methodologist', 4], ['Focus Group Moderator', 3], ['Customer Experience Researcher', 3])],
  },
  {
    key: 'graphic_design',
    sins: ['541430', '541810'],
    entryRate: 54,
    minEducation: 'Bachelors',
    cleared: 0,
    titles: [...ladder('Graphic Designer', [1, 2, 3]), ...single(['Art Director', 4], ['Illustrator', 2], ['Production Artist', 1], ['Web Designer', 2])],
  },
  {
    key: 'translation',
    sins: ['541930'],
    entryRate: 50,
    minEducation: 'Bachelors',
    cleared: 0.1,
    titles: [...ladder('Translator', [1, 2, 3]), ...ladder('Interpreter', [1, 2, 3]), ...single(['Linguist', 3], ['Language Services Project Manager', 4], ['Sign Language Interpreter', 2])],
  },
  {
    key: 'facilities',
    sins: ['561210FS'],
    entryRate: 40,
    minEducation: 'High School',
    cleared: 0.02,
    titles: [
      ...single(['Facilities Manager', 4], ['Building Engineer', 3], ['HVAC Technician', 2], ['Journeyman Electrician', 2], ['Master Electrician', 4], ['Maintenance Mechanic', 1], ['Plumber', 2], ['Work Control Clerk', 1], ['Maintenance Supervisor', 3]),
    ],
  },
  {
    key: 'custodial',
    sins: ['561720'],
    entryRate: 24,
    minEducation: 'High School',
    cleared: 0,
    titles: single(['Custodian', 1], ['Janitorial Supervisor', 3], ['Floor Care Technician', 2], ['Day Porter', 1]),
  },
  {
    key: 'grounds',
    sins: ['561730'],
    entryRate: 26,
    minEducation: 'High School',
    cleared: 0,
    titles: single(['Groundskeeper', 1], ['Landscape Laborer', 1], ['Irrigation Technician', 2], ['Grounds Crew Supervisor', 3], ['Certified Arborist', 3]),
  },
  {
    key: 'guard',
    sins: ['561612'],
    entryRate: 32,
    minEducation: 'High School',
    cleared: 0.2,
    titles: [...ladder('Security Officer', [1, 2, 3]), ...single(['Armed Security Officer', 2], ['Security Shift Supervisor', 3], ['Security Program Manager', 4])],
  },
  {
    key: 'security_systems',
    sins: ['561621'],
    entryRate: 55,
    minEducation: 'Associates',
    cleared: 0.25,
    titles: [...ladder('Security Systems Technician', [1, 2, 3]), ...single(['Security Systems Engineer', 3], ['Access Control Specialist', 2], ['Physical Security Specialist', 3])],
  },
  {
    key: 'geospatial',
    sins: ['541370GEO', '541330ENG'],
    entryRate: 66,
    minEducation: 'Bachelors',
    cleared: 0.25,
    titles: [...ladder('GIS Analyst', [1, 2, 3]), ...ladder('Geospatial Analyst', [1, 2, 3]), ...single(['Remote Sensing Scientist', 4], ['Photogrammetrist', 3], ['Surveyor', 2], ['Cartographer', 2])],
  },
  {
    key: 'risk',
    sins: ['541990RISK', '541611'],
    entryRate: 70,
    minEducation: 'Bachelors',
    cleared: 0.15,
    titles: [...ladder('Risk Analyst', [1, 2, 3]), ...single(['Emergency Management Specialist', 3], ['Continuity of Operations Planner', 3], ['Risk Management Consultant', 4], ['Exercise Planner', 2])],
  },
];

/** Education a category of the given level asks for, from the family's floor. */
export function educationFor(family: LaborFamily, level: 1 | 2 | 3 | 4 | 5, draw: number): Education {
  const order: Education[] = ['High School', 'Associates', 'Bachelors', 'Masters', 'PhD'];
  const floor = order.indexOf(family.minEducation);
  // senior levels ask a degree step up more often
  const step = level >= 5 ? (draw < 0.6 ? 1 : 0) : level >= 4 ? (draw < 0.4 ? 1 : 0) : level >= 3 ? (draw < 0.2 ? 1 : 0) : 0;
  return order[Math.min(order.length - 1, floor + step)];
}

/** Every labor title, with its family. */
export const LABOR_TITLE_FAMILY: ReadonlyMap<string, { family: LaborFamily; title: LaborTitle }> = new Map(
  LABOR_FAMILIES.flatMap((family) => family.titles.map((title) => [title.title, { family, title }] as const)),
);

/** MAS subcategory of a SIN, under its large category (the labor-rate subcategory field). */
export const SIN_SUBCATEGORY: Readonly<Record<string, string>> = {
  '54151S': 'IT Services',
  '54151HACS': 'IT Services',
  '54151HEAL': 'IT Services',
  '518210C': 'IT Services',
  '611420': 'IT Training',
  '541611': 'Business Administrative Services',
  '541330ENG': 'Technical and Engineering Services (non-IT)',
  '541380': 'Technical and Engineering Services (non-IT)',
  '541990RISK': 'Technical and Engineering Services (non-IT)',
  '541715': 'Research and Development',
  '541620': 'Environmental Services',
  '562910RMED': 'Environmental Services',
  '541690E': 'Environmental Services',
  '541211': 'Financial Services',
  '541214': 'Financial Services',
  '541219': 'Financial Services',
  '541810': 'Marketing and Public Relations',
  '541613': 'Marketing and Public Relations',
  '541430': 'Marketing and Public Relations',
  '541910': 'Marketing and Public Relations',
  '541930': 'Language Services',
  '541612': 'Human Resources',
  '611430': 'Training',
  '561210FS': 'Facilities Services',
  '561720': 'Facilities Services',
  '561730': 'Facilities Services',
  '561612': 'Protective Services',
  '561621': 'Security Systems',
  '541370GEO': 'Scientific Services',
};
