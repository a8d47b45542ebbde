/**
 * Budget accounts: one row per federal account and fiscal year (FY2017 to the
 * current year, within the lifecycle coverage 2017-2026 of document 3) with
 * the lifecycle dollars as a source publishes them (requested -> enacted ->
 * apportioned -> obligated -> outlayed, the contract and assistance split);
 * then per account-year the budget-appendix object-class request, narrative
 * text, the contract-side recipients drill-down built from real contracts, and
 * the quarterly Treasury-account-symbol flow from FY2021 on.
 *
 * Ratios, their capped variants and flags, trends and source anomalies are
 * not drawn here: src/budget/derive.ts derives them from the dollars (the same
 * code an ingest runs), and src/budget/publication.ts checks the written
 * tables and records the publication that turns on the budget headers.
 *
 * Account categories: budgetary (current law, execution data), credit
 * financing (apportionments only), request_only and proposed (a request, no
 * enacted BA and no execution columns).
 */
import { uuidFromRand } from '../../identifiers/index.js';
import { Json } from '../writer.js';
import type { Rng } from '../rng.js';
import type { AwardRef, GenContext } from '../context.js';
import { DAY_MS } from '../dates.js';
import { COVERAGE, accountYearKey, deriveAccounts, type SourceAccountYear } from '../../budget/derive.js';
import { publishBudget } from '../../budget/publication.js';

type Category = 'budgetary' | 'credit_financing' | 'request_only' | 'proposed';
type Bea = 'Discretionary' | 'Mandatory';

interface AccountDef {
  cgac: string;
  main: string;
  title: string;
  bureau: string;
  bea: Bea | null;
  sub: string;
  /** enacted budget authority around FY2024, $ millions */
  size: number;
  /** share of obligations on contracts / on assistance (grants, loans, direct payments) */
  cs: number;
  as: number;
  /** period of availability in years; 0 = no-year (X) */
  avail: number;
  category: Category;
  /** first fiscal year the account existed */
  since?: number;
  onOff: 'ON' | 'OFF' | null;
}

function acct(
  cgac: string,
  main: string,
  title: string,
  bureau: string,
  bea: 'D' | 'M',
  sub: string,
  size: number,
  cs: number,
  as: number,
  avail: number,
  opts: { since?: number; category?: Category; off?: boolean } = {},
): AccountDef {
  const category = opts.category ?? 'budgetary';
  return {
    cgac,
    main,
    title,
    bureau,
    bea: category === 'credit_financing' ? null : bea === 'D' ? 'Discretionary' : 'Mandatory',
    sub,
    size,
    cs,
    as,
    avail,
    category,
    since: opts.since,
    onOff: category === 'credit_financing' ? null : opts.off ? 'OFF' : 'ON',
  };
}

const OM = 'Operation and Maintenance';
const MP = 'Military Personnel';
const PR = 'Procurement';
const RD = 'Research, Development, Test, and Evaluation';
const NIH = 'National Institutes of Health';
const CF: { category: Category } = { category: 'credit_financing' };
const RO: { category: Category } = { category: 'request_only' };
const PROP: { category: Category } = { category: 'proposed' };

