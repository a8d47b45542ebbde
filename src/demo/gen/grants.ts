/**
 * Grants.gov opportunities: posted, forecasted, closed and archived notices of
 * funding opportunity, with Assistance Listing (CFDA) numbers, applicant
 * eligibility, funding instruments and categories from the Grants.gov
 * vocabularies, and the synopsis / forecast / revision-history blocks.
 *
 * Each office announces its own programmes, and each programme names the real
 * Assistance Listings it funds under, all with the agency's two-digit prefix
 * (93 HHS, 47 NSF, 81 Energy, ...; reference/assistance-listings.ts), with
 * funding categories and eligible applicants that fit it (small businesses
 * only for SBIR). Titles carry what real notices add to the programme: NIH
 * activity codes and clinical-trial designations, tracks, the fiscal year.
 * Some offices' programmes are composed (reference/grant-programs.ts): NIH
 * notices pair an approach with a condition of the institute's (and now and
 * then a population), CDMRP ones a research programme with an award
 * mechanism, Fish and Wildlife and NOAA ones name the refuge, species, river
 * or estuarine reserve, Forest Service and EPA ones the state or region.
 *
 * agency_code uses the Grants.gov segmented form (HHS-NIH11, DOC-NOAA-ERA,
 * USDOJ-OJP-BJA, ...). organization_id is what the service's resolver
 * (resolveGrantOrganization, src/resources/grants.ts) derives from it: walk
 * the segments (trailing fiscal-cycle digits stripped) to the most specific
 * canonical agency or department; null when none exists (for example the
 * National Endowments, which have no organisation record).
 */
import type { GenContext, OrgRef } from '../context.js';
import { addDays, day, DAY_MS } from '../dates.js';
import type { Rng } from '../rng.js';
import { Json } from '../writer.js';
import * as C from '../reference/codes.js';
import { contactPerson } from './notices.js';
import { listing } from '../reference/assistance-listings.js';
import {
  AFRI_PRIORITIES,
  CDMRP_MECHANISMS,
  CDMRP_PROGRAMS,
  COASTAL_STATES,
  ESTUARINE_RESERVES,
  FISH_PASSAGE_RIVERS,
  NCI_LISTING,
  NIH_APPROACHES,
  NIH_CONDITIONS,
  NIH_POPULATIONS,
  NSF_PROGRAMS,
  REFUGE_WORK,
  RESERVE_WORK,
  SPECIES,
  SPECIES_WORK,
  WILDLIFE_REFUGES,
} from '../reference/grant-programs.js';
import { STATE_BY_CODE } from '../reference/states.js';
import { AGENCIES, DEPARTMENTS } from '../reference/agencies.js';
import { resolveGrantOrganization, type GrantOrganizationDirectory } from '../../resources/grants.js';

/** One programme an agency announces: its title stem and the Assistance Listings it funds under. */
interface GrantTopic {
  title: string;
  /** Assistance Listing numbers (the agency's own prefix) */
  listings: string[];
  /** funding activity categories when they differ from the agency's */
  categories?: string[];
  /** eligible applicant types when they differ from the agency's (small businesses only for SBIR) */
  applicants?: string[];
  /** the title names its own place or mechanism: no track is added to it */
  noTrack?: boolean;
}

interface GrantAgency {
  code: string;
  name: string;
  weight: number;
  domain: string;
  number: (rng: Rng, fy: number) => string;
  categories: string[];
  /** eligible applicant types this office usually opens its programmes to (Grants.gov codes) */
  applicants: string[];
  /** chance that eligibility is stated only in the notice (applicant type 25) */
  othersShare?: number;
  /** typical funding instruments: cooperative-agreement-heavy offices say so */
  cooperative?: number;
  topics: GrantTopic[];
  /** NIH-style activity codes appended to the title, e.g. "(R01 Clinical Trial Optional)" */
  activities?: string[];
  /** phases or tracks some notices split into */
  tracks?: string[];
  /** programmes composed from parts (a condition and an approach, a refuge and its work), drawn instead of `topics` at this share */
  compose?: { share: number; draw: (rng: Rng) => GrantTopic };
  link: (num: string) => string;
}

const yy = (fy: number) => String(fy % 100).padStart(2, '0');
const pad = (n: number, w: number) => String(n).padStart(w, '0');
const t = (title: string, listings: string[], categories?: string[]): GrantTopic => ({ title, listings, ...(categories ? { categories } : {}) });

const stateName = (code: string) => STATE_BY_CODE.get(code)?.name ?? code;

/** Pain and addiction research is funded through the Helping to End Addiction Long-term (HEAL) Initiative. */
const HEAL_CONDITIONS = /Opioid|Neuropathic Pain|Low Back Pain|Migraine/;

/** Whether a notice would narrow a condition to a population (no prostate cancer in women, no preterm birth in older adults). */
function populationFits(condition: string, listing: string, population: string): boolean {
  if (/Prostate/.test(condition)) return !/Women|Pregnant/.test(population);
  if (/Ovarian|Cervical|Endometri|Polycystic Ovary|Preeclampsia|Gestational|Stillbirth|Preterm|Maternal|Perinatal|Infertility/.test(condition)) return !/Older Adults|Children|Women/.test(population);
  if (listing === '93.866') return !/Children|Pregnant/.test(population);
  if (/Pediatric|Neonatal|Congenital|Fetal|Infant|Bronchopulmonary|Adolescent|Down Syndrome|Amblyopia|Neuroblastoma|Autism|Attention-Deficit/.test(condition)) return !/Older Adults|Pregnant|Children/.test(population);
  if (condition === 'HIV') return population !== 'People with HIV';
  return true;
}

/** An NIH programme: an approach to a condition, now and then in a population; the institute's listing (and a co-funder's). */
function nihProgramme(rng: Rng): GrantTopic {
  const group = rng.pick(NIH_CONDITIONS);
  const condition = rng.pick(group.conditions);
  const approach = rng.pick(NIH_APPROACHES);
  const populations = NIH_POPULATIONS.filter((p) => populationFits(condition, group.listing, p));
  const population = rng.chance(0.3) ? ` ${approach.lead.endsWith(' in') ? 'among' : 'in'} ${rng.pick(populations)}` : '';
  const heal = HEAL_CONDITIONS.test(condition) && rng.chance(0.35) ? 'HEAL Initiative: ' : '';
  const main = group.listing === 'NCI' ? NCI_LISTING[approach.kind] : group.listing;
  const listings = approach.also && approach.also !== main && rng.chance(0.5) ? [main, approach.also] : [main];
  return t(`${heal}${approach.lead} ${condition}${population}`, listings);
}

/** A Congressionally Directed Medical Research Program's notice: the programme and the award mechanism. */
function cdmrpProgramme(rng: Rng): GrantTopic {
  return { ...t(`DoD ${rng.pick(CDMRP_PROGRAMS)}, ${rng.pick(CDMRP_MECHANISMS)}`, ['12.420']), noTrack: true };
}

/** Fish and Wildlife Service notices name the refuge, the species and its states, the river, the coastal state. */
function fwsProgramme(rng: Rng): GrantTopic {
  const r = rng.next();
  if (r < 0.4) {
    const [refuge] = rng.pick(WILDLIFE_REFUGES);
    return { ...t(`${refuge} ${rng.pick(REFUGE_WORK)}`, ['15.608']), noTrack: true };
  }
  if (r < 0.7) {
    const [species, states] = rng.pick(SPECIES);
    const state = rng.pick(states);
    return { ...t(`${species} ${rng.pick(SPECIES_WORK)}${rng.chance(0.7) ? ` in ${stateName(state)}` : ''}`, ['15.608']), noTrack: true };
  }
  if (r < 0.88) {
    const [river, state] = rng.pick(FISH_PASSAGE_RIVERS);
    return { ...t(`National Fish Passage Program - ${river}, ${stateName(state)}`, ['15.608']), noTrack: true };
  }
  return { ...t(`Coastal Program - ${rng.pick(COASTAL_STATES.filter((c) => !/Guam|Samoa|Virgin|Puerto/.test(c)))}`, ['15.630']), noTrack: true };
}

/** Forest Service state programmes: the programme and the state it is for. */
function forestryProgramme(rng: Rng): GrantTopic {
  const [title, number] = rng.pick([
    ['Forest Stewardship Program', '10.664'],
    ['Landscape Scale Restoration Program', '10.664'],
    ['Urban and Community Forestry Program', '10.675'],
    ['Community Forest and Open Space Conservation Program', '10.689'],
  ] as const);
  return { ...t(`${title} - ${rng.pick(FOREST_STATES)}`, [number]), noTrack: true };
}
const FOREST_STATES = ['Alabama', 'Arizona', 'Arkansas', 'California', 'Colorado', 'Georgia', 'Idaho', 'Kentucky', 'Maine', 'Michigan', 'Minnesota', 'Mississippi', 'Missouri', 'Montana', 'New Hampshire', 'New Mexico', 'North Carolina', 'Oregon', 'Pennsylvania', 'South Carolina', 'Tennessee', 'Texas', 'Vermont', 'Virginia', 'Washington', 'West Virginia', 'Wisconsin', 'Wyoming', 'Alaska', 'Hawaii', 'Puerto Rico'];

