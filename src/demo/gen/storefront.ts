/**
 * Storefront requests (eBuy style): requests for quote, proposal and
 * information that agencies post to schedule holders under a schedule
 * contract and SIN. At least a third sit under the contracts linked to the
 * demo accounts (so they see data); the rest under other contracts (so
 * visibility rules can be tested). Status is Open or Cancelled as supplied;
 * a closed request simply stops being seen (last_seen in the past).
 * Attachments: documents (some not yet captured, some removed from the
 * buyer's listing but still counted) and links; captured documents carry
 * extracted text with words that do not appear in the request title, and
 * their bytes (table storefront_document: the text rendered as a small PDF,
 * Word or Excel file of the document's type, src/storage/render.ts, with its
 * content type and SHA-256), which the signed download URLs serve.
 */
import { generateSolicitationNumber, generateStateSolicitationNumber, normalizeSolicitation } from '../../identifiers/index.js';
import type { Rng } from '../rng.js';
import type { GenContext, OrgRef, ScheduleContractRef } from '../context.js';
import { DAY_MS, addDays, fiscalYearOf } from '../dates.js';
import { MAS_SIN_BY_CODE } from '../reference/codes.js';
import { FIRST_NAMES, LAST_NAMES, SLED_BUYERS } from '../reference/names.js';
import { STATES } from '../reference/states.js';
import { INSTALLATIONS_BY_AGENCY, PROGRAM_OFFICES, SITES_BY_AGENCY } from '../reference/federal-sites.js';
import { renderDocument } from '../../storage/render.js';

type Domain = 'it' | 'hardware' | 'professional' | 'engineering' | 'facilities' | 'security' | 'training' | 'environmental' | 'marketing' | 'general';

function domainOf(sin: string | null): Domain {
  const s = sin ? MAS_SIN_BY_CODE.get(sin) : undefined;
  const code = sin ?? '';
  if (/^(33411|532420|811212|517312)/.test(code)) return 'hardware';
  if (/^(611420|611430|541612)/.test(code)) return 'training';
  if (/^(562910|541620|541690E)/.test(code)) return 'environmental';
  if (/^(541810|541613|541430|541910)/.test(code)) return 'marketing';
  if (/^(541330|541715|541380|541370)/.test(code)) return 'engineering';
  if (!s) return 'general';
  switch (s.category) {
    case 'Information Technology':
      return 'it';
    case 'Professional Services':
      return 'professional';
    case 'Facilities':
      return 'facilities';
    case 'Security and Protection':
      return 'security';
    case 'Human Capital':
      return 'training';
    default:
      return 'general';
  }
}