/** Federal accounts by department (CGAC); main account codes follow the real Treasury symbols where known. */
const ACCOUNTS: AccountDef[] = [
  // Department of Defense
  acct('097', '2020', 'Operation and Maintenance, Army', OM, 'D', '051', 58000, 0.42, 0.01, 1),
  acct('097', '1804', 'Operation and Maintenance, Navy', OM, 'D', '051', 71000, 0.45, 0.01, 1),
  acct('097', '1106', 'Operation and Maintenance, Marine Corps', OM, 'D', '051', 10000, 0.4, 0.01, 1),
  acct('097', '3400', 'Operation and Maintenance, Air Force', OM, 'D', '051', 62000, 0.46, 0.01, 1),
  acct('097', '3410', 'Operation and Maintenance, Space Force', OM, 'D', '051', 4800, 0.55, 0, 1, { since: 2021 }),
  acct('097', '0100', 'Operation and Maintenance, Defense-Wide', OM, 'D', '051', 50000, 0.5, 0.03, 1),
  acct('097', '0130', 'Defense Health Program', OM, 'D', '051', 38000, 0.55, 0, 1),
  acct('097', '0819', 'Overseas Humanitarian, Disaster, and Civic Aid', OM, 'D', '051', 150, 0.6, 0.2, 2),
  acct('097', '0134', 'Cooperative Threat Reduction Account', OM, 'D', '051', 350, 0.8, 0.05, 3),
  acct('097', '2010', 'Military Personnel, Army', MP, 'D', '051', 50000, 0.01, 0, 1),
  acct('097', '1453', 'Military Personnel, Navy', MP, 'D', '051', 36000, 0.01, 0, 1),
  acct('097', '1105', 'Military Personnel, Marine Corps', MP, 'D', '051', 15000, 0.01, 0, 1),
  acct('097', '3500', 'Military Personnel, Air Force', MP, 'D', '051', 36000, 0.01, 0, 1),
  acct('097', '2031', 'Aircraft Procurement, Army', PR, 'D', '051', 2800, 0.92, 0, 3),
  acct('097', '2032', 'Missile Procurement, Army', PR, 'D', '051', 4500, 0.93, 0, 3),
  acct('097', '2035', 'Other Procurement, Army', PR, 'D', '051', 8500, 0.88, 0, 3),
  acct('097', '1506', 'Aircraft Procurement, Navy', PR, 'D', '051', 17000, 0.93, 0, 3),
  acct('097', '1507', 'Weapons Procurement, Navy', PR, 'D', '051', 5500, 0.92, 0, 3),
  acct('097', '1611', 'Shipbuilding and Conversion, Navy', PR, 'D', '051', 32000, 0.95, 0, 5),
  acct('097', '1810', 'Other Procurement, Navy', PR, 'D', '051', 12000, 0.88, 0, 3),
  acct('097', '1109', 'Procurement, Marine Corps', PR, 'D', '051', 3600, 0.9, 0, 3),
  acct('097', '3010', 'Aircraft Procurement, Air Force', PR, 'D', '051', 19000, 0.93, 0, 3),
  acct('097', '3020', 'Missile Procurement, Air Force', PR, 'D', '051', 3500, 0.93, 0, 3),
  acct('097', '3080', 'Other Procurement, Air Force', PR, 'D', '051', 28000, 0.85, 0, 3),
  acct('097', '3021', 'Space Procurement, Space Force', PR, 'D', '051', 3000, 0.94, 0, 3, { since: 2021 }),
  acct('097', '0300', 'Procurement, Defense-Wide', PR, 'D', '051', 6500, 0.88, 0, 3),
  acct('097', '2040', 'Research, Development, Test and Evaluation, Army', RD, 'D', '051', 16000, 0.78, 0.03, 2),
  acct('097', '1319', 'Research, Development, Test and Evaluation, Navy', RD, 'D', '051', 26000, 0.78, 0.02, 2),
  acct('097', '3600', 'Research, Development, Test and Evaluation, Air Force', RD, 'D', '051', 46000, 0.8, 0.01, 2),
  acct('097', '3620', 'Research, Development, Test and Evaluation, Space Force', RD, 'D', '051', 16000, 0.85, 0, 2, { since: 2021 }),
  acct('097', '0400', 'Research, Development, Test and Evaluation, Defense-Wide', RD, 'D', '051', 36000, 0.72, 0.05, 2),
  acct('097', '0500', 'Military Construction, Defense-Wide', 'Military Construction', 'D', '051', 2800, 0.9, 0, 5),
  // Health and Human Services
  acct('075', '0849', `${NIH}: National Cancer Institute`, NIH, 'D', '552', 7200, 0.12, 0.82, 1),
  acct('075', '0872', `${NIH}: National Heart, Lung, and Blood Institute`, NIH, 'D', '552', 3900, 0.1, 0.85, 1),
  acct('075', '0885', `${NIH}: National Institute of Allergy and Infectious Diseases`, NIH, 'D', '552', 6500, 0.16, 0.78, 1),
  acct('075', '0851', `${NIH}: National Institute of General Medical Sciences`, NIH, 'D', '552', 3200, 0.04, 0.93, 1),
  acct('075', '0843', `${NIH}: National Institute on Aging`, NIH, 'D', '552', 4400, 0.07, 0.88, 1),
  acct('075', '0892', `${NIH}: National Institute of Mental Health`, NIH, 'D', '552', 2200, 0.09, 0.85, 1),
  acct('075', '0846', `${NIH}: Office of the Director`, NIH, 'D', '552', 2900, 0.3, 0.6, 1),
  acct('075', '0943', 'CDC-Wide Activities and Program Support', 'Centers for Disease Control and Prevention', 'D', '551', 9000, 0.25, 0.65, 1),
  acct('075', '0511', 'Program Management', 'Centers for Medicare and Medicaid Services', 'D', '571', 4200, 0.78, 0.05, 1),
  acct('075', '0512', 'Grants to States for Medicaid', 'Centers for Medicare and Medicaid Services', 'M', '551', 600000, 0.008, 0.95, 0),
  acct('075', '8005', 'Federal Hospital Insurance Trust Fund', 'Centers for Medicare and Medicaid Services', 'M', '571', 420000, 0.01, 0, 0),
  acct('075', '0600', 'Salaries and Expenses, Food and Drug Administration', 'Food and Drug Administration', 'D', '554', 3600, 0.35, 0.03, 1),
  acct('075', '0390', 'Indian Health Services', 'Indian Health Service', 'D', '551', 5500, 0.3, 0.45, 1),
  acct('075', '0350', 'Health Resources and Services', 'Health Resources and Services Administration', 'D', '551', 8000, 0.08, 0.85, 1),
  acct('075', '0140', 'Public Health and Social Services Emergency Fund', 'Office of the Secretary', 'D', '551', 3000, 0.65, 0.2, 0),
  acct('075', '1536', 'Children and Families Services Programs', 'Administration for Children and Families', 'D', '506', 14000, 0.04, 0.92, 1),
  acct('075', '1362', 'Health Surveillance and Program Support', 'Substance Abuse and Mental Health Services Administration', 'D', '551', 2800, 0.15, 0.8, 1),
  acct('075', '0152', 'Vaccines for Adults Program', 'Centers for Disease Control and Prevention', 'M', '551', 1200, 0, 0, 0, { ...PROP, since: 2023 }),
  // Veterans Affairs
  acct('036', '0160', 'Medical Services', 'Veterans Health Administration', 'D', '703', 70000, 0.12, 0.01, 2),
  acct('036', '0140', 'Medical Community Care', 'Veterans Health Administration', 'D', '703', 33000, 0.3, 0, 2),
  acct('036', '0152', 'Medical Support and Compliance', 'Veterans Health Administration', 'D', '703', 12000, 0.2, 0, 2),
  acct('036', '0162', 'Medical Facilities', 'Veterans Health Administration', 'D', '703', 9000, 0.55, 0, 2),
  acct('036', '0161', 'Medical and Prosthetic Research', 'Veterans Health Administration', 'D', '703', 900, 0.15, 0.05, 2),
  acct('036', '0167', 'Information Technology Systems', 'Departmental Administration', 'D', '705', 6000, 0.7, 0, 2),
  acct('036', '1123', 'Veterans Electronic Health Record', 'Departmental Administration', 'D', '703', 1500, 0.9, 0, 3, { since: 2018 }),
  acct('036', '0151', 'General Operating Expenses, Veterans Benefits Administration', 'Veterans Benefits Administration', 'D', '705', 3900, 0.3, 0, 2),
  acct('036', '0110', 'Construction, Major Projects', 'Departmental Administration', 'D', '703', 1500, 0.9, 0, 0),
  acct('036', '0102', 'Compensation and Pensions', 'Veterans Benefits Administration', 'M', '701', 150000, 0.002, 0.99, 0),
  acct('036', '0114', 'Asset and Infrastructure Review Commission', 'Departmental Administration', 'D', '705', 5, 0, 0, 1, { ...RO, since: 2022 }),
  acct('036', '4127', 'Veterans Housing Benefit Program Fund Direct Loan Financing Account', 'Veterans Benefits Administration', 'M', '704', 900, 0, 0, 0, CF),
  acct('036', '4129', 'Veterans Housing Benefit Program Fund Guaranteed Loan Financing Account', 'Veterans Benefits Administration', 'M', '704', 2400, 0, 0, 0, CF),
  // Homeland Security
  acct('070', '0530', 'Operations and Support, U.S. Customs and Border Protection', 'U.S. Customs and Border Protection', 'D', '751', 16000, 0.25, 0, 1),
  acct('070', '0532', 'Procurement, Construction, and Improvements, U.S. Customs and Border Protection', 'U.S. Customs and Border Protection', 'D', '751', 1200, 0.9, 0, 3),
  acct('070', '0540', 'Operations and Support, U.S. Immigration and Customs Enforcement', 'U.S. Immigration and Customs Enforcement', 'D', '751', 8500, 0.45, 0, 1),
  acct('070', '0550', 'Operations and Support, Transportation Security Administration', 'Transportation Security Administration', 'D', '402', 8000, 0.3, 0.01, 1),
  acct('070', '0610', 'Operations and Support, United States Coast Guard', 'United States Coast Guard', 'D', '403', 9500, 0.3, 0, 1),
  acct('070', '0613', 'Procurement, Construction, and Improvements, United States Coast Guard', 'United States Coast Guard', 'D', '403', 2000, 0.92, 0, 5),
  acct('070', '0566', 'Operations and Support, Cybersecurity and Infrastructure Security Agency', 'Cybersecurity and Infrastructure Security Agency', 'D', '054', 2200, 0.75, 0.01, 1, { since: 2019 }),
  acct('070', '0702', 'Disaster Relief Fund', 'Federal Emergency Management Agency', 'D', '453', 20000, 0.12, 0.8, 0),
  acct('070', '0413', 'Federal Assistance, Federal Emergency Management Agency', 'Federal Emergency Management Agency', 'D', '453', 3500, 0.05, 0.9, 2),
  acct('070', '0400', 'Operations and Support, United States Secret Service', 'United States Secret Service', 'D', '751', 2800, 0.25, 0, 1),
  // General Services Administration
  acct('047', '4542', 'Federal Buildings Fund', 'Real Property Activities', 'D', '804', 10500, 0.75, 0, 0),
  acct('047', '4534', 'Acquisition Services Fund', 'Supply and Technology Activities', 'M', '376', 450, 0.9, 0, 0),
  acct('047', '0616', 'Technology Modernization Fund', 'General Activities', 'D', '808', 150, 0.85, 0, 0, { since: 2018 }),
  acct('047', '4549', 'Federal Citizen Services Fund', 'General Activities', 'D', '808', 100, 0.7, 0, 0),
  acct('047', '0401', 'Government-wide Policy', 'General Activities', 'D', '808', 70, 0.45, 0, 1),
  acct('047', '0110', 'Operating Expenses', 'General Activities', 'D', '804', 50, 0.4, 0, 1),
  acct('047', '0108', 'Office of Inspector General', 'General Activities', 'D', '804', 70, 0.08, 0, 1),
  acct('047', '0113', 'Expenses, Presidential Transition', 'General Activities', 'D', '802', 10, 0, 0, 1, RO),
  // NASA
  acct('080', '0120', 'Science', 'National Aeronautics and Space Administration', 'D', '252', 7500, 0.85, 0.08, 2),
  acct('080', '0124', 'Exploration', 'National Aeronautics and Space Administration', 'D', '252', 7600, 0.92, 0.01, 2),
  acct('080', '0115', 'Space Operations', 'National Aeronautics and Space Administration', 'D', '252', 4200, 0.93, 0, 2),
  acct('080', '0122', 'Safety, Security and Mission Services', 'National Aeronautics and Space Administration', 'D', '252', 3100, 0.7, 0, 2),
  acct('080', '0131', 'Space Technology', 'National Aeronautics and Space Administration', 'D', '252', 1200, 0.85, 0.05, 2),
  acct('080', '0126', 'Aeronautics', 'National Aeronautics and Space Administration', 'D', '402', 930, 0.75, 0.1, 2),
  acct('080', '0130', 'Construction and Environmental Compliance and Restoration', 'National Aeronautics and Space Administration', 'D', '252', 420, 0.92, 0, 0),
  acct('080', '0128', 'STEM Engagement', 'National Aeronautics and Space Administration', 'D', '252', 140, 0.25, 0.65, 2),
  // Energy
  acct('089', '0240', 'Weapons Activities', 'National Nuclear Security Administration', 'D', '053', 19000, 0.93, 0.01, 0),
  acct('089', '0309', 'Defense Nuclear Nonproliferation', 'National Nuclear Security Administration', 'D', '053', 2400, 0.9, 0.02, 0),
  acct('089', '0314', 'Naval Reactors', 'National Nuclear Security Administration', 'D', '053', 1900, 0.95, 0, 0),
  acct('089', '0251', 'Defense Environmental Cleanup', 'Environmental and Other Defense Activities', 'D', '053', 7000, 0.95, 0.01, 0),
  acct('089', '0222', 'Science', 'Energy Programs', 'D', '251', 8200, 0.78, 0.15, 0),
  acct('089', '0321', 'Energy Efficiency and Renewable Energy', 'Energy Programs', 'D', '272', 3400, 0.55, 0.35, 0),
  acct('089', '0319', 'Nuclear Energy', 'Energy Programs', 'D', '271', 1700, 0.85, 0.08, 0),
  acct('089', '0213', 'Fossil Energy and Carbon Management', 'Energy Programs', 'D', '271', 900, 0.7, 0.2, 0),
  acct('089', '0228', 'Departmental Administration', 'Departmental Administration', 'D', '276', 300, 0.6, 0, 0),
  acct('089', '4455', 'Title 17 Innovative Technology Guaranteed Loan Financing Account', 'Energy Programs', 'M', '271', 1500, 0, 0, 0, CF),
  acct('089', '4579', 'Advanced Technology Vehicles Manufacturing Direct Loan Financing Account', 'Energy Programs', 'M', '272', 2200, 0, 0, 0, CF),
  // Justice
  acct('015', '0200', 'Salaries and Expenses, Federal Bureau of Investigation', 'Federal Bureau of Investigation', 'D', '751', 10500, 0.2, 0, 1),
  acct('015', '1060', 'Salaries and Expenses, Federal Prison System', 'Federal Prison System', 'D', '753', 8200, 0.25, 0, 1),
  acct('015', '1100', 'Salaries and Expenses, Drug Enforcement Administration', 'Drug Enforcement Administration', 'D', '751', 2600, 0.22, 0, 1),
  acct('015', '0324', 'Salaries and Expenses, United States Marshals Service', 'United States Marshals Service', 'D', '752', 1700, 0.2, 0, 1),
  acct('015', '0700', 'Salaries and Expenses, Bureau of Alcohol, Tobacco, Firearms, and Explosives', 'Bureau of Alcohol, Tobacco, Firearms, and Explosives', 'D', '751', 1600, 0.15, 0, 1),
  acct('015', '0134', 'Justice Information Sharing Technology', 'General Administration', 'D', '751', 140, 0.85, 0, 0),
  acct('015', '0404', 'State and Local Law Enforcement Assistance', 'Office of Justice Programs', 'D', '754', 2500, 0.03, 0.94, 0),
  acct('015', '5041', 'Crime Victims Fund', 'Office of Justice Programs', 'M', '754', 2000, 0.01, 0.97, 0),
  // Transportation
  acct('069', '1301', 'Operations, Federal Aviation Administration', 'Federal Aviation Administration', 'D', '402', 12500, 0.2, 0, 1),
  acct('069', '1302', 'Facilities and Equipment, Federal Aviation Administration', 'Federal Aviation Administration', 'D', '402', 3000, 0.85, 0, 3),
  acct('069', '8106', 'Grants-in-aid for Airports', 'Federal Aviation Administration', 'M', '402', 3350, 0.01, 0.97, 0),
  acct('069', '8083', 'Federal-aid Highways', 'Federal Highway Administration', 'M', '401', 52000, 0.01, 0.97, 0),
  acct('069', '1134', 'Capital Investment Grants', 'Federal Transit Administration', 'D', '401', 2500, 0.01, 0.98, 0),
  acct('069', '0650', 'Operations and Research, National Highway Traffic Safety Administration', 'National Highway Traffic Safety Administration', 'D', '401', 200, 0.6, 0.2, 0),
  // Treasury
  acct('020', '0912', 'Taxpayer Services', 'Internal Revenue Service', 'D', '803', 2800, 0.12, 0.02, 1),
  acct('020', '0913', 'Enforcement', 'Internal Revenue Service', 'D', '803', 5400, 0.08, 0, 1),
  acct('020', '0919', 'Operations Support', 'Internal Revenue Service', 'D', '803', 4100, 0.5, 0, 1),
  acct('020', '0921', 'Business Systems Modernization', 'Internal Revenue Service', 'D', '803', 300, 0.92, 0, 3),
  acct('020', '0520', 'Salaries and Expenses, Bureau of the Fiscal Service', 'Bureau of the Fiscal Service', 'D', '803', 370, 0.45, 0, 1),
  acct('020', '0101', 'Salaries and Expenses, Departmental Offices', 'Departmental Offices', 'D', '803', 250, 0.3, 0, 1),
  acct('020', '0173', 'Salaries and Expenses, Financial Crimes Enforcement Network', 'Financial Crimes Enforcement Network', 'D', '751', 190, 0.45, 0, 1),
  acct('020', '1881', 'Community Development Financial Institutions Fund Program Account', 'Departmental Offices', 'D', '451', 320, 0.05, 0.9, 2),
  acct('020', '0147', 'National Infrastructure Bank', 'Departmental Offices', 'M', '452', 5000, 0, 0, 0, PROP),
  // State
  acct('019', '0113', 'Diplomatic Programs', 'Administration of Foreign Affairs', 'D', '153', 9500, 0.35, 0.02, 1),
  acct('019', '0535', 'Embassy Security, Construction, and Maintenance', 'Administration of Foreign Affairs', 'D', '153', 1950, 0.85, 0, 0),
  acct('019', '0120', 'Capital Investment Fund', 'Administration of Foreign Affairs', 'D', '153', 390, 0.9, 0, 0),
  acct('019', '0209', 'Educational and Cultural Exchange Programs', 'Administration of Foreign Affairs', 'D', '154', 740, 0.15, 0.8, 2),
  acct('019', '1126', 'Contributions to International Organizations', 'International Organizations and Conferences', 'D', '153', 1500, 0.002, 0.99, 1),
  // Agriculture
  acct('012', '1106', 'National Forest System', 'Forest Service', 'D', '302', 1900, 0.35, 0.1, 0),
  acct('012', '1115', 'Wildland Fire Management, Forest Service', 'Forest Service', 'D', '302', 2500, 0.4, 0.05, 0),
  acct('012', '3700', 'Salaries and Expenses, Food Safety and Inspection Service', 'Food Safety and Inspection Service', 'D', '554', 1150, 0.1, 0.05, 1),
  acct('012', '3505', 'Supplemental Nutrition Assistance Program', 'Food and Nutrition Service', 'M', '605', 120000, 0.005, 0.99, 2),
  acct('012', '3539', 'Child Nutrition Programs', 'Food and Nutrition Service', 'M', '605', 28000, 0.01, 0.98, 2),
  acct('012', '1400', 'Salaries and Expenses, Agricultural Research Service', 'Agricultural Research Service', 'D', '352', 1800, 0.18, 0.05, 1),
  acct('012', '1600', 'Salaries and Expenses, Animal and Plant Health Inspection Service', 'Animal and Plant Health Inspection Service', 'D', '352', 1100, 0.3, 0.2, 1),
  acct('012', '4208', 'Rural Electrification and Telecommunications Direct Loan Financing Account', 'Rural Utilities Service', 'M', '271', 6500, 0, 0, 0, CF),
  acct('012', '4215', 'Rural Housing Insurance Fund Direct Loan Financing Account', 'Rural Housing Service', 'M', '371', 1400, 0, 0, 0, CF),
  // Commerce
  acct('013', '1450', 'Operations, Research, and Facilities, National Oceanic and Atmospheric Administration', 'National Oceanic and Atmospheric Administration', 'D', '306', 4000, 0.35, 0.2, 2),
  acct('013', '1460', 'Procurement, Acquisition and Construction, National Oceanic and Atmospheric Administration', 'National Oceanic and Atmospheric Administration', 'D', '306', 1900, 0.9, 0, 3),
  acct('013', '0450', 'Periodic Censuses and Programs', 'Bureau of the Census', 'D', '376', 1200, 0.55, 0, 2),
  acct('013', '0401', 'Current Surveys and Programs', 'Bureau of the Census', 'D', '376', 300, 0.3, 0, 1),
  acct('013', '0500', 'Scientific and Technical Research and Services, National Institute of Standards and Technology', 'National Institute of Standards and Technology', 'D', '376', 950, 0.3, 0.15, 2),
  acct('013', '1006', 'Salaries and Expenses, United States Patent and Trademark Office', 'United States Patent and Trademark Office', 'D', '376', 4000, 0.35, 0, 0),
  // Interior
  acct('014', '1036', 'Operation of the National Park System', 'National Park Service', 'D', '303', 2900, 0.2, 0.03, 1),
  acct('014', '1109', 'Management of Lands and Resources', 'Bureau of Land Management', 'D', '302', 1300, 0.25, 0.05, 1),
  acct('014', '0804', 'Surveys, Investigations, and Research', 'United States Geological Survey', 'D', '306', 1500, 0.2, 0.1, 1),
  acct('014', '1611', 'Resource Management, United States Fish and Wildlife Service', 'United States Fish and Wildlife Service', 'D', '303', 1600, 0.18, 0.15, 1),
  acct('014', '2100', 'Operation of Indian Programs', 'Bureau of Indian Affairs', 'D', '452', 1900, 0.15, 0.55, 1),
  acct('014', '0680', 'Water and Related Resources', 'Bureau of Reclamation', 'D', '301', 1800, 0.45, 0.1, 0),
  acct('014', '1125', 'Wildland Fire Management', 'Office of the Secretary', 'D', '302', 1100, 0.4, 0.05, 0),
  // Labor
  acct('016', '0174', 'Training and Employment Services', 'Employment and Training Administration', 'D', '504', 3700, 0.03, 0.95, 2),
  acct('016', '0181', 'Job Corps', 'Employment and Training Administration', 'D', '504', 1750, 0.85, 0, 2),
  acct('016', '0400', 'Salaries and Expenses, Occupational Safety and Health Administration', 'Occupational Safety and Health Administration', 'D', '554', 630, 0.12, 0.02, 1),
  acct('016', '0200', 'Salaries and Expenses, Bureau of Labor Statistics', 'Bureau of Labor Statistics', 'D', '505', 700, 0.3, 0.05, 1),
  acct('016', '0165', 'Salaries and Expenses, Departmental Management', 'Departmental Management', 'D', '505', 400, 0.4, 0.05, 1),
  acct('016', '0180', 'Paid Leave Partnership Initiative', 'Employment and Training Administration', 'D', '506', 200, 0, 0, 2, PROP),
  // Office of Personnel Management
  acct('024', '0100', 'Salaries and Expenses', 'Office of Personnel Management', 'D', '805', 380, 0.45, 0, 1),
  acct('024', '8440', 'Employees Health Benefits Fund', 'Office of Personnel Management', 'M', '551', 60000, 0.6, 0, 0),
  acct('024', '8135', 'Civil Service Retirement and Disability Fund', 'Office of Personnel Management', 'M', '602', 100000, 0.001, 0, 0),
  // Social Security Administration
  acct('028', '8704', 'Limitation on Administrative Expenses', 'Social Security Administration', 'D', '651', 14000, 0.12, 0, 1),
  acct('028', '0406', 'Supplemental Security Income Program', 'Social Security Administration', 'M', '609', 60000, 0.002, 0.99, 1),
  acct('028', '8006', 'Federal Old-Age and Survivors Insurance Trust Fund', 'Social Security Administration', 'M', '651', 1300000, 0, 0.99, 0, { off: true }),
  // Nuclear Regulatory Commission
  acct('031', '0200', 'Salaries and Expenses', 'Nuclear Regulatory Commission', 'D', '276', 930, 0.3, 0.02, 2),
  acct('031', '0300', 'Office of Inspector General', 'Nuclear Regulatory Commission', 'D', '276', 15, 0.12, 0, 2),
  // National Science Foundation
  acct('049', '0100', 'Research and Related Activities', 'National Science Foundation', 'D', '251', 7500, 0.06, 0.9, 2),
  acct('049', '0106', 'STEM Education', 'National Science Foundation', 'D', '251', 1150, 0.03, 0.93, 2),
  acct('049', '0551', 'Major Research Equipment and Facilities Construction', 'National Science Foundation', 'D', '251', 230, 0.25, 0.7, 0),
  acct('049', '0180', 'Agency Operations and Award Management', 'National Science Foundation', 'D', '251', 450, 0.45, 0, 2),
  // Environmental Protection Agency
  acct('068', '0108', 'Environmental Programs and Management', 'Environmental Protection Agency', 'D', '304', 2800, 0.35, 0.2, 2),
  acct('068', '0107', 'Science and Technology', 'Environmental Protection Agency', 'D', '304', 750, 0.45, 0.1, 2),
  acct('068', '0103', 'State and Tribal Assistance Grants', 'Environmental Protection Agency', 'D', '304', 4300, 0.01, 0.97, 0),
  acct('068', '8145', 'Hazardous Substance Superfund', 'Environmental Protection Agency', 'D', '304', 1200, 0.65, 0.1, 0),
  // USAID
  acct('072', '1000', 'Operating Expenses of the Agency for International Development', 'Agency for International Development', 'D', '151', 1700, 0.35, 0.02, 2),
  acct('072', '1021', 'Development Assistance', 'Agency for International Development', 'D', '151', 4000, 0.3, 0.65, 2),
  acct('072', '1035', 'International Disaster Assistance', 'Agency for International Development', 'D', '151', 4500, 0.05, 0.93, 0),
  acct('072', '0300', 'Capital Investment Fund', 'Agency for International Development', 'D', '151', 260, 0.85, 0, 0),
  // Small Business Administration
  acct('073', '0100', 'Salaries and Expenses', 'Small Business Administration', 'D', '376', 330, 0.3, 0.02, 1),
  acct('073', '1152', 'Disaster Loans Program Account', 'Small Business Administration', 'D', '453', 180, 0.4, 0, 0),
  acct('073', '1154', 'Business Loans Program Account', 'Small Business Administration', 'D', '376', 160, 0.25, 0.05, 1),
  acct('073', '0400', 'Entrepreneurial Development Programs', 'Small Business Administration', 'D', '376', 300, 0.05, 0.9, 1),
  acct('073', '4148', 'Business Direct Loan Financing Account', 'Small Business Administration', 'M', '376', 60, 0, 0, 0, CF),
  acct('073', '4153', 'Disaster Direct Loan Financing Account', 'Small Business Administration', 'M', '453', 1800, 0, 0, 0, CF),
  acct('073', '4149', 'Business Guaranteed Loan Financing Account', 'Small Business Administration', 'M', '376', 900, 0, 0, 0, CF),
  // Housing and Urban Development
  acct('086', '0302', 'Tenant-Based Rental Assistance', 'Public and Indian Housing Programs', 'D', '604', 32000, 0.01, 0.98, 0),
  acct('086', '0303', 'Project-Based Rental Assistance', 'Housing Programs', 'D', '604', 15000, 0.05, 0.94, 0),
  acct('086', '0163', 'Public Housing Operating Fund', 'Public and Indian Housing Programs', 'D', '604', 5000, 0.005, 0.99, 2),
  acct('086', '0162', 'Community Development Fund', 'Community Planning and Development', 'D', '451', 3500, 0.01, 0.97, 0),
  acct('086', '0183', 'Mutual Mortgage Insurance Program Account', 'Housing Programs', 'D', '371', 150, 0.6, 0, 2),
  acct('086', '4586', 'Information Technology Fund', 'Management and Administration', 'D', '604', 350, 0.92, 0, 3),
  acct('086', '4587', 'FHA-Mutual Mortgage Insurance Guaranteed Loan Financing Account', 'Housing Programs', 'M', '371', 12000, 0, 0, 0, CF),
  // National Archives
  acct('088', '0300', 'Operating Expenses', 'National Archives and Records Administration', 'D', '804', 400, 0.3, 0, 1),
  acct('088', '0302', 'Repairs and Restoration', 'National Archives and Records Administration', 'D', '804', 25, 0.9, 0, 0),
  acct('088', '0301', 'National Historical Publications and Records Commission Grants Program', 'National Archives and Records Administration', 'D', '804', 7, 0.02, 0.95, 0),
  // Education
  acct('091', '0202', 'Student Aid Administration', 'Office of Federal Student Aid', 'D', '502', 2000, 0.75, 0, 2),
  acct('091', '0200', 'Student Financial Assistance', 'Office of Federal Student Aid', 'D', '502', 24500, 0.001, 0.99, 2),
  acct('091', '0900', 'Education for the Disadvantaged', 'Office of Elementary and Secondary Education', 'D', '501', 18500, 0.005, 0.99, 2),
  acct('091', '0300', 'Special Education', 'Office of Special Education and Rehabilitative Services', 'D', '501', 15000, 0.005, 0.99, 2),
  acct('091', '1100', 'Institute of Education Sciences', 'Institute of Education Sciences', 'D', '503', 800, 0.45, 0.5, 2),
  acct('091', '0800', 'Program Administration', 'Departmental Management', 'D', '503', 450, 0.4, 0, 2),
  acct('091', '0245', "America's College Promise", 'Office of Postsecondary Education', 'M', '502', 12000, 0, 0, 0, PROP),
  acct('091', '4253', 'Federal Direct Student Loan Program, Financing Account', 'Office of Federal Student Aid', 'M', '502', 95000, 0, 0, 0, CF),
];

