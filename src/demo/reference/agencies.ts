/**
 * Federal agency hierarchy used by the demo-data generator:
 *
 *   Department / top-tier agency (CGAC, 3 digits)
 *     -> Sub-tier agency (FPDS 4-character agency code)
 *       -> Contracting office (6-character Activity Address Code, AAC)
 *
 * Department CGACs and sub-tier codes are the public codes used by FPDS, the
 * DATA Act broker and USAspending. Office AACs follow the real per-agency AAC
 * formats (W9xxxx Army, Nxxxxx Navy, FAxxxx Air Force, SPxxxx DLA, 47Qxxx GSA
 * FAS, 36Cxxx VA, 75xxxx HHS, 70xxxx DHS, 80xxxx NASA, ...). Many are the real
 * AACs of well-known contracting activities; the rest are realistic stand-ins.
 * Per FAR 4.1601 the first six characters of a PIID are the issuing office's
 * AAC, so every AAC here is exactly six uppercase alphanumerics.
 */

export interface Department {
  /** CGAC / top-tier agency code, 3 digits (e.g. '097'). */
  readonly cgac: string;
  /** Display name as shown on USAspending (e.g. 'Department of Defense'). */
  readonly name: string;
  /** Name as printed in FPDS (e.g. 'DEPT OF DEFENSE', 'AGRICULTURE, DEPARTMENT OF'). */
  readonly fpdsName: string;
  readonly abbreviation: string;
  readonly website: string;
  /** One-sentence mission summary. */
  readonly description: string;
}

export interface Agency {
  /** FPDS sub-tier agency code, 4 characters (e.g. '2100', '97AS'). */
  readonly code: string;
  readonly name: string;
  /** Name as printed in FPDS contracting/funding agency fields. */
  readonly fpdsName: string;
  readonly abbreviation: string;
  readonly departmentCgac: string;
}

export interface ContractingOffice {
  /** 6-character Activity Address Code; the first 6 characters of PIIDs it issues. */
  readonly aac: string;
  /** Office name in FPDS style (e.g. 'W6QK ACC-APG ABERDEEN'). */
  readonly name: string;
  /** FPDS sub-tier code of the agency the office belongs to. */
  readonly agencyCode: string;
  readonly city: string;
  /** USPS state / territory code. */
  readonly state: string;
}

export const DEPARTMENTS: readonly Department[] = [
  {
    cgac: '012',
    name: 'Department of Agriculture',
    fpdsName: 'AGRICULTURE, DEPARTMENT OF',
    abbreviation: 'USDA',
    website: 'https://www.usda.gov/',
    description:
      'Provides leadership on food, agriculture, natural resources, rural development, nutrition and related issues based on public policy, science and efficient management.',
  },
  {
    cgac: '013',
    name: 'Department of Commerce',
    fpdsName: 'COMMERCE, DEPARTMENT OF',
    abbreviation: 'DOC',
    website: 'https://www.commerce.gov/',
    description: 'Creates the conditions for economic growth and opportunity for all communities.',
  },
  {
    cgac: '014',
    name: 'Department of the Interior',
    fpdsName: 'INTERIOR, DEPARTMENT OF THE',
    abbreviation: 'DOI',
    website: 'https://www.doi.gov/',
    description:
      "Protects and manages the Nation's natural resources and cultural heritage and honors trust responsibilities to American Indians, Alaska Natives and affiliated island communities.",
  },
  {
    cgac: '015',
    name: 'Department of Justice',
    fpdsName: 'JUSTICE, DEPARTMENT OF',
    abbreviation: 'DOJ',
    website: 'https://www.justice.gov/',
    description:
      'Enforces the law and defends the interests of the United States, ensures public safety and provides federal leadership in preventing and controlling crime.',
  },
  {
    cgac: '016',
    name: 'Department of Labor',
    fpdsName: 'LABOR, DEPARTMENT OF',
    abbreviation: 'DOL',
    website: 'https://www.dol.gov/',
    description:
      'Fosters, promotes and develops the welfare of wage earners, job seekers and retirees and assures work-related benefits and rights.',
  },
  {
    cgac: '019',
    name: 'Department of State',
    fpdsName: 'STATE, DEPARTMENT OF',
    abbreviation: 'DOS',
    website: 'https://www.state.gov/',
    description:
      'Leads U.S. foreign policy and diplomacy to advance the security and prosperity of the American people.',
  },
  {
    cgac: '020',
    name: 'Department of the Treasury',
    fpdsName: 'TREASURY, DEPARTMENT OF THE',
    abbreviation: 'TREAS',
    website: 'https://home.treasury.gov/',
    description:
      "Maintains a strong economy, protects the integrity of the financial system and manages the U.S. Government's finances and resources.",
  },
  {
    cgac: '024',
    name: 'Office of Personnel Management',
    fpdsName: 'OFFICE OF PERSONNEL MANAGEMENT',
    abbreviation: 'OPM',
    website: 'https://www.opm.gov/',
    description: 'Recruits, retains and honors a world-class workforce to serve the American people.',
  },
  {
    cgac: '028',
    name: 'Social Security Administration',
    fpdsName: 'SOCIAL SECURITY ADMINISTRATION',
    abbreviation: 'SSA',
    website: 'https://www.ssa.gov/',
    description: 'Delivers Social Security retirement, disability and survivor services that meet the changing needs of the public.',
  },
  {
    cgac: '031',
    name: 'Nuclear Regulatory Commission',
    fpdsName: 'NUCLEAR REGULATORY COMMISSION',
    abbreviation: 'NRC',
    website: 'https://www.nrc.gov/',
    description:
      'Licenses and regulates the civilian use of radioactive materials to protect public health and safety and the environment.',
  },
  {
    cgac: '036',
    name: 'Department of Veterans Affairs',
    fpdsName: 'VETERANS AFFAIRS, DEPARTMENT OF',
    abbreviation: 'VA',
    website: 'https://www.va.gov/',
    description:
      'Provides health care, benefits and memorial services to the men and women who have served in the Nation\'s armed forces and their families.',
  },
  {
    cgac: '047',
    name: 'General Services Administration',
    fpdsName: 'GENERAL SERVICES ADMINISTRATION',
    abbreviation: 'GSA',
    website: 'https://www.gsa.gov/',
    description:
      'Delivers the best value in real estate, acquisition and technology services to government and the American people.',
  },
  {
    cgac: '049',
    name: 'National Science Foundation',
    fpdsName: 'NATIONAL SCIENCE FOUNDATION',
    abbreviation: 'NSF',
    website: 'https://www.nsf.gov/',
    description:
      'Promotes the progress of science and advances the national health, prosperity and welfare by funding basic research and education.',
  },
  {
    cgac: '068',
    name: 'Environmental Protection Agency',
    fpdsName: 'ENVIRONMENTAL PROTECTION AGENCY',
    abbreviation: 'EPA',
    website: 'https://www.epa.gov/',
    description: 'Protects human health and the environment.',
  },
  {
    cgac: '069',
    name: 'Department of Transportation',
    fpdsName: 'TRANSPORTATION, DEPARTMENT OF',
    abbreviation: 'DOT',
    website: 'https://www.transportation.gov/',
    description:
      'Ensures a fast, safe, efficient, accessible and convenient transportation system that meets vital national interests.',
  },
  {
    cgac: '070',
    name: 'Department of Homeland Security',
    fpdsName: 'HOMELAND SECURITY, DEPARTMENT OF',
    abbreviation: 'DHS',
    website: 'https://www.dhs.gov/',
    description:
      'Safeguards the American people, the homeland and its values against terrorism, cyber and border threats and natural disasters.',
  },
  {
    cgac: '072',
    name: 'Agency for International Development',
    fpdsName: 'AGENCY FOR INTERNATIONAL DEVELOPMENT',
    abbreviation: 'USAID',
    website: 'https://www.usaid.gov/',
    description:
      'Administers civilian foreign aid and development assistance to promote resilient, democratic societies.',
  },
  {
    cgac: '073',
    name: 'Small Business Administration',
    fpdsName: 'SMALL BUSINESS ADMINISTRATION',
    abbreviation: 'SBA',
    website: 'https://www.sba.gov/',
    description:
      'Helps Americans start, build and grow businesses and assists communities in economic recovery after disasters.',
  },
  {
    cgac: '075',
    name: 'Department of Health and Human Services',
    fpdsName: 'HEALTH AND HUMAN SERVICES, DEPARTMENT OF',
    abbreviation: 'HHS',
    website: 'https://www.hhs.gov/',
    description:
      'Enhances and protects the health and well-being of all Americans through health and human services and advances in medicine, public health and social services.',
  },
  {
    cgac: '080',
    name: 'National Aeronautics and Space Administration',
    fpdsName: 'NATIONAL AERONAUTICS AND SPACE ADMINISTRATION',
    abbreviation: 'NASA',
    website: 'https://www.nasa.gov/',
    description:
      'Drives advances in science, technology, aeronautics and space exploration to enhance knowledge, education, innovation and economic vitality.',
  },
  {
    cgac: '086',
    name: 'Department of Housing and Urban Development',
    fpdsName: 'HOUSING AND URBAN DEVELOPMENT, DEPARTMENT OF',
    abbreviation: 'HUD',
    website: 'https://www.hud.gov/',
    description: 'Creates strong, sustainable, inclusive communities and quality affordable homes for all.',
  },
  {
    cgac: '088',
    name: 'National Archives and Records Administration',
    fpdsName: 'NATIONAL ARCHIVES AND RECORDS ADMINISTRATION',
    abbreviation: 'NARA',
    website: 'https://www.archives.gov/',
    description: 'Preserves and provides public access to the permanently valuable records of the federal government.',
  },
  {
    cgac: '089',
    name: 'Department of Energy',
    fpdsName: 'ENERGY, DEPARTMENT OF',
    abbreviation: 'DOE',
    website: 'https://www.energy.gov/',
    description:
      "Ensures America's security and prosperity by addressing its energy, environmental and nuclear challenges through transformative science and technology.",
  },
  {
    cgac: '091',
    name: 'Department of Education',
    fpdsName: 'EDUCATION, DEPARTMENT OF',
    abbreviation: 'ED',
    website: 'https://www.ed.gov/',
    description:
      'Promotes student achievement and preparation for global competitiveness by fostering educational excellence and ensuring equal access.',
  },
  {
    cgac: '097',
    name: 'Department of Defense',
    fpdsName: 'DEPT OF DEFENSE',
    abbreviation: 'DOD',
    website: 'https://www.defense.gov/',
    description:
      'Provides the military forces needed to deter war and to protect the security of the United States.',
  },
];