/** Request subjects per domain; titles use only these words. */
const SUBJECTS: Record<Domain, string[]> = {
  it: [
    'Zero Trust Architecture Implementation',
    'Data Center Consolidation Support',
    'Endpoint Management Services',
    'Cloud Security Posture Assessment',
    'Software License Management',
    'Digital Services Modernization',
    'Legacy System Decommissioning',
    'IT Service Management Platform Support',
    'Enterprise Data Warehouse Support',
    'Business Intelligence Dashboard Development',
    'Section 508 Accessibility Testing',
    'Application Hosting and Operations',
    'Security Operations Center Support',
    'DevSecOps Pipeline Support',
    'Virtual Desktop Infrastructure Support',
    'Continuous Monitoring Services',
    'Incident Response Retainer',
    'Low-Code Application Development',
    'Artificial Intelligence Pilot Support',
    'Machine Learning Model Development',
    'Virtual Agent Implementation',
    'Public Website Content Management System Support',
    'Enterprise Help Desk Support Services',
    'Cloud Migration and Hosting Support',
    'Application Modernization Services',
    'Cybersecurity Operations Support',
    'Software Development and Sustainment',
    'Data Analytics Platform Support',
    'Network Operations and Maintenance',
    'Identity and Access Management Implementation',
    'Case Management System Enhancements',
    'Enterprise Software License Renewal',
    'Records Management System Support',
    'Website Modernization and Hosting',
    'Vulnerability Assessment and Penetration Testing',
    'Database Administration Support',
    'Mobile Application Development',
    'Salesforce Platform Support',
    'Enterprise Architecture Support',
    'IT Asset Management Services',
    'Robotic Process Automation Implementation',
    'Geographic Information System Support',
  ],
  hardware: [
    'Rugged Laptops',
    'Body-Worn Cameras',
    'Thin Client Devices',
    'Two-Way Radios and Accessories',
    'Network Firewall Appliances',
    'Storage Area Network Expansion',
    'Tablet Computers and Cases',
    'Conference Room Displays',
    'Smart Card Readers',
    'Video Wall Display System',
    'Backup Appliance Refresh',
    'Satellite Phones',
    'Small Unmanned Aerial Systems',
    'Uninterruptible Power Supply Batteries',
    'Structured Cabling Materials',
    'Laptop and Desktop Refresh',
    'Network Switches and Wireless Access Points',
    'Conference Room Audio-Visual Equipment',
    'Ruggedized Tablets',
    'Server and Storage Hardware',
    'Mobile Devices and Service Plans',
    'Printers and Multifunction Devices',
    'Hardware Maintenance Renewal',
    'Video Teleconferencing Equipment',
    'Uninterruptible Power Supplies',
    'Digital Signage Displays',
    'Monitors and Docking Stations',
    'Barcode Scanners and Label Printers',
  ],
  professional: [
    'Acquisition Strategy Development',
    'Cost Estimating Support',
    'Independent Government Cost Estimate Support',
    'Policy Analysis Support',
    'Regulatory Analysis Support',
    'Workforce Planning Support',
    'Records Digitization Services',
    'FOIA Processing Support',
    'Customer Experience Strategy',
    'Data Analytics and Visualization Support',
    'Internal Controls Assessment',
    'Improper Payments Review',
    'Strategic Communications Support',
    'Technical Writing Services',
    'Stakeholder Engagement Support',
    'Grants Monitoring and Oversight Support',
    'Performance Measurement Support',
    'Program Management Support Services',
    'Acquisition Support Services',
    'Financial Management Support',
    'Audit Remediation Support',
    'Strategic Planning Support',
    'Organizational Assessment',
    'Grants Management Support',
    'Budget Formulation and Execution Support',
    'Independent Verification and Validation',
    'Business Process Reengineering',
    'Translation and Interpretation Services',
    'Program Evaluation Services',
    'Risk Management Framework Support',
    'Change Management Support',
    'Executive Correspondence Support',
    'Enterprise Risk Management Support',
    'Data Governance Advisory Services',
  ],
  engineering: [
    'Architectural and Engineering Design Review',
    'Hydrologic and Hydraulic Modeling',
    'Geotechnical Investigation',
    'Bridge Inspection Services',
    'Structural Condition Assessment',
    'Mechanical Systems Commissioning',
    'Electrical Systems Assessment',
    'Topographic Survey Services',
    'Materials Testing Services',
    'Radio Frequency Engineering Support',
    'Human Factors Engineering',
    'Logistics Engineering Support',
    'Energy Modeling Services',
    'Engineering and Technical Support Services',
    'Systems Engineering Support',
    'Laboratory Testing Services',
    'Facility Condition Assessment',
    'Geospatial Data Collection',
    'Test and Evaluation Support',
    'Structural Engineering Review',
    'Reliability and Maintainability Analysis',
    'Calibration Services',
    'Environmental Testing Services',
    'Systems Safety Engineering Support',
  ],
  facilities: [
    'Fire Alarm System Inspection and Testing',
    'Fire Suppression System Maintenance',
    'Generator Maintenance and Load Testing',
    'Roof Repair and Maintenance',
    'Parking Lot Sweeping',
    'Landscaping Services',
    'Trash and Recycling Collection',
    'Furniture Installation and Reconfiguration',
    'Office Space Reconfiguration',
    'Interior Painting Services',
    'Plumbing Repair Services',
    'Electrical Maintenance Services',
    'Building Automation System Support',
    'Document Shredding Services',
    'Cafeteria and Food Service Operations',
    'Janitorial Services',
    'Grounds Maintenance Services',
    'Facility Operations and Maintenance',
    'Preventive Maintenance of Building Systems',
    'Snow Removal and Grounds Services',
    'Custodial and Recycling Services',
    'Elevator Maintenance Services',
    'Pest Control Services',
    'HVAC Preventive Maintenance',
    'Window Washing Services',
    'Moving and Relocation Services',
  ],
  security: [
    'Unarmed Security Guard Services',
    'Security Systems Integration',
    'Perimeter Fencing and Barrier Installation',
    'Vehicle Barrier Maintenance',
    'Visitor Management System',
    'Security Vulnerability Assessment',
    'Alarm Monitoring Services',
    'Locksmith Services',
    'Mail Screening Services',
    'Emergency Management Planning Support',
    'Continuity of Operations Planning',
    'Protective Security Officer Services',
    'Access Control System Upgrade',
    'Security Camera System Replacement',
    'Physical Security Assessment',
    'Visitor Screening Services',
    'Intrusion Detection System Maintenance',
    'Armed Guard Services',
    'Security Badging Support',
    'Executive Protection Services',
  ],
  training: [
    'Leadership Coaching Program',
    'New Supervisor Training',
    'Instructor-Led Technical Training',
    'E-Learning Course Development',
    'Mandatory Compliance Training Development',
    'Customer Service Training',
    'Conflict Resolution Training',
    'Succession Planning Support',
    'Position Classification Support',
    'Job Analysis and Assessment Development',
    'Learning Content Development',
    'Train-the-Trainer Program',
    'Leadership Development Training',
    'Supervisory Training Program',
    'Human Resources Staffing Support',
    'Technical Training Course Delivery',
    'Instructional Design Support',
    'Recruitment and Hiring Support',
    'Diversity and Inclusion Training',
    'Project Management Certification Training',
    'Cybersecurity Awareness Training',
    'Executive Coaching Services',
    'Federal Acquisition Training',
  ],
  environmental: [
    'Environmental Site Assessment',
    'Underground Storage Tank Removal',
    'Mold Assessment and Remediation',
    'Indoor Air Quality Testing',
    'Drinking Water Quality Testing',
    'Wetland Delineation Services',
    'Cultural Resources Survey',
    'Natural Resources Management Support',
    'Invasive Species Management',
    'Radon Testing',
    'Soil Sampling and Analysis',
    'Greenhouse Gas Inventory Support',
    'Environmental Compliance Support',
    'Site Assessment and Remediation',
    'Energy Audit Services',
    'Hazardous Waste Management Support',
    'Environmental Impact Statement Support',
    'Asbestos Survey and Abatement',
    'Stormwater Compliance Support',
    'Sustainability Reporting Support',
    'Lead-Based Paint Inspection',
  ],
  marketing: [
    'Website Content Development',
    'Photography Services',
    'Exhibit Design and Fabrication',
    'Media Monitoring Services',
    'Newsletter Production',
    'Audio-Visual Production Support',
    'Multilingual Outreach Materials',
    'Conference Booth Design',
    'Annual Report Design',
    'Podcast Production',
    'Public Affairs Support',
    'Public Outreach Campaign Support',
    'Graphic Design and Publication Services',
    'Customer Experience Research',
    'Recruitment Advertising Campaign',
    'Video Production Services',
    'Social Media Management',
    'Brand Strategy Support',
    'Event Planning and Logistics',
    'Printing and Publication Design',
    'Public Service Announcement Production',
  ],
  general: [
    'Professional Support Services',
    'Administrative Support Services',
    'Supplies and Related Services',
    'Order-Level Materials and Support',
    'Conference Support Services',
    'Mail Room Operations Support',
    'Courier Services',
    'Document Scanning Services',
    'Transcription Services',
    'Sign Language Interpretation Services',
    'Court Reporting Services',
    'Warehouse Support Services',
    'Logistics Support Services',
    'Furniture and Fixtures',
    'Office Supplies',
  ],
};