/** The object classes of the budget appendix the generator draws. */
const OBJECT_CLASSES = [
  '11.1 Full-time permanent',
  '11.3 Other than full-time permanent',
  '11.5 Other personnel compensation',
  '12.1 Civilian personnel benefits',
  '21.0 Travel and transportation of persons',
  '22.0 Transportation of things',
  '23.1 Rental payments to GSA',
  '23.3 Communications, utilities, and miscellaneous charges',
  '24.0 Printing and reproduction',
  '25.1 Advisory and assistance services',
  '25.2 Other services from non-Federal sources',
  '25.3 Other goods and services from Federal sources',
  '26.0 Supplies and materials',
  '31.0 Equipment',
  '32.0 Land and structures',
  '41.0 Grants, subsidies, and contributions',
  '42.0 Insurance claims and indemnities',
] as const;

/**
 * The 16 request buckets of appendix(request(...)): OMB object classes
 * (Circular A-11, section 83) grouped as the older API's catalogue names
 * them, plus their total.
 */
export const REQUEST_BUCKETS = [
  'requested_personnel_comp', // 11.x personnel compensation
  'requested_personnel_benefits', // 12.x, 13.0
  'requested_travel', // 21.0
  'requested_transportation', // 22.0
  'requested_rent_communications_utilities', // 23.x
  'requested_printing', // 24.0
  'requested_contractual_services', // 25.x
  'requested_supplies_materials', // 26.0
  'requested_equipment', // 31.0
  'requested_land_structures', // 32.0
  'requested_investments_loans', // 33.0
  'requested_grants_subsidies', // 41.0
  'requested_insurance_claims', // 42.0
  'requested_interest_dividends', // 43.0
  'requested_other_object_class', // 44.0 and above, 9x
  'requested_total_from_object_class', // the sum of the above
] as const;