export const AGENCIES: readonly Agency[] = [
  // ---- Department of Defense (097) ----
  { code: '9700', name: 'Department of Defense', fpdsName: 'DEPT OF DEFENSE', abbreviation: 'DOD', departmentCgac: '097' },
  { code: '2100', name: 'Department of the Army', fpdsName: 'DEPT OF THE ARMY', abbreviation: 'USA', departmentCgac: '097' },
  { code: '1700', name: 'Department of the Navy', fpdsName: 'DEPT OF THE NAVY', abbreviation: 'USN', departmentCgac: '097' },
  { code: '5700', name: 'Department of the Air Force', fpdsName: 'DEPT OF THE AIR FORCE', abbreviation: 'USAF', departmentCgac: '097' },
  { code: '97AS', name: 'Defense Logistics Agency', fpdsName: 'DEFENSE LOGISTICS AGENCY', abbreviation: 'DLA', departmentCgac: '097' },
  { code: '97AK', name: 'Defense Information Systems Agency', fpdsName: 'DEFENSE INFORMATION SYSTEMS AGENCY (DISA)', abbreviation: 'DISA', departmentCgac: '097' },
  { code: '97AE', name: 'Defense Advanced Research Projects Agency', fpdsName: 'DEFENSE ADVANCED RESEARCH PROJECTS AGENCY (DARPA)', abbreviation: 'DARPA', departmentCgac: '097' },
  { code: '97DH', name: 'Defense Health Agency', fpdsName: 'DEFENSE HEALTH AGENCY (DHA)', abbreviation: 'DHA', departmentCgac: '097' },
  { code: '97JC', name: 'Missile Defense Agency', fpdsName: 'MISSILE DEFENSE AGENCY (MDA)', abbreviation: 'MDA', departmentCgac: '097' },
  { code: '97ZS', name: 'U.S. Special Operations Command', fpdsName: 'U.S. SPECIAL OPERATIONS COMMAND (USSOCOM)', abbreviation: 'USSOCOM', departmentCgac: '097' },
  { code: '97F5', name: 'Washington Headquarters Services', fpdsName: 'WASHINGTON HEADQUARTERS SERVICES (WHS)', abbreviation: 'WHS', departmentCgac: '097' },
  { code: '9761', name: 'Defense Threat Reduction Agency', fpdsName: 'DEFENSE THREAT REDUCTION AGENCY (DTRA)', abbreviation: 'DTRA', departmentCgac: '097' },
  { code: '97AB', name: 'National Geospatial-Intelligence Agency', fpdsName: 'NATIONAL GEOSPATIAL-INTELLIGENCE AGENCY (NGA)', abbreviation: 'NGA', departmentCgac: '097' },
  { code: '9776', name: 'U.S. Transportation Command', fpdsName: 'U.S. TRANSPORTATION COMMAND (USTRANSCOM)', abbreviation: 'USTRANSCOM', departmentCgac: '097' },
  { code: '97HW', name: 'Uniformed Services University of the Health Sciences', fpdsName: 'UNIFORMED SERVICES UNIVERSITY OF THE HEALTH SCIENCES (USUHS)', abbreviation: 'USUHS', departmentCgac: '097' },

  // ---- Health and Human Services (075) ----
  { code: '7529', name: 'National Institutes of Health', fpdsName: 'NATIONAL INSTITUTES OF HEALTH', abbreviation: 'NIH', departmentCgac: '075' },
  { code: '7523', name: 'Centers for Disease Control and Prevention', fpdsName: 'CENTERS FOR DISEASE CONTROL AND PREVENTION', abbreviation: 'CDC', departmentCgac: '075' },
  { code: '7524', name: 'Food and Drug Administration', fpdsName: 'FOOD AND DRUG ADMINISTRATION', abbreviation: 'FDA', departmentCgac: '075' },
  { code: '7530', name: 'Centers for Medicare and Medicaid Services', fpdsName: 'CENTERS FOR MEDICARE AND MEDICAID SERVICES', abbreviation: 'CMS', departmentCgac: '075' },
  { code: '7527', name: 'Indian Health Service', fpdsName: 'INDIAN HEALTH SERVICE', abbreviation: 'IHS', departmentCgac: '075' },
  { code: '7526', name: 'Health Resources and Services Administration', fpdsName: 'HEALTH RESOURCES AND SERVICES ADMINISTRATION', abbreviation: 'HRSA', departmentCgac: '075' },
  { code: '7522', name: 'Substance Abuse and Mental Health Services Administration', fpdsName: 'SUBSTANCE ABUSE AND MENTAL HEALTH SERVICES ADMINISTRATION', abbreviation: 'SAMHSA', departmentCgac: '075' },
  { code: '7505', name: 'Office of the Assistant Secretary for Preparedness and Response', fpdsName: 'OFFICE OF ASSISTANT SECRETARY FOR PREPAREDNESS AND RESPONSE', abbreviation: 'ASPR', departmentCgac: '075' },
  { code: '7555', name: 'Program Support Center', fpdsName: 'PROGRAM SUPPORT CENTER', abbreviation: 'PSC', departmentCgac: '075' },
  { code: '7590', name: 'Administration for Children and Families', fpdsName: 'ADMINISTRATION FOR CHILDREN AND FAMILIES', abbreviation: 'ACF', departmentCgac: '075' },

  // ---- Homeland Security (070) ----
  { code: '7001', name: 'Office of Procurement Operations', fpdsName: 'OFFICE OF PROCUREMENT OPERATIONS', abbreviation: 'OPO', departmentCgac: '070' },
  { code: '7003', name: 'U.S. Citizenship and Immigration Services', fpdsName: 'U.S. CITIZENSHIP AND IMMIGRATION SERVICES', abbreviation: 'USCIS', departmentCgac: '070' },
  { code: '7008', name: 'U.S. Coast Guard', fpdsName: 'U.S. COAST GUARD', abbreviation: 'USCG', departmentCgac: '070' },
  { code: '7009', name: 'U.S. Secret Service', fpdsName: 'U.S. SECRET SERVICE', abbreviation: 'USSS', departmentCgac: '070' },
  { code: '7012', name: 'U.S. Immigration and Customs Enforcement', fpdsName: 'U.S. IMMIGRATION AND CUSTOMS ENFORCEMENT', abbreviation: 'ICE', departmentCgac: '070' },
  { code: '7013', name: 'Transportation Security Administration', fpdsName: 'TRANSPORTATION SECURITY ADMINISTRATION', abbreviation: 'TSA', departmentCgac: '070' },
  { code: '7014', name: 'U.S. Customs and Border Protection', fpdsName: 'U.S. CUSTOMS AND BORDER PROTECTION', abbreviation: 'CBP', departmentCgac: '070' },
  { code: '7015', name: 'Federal Law Enforcement Training Center', fpdsName: 'FEDERAL LAW ENFORCEMENT TRAINING CENTER', abbreviation: 'FLETC', departmentCgac: '070' },
  { code: '7022', name: 'Federal Emergency Management Agency', fpdsName: 'FEDERAL EMERGENCY MANAGEMENT AGENCY', abbreviation: 'FEMA', departmentCgac: '070' },

  // ---- Veterans Affairs (036) ----
  { code: '3600', name: 'Department of Veterans Affairs', fpdsName: 'VETERANS AFFAIRS, DEPARTMENT OF', abbreviation: 'VA', departmentCgac: '036' },

  // ---- GSA (047) ----
  { code: '4732', name: 'Federal Acquisition Service', fpdsName: 'FEDERAL ACQUISITION SERVICE', abbreviation: 'FAS', departmentCgac: '047' },
  { code: '4740', name: 'Public Buildings Service', fpdsName: 'PUBLIC BUILDINGS SERVICE', abbreviation: 'PBS', departmentCgac: '047' },

  // ---- NASA (080) ----
  { code: '8000', name: 'National Aeronautics and Space Administration', fpdsName: 'NATIONAL AERONAUTICS AND SPACE ADMINISTRATION', abbreviation: 'NASA', departmentCgac: '080' },

  // ---- Agriculture (012) ----
  { code: '12C2', name: 'Forest Service', fpdsName: 'FOREST SERVICE', abbreviation: 'FS', departmentCgac: '012' },
  { code: '12H2', name: 'Agricultural Research Service', fpdsName: 'AGRICULTURAL RESEARCH SERVICE', abbreviation: 'ARS', departmentCgac: '012' },
  { code: '12K3', name: 'Animal and Plant Health Inspection Service', fpdsName: 'ANIMAL AND PLANT HEALTH INSPECTION SERVICE', abbreviation: 'APHIS', departmentCgac: '012' },
  { code: '12C3', name: 'Natural Resources Conservation Service', fpdsName: 'NATURAL RESOURCES CONSERVATION SERVICE', abbreviation: 'NRCS', departmentCgac: '012' },
  { code: '12D2', name: 'Farm Service Agency', fpdsName: 'FARM SERVICE AGENCY', abbreviation: 'FSA', departmentCgac: '012' },
  { code: '12K2', name: 'Agricultural Marketing Service', fpdsName: 'AGRICULTURAL MARKETING SERVICE', abbreviation: 'AMS', departmentCgac: '012' },

  // ---- Commerce (013) ----
  { code: '1330', name: 'National Oceanic and Atmospheric Administration', fpdsName: 'NATIONAL OCEANIC AND ATMOSPHERIC ADMINISTRATION', abbreviation: 'NOAA', departmentCgac: '013' },
  { code: '1341', name: 'National Institute of Standards and Technology', fpdsName: 'NATIONAL INSTITUTE OF STANDARDS AND TECHNOLOGY', abbreviation: 'NIST', departmentCgac: '013' },
  { code: '1323', name: 'U.S. Census Bureau', fpdsName: 'U.S. CENSUS BUREAU', abbreviation: 'CENSUS', departmentCgac: '013' },
  { code: '1344', name: 'U.S. Patent and Trademark Office', fpdsName: 'U.S. PATENT AND TRADEMARK OFFICE', abbreviation: 'USPTO', departmentCgac: '013' },

  // ---- Interior (014) ----
  { code: '1443', name: 'National Park Service', fpdsName: 'NATIONAL PARK SERVICE', abbreviation: 'NPS', departmentCgac: '014' },
  { code: '1434', name: 'U.S. Geological Survey', fpdsName: 'U.S. GEOLOGICAL SURVEY', abbreviation: 'USGS', departmentCgac: '014' },
  { code: '1425', name: 'Bureau of Reclamation', fpdsName: 'BUREAU OF RECLAMATION', abbreviation: 'BOR', departmentCgac: '014' },
  { code: '1422', name: 'Bureau of Land Management', fpdsName: 'BUREAU OF LAND MANAGEMENT', abbreviation: 'BLM', departmentCgac: '014' },
  { code: '1448', name: 'U.S. Fish and Wildlife Service', fpdsName: 'U.S. FISH AND WILDLIFE SERVICE', abbreviation: 'USFWS', departmentCgac: '014' },
  { code: '1450', name: 'Bureau of Indian Affairs and Bureau of Indian Education', fpdsName: 'BUREAU OF INDIAN AFFAIRS', abbreviation: 'BIA', departmentCgac: '014' },
  { code: '1406', name: 'Departmental Offices', fpdsName: 'DEPARTMENTAL OFFICES', abbreviation: 'DOI-DO', departmentCgac: '014' },

  // ---- Justice (015) ----
  { code: '1549', name: 'Federal Bureau of Investigation', fpdsName: 'FEDERAL BUREAU OF INVESTIGATION', abbreviation: 'FBI', departmentCgac: '015' },
  { code: '1540', name: 'Federal Prison System / Bureau of Prisons', fpdsName: 'FEDERAL PRISON SYSTEM / BUREAU OF PRISONS', abbreviation: 'BOP', departmentCgac: '015' },
  { code: '1524', name: 'Drug Enforcement Administration', fpdsName: 'DRUG ENFORCEMENT ADMINISTRATION', abbreviation: 'DEA', departmentCgac: '015' },
  { code: '1544', name: 'U.S. Marshals Service', fpdsName: 'U.S. MARSHALS SERVICE', abbreviation: 'USMS', departmentCgac: '015' },
  { code: '1501', name: 'Offices, Boards and Divisions', fpdsName: 'OFFICES, BOARDS AND DIVISIONS', abbreviation: 'OBD', departmentCgac: '015' },

  // ---- Labor (016) ----
  { code: '1605', name: 'Office of the Assistant Secretary for Administration and Management', fpdsName: 'OFFICE OF THE ASSISTANT SECRETARY FOR ADMINISTRATION AND MANAGEMENT', abbreviation: 'OASAM', departmentCgac: '016' },
  { code: '1630', name: 'Employment and Training Administration', fpdsName: 'EMPLOYMENT AND TRAINING ADMINISTRATION', abbreviation: 'ETA', departmentCgac: '016' },

  // ---- State (019) ----
  { code: '1900', name: 'Department of State', fpdsName: 'STATE, DEPARTMENT OF', abbreviation: 'DOS', departmentCgac: '019' },

  // ---- Treasury (020) ----
  { code: '2050', name: 'Internal Revenue Service', fpdsName: 'INTERNAL REVENUE SERVICE', abbreviation: 'IRS', departmentCgac: '020' },
  { code: '2036', name: 'Bureau of the Fiscal Service', fpdsName: 'BUREAU OF THE FISCAL SERVICE', abbreviation: 'FISCAL', departmentCgac: '020' },
  { code: '2041', name: 'Bureau of Engraving and Printing', fpdsName: 'BUREAU OF ENGRAVING AND PRINTING', abbreviation: 'BEP', departmentCgac: '020' },
  { code: '2044', name: 'United States Mint', fpdsName: 'UNITED STATES MINT', abbreviation: 'USMINT', departmentCgac: '020' },

  // ---- Independent agencies and remaining departments ----
  { code: '2400', name: 'Office of Personnel Management', fpdsName: 'OFFICE OF PERSONNEL MANAGEMENT', abbreviation: 'OPM', departmentCgac: '024' },
  { code: '2800', name: 'Social Security Administration', fpdsName: 'SOCIAL SECURITY ADMINISTRATION', abbreviation: 'SSA', departmentCgac: '028' },
  { code: '3100', name: 'U.S. Nuclear Regulatory Commission', fpdsName: 'NUCLEAR REGULATORY COMMISSION', abbreviation: 'NRC', departmentCgac: '031' },
  { code: '4900', name: 'National Science Foundation', fpdsName: 'NATIONAL SCIENCE FOUNDATION', abbreviation: 'NSF', departmentCgac: '049' },
  { code: '6800', name: 'Environmental Protection Agency', fpdsName: 'ENVIRONMENTAL PROTECTION AGENCY', abbreviation: 'EPA', departmentCgac: '068' },
  { code: '6920', name: 'Federal Aviation Administration', fpdsName: 'FEDERAL AVIATION ADMINISTRATION', abbreviation: 'FAA', departmentCgac: '069' },
  { code: '6925', name: 'Federal Highway Administration', fpdsName: 'FEDERAL HIGHWAY ADMINISTRATION', abbreviation: 'FHWA', departmentCgac: '069' },
  { code: '6940', name: 'National Highway Traffic Safety Administration', fpdsName: 'NATIONAL HIGHWAY TRAFFIC SAFETY ADMINISTRATION', abbreviation: 'NHTSA', departmentCgac: '069' },
  { code: '6901', name: 'Immediate Office of the Secretary of Transportation', fpdsName: 'IMMEDIATE OFFICE OF THE SECRETARY OF TRANSPORTATION', abbreviation: 'OST', departmentCgac: '069' },
  { code: '7200', name: 'Agency for International Development', fpdsName: 'AGENCY FOR INTERNATIONAL DEVELOPMENT', abbreviation: 'USAID', departmentCgac: '072' },
  { code: '7300', name: 'Small Business Administration', fpdsName: 'SMALL BUSINESS ADMINISTRATION', abbreviation: 'SBA', departmentCgac: '073' },
  { code: '8600', name: 'Department of Housing and Urban Development', fpdsName: 'HOUSING AND URBAN DEVELOPMENT, DEPARTMENT OF', abbreviation: 'HUD', departmentCgac: '086' },
  { code: '8800', name: 'National Archives and Records Administration', fpdsName: 'NATIONAL ARCHIVES AND RECORDS ADMINISTRATION', abbreviation: 'NARA', departmentCgac: '088' },
  { code: '8900', name: 'Department of Energy', fpdsName: 'ENERGY, DEPARTMENT OF', abbreviation: 'DOE', departmentCgac: '089' },
  { code: '9100', name: 'Department of Education', fpdsName: 'EDUCATION, DEPARTMENT OF', abbreviation: 'ED', departmentCgac: '091' },
];

