/**
 * Assistance Listings (formerly CFDA programs) of the demo grants: real
 * listing numbers and titles, and the two-digit agency prefix every listing of
 * a Grants.gov agency carries (93 HHS, 47 NSF, 81 Energy, ...).
 *
 * The prefix table is keyed by the first segment of the Grants.gov agency code
 * (HHS-NIH11 -> HHS, USDOJ-OJP-BJA -> USDOJ). The realism report checks every
 * grant against it (measures-resources.ts), so a grant never names another
 * agency's listing.
 */

/** Two-digit Assistance Listing prefix of each Grants.gov top-level agency code. */
export const LISTING_PREFIX_BY_GRANTS_AGENCY: Readonly<Record<string, string>> = {
  USDA: '10',
  DOC: '11',
  DOD: '12',
  HUD: '14',
  DOI: '15',
  USDOJ: '16',
  DOL: '17',
  DOS: '19',
  DOT: '20',
  TREAS: '21',
  NASA: '43',
  NEA: '45',
  NEH: '45',
  IMLS: '45',
  NSF: '47',
  SBA: '59',
  VA: '64',
  EPA: '66',
  DOE: '81',
  // the Office of Science's own portal (Portfolio Analysis and Management System) posts DOE listings
  PAMS: '81',
  ED: '84',
  HHS: '93',
  DHS: '97',
  USAID: '98',
};

/** The Assistance Listing prefix of a Grants.gov agency code (its first segment), or null when unknown. */
export function listingPrefixOf(agencyCode: string): string | null {
  return LISTING_PREFIX_BY_GRANTS_AGENCY[agencyCode.split('-')[0]] ?? null;
}

