/**
 * Word lists for generating realistic-sounding but fictional vendor names,
 * people, labor categories, contract descriptions and DLA item nomenclatures,
 * plus real state/local/education (SLED) public buyers for every state,
 * DC and territory.
 *
 * Company and person names produced from these lists are fictional; any
 * resemblance to a real firm or person is coincidental.
 */

// ---------------------------------------------------------------------------
// Companies
// ---------------------------------------------------------------------------

/** First word(s) of a fictional company name. */
export const COMPANY_NAME_PREFIXES: readonly string[] = [
  'Apex', 'Blue Ridge', 'Meridian', 'Summit', 'Patriot', 'Liberty', 'Keystone', 'Pinnacle', 'Cardinal', 'Ironwood',
  'Chesapeake', 'Potomac', 'Shenandoah', 'Allegheny', 'Cascade', 'Sierra', 'Granite', 'Evergreen', 'Northstar', 'Polaris',
  'Sentinel', 'Vanguard', 'Bluewater', 'Redstone', 'Trident', 'Falcon', 'Osprey', 'Harbor', 'Beacon', 'Compass',
  'Horizon', 'Frontier', 'Pioneer', 'Heritage', 'Centennial', 'Capitol', 'Constellation', 'Orion', 'Vector', 'Quantum',
  'Nexus', 'Catalyst', 'Aegis', 'Bastion', 'Citadel', 'Paragon', 'Vertex', 'Zenith', 'Crestline', 'Ridgeline',
  'Stonebridge', 'Oakmont', 'Cedar Point', 'Magnolia', 'Palmetto', 'Lone Star', 'Bayou', 'Prairie', 'Great Lakes', 'Tidewater',
  'Piedmont', 'Appalachian', 'Coastal', 'Canyon', 'Mesa', 'Alpine', 'Highland', 'Riverbend', 'Silverline', 'Ironclad',
  'Copperleaf', 'Clearpoint', 'Truenorth', 'Signal', 'Anchor', 'Arrowhead', 'Bridgepoint', 'Crossroads', 'Lakeshore', 'Westbrook',
  'Eastgate', 'Northpoint', 'Tri-Star', 'Integrity', 'Veritas', 'Stratus', 'Cirrus', 'Ardent', 'Bold Eagle', 'Red Cedar',
  'Black Diamond', 'White Oak', 'Golden Gate', 'Mission Ridge', 'Steel Harbor', 'Dominion', 'Sequoia', 'Lighthouse', 'Kestrel', 'Corvus',
];

/** Middle word(s) describing the line of business. */
export const COMPANY_NAME_CORES: readonly string[] = [
  'Federal Solutions', 'Analytics', 'Systems Integration', 'Technologies', 'Consulting Group', 'Defense Systems', 'Engineering',
  'Logistics', 'Government Services', 'Professional Services', 'Data Solutions', 'Cyber', 'Health Solutions', 'Research Associates',
  'Strategies', 'Management Group', 'Information Systems', 'Mission Solutions', 'Enterprises', 'Construction', 'Builders',
  'Environmental', 'Facility Services', 'Medical Supply', 'Aerospace', 'Marine Services', 'Security Services', 'Software',
  'Cloud Services', 'Digital', 'Innovations', 'Partners', 'Associates', 'Global', 'Tactical Systems', 'Applied Sciences',
  'Training Solutions', 'IT Services', 'Networks', 'Integrators', 'Contracting', 'Infrastructure', 'Maintenance Services',
  'Support Services', 'Scientific', 'Solutions Group', 'Technical Services', 'Consulting', 'Systems', 'Industries',
];

/** Legal-form suffixes, as they appear at the end of SAM legal business names. */
export const COMPANY_SUFFIXES: readonly string[] = [
  'LLC', 'LLC', 'LLC', 'Inc.', 'Inc.', 'Corp', 'Corporation', 'Incorporated', 'L.L.C.', 'Co.', 'Company', 'Group LLC', 'JV LLC', 'LLP',
];

/**
 * Name patterns. Placeholders: {prefix}, {core}, {suffix}, {last} (a surname from LAST_NAMES),
 * {last2} (a second surname), {initials} (2-3 capital letters).
 */
export const COMPANY_NAME_TEMPLATES: readonly string[] = [
  '{prefix} {core} {suffix}',
  '{prefix} {core}, {suffix}',
  '{prefix} {core} {suffix}',
  '{prefix} {suffix}',
  '{last} {core} {suffix}',
  '{last} & {last2} {suffix}',
  '{initials} {core} {suffix}',
  '{last}-{last2} {core} {suffix}',
];

/** Legal forms that skew toward large, established contractors. */
export const LARGE_COMPANY_SUFFIXES: readonly string[] = [
  'Corporation', 'Corporation', 'Inc.', 'Inc.', 'Corp', 'Company', 'Holdings, Inc.', 'LLC',
];

const LARGE_COMPANY_TEMPLATES: readonly string[] = [
  '{prefix} {core} {suffix}',
  '{prefix} {core} {suffix}',
  '{last} {core} {suffix}',
  '{initials} {core} {suffix}',
  '{prefix} {suffix}',
];

export type CompanySize = 'large' | 'small';