/** The bucket of an object class (by its number). */
function bucketOf(objectClass: string): (typeof REQUEST_BUCKETS)[number] {
  const code = objectClass.slice(0, 4);
  if (code.startsWith('11.')) return 'requested_personnel_comp';
  if (code.startsWith('12.') || code === '13.0') return 'requested_personnel_benefits';
  if (code === '21.0') return 'requested_travel';
  if (code === '22.0') return 'requested_transportation';
  if (code.startsWith('23.')) return 'requested_rent_communications_utilities';
  if (code === '24.0') return 'requested_printing';
  if (code.startsWith('25.')) return 'requested_contractual_services';
  if (code === '26.0') return 'requested_supplies_materials';
  if (code === '31.0') return 'requested_equipment';
  if (code === '32.0') return 'requested_land_structures';
  if (code === '33.0') return 'requested_investments_loans';
  if (code === '41.0') return 'requested_grants_subsidies';
  if (code === '42.0') return 'requested_insurance_claims';
  if (code === '43.0') return 'requested_interest_dividends';
  return 'requested_other_object_class';
}

interface YearRow {
  id: number;
  def: AccountDef;
  symbol: string;
  fy: number;
  dtp: number | null;
  requested: number | null;
  enacted: number | null;
  apportioned: number | null;
  obligated: number | null;
  outlayed: number | null;
  unobligated: number | null;
  /** contract obligations as the source publishes them (src/budget/derive.ts may cap the served value) */
  contractObl: number | null;
  contractOut: number | null;
  assistObl: number | null;
  assistOut: number | null;
  /** the next fiscal year's request (next_year_requested_ba) */
  nextRequested: number | null;
  appendix: Record<string, number | null> | null;
  requestedContractual: number | null;
  /** contract dollars already attributed to recipients rows */
  attributed: number;
  contracts: AwardRef[];
}