/** The Agriculture and Food Research Initiative announces its program area priorities one by one. */
function afriProgramme(rng: Rng): GrantTopic {
  return t(`Agriculture and Food Research Initiative - Foundational and Applied Science: ${rng.pick(AFRI_PRIORITIES)}`, ['10.310']);
}

/** EPA regional competitions: the programme and the region that runs it. */
function epaRegionalProgramme(rng: Rng): GrantTopic {
  const [title, number] = rng.pick([
    ['Brownfields Assessment Grants', '66.818'],
    ['Brownfields Cleanup Grants', '66.818'],
    ['Environmental Justice Collaborative Problem-Solving Cooperative Agreement Program', '66.306'],
    ['Diesel Emissions Reduction Act Grants', '66.039'],
    ['Community-Scale Air Quality Monitoring', '66.034'],
    ['Clean Air Act Special Purpose Activities', '66.034'],
  ] as const);
  return { ...t(`Region ${rng.int(1, 10)} ${title}`, [number]), noTrack: true };
}

/** NOAA coastal notices: a national estuarine research reserve and its work, or a state's coastal management programme. */
function coastalProgramme(rng: Rng): GrantTopic {
  const title = rng.chance(0.6)
    ? `${rng.pick(ESTUARINE_RESERVES)} National Estuarine Research Reserve ${rng.pick(RESERVE_WORK)}`
    : `${rng.pick(COASTAL_STATES)} Coastal Management Program ${rng.pick(['Implementation', 'Enhancement Grants', 'Resilience Projects', 'Habitat Restoration'])}`;
  return { ...t(title, ['11.473']), noTrack: true };
}