/** Words that appear only in attachments, never in titles: attachment-only search can find them. */
const ATTACHMENT_TERMS: Record<Domain, string[]> = {
  it: ['Kubernetes', 'OpenShift', 'Tanium', 'Splunk', 'ServiceNow', 'Databricks', 'Okta', 'Zscaler', 'CrowdStrike', 'Terraform', 'Ansible', 'COBOL', 'GovCloud', 'FedRAMP', 'PostgreSQL', 'WebLogic', 'Elasticsearch', 'Power BI'],
  hardware: ['Thunderbolt', 'TAA-compliant', 'Wi-Fi 6E', 'PoE+', 'TPM 2.0', 'MIL-STD-810H', 'docking stations', 'NVMe', 'toner cartridges', 'Energy Star'],
  professional: ['earned value', 'EVMS', 'OMB Circular A-123', 'Green Book', 'PPBE', 'CPARS', 'Lean Six Sigma', 'GAO-14-704G', 'A-11', 'FIAR'],
  engineering: ['finite element', 'ASTM', 'MATLAB', 'LiDAR', 'ISO/IEC 17025', 'calibration', 'tolerance stack-up', 'SolidWorks'],
  facilities: ['terrazzo', 'chiller', 'boiler', 'backflow preventer', 'LEED', 'carpet extraction', 'xeriscaping', 'Green Seal', 'CMMS'],
  security: ['magnetometer', 'Lenel', 'post orders', 'CCTV', 'Interagency Security Committee', 'turnstiles', 'PIV readers'],
  training: ['Kirkpatrick', 'SCORM', 'ADDIE', 'xAPI', 'competency model', 'USA Staffing', 'blended learning'],
  environmental: ['RCRA', 'CERCLA', 'PFAS', 'groundwater monitoring', 'NEPA', 'Phase I ESA', 'spill prevention'],
  marketing: ['WCAG 2.1', 'focus groups', 'plain language', 'Adobe InDesign', 'A/B testing', 'paid social'],
  general: ['Trade Agreements Act', 'Buy American', 'SAM registration', 'FOB destination', 'wage determination'],
};