/** A uniform random source in [0, 1), e.g. the demo generator's seeded `rng.fn`. */
export type RandomSource = () => number;

function pickFrom<T>(random: RandomSource, list: readonly T[]): T {
  const item = list[Math.min(list.length - 1, Math.floor(random() * list.length))];
  if (item === undefined) throw new Error('names.ts: cannot pick from an empty list');
  return item;
}

const INITIAL_LETTERS = 'ABCDEFGHJKLMNPRSTVW';

/**
 * A fictional company legal name such as 'Apex Federal Solutions LLC',
 * 'Blue Ridge Analytics, Inc.' or 'Meridian Systems Integration Corp'.
 * Deterministic for a given random source. Large firms get corporate legal
 * forms; small firms mostly LLCs, partnerships and joint ventures.
 */
export function companyName(random: RandomSource, size: CompanySize = 'small'): string {
  const template = pickFrom(random, size === 'large' ? LARGE_COMPANY_TEMPLATES : COMPANY_NAME_TEMPLATES);
  const last = pickFrom(random, LAST_NAMES);
  let last2 = pickFrom(random, LAST_NAMES);
  for (let i = 0; i < 3 && last2 === last; i++) last2 = pickFrom(random, LAST_NAMES);
  const initialsLength = random() < 0.7 ? 2 : 3;
  let initials = '';
  for (let i = 0; i < initialsLength; i++) initials += pickFrom(random, [...INITIAL_LETTERS]);
  const values: Readonly<Record<string, string>> = {
    prefix: pickFrom(random, COMPANY_NAME_PREFIXES),
    core: pickFrom(random, COMPANY_NAME_CORES),
    suffix: pickFrom(random, size === 'large' ? LARGE_COMPANY_SUFFIXES : COMPANY_SUFFIXES),
    last,
    last2,
    initials,
  };
  const name = template.replace(/\{(\w+)\}/g, (_match, key: string) => values[key] ?? '');
  // Avoid doubled collective nouns such as 'Consulting Group Company' or 'Partners Holdings, Inc.'.
  return name.replace(
    /\b(Group|Partners|Associates|Enterprises|Industries|Global) (Company|Co\.|Group LLC|Holdings, Inc\.)$/,
    (_m, noun: string) => `${noun}, ${size === 'large' ? 'Inc.' : 'LLC'}`,
  );
}

// ---------------------------------------------------------------------------
// People
// ---------------------------------------------------------------------------

export const FIRST_NAMES: readonly string[] = [
  'James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth',
  'William', 'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Christopher', 'Karen',
  'Charles', 'Lisa', 'Daniel', 'Nancy', 'Matthew', 'Betty', 'Anthony', 'Sandra', 'Mark', 'Ashley',
  'Donald', 'Kimberly', 'Steven', 'Emily', 'Andrew', 'Donna', 'Paul', 'Michelle', 'Joshua', 'Carol',
  'Kevin', 'Amanda', 'Brian', 'Melissa', 'George', 'Deborah', 'Timothy', 'Stephanie', 'Ronald', 'Rebecca',
  'Jason', 'Laura', 'Ryan', 'Sharon', 'Jacob', 'Cynthia', 'Gary', 'Kathleen', 'Nicholas', 'Amy',
  'Eric', 'Angela', 'Jonathan', 'Rachel', 'Justin', 'Heather', 'Brandon', 'Nicole', 'Tyrone', 'Keisha',
  'Darnell', 'Latoya', 'Marcus', 'Tamika', 'Andre', 'Jasmine', 'DeShawn', 'Imani', 'Terrence', 'Aaliyah',
  'Jose', 'Maria', 'Luis', 'Carmen', 'Carlos', 'Rosa', 'Miguel', 'Ana', 'Juan', 'Lucia',
  'Alejandro', 'Gabriela', 'Diego', 'Sofia', 'Javier', 'Isabel', 'Ricardo', 'Elena', 'Fernando', 'Valeria',
  'Wei', 'Mei', 'Jian', 'Li', 'Hiroshi', 'Yuki', 'Kenji', 'Aiko', 'Min-jun', 'Ji-woo',
  'Sung', 'Hyun', 'Thanh', 'Linh', 'Minh', 'Anh', 'Raj', 'Priya', 'Arjun', 'Ananya',
  'Vikram', 'Deepa', 'Sanjay', 'Kavya', 'Rahul', 'Neha', 'Amit', 'Sunita', 'Mohammed', 'Fatima',
  'Omar', 'Layla', 'Ali', 'Yasmin', 'Hassan', 'Noor', 'Tariq', 'Samira', 'Kwame', 'Ama',
  'Chidi', 'Ngozi', 'Tunde', 'Folake', 'Dmitri', 'Olga', 'Ivan', 'Katarina', 'Sean', 'Siobhan',
];