export const OFFICES: readonly ContractingOffice[] = [
  // ---------------- Army (2100) ----------------
  { aac: 'W91CRB', name: 'W6QK ACC-APG ABERDEEN', agencyCode: '2100', city: 'Aberdeen Proving Ground', state: 'MD' },
  { aac: 'W15P7T', name: 'W6QK ACC-APG CECOM', agencyCode: '2100', city: 'Aberdeen Proving Ground', state: 'MD' },
  { aac: 'W56HZV', name: 'W4GG HQ US ARMY TACOM', agencyCode: '2100', city: 'Warren', state: 'MI' },
  { aac: 'W52P1J', name: 'W6QK ACC-RI', agencyCode: '2100', city: 'Rock Island', state: 'IL' },
  { aac: 'W15QKN', name: 'W6QK ACC-PICA', agencyCode: '2100', city: 'Picatinny Arsenal', state: 'NJ' },
  { aac: 'W58RGZ', name: 'W6QK ACC-RSA AVIATION', agencyCode: '2100', city: 'Redstone Arsenal', state: 'AL' },
  { aac: 'W31P4Q', name: 'W6QK ACC-RSA', agencyCode: '2100', city: 'Redstone Arsenal', state: 'AL' },
  { aac: 'W911QY', name: 'W6QK ACC-APG NATICK', agencyCode: '2100', city: 'Natick', state: 'MA' },
  { aac: 'W911NF', name: 'W6QK ACC-APG DURHAM', agencyCode: '2100', city: 'Research Triangle Park', state: 'NC' },
  { aac: 'W91QUZ', name: 'W6QK ACC-ITEC4', agencyCode: '2100', city: 'Alexandria', state: 'VA' },
  { aac: 'W912DY', name: 'W2V6 USA ENG SPT CTR HUNTSVIL', agencyCode: '2100', city: 'Huntsville', state: 'AL' },
  { aac: 'W912DQ', name: 'W071 ENDIST KANSAS CITY', agencyCode: '2100', city: 'Kansas City', state: 'MO' },
  { aac: 'W912P8', name: 'W074 ENDIST NEW ORLEANS', agencyCode: '2100', city: 'New Orleans', state: 'LA' },
  { aac: 'W912HN', name: 'W072 ENDIST SAVANNAH', agencyCode: '2100', city: 'Savannah', state: 'GA' },
  { aac: 'W9126G', name: 'W076 ENDIST FT WORTH', agencyCode: '2100', city: 'Fort Worth', state: 'TX' },

  // ---------------- Navy / USMC (1700) ----------------
  { aac: 'N00024', name: 'NAVAL SEA SYSTEMS COMMAND', agencyCode: '1700', city: 'Washington', state: 'DC' },
  { aac: 'N00019', name: 'NAVAL AIR SYSTEMS COMMAND', agencyCode: '1700', city: 'Patuxent River', state: 'MD' },
  { aac: 'N00421', name: 'NAVAL AIR WARFARE CENTER AIR DIV', agencyCode: '1700', city: 'Patuxent River', state: 'MD' },
  { aac: 'N68335', name: 'NAVAL AIR WARFARE CENTER AD LAKEHURST', agencyCode: '1700', city: 'Lakehurst', state: 'NJ' },
  { aac: 'N00039', name: 'NAVAL INFORMATION WARFARE SYSTEMS COMMAND', agencyCode: '1700', city: 'San Diego', state: 'CA' },
  { aac: 'N66001', name: 'NAVAL INFORMATION WARFARE CENTER PACIFIC', agencyCode: '1700', city: 'San Diego', state: 'CA' },
  { aac: 'N65236', name: 'NAVAL INFORMATION WARFARE CENTER ATLANTIC', agencyCode: '1700', city: 'North Charleston', state: 'SC' },
  { aac: 'N00014', name: 'OFFICE OF NAVAL RESEARCH', agencyCode: '1700', city: 'Arlington', state: 'VA' },
  { aac: 'N00178', name: 'NAVAL SURFACE WARFARE CENTER DAHLGREN', agencyCode: '1700', city: 'Dahlgren', state: 'VA' },
  { aac: 'N00164', name: 'NAVAL SURFACE WARFARE CENTER CRANE', agencyCode: '1700', city: 'Crane', state: 'IN' },
  { aac: 'N00104', name: 'NAVSUP WEAPON SYSTEMS SUPPORT MECH', agencyCode: '1700', city: 'Mechanicsburg', state: 'PA' },
  { aac: 'N00189', name: 'NAVSUP FLT LOG CTR NORFOLK', agencyCode: '1700', city: 'Norfolk', state: 'VA' },
  { aac: 'N62470', name: 'NAVFAC ATLANTIC', agencyCode: '1700', city: 'Norfolk', state: 'VA' },
  { aac: 'N62473', name: 'NAVFAC SOUTHWEST', agencyCode: '1700', city: 'San Diego', state: 'CA' },
  { aac: 'M67854', name: 'COMMANDER MARINE CORPS SYSTEMS COMMAND', agencyCode: '1700', city: 'Quantico', state: 'VA' },

  // ---------------- Air Force (5700) ----------------
  { aac: 'FA8621', name: 'FA8621 AFLCMC WNSK', agencyCode: '5700', city: 'Wright-Patterson AFB', state: 'OH' },
  { aac: 'FA8650', name: 'FA8650 AFRL RQKSE', agencyCode: '5700', city: 'Wright-Patterson AFB', state: 'OH' },
  { aac: 'FA8730', name: 'FA8730 AFLCMC HBQK', agencyCode: '5700', city: 'Bedford', state: 'MA' },
  { aac: 'FA8726', name: 'FA8726 AFLCMC HNCK', agencyCode: '5700', city: 'Bedford', state: 'MA' },
  { aac: 'FA8773', name: 'FA8773 AFLCMC HNCYK', agencyCode: '5700', city: 'San Antonio', state: 'TX' },
  { aac: 'FA9453', name: 'FA9453 AFRL RVKV', agencyCode: '5700', city: 'Albuquerque', state: 'NM' },
  { aac: 'FA8750', name: 'FA8750 AFRL RIK', agencyCode: '5700', city: 'Rome', state: 'NY' },
  { aac: 'FA9550', name: 'FA9550 AFOSR', agencyCode: '5700', city: 'Arlington', state: 'VA' },
  { aac: 'FA8802', name: 'FA8802 SSC SZGK', agencyCode: '5700', city: 'El Segundo', state: 'CA' },
  { aac: 'FA8224', name: 'FA8224 AFLCMC HBZK', agencyCode: '5700', city: 'Hill AFB', state: 'UT' },
  { aac: 'FA8101', name: 'FA8101 AFSC PZIMA', agencyCode: '5700', city: 'Tinker AFB', state: 'OK' },
  { aac: 'FA8571', name: 'FA8571 AFSC PZIEA', agencyCode: '5700', city: 'Robins AFB', state: 'GA' },
  { aac: 'FA4890', name: 'FA4890 ACC AMIC', agencyCode: '5700', city: 'Hampton', state: 'VA' },
  { aac: 'FA3016', name: 'FA3016 502 CONS CL', agencyCode: '5700', city: 'San Antonio', state: 'TX' },
  { aac: 'FA7014', name: 'FA7014 AFDW PK', agencyCode: '5700', city: 'Joint Base Andrews', state: 'MD' },

  // ---------------- Defense Logistics Agency (97AS) ----------------
  { aac: 'SPE4A6', name: 'DLA AVIATION', agencyCode: '97AS', city: 'Richmond', state: 'VA' },
  { aac: 'SPE4A7', name: 'DLA AVIATION AT OKLAHOMA CITY, OK', agencyCode: '97AS', city: 'Tinker AFB', state: 'OK' },
  { aac: 'SPE7M1', name: 'DLA LAND AND MARITIME', agencyCode: '97AS', city: 'Columbus', state: 'OH' },
  { aac: 'SPE7L3', name: 'DLA LAND AND MARITIME - LAND ACQUISITION', agencyCode: '97AS', city: 'Columbus', state: 'OH' },
  { aac: 'SPE2D1', name: 'DLA TROOP SUPPORT - MEDICAL', agencyCode: '97AS', city: 'Philadelphia', state: 'PA' },
  { aac: 'SPE1C1', name: 'DLA TROOP SUPPORT - CLOTHING AND TEXTILES', agencyCode: '97AS', city: 'Philadelphia', state: 'PA' },
  { aac: 'SPE300', name: 'DLA TROOP SUPPORT - SUBSISTENCE', agencyCode: '97AS', city: 'Philadelphia', state: 'PA' },
  { aac: 'SPE8EC', name: 'DLA TROOP SUPPORT - CONSTRUCTION AND EQUIPMENT', agencyCode: '97AS', city: 'Philadelphia', state: 'PA' },
  { aac: 'SPE603', name: 'DLA ENERGY', agencyCode: '97AS', city: 'Fort Belvoir', state: 'VA' },
  { aac: 'SP4701', name: 'DLA CONTRACTING SERVICES OFFICE', agencyCode: '97AS', city: 'Fort Belvoir', state: 'VA' },
  { aac: 'SP3300', name: 'DLA DISTRIBUTION', agencyCode: '97AS', city: 'Mechanicsburg', state: 'PA' },
  { aac: 'SP4520', name: 'DLA DISPOSITION SERVICES', agencyCode: '97AS', city: 'Battle Creek', state: 'MI' },
  { aac: 'SPMYM2', name: 'DLA MARITIME PUGET SOUND', agencyCode: '97AS', city: 'Bremerton', state: 'WA' },

  // ---------------- Other DoD components ----------------
  { aac: 'HQ0845', name: 'DEFENSE HUMAN RESOURCES ACTIVITY', agencyCode: '9700', city: 'Alexandria', state: 'VA' },
  { aac: 'HC1028', name: 'DEFENSE INFORMATION TECHNOLOGY CONTRACTING ORGANIZATION', agencyCode: '97AK', city: 'Scott AFB', state: 'IL' },
  { aac: 'HC1047', name: 'DITCO-NCR', agencyCode: '97AK', city: 'Fort Meade', state: 'MD' },
  { aac: 'HR0011', name: 'DEFENSE ADVANCED RESEARCH PROJECTS AGENCY', agencyCode: '97AE', city: 'Arlington', state: 'VA' },
  { aac: 'HT0011', name: 'DEFENSE HEALTH AGENCY', agencyCode: '97DH', city: 'Falls Church', state: 'VA' },
  { aac: 'HT9402', name: 'DHA CONTRACTING OPERATIONS DIVISION AURORA', agencyCode: '97DH', city: 'Aurora', state: 'CO' },
  { aac: 'HQ0147', name: 'MISSILE DEFENSE AGENCY (MDA)', agencyCode: '97JC', city: 'Redstone Arsenal', state: 'AL' },
  { aac: 'H92402', name: 'HQ USSOCOM', agencyCode: '97ZS', city: 'MacDill AFB', state: 'FL' },
  { aac: 'HQ0034', name: 'WASHINGTON HEADQUARTERS SERVICES', agencyCode: '97F5', city: 'Arlington', state: 'VA' },
  { aac: 'HDTRA1', name: 'DEFENSE THREAT REDUCTION AGENCY', agencyCode: '9761', city: 'Fort Belvoir', state: 'VA' },
  { aac: 'HM0476', name: 'NATIONAL GEOSPATIAL-INTELLIGENCE AGENCY', agencyCode: '97AB', city: 'Springfield', state: 'VA' },
  { aac: 'HTC711', name: 'USTRANSCOM-AQ', agencyCode: '9776', city: 'Scott AFB', state: 'IL' },
  { aac: 'HU0001', name: 'UNIFORMED SERVICES UNIVERSITY OF THE HEALTH SCIENCES', agencyCode: '97HW', city: 'Bethesda', state: 'MD' },

  // ---------------- HHS ----------------
  { aac: '75N910', name: 'NATIONAL CANCER INSTITUTE', agencyCode: '7529', city: 'Rockville', state: 'MD' },
  { aac: '75N920', name: 'NATIONAL HEART, LUNG, AND BLOOD INSTITUTE', agencyCode: '7529', city: 'Bethesda', state: 'MD' },
  { aac: '75N930', name: 'NATIONAL INSTITUTE OF ALLERGY AND INFECTIOUS DISEASES', agencyCode: '7529', city: 'Rockville', state: 'MD' },
  { aac: '75N940', name: 'NATIONAL INSTITUTE OF NEUROLOGICAL DISORDERS AND STROKE', agencyCode: '7529', city: 'Bethesda', state: 'MD' },
  { aac: '75N950', name: 'NATIONAL INSTITUTE ON DRUG ABUSE', agencyCode: '7529', city: 'Bethesda', state: 'MD' },
  { aac: '75N960', name: 'NATIONAL INSTITUTE OF ENVIRONMENTAL HEALTH SCIENCES', agencyCode: '7529', city: 'Research Triangle Park', state: 'NC' },
  { aac: '75N980', name: 'NIH OFFICE OF LOGISTICS AND ACQUISITION OPERATIONS', agencyCode: '7529', city: 'Bethesda', state: 'MD' },
  { aac: '75N981', name: 'NIH INFORMATION TECHNOLOGY ACQUISITION AND ASSESSMENT CENTER', agencyCode: '7529', city: 'Rockville', state: 'MD' },
  { aac: '75D301', name: 'CDC OFFICE OF ACQUISITION SERVICES', agencyCode: '7523', city: 'Atlanta', state: 'GA' },
  { aac: '75F401', name: 'FDA OFFICE OF ACQUISITIONS AND GRANTS SERVICES', agencyCode: '7524', city: 'Rockville', state: 'MD' },
  { aac: '75FCMC', name: 'CMS OFFICE OF ACQUISITION AND GRANTS MANAGEMENT', agencyCode: '7530', city: 'Baltimore', state: 'MD' },
  { aac: '75H701', name: 'IHS HEADQUARTERS DIVISION OF ACQUISITION POLICY', agencyCode: '7527', city: 'Rockville', state: 'MD' },
  { aac: '75H709', name: 'IHS NAVAJO AREA OFFICE', agencyCode: '7527', city: 'Albuquerque', state: 'NM' },
  { aac: '75R601', name: 'HRSA OFFICE OF ACQUISITION MANAGEMENT AND POLICY', agencyCode: '7526', city: 'Rockville', state: 'MD' },
  { aac: '75S203', name: 'SAMHSA DIVISION OF CONTRACTS MANAGEMENT', agencyCode: '7522', city: 'Rockville', state: 'MD' },
  { aac: '75A501', name: 'ASPR BARDA DIVISION OF CONTRACT MANAGEMENT AND ACQUISITION', agencyCode: '7505', city: 'Washington', state: 'DC' },
  { aac: '75P001', name: 'PROGRAM SUPPORT CENTER ACQUISITION MANAGEMENT SERVICES', agencyCode: '7555', city: 'Rockville', state: 'MD' },
  { aac: '75ACF1', name: 'ACF OFFICE OF GRANTS MANAGEMENT CONTRACTS', agencyCode: '7590', city: 'Washington', state: 'DC' },

  // ---------------- DHS ----------------
  { aac: '70RSAT', name: 'SCIENCE AND TECHNOLOGY ACQUISITION DIVISION', agencyCode: '7001', city: 'Washington', state: 'DC' },
  { aac: '70RCSA', name: 'CISA ACQUISITION DIVISION', agencyCode: '7001', city: 'Arlington', state: 'VA' },
  { aac: '70RTAC', name: 'OPO TECHNOLOGY ACQUISITION DIVISION', agencyCode: '7001', city: 'Washington', state: 'DC' },
  { aac: '70SBUR', name: 'USCIS CONTRACTING OFFICE', agencyCode: '7003', city: 'Williston', state: 'VT' },
  { aac: '70Z023', name: 'SURFACE FORCES LOGISTICS CENTER', agencyCode: '7008', city: 'Baltimore', state: 'MD' },
  { aac: '70Z038', name: 'AVIATION LOGISTICS CENTER', agencyCode: '7008', city: 'Elizabeth City', state: 'NC' },
  { aac: '70Z0FT', name: 'COMMANDANT (CG-912)', agencyCode: '7008', city: 'Washington', state: 'DC' },
  { aac: '70US09', name: 'U.S. SECRET SERVICE PROCUREMENT DIVISION', agencyCode: '7009', city: 'Washington', state: 'DC' },
  { aac: '70CDCR', name: 'DETENTION COMPLIANCE AND REMOVALS', agencyCode: '7012', city: 'Washington', state: 'DC' },
  { aac: '70CMSD', name: 'ICE MISSION SUPPORT DALLAS', agencyCode: '7012', city: 'Dallas', state: 'TX' },
  { aac: '70CTD0', name: 'ICE OFFICE OF ACQUISITION MANAGEMENT IT DIVISION', agencyCode: '7012', city: 'Washington', state: 'DC' },
  { aac: '70T010', name: 'TSA MISSION ESSENTIAL PROCUREMENT', agencyCode: '7013', city: 'Springfield', state: 'VA' },
  { aac: '70T040', name: 'TSA INFORMATION TECHNOLOGY CONTRACTING', agencyCode: '7013', city: 'Springfield', state: 'VA' },
  { aac: '70B01C', name: 'CBP OFFICE OF ACQUISITION', agencyCode: '7014', city: 'Washington', state: 'DC' },
  { aac: '70B04C', name: 'CBP PROCUREMENT DIRECTORATE INDIANAPOLIS', agencyCode: '7014', city: 'Indianapolis', state: 'IN' },
  { aac: '70LGLY', name: 'FLETC PROCUREMENT DIVISION GLYNCO', agencyCode: '7015', city: 'Glynco', state: 'GA' },
  { aac: '70FA20', name: 'FEMA OFFICE OF THE CHIEF PROCUREMENT OFFICER', agencyCode: '7022', city: 'Washington', state: 'DC' },
  { aac: '70FB70', name: 'FEMA REGION VI ACQUISITION', agencyCode: '7022', city: 'Denton', state: 'TX' },

  // ---------------- Veterans Affairs (3600) ----------------
  { aac: '36C10B', name: 'TECHNOLOGY ACQUISITION CENTER NJ (36C10B)', agencyCode: '3600', city: 'Eatontown', state: 'NJ' },
  { aac: '36C10D', name: 'TECHNOLOGY ACQUISITION CENTER AUSTIN (36C10D)', agencyCode: '3600', city: 'Austin', state: 'TX' },
  { aac: '36C10G', name: 'STRATEGIC ACQUISITION CENTER (36C10G)', agencyCode: '3600', city: 'Frederick', state: 'MD' },
  { aac: '36C776', name: 'PCAC (36C776)', agencyCode: '3600', city: 'Independence', state: 'OH' },
  { aac: '36C797', name: 'NATIONAL ACQUISITION CENTER (CO) (36C797)', agencyCode: '3600', city: 'Hines', state: 'IL' },
  { aac: '36C786', name: 'NCA CONTRACTING SERVICE (36C786)', agencyCode: '3600', city: 'Quantico', state: 'VA' },
  { aac: '36C241', name: 'NETWORK CONTRACT OFFICE 1 (36C241)', agencyCode: '3600', city: 'Togus', state: 'ME' },
  { aac: '36C244', name: 'NETWORK CONTRACT OFFICE 4 (36C244)', agencyCode: '3600', city: 'Pittsburgh', state: 'PA' },
  { aac: '36C246', name: 'NETWORK CONTRACT OFFICE 6 (36C246)', agencyCode: '3600', city: 'Hampton', state: 'VA' },
  { aac: '36C248', name: 'NETWORK CONTRACT OFFICE 8 (36C248)', agencyCode: '3600', city: 'Tampa', state: 'FL' },
  { aac: '36C249', name: 'NETWORK CONTRACT OFFICE 9 (36C249)', agencyCode: '3600', city: 'Murfreesboro', state: 'TN' },
  { aac: '36C257', name: 'NETWORK CONTRACT OFFICE 17 (36C257)', agencyCode: '3600', city: 'Arlington', state: 'TX' },
  { aac: '36C259', name: 'NETWORK CONTRACT OFFICE 19 (36C259)', agencyCode: '3600', city: 'Greenwood Village', state: 'CO' },
  { aac: '36C261', name: 'NETWORK CONTRACT OFFICE 21 (36C261)', agencyCode: '3600', city: 'Mather', state: 'CA' },
  { aac: '36C262', name: 'NETWORK CONTRACT OFFICE 22 (36C262)', agencyCode: '3600', city: 'Long Beach', state: 'CA' },

  // ---------------- GSA ----------------
  { aac: '47QTCA', name: 'GSA/FAS ITC MAS IT CONTRACTING', agencyCode: '4732', city: 'Washington', state: 'DC' },
  { aac: '47QTCK', name: 'GSA/FAS ITC GWAC PROGRAMS', agencyCode: '4732', city: 'Kansas City', state: 'MO' },
  { aac: '47QFCA', name: 'GSA/FAS FEDSIM', agencyCode: '4732', city: 'Washington', state: 'DC' },
  { aac: '47QSWA', name: 'GSA/FAS GREATER SOUTHWEST ACQUISITION CENTER', agencyCode: '4732', city: 'Fort Worth', state: 'TX' },
  { aac: '47QRAA', name: 'GSA/FAS PROFESSIONAL SERVICES AND HUMAN CAPITAL', agencyCode: '4732', city: 'Arlington', state: 'VA' },
  { aac: '47QSHA', name: 'GSA/FAS HEARTLAND ACQUISITION CENTER', agencyCode: '4732', city: 'Kansas City', state: 'MO' },
  { aac: '47QFMA', name: 'GSA/FAS AAS MID-ATLANTIC REGION', agencyCode: '4732', city: 'Philadelphia', state: 'PA' },
  { aac: '47QFSA', name: 'GSA/FAS AAS SOUTHEAST SUNBELT REGION', agencyCode: '4732', city: 'Atlanta', state: 'GA' },
  { aac: '47QFPA', name: 'GSA/FAS AAS PACIFIC RIM REGION', agencyCode: '4732', city: 'San Francisco', state: 'CA' },
  { aac: '47QFLA', name: 'GSA/FAS AAS GREAT LAKES REGION', agencyCode: '4732', city: 'Chicago', state: 'IL' },
  { aac: '47QFNA', name: 'GSA/FAS AAS NORTHEAST AND CARIBBEAN REGION', agencyCode: '4732', city: 'New York', state: 'NY' },
  { aac: '47PA02', name: 'PBS R1 ACQUISITION DIVISION', agencyCode: '4740', city: 'Boston', state: 'MA' },
  { aac: '47PB00', name: 'PBS R2 ACQUISITION MANAGEMENT DIVISION', agencyCode: '4740', city: 'New York', state: 'NY' },
  { aac: '47PC03', name: 'PBS R3 ACQUISITION DIVISION', agencyCode: '4740', city: 'Philadelphia', state: 'PA' },
  { aac: '47PD04', name: 'PBS R4 ACQUISITION DIVISION', agencyCode: '4740', city: 'Atlanta', state: 'GA' },
  { aac: '47PE05', name: 'PBS R5 ACQUISITION DIVISION', agencyCode: '4740', city: 'Chicago', state: 'IL' },
  { aac: '47PJ09', name: 'PBS R9 ACQUISITION MANAGEMENT DIVISION', agencyCode: '4740', city: 'San Francisco', state: 'CA' },
  { aac: '47PM11', name: 'PBS NCR ACQUISITION DIVISION', agencyCode: '4740', city: 'Washington', state: 'DC' },

  // ---------------- NASA (8000) ----------------
  { aac: '80NSSC', name: 'NASA SHARED SERVICES CENTER', agencyCode: '8000', city: 'Stennis Space Center', state: 'MS' },
  { aac: '80HQTR', name: 'NASA HEADQUARTERS', agencyCode: '8000', city: 'Washington', state: 'DC' },
  { aac: '80GSFC', name: 'NASA GODDARD SPACE FLIGHT CENTER', agencyCode: '8000', city: 'Greenbelt', state: 'MD' },
  { aac: '80JSC0', name: 'NASA JOHNSON SPACE CENTER', agencyCode: '8000', city: 'Houston', state: 'TX' },
  { aac: '80KSC0', name: 'NASA KENNEDY SPACE CENTER', agencyCode: '8000', city: 'Kennedy Space Center', state: 'FL' },
  { aac: '80MSFC', name: 'NASA MARSHALL SPACE FLIGHT CENTER', agencyCode: '8000', city: 'Huntsville', state: 'AL' },
  { aac: '80LARC', name: 'NASA LANGLEY RESEARCH CENTER', agencyCode: '8000', city: 'Hampton', state: 'VA' },
  { aac: '80ARC0', name: 'NASA AMES RESEARCH CENTER', agencyCode: '8000', city: 'Moffett Field', state: 'CA' },
  { aac: '80GRC0', name: 'NASA JOHN H. GLENN RESEARCH CENTER', agencyCode: '8000', city: 'Cleveland', state: 'OH' },
  { aac: '80AFRC', name: 'NASA ARMSTRONG FLIGHT RESEARCH CENTER', agencyCode: '8000', city: 'Edwards', state: 'CA' },
  { aac: '80SSC0', name: 'NASA STENNIS SPACE CENTER', agencyCode: '8000', city: 'Stennis Space Center', state: 'MS' },
  { aac: '80NM00', name: 'NASA MANAGEMENT OFFICE - JPL', agencyCode: '8000', city: 'Pasadena', state: 'CA' },

  // ---------------- Agriculture ----------------
  { aac: '1240BF', name: 'USDA FOREST SERVICE PROCUREMENT OPERATIONS', agencyCode: '12C2', city: 'Albuquerque', state: 'NM' },
  { aac: '1240LP', name: 'USDA-FS CSA EAST 4', agencyCode: '12C2', city: 'Milwaukee', state: 'WI' },
  { aac: '12805B', name: 'USDA ARS AFM APD', agencyCode: '12H2', city: 'Beltsville', state: 'MD' },
  { aac: '126395', name: 'USDA APHIS MRPBS', agencyCode: '12K3', city: 'Minneapolis', state: 'MN' },
  { aac: '12FPC3', name: 'USDA FPAC BUS CNTR ACQ DIV NRCS', agencyCode: '12C3', city: 'Kansas City', state: 'MO' },
  { aac: '12FPC1', name: 'USDA FPAC BUS CNTR ACQ DIV FSA', agencyCode: '12D2', city: 'Kansas City', state: 'MO' },
  { aac: '12CPEC', name: 'USDA AMS COMMODITY PROCUREMENT', agencyCode: '12K2', city: 'Washington', state: 'DC' },

  // ---------------- Commerce ----------------
  { aac: '1305M2', name: 'DEPT OF COMMERCE NOAA', agencyCode: '1330', city: 'Silver Spring', state: 'MD' },
  { aac: '1305M3', name: 'DEPT OF COMMERCE NOAA EASTERN ACQUISITION', agencyCode: '1330', city: 'Norfolk', state: 'VA' },
  { aac: '1305M4', name: 'DEPT OF COMMERCE NOAA WESTERN ACQUISITION', agencyCode: '1330', city: 'Seattle', state: 'WA' },
  { aac: '1333ND', name: 'DEPT OF COMMERCE NIST', agencyCode: '1341', city: 'Gaithersburg', state: 'MD' },
  { aac: '1331L5', name: 'DEPT OF COMMERCE CENSUS', agencyCode: '1323', city: 'Suitland', state: 'MD' },
  { aac: '1333BJ', name: 'DEPT OF COMMERCE PATENT AND TRADEMARK OFFICE', agencyCode: '1344', city: 'Alexandria', state: 'VA' },

  // ---------------- Interior ----------------
  { aac: '140P20', name: 'DSC CONTRACTING SERVICES DIVISION', agencyCode: '1443', city: 'Lakewood', state: 'CO' },
  { aac: '140P85', name: 'PWR OAKLAND MABO', agencyCode: '1443', city: 'Oakland', state: 'CA' },
  { aac: '140G01', name: 'GS-OAG RESTON CONTRACTING', agencyCode: '1434', city: 'Reston', state: 'VA' },
  { aac: '140G02', name: 'GS-OAG DENVER ACQUISITION BRANCH', agencyCode: '1434', city: 'Denver', state: 'CO' },
  { aac: '140R81', name: 'BUREAU OF RECLAMATION ACQUISITION OPERATIONS', agencyCode: '1425', city: 'Denver', state: 'CO' },
  { aac: '140R20', name: 'CALIFORNIA-GREAT BASIN REGIONAL OFFICE', agencyCode: '1425', city: 'Sacramento', state: 'CA' },
  { aac: '140L03', name: 'BLM OC NATIONAL OPERATIONS CENTER', agencyCode: '1422', city: 'Denver', state: 'CO' },
  { aac: '140F0S', name: 'FWS HEADQUARTERS CONTRACTING AND GENERAL SERVICES', agencyCode: '1448', city: 'Falls Church', state: 'VA' },
  { aac: '140A16', name: 'BIA OFFICE OF ACQUISITION AND PROPERTY MANAGEMENT', agencyCode: '1450', city: 'Albuquerque', state: 'NM' },
  { aac: '140D04', name: 'IBC ACQUISITION SERVICES DIRECTORATE', agencyCode: '1406', city: 'Herndon', state: 'VA' },
  { aac: '140D08', name: 'IBC ACQ SVCS DIRECTORATE SIERRA VISTA', agencyCode: '1406', city: 'Sierra Vista', state: 'AZ' },

  // ---------------- Justice ----------------
  { aac: '15F067', name: 'FBI-JEH', agencyCode: '1549', city: 'Washington', state: 'DC' },
  { aac: '15BFA0', name: 'FIELD ACQUISITION OFFICE', agencyCode: '1540', city: 'Grand Prairie', state: 'TX' },
  { aac: '15DDHQ', name: 'DEA HEADQUARTERS CONTRACTING', agencyCode: '1524', city: 'Arlington', state: 'VA' },
  { aac: '15M102', name: 'U.S. MARSHALS SERVICE PROCUREMENT', agencyCode: '1544', city: 'Arlington', state: 'VA' },
  { aac: '15JPSS', name: 'JMD-PROCUREMENT SERVICES STAFF', agencyCode: '1501', city: 'Washington', state: 'DC' },

  // ---------------- Labor ----------------
  { aac: '1605DC', name: 'OASAM OFFICE OF ACQUISITION SERVICES', agencyCode: '1605', city: 'Washington', state: 'DC' },
  { aac: '1630JC', name: 'ETA OFFICE OF JOB CORPS CONTRACTING', agencyCode: '1630', city: 'Washington', state: 'DC' },

  // ---------------- State ----------------
  { aac: '19AQMM', name: 'ACQUISITIONS - AQM MOMENTUM', agencyCode: '1900', city: 'Arlington', state: 'VA' },
  { aac: '19AQMV', name: 'ACQUISITIONS - AQM MULTIPLE AWARDS', agencyCode: '1900', city: 'Arlington', state: 'VA' },

  // ---------------- Treasury ----------------
  { aac: '2032H5', name: 'IRS OFFICE OF THE CHIEF PROCUREMENT OFFICER', agencyCode: '2050', city: 'Lanham', state: 'MD' },
  { aac: '2032H8', name: 'IRS INFORMATION TECHNOLOGY ACQUISITION', agencyCode: '2050', city: 'Lanham', state: 'MD' },
  { aac: '2031JW', name: 'BUREAU OF THE FISCAL SERVICE - ARC', agencyCode: '2036', city: 'Parkersburg', state: 'WV' },
  { aac: '2031ZA', name: 'BUREAU OF ENGRAVING AND PRINTING', agencyCode: '2041', city: 'Washington', state: 'DC' },
  { aac: '2034MA', name: 'UNITED STATES MINT PROCUREMENT', agencyCode: '2044', city: 'Washington', state: 'DC' },

  // ---------------- Independent agencies / remaining departments ----------------
  { aac: '243226', name: 'OPM OFFICE OF PROCUREMENT OPERATIONS', agencyCode: '2400', city: 'Washington', state: 'DC' },
  { aac: '283213', name: 'SSA OFFICE OF ACQUISITION AND GRANTS', agencyCode: '2800', city: 'Baltimore', state: 'MD' },
  { aac: '313100', name: 'NRC ACQUISITION MANAGEMENT DIVISION', agencyCode: '3100', city: 'Rockville', state: 'MD' },
  { aac: '491004', name: 'NSF DIVISION OF ACQUISITION AND COOPERATIVE SUPPORT', agencyCode: '4900', city: 'Alexandria', state: 'VA' },
  { aac: '68HERD', name: 'EPA HEADQUARTERS ACQUISITION DIVISION', agencyCode: '6800', city: 'Washington', state: 'DC' },
  { aac: '68HERC', name: 'EPA CINCINNATI ACQUISITION DIVISION', agencyCode: '6800', city: 'Cincinnati', state: 'OH' },
  { aac: '68HERH', name: 'EPA RTP PROCUREMENT OPERATIONS DIVISION', agencyCode: '6800', city: 'Durham', state: 'NC' },
  { aac: '68HE03', name: 'EPA REGION 3 CONTRACTS', agencyCode: '6800', city: 'Philadelphia', state: 'PA' },
  { aac: '6973GH', name: 'FAA HEADQUARTERS ACQUISITION', agencyCode: '6920', city: 'Washington', state: 'DC' },
  { aac: '697DCK', name: 'FAA MIKE MONRONEY AERONAUTICAL CENTER', agencyCode: '6920', city: 'Oklahoma City', state: 'OK' },
  { aac: '693JJ3', name: 'FHWA OFFICE OF ACQUISITION AND GRANTS MANAGEMENT', agencyCode: '6925', city: 'Washington', state: 'DC' },
  { aac: '693JJ9', name: 'NHTSA OFFICE OF ACQUISITION MANAGEMENT', agencyCode: '6940', city: 'Washington', state: 'DC' },
  { aac: '6913G6', name: 'VOLPE NATIONAL TRANSPORTATION SYSTEMS CENTER', agencyCode: '6901', city: 'Cambridge', state: 'MA' },
  { aac: '7200AA', name: 'USAID M/OAA WASHINGTON', agencyCode: '7200', city: 'Washington', state: 'DC' },
  { aac: '720BHA', name: 'USAID BUREAU FOR HUMANITARIAN ASSISTANCE', agencyCode: '7200', city: 'Washington', state: 'DC' },
  { aac: '733510', name: 'SBA OFFICE OF PROCUREMENT AND GRANTS MANAGEMENT', agencyCode: '7300', city: 'Washington', state: 'DC' },
  { aac: '866151', name: 'HUD OFFICE OF THE CHIEF PROCUREMENT OFFICER', agencyCode: '8600', city: 'Washington', state: 'DC' },
  { aac: '883103', name: 'NARA ACQUISITIONS BRANCH', agencyCode: '8800', city: 'College Park', state: 'MD' },
  { aac: '893030', name: 'DOE OFFICE OF HEADQUARTERS PROCUREMENT SERVICES', agencyCode: '8900', city: 'Washington', state: 'DC' },
  { aac: '892331', name: 'NNSA M&O CONTRACTING', agencyCode: '8900', city: 'Albuquerque', state: 'NM' },
  { aac: '892430', name: 'DOE IDAHO OPERATIONS OFFICE', agencyCode: '8900', city: 'Idaho Falls', state: 'ID' },
  { aac: '892434', name: 'DOE OAK RIDGE OFFICE', agencyCode: '8900', city: 'Oak Ridge', state: 'TN' },
  { aac: '919900', name: 'ED CONTRACTS AND ACQUISITIONS MANAGEMENT', agencyCode: '9100', city: 'Washington', state: 'DC' },
  { aac: '910031', name: 'ED FEDERAL STUDENT AID ACQUISITIONS', agencyCode: '9100', city: 'Washington', state: 'DC' },
];