const GRANT_AGENCIES: GrantAgency[] = [
  {
    code: 'HHS-NIH11',
    name: 'National Institutes of Health',
    weight: 52,
    domain: 'nih.gov',
    number: (r, fy) => `${r.pick(['RFA', 'RFA', 'PAR', 'PA'])}-${r.pick(['NS', 'AG', 'CA', 'HL', 'AI', 'DA', 'MH', 'HD', 'DK', 'GM', 'OD', 'ES'])}-${yy(fy + r.int(0, 1))}-${pad(r.int(1, 320), 3)}`,
    categories: ['HL'],
    applicants: ['00', '01', '02', '04', '05', '06', '07', '08', '11', '12', '13', '20', '22', '23'],
    othersShare: 0.35,
    cooperative: 0.3,
    activities: ['R01', 'R01', 'R21', 'R03', 'R34', 'U01', 'U19', 'U24', 'UG3/UH3', 'R61/R33', 'P01', 'P50', 'K01', 'K08', 'K99/R00', 'T32', 'F31', 'R25'],
    compose: { share: 0.8, draw: nihProgramme },
    topics: [
      t('Alzheimer\'s Disease Drug-Development Program', ['93.866']),
      t('Mechanisms of Opioid Use Disorder Recovery', ['93.279']),
      t('Cancer Prevention and Control Clinical Trials Network', ['93.393', '93.395']),
      t('Research on Long COVID Pathophysiology', ['93.855', '93.837']),
      t('Maximizing Investigators\' Research Award', ['93.859']),
      t('Strategies to Improve Emergency Care Clinical Trials Network Infrastructure', ['93.853', '93.837']),
      t('Environmental Influences on Child Health Outcomes Cohort Studies', ['93.865', '93.113']),
      t('Mentored Research Scientist Development Award', ['93.859', '93.242']),
      t('Cardiovascular Health in Rural Populations', ['93.837']),
      t('Antiviral Drug Discovery Centers for Pathogens of Pandemic Concern', ['93.855']),
      t('Tuberculosis Research Units', ['93.855']),
      t('Mechanisms of HIV Persistence in Tissue Reservoirs', ['93.855']),
      t('Translational Research in Pancreatic Cancer', ['93.395', '93.396']),
      t('Early Detection of Cancer Using Liquid Biopsy Technologies', ['93.394']),
      t('Tumor Microenvironment and Metastasis Research', ['93.396']),
      t('Cancer Research Education Program', ['93.398']),
      t('Chronic Obstructive Pulmonary Disease Precision Medicine Research', ['93.838']),
      t('Sleep Disorders Research in Adolescents', ['93.838', '93.865']),
      t('Type 1 Diabetes Cellular Therapies', ['93.847']),
      t('Chronic Kidney Disease Biomarkers Consortium', ['93.847']),
      t('Brain Research Through Advancing Innovative Neurotechnologies (BRAIN) Initiative: Circuit Tools', ['93.853', '93.242']),
      t('Epilepsy Therapeutics Development', ['93.853']),
      t('Suicide Prevention Research in Health Care Settings', ['93.242']),
      t('Digital Mental Health Interventions for Youth', ['93.242']),
      t('Neural Mechanisms of Alcohol Use Disorder', ['93.273']),
      t('Cannabis and Cannabinoid Research', ['93.279', '93.273']),
      t('Maternal Health Research Centers of Excellence', ['93.865', '93.307']),
      t('Structural Racism and Discrimination in Health Disparities', ['93.307']),
      t('Healthy Aging in Rural Communities', ['93.866']),
      t('Osteoarthritis Joint Tissue Regeneration', ['93.846']),
      t('Glaucoma and Optic Neuropathies Research', ['93.867']),
      t('Clinical and Translational Science Awards Hubs', ['93.350']),
      t('Point-of-Care Technologies Research Network', ['93.286']),
      t('Symptom Science in Chronic Illness', ['93.361']),
      t('Pediatric Rare Disease Natural History Studies', ['93.865', '93.350']),
      t('Mechanisms of Antimicrobial Resistance in Gram-Negative Pathogens', ['93.855']),
      t('Immune Mechanisms of Vaccine Durability', ['93.855']),
      t('Advancing Health Equity Through Community-Engaged Interventions', ['93.307']),
      t('Social Determinants of Cardiovascular Risk', ['93.837', '93.307']),
      t('Heart Failure with Preserved Ejection Fraction Mechanistic Studies', ['93.837']),
      t('Sickle Cell Disease Cure Research', ['93.839']),
      t('Pulmonary Fibrosis Translational Research', ['93.838']),
      t('Obesity Prevention in Early Childhood', ['93.847', '93.865']),
      t('Liver Cirrhosis Outcomes Research', ['93.847']),
      t('Neurodevelopmental Outcomes of Prenatal Substance Exposure', ['93.279', '93.865']),
      t('Implementation Science for Opioid Use Disorder Treatment in Justice Settings', ['93.279']),
      t('Early Psychosis Intervention Network', ['93.242']),
      t('Computational Approaches to Psychiatric Disorders', ['93.242']),
      t('Cognitive Resilience in Aging Populations', ['93.866']),
      t('Alzheimer\'s Disease-Related Dementias Care Interventions', ['93.866']),
      t('Cancer Immunotherapy Resistance Mechanisms', ['93.395', '93.396']),
      t('Cancer Screening in Underserved Populations', ['93.393', '93.394']),
      t('Artificial Intelligence for Cancer Imaging', ['93.394', '93.286']),
      t('Biomedical Imaging Technology Development', ['93.286']),
      t('Rare Neurological Disease Therapeutics', ['93.853', '93.350']),
      t('Traumatic Brain Injury Outcomes Research', ['93.853']),
      t('Retinal Degeneration Gene Therapy', ['93.867']),
      t('Musculoskeletal Pain Mechanisms', ['93.846']),
      t('Nursing Interventions for Chronic Symptom Management', ['93.361']),
      t('Environmental Exposures and Respiratory Health', ['93.113', '93.838']),
    ],
    link: (n) => `https://grants.nih.gov/grants/guide/${n.startsWith('RFA') ? 'rfa' : 'pa'}-files/${n}.html`,
  },
  {
    code: 'HHS-CDC-NCCDPHP',
    name: 'Centers for Disease Control - NCCDPHP',
    weight: 7,
    domain: 'cdc.gov',
    number: (r, fy) => `CDC-RFA-DP-${yy(fy)}-${pad(r.int(1, 150), 4)}`,
    categories: ['HL'],
    applicants: ['00', '01', '02', '07', '11', '12', '06', '20'],
    cooperative: 0.85,
    topics: [
      t('Well-Integrated Screening and Evaluation for Women Across the Nation (WISEWOMAN)', ['93.988']),
      t('Improving the Health of Americans Through Prevention and Management of Diabetes and Heart Disease and Stroke', ['93.988']),
      t('Innovative State and Local Public Health Strategies to Prevent and Manage Diabetes and Heart Disease and Stroke', ['93.988']),
      t('National Diabetes Prevention Program Lifestyle Change Program Expansion', ['93.988']),
      t('Diabetes Self-Management Education and Support in Rural Communities', ['93.988']),
      t('Colorectal Cancer Control Program', ['93.898']),
      t('National Program of Cancer Registries', ['93.898']),
      t('Cancer Prevention and Control Programs for State, Territorial, and Tribal Organizations', ['93.898']),
      t('Lung Cancer Screening and Patient Navigation', ['93.898']),
      t('Cancer Survivorship Resource Center', ['93.898']),
      t('Smoking Cessation Quitline Capacity Building', ['93.387']),
      t('Commercial Tobacco Prevention and Control in Tribal Communities', ['93.387']),
      t('Tobacco-Related Health Disparities Network', ['93.387']),
      t('National Diabetes Prevention Program', ['93.988']),
      t('State Public Health Actions to Prevent and Control Heart Disease and Stroke', ['93.988']),
      t('Comprehensive Cancer Control Program', ['93.898']),
      t('National Breast and Cervical Cancer Early Detection Program', ['93.898']),
      t('Tobacco Use Prevention and Control Programs', ['93.387']),
      t('National Network of Tobacco Prevention and Control Programs', ['93.387']),
    ],
    tracks: ['Component A', 'Component B', 'Track 1', 'Track 2'],
    link: () => 'https://www.cdc.gov/grants/',
  },
  {
    code: 'HHS-CDC-NCEZID',
    name: 'Centers for Disease Control - NCEZID',
    weight: 4,
    domain: 'cdc.gov',
    number: (r, fy) => `CDC-RFA-CK-${yy(fy)}-${pad(r.int(1, 80), 4)}`,
    categories: ['HL'],
    applicants: ['00', '01', '02', '07', '11', '12', '06', '20'],
    cooperative: 0.9,
    topics: [
      t('Epidemiology and Laboratory Capacity: Strengthening Healthcare-Associated Infection and Antimicrobial Resistance Programs', ['93.323']),
      t('Building and Strengthening Epidemiology, Laboratory and Health Information Systems Capacity', ['93.323']),
      t('Prevention and Control of Healthcare-Associated Infections', ['93.323']),
      t('Integrated Food Safety Centers of Excellence', ['93.323']),
      t('Fungal Disease Surveillance and Laboratory Capacity', ['93.323']),
      t('Wastewater Surveillance for Infectious Diseases', ['93.323']),
      t('Vector Control and Surveillance for Arboviral Diseases', ['93.084']),
      t('Enhanced Surveillance for Lyme Disease and Other Tickborne Diseases', ['93.084']),
      t('Safe Healthcare, Epidemiology, and Prevention Research Development (SHEPheRD)', ['93.084']),
      t('Rabies Prevention and Control', ['93.084']),
      t('One Health Zoonotic Disease Prevention and Control', ['93.084']),
      t('Epidemiology and Laboratory Capacity for Prevention and Control of Emerging Infectious Diseases', ['93.323']),
      t('Vector-Borne Disease Regional Centers of Excellence', ['93.084']),
      t('Antimicrobial Resistance Laboratory Network', ['93.323']),
      t('Emerging Infections Program', ['93.323']),
      t('Strengthening Food Safety Surveillance and Outbreak Response', ['93.323']),
      t('Prevention Epicenters Program', ['93.084']),
    ],
    link: () => 'https://www.cdc.gov/ncezid/funding/',
  },
  {
    code: 'HHS-ACF-OCS',
    name: 'Administration for Children and Families - OCS',
    weight: 5,
    domain: 'acf.hhs.gov',
    number: (r, fy) => `HHS-${fy}-ACF-OCS-${r.pick(['EE', 'EF', 'ET', 'EO'])}-${pad(r.int(1, 250), 4)}`,
    categories: ['ISS', 'CD'],
    applicants: ['12', '13', '07', '11'],
    tracks: ['Capacity Building', 'Technical Assistance Center', 'Tribal Communities'],
    topics: [
      t('Community Economic Development Projects in Areas of Persistent Poverty', ['93.570']),
      t('Community Services Block Grant Risk Mitigation and Monitoring Center', ['93.569']),
      t('Community Services Block Grant Organizational Standards Center of Excellence', ['93.569']),
      t('Community Services Block Grant Data and Performance Management Center', ['93.569']),
      t('Community Economic Development Projects', ['93.570']),
      t('Rural Community Development Program', ['93.570']),
      t('Community Services Block Grant Training and Technical Assistance', ['93.569', '93.570']),
      t('Community Economic Development Healthy Food Financing Initiative Projects', ['93.570']),
      t('Community Services Block Grant Tribal Capacity Building', ['93.569']),
    ],
    link: () => 'https://www.acf.hhs.gov/grants',
  },
  {
    code: 'HHS-HRSA',
    name: 'Health Resources and Services Administration',
    weight: 6,
    domain: 'hrsa.gov',
    number: (r, fy) => `HRSA-${yy(fy)}-${pad(r.int(1, 150), 3)}`,
    categories: ['HL'],
    applicants: ['06', '20', '12', '07', '11', '00', '01', '02'],
    tracks: ['Track 1: Planning', 'Track 2: Implementation', 'Technical Assistance Provider'],
    topics: [
      t('Rural Communities Opioid Response Program - Implementation', ['93.912']),
      t('Rural Communities Opioid Response Program - Planning', ['93.912']),
      t('Rural Health Network Development Planning Program', ['93.912']),
      t('Delta States Rural Development Network Grant Program', ['93.912']),
      t('Rural Health Care Coordination Program', ['93.912']),
      t('Rural Northern Border Region Planning Program', ['93.912']),
      t('Rural Maternity and Obstetrics Management Strategies Program', ['93.912']),
      t('School-Based Health Center Capital Program', ['93.224']),
      t('Behavioral Health Service Expansion for Health Centers', ['93.224']),
      t('Alliance for Innovation on Maternal Health', ['93.110']),
      t('Pediatric Mental Health Care Access Program', ['93.110']),
      t('Screening and Treatment for Maternal Mental Health and Substance Use Disorders', ['93.110']),
      t('Rural Health Care Services Outreach Program', ['93.912']),
      t('Rural Health Network Development Program', ['93.912']),
      t('Small Health Care Provider Quality Improvement Program', ['93.912']),
      t('Nurse Education, Practice, Quality and Retention', ['93.359'], ['HL', 'ED']),
      t('Nurse Education, Practice, Quality and Retention - Registered Nurse Training Program', ['93.359'], ['HL', 'ED']),
      t('Health Center Program New Access Points', ['93.224']),
      t('Health Center Program Service Area Competition', ['93.224']),
      t('Maternal and Child Health Workforce Development', ['93.110'], ['HL', 'ED']),
      t('Healthy Start Initiative: Eliminating Disparities in Perinatal Health', ['93.110']),
    ],
    link: () => 'https://www.hrsa.gov/grants',
  },
  {
    code: 'HHS-SAMHS-SAMHSA',
    name: 'Substance Abuse and Mental Health Services Adminis',
    weight: 4,
    domain: 'samhsa.hhs.gov',
    number: (r, fy) => `${r.pick(['TI', 'SM', 'FG', 'SP'])}-${yy(fy)}-${pad(r.int(1, 30), 3)}`,
    categories: ['HL'],
    applicants: ['00', '07', '11', '12', '01', '02', '06'],
    cooperative: 0.25,
    tracks: ['Tribal Set-Aside', 'Technical Assistance Center', 'Cross-Site Evaluation'],
    topics: [
      t('Mental Health Awareness Training', ['93.243']),
      t('Assisted Outpatient Treatment for Individuals with Serious Mental Illness', ['93.243']),
      t('Treatment for Individuals Experiencing Homelessness', ['93.243']),
      t('Sober Truth on Preventing Underage Drinking (STOP Act) Grants', ['93.243']),
      t('Strategic Prevention Framework for Prescription Drugs', ['93.243']),
      t('Minority AIDS Initiative: Prevention Navigator Program', ['93.243']),
      t('First Responders - Comprehensive Addiction and Recovery Act Cooperative Agreements', ['93.243']),
      t('Improving Access to Overdose Treatment', ['93.243']),
      t('Building Communities of Recovery', ['93.243']),
      t('988 Lifeline Tribal Response', ['93.243']),
      t('Certified Community Behavioral Health Clinic Expansion Grants', ['93.696']),
      t('Certified Community Behavioral Health Clinic Improvement and Advancement', ['93.696']),
      t('Certified Community Behavioral Health Clinic Planning, Development, and Implementation', ['93.696']),
      t('State Opioid Response', ['93.788']),
      t('Tribal Opioid Response', ['93.788']),
      t('Strategic Prevention Framework - Partnerships for Success', ['93.243']),
      t('Project AWARE (Advancing Wellness and Resiliency in Education)', ['93.243']),
      t('Garrett Lee Smith State/Tribal Youth Suicide Prevention and Early Intervention', ['93.243']),
      t('Minority Fellowship Program', ['93.243']),
    ],
    link: () => 'https://www.samhsa.gov/grants',
  },
  {
    code: 'NSF',
    name: 'U.S. National Science Foundation',
    weight: 6,
    domain: 'nsf.gov',
    number: (r, fy) => (r.chance(0.5) ? `NSF ${yy(fy - 1)}-${pad(r.int(500, 640), 3)}` : `PD-${yy(fy)}-${pad(r.int(1000, 9999), 4)}`),
    categories: ['ST'],
    applicants: ['06', '20', '12', '07'],
    othersShare: 0.5,
    topics: [
      t('Computer and Information Science and Engineering Research Initiation Initiative (CRII)', ['47.070']),
      t('CISE Core Programs', ['47.070']),
      t('Secure and Trustworthy Cyberspace (SaTC)', ['47.070', '47.075']),
      t('Cyber-Physical Systems (CPS)', ['47.070', '47.041']),
      t('Faculty Early Career Development Program (CAREER)', ['47.041', '47.049', '47.050', '47.070', '47.074', '47.075', '47.076', '47.083']),
      t('NSF Engines Development Awards', ['47.084']),
      t('Partnerships for Innovation (PFI)', ['47.084']),
      t('Improving Undergraduate STEM Education: Education and Human Resources (IUSE: EHR)', ['47.076'], ['ED']),
      t('Robert Noyce Teacher Scholarship Program', ['47.076'], ['ED']),
      t('Research Experiences for Undergraduates (REU) Sites and Supplements', ['47.041', '47.049', '47.050', '47.074', '47.075'], ['ST', 'ED']),
      t('Smart and Connected Communities (S&CC)', ['47.070', '47.075', '47.041']),
      t('Quantum Leap Challenge Institutes', ['47.049', '47.070']),
      t('Mid-scale Research Infrastructure-1 (Mid-scale RI-1)', ['47.083', '47.049', '47.050']),
      t('Major Research Instrumentation Program (MRI)', ['47.083']),
      t('Physics of Living Systems', ['47.049', '47.074']),
      t('Division of Mathematical Sciences Infrastructure Program', ['47.049']),
      t('Ocean Sciences Research Initiation Grants', ['47.050']),
      t('Coastlines and People (CoPe)', ['47.050', '47.075']),
      t('Biology Integration Institutes', ['47.074']),
      t('Rules of Life: Epigenetics', ['47.074']),
      t('Science of Science: Discovery, Communication, and Impact', ['47.075']),
      t('Engineering Research Centers (ERC)', ['47.041']),
      t('Future Manufacturing', ['47.041', '47.049', '47.070']),
      t('Established Program to Stimulate Competitive Research (EPSCoR) Research Infrastructure Improvement', ['47.083']),
      t('Algorithms for Threat Detection (ATD)', ['47.049']),
      t('Computer Science for All (CSforAll: Research and RPPs)', ['47.076', '47.070']),
      t('CyberCorps(R) Scholarship for Service (SFS)', ['47.076']),
      t('Campus Cyberinfrastructure (CC*)', ['47.070']),
      t('Cyberinfrastructure for Sustained Scientific Innovation (CSSI)', ['47.070']),
      t('Designing Materials to Revolutionize and Engineer our Future (DMREF)', ['47.049', '47.041']),
      t('Electrical, Communications and Cyber Systems (ECCS) Core Research Program', ['47.041']),
      t('Emerging Frontiers in Research and Innovation (EFRI)', ['47.041']),
      t('Graduate Research Fellowship Program (GRFP)', ['47.076']),
      t('Hispanic-Serving Institutions Program (HSI Program)', ['47.076']),
      t('Historically Black Colleges and Universities Undergraduate Program (HBCU-UP)', ['47.076']),
      t('Innovative Technology Experiences for Students and Teachers (ITEST)', ['47.076']),
      t('Discovery Research PreK-12 (DRK-12)', ['47.076']),
      t('Advancing Informal STEM Learning (AISL)', ['47.076']),
      t('Advanced Technological Education (ATE)', ['47.076']),
      t('Scholarships in Science, Technology, Engineering, and Mathematics Program (S-STEM)', ['47.076']),
      t('National Artificial Intelligence Research Institutes', ['47.070', '47.041']),
      t('Partnerships for International Research and Education (PIRE)', ['47.079']),
      t('International Research Experiences for Students (IRES)', ['47.079']),
      t('Plant Genome Research Program (PGRP)', ['47.074']),
      t('Dimensions of Biodiversity', ['47.074']),
      t('Long-Term Ecological Research (LTER)', ['47.074']),
      t('Macrosystems Biology and NEON-Enabled Science (MSB-NES)', ['47.074']),
      t('Earth Sciences: Instrumentation and Facilities (EAR/IF)', ['47.050']),
      t('Arctic Research Opportunities', ['47.078']),
      t('Antarctic Research', ['47.078']),
      t('Physical Oceanography', ['47.050']),
      t('Chemical Oceanography', ['47.050']),
      t('Decision, Risk and Management Sciences (DRMS)', ['47.075']),
      t('Economics', ['47.075']),
      t('Sociology', ['47.075']),
      t('Linguistics', ['47.075']),
      t('Law and Science', ['47.075']),
      { ...t('NSF Small Business Innovation Research / Small Business Technology Transfer Phase I Programs (SBIR/STTR Phase I)', ['47.084'], ['ST', 'BC']), applicants: ['23'] },
      { ...t('NSF Small Business Innovation Research / Small Business Technology Transfer Phase II Programs (SBIR/STTR Phase II)', ['47.084'], ['ST', 'BC']), applicants: ['23'] },
      t('NSF Regional Innovation Engines (NSF Engines)', ['47.084']),
      t('Convergence Accelerator', ['47.084']),
      t('Computer and Network Systems (CNS): Core Programs', ['47.070']),
      t('Information and Intelligent Systems (IIS): Core Programs', ['47.070']),
      t('Computing and Communication Foundations (CCF): Core Programs', ['47.070']),
      t('Office of Advanced Cyberinfrastructure (OAC): Core Research Program', ['47.070']),
      t('Chemistry of Life Processes (CLP)', ['47.049']),
      t('Condensed Matter and Materials Theory (CMMT)', ['47.049']),
      t('Astronomy and Astrophysics Research Grants (AAG)', ['47.049']),
      t('Elementary Particle Physics (EPP)', ['47.049']),
      t('Centers for Chemical Innovation (CCI)', ['47.049']),
      t('Materials Research Science and Engineering Centers (MRSEC)', ['47.049']),
      t('Foundations of Emerging Technologies (FET)', ['47.070']),
      t('Civil Infrastructure Systems (CIS)', ['47.041']),
      t('Cellular and Biochemical Engineering (CBE)', ['47.041']),
      t('Ecology and Evolution of Infectious Diseases (EEID)', ['47.074', '47.050']),
      t('Atmospheric and Geospace Sciences Postdoctoral Research Fellowships (AGS-PRF)', ['47.050']),
      ...NSF_PROGRAMS.map(([title, number]) => t(title, [number])),
    ],
    link: (n) => `https://www.nsf.gov/funding/opportunities/${n.toLowerCase().replace(/\s+/g, '-')}`,
  },
  {
    code: 'DOE-GFO',
    name: 'Golden Field Office',
    weight: 4,
    domain: 'ee.doe.gov',
    number: (r) => `DE-FOA-000${r.int(2800, 3600)}`,
    categories: ['EN', 'ST'],
    applicants: ['06', '20', '12', '22', '23', '00', '01', '02', '07'],
    cooperative: 0.75,
    topics: [
      t('Geothermal Technologies Office Enhanced Geothermal Systems Pilot Demonstrations', ['81.087']),
      t('Industrial Efficiency and Decarbonization Office Multi-Topic', ['81.086']),
      t('Vehicle Technologies Office Program Wide', ['81.086']),
      t('Building Technologies Office Buildings Energy Efficiency Frontiers and Innovation Technologies (BENEFIT)', ['81.086']),
      t('Bioenergy Technologies Office Multi-Topic', ['81.087']),
      t('Wind Energy Technologies Office Offshore Wind Research and Development', ['81.087']),
      t('Water Power Technologies Office Hydropower Research and Development', ['81.087']),
      t('Solar Energy Technologies Office Solar Manufacturing Incubator', ['81.087']),
      t('Advanced Materials and Manufacturing Technologies Office Lab-Embedded Entrepreneurship Program', ['81.086']),
      t('Solar Energy Technologies Office Photovoltaics Research and Development', ['81.087']),
      t('Solar Energy Technologies Office Concentrating Solar-Thermal Power Research', ['81.087']),
      t('Hydrogen and Fuel Cell Technologies Office Research, Development, and Demonstration', ['81.087']),
      t('Wind Energy Technologies Office Distributed Wind Research', ['81.087']),
      t('Bioenergy Technologies Office Scale-Up and Conversion', ['81.087']),
      t('Water Power Technologies Office Marine Energy Research', ['81.087']),
      t('Building Technologies Office Residential Energy Efficiency', ['81.086']),
      t('Vehicle Technologies Office Battery Materials Research', ['81.086']),
      t('Advanced Materials and Manufacturing Technologies Office Industrial Efficiency', ['81.086']),
    ],
    tracks: ['Topic Area 1', 'Topic Area 2', 'Topic Area 3'],
    link: (n) => `https://eere-exchange.energy.gov/#FoaId${n.slice(-4)}`,
  },
  {
    code: 'PAMS-SC',
    name: 'Office of Science',
    weight: 3,
    domain: 'science.doe.gov',
    number: (r) => `DE-FOA-000${r.int(2800, 3600)}`,
    categories: ['ST', 'EN'],
    applicants: ['06', '20', '12', '22', '23'],
    othersShare: 0.4,
    topics: [
      t('Fusion Energy Sciences Postdoctoral Research Program', ['81.049']),
      t('Quantum Information Science Research Centers', ['81.049']),
      t('Scientific Discovery through Advanced Computing (SciDAC) Partnerships', ['81.049']),
      t('Accelerator Stewardship', ['81.049']),
      t('Isotope Research and Development', ['81.049']),
      t('Biological Systems Science: Bioenergy Research Centers', ['81.049']),
      t('Environmental System Science', ['81.049']),
      t('Atmospheric System Research', ['81.049']),
      t('Earth and Environmental Systems Modeling', ['81.049']),
      t('Reaching a New Energy Sciences Workforce (RENEW)', ['81.049']),
      t('Funding for Accelerated, Inclusive Research (FAIR)', ['81.049']),
      t('Microelectronics Science Research Centers', ['81.049']),
      t('Artificial Intelligence for Science Research', ['81.049']),
      t('Established Program to Stimulate Competitive Research (EPSCoR) Implementation Grants', ['81.049']),
      t('Early Career Research Program', ['81.049']),
      t('Basic Energy Sciences Energy Frontier Research Centers', ['81.049']),
      t('Fusion Energy Sciences Milestone-Based Fusion Development Program', ['81.049']),
      t('Biological and Environmental Research Genomic Science Program', ['81.049']),
      t('Advanced Scientific Computing Research Quantum Testbeds', ['81.049']),
      t('High Energy Physics Research', ['81.049']),
      t('Nuclear Physics Research', ['81.049']),
    ],
    link: () => 'https://science.osti.gov/grants',
  },
  {
    code: 'DOE-NETL',
    name: 'National Energy Technology Laboratory',
    weight: 2,
    domain: 'netl.doe.gov',
    number: (r) => `DE-FOA-000${r.int(2800, 3600)}`,
    categories: ['EN', 'ST'],
    applicants: ['06', '20', '12', '22', '23', '00', '07'],
    cooperative: 0.8,
    tracks: ['Topic Area 1', 'Topic Area 2', 'Topic Area 3'],
    topics: [
      t('University Training and Research for Fossil Energy and Carbon Management', ['81.089']),
      t('Carbon Storage Assurance Facility Enterprise (CarbonSAFE)', ['81.089']),
      t('Rare Earth Elements and Critical Minerals from Coal Byproducts', ['81.089']),
      t('Hydrogen Production from Carbon-Based Resources', ['81.089']),
      t('Nuclear Energy Enabling Technologies', ['81.121']),
      t('Integrated Research Projects for Nuclear Energy', ['81.121']),
      t('Carbon Capture, Utilization, and Storage Research and Development', ['81.089']),
      t('Critical Minerals and Materials Accelerator', ['81.089']),
      t('Methane Emissions Reduction Program', ['81.089']),
      t('Advanced Reactor Demonstration Program', ['81.121']),
      t('Nuclear Energy University Program', ['81.121'], ['ST', 'ED']),
    ],
    link: (n) => `https://www.netl.doe.gov/business/solicitations/${n}`,
  },
  {
    code: 'USDA-NIFA',
    name: 'National Institute of Food and Agriculture',
    weight: 5,
    domain: 'usda.gov',
    number: (r) => `USDA-NIFA-${r.pick(['AFRI', 'SCRI', 'OREI', 'BFRDP'])}-${pad(r.int(10000, 19999), 6)}`,
    categories: ['AG', 'ST'],
    applicants: ['06', '20', '12', '07', '11'],
    othersShare: 0.4,
    tracks: ['Planning Grants', 'Standard Grants', 'Coordinated Agricultural Projects'],
    compose: { share: 0.4, draw: afriProgramme },
    topics: [
      t('Agriculture and Food Research Initiative - Plant Health and Production and Plant Products', ['10.310']),
      t('Agriculture and Food Research Initiative - Animal Health and Production and Animal Products', ['10.310']),
      t('Agriculture and Food Research Initiative - Food Safety, Nutrition, and Health', ['10.310']),
      t('Agriculture and Food Research Initiative - Bioenergy, Natural Resources, and Environment', ['10.310']),
      t('Agriculture and Food Research Initiative - Agriculture Systems and Technology', ['10.310']),
      t('Agriculture and Food Research Initiative - Agriculture Economics and Rural Communities', ['10.310']),
      t('Agriculture and Food Research Initiative - Predoctoral Fellowships', ['10.310']),
      t('Agriculture and Food Research Initiative - Postdoctoral Fellowships', ['10.310']),
      t('Agriculture and Food Research Initiative - Research and Extension Experiences for Undergraduates', ['10.310']),
      t('Specialty Crop Research Initiative - Citrus Disease Research and Extension', ['10.309']),
      t('Agriculture and Food Research Initiative - Foundational and Applied Science Program', ['10.310']),
      t('Agriculture and Food Research Initiative - Sustainable Agricultural Systems', ['10.310']),
      t('Agriculture and Food Research Initiative - Education and Workforce Development', ['10.310'], ['AG', 'ED']),
      t('Specialty Crop Research Initiative', ['10.309']),
      t('Beginning Farmer and Rancher Development Program', ['10.311']),
      t('Organic Agriculture Research and Extension Initiative', ['10.307']),
    ],
    link: () => 'https://www.nifa.usda.gov/grants',
  },
  {
    code: 'USDA-FS',
    name: 'Forest Service',
    weight: 5,
    domain: 'usda.gov',
    number: (r, fy) => `USDA-FS-${fy}-${r.pick(['CFP', 'WUI', 'UCF'])}-${pad(r.int(1, 40), 2)}`,
    categories: ['NR', 'ENV'],
    applicants: ['00', '01', '02', '04', '07', '11', '12'],
    tracks: ['Planning and Risk Assessment', 'Project Implementation', 'Tribal Nations'],
    compose: { share: 0.5, draw: forestryProgramme },
    topics: [
      t('Community Wildfire Defense Grants', ['10.720']),
      t('Urban and Community Forestry Program', ['10.675']),
      t('Community Forest and Open Space Conservation Program', ['10.689']),
      t('Landscape Scale Restoration Program', ['10.664']),
      t('Forest Stewardship Program', ['10.664']),
    ],
    link: () => 'https://www.fs.usda.gov/managing-land/private-land/grants',
  },
  {
    code: 'USDOJ-OJP-BJA',
    name: 'Bureau of Justice Assistance',
    weight: 5,
    domain: 'usdoj.gov',
    number: (r, fy) => `O-BJA-${fy}-${r.int(170000, 179999)}`,
    categories: ['LJL'],
    applicants: ['00', '01', '02', '07', '12'],
    tracks: ['Category 1: Large Jurisdictions', 'Category 2: Small and Rural Jurisdictions', 'Training and Technical Assistance'],
    topics: [
      t('Second Chance Act Pay for Success Initiative', ['16.812']),
      t('Second Chance Act Smart Reentry: Expanding Community-Based Reentry Programs', ['16.812']),
      t('Second Chance Act Adult Reentry Education, Employment, Treatment and Recovery Program', ['16.812']),
      t('Second Chance Act Swift, Certain, and Fair Supervision Program', ['16.812']),
      t('Comprehensive Opioid, Stimulant, and Substance Use Program: Harold Rogers Prescription Drug Monitoring Program', ['16.838']),
      t('Comprehensive Opioid, Stimulant, and Substance Use Program: Rural Responses to the Opioid Epidemic', ['16.838']),
      t('Comprehensive Opioid, Stimulant, and Substance Use Program: Law Enforcement and Behavioral Health Partnerships', ['16.838']),
      t('Body-Worn Camera Policy and Implementation Program: Small, Rural, and Tribal Agencies', ['16.835']),
      t('Edward Byrne Memorial Justice Assistance Grant Program - Local Solicitation', ['16.738']),
      t('Edward Byrne Memorial Justice Assistance Grant Program - State Solicitation', ['16.738']),
      t('Comprehensive Opioid, Stimulant, and Substance Use Site-based Program', ['16.838']),
      t('Body-Worn Camera Policy and Implementation Program to Support Law Enforcement Agencies', ['16.835']),
      t('Second Chance Act Community-Based Reentry Program', ['16.812']),
      t('Second Chance Act Improving Reentry for Individuals with Mental Health and Substance Use Disorders', ['16.812']),
    ],
    link: () => 'https://bja.ojp.gov/funding',
  },
  {
    code: 'DOT-FTA',
    name: 'DOT - Federal Transit Administration',
    weight: 3,
    domain: 'dot.gov',
    number: (r, fy) => `FTA-${fy}-${pad(r.int(1, 20), 3)}-${r.pick(['TPM-BUS', 'TPM-LOWNO', 'TPE-AOP'])}`,
    categories: ['T'],
    applicants: ['00', '01', '02', '04', '07'],
    tracks: ['Planning', 'Capital Projects'],
    topics: [
      t('Bus Facilities Competitive Program', ['20.526']),
      t('Low or No Emission Grant Program', ['20.526']),
      t('Route Planning Restoration Program', ['20.505']),
      t('Buses and Bus Facilities Competitive Program', ['20.526']),
      t('Low or No Emission Vehicle Program', ['20.526'], ['T', 'IIJ']),
      t('Areas of Persistent Poverty Program', ['20.505']),
      t('Pilot Program for Transit-Oriented Development Planning', ['20.505']),
    ],
    link: () => 'https://www.transit.dot.gov/funding/grants',
  },
  {
    code: 'DOT-FHWA',
    name: 'DOT Federal Highway Administration',
    weight: 2,
    domain: 'dot.gov',
    number: (r, fy) => `693JJ3${yy(fy)}NF000${pad(r.int(1, 40), 2)}`,
    categories: ['T', 'IIJ'],
    applicants: ['00', '01', '02', '04', '07'],
    topics: [
      t('Wildlife Crossings Pilot Program', ['20.205']),
      t('Active Transportation Infrastructure Investment Program', ['20.205']),
      t('Congestion Relief Program', ['20.205']),
      t('Rural Surface Transportation Grant Program', ['20.205']),
      t('Promoting Resilient Operations for Transformative, Efficient, and Cost-Saving Transportation (PROTECT) Discretionary Grant Program', ['20.205']),
      t('National Culvert Removal, Replacement, and Restoration Grant Program', ['20.205']),
      t('Bridge Investment Program', ['20.205']),
      t('Reconnecting Communities Pilot Program', ['20.940']),
      t('Safe Streets and Roads for All', ['20.939']),
      t('Rebuilding American Infrastructure with Sustainability and Equity (RAISE)', ['20.933']),
      t('Charging and Fueling Infrastructure Discretionary Grant Program', ['20.205']),
    ],
    tracks: ['Planning Grants', 'Capital Construction Grants', 'Implementation Grants'],
    link: () => 'https://highways.dot.gov/discretionary-grants',
  },
  {
    code: 'EPA',
    name: 'Environmental Protection Agency',
    weight: 4,
    domain: 'epa.gov',
    number: (r, fy) => `EPA-${r.pick(['R', 'I', 'OW', 'OLEM'])}-${r.pick(['OAR', 'ORD', 'OW', 'ORCR'])}-${yy(fy)}-${pad(r.int(1, 20), 2)}`,
    categories: ['ENV'],
    applicants: ['00', '01', '02', '04', '05', '06', '07', '11', '12'],
    cooperative: 0.6,
    tracks: ['Community-Wide', 'Site-Specific', 'Tribal Set-Aside'],
    compose: { share: 0.35, draw: epaRegionalProgramme },
    topics: [
      t('Brownfields Assessment Grants', ['66.818']),
      t('Brownfields Cleanup Grants', ['66.818']),
      t('Brownfields Multipurpose Grants', ['66.818']),
      t('Environmental Justice Collaborative Problem-Solving Cooperative Agreement Program', ['66.306']),
      t('Clean School Bus Program', ['66.045']),
      t('Diesel Emissions Reduction Act National Grants', ['66.039']),
      t('Community-Scale Air Quality Monitoring', ['66.034']),
    ],
    link: () => 'https://www.epa.gov/grants',
  },
  {
    code: 'DHS-DHS',
    name: 'Department of Homeland Security - FEMA',
    weight: 3,
    domain: 'fema.dhs.gov',
    number: (r, fy) => `DHS-${yy(fy)}-${r.pick(['GPD', 'MT-BRIC', 'FM'])}-${pad(r.int(1, 120), 3)}-00-${pad(r.int(1, 99), 2)}`,
    categories: ['DPR'],
    applicants: ['00', '01', '02', '04', '07'],
    topics: [
      t('Operation Stonegarden', ['97.067']),
      t('Urban Area Security Initiative', ['97.067']),
      t('State Homeland Security Program', ['97.067']),
      t('Tribal Homeland Security Grant Program', ['97.067']),
      t('Nonprofit Security Grant Program - Urban Area', ['97.008']),
      t('Nonprofit Security Grant Program - State', ['97.008']),
      t('Building Resilient Infrastructure and Communities - Direct Technical Assistance', ['97.047']),
      t('Staffing for Adequate Fire and Emergency Response (SAFER)', ['97.044']),
      t('Homeland Security Grant Program', ['97.067']),
      t('Assistance to Firefighters Grant Program', ['97.044']),
      t('Fire Prevention and Safety Grants', ['97.044']),
      t('Building Resilient Infrastructure and Communities', ['97.047']),
      t('Nonprofit Security Grant Program', ['97.008']),
    ],
    link: () => 'https://www.fema.gov/grants',
  },
  {
    code: 'DOD-AMRAA',
    name: 'Dept. of the Army -- USAMRAA',
    weight: 6,
    domain: 'health.mil',
    number: (r, fy) => `HT9425-${yy(fy)}-${r.pick(['BCRP', 'PRCRP', 'PRMRP', 'OCRP', 'ALSRP'])}-${r.pick(['IDA', 'CTA', 'EA', 'TRA'])}`,
    categories: ['HL', 'ST'],
    applicants: ['06', '20', '12', '22', '23'],
    othersShare: 0.5,
    tracks: ['Level 1', 'Level 2', 'Partnering PI Option', 'Early-Career Investigator'],
    compose: { share: 0.8, draw: cdmrpProgramme },
    topics: [
      t('Breast Cancer Research Program Breakthrough Award', ['12.420']),
      t('Peer Reviewed Medical Research Program Investigator-Initiated Research Award', ['12.420']),
      t('Amyotrophic Lateral Sclerosis Research Program Therapeutic Idea Award', ['12.420']),
      t('Ovarian Cancer Research Program Clinical Trial Award', ['12.420']),
      t('Psychological Health and Traumatic Brain Injury Research Program', ['12.420']),
      t('Prostate Cancer Research Program Early Investigator Research Award', ['12.420']),
      t('Peer Reviewed Cancer Research Program Career Development Award', ['12.420']),
    ],
    link: () => 'https://cdmrp.health.mil/funding/',
  },
  {
    code: 'DOD-ONR',
    name: 'Office of Naval Research',
    weight: 2,
    domain: 'navy.mil',
    number: (r, fy) => `N00014-${yy(fy)}-S-${r.pick(['B', 'F'])}${pad(r.int(1, 20), 3)}`,
    categories: ['ST'],
    applicants: ['06', '20', '12', '22', '23'],
    othersShare: 0.4,
    topics: [
      t('Defense Established Program to Stimulate Competitive Research (DEPSCoR)', ['12.630']),
      t('Historically Black Colleges and Universities and Minority-Serving Institutions Research and Education Program', ['12.630']),
      t('Vannevar Bush Faculty Fellowship', ['12.630']),
      t('Science, Technology, Engineering, and Mathematics (STEM) Education and Workforce Program', ['12.300']),
      t('Marine Mammals and Biology Program', ['12.300']),
      t('Ocean Acoustics Program', ['12.300']),
      t('Arctic and Global Prediction Program', ['12.300']),
      t('Undersea Medicine Program', ['12.300']),
      t('Long Range Broad Agency Announcement for Navy and Marine Corps Science and Technology', ['12.300']),
      t('Defense University Research Instrumentation Program', ['12.300', '12.630']),
      t('Young Investigator Program', ['12.300']),
      t('Multidisciplinary University Research Initiative', ['12.300', '12.630']),
      t('Naval Engineering Education Consortium', ['12.300'], ['ST', 'ED']),
    ],
    link: () => 'https://www.onr.navy.mil/work-with-us/funding-opportunities',
  },
  {
    code: 'NASA-HQ',
    name: 'NASA Headquarters',
    weight: 3,
    domain: 'nasa.gov',
    number: (r, fy) => `NNH${yy(fy)}ZDA00${r.int(1, 9)}N`,
    categories: ['ST'],
    applicants: ['06', '20', '12', '22', '23'],
    topics: [
      t('Exoplanets Research Program', ['43.001']),
      t('Planetary Science Early Career Award', ['43.001']),
      t('Solar System Workings', ['43.001']),
      t('Emerging Worlds', ['43.001']),
      t('Habitable Worlds', ['43.001']),
      t('Lunar Data Analysis Program', ['43.001']),
      t('Astrophysics Theory Program', ['43.001']),
      t('Carbon Cycle Science', ['43.001']),
      t('Cryospheric Sciences', ['43.001']),
      t('Earth Surface and Interior', ['43.001']),
      t('Terrestrial Ecology', ['43.001']),
      t('Space Biology Research', ['43.001']),
      t('Heliophysics Supporting Research', ['43.001']),
      t('Living With a Star Science', ['43.001']),
      t('Astrophysics Research and Analysis', ['43.001']),
      t('Future Investigators in NASA Earth and Space Science and Technology (FINESST)', ['43.001']),
      t('Space Technology Research Grants Program: Early Career Faculty', ['43.012']),
      t('Lunar Surface Technology Research Opportunities', ['43.012']),
      t('NASA Established Program to Stimulate Competitive Research (EPSCoR)', ['43.008']),
      t('MUREP Institutional Research Opportunity', ['43.008']),
      t('Research Opportunities in Space and Earth Sciences', ['43.001']),
      t('Heliophysics Guest Investigators', ['43.001']),
      t('Earth Science Applications: Disasters', ['43.001']),
      t('Space Technology Research Grants Program: Early Stage Innovations', ['43.012']),
      t('NASA Innovative Advanced Concepts', ['43.012']),
      t('Minority University Research and Education Project', ['43.008'], ['ST', 'ED']),
      t('Space Grant College and Fellowship Program', ['43.008'], ['ED']),
    ],
    link: () => 'https://nspires.nasaprs.com/',
  },
  {
    code: 'ED-OESE',
    name: 'Department of Education - OESE',
    weight: 4,
    domain: 'ed.gov',
    number: (r, fy) => `ED-GRANTS-${pad(r.int(1, 12), 2)}${pad(r.int(1, 28), 2)}${fy}-${pad(r.int(1, 9), 3)}`,
    categories: ['ED'],
    applicants: ['00', '05', '06', '12', '20', '07'],
    topics: [
      t('Charter Schools Program Grants to Charter Management Organizations for the Replication and Expansion of High-Quality Charter Schools', ['84.282']),
      t('Charter Schools Program State Facilities Incentive Grants', ['84.282']),
      t('Charter Schools Program Credit Enhancement for Charter School Facilities', ['84.282']),
      t('Innovative Approaches to Literacy', ['84.215']),
      t('Education Innovation and Research Program: Expansion Grants', ['84.411']),
      t('Comprehensive Literacy State Development Program: Striving Readers', ['84.371']),
      t('Education Innovation and Research Program: Early-Phase Grants', ['84.411']),
      t('Education Innovation and Research Program: Mid-Phase Grants', ['84.411']),
      t('Full-Service Community Schools Program', ['84.215']),
      t('Promise Neighborhoods Program', ['84.215']),
      t('Charter Schools Program Grants to State Entities', ['84.282']),
      t('Charter Schools Program Developer Grants', ['84.282']),
      t('Comprehensive Literacy State Development Program', ['84.371']),
    ],
    link: () => 'https://www.ed.gov/grants-and-programs',
  },
  {
    code: 'HUD',
    name: 'Department of Housing and Urban Development',
    weight: 3,
    domain: 'hud.gov',
    number: (r, fy) => `FR-${pad(r.int(6800, 7100), 4)}-N-${pad(r.int(1, 60), 2)}${r.chance(0.3) ? `-${yy(fy)}` : ''}`,
    categories: ['HO', 'CD'],
    applicants: ['00', '01', '02', '08', '12', '07'],
    tracks: ['Planning Grants', 'Implementation Grants'],
    topics: [
      t('Choice Neighborhoods Planning Grants', ['14.889']),
      t('Continuum of Care Builds', ['14.267']),
      t('Youth Homelessness System Improvement Grants', ['14.267']),
      t('Continuum of Care Supplemental to Address Unsheltered and Rural Homelessness', ['14.267']),
      t('Choice Neighborhoods Implementation Grants', ['14.889']),
      t('Lead Hazard Reduction Grant Program', ['14.905']),
      t('Lead-Based Paint Hazard Reduction Grant Program', ['14.900']),
      t('Continuum of Care Program Competition', ['14.267']),
      t('Youth Homelessness Demonstration Program', ['14.267']),
      t('Pathways to Removing Obstacles to Housing', ['14.025']),
    ],
    link: () => 'https://www.hud.gov/program_offices/spm/gmomgmt/grantsinfo/fundingopps',
  },
  {
    code: 'DOI-FWS',
    name: 'Fish and Wildlife Service',
    weight: 8,
    domain: 'fws.gov',
    number: (r, fy) => `F${yy(fy)}AS${pad(r.int(1, 600), 5)}`,
    categories: ['NR', 'ENV'],
    applicants: ['00', '07', '11', '12', '06'],
    tracks: ['Region 1', 'Region 4', 'Region 6', 'Alaska'],
    compose: { share: 0.75, draw: fwsProgramme },
    topics: [
      t('Coastal Program', ['15.630']),
      t('State Wildlife Grants Competitive Program', ['15.634']),
      t('National Fish Passage Program', ['15.608']),
      t('Tribal Wildlife Grants', ['15.639']),
      t('Partners for Fish and Wildlife Program', ['15.608']),
    ],
    link: () => 'https://www.fws.gov/service/financial-assistance',
  },
  {
    code: 'DOC-NOAA-ERA',
    name: 'DOC NOAA - ERA Production',
    weight: 5,
    domain: 'noaa.gov',
    number: (r, fy) => `NOAA-${r.pick(['NMFS', 'OAR', 'NOS'])}-${r.pick(['FHQ', 'CPO', 'OCM'])}-${fy}-${r.int(2008000, 2009999)}`,
    categories: ['NR', 'ST'],
    applicants: ['06', '20', '12', '00', '07', '22', '23'],
    tracks: ['Regional', 'National', 'Tribal'],
    compose: { share: 0.5, draw: coastalProgramme },
    topics: [
      t('Climate Program Office Climate Adaptation Partnerships', ['11.431']),
      t('Climate Variability and Predictability Program', ['11.431']),
      t('Coastal Resilience Grants', ['11.473']),
      t('Coastal Zone Management Habitat Protection and Restoration', ['11.473']),
      t('Saltonstall-Kennedy Competitive Research Program', ['11.427']),
    ],
    link: () => 'https://www.noaa.gov/organization/acquisition-grants',
  },
  {
    code: 'DOL-ETA',
    name: 'Employment and Training Administration',
    weight: 2,
    domain: 'dol.gov',
    number: (r, fy) => `FOA-ETA-${yy(fy)}-${pad(r.int(1, 20), 2)}`,
    categories: ['ELT'],
    applicants: ['00', '01', '02', '06', '12', '07', '22'],
    tracks: ['Round 2', 'Round 3', 'Round 4', 'Round 5'],
    topics: [
      t('Apprenticeship Building America - Equity Partnerships', ['17.285']),
      t('State Apprenticeship Expansion Formula', ['17.285']),
      t('Building Pathways to Infrastructure Jobs Grant Program', ['17.280']),
      t('YouthBuild Construction Plus', ['17.274']),
      t('YouthBuild', ['17.274']),
      t('Strengthening Community Colleges Training Grants', ['17.280'], ['ELT', 'ED']),
      t('Apprenticeship Building America', ['17.285']),
      t('Reentry Employment Opportunities - Pathway Home', ['17.270']),
      t('Reentry Employment Opportunities - Young Adult Reentry Partnership', ['17.270']),
    ],
    link: () => 'https://www.dol.gov/agencies/eta/grants',
  },
  {
    code: 'NEA',
    name: 'National Endowment for the Arts',
    weight: 2,
    domain: 'arts.gov',
    number: (r, fy) => `${fy}NEA${pad(r.int(1, 9), 2)}${r.pick(['GAP', 'CA', 'OT'])}`,
    categories: ['AR'],
    applicants: ['12', '02', '01', '07', '06', '00'],
    tracks: ['February Deadline', 'July Deadline'],
    topics: [
      t('Grants for Arts Projects - Artist Communities', ['45.024']),
      t('Grants for Arts Projects - Dance', ['45.024']),
      t('Grants for Arts Projects - Design', ['45.024']),
      t('Grants for Arts Projects - Folk and Traditional Arts', ['45.024']),
      t('Grants for Arts Projects - Literary Arts', ['45.024']),
      t('Grants for Arts Projects - Local Arts Agencies', ['45.024']),
      t('Grants for Arts Projects - Media Arts', ['45.024']),
      t('Grants for Arts Projects - Museums', ['45.024']),
      t('Grants for Arts Projects - Music', ['45.024']),
      t('Grants for Arts Projects - Musical Theater', ['45.024']),
      t('Grants for Arts Projects - Opera', ['45.024']),
      t('Grants for Arts Projects - Presenting and Multidisciplinary Works', ['45.024']),
      t('Grants for Arts Projects - Theater', ['45.024']),
      t('Grants for Arts Projects - Visual Arts', ['45.024']),
      t('Literature Fellowships: Creative Writing (Prose)', ['45.024']),
      t('Literature Fellowships: Creative Writing (Poetry)', ['45.024']),
      t('National Heritage Fellowships', ['45.024']),
      t('Research Grants in the Arts', ['45.024']),
      t('Grants for Arts Projects', ['45.024']),
      t('Challenge America', ['45.024']),
      t('Our Town', ['45.024'], ['AR', 'CD']),
      t('Literature Fellowships: Translation Projects', ['45.024']),
    ],
    link: () => 'https://www.arts.gov/grants',
  },
  {
    code: 'NEH',
    name: 'National Endowment for the Humanities',
    weight: 2,
    domain: 'neh.gov',
    number: (r, fy) => `${fy - 1}${pad(r.int(1, 12), 2)}${pad(r.int(1, 28), 2)}-${r.pick(['PE', 'HAA', 'PR', 'GE', 'FEL'])}`,
    categories: ['HU'],
    applicants: ['06', '20', '12', '07', '00'],
    tracks: ['January Deadline', 'August Deadline'],
    topics: [
      t('Public Humanities Projects: Exhibitions', ['45.164']),
      t('Public Humanities Projects: Historic Places', ['45.164']),
      t('Public Humanities Projects: Humanities Discussions', ['45.164']),
      t('Media Projects: Development Grants', ['45.164']),
      t('Media Projects: Production Grants', ['45.164']),
      t('Preservation Assistance Grants for Smaller Institutions', ['45.149']),
      t('Sustaining Cultural Heritage Collections', ['45.149']),
      t('Research and Development', ['45.149']),
      t('National Digital Newspaper Program', ['45.149']),
      t('Cultural and Community Resilience', ['45.149']),
      t('Digital Humanities Advancement Grants: Level I', ['45.169']),
      t('Digital Humanities Advancement Grants: Level II', ['45.169']),
      t('Digital Humanities Advancement Grants: Level III', ['45.169']),
      t('Public Humanities Projects', ['45.164']),
      t('Digital Humanities Advancement Grants', ['45.169']),
      t('Preservation and Access Education and Training', ['45.149']),
      t('Humanities Collections and Reference Resources', ['45.149']),
      t('Digital Projects for the Public', ['45.164', '45.169']),
    ],
    link: () => 'https://www.neh.gov/grants',
  },
  {
    code: 'SBA',
    name: 'Small Business Administration',
    weight: 1,
    domain: 'sba.gov',
    number: (r, fy) => `SBA-${r.pick(['OED', 'OSBDC', 'OWBO'])}-${yy(fy)}-${pad(r.int(1, 9), 3)}`,
    categories: ['BC'],
    applicants: ['06', '12', '00'],
    topics: [
      t('Program for Investment in Microentrepreneurs', ['59.050']),
      t('Women\'s Business Center Program', ['59.043']),
      t('Small Business Development Center Program', ['59.037']),
    ],
    link: () => 'https://www.sba.gov/funding-programs/grants',
  },
];