/** Real Assistance Listing titles, by number. */
export const LISTING_TITLES: Readonly<Record<string, string>> = {
  // Agriculture
  '10.307': 'Organic Agriculture Research and Extension Initiative',
  '10.309': 'Specialty Crop Research Initiative',
  '10.310': 'Agriculture and Food Research Initiative (AFRI)',
  '10.311': 'Beginning Farmer and Rancher Development Program',
  '10.664': 'Cooperative Forestry Assistance',
  '10.675': 'Urban and Community Forestry Program',
  '10.689': 'Community Forest and Open Space Conservation Program',
  '10.720': 'Infrastructure Investment and Jobs Act Community Wildfire Defense Grants',
  // Commerce
  '11.427': 'Fisheries Development and Utilization Research and Development Grants and Cooperative Agreements Program',
  '11.431': 'Climate and Atmospheric Research',
  '11.473': 'Office for Coastal Management',
  // Defense
  '12.300': 'Basic and Applied Scientific Research',
  '12.420': 'Military Medical Research and Development',
  '12.630': 'Basic, Applied, and Advanced Research in Science and Engineering',
  // Housing and Urban Development
  '14.025': 'Pathways to Removing Obstacles to Housing (PRO Housing)',
  '14.267': 'Continuum of Care Program',
  '14.889': 'Choice Neighborhoods Implementation Grants',
  '14.900': 'Lead-Based Paint Hazard Control in Privately-Owned Housing',
  '14.905': 'Lead Hazard Reduction Demonstration Grant',
  // Interior
  '15.608': 'Fish and Wildlife Management Assistance',
  '15.630': 'Coastal',
  '15.634': 'State Wildlife Grants',
  '15.639': 'Tribal Wildlife Grants',
  // Justice
  '16.738': 'Edward Byrne Memorial Justice Assistance Grant Program',
  '16.812': 'Second Chance Act Reentry Initiative',
  '16.835': 'Body Worn Camera Policy and Implementation',
  '16.838': 'Comprehensive Opioid, Stimulant, and Substance Use Program',
  // Labor
  '17.270': 'Reentry Employment Opportunities',
  '17.274': 'YouthBuild',
  '17.280': 'WIOA Dislocated Worker National Reserve Demonstration Grants',
  '17.285': 'Apprenticeship USA Grants',
  // Transportation
  '20.205': 'Highway Planning and Construction',
  '20.505': 'Metropolitan Transportation Planning and State and Non-Metropolitan Planning and Research',
  '20.526': 'Buses and Bus Facilities Formula, Competitive, and Low or No Emissions Programs',
  '20.933': 'National Infrastructure Investments',
  '20.939': 'Safe Streets and Roads for All',
  '20.940': 'Reconnecting Communities',
  // NASA
  '43.001': 'Science',
  '43.008': 'Office of STEM Engagement (OSTEM)',
  '43.012': 'Space Technology',
  // Arts and Humanities
  '45.024': 'Promotion of the Arts Grants to Organizations and Individuals',
  '45.149': 'Promotion of the Humanities Division of Preservation and Access',
  '45.164': 'Promotion of the Humanities Public Programs',
  '45.169': 'Promotion of the Humanities Office of Digital Humanities',
  // National Science Foundation
  '47.041': 'Engineering',
  '47.049': 'Mathematical and Physical Sciences',
  '47.050': 'Geosciences',
  '47.070': 'Computer and Information Science and Engineering',
  '47.074': 'Biological Sciences',
  '47.075': 'Social, Behavioral, and Economic Sciences',
  '47.076': 'STEM Education',
  '47.078': 'Polar Programs',
  '47.079': 'Office of International Science and Engineering',
  '47.083': 'Integrative Activities',
  '47.084': 'NSF Technology, Innovation and Partnerships',
  // Small Business Administration
  '59.037': 'Small Business Development Centers',
  '59.043': 'Women\'s Business Ownership Assistance',
  '59.050': 'Prime Technical Assistance',
  // Environmental Protection Agency
  '66.034': 'Surveys, Studies, Research, Investigations, Demonstrations, and Special Purpose Activities Relating to the Clean Air Act',
  '66.039': 'National Clean Diesel Emissions Reduction Program',
  '66.045': 'Clean School Bus Program',
  '66.306': 'Surveys, Studies, Research, Investigations, Demonstrations, and Special Purpose Activities Relating to Environmental Justice',
  '66.818': 'Brownfields Multipurpose, Assessment, Revolving Loan Fund, and Cleanup Cooperative Agreements',
  // Energy
  '81.049': 'Office of Science Financial Assistance Program',
  '81.086': 'Conservation Research and Development',
  '81.087': 'Renewable Energy Research and Development',
  '81.089': 'Fossil Energy Research and Development',
  '81.121': 'Nuclear Energy Research, Development and Demonstration',
  // Education
  '84.215': 'Innovative Approaches to Literacy; Full-service Community Schools; Promise Neighborhoods',
  '84.282': 'Charter Schools',
  '84.371': 'Comprehensive Literacy Development',
  '84.411': 'Education Innovation and Research (formerly Investing in Innovation (i3) Fund)',
  // Health and Human Services
  '93.084': 'Prevention of Disease, Disability, and Death by Infectious Diseases',
  '93.110': 'Maternal and Child Health Federal Consolidated Programs',
  '93.113': 'Environmental Health',
  '93.136': 'Injury Prevention and Control Research and State and Community Based Programs',
  '93.224': 'Health Center Program (Community Health Centers, Migrant Health Centers, Health Care for the Homeless, and Public Housing Primary Care)',
  '93.242': 'Mental Health Research Grants',
  '93.243': 'Substance Abuse and Mental Health Services Projects of Regional and National Significance',
  '93.273': 'Alcohol Research Programs',
  '93.279': 'Drug Abuse and Addiction Research Programs',
  '93.286': 'Discovery and Applied Research for Technological Innovations to Improve Human Health',
  '93.307': 'Minority Health and Health Disparities Research',
  '93.323': 'Epidemiology and Laboratory Capacity for Infectious Diseases (ELC)',
  '93.350': 'National Center for Advancing Translational Sciences',
  '93.359': 'Nurse Education, Practice Quality and Retention Grants',
  '93.361': 'Nursing Research',
  '93.387': 'National and State Tobacco Control Program',
  '93.393': 'Cancer Cause and Prevention Research',
  '93.394': 'Cancer Detection and Diagnosis Research',
  '93.395': 'Cancer Treatment Research',
  '93.396': 'Cancer Biology Research',
  '93.398': 'Cancer Research Manpower',
  '93.569': 'Community Services Block Grant',
  '93.570': 'Community Services Block Grant_Discretionary Awards',
  '93.696': 'Certified Community Behavioral Health Clinic Expansion Grants',
  '93.788': 'Opioid STR',
  '93.837': 'Cardiovascular Diseases Research',
  '93.838': 'Lung Diseases Research',
  '93.839': 'Blood Diseases and Resources Research',
  '93.846': 'Arthritis, Musculoskeletal and Skin Diseases Research',
  '93.847': 'Diabetes, Digestive, and Kidney Diseases Extramural Research',
  '93.853': 'Extramural Research Programs in the Neurosciences and Neurological Disorders',
  '93.855': 'Allergy and Infectious Diseases Research',
  '93.859': 'Biomedical Research and Research Training',
  '93.865': 'Child Health and Human Development Extramural Research',
  '93.866': 'Aging Research',
  '93.867': 'Vision Research',
  '93.898': 'Cancer Prevention and Control Programs for State, Territorial and Tribal Organizations',
  '93.912': 'Rural Health Care Services Outreach, Rural Health Network Development and Small Health Care Provider Quality Improvement',
  '93.988': 'Cooperative Agreements for Diabetes Control Programs',
  // Homeland Security
  '97.008': 'Non-Profit Security Program',
  '97.044': 'Assistance to Firefighters Grant',
  '97.047': 'BRIC: Building Resilient Infrastructure and Communities',
  '97.067': 'Homeland Security Grant Program',
};

/** The listing's number and title; throws on a number the table does not hold (a typo in a generator table). */
export function listing(number: string): { number: string; title: string } {
  const title = LISTING_TITLES[number];
  if (title === undefined) throw new Error(`unknown Assistance Listing ${number}`);
  return { number, title };
}