const DOD = '097';

function person(rng: Rng): string {
  return `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
}

function joinWords(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export async function generateStorefront(ctx: GenContext): Promise<void> {
  const rng = ctx.rng.fork('storefront');
  const contracts = ctx.scheduleContracts.filter((c) => c.sins.length > 0 || c.schedule);
  if (contracts.length === 0) return;
  const total = ctx.n(300);
  const linked = new Set(ctx.linkedContractNumbers);
  const linkedContracts = contracts.filter((c) => linked.has(c.contract_number));
  const otherContracts = contracts.filter((c) => !linked.has(c.contract_number));
  const agencies = ctx.agencies.filter((a) => a.weight > 0);
  const agencyWeights = agencies.map((a) => Math.pow(a.weight, 0.8));
  const cities = STATES.filter((s) => !s.isTerritory).flatMap((s) => s.cities.map((c) => ({ city: c.name, state: s.code })));
  const asOf = ctx.asOf.getTime();

  for (let i = 0; i < total; i++) {
    const r = rng.fork(`request:${i}`);
    const contract: ScheduleContractRef =
      linkedContracts.length && (i % 5 < 2 || otherContracts.length === 0) ? linkedContracts[i % linkedContracts.length] : otherContracts[r.skewedIndex(otherContracts.length, 0.7)];
    const type = r.table<'RFQ' | 'RFP' | 'RFI'>([
      ['RFQ', 70],
      ['RFI', 18],
      ['RFP', 12],
    ]);
    const rfqId = ctx.unique('storefront-rfq', () => `${type}${r.int(1_000_000, 2_999_999)}`);
    const sin = contract.sins.length ? r.pick(contract.sins) : null;
    const domain = domainOf(sin);
    const subject = r.pick(SUBJECTS[domain]);

    // buyer: a federal agency (skewed to the big buyers) or, rarely, a state or local buyer using cooperative purchasing
    const federal = r.chance(0.93) || SLED_BUYERS.length === 0;
    const agency: OrgRef | null = federal ? r.weighted(agencies, agencyWeights) : null;
    const sled = federal ? null : r.pick(SLED_BUYERS);
    const offices = agency ? (ctx.officesByAgency.get(agency.code) ?? []) : [];
    const office = offices.length ? r.pick(offices) : null;
    const place = office ? null : r.pick(cities);

    // dates: most requests are recent; about a tenth still open
    const daysBack = Math.floor(Math.pow(r.next(), 1.5) * 900);
    const issue = new Date(asOf - daysBack * DAY_MS);
    const fy = fiscalYearOf(issue);
    const window = type === 'RFP' ? r.int(21, 45) : type === 'RFI' ? r.int(10, 30) : r.int(5, 21);
    const noClose = r.chance(type === 'RFI' ? 0.25 : 0.05);
    const close = noClose ? null : new Date(addDays(issue, window).getTime() + r.int(17, 22) * 3_600_000);
    const cancelled = r.chance(0.1);
    const status = cancelled ? 'Cancelled' : 'Open';
    let lastSeenMs: number;
    if (cancelled) lastSeenMs = Math.min(asOf, issue.getTime() + r.int(1, Math.max(2, window)) * DAY_MS);
    else if (close && close.getTime() >= asOf) lastSeenMs = asOf;
    else if (close) lastSeenMs = Math.min(asOf, close.getTime() + r.int(0, 3) * DAY_MS);
    else lastSeenMs = Math.min(asOf, issue.getTime() + r.int(14, 90) * DAY_MS);
    const lastSeen = new Date(Math.floor(lastSeenMs / DAY_MS) * DAY_MS + r.int(3600, 86_399) * 1000);
    const modified = new Date(issue.getTime() + Math.floor(r.next() * Math.max(0, lastSeen.getTime() - issue.getTime())));

    // the buyer's own reference number (every spelling normalises to the same value)
    let reference: string | null = null;
    if (r.chance(0.88)) {
      if (office && r.chance(0.75)) {
        try {
          reference = generateSolicitationNumber(r.fn, { aac: office.code, fiscalYear: fy, instrument: type === 'RFP' ? 'R' : 'Q', style: r.chance(0.6) ? 'dashed' : 'compact' });
        } catch {
          reference = null;
        }
      }
      if (!reference) reference = sled ? generateStateSolicitationNumber(r.fn, { year: issue.getUTCFullYear() }) : `${issue.getUTCFullYear()}-${String(r.int(1, 999)).padStart(4, '0')}`;
    }

    // the buyer's own site (a medical center, an installation, a park) or program office, as requests name them
    const siteList = agency ? (SITES_BY_AGENCY.get(agency.code) ?? INSTALLATIONS_BY_AGENCY.get(agency.code)) : undefined;
    const buyerSite = siteList && r.chance(0.45) ? r.pick(siteList) : null;
    const programOffices = agency ? PROGRAM_OFFICES.get(agency.code) : undefined;
    const programOffice = programOffices && r.chance(0.25) ? r.pick(programOffices) : null;
    const site0 = buyerSite ? { city: buyerSite.city, state: buyerSite.state } : (place ?? r.pick(cities));
    const where = agency ? `${agency.agency_name ?? agency.department_name} operations in ${site0.city}, ${site0.state}` : `${sled!.name} operations`;
    const suffix = buyerSite
      ? r.table<string>([
          [` - ${buyerSite.name}`, 45],
          [` at ${buyerSite.name}`, 25],
          [` for ${buyerSite.name}, ${buyerSite.city}, ${buyerSite.state}`, 15],
          [` - ${buyerSite.city}, ${buyerSite.state}`, 15],
        ])
      : programOffice
        ? r.table<string>([
            [` for the ${programOffice}`, 60],
            [` - ${programOffice}`, 40],
          ])
        : r.table<string>([
            ['', 40],
            [agency?.agency_name ? ` for the ${agency.agency_name}` : '', 30],
            [place ? ` - ${place.city}, ${place.state}` : agency?.agency_name ? ` - ${agency.agency_name}` : '', 30],
          ]);
    // services are bought for a base year and options; an order now and then says so
    const term = type !== 'RFI' && r.chance(0.15) ? r.pick([' (Base Plus Four Option Years)', ' (Base Plus Two Option Years)', ' - 12 Months', ' - Bridge', ' - Follow-on', ' - Recompete']) : '';
    const prefix = type === 'RFI' ? r.pick(['RFI: ', 'Sources Sought - ', 'Market Research: ', 'Request for Information - ']) : type === 'RFP' ? r.pick(['', 'RFP - ']) : '';
    // buyers often lead with the fiscal year of the money
    const fyLead = r.chance(0.25) ? `FY${String(fy % 100).padStart(2, '0')} ` : '';
    const title = `${prefix}${fyLead}${subject}${suffix}${term}`.slice(0, 200);
    const buyerAgency = agency ? agency.department_name : sled!.name;
    const buyerCode = agency ? agency.agency_code : null;

    // attachments: documents and links; some removed from the listing but still counted
    const nAttach = r.table<number>([
      [0, 12],
      [1, 20],
      [2, 24],
      [3, 20],
      [4, 14],
      [5, 10],
    ]);
    const attachments: Record<string, unknown>[] = [];
    const usedNames = new Set<string>();
    let docs = 0;
    let links = 0;
    const terms = r.sample(ATTACHMENT_TERMS[domain], Math.min(4, ATTACHMENT_TERMS[domain].length));
    const site = site0;
    for (let k = 1; k <= nAttach; k++) {
      const isLink = r.chance(0.15);
      if (isLink) {
        links++;
        const url = r.chance(0.6)
          ? `https://sam.gov/opp/${r.chars(32, '0123456789abcdef')}/view`
          : r.chance(0.5)
            ? `https://sam.gov/wage-determination/2015-${r.int(4000, 5600)}/${r.int(18, 31)}`
            : `https://www.acquisition.gov/far/part-${r.pick(['8', '12', '13', '16', '37', '52'])}`;
        attachments.push({
          doc_seq_num: k,
          doc_name: url.includes('wage-determination') ? 'Wage Determination (link)' : url.includes('acquisition.gov') ? 'FAR Reference' : 'SAM.gov Notice',
          doc_type: 'link',
          doc_path: url,
          is_link: true,
          doc_session_date: new Date(issue.getTime() + r.int(1, 36) * 3_600_000),
          captured: true,
          removed: false,
          extracted_text: null,
        });
        continue;
      }
      docs++;
      let name = '';
      let docType = 'pdf';
      for (let tries = 0; tries < 6; tries++) {
        const d = documentName(r, type, domain, agency?.department_code === DOD, k);
        name = d.name;
        docType = d.type;
        if (!usedNames.has(name)) break;
      }
      usedNames.add(name);
      const captured = r.chance(0.9);
      const amendment = k > 1 && r.chance(0.2);
      const session = new Date(issue.getTime() + (amendment ? r.int(2, Math.max(3, window - 1)) * DAY_MS : r.int(0, 6) * 3_600_000) + r.int(0, 3599) * 1000);
      attachments.push({
        doc_seq_num: k,
        doc_name: name,
        doc_type: docType,
        doc_path: `storefront/${rfqId}/${k}/${name.replace(/[^A-Za-z0-9._-]+/g, '_')}`,
        is_link: false,
        doc_session_date: session.getTime() > lastSeen.getTime() ? lastSeen : session,
        captured,
        removed: r.chance(0.08),
        extracted_text: captured ? extractedText(r, { name, subject, domain, terms, site, where, close, type }) : null,
      });
    }
    // documents seen once and gone before they were listed still count
    const attachmentCount = docs + (r.chance(0.05) ? r.int(1, 2) : 0);

    await ctx.w.add('storefront_request', {
      rfq_id: rfqId,
      request_type: type,
      title,
      schedule: contract.schedule,
      sin,
      status,
      buyer_name: r.chance(0.95) ? person(r) : null,
      buyer_agency: buyerAgency,
      buyer_agency_code: buyerCode,
      reference_number: reference,
      reference_number_norm: reference ? normalizeSolicitation(reference) : null,
      issue_date: new Date(Math.floor(issue.getTime() / DAY_MS) * DAY_MS),
      close_date: close,
      attachment_count: attachmentCount,
      link_count: links,
      last_seen: lastSeen,
      description: description(r, { type, subject, where: `${site0.city}, ${site0.state}`, agency, sledName: sled?.name ?? null, sin, close }),
      organization_id: agency ? agency.organization_id : null,
      contract_number: contract.contract_number,
      modified,
    });
    for (const a of attachments) await ctx.w.add('storefront_attachment', { rfq_id: rfqId, ...a });
    // the captured bytes of each captured document, in its own format, holding the text extracted from it
    for (const a of attachments) {
      if (a.is_link || !a.captured) continue;
      const name = a.doc_name as string;
      const doc = renderDocument(a.doc_type as string, {
        title: name.replace(/\.[A-Za-z0-9]+$/, ''),
        subtitle: `${rfqId}: ${title}`,
        text: a.extracted_text as string,
        date: a.doc_session_date as Date,
      });
      await ctx.w.add('storefront_document', {
        rfq_id: rfqId,
        doc_seq_num: a.doc_seq_num as number,
        content_type: doc.contentType,
        byte_size: doc.bytes.length,
        sha256: doc.sha256,
        // bytea in hexadecimal input form (the same text for INSERT literals and COPY)
        content: `\\x${doc.bytes.toString('hex')}`,
        captured_at: a.doc_session_date as Date,
      });
    }
  }
}