// ---------------------------------------------------------------------------
// Lookups
// ---------------------------------------------------------------------------

export const DEPARTMENT_BY_CGAC: ReadonlyMap<string, Department> = new Map(
  DEPARTMENTS.map((d) => [d.cgac, d] as const),
);

export const AGENCY_BY_CODE: ReadonlyMap<string, Agency> = new Map(
  AGENCIES.map((a) => [a.code, a] as const),
);

export const OFFICE_BY_AAC: ReadonlyMap<string, ContractingOffice> = new Map(
  OFFICES.map((o) => [o.aac, o] as const),
);

function groupBy<T>(items: readonly T[], key: (item: T) => string): ReadonlyMap<string, readonly T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

/** Sub-tier agencies keyed by department CGAC. */
export const AGENCIES_BY_DEPARTMENT: ReadonlyMap<string, readonly Agency[]> = groupBy(
  AGENCIES,
  (a) => a.departmentCgac,
);

/** Contracting offices keyed by FPDS sub-tier agency code. */
export const OFFICES_BY_AGENCY: ReadonlyMap<string, readonly ContractingOffice[]> = groupBy(
  OFFICES,
  (o) => o.agencyCode,
);

export function getDepartment(cgac: string): Department | undefined {
  return DEPARTMENT_BY_CGAC.get(cgac);
}

export function getAgency(code: string): Agency | undefined {
  return AGENCY_BY_CODE.get(code);
}

export function getOffice(aac: string): ContractingOffice | undefined {
  return OFFICE_BY_AAC.get(aac.toUpperCase());
}

/** Department that owns a sub-tier agency. */
export function departmentOfAgency(agencyCode: string): Department | undefined {
  const agency = AGENCY_BY_CODE.get(agencyCode);
  return agency ? DEPARTMENT_BY_CGAC.get(agency.departmentCgac) : undefined;
}

export interface OfficeHierarchy {
  readonly office: ContractingOffice;
  readonly agency: Agency;
  readonly department: Department;
}

/** Full office -> agency -> department chain for an AAC (or for the first 6 characters of a PIID). */
export function resolveOffice(aacOrPiid: string): OfficeHierarchy | undefined {
  const office = OFFICE_BY_AAC.get(aacOrPiid.slice(0, 6).toUpperCase());
  if (!office) return undefined;
  const agency = AGENCY_BY_CODE.get(office.agencyCode);
  if (!agency) return undefined;
  const department = DEPARTMENT_BY_CGAC.get(agency.departmentCgac);
  if (!department) return undefined;
  return { office, agency, department };
}