export const LAST_NAMES: readonly string[] = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
  'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin',
  'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson',
  'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores',
  'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts',
  'Gomez', 'Phillips', 'Evans', 'Turner', 'Diaz', 'Parker', 'Cruz', 'Edwards', 'Collins', 'Reyes',
  'Stewart', 'Morris', 'Morales', 'Murphy', 'Cook', 'Rogers', 'Gutierrez', 'Ortiz', 'Morgan', 'Cooper',
  'Peterson', 'Bailey', 'Reed', 'Kelly', 'Howard', 'Ramos', 'Kim', 'Cox', 'Ward', 'Richardson',
  'Watson', 'Brooks', 'Chavez', 'Wood', 'James', 'Bennett', 'Gray', 'Mendoza', 'Ruiz', 'Hughes',
  'Price', 'Alvarez', 'Castillo', 'Sanders', 'Patel', 'Myers', 'Long', 'Ross', 'Foster', 'Jimenez',
  'Washington', 'Jefferson', 'Banks', 'Coleman', 'Freeman', 'Simmons', 'Bryant', 'Alexander', 'Wallace', 'Hayes',
  'Chen', 'Wang', 'Zhang', 'Liu', 'Huang', 'Tanaka', 'Yamamoto', 'Sato', 'Park', 'Choi',
  'Tran', 'Pham', 'Le', 'Shah', 'Singh', 'Kumar', 'Gupta', 'Reddy', 'Iyer', 'Desai',
  'Khan', 'Ahmed', 'Hussain', 'Haddad', 'Nasser', 'Rahman', 'Okafor', 'Adeyemi', 'Mensah', 'Osei',
  "O'Brien", 'McCarthy', 'Sullivan', 'Kowalski', 'Novak', 'Petrov', 'Schmidt', 'Muller', 'Rossi', 'Bianchi',
];

// ---------------------------------------------------------------------------
// Labor categories (GSA MAS / T&M style)
// ---------------------------------------------------------------------------

export const LABOR_CATEGORIES: readonly string[] = [
  'Program Manager III', 'Program Manager II', 'Deputy Program Manager', 'Project Manager II', 'Senior Project Manager',
  'Task Order Manager', 'Subject Matter Expert III', 'Subject Matter Expert II', 'Senior Software Engineer', 'Software Engineer II',
  'Software Developer I', 'Full Stack Developer II', 'DevSecOps Engineer III', 'Cloud Architect', 'Cloud Engineer II',
  'Solutions Architect', 'Enterprise Architect', 'Systems Engineer III', 'Systems Engineer II', 'Systems Administrator II',
  'Network Engineer III', 'Network Administrator II', 'Database Administrator II', 'Data Scientist III', 'Data Engineer II',
  'Data Analyst I', 'Business Intelligence Analyst', 'Cybersecurity Analyst II', 'Cybersecurity Engineer III', 'Information Assurance Specialist II',
  'Information Systems Security Officer', 'Penetration Tester', 'Security Operations Center Analyst II', 'Help Desk Specialist I', 'Help Desk Specialist II',
  'Service Desk Manager', 'Desktop Support Technician II', 'Technical Writer II', 'Quality Assurance Analyst II', 'Test Engineer II',
  'Configuration Manager', 'Business Analyst III', 'Business Analyst II', 'Management Analyst II', 'Program Analyst III',
  'Financial Analyst II', 'Budget Analyst II', 'Cost Estimator III', 'Acquisition Specialist II', 'Contract Specialist II',
  'Logistics Specialist II', 'Logistics Manager', 'Supply Chain Analyst', 'Training Specialist II', 'Instructional Designer',
  'Administrative Assistant II', 'Executive Assistant', 'Human Resources Specialist II', 'Communications Specialist II', 'Graphic Designer II',
  'UX/UI Designer', 'Scrum Master', 'Agile Coach', 'Product Owner', 'Mechanical Engineer II',
  'Electrical Engineer III', 'Civil Engineer II', 'Environmental Engineer II', 'Industrial Hygienist', 'Safety Specialist II',
  'Health Physicist', 'Clinical Research Associate', 'Registered Nurse', 'Medical Records Technician', 'Biostatistician',
  'Research Scientist III', 'Operations Research Analyst III', 'Intelligence Analyst III', 'Geospatial Analyst II', 'Facilities Manager',
  'HVAC Technician', 'Journeyman Electrician', 'Construction Manager', 'Quality Control Manager', 'Site Safety and Health Officer',
];

// ---------------------------------------------------------------------------
// Contract description fragments (FPDS "description of requirement" style)
// ---------------------------------------------------------------------------

/** Inherently-governmental-function prefixes many civilian agencies put on service descriptions. */
export const IGF_PREFIXES: readonly string[] = ['IGF::OT::IGF', 'IGF::OT::IGF', 'IGF::CL::IGF', 'IGF::CT::IGF', 'IGF::CL,CT::IGF'];