function documentName(r: Rng, type: string, domain: Domain, dod: boolean, k: number): { name: string; type: string } {
  const options: [string, string][] = [
    [domain === 'facilities' || domain === 'security' ? 'Performance Work Statement' : 'Statement of Work', 'pdf'],
    ['Performance Work Statement (PWS)', 'docx'],
    [`Attachment ${k} - Price Schedule`, 'xlsx'],
    [`Attachment ${k} - Pricing Template`, 'xlsx'],
    [type === 'RFQ' ? 'Instructions to Quoters' : 'Instructions to Offerors', 'pdf'],
    ['Evaluation Criteria', 'pdf'],
    ['Quality Assurance Surveillance Plan', 'pdf'],
    ['Questions and Answers', 'docx'],
    ['Amendment 0001', 'pdf'],
    ['Past Performance Questionnaire', 'docx'],
    ['SF 1449', 'pdf'],
    [`Wage Determination 2015-${r.int(4000, 5600)} Rev ${r.int(18, 31)}`, 'pdf'],
  ];
  // a request for information prices and evaluates nothing
  if (type === 'RFI') options.splice(0, options.length, ['Draft Statement of Work', 'pdf'], ['Draft Performance Work Statement', 'docx'], ['Questions and Answers', 'docx'], ['Capability Statement Template', 'docx'], ['Draft Statement of Objectives', 'pdf'], ['Industry Questionnaire', 'docx']);
  // a request for proposals carries its proposal instructions and evaluation factors as sections L and M
  if (type === 'RFP') options.push(['Section L - Instructions to Offerors', 'pdf'], ['Section M - Evaluation Factors', 'pdf']);
  if (dod) options.push(['DD Form 254', 'pdf'], ['Contract Data Requirements List (CDRL)', 'pdf']);
  if (domain === 'hardware') options.push(['Bill of Materials', 'xlsx'], ['Technical Specifications', 'pdf']);
  if (domain === 'it') options.push(['Current Environment Overview', 'pdf'], ['Labor Category Descriptions', 'xlsx']);
  const [base, ext] = r.pick(options);
  return { name: `${base}.${ext}`, type: ext };
}