/** The Grants.gov offices of the demo grants, with their programmes (exported for the realism tests). */
export const GRANT_OFFICES: readonly Pick<GrantAgency, 'code' | 'topics' | 'applicants' | 'categories'>[] = GRANT_AGENCIES;

const CLINICAL_TRIAL = ['Clinical Trial Optional', 'Clinical Trial Not Allowed', 'Clinical Trial Required', 'Clinical Trial Optional', 'Clinical Trial Not Allowed'];

/**
 * The notice title: the programme, with what real notices add to it — NIH's
 * activity code and clinical-trial designation, a track or topic area, the
 * fiscal year of the competition.
 */
function grantTitle(rng: Rng, agency: GrantAgency, topic: GrantTopic, fy: number): string {
  let title = topic.title;
  if (agency.activities && rng.chance(0.85)) {
    const activity = rng.pick(agency.activities);
    // career, training and fellowship awards are not clinical trials of their own
    const ct = /^(K|T|F)/.test(activity) ? rng.pick(['Independent Clinical Trial Not Allowed', 'Clinical Trial Not Allowed', 'Clinical Trial Optional']) : rng.pick(CLINICAL_TRIAL);
    title = `${rng.chance(0.08) ? 'Limited Competition: ' : ''}${title} (${activity} ${ct})`;
    return title;
  }
  if (agency.tracks && !topic.noTrack && rng.chance(0.45)) {
    // a title that names its component or stage already takes no track of the same kind
    const track = rng.pick(agency.tracks);
    if (!title.includes(' - ') && !title.includes(track)) title = `${title} - ${track}`;
  }
  if (agency.code !== 'NSF' && !agency.activities) {
    // FEMA names the fiscal year of every preparedness grant
    const form = rng.table<number>([[0, agency.code.startsWith('DHS') ? 0 : 30], [1, 36], [4, 18], [2, 9], [3, 7]]);
    if (form === 1) title = `FY ${fy} ${title}`;
    else if (form === 4) title = `FY${fy} ${title}`;
    else if (form === 2) title = `Fiscal Year ${fy} ${title}`;
    else if (form === 3) title = `${title} for Fiscal Year ${fy}`;
  }
  return title;
}

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