/** What a service requirement covers, e.g. 'ENTERPRISE IT OPERATIONS AND MAINTENANCE'. */
export const SERVICE_SCOPES: readonly string[] = [
  'ENTERPRISE IT OPERATIONS AND MAINTENANCE', 'CYBERSECURITY AND INFORMATION ASSURANCE', 'CLOUD MIGRATION AND HOSTING',
  'SOFTWARE DEVELOPMENT AND SUSTAINMENT', 'DATA ANALYTICS AND VISUALIZATION', 'HELP DESK AND END USER', 'NETWORK OPERATIONS AND SECURITY',
  'PROGRAM MANAGEMENT', 'ACQUISITION AND PROGRAM MANAGEMENT', 'FINANCIAL MANAGEMENT AND AUDIT READINESS', 'LOGISTICS AND SUPPLY CHAIN',
  'ENGINEERING AND TECHNICAL', 'SYSTEMS ENGINEERING AND TECHNICAL ASSISTANCE (SETA)', 'TEST AND EVALUATION', 'TRAINING AND CURRICULUM DEVELOPMENT',
  'STRATEGIC COMMUNICATIONS AND OUTREACH', 'RECORDS MANAGEMENT AND FOIA', 'FACILITIES OPERATIONS AND MAINTENANCE', 'BASE OPERATIONS',
  'JANITORIAL AND CUSTODIAL', 'GROUNDS MAINTENANCE', 'ARMED GUARD', 'MEDICAL STAFFING', 'LABORATORY', 'ENVIRONMENTAL REMEDIATION',
  'INTELLIGENCE ANALYSIS', 'GEOSPATIAL INTELLIGENCE', 'MISSION SUPPORT', 'HUMAN CAPITAL', 'GRANTS MANAGEMENT', 'CONTACT CENTER',
  'DIGITAL MODERNIZATION', 'ZERO TRUST ARCHITECTURE IMPLEMENTATION', 'DEVSECOPS PLATFORM', 'ERP SUSTAINMENT', 'SHIP MAINTENANCE AND MODERNIZATION',
  'AIRCRAFT MAINTENANCE', 'SIMULATOR SUSTAINMENT', 'ENTERPRISE LICENSE MANAGEMENT', 'DATA CENTER CONSOLIDATION', 'CONTINUITY OF OPERATIONS',
  'EMERGENCY MANAGEMENT', 'CLINICAL TRIAL', 'BIOMEDICAL RESEARCH', 'EPIDEMIOLOGICAL SURVEILLANCE', 'BORDER TECHNOLOGY',
];

/** How a service description ends. */
export const SERVICE_ENDINGS: readonly string[] = [
  'SUPPORT SERVICES', 'SUPPORT SERVICES', 'SERVICES', 'TECHNICAL SUPPORT', 'SUPPORT', 'ADVISORY AND ASSISTANCE SERVICES',
];

/** Optional customer clause appended to a service description. */
export const DESCRIPTION_CUSTOMERS: readonly string[] = [
  'FOR THE OFFICE OF THE CHIEF INFORMATION OFFICER', 'FOR THE OFFICE OF THE CHIEF FINANCIAL OFFICER', 'FOR THE OFFICE OF THE CHIEF HUMAN CAPITAL OFFICER',
  'FOR THE PROGRAM EXECUTIVE OFFICE', 'FOR HEADQUARTERS AND REGIONAL OFFICES', 'IN SUPPORT OF THE MISSION SUPPORT DIRECTORATE',
  'AT MULTIPLE CONUS LOCATIONS', 'FOR THE OFFICE OF ACQUISITION MANAGEMENT', 'FOR THE OFFICE OF THE SECRETARY', 'IN SUPPORT OF OCONUS OPERATIONS',
  'FOR THE ENTERPRISE SERVICES DIRECTORATE', 'FOR THE OFFICE OF SECURITY AND EMERGENCY PREPAREDNESS',
];

/** Verbs for facility/construction descriptions, e.g. 'REPAIR OF HVAC SYSTEMS BLDG 1200'. */
export const FACILITY_WORK_ACTIONS: readonly string[] = [
  'REPAIR', 'REPLACE', 'RENOVATE', 'UPGRADE', 'INSTALL', 'CONSTRUCT', 'DEMOLISH', 'MODERNIZE', 'REPAIR AND REPLACE', 'DESIGN-BUILD',
];

export const FACILITY_WORK_OBJECTS: readonly string[] = [
  'HVAC SYSTEMS', 'ROOF', 'FIRE ALARM SYSTEM', 'FIRE SUPPRESSION SYSTEM', 'ELEVATORS', 'CHILLER', 'BOILER', 'PARKING LOT',
  'AIRFIELD LIGHTING', 'WATER DISTRIBUTION LINES', 'ELECTRICAL DISTRIBUTION SYSTEM', 'RESTROOMS', 'SECURITY FENCING', 'STORM DRAINAGE',
  'EXTERIOR ENVELOPE', 'BACKUP GENERATOR', 'LABORATORY FUME HOODS', 'ENERGY MANAGEMENT CONTROL SYSTEM', 'ACCESS CONTROL SYSTEM',
  'SEWER LIFT STATION', 'HANGAR DOORS', 'BARRACKS INTERIOR', 'DINING FACILITY KITCHEN', 'PIER FENDER SYSTEM',
];

/** Facility designators used with a number, e.g. 'BLDG 1200', 'HANGAR 3'. */
export const FACILITY_DESIGNATORS: readonly string[] = ['BLDG', 'BLDG', 'BUILDING', 'HANGAR', 'FACILITY', 'WAREHOUSE'];