function extractedText(
  r: Rng,
  o: { name: string; subject: string; domain: Domain; terms: string[]; site: { city: string; state: string }; where: string; close: Date | null; type: string },
): string {
  const t = o.terms.length ? o.terms : ['the government-furnished environment'];
  const paras: string[] = [];
  if (/Price|Pricing|Bill of Materials|Labor Category/.test(o.name)) {
    paras.push(`CLIN 0001 Base Period, CLIN 1001 Option Period 1, CLIN 2001 Option Period 2. Offerors shall price every line item; pricing for ${joinWords(t.slice(0, 2))} shall be shown separately.`);
    paras.push(`Quantities are estimates for evaluation purposes. Unit prices shall not exceed the awarded schedule rates; discounts offered below schedule pricing should be identified in the remarks column.`);
  } else if (/Questions and Answers|Amendment/.test(o.name)) {
    paras.push(`Question 1: Is there an incumbent contractor? Answer: Yes; this is a follow-on requirement. Question 2: Will the Government accept ${t[0]} alternatives? Answer: Equivalent solutions will be considered if fully documented.`);
    paras.push(`Question 3: Is on-site work required in ${o.site.city}, ${o.site.state}? Answer: Approximately ${r.int(20, 80)} percent of the work is performed on site; the remainder may be performed remotely with Government approval.`);
  } else if (/Questionnaire|Capability Statement/.test(o.name)) {
    paras.push(`Section A. Respondent information: company name, UEI, CAGE code, point of contact, and business size under the NAICS code assigned to this requirement.`);
    paras.push(`Section B. Describe no more than three efforts in which your firm delivered work involving ${joinWords(t.slice(0, 3))}, including contract number, customer, period of performance and dollar value.`);
    paras.push(`Section C. Identify any assumptions, risks or dependencies related to performance in ${o.site.city}, ${o.site.state}, and state whether your firm would propose as a prime, a teaming partner or a subcontractor.`);
  } else if (/Evaluation|Instructions/.test(o.name)) {
    const who = o.type === 'RFP' ? 'offeror' : 'quoter';
    paras.push(`Factor 1, Technical Approach: the ${who}'s understanding of the requirement and its approach to ${t[0]}${t[1] ? ` and ${t[1]}` : ''}. Factor 2, Past Performance: relevance and quality of recent efforts. Factor 3, Price: evaluated for reasonableness.`);
    paras.push(`The technical volume is limited to ${r.pick([10, 15, 20, 25])} pages in 12-point font. Resumes for key personnel do not count against the page limit. ${o.type === 'RFP' ? 'Proposals' : 'Quotes'} that do not address every factor may be rated unacceptable.`);
  } else if (/SF 1449|DD Form 254/.test(o.name)) {
    paras.push(/DD Form/.test(o.name)
      ? `DD FORM 254, DEPARTMENT OF DEFENSE CONTRACT SECURITY CLASSIFICATION SPECIFICATION. Facility clearance required: SECRET. Access to classified information is required at the government site in ${o.site.city}, ${o.site.state}; the contractor will not safeguard classified material at its own facility. Performance involves ${t[0]}.`
      : `SOLICITATION/CONTRACT/ORDER FOR COMMERCIAL PRODUCTS AND COMMERCIAL SERVICES. Deliver to: ${o.site.city}, ${o.site.state}. Payment will be made by electronic funds transfer. Item 0001: ${o.subject}, including ${joinWords(t.slice(0, 2))}.`);
  } else if (/Wage Determination/.test(o.name)) {
    paras.push(`Service Contract Act wage determination for ${o.site.city}, ${o.site.state} and surrounding counties. Fringe benefits: health and welfare $${(r.float(4.5, 5.6)).toFixed(2)} per hour; vacation two weeks after one year of service; eleven paid holidays.`);
  } else {
    paras.push(`1. BACKGROUND. The Government requires ${o.subject.toLowerCase()} in support of ${o.where}. The current environment relies on ${joinWords(t.slice(0, 2))}, and the contractor shall maintain continuity during transition.`);
    paras.push(`2. SCOPE. The contractor shall provide all personnel, supervision and management necessary to perform the tasks in this document, including work involving ${joinWords(t.slice(1))}. Primary place of performance is ${o.site.city}, ${o.site.state}.`);
    paras.push(`3. DELIVERABLES. Monthly status report (due the tenth business day of each month), transition-in plan within 15 days of award, and a quality control plan. ${o.type === 'RFI' ? 'Responses are for planning purposes only and do not obligate the Government.' : 'All deliverables shall be submitted electronically to the Contracting Officer Representative.'}`);
  }
  if (o.close && r.chance(0.6)) {
    const h = o.close.getUTCHours() - 5;
    paras.push(`Responses are due no later than ${o.close.toISOString().slice(0, 10)} at ${((h + 11) % 12) + 1}:00 ${h >= 12 ? 'PM' : 'AM'} Eastern Time.`);
  }
  return paras.join('\n\n');
}