const money = (x: number) => Math.round(x * 100) / 100;
const thousands = (x: number) => Math.round(x / 1000) * 1000;
const dollars = (x: number | null) => (x === null ? null : money(x).toFixed(2));

function commas(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function fmtMoney(x: number): string {
  if (Math.abs(x) >= 1e9) return `$${(x / 1e9).toFixed(2)} billion`;
  if (Math.abs(x) >= 1e6) return `$${(x / 1e6).toFixed(1)} million`;
  return `$${commas(x)}`;
}

/** Kind of account, for narrative wording, object classes and contract affinity. */
function kindOf(d: AccountDef): 'personnel' | 'procurement' | 'rdte' | 'construction' | 'grants' | 'benefits' | 'loans' | 'operations' {
  const t = `${d.title} ${d.bureau}`;
  if (d.category === 'credit_financing') return 'loans';
  if (/Military Personnel/.test(t)) return 'personnel';
  if (/Procurement|Shipbuilding|Facilities and Equipment|Capital Investment Fund|Electronic Health Record|Business Systems Modernization/.test(d.title)) return 'procurement';
  if (/Research|Science|Exploration|Space Technology|Aeronautics|National Cancer|Institute|Weapons Activities|Naval Reactors/.test(t) && d.as < 0.5) return 'rdte';
  if (/Construction|Buildings|Repairs|Embassy Security|Cleanup|Water and Related/.test(d.title)) return 'construction';
  if (d.bea === 'Mandatory' && d.cs < 0.05) return 'benefits';
  if (d.as >= 0.5) return 'grants';
  return 'operations';
}

/** Fiscal month of a date: October = 1 ... September = 12. */
function fiscalMonth(d: Date): number {
  return ((d.getUTCMonth() + 3) % 12) + 1;
}

export async function generateBudget(ctx: GenContext): Promise<void> {
  const rng = ctx.rng.fork('budget');
  // account-years exist within the lifecycle coverage (document 3): FY2017 to FY2026, or to the current year before that
  const firstFy = COVERAGE.lifecycle.from;
  const lastFy = Math.min(ctx.currentFy, COVERAGE.lifecycle.to);

  // --- choose the accounts: a few of every non-budgetary category, the rest weighted by department size
  const available = ACCOUNTS.filter((a) => ctx.departmentByCgac.has(a.cgac));
  const target = Math.min(available.length, ctx.n(70, 8));
  const chosen = new Set<AccountDef>();
  const take = (cat: Category, k: number) => {
    const pool = available.filter((a) => a.category === cat);
    for (const a of rng.sample(pool, Math.min(k, pool.length))) chosen.add(a);
  };
  take('credit_financing', Math.max(2, Math.round(target * 0.05)));
  take('request_only', Math.max(1, Math.round(target * 0.025)));
  take('proposed', Math.max(1, Math.round(target * 0.03)));
  // the largest contracting accounts are always present so the recipients drill-down has data
  for (const a of available) {
    if (chosen.size >= target) break;
    if (a.category === 'budgetary' && a.cs >= 0.4 && a.size >= 15000 && rng.chance(0.8)) chosen.add(a);
  }
  const rest = available.filter((a) => a.category === 'budgetary' && !chosen.has(a));
  const weights = rest.map((a) => Math.pow(ctx.departmentByCgac.get(a.cgac)!.weight, 0.45) * (0.5 + Math.min(a.cs, 0.9)));
  while (chosen.size < target && rest.length) {
    const i = rest.indexOf(rng.weighted(rest, weights));
    chosen.add(rest[i]);
    rest.splice(i, 1);
    weights.splice(i, 1);
  }
  const accounts = available.filter((a) => chosen.has(a));

  // --- current fiscal year progress (GTAS periods published about two weeks after month end)
  const fm = fiscalMonth(ctx.asOf);
  const currentPeriod = ctx.asOf.getUTCDate() >= 15 ? fm - 1 : fm - 2;
  const currentDtp = currentPeriod >= 1 ? currentPeriod : null;

  // --- dollars per account-year
  const rows: YearRow[] = [];
  const byAccount = new Map<AccountDef, YearRow[]>();
  let nextId = 1;
  for (const def of accounts) {
    const arng = rng.fork(`account:${def.cgac}-${def.main}`);
    let start = Math.max(firstFy, def.since ?? firstFy);
    if (!def.since && def.category === 'budgetary' && arng.chance(0.07)) start = arng.int(firstFy + 1, Math.min(lastFy, firstFy + 5));
    const kind = kindOf(def);
    const list: YearRow[] = [];
    // requests exist every year; levels follow a random walk around ~3% growth
    let level = def.size * 1e6 * Math.pow(1.03, start - 2024) * arng.float(0.9, 1.1);
    for (let fy = start; fy <= lastFy; fy++) {
      if (fy > start) level *= 1 + arng.float(-0.03, 0.09);
      // pandemic supplementals and census spikes
      let shock = 1;
      if ((fy === 2020 || fy === 2021) && /Emergency|Disaster|CDC|Health Resources|Unemployment|Business Loans|Children and Families/.test(def.title)) shock = arng.float(1.6, 3.2);
      if (def.main === '0450' && def.cgac === '013') shock = fy === 2020 ? 5.5 : fy === 2019 ? 3 : fy === 2021 ? 1.8 : 1;
      const isCurrent = fy === ctx.currentFy;
      const row: YearRow = {
        id: nextId++,
        def,
        symbol: `${def.cgac}-${def.main}`,
        fy,
        dtp: null,
        requested: null,
        enacted: null,
        apportioned: null,
        obligated: null,
        outlayed: null,
        unobligated: null,
        contractObl: null,
        contractOut: null,
        assistObl: null,
        assistOut: null,
        nextRequested: null,
        appendix: null,
        requestedContractual: null,
        attributed: 0,
        contracts: [],
      };
      const full = level * shock;
      if (def.category === 'credit_financing') {
        row.dtp = isCurrent ? currentDtp : 12;
        if (!isCurrent || currentDtp !== null) row.apportioned = money(full * arng.float(0.85, 1.2));
      } else {
        row.requested = thousands(level * arng.float(0.9, 1.08));
        if (def.category === 'budgetary') {
          let enacted = money(row.requested * (1 + arng.float(-0.1, 0.1)) * (shock > 1 ? shock : 1));
          // mid-year enacted BA of indefinite and trust-fund appropriations runs high until the year closes
          if (isCurrent && def.bea === 'Mandatory') enacted = money(enacted * arng.float(1.05, 1.25));
          // a rescission year for a no-year account: little new BA, large carry-in
          const rescission = def.avail === 0 && !isCurrent && arng.chance(0.04);
          if (rescission) enacted = money(enacted * arng.float(0.03, 0.15));
          row.enacted = enacted;
          const closed = !isCurrent;
          row.dtp = closed ? (arng.chance(0.03) ? null : 12) : currentDtp;
          if (closed || currentDtp !== null) {
            const carry = def.avail === 1 ? arng.float(0, 0.03) : arng.float(0.02, 0.18);
            const base = rescission ? full : enacted;
            let apportioned: number;
            let obligated: number;
            if (closed) {
              apportioned = base * (arng.float(0.93, 1.0) + carry);
              obligated = apportioned * (arng.chance(0.04) ? arng.float(1.0, 1.04) : arng.float(0.8, 0.99));
            } else {
              const frac = (currentDtp as number) / 12;
              apportioned = enacted * Math.min(1, 0.25 + frac * arng.float(0.8, 1.1));
              obligated = Math.min(apportioned * 0.98, enacted * frac * arng.float(0.8, 1.08));
            }
            const outShare = kind === 'benefits' || kind === 'personnel' ? arng.float(0.93, 0.99) : kind === 'procurement' || kind === 'construction' ? arng.float(0.3, 0.65) : arng.float(0.6, 0.92);
            row.apportioned = money(apportioned);
            row.obligated = money(obligated);
            row.outlayed = money(obligated * (closed ? outShare : outShare * arng.float(0.6, 0.9)));
            row.unobligated = money(Math.max(0, apportioned - obligated) + (def.avail !== 1 ? apportioned * arng.float(0, 0.05) : 0));
            let cs = def.cs * arng.float(0.85, 1.15);
            let as = def.as * arng.float(0.95, 1.03);
            if (cs + as > 0.99) {
              const k = 0.99 / (cs + as);
              cs *= k;
              as *= k;
            }
            row.contractObl = money(obligated * cs);
            row.assistObl = money(obligated * as);
            row.contractOut = money(row.contractObl * arng.float(0.45, 0.95));
            row.assistOut = money(row.assistObl * arng.float(0.7, 0.98));
            // a source problem now and then: award-level contract obligations above the account's
            // total obligations (src/budget/derive.ts caps or flags it)
            if (def.cs >= 0.3 && arng.chance(0.03)) overstateContracts(row, arng);
          }
        }
        // request_only and proposed: a request and nothing else
      }
      // budget appendix object classes for ~80% of account-years
      if (arng.chance(0.8)) row.appendix = appendixRequest(arng, def, kind, row.requested ?? row.apportioned ?? full);
      if (row.appendix && def.category !== 'credit_financing') row.requestedContractual = row.appendix.requested_contractual_services;
      list.push(row);
      rows.push(row);
    }
    // the request for the year after the last one (next_year_requested_ba of every year)
    const nextLevel = level * (1 + arng.float(-0.03, 0.09));
    for (let i = 0; i < list.length; i++) {
      list[i].nextRequested = i + 1 < list.length ? list[i + 1].requested : def.category === 'credit_financing' ? null : thousands(nextLevel * arng.float(0.9, 1.08));
    }
    byAccount.set(def, list);
  }

  // an overstated contract side in a closed year (capped) and in one that is not (flagged), in every dataset
  const eligible = rows.filter((r) => r.def.category === 'budgetary' && r.def.cs >= 0.3 && r.obligated !== null && r.obligated > 0 && r.contractObl !== null);
  const over = (r: YearRow) => r.contractObl !== null && r.obligated !== null && r.obligated > 0 && r.contractObl > r.obligated;
  const closedOver = () => rows.some((r) => over(r) && r.dtp === 12);
  const openOver = () => rows.some((r) => over(r) && r.dtp !== 12);
  const anomalyRng = rng.fork('anomalies');
  for (const r of anomalyRng.sample(eligible, eligible.length)) {
    if (closedOver() && openOver()) break;
    if (over(r)) continue;
    if (!closedOver() && r.dtp === 12) overstateContracts(r, anomalyRng, 'keep');
    else if (!openOver()) overstateContracts(r, anomalyRng, 'unknown');
  }

  // --- derived columns (src/budget/derive.ts): the served contract obligations, ratios, trends, anomalies
  const derived = deriveAccounts(rows.map(sourceOf));
  const derivedOf = (r: YearRow) => derived.get(accountYearKey(r.symbol, r.fy))!;

  // --- attribute real contracts to budgetary account-years (contract side of the recipients drill-down)
  const rowsByDeptYear = new Map<string, YearRow[]>();
  const served = (r: YearRow) => derivedOf(r).contract_obligated;
  for (const r of rows) {
    const c = served(r);
    if (r.def.category !== 'budgetary' || c === null || c <= 0 || r.def.cs < 0.03) continue;
    const k = `${r.def.cgac}:${r.fy}`;
    const l = rowsByDeptYear.get(k) ?? [];
    l.push(r);
    rowsByDeptYear.set(k, l);
  }
  const crng = rng.fork('recipients');
  for (const c of ctx.contracts) {
    if (!(c.obligated > 0) || !c.funding_office_id) continue;
    const funding = ctx.orgById.get(c.funding_office_id);
    if (!funding) continue;
    const dept = funding.department_code || c.department_code;
    const candidates = rowsByDeptYear.get(`${dept}:${c.fiscal_year}`);
    if (!candidates || !crng.chance(0.88)) continue;
    // in cents, as the recipient rows store them: an account-year's rows never add up to more than its contract obligations
    const fits = candidates.filter((r) => Math.round(((served(r) as number) - r.attributed) * 100) >= Math.round(c.obligated * 100));
    if (!fits.length) continue;
    const w = fits.map((r) => (served(r) as number) * affinity(c, r.def));
    const r = crng.weighted(fits, w);
    r.attributed = money(r.attributed + money(c.obligated));
    r.contracts.push(c);
  }

  // --- write account-years: the source dollars and what src/budget/derive.ts derives from them
  for (const def of accounts) {
    const list = byAccount.get(def)!;
    const dept = ctx.departmentByCgac.get(def.cgac)!;
    for (const r of list) {
      const d = derivedOf(r);
      const wr = rng.fork(`row:${r.symbol}:${r.fy}`);
      const budgetary = def.category === 'budgetary';
      const pieces = budgetary ? r.contracts : [];
      const releaseDays = Math.floor((ctx.asOf.getTime() - Date.UTC(r.fy - 1, 1, 10)) / DAY_MS);
      const createdBack = wr.int(Math.min(20, Math.max(0, releaseDays)), Math.max(20, Math.min(900, releaseDays)));
      const modifiedBack = r.fy === lastFy ? wr.int(0, Math.min(createdBack, 20)) : wr.int(0, createdBack);
      const { contract_obligated, source_anomalies, ...ratios } = d;
      await ctx.w.add('budget_account_year', {
        id: r.id,
        key: accountYearKey(r.symbol, r.fy),
        federal_account_symbol: r.symbol,
        fiscal_year: r.fy,
        account_title: def.title,
        agency_code: def.cgac,
        agency_name: dept.name,
        bureau_name: def.bureau,
        data_through_period: r.dtp,
        account_category: def.category,
        bea_category: def.bea,
        on_off_budget: def.onOff,
        subfunction_code: def.sub,
        requested_ba: dollars(r.requested),
        enacted_ba: dollars(r.enacted),
        apportioned: dollars(r.apportioned),
        obligated_total: dollars(r.obligated),
        outlayed_total: dollars(r.outlayed),
        unobligated_balance: dollars(r.unobligated),
        contract_obligated: dollars(contract_obligated),
        contract_obligated_source: dollars(r.contractObl),
        contract_outlayed: dollars(r.contractOut),
        assistance_obligated: dollars(r.assistObl),
        assistance_outlayed: dollars(r.assistOut),
        next_year_requested_ba: dollars(r.nextRequested),
        requested_contractual_services: dollars(r.requestedContractual),
        n_contracts: budgetary && r.obligated !== null ? new Set(pieces.map((c) => c.piid)).size : null,
        n_unique_contract_recipients: budgetary && r.obligated !== null ? new Set(pieces.map((c) => c.recipient_uei)).size : null,
        ...ratios,
        source_anomalies: new Json(source_anomalies),
        created: ctx.stamp(wr, createdBack),
        modified: ctx.stamp(wr, modifiedBack),
      });
    }
  }

  // --- appendix and narratives
  const deptIndex = new Map(ctx.departments.map((d, i) => [d.code, i + 1]));
  const enactedBy = new Map(rows.map((r) => [`${r.symbol}:${r.fy}`, r.enacted]));
  for (const r of rows) {
    const nr = rng.fork(`narrative:${r.symbol}:${r.fy}`);
    const granule = `BUDGET-${r.fy}-APP-1-${deptIndex.get(r.def.cgac) ?? 1}`;
    const narratives = narrativesFor(nr, ctx, r, granule, enactedBy.get(`${r.symbol}:${r.fy - 1}`) ?? null);
    if (r.appendix) {
      const cf = r.def.category === 'credit_financing';
      await ctx.w.add('budget_appendix', {
        account_year_id: r.id,
        appendix_granule_id: granule,
        appendix_pdf_url: `https://www.govinfo.gov/content/pkg/BUDGET-${r.fy}-APP/pdf/${granule}.pdf`,
        has_object_classification: !cf,
        has_program_financing: cf || nr.chance(0.92),
        n_program_activities: cf ? nr.int(1, 2) : nr.int(1, 9),
        narrative_length: narratives.length ? narratives.reduce((s, n) => s + n.narrative_text.length, 0) : nr.int(350, 4200),
        request: r.appendix,
      });
    }
    for (const n of narratives) await ctx.w.add('budget_narrative', n);
  }

  // --- recipients drill-down: one row per funding office and recipient of each account-year
  let recipientId = 1;
  for (const r of rows) {
    if (!r.contracts.length) continue;
    const groups = new Map<string, AwardRef[]>();
    for (const c of r.contracts) {
      const k = `${c.funding_office_id}|${c.recipient_uei}`;
      const g = groups.get(k) ?? [];
      g.push(c);
      groups.set(k, g);
    }
    const gr = rng.fork(`recipient-rows:${r.symbol}:${r.fy}`);
    const closed = r.fy < ctx.currentFy;
    for (const g of groups.values()) {
      const obligated = g.reduce((s, c) => s + Math.round(c.obligated * 100), 0) / 100;
      const outShare = closed ? gr.float(0.55, 1.0) : gr.float(0.1, 0.6);
      const id = recipientId++;
      await ctx.w.add('budget_recipient', {
        id,
        account_year_id: r.id,
        funding_organization_id: g[0].funding_office_id,
        recipient_uei: g[0].recipient_uei,
        contract_obligated: obligated.toFixed(2),
        contract_outlayed: money(obligated * outShare).toFixed(2),
        n_contracts: new Set(g.map((c) => c.piid)).size,
      });
      for (const c of g) {
        await ctx.w.add('budget_recipient_contract', { recipient_row_id: id, award_key: c.key, obligated: money(c.obligated).toFixed(2) });
      }
    }
  }

  // --- quarterly flow by Treasury account symbol, FY2021 onward
  for (const r of rows) {
    if (r.fy < 2021 || r.def.category !== 'budgetary' || r.obligated === null || r.outlayed === null || r.dtp === null) continue;
    const qr = rng.fork(`quarters:${r.symbol}:${r.fy}`);
    const d = r.def;
    const tasList: [string, number][] = [];
    if (d.avail === 0) tasList.push([`${d.cgac}-X-${d.main}`, 1]);
    else {
      tasList.push([`${d.cgac}-${r.fy}-${r.fy + d.avail - 1}-${d.main}`, d.avail === 1 ? 1 : qr.float(0.65, 0.85)]);
      if (d.avail > 1) tasList.push([`${d.cgac}-${r.fy - 1}-${r.fy + d.avail - 2}-${d.main}`, 1 - tasList[0][1]]);
    }
    const periods = r.dtp;
    const nq = Math.ceil(periods / 3);
    for (const [tas, share] of tasList) {
      const obl = r.obligated * share;
      const out = r.outlayed * share;
      // year-end heavy spending profile, cut at the last reported period
      const profile = [0.2, 0.23, 0.25, 0.32].map((p) => p * qr.float(0.85, 1.15));
      const used = profile.slice(0, nq);
      if (periods % 3 !== 0) used[nq - 1] *= (periods % 3) / 3;
      const sum = used.reduce((a, b) => a + b, 0);
      let cumO = 0;
      let cumX = 0;
      for (let q = 1; q <= nq; q++) {
        const last = q === nq;
        const qo = last ? money(obl) - cumO : money((obl * used[q - 1]) / sum);
        const qx = last ? money(out) - cumX : money((out * used[q - 1]) / sum);
        cumO = money(cumO + qo);
        cumX = money(cumX + qx);
        const period = last ? periods : q * 3;
        const source = `FY${r.fy}-P${String(period).padStart(2, '0')} GTAS`;
        await ctx.w.add('budget_quarter', {
          account_year_id: r.id,
          tas,
          quarter: q,
          period: 'quarterly',
          obligated_quarterly: money(qo).toFixed(2),
          outlayed_quarterly: money(qx).toFixed(2),
          obligated_cumulative: null,
          outlayed_cumulative: null,
          quarterly_source: source,
        });
        await ctx.w.add('budget_quarter', {
          account_year_id: r.id,
          tas,
          quarter: q,
          period: 'cumulative',
          obligated_quarterly: null,
          outlayed_quarterly: null,
          obligated_cumulative: cumO.toFixed(2),
          outlayed_cumulative: cumX.toFixed(2),
          quarterly_source: source,
        });
      }
    }
  }

  // explicit ids were written: move the sequences past them so later inserts do not collide
  await ctx.w.flush();
  for (const table of ['budget_account_year', 'budget_recipient']) {
    await ctx.db.raw.exec(
      `SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), COALESCE((SELECT max(id) FROM "${table}"), 0) + 1, false)`,
    );
  }

  // --- the publication (src/budget/publication.ts): the tables are checked, then recorded as published
  const published = await publishBudget({ query: (text, params) => ctx.db.raw.query(text, params) }, new Date(`${ctx.opts.asOf}T00:00:00.000Z`), (row) =>
    ctx.w.add('dataset_info', row),
  );
  if (!published.publication) throw new Error(`the generated budget tables fail their publication check: ${published.problems.slice(0, 5).join('; ')}`);
}

/** The published columns of a generated account-year, for src/budget/derive.ts. */
function sourceOf(r: YearRow): SourceAccountYear {
  return {
    federal_account_symbol: r.symbol,
    fiscal_year: r.fy,
    data_through_period: r.dtp,
    account_category: r.def.category,
    requested_ba: r.requested,
    enacted_ba: r.enacted,
    apportioned: r.apportioned,
    obligated_total: r.obligated,
    outlayed_total: r.outlayed,
    unobligated_balance: r.unobligated,
    contract_obligated: r.contractObl,
    contract_outlayed: r.contractOut,
    assistance_obligated: r.assistObl,
    assistance_outlayed: r.assistOut,
    next_year_requested_ba: r.nextRequested,
    requested_contractual_services: r.requestedContractual,
  };
}

/**
 * A source that overstates the contract side: award-level contract
 * obligations 2 to 35 % above the account's total obligations (assistance
 * shrunk to keep the split plausible). Half the time the source also omits
 * the period its data runs through, so the year cannot be taken as closed.
 */
function overstateContracts(row: YearRow, rng: Rng, period: 'random' | 'keep' | 'unknown' = 'random'): void {
  const obligated = row.obligated as number;
  row.contractObl = money(obligated * rng.float(1.02, 1.35));
  row.assistObl = money(Math.min(row.assistObl ?? 0, obligated * 0.01));
  row.assistOut = money(row.assistObl * 0.9);
  row.contractOut = money(Math.min(row.contractObl, row.outlayed ?? 0) * rng.float(0.7, 0.95));
  if (period === 'unknown' || (period === 'random' && rng.chance(0.5))) row.dtp = null;
}

/** How well a contract fits an account: products to procurement, R&D to RDT&E, construction to construction. */
function affinity(c: AwardRef, d: AccountDef): number {
  const psc = c.psc_code ?? '';
  const k = kindOf(d);
  if (/^\d/.test(psc)) return k === 'procurement' ? 6 : k === 'personnel' ? 0.2 : 1;
  if (psc.startsWith('A')) return k === 'rdte' ? 6 : 0.7;
  if (/^[YZ]/.test(psc)) return k === 'construction' ? 6 : 0.8;
  return k === 'operations' ? 2 : 1;
}

function appendixRequest(rng: Rng, d: AccountDef, kind: ReturnType<typeof kindOf>, total: number): Record<string, number | null> {
  const out: Record<string, number | null> = {};
  // financing accounts print no object classification
  if (d.category === 'credit_financing') {
    for (const k of REQUEST_BUCKETS) out[k] = null;
    return out;
  }
  const cs = d.category === 'budgetary' ? d.cs : kind === 'grants' ? 0.1 : 0.35;
  const as = d.category === 'budgetary' ? d.as : d.as || 0.3;
  // benefit programmes pay insurance claims and indemnities (42.0) rather than salaries
  const claims = kind === 'benefits' ? Math.max(0, 0.97 - cs - as) : 0;
  const ps = Math.max(0.02, 1 - cs - as - claims);
  const equipment = kind === 'procurement' ? 0.62 : kind === 'rdte' ? 0.12 : 0.18;
  const land = kind === 'construction' ? 0.6 : 0.03;
  const services = Math.max(0.1, 1 - equipment - land - 0.12);
  const w: Record<string, number> = {
    '11.1 Full-time permanent': ps * 0.6,
    '11.3 Other than full-time permanent': ps * 0.04,
    '11.5 Other personnel compensation': ps * 0.06,
    '12.1 Civilian personnel benefits': ps * 0.26,
    '21.0 Travel and transportation of persons': ps * 0.03 + cs * 0.01,
    '22.0 Transportation of things': cs * 0.01,
    '23.1 Rental payments to GSA': ps * 0.03,
    '23.3 Communications, utilities, and miscellaneous charges': cs * 0.03,
    '24.0 Printing and reproduction': cs * 0.002,
    '25.1 Advisory and assistance services': cs * services * 0.18,
    '25.2 Other services from non-Federal sources': cs * services * 0.62,
    '25.3 Other goods and services from Federal sources': cs * services * 0.2,
    '26.0 Supplies and materials': cs * 0.06,
    '31.0 Equipment': cs * equipment,
    '32.0 Land and structures': cs * land,
    '41.0 Grants, subsidies, and contributions': as,
    '42.0 Insurance claims and indemnities': claims,
  };
  let sum = 0;
  for (const k of OBJECT_CLASSES) {
    w[k] *= rng.float(0.8, 1.2);
    sum += w[k];
  }
  // the appendix prints whole millions, by object class; the buckets add them up
  for (const k of REQUEST_BUCKETS) out[k] = 0;
  let all = 0;
  for (const k of OBJECT_CLASSES) {
    const amount = Math.round((total * w[k]) / sum / 1e6) * 1e6;
    out[bucketOf(k)] = (out[bucketOf(k)] as number) + amount;
    all += amount;
  }
  out.requested_total_from_object_class = all;
  return out;
}

type NarrativeRow = {
  narrative_id: string;
  account_year_id: number;
  budget_year: number;
  granule_id: string;
  granule_title: string;
  account_heading: string;
  narrative_text: string;
  appropriations_text: string | null;
  date_issued: Date;
  source_url: string;
};

const PURPOSE: Record<ReturnType<typeof kindOf>, string[]> = {
  personnel: [
    'This appropriation provides for the pay, allowances, individual clothing, subsistence, interest on deposits, gratuities, permanent change of station travel and related expenses of active duty personnel.',
    'The request supports end strength at the levels authorized and funds the basic pay raise, the housing allowance increase and retired pay accrual at the normal cost percentage.',
  ],
  procurement: [
    'This appropriation finances the acquisition, modification and initial spares of weapon systems and major end items, together with the production engineering, tooling and support equipment they require.',
    'Funds requested support full-rate production quantities, service life extension of fielded systems, and modifications that address obsolescence and cybersecurity vulnerabilities.',
  ],
  rdte: [
    'This appropriation finances basic research, applied research, advanced technology development, system development and demonstration, and the management support needed to test and evaluate new capabilities.',
    'The request sustains the science and technology base, transitions mature prototypes to programs of record, and funds developmental and operational test events scheduled in the budget year.',
  ],
  construction: [
    'This account provides for the planning, design, construction, alteration and repair of facilities, including the acquisition of land and the remediation of contaminated sites.',
    'Projects in the request were selected on the basis of mission criticality, facility condition index, life-safety deficiencies and readiness to award within the budget year.',
  ],
  grants: [
    'This account provides formula and competitive grants to States, localities, tribes, institutions and other eligible recipients, together with the technical assistance and evaluation activities that support them.',
    'The request maintains the number of awards at the prior-year level while strengthening performance measurement and oversight of grantee spending.',
  ],
  benefits: [
    'This account provides benefit payments authorized by permanent law; amounts are estimates that depend on caseload, cost-of-living adjustments and the economic assumptions of the Budget.',
    'Outlays reflect projected beneficiary populations and average benefit levels; administrative costs are financed from a separate account.',
  ],
  loans: [
    'As required by the Federal Credit Reform Act of 1990, this non-budgetary account records all cash flows to and from the Government resulting from direct loans obligated or loan guarantees committed in 1992 and beyond.',
    'The amounts in this account are a means of financing and are not included in the budget totals.',
  ],
  operations: [
    'This appropriation funds the day-to-day operations of the organization, including civilian pay, facilities sustainment, information technology, training, contracted services and mission support.',
    'The request sustains current operations, absorbs inflationary increases, and invests in cybersecurity, enterprise IT modernization and workforce development.',
  ],
};

function narrativesFor(rng: Rng, ctx: GenContext, r: YearRow, granule: string, prevEnacted: number | null): NarrativeRow[] {
  const roll = rng.next();
  const count = roll < 0.35 ? 0 : roll < 0.8 ? 1 : roll < 0.95 ? 2 : rng.int(3, 5);
  if (count === 0) return [];
  const d = r.def;
  const kind = kindOf(d);
  const dept = ctx.departmentByCgac.get(d.cgac)!;
  const granuleTitle = d.cgac === '097' ? 'Department of Defense--Military Programs' : dept.name;
  const issued = new Date(Date.UTC(r.fy - 1, 1, 1 + rng.int(0, 40)));
  const issuedDate = issued > ctx.asOf ? ctx.asOf : issued;
  const amount = r.requested ?? r.apportioned ?? 0;
  const untilYear = d.avail === 0 ? null : r.fy + d.avail - 1;
  const availability = untilYear === null ? 'to remain available until expended' : d.avail === 1 ? '' : `to remain available until September 30, ${untilYear}`;
  const out: NarrativeRow[] = [];
  for (let i = 0; i < count; i++) {
    const paragraphs: string[] = [];
    if (i === 0) {
      paragraphs.push(PURPOSE[kind][0]);
      if (d.category === 'proposed') paragraphs.push(`The Budget again proposes to establish the ${d.title}; the program has not been authorized and no funds have been provided in prior years.`);
      else if (d.category === 'request_only') paragraphs.push(`Funds are requested for ${d.title.toLowerCase()} activities that are expected to begin in the budget year; no obligations have been recorded against this account.`);
      else paragraphs.push(PURPOSE[kind][1]);
      if (amount > 0) paragraphs.push(`For ${r.fy}, the Budget requests ${fmtMoney(amount)} for this account${prevEnacted !== null ? `, compared with ${fmtMoney(prevEnacted)} enacted in ${r.fy - 1}` : ''}.`);
    } else {
      const activity = rng.pick(['Program direction', 'Mission support', 'Information technology modernization', 'Facilities and infrastructure', 'Program operations', 'Evaluation and oversight', 'Workforce development', 'Cybersecurity']);
      const owner = d.cgac === '097' ? 'the Department' : `the ${d.bureau}`;
      paragraphs.push(`${activity}.--${rng.pick(['Supports', 'Funds', 'Provides for'])} ${activity.toLowerCase()} activities of ${owner}, including ${rng.pick(['contractor support, training and travel', 'personnel, equipment and contracted services', 'program management and independent verification', 'maintenance of mission systems and data'])}.`);
      paragraphs.push(rng.pick(PURPOSE[kind]));
    }
    const approp =
      d.bea === 'Discretionary' && amount > 0 && (i === 0 || rng.chance(0.3))
        ? `For necessary expenses, not otherwise provided for, of the ${dept.name} for ${d.title}, $${commas(Math.round(amount / 1000) * 1000)}${availability ? `, ${availability}` : ''}${rng.chance(0.4) ? `: Provided, That not to exceed $${commas(rng.int(5, 150) * 1000)} shall be available for official reception and representation expenses` : ''}.`
        : null;
    out.push({
      narrative_id: uuidFromRand(rng.fn),
      account_year_id: r.id,
      budget_year: r.fy,
      granule_id: granule,
      granule_title: granuleTitle,
      account_heading: i === 0 ? d.title : `${d.title} (${rng.pick(['Program and Performance', 'Object Classification', 'Employment Summary', 'Legislative proposal'])})`,
      narrative_text: paragraphs.join('\n\n'),
      appropriations_text: approp,
      date_issued: issuedDate,
      source_url: `https://www.govinfo.gov/app/details/BUDGET-${r.fy}-APP/${granule}`,
    });
  }
  return out;
}