/** Typical modification descriptions. */
export const MODIFICATION_DESCRIPTIONS: readonly string[] = [
  'EXERCISE OPTION PERIOD 1', 'EXERCISE OPTION PERIOD 2', 'EXERCISE OPTION YEAR 3', 'PROVIDE INCREMENTAL FUNDING', 'INCREMENTAL FUNDING',
  'ADMINISTRATIVE MODIFICATION TO UPDATE CONTRACTING OFFICER REPRESENTATIVE', 'DE-OBLIGATE EXCESS FUNDS', 'EXTEND PERIOD OF PERFORMANCE',
  'SIX MONTH EXTENSION IAW FAR 52.217-8', 'INCORPORATE REVISED WAGE DETERMINATION', 'CONTRACT CLOSEOUT', 'PARTIAL TERMINATION FOR CONVENIENCE',
  'BILATERAL CHANGE ORDER', 'REALIGN CLINS', 'ADD FUNDS FOR SURGE SUPPORT', 'NOVATION AGREEMENT', 'UPDATE ACCOUNTING AND APPROPRIATION DATA',
  'CHANGE CONTRACTOR ADDRESS IN SAM', 'ADD FAR 52.204-27 CLAUSE', 'DEFINITIZE UNDEFINITIZED CONTRACT ACTION',
];

// ---------------------------------------------------------------------------
// DLA-style item nomenclatures (noun, modifiers)
// ---------------------------------------------------------------------------

export const PART_NOMENCLATURES: readonly string[] = [
  'VALVE,GATE', 'VALVE,BALL', 'VALVE,CHECK', 'VALVE,SOLENOID', 'VALVE,SAFETY RELIEF', 'BEARING,BALL,ANNULAR', 'BEARING,ROLLER,NEEDLE',
  'BEARING,SLEEVE', 'CABLE ASSEMBLY,SPECIAL PURPOSE,ELECTRICAL', 'CABLE ASSEMBLY,RADIO FREQUENCY', 'WIRING HARNESS', 'CONNECTOR,PLUG,ELECTRICAL',
  'CONNECTOR,RECEPTACLE,ELECTRICAL', 'CIRCUIT CARD ASSEMBLY', 'MICROCIRCUIT,DIGITAL', 'MICROCIRCUIT,LINEAR', 'TRANSISTOR', 'SEMICONDUCTOR DEVICE,DIODE',
  'RESISTOR,FIXED,FILM', 'CAPACITOR,FIXED,CERAMIC DIELECTRIC', 'RELAY,ELECTROMAGNETIC', 'SWITCH,TOGGLE', 'SWITCH,PRESSURE', 'FUSE,CARTRIDGE',
  'CIRCUIT BREAKER', 'TRANSFORMER,POWER', 'FILTER,FLUID', 'FILTER ELEMENT,INTAKE AIR CLEANER', 'FILTER,RADIO FREQUENCY INTERFERENCE',
  'PUMP,CENTRIFUGAL', 'PUMP,AXIAL PISTONS', 'PUMP,ROTARY', 'MOTOR,ALTERNATING CURRENT', 'MOTOR,DIRECT CURRENT', 'GENERATOR,ALTERNATING CURRENT',
  'ACTUATOR,ELECTRO-MECHANICAL,LINEAR', 'ACTUATING CYLINDER,LINEAR', 'SERVOVALVE,HYDRAULIC', 'HOSE ASSEMBLY,NONMETALLIC', 'TUBE ASSEMBLY,METAL',
  'COUPLING HALF,QUICK DISCONNECT', 'ADAPTER,STRAIGHT,TUBE TO HOSE', 'ELBOW,TUBE', 'O-RING', 'GASKET', 'SEAL,PLAIN', 'PACKING,PREFORMED',
  'BOLT,MACHINE', 'SCREW,CAP,HEXAGON HEAD', 'SCREW,MACHINE', 'NUT,SELF-LOCKING,HEXAGON', 'WASHER,FLAT', 'PIN,STRAIGHT,HEADLESS', 'RIVET,BLIND',
  'BUSHING,SLEEVE', 'SPACER,SLEEVE', 'SHIM', 'SPRING,HELICAL,COMPRESSION', 'GEAR,SPUR', 'SHAFT,SHOULDERED', 'HOUSING,BEARING UNIT', 'BRACKET,ANGLE',
  'CLAMP,LOOP', 'PANEL,STRUCTURAL,AIRCRAFT', 'BLADE,ROTOR', 'BLADE,COMPRESSOR,AIRCRAFT GAS TURBINE ENGINE', 'VANE ASSEMBLY,COMPRESSOR',
  'NOZZLE,FUEL INJECTION', 'STARTER,ENGINE,ELECTRICAL', 'ALTERNATOR,ENGINE ACCESSORY', 'SHOE,BRAKE', 'WHEEL,PNEUMATIC TIRE', 'TIRE,PNEUMATIC,VEHICULAR',
  'SHOE,TRACK', 'WINDSHIELD PANEL', 'LIGHT,WARNING', 'LAMP,INCANDESCENT', 'BATTERY,STORAGE', 'BATTERY,NONRECHARGEABLE', 'ANTENNA', 'RADIO SET',
  'RECEIVER-TRANSMITTER,RADIO', 'AMPLIFIER,RADIO FREQUENCY', 'INDICATOR,PRESSURE', 'GAGE,PRESSURE,DIAL INDICATING', 'THERMOCOUPLE',
  'TRANSDUCER,PRESSURE', 'SENSOR,TEMPERATURE', 'HEAT EXCHANGER,FLUID', 'MUFFLER,EXHAUST', 'PARTS KIT,VALVE', 'TOOL KIT,AUTOMOTIVE',
  'WRENCH,TORQUE', 'COVER,PROTECTIVE,DUST AND MOISTURE SEAL', 'BOOT,DUST AND MOISTURE SEAL', 'GLOVES,CHEMICAL AND OIL PROTECTIVE',
  'COAT,COLD WEATHER', 'BODY ARMOR,FRAGMENTATION PROTECTIVE VEST',
];