function description(
  r: Rng,
  o: { type: string; subject: string; where: string; agency: OrgRef | null; sledName: string | null; sin: string | null; close: Date | null },
): string {
  const buyer = o.agency ? (o.agency.agency_name ?? o.agency.department_name) : (o.sledName ?? 'The buyer');
  const kind = o.type === 'RFQ' ? 'Request for Quote' : o.type === 'RFP' ? 'Request for Proposal' : 'Request for Information';
  const sinText = o.sin ? ` under SIN ${o.sin}${MAS_SIN_BY_CODE.get(o.sin) ? ` (${MAS_SIN_BY_CODE.get(o.sin)!.title})` : ''}` : '';
  const paras: string[] = [];
  paras.push(`The ${buyer} is issuing this ${kind} to Multiple Award Schedule contract holders${sinText} for ${o.subject.toLowerCase()}. The work will be performed primarily in ${o.where}.`);
  if (o.type === 'RFI') {
    paras.push(`This is a request for information only. The Government is conducting market research to identify qualified schedule holders and to refine the acquisition strategy. Responses should include a capability statement of no more than ${r.pick([5, 8, 10])} pages, relevant past performance, and any recommendations on the draft requirement.`);
  } else {
    const basis = r.pick(['lowest price technically acceptable', 'best value tradeoff, with technical approach more important than price', 'best value, with technical, past performance and price evaluated', 'highest technically rated offer with a fair and reasonable price']);
    paras.push(`The Government intends to award a ${r.pick(['firm-fixed-price', 'time-and-materials', 'labor-hour', 'hybrid firm-fixed-price and time-and-materials'])} order with a ${r.pick(['12-month base period and four 12-month option periods', '12-month base period and two option periods', 'single 12-month period of performance', '6-month base period and one 6-month option'])}. Award will be made on a ${basis} basis in accordance with FAR 8.405.`);
    paras.push(`${o.type === 'RFP' ? 'Offerors shall submit a technical proposal, a price proposal' : 'Quoters shall submit a technical volume, a price volume'} using the attached pricing template, and ${r.pick(['two', 'three'])} past performance references for work of similar size and scope performed within the last ${r.pick([3, 5])} years. Questions must be submitted in writing ${r.pick([5, 7, 10])} days before the closing date.`);
  }
  if (o.close) paras.push(`Responses are due by ${o.close.toISOString().slice(0, 10)}. Late submissions will not be considered.`);
  else paras.push('Responses will be reviewed as received; there is no fixed closing date.');
  if (r.chance(0.5)) paras.push(r.pick(['Contractor personnel must be able to obtain a favorable background investigation.', 'All deliverables must comply with Section 508 accessibility standards.', 'The work requires a Secret facility clearance at time of quote submission.', 'Travel, if required, will be reimbursed in accordance with the Federal Travel Regulation.']));
  return paras.join('\n\n');
}