/**
 * The organisation of a Grants.gov agency code, by the service's one rule
 * (resolveGrantOrganization in src/resources/grants.ts), over the federal
 * hierarchy the reference module loaded: departments and sub-tier agencies
 * by abbreviation.
 */
function grantOrganizations(ctx: GenContext): (agencyCode: string) => OrgRef | null {
  const departments = new Map<string, OrgRef>();
  for (const d of DEPARTMENTS) {
    const ref = ctx.departmentByCgac.get(d.cgac);
    if (ref) departments.set(d.abbreviation.toUpperCase(), ref);
  }
  const agencies = new Map<string, OrgRef>();
  for (const a of AGENCIES) {
    const ref = ctx.agencyByCode.get(a.code);
    if (ref) agencies.set(`${a.departmentCgac}:${a.abbreviation.toUpperCase()}`, ref);
  }
  const directory: GrantOrganizationDirectory<OrgRef> = {
    department: (abbr) => departments.get(abbr.toUpperCase()) ?? null,
    agency: (dept, abbr) => agencies.get(`${dept.department_code}:${abbr.toUpperCase()}`) ?? null,
  };
  const cache = new Map<string, OrgRef | null>();
  return (agencyCode) => {
    let hit = cache.get(agencyCode);
    if (hit === undefined) {
      hit = resolveGrantOrganization(agencyCode, directory);
      cache.set(agencyCode, hit);
    }
    return hit;
  };
}