// ---------------------------------------------------------------------------
// State, local and education (SLED) buyers
// ---------------------------------------------------------------------------

export type SledJurisdiction = 'state' | 'local' | 'education';

export interface SledBuyer {
  /** USPS state / territory code. */
  readonly state: string;
  readonly name: string;
  readonly jurisdiction: SledJurisdiction;
}

type RawSled = readonly [state: string, jurisdiction: SledJurisdiction, name: string];

const RAW_SLED: readonly RawSled[] = [
  ['AL', 'state', 'Alabama Department of Transportation'],
  ['AL', 'state', 'Alabama Department of Finance, Division of Procurement'],
  ['AL', 'local', 'City of Huntsville Purchasing Division'],
  ['AL', 'education', 'The University of Alabama'],
  ['AK', 'state', 'Alaska Department of Transportation and Public Facilities'],
  ['AK', 'local', 'Municipality of Anchorage Purchasing Department'],
  ['AK', 'education', 'University of Alaska Fairbanks'],
  ['AZ', 'state', 'Arizona Department of Administration, State Procurement Office'],
  ['AZ', 'local', 'Maricopa County Procurement Services'],
  ['AZ', 'local', 'City of Phoenix Procurement Division'],
  ['AZ', 'education', 'Arizona State University'],
  ['AR', 'state', 'Arkansas Office of State Procurement'],
  ['AR', 'local', 'City of Little Rock Purchasing Division'],
  ['AR', 'education', 'University of Arkansas'],
  ['CA', 'state', 'California Department of General Services, Procurement Division'],
  ['CA', 'state', 'California Department of Transportation'],
  ['CA', 'local', 'City of Los Angeles General Services Department'],
  ['CA', 'local', 'County of San Diego Department of Purchasing and Contracting'],
  ['CA', 'education', 'Los Angeles Unified School District'],
  ['CA', 'education', 'University of California, San Diego'],
  ['CO', 'state', 'Colorado Department of Transportation'],
  ['CO', 'local', 'City and County of Denver Purchasing Division'],
  ['CO', 'education', 'University of Colorado Boulder'],
  ['CT', 'state', 'Connecticut Department of Administrative Services, Procurement Division'],
  ['CT', 'local', 'City of Hartford Procurement Division'],
  ['CT', 'education', 'University of Connecticut'],
  ['DE', 'state', 'Delaware Office of Management and Budget, Government Support Services'],
  ['DE', 'local', 'New Castle County Purchasing Division'],
  ['DE', 'education', 'University of Delaware'],
  ['DC', 'state', 'District of Columbia Office of Contracting and Procurement'],
  ['DC', 'local', 'DC Water and Sewer Authority'],
  ['DC', 'education', 'District of Columbia Public Schools'],
  ['FL', 'state', 'Florida Department of Management Services'],
  ['FL', 'state', 'Florida Department of Transportation'],
  ['FL', 'local', 'Miami-Dade County Strategic Procurement Department'],
  ['FL', 'local', 'City of Tampa Purchasing Department'],
  ['FL', 'education', 'Miami-Dade County Public Schools'],
  ['FL', 'education', 'University of Florida'],
  ['GA', 'state', 'Georgia Department of Administrative Services, State Purchasing Division'],
  ['GA', 'local', 'City of Atlanta Department of Procurement'],
  ['GA', 'education', 'Georgia Institute of Technology'],
  ['HI', 'state', 'Hawaii State Procurement Office'],
  ['HI', 'local', 'City and County of Honolulu Purchasing Division'],
  ['HI', 'education', 'University of Hawaii'],
  ['ID', 'state', 'Idaho Division of Purchasing'],
  ['ID', 'local', 'Ada County Procurement'],
  ['ID', 'education', 'Boise State University'],
  ['IL', 'state', 'Illinois Department of Central Management Services'],
  ['IL', 'state', 'Illinois Department of Transportation'],
  ['IL', 'local', 'City of Chicago Department of Procurement Services'],
  ['IL', 'local', 'Cook County Office of the Chief Procurement Officer'],
  ['IL', 'education', 'Chicago Public Schools'],
  ['IL', 'education', 'University of Illinois Urbana-Champaign'],
  ['IN', 'state', 'Indiana Department of Administration, Procurement Division'],
  ['IN', 'local', 'City of Indianapolis Purchasing Division'],
  ['IN', 'education', 'Purdue University'],
  ['IA', 'state', 'Iowa Department of Administrative Services, Central Procurement'],
  ['IA', 'local', 'City of Des Moines Procurement Division'],
  ['IA', 'education', 'Iowa State University'],
  ['KS', 'state', 'Kansas Department of Administration, Office of Procurement and Contracts'],
  ['KS', 'local', 'Sedgwick County Purchasing Department'],
  ['KS', 'education', 'University of Kansas'],
  ['KY', 'state', 'Kentucky Finance and Administration Cabinet, Office of Procurement Services'],
  ['KY', 'local', 'Louisville Metro Government Purchasing'],
  ['KY', 'education', 'University of Kentucky'],
  ['LA', 'state', 'Louisiana Office of State Procurement'],
  ['LA', 'local', 'City of New Orleans Purchasing Bureau'],
  ['LA', 'education', 'Louisiana State University'],
  ['ME', 'state', 'Maine Division of Procurement Services'],
  ['ME', 'local', 'City of Portland Purchasing Division'],
  ['ME', 'education', 'University of Maine'],
  ['MD', 'state', 'Maryland Department of General Services'],
  ['MD', 'state', 'Maryland Department of Transportation State Highway Administration'],
  ['MD', 'local', 'Montgomery County Office of Procurement'],
  ['MD', 'local', 'Baltimore City Bureau of Procurement'],
  ['MD', 'education', 'University of Maryland, College Park'],
  ['MD', 'education', 'Baltimore County Public Schools'],
  ['MA', 'state', 'Massachusetts Operational Services Division'],
  ['MA', 'local', 'City of Boston Procurement'],
  ['MA', 'education', 'University of Massachusetts Amherst'],
  ['MI', 'state', 'Michigan Department of Technology, Management and Budget'],
  ['MI', 'local', 'City of Detroit Office of Contracting and Procurement'],
  ['MI', 'education', 'University of Michigan'],
  ['MN', 'state', 'Minnesota Department of Administration, Office of State Procurement'],
  ['MN', 'local', 'Hennepin County Purchasing and Contract Services'],
  ['MN', 'education', 'University of Minnesota'],
  ['MS', 'state', 'Mississippi Department of Finance and Administration, Office of Purchasing, Travel and Fleet Management'],
  ['MS', 'local', 'City of Jackson Purchasing Division'],
  ['MS', 'education', 'Mississippi State University'],
  ['MO', 'state', 'Missouri Office of Administration, Division of Purchasing'],
  ['MO', 'local', 'City of Kansas City Procurement Services Division'],
  ['MO', 'education', 'University of Missouri'],
  ['MT', 'state', 'Montana State Procurement Bureau'],
  ['MT', 'local', 'City of Billings Purchasing Division'],
  ['MT', 'education', 'Montana State University'],
  ['NE', 'state', 'Nebraska Department of Administrative Services, State Purchasing Bureau'],
  ['NE', 'local', 'City of Omaha Purchasing Division'],
  ['NE', 'education', 'University of Nebraska-Lincoln'],
  ['NV', 'state', 'Nevada State Purchasing Division'],
  ['NV', 'local', 'Clark County Purchasing and Contracts'],
  ['NV', 'education', 'Clark County School District'],
  ['NH', 'state', 'New Hampshire Bureau of Purchase and Property'],
  ['NH', 'local', 'City of Manchester Purchasing Division'],
  ['NH', 'education', 'University of New Hampshire'],
  ['NJ', 'state', 'New Jersey Division of Purchase and Property'],
  ['NJ', 'local', 'City of Newark Division of Central Purchasing'],
  ['NJ', 'education', 'Rutgers, The State University of New Jersey'],
  ['NM', 'state', 'New Mexico General Services Department, State Purchasing Division'],
  ['NM', 'local', 'City of Albuquerque Purchasing Division'],
  ['NM', 'education', 'University of New Mexico'],
  ['NY', 'state', 'New York State Office of General Services'],
  ['NY', 'state', 'Metropolitan Transportation Authority'],
  ['NY', 'local', "New York City Mayor's Office of Contract Services"],
  ['NY', 'local', 'Erie County Division of Purchase'],
  ['NY', 'education', 'New York City Department of Education'],
  ['NY', 'education', 'State University of New York'],
  ['NC', 'state', 'North Carolina Department of Administration, Division of Purchase and Contract'],
  ['NC', 'local', 'City of Charlotte Procurement Services'],
  ['NC', 'local', 'Wake County Purchasing'],
  ['NC', 'education', 'University of North Carolina at Chapel Hill'],
  ['ND', 'state', 'North Dakota Office of Management and Budget, State Procurement Office'],
  ['ND', 'local', 'City of Fargo Purchasing'],
  ['ND', 'education', 'North Dakota State University'],
  ['OH', 'state', 'Ohio Department of Administrative Services, Office of Procurement Services'],
  ['OH', 'state', 'Ohio Department of Transportation'],
  ['OH', 'local', 'City of Columbus Purchasing Office'],
  ['OH', 'education', 'The Ohio State University'],
  ['OK', 'state', 'Oklahoma Office of Management and Enterprise Services, Central Purchasing'],
  ['OK', 'local', 'City of Tulsa Purchasing Division'],
  ['OK', 'education', 'University of Oklahoma'],
  ['OR', 'state', 'Oregon Department of Administrative Services, Procurement Services'],
  ['OR', 'local', 'City of Portland Procurement Services'],
  ['OR', 'education', 'Oregon State University'],
  ['PA', 'state', 'Pennsylvania Department of General Services, Bureau of Procurement'],
  ['PA', 'state', 'Pennsylvania Department of Transportation'],
  ['PA', 'local', 'City of Philadelphia Procurement Department'],
  ['PA', 'local', 'Allegheny County Purchasing and Supplies'],
  ['PA', 'education', 'School District of Philadelphia'],
  ['PA', 'education', 'The Pennsylvania State University'],
  ['RI', 'state', 'Rhode Island Division of Purchases'],
  ['RI', 'local', 'City of Providence Purchasing Department'],
  ['RI', 'education', 'University of Rhode Island'],
  ['SC', 'state', 'South Carolina Division of Procurement Services'],
  ['SC', 'local', 'Charleston County Procurement'],
  ['SC', 'education', 'Clemson University'],
  ['SD', 'state', 'South Dakota Bureau of Administration, Office of Procurement Management'],
  ['SD', 'local', 'City of Sioux Falls Purchasing'],
  ['SD', 'education', 'South Dakota State University'],
  ['TN', 'state', 'Tennessee Central Procurement Office'],
  ['TN', 'local', 'Metropolitan Government of Nashville and Davidson County Procurement Division'],
  ['TN', 'education', 'University of Tennessee, Knoxville'],
  ['TX', 'state', 'Texas Comptroller of Public Accounts, Statewide Procurement Division'],
  ['TX', 'state', 'Texas Department of Transportation'],
  ['TX', 'local', 'City of Austin Purchasing Office'],
  ['TX', 'local', 'Harris County Purchasing Agent'],
  ['TX', 'local', 'City of San Antonio Finance Department, Purchasing Division'],
  ['TX', 'education', 'The University of Texas at Austin'],
  ['TX', 'education', 'Houston Independent School District'],
  ['UT', 'state', 'Utah Division of Purchasing and General Services'],
  ['UT', 'local', 'Salt Lake County Contracts and Procurement'],
  ['UT', 'education', 'University of Utah'],
  ['VT', 'state', 'Vermont Office of Purchasing and Contracting'],
  ['VT', 'local', 'City of Burlington Clerk/Treasurer Office'],
  ['VT', 'education', 'University of Vermont'],
  ['VA', 'state', 'Virginia Department of General Services, Division of Purchases and Supply'],
  ['VA', 'state', 'Virginia Department of Transportation'],
  ['VA', 'local', 'Fairfax County Department of Procurement and Material Management'],
  ['VA', 'local', 'Arlington County Purchasing Division'],
  ['VA', 'education', 'Fairfax County Public Schools'],
  ['VA', 'education', 'Virginia Polytechnic Institute and State University'],
  ['WA', 'state', 'Washington State Department of Enterprise Services'],
  ['WA', 'state', 'Washington State Department of Transportation'],
  ['WA', 'local', 'King County Procurement and Payables'],
  ['WA', 'local', 'City of Seattle Purchasing and Contracting Services'],
  ['WA', 'education', 'University of Washington'],
  ['WV', 'state', 'West Virginia Purchasing Division'],
  ['WV', 'local', 'City of Charleston Purchasing Department'],
  ['WV', 'education', 'West Virginia University'],
  ['WI', 'state', 'Wisconsin Department of Administration, State Bureau of Procurement'],
  ['WI', 'local', 'Milwaukee County Procurement Division'],
  ['WI', 'education', 'University of Wisconsin-Madison'],
  ['WY', 'state', 'Wyoming Department of Administration and Information, Procurement Services'],
  ['WY', 'local', 'City of Cheyenne Purchasing'],
  ['WY', 'education', 'University of Wyoming'],
  ['AS', 'state', 'American Samoa Government Office of Procurement'],
  ['AS', 'local', 'American Samoa Power Authority'],
  ['AS', 'education', 'American Samoa Community College'],
  ['GU', 'state', 'Government of Guam General Services Agency'],
  ['GU', 'local', 'Guam Power Authority'],
  ['GU', 'local', 'Port Authority of Guam'],
  ['GU', 'education', 'University of Guam'],
  ['MP', 'state', 'Commonwealth of the Northern Mariana Islands Office of Procurement and Supply'],
  ['MP', 'local', 'Commonwealth Utilities Corporation'],
  ['MP', 'education', 'Northern Marianas College'],
  ['PR', 'state', 'Puerto Rico General Services Administration'],
  ['PR', 'local', 'Municipality of San Juan'],
  ['PR', 'education', 'University of Puerto Rico'],
  ['VI', 'state', 'Virgin Islands Department of Property and Procurement'],
  ['VI', 'local', 'Virgin Islands Port Authority'],
  ['VI', 'education', 'University of the Virgin Islands'],
];

export const SLED_BUYERS: readonly SledBuyer[] = RAW_SLED.map(([state, jurisdiction, name]): SledBuyer => ({
  state,
  name,
  jurisdiction,
}));

/** SLED buyers keyed by USPS state code. */
export const SLED_BUYERS_BY_STATE: ReadonlyMap<string, readonly SledBuyer[]> = (() => {
  const out = new Map<string, SledBuyer[]>();
  for (const buyer of SLED_BUYERS) {
    const list = out.get(buyer.state);
    if (list) list.push(buyer);
    else out.set(buyer.state, [buyer]);
  }
  return out;
})();