export async function generateGrants(ctx: GenContext): Promise<void> {
  const rng = ctx.rng.fork('grants');
  const total = ctx.n(300);
  const weights = GRANT_AGENCIES.map((a) => a.weight);
  const organizationOf = grantOrganizations(ctx);
  const limit = ctx.asOf.getTime() + 86_399_000;

  for (let i = 0; i < total; i++) {
    const agency = rng.weighted(GRANT_AGENCIES, weights);
    const org = organizationOf(agency.code);
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
    const topic = agency.compose && rng.chance(agency.compose.share) ? agency.compose.draw(rng) : rng.pick(agency.topics);
    const title = grantTitle(rng, agency, topic, fy);

    // vocabularies: the programme's own Assistance Listings, categories and applicants
    const cfda = rng.sample(topic.listings, topic.listings.length > 1 && rng.chance(0.3) ? rng.int(2, Math.min(3, topic.listings.length)) : 1).map(listing);
    const coop = agency.cooperative ?? 0.15;
    const instruments = rng.chance(coop) ? ['CA'] : rng.chance(0.92) ? ['G'] : ['G', 'CA'];
    const topicCategories = topic.categories ?? agency.categories;
    const categories = Array.from(new Set([topicCategories[0], ...(topicCategories.length > 1 && rng.chance(0.5) ? [topicCategories[1]] : []), ...(rng.chance(0.04) ? ['O'] : [])]));
    const pool = topic.applicants ?? agency.applicants;
    const applicants = topic.applicants
      ? [...topic.applicants]
      : rng.chance(agency.othersShare ?? 0.1)
        ? ['25']
        : rng.chance(0.1)
          ? ['99']
          : rng.sample(pool, rng.int(Math.min(2, pool.length), Math.min(7, pool.length))).sort();
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
    const listingText = cfda.map((c) => `${c.number} (${c.title})`).join(', ');
    const description = `${agency.name} ${rng.pick(['invites applications for', 'announces the availability of funds for', 'is soliciting applications for'])} the ${topic.title}${rng.chance(0.5) ? `, under Assistance Listing${cfda.length > 1 ? 's' : ''} ${listingText}` : ''}. ${rng.pick([
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
              opportunityTitle: r === 0 && title !== topic.title ? topic.title : title,
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
