/**
 * State, local and education (SLED) solicitations and forecasts.
 *
 * Each solicitation is one row arbitrated across scrapes of a portal
 * (platform + native_id), with its buyer (real SLED buyer names), status and
 * status_reason derived by the documented precedence (portal terminal word
 * awarded/cancelled > delisting > deadline), observation timestamps
 * (first_seen <= last_change_seen <= last_seen <= as-of), and children:
 * contact, raw portal record, attachments (with extracted document text),
 * revisions and category codes.
 *
 * What a solicitation is (its kind: invitation for bids, request for
 * proposals, quotes, information or qualifications, sole-source notice,
 * grant notice, invitation to negotiate, standing roster) is drawn first,
 * from its category and title; every word follows from it: the type token of
 * the number (typeFromNumber reads it back) and of the title, the opening and
 * the basis of award of the description, the main document and the response
 * forms. Invitations for bids never speak of proposals or their evaluation,
 * requests for information award nothing, awarded rows end with their bid
 * tabulation or award notice. About a seventh of portals state no type (null)
 * and their numbers carry none.
 *
 * Attachment text carries technical wording (the categories' docTerms) that
 * never appears in titles or descriptions, so document-only search matches
 * exist. Categories are tagged nigp / unspsc / naics / text, and about half of
 * the entries are untagged portal strings (scheme unknown).
 */
import { uuidFromRand } from '../../identifiers/index.js';
import type { GenContext } from '../context.js';
import { addDays, day, startOfDay } from '../dates.js';
import { FIRST_NAMES, LAST_NAMES, SLED_BUYERS_BY_STATE, type SledBuyer } from '../reference/names.js';
import { STATES, type StateInfo } from '../reference/states.js';
import { EDUCATION_DEPARTMENTS, isInstallationTown, LOCAL_BUILDINGS, LOCAL_DEPARTMENTS, SCHOOL_NAMESAKES, STREET_NAMES, STREET_TYPES, US_ROUTES } from '../reference/local-places.js';
import type { Rng } from '../rng.js';
import { Json } from '../writer.js';

// ---------------------------------------------------------------------------
// Vocabulary
// ---------------------------------------------------------------------------

type Jurisdiction = 'state' | 'local' | 'education';

interface SledCategory {
  key: string;
  /** base weight per jurisdiction */
  weight: Record<Jurisdiction, number>;
  /** buyer-name keywords that make the category more likely */
  affinity?: RegExp;
  /** title templates: {place} location, {fy} fiscal year, {road} street, {facility} building, {n} small number */
  titles: string[];
  /** scope paragraphs: {buyer}, {place}, {term}, {qty} */
  descriptions: string[];
  /** paragraphs found only in the documents; contain the docTerms */
  docParagraphs: string[];
  docTerms: string[];
  nigp: [string, string][];
  unspsc: [string, string][];
  naics: [string, string][];
  text: string[];
  /** untagged strings: portal category codes whose scheme cannot be told */
  untagged: string[];
  /** document file stems */
  docs: string[];
}

const ROADS = ['Main Street', 'Oak Avenue', 'County Road 12', 'Elm Street', 'Airport Road', 'Industrial Parkway', 'Lincoln Avenue', 'Washington Boulevard', 'Martin Luther King Jr. Drive', 'Route 9', 'Commerce Drive', 'Mill Creek Road', 'Highland Avenue', 'Broad Street', 'Park Avenue', 'River Road', 'State Route 32', 'Jefferson Street', 'Church Street', 'Maple Avenue'];
const FACILITIES = ['City Hall', 'Public Safety Building', 'Central Library', 'Fire Station No. 4', 'Administration Building', 'Community Recreation Center', 'Public Works Maintenance Facility', 'Senior Center', 'Courthouse Annex', 'Water Treatment Plant', 'Transit Operations Center', 'Police Headquarters', 'Animal Shelter', 'Convention Center'];
const SCHOOL_FACILITIES = ['High School', 'Middle School', 'Elementary School', 'Science Building', 'Student Union', 'Athletic Complex', 'Residence Hall', 'Library and Learning Commons', 'Career and Technical Education Center', 'Performing Arts Center'];

const CATEGORIES: SledCategory[] = [
  {
    key: 'roads',
    weight: { state: 8, local: 12, education: 0.5 },
    affinity: /Transportation|Public Works|Highway|County|City of|Municipality/,
    titles: [
      'FY{fy} Street Resurfacing Program',
      '{place} Road Resurfacing and Pavement Rehabilitation',
      'Asphalt Resurfacing of {road}',
      '{road} Reconstruction and Sidewalk Improvements',
      'Annual Pavement Preservation Contract - {place}',
      'Curb Ramp and ADA Sidewalk Improvements, Phase {n}',
      'Bridge Deck Rehabilitation on {road}', '{road} Culvert Replacement', 'Microsurfacing and Crack Sealing - {place}', '{place} Sidewalk Repair Program FY{fy}', 'Intersection Improvements at {road} and {road}', 'Guardrail Replacement on {road}', 'Chip Seal Program - {place} District {n}', 'Shared-Use Path Construction along {road}',
    ],
    descriptions: [
      'The work consists of asphalt resurfacing, full-depth patching, curb and gutter replacement and ADA-compliant curb ramps along approximately {qty} lane-miles of roadway in {place}. Work also includes pavement markings, adjustment of utility structures and traffic control during construction.',
      'This project consists of the rehabilitation of existing roadway pavement, including removal of deteriorated asphalt, base repair, placement of new surface course and restoration of driveways and sidewalks. The contractor shall maintain access for residents and emergency vehicles at all times. Substantial completion is required within {term} of the notice to proceed.',
      '{Respondents} must be prequalified with the state department of transportation in the appropriate work class. A {pre} meeting will be held; attendance is strongly encouraged. The contractor must furnish performance and payment bonds.',
    ],
    docParagraphs: [
      'Surface course shall be Superpave 9.5 mm mixture, PG 64-22 binder, placed over a tack coat of emulsified asphalt applied at 0.05 gallons per square yard. Existing pavement shall be cold-planed to the depths shown on the plans.',
      'Where soft subgrade is encountered, the contractor shall install woven geotextile stabilization fabric as directed by the engineer. Permanent pavement markings shall be hot-applied thermoplastic, 90 mil minimum, with glass beads.',
    ],
    docTerms: ['Superpave', 'geotextile', 'thermoplastic', 'cold-planed'],
    nigp: [['91339', 'Paving and Resurfacing Services'], ['91375', 'Road and Highway Construction, Repair and Maintenance'], ['74530', 'Asphalt, Hot Mix']],
    unspsc: [['72141100', 'Infrastructure building and surfacing and paving services'], ['72141000', 'Highway and road construction services']],
    naics: [['237310', 'Highway, Street, and Bridge Construction']],
    text: ['Construction', 'Road and Highway'],
    untagged: ['CONST-HWY', '913-39', 'Paving', 'C-913', '745-30'],
    docs: ['Specifications', 'Plans', 'Addendum_1', 'Wage_Determination'],
  },
  {
    key: 'janitorial',
    weight: { state: 5, local: 5, education: 7 },
    affinity: /School|University|College|Services|Facilities/,
    titles: [
      'Janitorial Services for {facility}',
      'Custodial Services - {place} Facilities',
      'Janitorial and Day Porter Services, Multiple Locations',
      'Custodial and Floor Care Services for District Campuses', 'Janitorial Services - {place} Branch Libraries', 'Custodial Services for {facility} and Annex', 'Window Cleaning Services - {place}', 'Carpet Cleaning and Floor Care Services for {facility}', 'Pressure Washing and Exterior Cleaning Services',
    ],
    descriptions: [
      'The work includes nightly cleaning, restroom sanitation, trash and recycling removal, and periodic floor care for approximately {qty} square feet of office and public space. The initial contract term is {term} with optional renewals.',
      'The contractor performs routine custodial cleaning, carpet extraction, hard-floor stripping and refinishing, window washing and event setup. The contractor shall furnish all labor, supervision, equipment and consumable supplies, and shall conduct background checks on all personnel assigned to the account.',
    ],
    docParagraphs: [
      'All cleaning chemicals shall be Green Seal GS-37 certified or equivalent. Restroom dispensers shall be restocked with supplier-furnished consumables; microfiber mops and HEPA-filtered vacuums are required to meet indoor air quality goals.',
      'Floor finish shall be applied in a minimum of four coats and burnished to a high-speed gloss. Quality assurance inspections will use the APPA custodial staffing guidelines, Level 2 (ordinary tidiness).',
    ],
    docTerms: ['microfiber', 'HEPA', 'burnished', 'APPA'],
    nigp: [['91039', 'Janitorial/Custodial Services'], ['91047', 'Floor Maintenance Services'], ['48500', 'Janitorial Supplies, General Line']],
    unspsc: [['76111500', 'General building and office cleaning and maintenance services'], ['76111501', 'Building cleaning services']],
    naics: [['561720', 'Janitorial Services']],
    text: ['Janitorial', 'Facilities Maintenance'],
    untagged: ['JANITORIAL', '910-39', 'Custodial Svcs', 'S-910'],
    docs: ['Scope_of_Work', 'Site_Listing', 'Insurance_Requirements', 'Addendum_1'],
  },
  {
    key: 'it_services',
    weight: { state: 10, local: 6, education: 5 },
    affinity: /Technology|Information|Administration|Management|Comptroller|General Services/,
    titles: [
      'IT Managed Services and Help Desk Support',
      'Enterprise Network Managed Services',
      'Cybersecurity Assessment and Managed Detection Services',
      'Cloud Migration and Data Center Hosting Services',
      'Statewide IT Staff Augmentation Services',
      'Microsoft 365 Implementation and Support', '{place} Network Infrastructure Refresh and Managed Services', 'Managed Security Services (MSSP) - FY{fy}', 'Disaster Recovery as a Service', 'IT Service Management Platform Implementation', 'Data Center Colocation Services', 'Geographic Information System (GIS) Services', 'Website Redesign and Hosting', 'Enterprise Content Management Support Services',
    ],
    descriptions: [
      'The managed IT scope includes a 24x7 service desk, endpoint management, patching, network monitoring and on-site technical support for approximately {qty} users across multiple locations. {Respondents} must describe their service-level commitments and transition approach.',
      'The selected vendor will assess the current environment, develop a migration roadmap and move selected workloads to a government cloud platform, then provide ongoing hosting, backup and disaster recovery. The contract term is {term} with optional renewal periods.',
      '{Respondents} must demonstrate experience serving public-sector clients of similar size, provide resumes of key personnel and comply with state information security policies, including background checks and data residency within the United States.',
    ],
    docParagraphs: [
      'The contractor shall operate a security operations center aligned with the NIST Cybersecurity Framework, ingest logs into a SIEM, and maintain endpoint detection and response agents on all managed devices. Privileged access shall require phishing-resistant multifactor authentication.',
      'Hosted workloads shall run in a FedRAMP Moderate or StateRAMP authorized environment. Container workloads will be orchestrated with Kubernetes; infrastructure shall be defined as code using Terraform modules maintained in the agency repository.',
    ],
    docTerms: ['SIEM', 'Kubernetes', 'Terraform', 'StateRAMP'],
    nigp: [['92040', 'Information Technology Consulting Services'], ['92045', 'Network Maintenance and Support Services'], ['92000', 'Data Processing, Computer, Programming and Software Services']],
    unspsc: [['81112200', 'Software maintenance and support'], ['81111800', 'System administration services'], ['81112000', 'Data services']],
    naics: [['541512', 'Computer Systems Design Services'], ['541519', 'Other Computer Related Services']],
    text: ['Information Technology', 'Professional Services'],
    untagged: ['IT-SVCS', '920-40', 'Tech Services', 'ITS-03'],
    docs: ['Statement_of_Work', 'Security_Requirements', 'Vendor_Questions_and_Answers', 'Addendum_1'],
  },
  {
    key: 'software',
    weight: { state: 6, local: 5, education: 4 },
    affinity: /Technology|Finance|Administration|Courts|University/,
    titles: [
      'Enterprise Resource Planning (ERP) System Replacement',
      'Permitting and Licensing Software Solution',
      'Computer-Aided Dispatch and Records Management System',
      'Student Information System',
      'Utility Billing and Customer Information System',
      'Body-Worn Camera and Digital Evidence Management System', 'Asset Management and Work Order System', 'Human Capital Management and Payroll System', 'Electronic Content Management System', 'Court Case Management System', 'Parks and Recreation Registration Software', 'Fleet Management Software', 'Agenda Management and Meeting Streaming Solution', 'Procurement and Contract Management System',
    ],
    descriptions: [
      'The {buyer} requires a commercial off-the-shelf, software-as-a-service solution to replace its legacy system, including implementation, data conversion, configuration, interfaces, training and ongoing support. The solution must support approximately {qty} named users.',
      '{Responses} must include a detailed implementation plan, a description of the hosting environment, annual subscription pricing for an initial term of {term}, and references from at least three public-sector customers that have implemented the offered solution.',
    ],
    docParagraphs: [
      'The solution shall expose RESTful APIs documented with OpenAPI, support single sign-on using SAML 2.0, and provide role-based access control. Historical records will be converted from the legacy AS/400 database.',
      'The vendor shall provide a SOC 2 Type II report issued within the last twelve months. Accessibility of all user-facing screens shall conform to WCAG 2.1 Level AA and Section 508.',
    ],
    docTerms: ['OpenAPI', 'SAML', 'AS/400', 'WCAG'],
    nigp: [['20880', 'Software, Enterprise Resource Planning'], ['20800', 'Computer Software for Microcomputers'], ['92030', 'Software Maintenance/Support']],
    unspsc: [['43232300', 'Data management and query software'], ['81112200', 'Software maintenance and support'], ['43231500', 'Business function specific software']],
    naics: [['513210', 'Software Publishers'], ['541511', 'Custom Computer Programming Services']],
    text: ['Software', 'Information Technology'],
    untagged: ['SOFTWARE', '208-80', 'SaaS', 'IT-SW'],
    docs: ['Functional_Requirements_Matrix', 'Technical_Requirements', 'Sample_Contract', 'Addendum_1'],
  },
  {
    key: 'school_bus',
    weight: { state: 1, local: 1, education: 6 },
    affinity: /School|District|Education/,
    titles: ['Purchase of Type C School Buses', 'School Bus Purchase - {n} Units', 'Purchase of Wheelchair-Accessible Activity Buses', 'Electric School Bus Acquisition and Charging Infrastructure', 'Purchase of {n} Propane-Powered School Buses', 'Type A Special Needs School Buses'],
    descriptions: [
      'The purchase covers {qty} new conventional school buses meeting all federal motor vehicle safety standards and state minimum specifications for school buses, delivered to the district transportation center.',
      '{Responses} shall include pricing per unit, delivery schedule, warranty terms and the availability of local service and parts support. Funding for a portion of this purchase is provided through a clean school bus grant program.',
    ],
    docParagraphs: [
      'Each bus shall be equipped with a 77-passenger body, air brakes, an Allison automatic transmission, stop-arm cameras and a three-point lap-shoulder belt at every seating position.',
      'Electric units shall provide a minimum 138 kWh battery, CCS1 DC fast-charging inlet and vehicle-to-grid capability; chargers shall be networked and support OCPP 1.6.',
    ],
    docTerms: ['Allison', 'stop-arm', 'CCS1', 'OCPP'],
    nigp: [['07070', 'Buses'], ['07071', 'School Buses']],
    unspsc: [['25101503', 'Buses'], ['25101500', 'Passenger motor vehicles']],
    naics: [['336211', 'Motor Vehicle Body Manufacturing']],
    text: ['Vehicles', 'Transportation'],
    untagged: ['VEH-BUS', '070-70', 'Buses'],
    docs: ['Bus_Specifications', 'Delivery_Schedule', 'Addendum_1'],
  },
  {
    key: 'fleet',
    weight: { state: 4, local: 5, education: 1 },
    affinity: /City|County|Police|Transportation/,
    titles: ['Purchase of Police Pursuit Vehicles', 'Heavy-Duty Dump Trucks with Snow Plow Equipment', 'Fleet Vehicle Purchase - Pickup Trucks and SUVs', 'Purchase of One (1) Custom Fire Pumper Apparatus', 'Street Sweeper Purchase', 'Purchase of {n} Hybrid Sedans', 'Ambulance Remount and Purchase', 'Tandem Axle Dump Trucks - {n} Units', 'Refuse Collection Trucks, Automated Side Loader', 'Purchase of Compact Excavator and Skid Steer Loader'],
    descriptions: [
      'The purchase covers {qty} new vehicles for the fleet, including delivery, dealer preparation, title and registration. Trade-in of surplus units may be offered as a separate line item.',
      'Vendors must have an authorized dealership or service facility within a reasonable distance of {place} and must state guaranteed delivery times. Pricing shall remain firm for the term of the contract.',
    ],
    docParagraphs: [
      'Pursuit units shall be all-wheel drive with an upfit package including push bumpers, LED light bars, prisoner partitions and console wiring. Dump bodies shall be AR400 abrasion-resistant steel with a central hydraulic system.',
      'Fire apparatus shall comply with NFPA 1901, with a 1,500 GPM midship pump, 750-gallon polypropylene tank and Class A foam system.',
    ],
    docTerms: ['upfit', 'AR400', 'NFPA', 'polypropylene'],
    nigp: [['07145', 'Police Vehicles'], ['07160', 'Trucks, Dump'], ['07500', 'Fire Trucks and Apparatus']],
    unspsc: [['25101700', 'Safety and rescue vehicles'], ['25101900', 'Specialized and recreational vehicles'], ['25101600', 'Product and material transport vehicles']],
    naics: [['441110', 'New Car Dealers'], ['336120', 'Heavy Duty Truck Manufacturing']],
    text: ['Vehicles', 'Public Safety'],
    untagged: ['FLEET', '071-45', 'Vehicles - Heavy'],
    docs: ['Vehicle_Specifications', 'Addendum_1'],
  },
  {
    key: 'water_chem',
    weight: { state: 1, local: 6, education: 0.2 },
    affinity: /Water|Utilit|Power|Sewer|Authority/,
    titles: ['Water Treatment Chemicals - Annual Supply', 'Liquid Sodium Hypochlorite Supply and Delivery', 'Wastewater Treatment Plant Chemicals', 'Water Meter Replacement and AMI Program', 'Pump Station Rehabilitation', 'Bulk Ferric Chloride Supply', 'Polymer for Wastewater Dewatering', 'Lift Station Pump Replacement - Station No. {n}', '{place} Water Main Replacement, Phase {n}', 'Granular Activated Carbon Replacement'],
    descriptions: [
      'The contract covers the supply and delivery of water and wastewater treatment chemicals on an as-needed basis for a period of {term}. Estimated annual quantities are provided for pricing purposes only and are not guaranteed.',
      'Deliveries shall be made to treatment facilities in {place} within forty-eight hours of order. The supplier shall provide safety data sheets and certificates of analysis with each shipment and shall comply with NSF/ANSI Standard 60.',
    ],
    docParagraphs: [
      'Chemicals include 12.5 percent sodium hypochlorite, ferric chloride, aluminum sulfate, fluorosilicic acid and polyortho phosphate corrosion inhibitor, delivered in bulk tanker loads of not less than 4,000 gallons.',
      'Meters shall be ultrasonic, lead-free, with an integrated encoder register and radio endpoint compatible with the fixed-network AMI collectors.',
    ],
    docTerms: ['fluorosilicic', 'polyortho', 'ferric', 'ultrasonic'],
    nigp: [['88550', 'Water Treatment Chemicals'], ['88500', 'Water and Wastewater Treatment Chemicals and Supplies'], ['96876', 'Water Treatment Services']],
    unspsc: [['47101600', 'Water treatment consumables'], ['47101500', 'Water treatment and supply equipment']],
    naics: [['424690', 'Other Chemical and Allied Products Merchant Wholesalers'], ['221310', 'Water Supply and Irrigation Systems']],
    text: ['Chemicals', 'Utilities'],
    untagged: ['CHEM-WTR', '885-50', 'Water Treatment'],
    docs: ['Specifications', 'Estimated_Quantities', 'Addendum_1'],
  },
  {
    key: 'consulting',
    weight: { state: 8, local: 5, education: 3 },
    affinity: /Management|Budget|Administration|Office|Commission/,
    titles: [
      'Consulting Services for Organizational Assessment',
      'Comprehensive Compensation and Classification Study',
      'Strategic Plan Development Consulting Services',
      'Transit Fare Study and Policy Consulting',
      'Economic Development Strategic Plan',
      'Procurement Process Improvement Consulting', '{place} Comprehensive Plan Update', 'Fee and Rate Study', 'Workforce Housing Needs Assessment', 'Cost Allocation Plan Preparation', 'Succession Planning Consulting Services',
    ],
    descriptions: [
      'The selected consultant will conduct a comprehensive study and deliver actionable recommendations, including stakeholder interviews, peer benchmarking, data analysis and a final report presented to leadership. The engagement is expected to last approximately {term}.',
      'Firms must disclose any potential conflicts of interest and identify the staff who will perform the work, with their licenses and certifications.',
    ],
    docParagraphs: [
      'The consultant shall facilitate a SWOT workshop with department heads, administer an employee engagement survey, and deliver a market pay analysis using at least twelve comparator jurisdictions weighted by Mercer and Willis Towers Watson survey cuts.',
      'Deliverables include a logic model, key performance indicators with baseline values, and a Gantt-style implementation roadmap.',
    ],
    docTerms: ['SWOT', 'comparator', 'Gantt', 'Mercer'],
    nigp: [['91838', 'Management Consulting'], ['91875', 'Organizational Development Consulting'], ['91800', 'Consulting Services']],
    unspsc: [['80101500', 'Business and corporate management consultation services'], ['80101600', 'Project management']],
    naics: [['541611', 'Administrative Management and General Management Consulting Services']],
    text: ['Consulting', 'Professional Services'],
    untagged: ['CONSULT', '918-38', 'Prof Svcs', 'PS-918'],
    docs: ['Scope_of_Services', 'Background_Data', 'Addendum_1'],
  },
  {
    key: 'engineering',
    weight: { state: 6, local: 7, education: 3 },
    affinity: /Transportation|Public Works|Water|Engineering|County/,
    titles: [
      'On-Call Engineering Services',
      'Architectural and Engineering Design Services for {facility}',
      'Stormwater Master Plan Update',
      'Traffic Signal Design and Corridor Study for {road}',
      'Professional Surveying Services', 'On-Call Geotechnical Engineering and Materials Testing', 'Water Treatment Plant Expansion Design Services', 'Construction Engineering and Inspection Services for {road}', 'Bridge Inspection Services - {place}', 'ADA Transition Plan Update',
    ],
    descriptions: [
      'The work covers planning, design, permitting and construction-phase support by professional engineering firms licensed in the state, on an on-call basis as projects are assigned.',
      'Scope includes field investigation, preliminary and final design, preparation of construction documents and cost estimates, and assistance during bidding and construction. Multiple contracts may be awarded for a term of {term}.',
    ],
    docParagraphs: [
      'Design shall include a hydrologic model using HEC-HMS and hydraulic analysis in HEC-RAS for the 10-, 25- and 100-year storms; survey control shall be tied to NAD83 horizontal and NAVD88 vertical datums.',
      'Signal timing plans shall be developed in Synchro and field-verified; detection shall use radar-based presence detection at all approaches.',
    ],
    docTerms: ['HEC-RAS', 'NAVD88', 'Synchro', 'hydrologic'],
    nigp: [['92500', 'Engineering Services, Professional'], ['92537', 'Civil Engineering'], ['90600', 'Architectural Services, Professional']],
    unspsc: [['81101500', 'Civil engineering'], ['81101508', 'Architectural engineering']],
    naics: [['541330', 'Engineering Services'], ['541310', 'Architectural Services']],
    text: ['Engineering', 'Professional Services'],
    untagged: ['A/E', '925-37', 'ENG-CIVIL', 'RFQ-AE'],
    docs: ['Scope_of_Services', 'Project_Location_Map', 'Addendum_1'],
  },
  {
    key: 'building',
    weight: { state: 6, local: 7, education: 8 },
    affinity: /School|University|College|Facilities|General Services|Building/,
    titles: [
      'HVAC Replacement at {facility}',
      'Roof Replacement - {facility}',
      '{facility} Renovation',
      'Construction Manager at Risk Services for New {facility}',
      'Elevator Modernization at {facility}',
      'Energy Savings Performance Contract', 'Parking Garage Structural Repairs at {facility}', 'Fire Alarm System Replacement - {facility}', 'Window and Door Replacement at {facility}', 'Generator Replacement at {facility}', 'LED Lighting Retrofit - {facility}', 'Restroom Renovations at {facility}', 'Chiller Replacement at {facility}',
    ],
    descriptions: [
      'The project includes demolition, mechanical and electrical upgrades, interior finishes and site work by a licensed general contractor, as described in the {docs}. The estimated construction cost is provided in the {docs}.',
      'Work must be phased to keep the building occupied and operational. The contractor shall pay prevailing wages, furnish performance and payment bonds, and achieve substantial completion within {term} of the notice to proceed.',
    ],
    docParagraphs: [
      'Rooftop units shall be replaced with high-efficiency packaged units with variable-frequency drives and BACnet controls integrated into the existing building automation system. The new roof assembly shall be a 60 mil TPO membrane over tapered polyisocyanurate insulation.',
      'Abatement of asbestos-containing mastic shall precede demolition. Elevator work includes new machine-room-less traction equipment and destination dispatch.',
    ],
    docTerms: ['BACnet', 'TPO', 'polyisocyanurate', 'mastic'],
    nigp: [['91400', 'Construction Services, General'], ['91424', 'Heating, Ventilating and Air Conditioning'], ['91456', 'Roofing']],
    unspsc: [['72102900', 'Facility maintenance and repair services'], ['72151200', 'HVAC mechanical construction service'], ['72152600', 'Roofing and siding and sheet metal services']],
    naics: [['236220', 'Commercial and Institutional Building Construction'], ['238220', 'Plumbing, Heating, and Air-Conditioning Contractors']],
    text: ['Construction', 'Facilities Maintenance'],
    untagged: ['CONST-BLDG', '914-24', 'Construction - Vertical', 'C-914'],
    docs: ['Project_Manual', 'Drawings', 'Addendum_1', 'Addendum_2', 'Wage_Determination'],
  },
  {
    key: 'grounds',
    weight: { state: 2, local: 5, education: 3 },
    affinity: /Parks|City|County|University/,
    titles: ['Landscape Maintenance Services', 'Grounds Maintenance and Mowing Services - {place}', 'Tree Trimming and Removal Services', 'Athletic Field Maintenance and Turf Renovation', 'Mowing Services for {place} Parks and Rights-of-Way', 'Snow and Ice Removal Services - {place}', 'Playground Equipment Replacement at {place} Park', 'Irrigation System Maintenance and Repair'],
    descriptions: [
      'The work covers landscape maintenance at parks, medians and public facilities, including mowing, edging, litter removal, shrub pruning, irrigation repair and seasonal plantings, for a term of {term}.',
      'Contractors must hold a valid commercial pesticide applicator license where applicable and must provide a list of equipment to be used on the contract.',
    ],
    docParagraphs: [
      'Turf areas shall be aerated twice annually and overseeded with tall fescue; slopes shall be stabilized by hydroseeding. Pre-emergent herbicide applications require notification of the contract administrator.',
      'Tree work shall follow ANSI A300 pruning standards and be supervised by an ISA-certified arborist; stumps shall be ground to twelve inches below grade.',
    ],
    docTerms: ['hydroseeding', 'fescue', 'arborist', 'pre-emergent'],
    nigp: [['98845', 'Landscaping Services'], ['98870', 'Tree Trimming and Pruning Services']],
    unspsc: [['70111700', 'Parks and gardens and orchards'], ['70111500', 'Plants and ornamental trees']],
    naics: [['561730', 'Landscaping Services']],
    text: ['Landscaping', 'Facilities Maintenance'],
    untagged: ['GROUNDS', '988-45', 'Landscape'],
    docs: ['Scope_of_Work', 'Site_Maps'],
  },
  {
    key: 'food',
    weight: { state: 1.5, local: 1, education: 5 },
    affinity: /School|University|College|Corrections/,
    titles: ['Food Service Management Company', 'Dining Services Contract', 'Milk and Dairy Products', 'Produce and Frozen Food Products - Child Nutrition Program', 'Bread and Bakery Products', 'Vending Services for {facility}', 'Inmate Food Services', 'Senior Nutrition Meal Services', 'Catering Services'],
    descriptions: [
      'The food service management company will operate the breakfast and lunch programs in compliance with the National School Lunch Program and School Breakfast Program regulations.',
      'Food products are to be delivered to {qty} sites on a weekly schedule for a term of {term}. Prices shall be firm or tied to a published market index as specified in the {form}.',
    ],
    docParagraphs: [
      'Menus shall meet USDA meal pattern requirements, including weekly vegetable subgroups; commodity entitlement foods shall be credited at their full value. Temperature logs shall be maintained under the HACCP plan.',
      'Fluid milk shall be 1% unflavored and fat-free flavored, in half-pint cartons, delivered at 41 degrees or below.',
    ],
    docTerms: ['HACCP', 'subgroups', 'entitlement', 'half-pint'],
    nigp: [['37500', 'Food: Dairy Products'], ['96130', 'Food Service Management']],
    unspsc: [['50131700', 'Milk and butter products'], ['90101700', 'Cafeteria services']],
    naics: [['722310', 'Food Service Contractors']],
    text: ['Food Service'],
    untagged: ['FOOD', '375-00', 'Nutrition Svcs'],
    docs: ['Product_Specifications', 'Site_Listing'],
  },
  {
    key: 'security',
    weight: { state: 3, local: 3, education: 2 },
    affinity: /Transit|Authority|Port|Courts|University/,
    titles: ['Unarmed Security Guard Services', 'Security Officer Services for {facility}', 'Access Control and Video Surveillance System Upgrade', 'Armed Security Services for {facility}', 'Security Guard Services - Transit Stations', 'Alarm Monitoring Services', 'Intrusion Detection System Maintenance'],
    descriptions: [
      'Uniformed security officers are required at designated facilities, including access control, patrols, incident reporting and emergency response support, for approximately {qty} hours per year.',
      'All officers must be licensed by the state and pass background checks. The contract term is {term} with renewal options.',
    ],
    docParagraphs: [
      'The system shall integrate card readers with the existing Lenel OnGuard platform and provide PoE cameras with H.265 compression and 30-day retention on the network video recorder.',
      'Post orders shall be maintained electronically; guard tour compliance will be verified with NFC checkpoints.',
    ],
    docTerms: ['OnGuard', 'H.265', 'NFC', 'PoE'],
    nigp: [['99046', 'Security Guard Services'], ['68040', 'Access Control Systems']],
    unspsc: [['92121500', 'Guard services'], ['46171600', 'Surveillance and detection equipment']],
    naics: [['561612', 'Security Guards and Patrol Services']],
    text: ['Public Safety', 'Security'],
    untagged: ['SECURITY', '990-46', 'Guard Svcs'],
    docs: ['Scope_of_Work', 'Post_Orders'],
  },
  {
    key: 'audit',
    weight: { state: 3, local: 3, education: 2 },
    affinity: /Finance|Comptroller|Treasur|Auditor|Budget/,
    titles: ['Independent Financial Audit Services', 'Actuarial Services for Retirement System', 'Banking and Merchant Card Services', 'Investment Advisory Services', 'Single Audit Services for Fiscal Year {fy}', 'Internal Audit Co-Sourcing Services', 'Deferred Compensation Plan Recordkeeping Services', 'Collection Agency Services'],
    descriptions: [
      'The engagement is an audit of the basic financial statements by a licensed certified public accounting firm in accordance with generally accepted government auditing standards for the fiscal years ending in {fy} and the following years, with a term of {term}.',
      '{Respondents} must be independent, must have completed a peer review within the last three years, and must describe their approach to the single audit of federal awards.',
    ],
    docParagraphs: [
      'The auditor shall issue opinions on the ACFR, perform the Uniform Guidance single audit, and report on internal control over financial reporting. GASB 87 and GASB 96 implementation will be tested in the first year.',
      'Merchant services shall include PCI DSS compliant point-to-point encryption terminals and next-day ACH settlement.',
    ],
    docTerms: ['ACFR', 'GASB', 'PCI', 'ACH'],
    nigp: [['94600', 'Financial Services'], ['94605', 'Auditing Services']],
    unspsc: [['84111600', 'Audit services'], ['84111500', 'Accounting services']],
    naics: [['541211', 'Offices of Certified Public Accountants']],
    text: ['Financial Services', 'Professional Services'],
    untagged: ['AUDIT', '946-05', 'Financial Svcs'],
    docs: ['Scope_of_Services', 'Prior_Year_Financial_Statements'],
  },
  {
    key: 'supplies',
    weight: { state: 4, local: 3, education: 4 },
    affinity: /Purchasing|Procurement|Services|School/,
    titles: ['Office Supplies and Paper Products - Statewide Contract', 'Classroom and Office Furniture', 'Laptop and Chromebook Purchase', 'Network Switches and Wireless Access Points', 'Copier and Multifunction Device Lease', 'Janitorial Supplies and Paper Products', 'Uniforms and Work Apparel', 'Rock Salt for Winter Road Maintenance', 'Interactive Flat Panel Displays for Classrooms', 'Ammunition for Law Enforcement', 'Tires and Tubes - Statewide Contract'],
    descriptions: [
      'The term contract covers the items listed in the {schedule}, supplied to agencies and locations throughout the state with next-day delivery and online ordering. Estimated usage is approximately {qty} orders per year.',
      'This solicitation covers the purchase of equipment for {place}, including delivery, installation, imaging and disposal of packaging. {Respondents} must be authorized resellers of the brands offered and must state warranty terms.',
    ],
    docParagraphs: [
      'Devices shall ship with Google Chrome Education upgrade licenses and be enrolled in the district console; ruggedized chassis shall meet MIL-STD-810H drop testing. Access points shall support Wi-Fi 6E and be managed from the existing cloud controller.',
      'Copy paper shall contain at least 30 percent post-consumer recycled content; toner cartridges shall be OEM or remanufactured with equivalent page yield.',
    ],
    docTerms: ['MIL-STD-810H', 'Wi-Fi 6E', 'remanufactured', 'post-consumer'],
    nigp: [['61500', 'Office Supplies, General'], ['20400', 'Computer Hardware and Peripherals for Microcomputers'], ['42500', 'Furniture: Office']],
    unspsc: [['43211503', 'Notebook computers'], ['43222609', 'Network routers'], ['44120000', 'Office supplies']],
    naics: [['424120', 'Stationery and Office Supplies Merchant Wholesalers'], ['423430', 'Computer and Computer Peripheral Equipment and Software Merchant Wholesalers']],
    text: ['Office Supplies', 'Information Technology'],
    untagged: ['COMMODITY', '615-00', 'Supplies', '204-36'],
    docs: ['Specifications', 'Estimated_Quantities'],
  },
  {
    key: 'medical',
    weight: { state: 2, local: 2, education: 1 },
    affinity: /Health|Hospital|Corrections|Fire/,
    titles: ['Emergency Medical Services Supplies', 'Ambulance Billing Services', 'Inmate Health Care Services', 'Pharmacy Benefit Management Services', 'Emergency Medical Services Billing and Collections', 'Employee Occupational Health Services', 'Behavioral Health Crisis Response Services', 'Naloxone Kits Supply'],
    descriptions: [
      'The scope includes staffing, reporting and compliance with applicable state and federal health care regulations, for a term of {term}.',
      '{Responses} must describe the vendor\'s experience with comparable public agencies, staffing plan, quality assurance program and pricing structure.',
    ],
    docParagraphs: [
      'Supplies include nitrile exam gloves, supraglottic airways, tourniquets and IO needle sets; billing shall be submitted electronically using ANSI X12 837P transactions.',
      'The vendor shall maintain NCCHC accreditation and provide telehealth coverage for after-hours psychiatric consultation.',
    ],
    docTerms: ['supraglottic', 'nitrile', 'NCCHC', '837P'],
    nigp: [['34500', 'Emergency Medical Supplies'], ['94800', 'Health Related Services']],
    unspsc: [['42171600', 'Emergency medical services airway management supplies'], ['85101600', 'Health care services']],
    naics: [['621910', 'Ambulance Services'], ['423450', 'Medical, Dental, and Hospital Equipment and Supplies Merchant Wholesalers']],
    text: ['Healthcare', 'Public Safety'],
    untagged: ['MED', '345-00', 'Health Svcs'],
    docs: ['Scope_of_Services', 'Service_Data'],
  },
  {
    key: 'environmental',
    weight: { state: 3, local: 3, education: 1 },
    affinity: /Environment|Natural|Water|Conservation/,
    titles: ['Environmental Site Assessment Services', 'Brownfield Remediation at Former {facility} Site', 'Household Hazardous Waste Collection Services', 'Solid Waste and Recycling Collection Services', 'Asbestos Abatement at {facility}', 'Stormwater Outfall Sampling and Reporting', 'Illegal Dumping Cleanup Services - {place}', 'Underground Storage Tank Removal at {facility}'],
    descriptions: [
      'The work includes assessment, remediation and reporting at sites identified in the solicitation, in compliance with state environmental regulations.',
      'The contractor shall provide all labor, equipment, transportation and disposal, maintain required permits and licenses, and submit monthly reports documenting quantities collected and disposed.',
    ],
    docParagraphs: [
      'Phase II sampling shall analyze soil for PFAS, VOCs and RCRA 8 metals; groundwater monitoring wells shall be installed by a licensed driller and surveyed.',
      'Residential carts shall be 96-gallon automated carts with RFID tags; recyclables shall be delivered to the designated MRF.',
    ],
    docTerms: ['PFAS', 'VOCs', 'RFID', 'MRF'],
    nigp: [['92637', 'Environmental Remediation Services'], ['92654', 'Hazardous Waste Disposal'], ['96288', 'Refuse Collection']],
    unspsc: [['77101500', 'Environmental impact assessment'], ['76121500', 'Refuse disposal and treatment']],
    naics: [['562910', 'Remediation Services'], ['562111', 'Solid Waste Collection']],
    text: ['Environmental', 'Utilities'],
    untagged: ['ENV', '926-37', 'Waste Mgmt'],
    docs: ['Site_Information', 'Scope_of_Work'],
  },
  {
    key: 'instructional',
    weight: { state: 1, local: 0.2, education: 6 },
    affinity: /School|District|University|College|Education/,
    titles: ['K-8 Mathematics Instructional Materials', 'High-Dosage Tutoring Services', 'Special Education Related Services', 'Learning Management System', 'Professional Development for Teachers - Literacy', 'Science Curriculum Adoption - Grades 6-8', 'English Language Arts Instructional Materials, Grades K-5', 'Summer Learning Program Services', 'Dual Language Immersion Program Materials'],
    descriptions: [
      'The {buyer} requires instructional materials and support aligned with state academic standards, including teacher guides, student materials, digital access, assessments and professional development for approximately {qty} students.',
      '{Respondents} must describe alignment to standards, evidence of effectiveness, accessibility for students with disabilities and English learners, and implementation support over a term of {term}.',
    ],
    docParagraphs: [
      'Materials shall be rated green for alignment and usability by EdReports; digital platforms shall roster through OneRoster 1.2 and comply with the student data privacy agreement.',
      'Related services include speech-language pathology, occupational therapy and BCBA-supervised behavior support, documented in the IEP system.',
    ],
    docTerms: ['EdReports', 'OneRoster', 'BCBA', 'IEP'],
    nigp: [['71500', 'Books, Textbooks'], ['92400', 'Educational Services']],
    unspsc: [['86101700', 'Vocational training'], ['60100000', 'Developmental and professional teaching aids and materials']],
    naics: [['611710', 'Educational Support Services']],
    text: ['Education Services'],
    untagged: ['INSTR', '715-00', 'Curriculum'],
    docs: ['Scope_of_Services', 'Student_Data_Privacy_Agreement'],
  },
  {
    key: 'printing',
    weight: { state: 2, local: 2, education: 1 },
    affinity: /Elections|Secretary|Revenue|Office/,
    titles: ['Ballot Printing and Mailing Services', 'Printing and Mailing of Tax Notices', 'Print Shop Services', 'Translation and Interpretation Services', 'Vehicle Registration Renewal Notice Printing', 'Utility Bill Printing and Mailing', 'Voter Guide Printing', 'Annual Report Design and Printing'],
    descriptions: [
      'The work includes printing, inserting and mailing, with data processing, address hygiene and postal presort, for approximately {qty} pieces per year.',
      'Vendors must demonstrate secure handling of confidential data and the capacity to meet statutory deadlines during peak periods.',
    ],
    docParagraphs: [
      'Mail pieces shall carry Intelligent Mail barcodes and be presorted to the 5-digit level; addresses shall be processed through NCOA and CASS-certified software.',
      'Ballot stock shall be 100 lb. text with timing marks printed to the tabulator tolerance; test decks are required for each ballot style.',
    ],
    docTerms: ['NCOA', 'CASS', 'barcodes', 'tabulator'],
    nigp: [['96600', 'Printing Services'], ['96670', 'Mailing Services']],
    unspsc: [['82121500', 'Printing'], ['78102200', 'Postal and small parcel and courier services']],
    naics: [['323111', 'Commercial Printing (except Screen and Books)']],
    text: ['Printing'],
    untagged: ['PRINT', '966-00', 'Mail Svcs'],
    docs: ['Specifications', 'Sample_Notice'],
  },
  {
    key: 'grants',
    weight: { state: 3.5, local: 1.2, education: 0.5 },
    affinity: /Commerce|Economic|Health|Human|Housing|Community|Workforce|Commission/,
    titles: ['Community Development Block Grant Subrecipient Applications', 'Workforce Innovation Grant Program', 'Broadband Infrastructure Grant Program', 'Opioid Settlement Fund Grant Applications', 'Violence Prevention Grant Program', 'Small Business Recovery Grant Program', 'Community Health Improvement Grants', 'Historic Preservation Grant Program', 'Arts and Culture Project Grants', 'Local Food Purchase Assistance Grants'],
    descriptions: [
      'Funding is available to eligible organizations to deliver services in the program area described in this notice. Awards are expected to range from modest planning grants to larger implementation grants over a period of {term}.',
      'Applicants must describe the need for the project, the population to be served, measurable outcomes, a detailed budget and the organization\'s capacity to manage grant funds in compliance with state and federal requirements.',
    ],
    docParagraphs: [
      'Applicants must register with SAM.gov and provide a UEI; indirect costs may be charged at a negotiated rate or the de minimis rate under 2 CFR 200.414. Matching funds of 25 percent are required.',
      'Broadband projects must deliver symmetrical service and prioritize unserved locations on the state challenge map.',
    ],
    docTerms: ['de minimis', 'symmetrical', 'unserved', '200.414'],
    nigp: [['95800', 'Management Services'], ['95200', 'Human Services']],
    unspsc: [['93141500', 'Social development and services']],
    naics: [['624190', 'Other Individual and Family Services']],
    text: ['Grants', 'Human Services'],
    untagged: ['GRANT', 'NOFA', 'Funding Opportunity'],
    docs: ['Program_Guidelines', 'Eligibility_Map'],
  },
];

const BOILERPLATE_DOC = [
  'Submission Instructions. Responses must be received no later than the date and time stated on the cover page. Late submissions will not be considered. Questions shall be submitted in writing to the procurement contact named in this solicitation; answers will be issued by addendum.',
  'Insurance Requirements. The contractor shall maintain commercial general liability insurance with limits of not less than $1,000,000 per occurrence and $2,000,000 aggregate, automobile liability, and workers compensation as required by law, naming the owner as additional insured.',
  'Prevailing Wage. Work performed under this contract is subject to the state prevailing wage act. Certified payroll shall be submitted with each pay application.',
  'Minority and Women Business Enterprise Participation. The owner has established a participation goal for this solicitation. {Respondents} shall submit a utilization plan with their {response} and document good-faith efforts.',
  'Terms and Conditions. The resulting contract shall be governed by the laws of the state. The owner reserves the right to reject any and all {responses}, to waive informalities, and to act in the best interest of the owner.',
];

const CONTACT_TITLES = ['Procurement Officer', 'Senior Buyer', 'Buyer II', 'Contract Specialist', 'Purchasing Agent', 'Procurement Analyst', 'Contracts Administrator', 'Purchasing Manager', 'Procurement Specialist III', 'Senior Contract Officer'];

const AREA_CODES: Record<string, string> = {
  AL: '334', AK: '907', AZ: '602', AR: '501', CA: '916', CO: '303', CT: '860', DE: '302', DC: '202', FL: '850', GA: '404', HI: '808', ID: '208', IL: '217', IN: '317', IA: '515', KS: '785', KY: '502', LA: '225', ME: '207', MD: '410', MA: '617', MI: '517', MN: '651', MS: '601', MO: '573', MT: '406', NE: '402', NV: '775', NH: '603', NJ: '609', NM: '505', NY: '518', NC: '919', ND: '701', OH: '614', OK: '405', OR: '503', PA: '717', RI: '401', SC: '803', SD: '605', TN: '615', TX: '512', UT: '801', VT: '802', VA: '804', WA: '360', WV: '304', WI: '608', WY: '307', PR: '787', GU: '671', VI: '340', AS: '684', MP: '670',
};

// ---------------------------------------------------------------------------
// Generator
// ---------------------------------------------------------------------------

const HOUR = 3_600_000;
const DAY = 86_400_000;
const MINUTE = 60_000;

/** Relative share of solicitation volume by state; others weigh 1.5. */
const STATE_WEIGHT: Record<string, number> = {
  CA: 10, TX: 9, FL: 7, NY: 7, PA: 5, OH: 5, IL: 5, NC: 4.5, GA: 4.5, VA: 4.5, WA: 4,
  DC: 1.2, PR: 0.8, GU: 0.4, VI: 0.3, AS: 0.25, MP: 0.25,
};

/** Portals whose feeds carry no description at all. */
const NO_DESCRIPTION_STATES = new Set(['MS', 'WY', 'ND', 'VI']);
/** Portals that have not been read lately (stale last_seen). */
const STALE_STATES = new Set(['MT', 'GU']);

/** Statewide e-procurement portals. */
const STATE_PORTAL: Record<string, string> = {
  CA: 'caleprocure', TX: 'esbd', MA: 'commbuys', VA: 'eva', NY: 'nyscr', FL: 'myfloridamarketplace', OH: 'ohiobuys', MD: 'emma', PA: 'pa-emarketplace',
};
const LOCAL_PLATFORMS: [string, number][] = [['bonfire', 5], ['opengov', 4], ['demandstar', 4], ['publicpurchase', 3], ['bidnet', 4], ['periscope', 3]];
const AGGREGATORS: [string, number][] = [['bidnet', 5], ['periscope', 3], ['demandstar', 3]];

const PLATFORM_BASE: Record<string, string> = {
  caleprocure: 'https://caleprocure.ca.gov/event',
  esbd: 'https://www.txsmartbuy.gov/esbd',
  txsmartbuy: 'https://www.txsmartbuy.gov/sp',
  commbuys: 'https://www.commbuys.com/bso/external/bidDetail.sdo',
  eva: 'https://mvendor.cgieva.com/Vendor/public/IVDetails.jsp',
  nyscr: 'https://www.nyscr.ny.gov/business/adsOpen',
  myfloridamarketplace: 'https://vendor.myfloridamarketplace.com/search/bids/detail',
  ohiobuys: 'https://ohiobuys.ohio.gov/page.aspx/en/bpm/process_manage_extranet',
  emma: 'https://emma.maryland.gov/page.aspx/en/bpm/process_manage_extranet',
  'pa-emarketplace': 'https://www.emarketplace.state.pa.us/Solicitations.aspx',
  bonfire: 'https://{slug}.bonfirehub.com/opportunities',
  opengov: 'https://procurement.opengov.com/portal/{slug}/projects',
  demandstar: 'https://www.demandstar.com/app/limited/bids',
  publicpurchase: 'https://www.publicpurchase.com/gems/bid/bidView',
  bidnet: 'https://www.bidnetdirect.com/public/solicitations',
  periscope: 'https://www.bidsync.com/DPX',
};

const OPEN_WORDS: [string, number][] = [['Open', 50], ['Active', 20], ['Posted', 10], ['Issued', 8], ['Accepting Bids', 5], ['Published', 7]];
const CLOSED_WORDS: [string, number][] = [['Closed', 45], ['Open', 12], ['Under Evaluation', 14], ['Bid Results Posted', 10], ['Evaluation', 6], ['Active', 6], ['Intent to Award', 7]];
const UNKNOWN_WORDS: [string, number][] = [['Open', 45], ['Active', 25], ['Open Continuous', 15], ['Ongoing', 15]];
const AWARDED_WORDS: [string, number][] = [['Awarded', 80], ['Award Posted', 10], ['Contract Awarded', 10]];
const CANCELLED_WORDS: [string, number][] = [['Cancelled', 75], ['Canceled', 25]];

const CONSTRUCTION_KEYS = new Set(['roads', 'building', 'environmental']);

const QTY: Record<string, [number, number, number]> = {
  // min, max, rounding
  roads: [6, 45, 1], janitorial: [40_000, 650_000, 5_000], it_services: [300, 14_000, 50], software: [60, 3_500, 10],
  school_bus: [4, 30, 1], fleet: [3, 40, 1], water_chem: [2, 12, 1], consulting: [1, 1, 1], engineering: [1, 1, 1],
  building: [1, 1, 1], grounds: [1, 1, 1], food: [8, 95, 1], security: [8_000, 60_000, 500], audit: [1, 1, 1],
  supplies: [2_000, 40_000, 500], medical: [1, 1, 1], environmental: [1, 1, 1], instructional: [2_000, 85_000, 500],
  printing: [50_000, 2_000_000, 10_000], grants: [1, 1, 1],
};

const VALUE_MEDIAN: Record<string, number> = {
  roads: 2_400_000, janitorial: 650_000, it_services: 3_200_000, software: 2_800_000, school_bus: 1_900_000, fleet: 900_000,
  water_chem: 750_000, consulting: 350_000, engineering: 1_200_000, building: 4_500_000, grounds: 400_000, food: 2_000_000,
  security: 1_100_000, audit: 450_000, supplies: 1_500_000, medical: 1_300_000, environmental: 1_700_000, instructional: 900_000,
  printing: 600_000, grants: 2_500_000,
};

/**
 * What a solicitation really is, which the portal may or may not state as a
 * solicitation_type. The kind fixes every word of the row: the type token of
 * its number and title, the opening and the basis of award of its description,
 * its documents. An invitation for bids is a sealed-bid procurement awarded to
 * the lowest responsive and responsible bidder and never speaks of proposals
 * or their evaluation; a request for proposals evaluates proposals; a request
 * for quotes asks for quotes; a request for information awards nothing.
 */
type Kind = 'ifb' | 'itb' | 'rfp' | 'rfq' | 'rfi' | 'sole_source' | 'grant' | 'itn' | 'rfqual' | 'roster';

/** Kinds whose responses are sealed bids. */
const BID_KINDS = new Set<Kind>(['ifb', 'itb']);

/** The solicitation_type a portal states for each kind (an unrecognised type is 'other'). */
const TYPE_OF_KIND: Record<Kind, string> = {
  ifb: 'ifb', itb: 'itb', rfp: 'rfp', rfq: 'rfq', rfi: 'rfi', sole_source: 'sole_source', grant: 'grant', itn: 'other', rfqual: 'other', roster: 'other',
};

/** Type tokens of solicitation numbers (typeFromNumber reads them back); empty: the number carries none. */
const NUMBER_TOKENS: Record<Kind, string[]> = {
  ifb: ['IFB', 'IFB', 'RFB', 'BID'], itb: ['ITB'], rfp: ['RFP'], rfq: ['RFQ'], rfi: ['RFI'], itn: ['ITN'],
  sole_source: ['SS', 'NOI'], grant: ['NOFA', 'GRANT'], rfqual: ['SOQ', 'RFQUAL'], roster: ['RPL', 'PQL'],
};

/** How the kind's responses are named in running text. */
interface Words {
  response: string;
  responses: string;
  Responses: string;
  Respondents: string;
  form: string;
  schedule: string;
  pre: string;
  docs: string;
}
const WORDS: Record<Kind, Words> = {
  ifb: { response: 'bid', responses: 'bids', Responses: 'Bids', Respondents: 'Bidders', form: 'bid form', schedule: 'bid schedule', pre: 'pre-bid', docs: 'bid documents' },
  itb: { response: 'bid', responses: 'bids', Responses: 'Bids', Respondents: 'Bidders', form: 'bid form', schedule: 'bid schedule', pre: 'pre-bid', docs: 'bid documents' },
  rfp: { response: 'proposal', responses: 'proposals', Responses: 'Proposals', Respondents: 'Proposers', form: 'cost proposal form', schedule: 'price schedule', pre: 'pre-proposal', docs: 'RFP documents' },
  rfq: { response: 'quote', responses: 'quotes', Responses: 'Quotes', Respondents: 'Vendors', form: 'quote form', schedule: 'quote schedule', pre: 'pre-quote', docs: 'RFQ documents' },
  rfi: { response: 'response', responses: 'responses', Responses: 'Responses', Respondents: 'Respondents', form: 'response template', schedule: 'pricing questionnaire', pre: 'vendor information', docs: 'RFI documents' },
  sole_source: { response: 'statement of capability', responses: 'statements of capability', Responses: 'Statements of capability', Respondents: 'Interested vendors', form: 'capability statement form', schedule: 'item list', pre: 'vendor information', docs: 'notice documents' },
  grant: { response: 'application', responses: 'applications', Responses: 'Applications', Respondents: 'Applicants', form: 'budget template', schedule: 'budget template', pre: 'pre-application', docs: 'program guidelines' },
  itn: { response: 'reply', responses: 'replies', Responses: 'Replies', Respondents: 'Respondents', form: 'price reply form', schedule: 'price reply form', pre: 'pre-reply', docs: 'ITN documents' },
  rfqual: { response: 'statement of qualifications', responses: 'statements of qualifications', Responses: 'Statements of qualifications', Respondents: 'Firms', form: 'qualifications form', schedule: 'fee schedule', pre: 'pre-submittal', docs: 'solicitation documents' },
  roster: { response: 'application', responses: 'applications', Responses: 'Applications', Respondents: 'Vendors', form: 'vendor application form', schedule: 'rate schedule', pre: 'vendor orientation', docs: 'roster documents' },
};

/** Title prefixes that name the kind (with the share of titles that carry one). */
const TITLE_PREFIXES: Record<Kind, [number, string[]]> = {
  ifb: [0.4, ['IFB - ', 'Invitation for Bids: ', 'Sealed Bid - ', 'Invitation for Bids - ']],
  itb: [0.4, ['ITB - ', 'Invitation to Bid: ', 'Invitation to Bid - ']],
  rfp: [0.4, ['RFP - ', 'Request for Proposals: ', 'Request for Proposals - ']],
  rfq: [0.35, ['RFQ - ', 'Request for Quotes: ', 'Request for Quotations - ']],
  rfi: [1, ['Request for Information: ', 'RFI - ', 'Request for Information - ', 'Market Research (RFI): ']],
  sole_source: [1, ['Notice of Intent to Sole Source: ', 'Sole Source Notice - ']],
  grant: [0.3, ['Notice of Funding Availability: ', 'NOFA - ']],
  itn: [0.7, ['Invitation to Negotiate: ', 'ITN - ']],
  rfqual: [0.8, ['Request for Qualifications - ', 'Statement of Qualifications: ']],
  roster: [0, []],
};

const OPENINGS: Record<Kind, string[]> = {
  ifb: [
    'The {buyer} is soliciting sealed bids for {subject}.',
    'Sealed bids for {subject} will be received by the {buyer} until the date and time stated in this invitation for bids, then publicly opened and read aloud.',
    'The {buyer} invites sealed bids from qualified firms for {subject}.',
  ],
  itb: ['The {buyer} invites bids for {subject}.', 'The {buyer} is issuing this invitation to bid for {subject}. Bids will be opened publicly at the time stated.'],
  rfp: ['The {buyer} is requesting proposals from qualified firms for {subject}.', 'The {buyer} invites proposals for {subject}.', 'The {buyer} seeks proposals from experienced firms for {subject}.'],
  rfq: ['The {buyer} requests quotes for {subject}.', 'The {buyer} is requesting quotations from qualified vendors for {subject}.'],
  rfi: [
    'The {buyer} is seeking information from vendors about {subject} to help plan a possible future solicitation.',
    'The {buyer} issues this request for information on {subject} as market research.',
  ],
  sole_source: [
    'The {buyer} intends to award a sole-source contract for {subject} to the only known source able to meet its requirements.',
    'Notice is given that the {buyer} intends to negotiate a sole-source purchase of {subject}.',
  ],
  grant: ['The {buyer} announces the availability of funding for the {subject} and invites applications from eligible organizations.', 'The {buyer} is accepting applications for the {subject}.'],
  itn: ['The {buyer} invites replies to this invitation to negotiate for {subject}.'],
  rfqual: ['The {buyer} is requesting statements of qualifications from licensed firms for {subject}.', 'The {buyer} invites qualified firms to submit statements of qualifications for {subject}.'],
  roster: ['The {buyer} is establishing a roster of prequalified vendors for {subject}; applications are accepted on a continuous basis.'],
};

/** How the award is made: the sentence an analyst reads to tell the kind. */
const AWARD_BASIS: Record<Kind, string[]> = {
  ifb: [
    'Award will be made to the lowest responsive and responsible bidder.',
    'The contract will be awarded to the lowest responsive, responsible bidder whose bid meets the specifications.',
  ],
  itb: ['Award will be made to the lowest responsive and responsible bidder meeting the specifications.', 'Bids will be publicly opened and the contract awarded to the lowest responsive, responsible bidder.'],
  rfp: [
    'Proposals will be evaluated on the qualifications and experience of the firm and proposed staff, the proposed methodology and work plan, and cost.',
    'Proposals will be evaluated on technical merit, past performance and price; the {buyer} may negotiate with the highest-ranked proposers.',
    'An evaluation committee will score proposals against the criteria stated in the RFP and may invite finalists to present.',
  ],
  rfq: ['The award will be made to the vendor submitting the lowest-priced quote that meets the specifications.', 'Quotes must be submitted on the quote form; award will be made to the lowest responsible vendor meeting the requirements.'],
  rfi: [
    'This is a request for information only; no contract will result from the responses, and the {buyer} will not pay for information submitted.',
    'Responses will be used for planning purposes only and do not commit the {buyer} to issue a solicitation.',
  ],
  sole_source: ['Vendors who believe they can provide an equal product or service may submit a statement of capability by the deadline; if none is received, the {buyer} will proceed with the sole-source award.'],
  grant: ['Applications will be scored on need, project design, organizational capacity and budget; funding decisions are final.'],
  itn: ['Replies will be evaluated against the criteria in the ITN, and the {buyer} will negotiate with one or more respondents to reach the best value.'],
  rfqual: ['Selection will be qualifications-based; fees will be negotiated with the highest-ranked firm.'],
  roster: ['Vendors placed on the roster may receive task requests as needs arise; placement does not guarantee work.'],
};

/** The award notice an awarded row's description ends with, and the document posted with it. */
const AWARD_NOTICE: Record<Kind, [string, string]> = {
  ifb: ['Bid tabulation posted; the contract was awarded to the lowest responsive and responsible bidder.', 'Bid_Tabulation'],
  itb: ['Bid tabulation posted; award made to the lowest responsive, responsible bidder.', 'Bid_Tabulation'],
  rfp: ['Notice of intent to award issued to the highest-ranked proposer.', 'Notice_of_Intent_to_Award'],
  rfq: ['Purchase order issued to the lowest-priced responsive vendor.', 'Award_Notice'],
  rfi: ['', ''],
  sole_source: ['Sole-source award made; no statements of capability were received.', 'Award_Notice'],
  grant: ['Grant awards announced.', 'Grant_Award_Announcement'],
  itn: ['Notice of intent to award posted following negotiations.', 'Notice_of_Intent_to_Award'],
  rfqual: ['Contract negotiated with the highest-ranked firm.', 'Notice_of_Selection'],
  roster: ['Vendors approved for the roster posted.', 'Approved_Vendor_List'],
};

/** The kind's main document stem and its response forms. */
const KIND_DOCS: Record<Kind, { main: string[]; forms: string[] }> = {
  ifb: { main: ['IFB', 'Invitation_for_Bids'], forms: ['Bid_Form', 'Bid_Schedule'] },
  itb: { main: ['ITB', 'Invitation_to_Bid'], forms: ['Bid_Form', 'Bid_Schedule'] },
  rfp: { main: ['RFP', 'Request_for_Proposals'], forms: ['Cost_Proposal_Form', 'Evaluation_Criteria'] },
  rfq: { main: ['RFQ', 'Request_for_Quotes'], forms: ['Quote_Form', 'Price_Sheet'] },
  rfi: { main: ['RFI', 'Request_for_Information'], forms: ['RFI_Response_Template', 'Vendor_Questionnaire'] },
  sole_source: { main: ['Notice_of_Intent_to_Sole_Source'], forms: ['Sole_Source_Justification'] },
  grant: { main: ['Notice_of_Funding_Availability'], forms: ['Application_Form', 'Budget_Template'] },
  itn: { main: ['ITN', 'Invitation_to_Negotiate'], forms: ['Price_Reply_Form', 'Evaluation_Criteria'] },
  rfqual: { main: ['Request_for_Qualifications'], forms: ['SF330_Instructions', 'Qualifications_Form'] },
  roster: { main: ['Roster_Application_Instructions'], forms: ['Vendor_Application_Form'] },
};

/** The main document's section on how responses are judged. */
const DOC_AWARD_SECTION: Record<Kind, string> = {
  ifb: 'Bid Opening and Award. Sealed bids will be opened publicly at the time stated on the cover page. Award will be made to the lowest responsive and responsible bidder; the owner may waive minor informalities.',
  itb: 'Bid Opening and Award. Bids will be opened publicly at the time stated. The contract will be awarded to the lowest responsive, responsible bidder whose bid conforms to the specifications.',
  rfp: 'Evaluation Criteria. Proposals will be scored by an evaluation committee: technical approach 40 points, qualifications and experience 30 points, cost 30 points. Finalists may be invited to present.',
  rfq: 'Quote Instructions. Quotes shall be submitted on the attached quote form and remain valid for 90 days. Award will be made to the responsive vendor offering the lowest total price.',
  rfi: 'Purpose. This request for information is issued for planning purposes only. It is not a solicitation, and no contract will result from it.',
  sole_source: 'Sole Source Determination. The owner has determined that only one source can meet the requirement. Vendors may challenge this determination by submitting a statement of capability.',
  grant: 'Application Review. Applications will be reviewed for eligibility and scored by a review panel on need, project design, capacity and budget.',
  itn: 'Evaluation and Negotiation. Replies will be evaluated against the stated criteria; the owner will negotiate with the respondents it selects and award to the one offering the best value.',
  rfqual: 'Selection Procedure. Statements of qualifications will be ranked on experience, key personnel and capacity; the owner will negotiate fees with the highest-ranked firm.',
  roster: 'Qualification. Applications are reviewed as received; vendors meeting the minimum qualifications are added to the roster.',
};

/** Kind weights by the category's nature. */
const KIND_WEIGHTS: Record<'construction' | 'design' | 'commodity' | 'service' | 'professional' | 'grant', [Kind, number][]> = {
  construction: [['ifb', 45], ['itb', 20], ['rfp', 10], ['rfq', 6], ['rfi', 4], ['rfqual', 3]],
  design: [['rfqual', 40], ['rfp', 38], ['rfi', 10], ['itn', 4], ['sole_source', 3]],
  commodity: [['ifb', 32], ['itb', 18], ['rfq', 28], ['rfp', 10], ['rfi', 5], ['sole_source', 5], ['itn', 2]],
  service: [['rfp', 40], ['ifb', 18], ['itb', 10], ['rfq', 16], ['rfi', 7], ['sole_source', 4], ['itn', 5]],
  professional: [['rfp', 60], ['rfq', 12], ['rfi', 16], ['sole_source', 6], ['itn', 5]],
  grant: [['grant', 1]],
};
/** Kinds of solicitations without a deadline. */
const UNDATED_KINDS: Record<keyof typeof KIND_WEIGHTS, [Kind, number][]> = {
  construction: [['rfi', 55], ['roster', 30], ['rfqual', 15]],
  design: [['rfqual', 50], ['roster', 30], ['rfi', 20]],
  commodity: [['rfi', 1]],
  service: [['roster', 50], ['rfi', 50]],
  professional: [['roster', 45], ['rfi', 45], ['rfqual', 10]],
  grant: [['grant', 1]],
};

/** A standing roster is for a line of work, not one project: its title names the trade. */
function rosterTitle(rng: Rng, category: SledCategory, place: string, fy: number): { title: string; subject: string } {
  const area = rng.pick(category.text).replace(/\s*Services$/, '');
  const subject = `${area} Services`;
  const title = rng.pick([
    `Prequalified Vendor Roster - ${subject}`,
    `${subject} Qualified Vendor List, FY${fy}`,
    `On-Call ${subject} Roster - ${place}`,
    `${subject} Vendor Pool (Open Continuous Enrollment)`,
    `Prequalified Contractor List - ${subject}, ${place}`,
  ]);
  return { title, subject: `on-call ${subject.toLowerCase()}` };
}
const CATEGORY_NATURE: Record<string, keyof typeof KIND_WEIGHTS> = {
  roads: 'construction', building: 'construction', engineering: 'design', school_bus: 'commodity', fleet: 'commodity', water_chem: 'commodity',
  supplies: 'commodity', printing: 'commodity', janitorial: 'service', grounds: 'service', food: 'service', security: 'service', medical: 'service',
  environmental: 'service', it_services: 'professional', software: 'professional', consulting: 'professional', audit: 'professional', instructional: 'professional',
  grants: 'grant',
};
/** Titles only a negotiated (proposal) procurement fits: no sealed bids or quotes for them. */
const NEGOTIATED_TITLE = /Construction Manager at Risk|Energy Savings Performance|Food Service Management|Consult|Study|Strategic Plan|Design Services|Master Plan|Comprehensive Plan|Actuarial|Investment Advisory|Audit|Banking|Pharmacy Benefit|Health Care Services|Tutoring|Related Services|Professional Development|Needs Assessment|Cost Allocation|Recordkeeping|Collection Agency|Managed|as a Service|Implementation|System$|System Replacement|Solution$|Software$|Staff Augmentation|Inspection Services|On-Call|Surveying|Transition Plan|Billing|Crisis Response|Occupational Health|Assessment|Sampling|Instructional Materials|Curriculum|Learning Program|Immersion|Translation/;

/** What a forecast says will be issued. */
const INSTRUMENT_OF_KIND: Record<Kind, string> = {
  ifb: 'invitation for bids', itb: 'invitation to bid', rfp: 'request for proposals', rfq: 'request for quotes', rfi: 'request for information',
  sole_source: 'notice of intent to sole source', grant: 'notice of funding availability', itn: 'invitation to negotiate', rfqual: 'request for qualifications', roster: 'vendor roster solicitation',
};

function pickKind(rng: Rng, category: SledCategory, title: string, bucket: Bucket): Kind {
  if (category.key === 'grants') return 'grant';
  const nature = CATEGORY_NATURE[category.key] ?? 'service';
  // no deadline: standing rosters and qualification lists, and requests for information
  if (bucket === 'unknown') return rng.table<Kind>(UNDATED_KINDS[nature]);
  let weights = KIND_WEIGHTS[nature];
  if (NEGOTIATED_TITLE.test(title)) weights = weights.filter(([k]) => !BID_KINDS.has(k) && k !== 'rfq');
  // a request for information awards nothing
  if (bucket === 'awarded') weights = weights.filter(([k]) => k !== 'rfi');
  if (weights.length === 0) weights = [['rfp', 1]];
  return rng.table(weights);
}

/** A state or local solicitation number whose type token, if any, is the kind's; null type: none. */
function solicitationNumberFor(rng: Rng, kind: Kind, stated: boolean, year: number): string {
  const yyyy = String(year);
  const yy = yyyy.slice(2);
  const next = String((year + 1) % 100).padStart(2, '0');
  const d = (n: number) => {
    const v = rng.digits(n);
    return /^0+$/.test(v) ? `${v.slice(0, -1)}1` : v;
  };
  const agency = rng.pick(['DGS', 'DOT', 'DMS', 'DHS', 'DOC', 'OGS', 'DPW', 'PUR', 'DOA', 'TDCJ', 'DCS', 'FAC', 'PW', 'ISD']);
  if (stated && rng.chance(0.85)) {
    const tok = rng.pick(NUMBER_TOKENS[kind]);
    if (tok === 'BID' && rng.chance(0.6)) return `BID ${yyyy}-${rng.int(1, 199)}`;
    switch (rng.int(0, 5)) {
      case 0:
        return `${tok} ${yyyy}-${d(4)}`;
      case 1:
        return `${tok}-${yy}-${d(3)}`;
      case 2:
        return `${tok} ${yy}-${d(4)}-${rng.chars(2, 'ABCDEFGHJKLMNPRSTW')}`;
      case 3:
        return `${agency}-${tok}-${yyyy}-${d(3)}`;
      case 4:
        return `${yyyy}-${tok}-${d(4)}`;
      default:
        return `${tok} #${yy}-${d(2)}`;
    }
  }
  // numbers without a type word
  switch (rng.int(0, 4)) {
    case 0:
      return `${yyyy}-${d(4)}`;
    case 1:
      return `${agency.slice(0, 3)}-${yy}/${next}-${d(3)}`;
    case 2:
      return `${yy}-${d(4)}`;
    case 3:
      return `${agency}${yy}${d(4)}`;
    default:
      return `${yyyy}${rng.pick(['-', '.'])}${d(3)}${rng.chars(1, 'ABCDEFGHJKLMNPRSTW')}`;
  }
}

type Bucket = 'open' | 'closed' | 'unknown' | 'awarded' | 'cancelled' | 'delisted';
const BUCKETS: [Bucket, number][] = [['open', 38], ['closed', 27], ['unknown', 9], ['awarded', 10], ['cancelled', 5], ['delisted', 11]];

const MIME: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
};

const TRANSPORT_BUYER = /Transportation|Transit|Highway|Port Authority|Turnpike/;
const TRANSPORT_KEYS = new Set(['roads', 'engineering', 'fleet', 'building', 'it_services', 'software', 'security']);

function pickCategory(rng: Rng, jurisdiction: Jurisdiction, buyer: string): SledCategory {
  const transport = TRANSPORT_BUYER.test(buyer);
  const weights = CATEGORIES.map((c) => {
    let w = c.weight[jurisdiction] * (c.affinity && c.affinity.test(buyer) ? 3 : 1);
    if (transport) w *= TRANSPORT_KEYS.has(c.key) ? 2 : 0.1;
    return w;
  });
  return rng.weighted(CATEGORIES, weights);
}

/** A building the buyer would plausibly own: named for its place, its street, its number or the person it honours. */
function facilityFor(rng: Rng, buyer: SledBuyer, state: StateInfo): string {
  const n = buyer.name;
  const city = () => rng.pick(civilianCities(state)).name;
  if (buyer.jurisdiction === 'education') {
    if (/University|College/.test(n)) {
      // campus halls carry the names of people
      return rng.chance(0.45) ? `${rng.pick(LAST_NAMES)} Hall` : rng.pick(SCHOOL_FACILITIES.filter((f) => !/School$|Career/.test(f)));
    }
    const kind = rng.pick(SCHOOL_FACILITIES.filter((f) => /School$|Career|Athletic|Performing/.test(f)));
    return /School$/.test(kind) && rng.chance(0.55) ? `${rng.pick(SCHOOL_NAMESAKES)} ${kind}` : `${city()} ${kind}`;
  }
  if (TRANSPORT_BUYER.test(n)) {
    return rng.chance(0.4)
      ? `District ${rng.int(1, 12)} ${rng.pick(['Headquarters', 'Maintenance Facility', 'Equipment Shop'])}`
      : rng.pick(['District Maintenance Facility', 'Regional Headquarters Building', 'Welcome Center and Rest Area', 'Bus Maintenance Facility', 'Traffic Management Center', 'Equipment Repair Shop']);
  }
  if (/Water|Sewer|Utilit|Power/.test(n)) {
    return rng.chance(0.5)
      ? rng.pick([`Pump Station No. ${rng.int(1, 24)}`, `${rng.pick(STREET_NAMES)} Street Pump Station`, `${city()} Water Treatment Plant`, `${rng.pick(['North', 'South', 'East', 'West'])} Wastewater Treatment Plant`])
      : rng.pick(['Water Treatment Plant', 'Wastewater Treatment Plant', 'Operations Center', 'Pump Station No. 3', 'Customer Service Center']);
  }
  if (buyer.jurisdiction === 'state') {
    return rng.chance(0.4)
      ? `${city()} ${rng.pick(['Regional Office Building', 'State Office Building', 'Service Center', 'Driver License Office'])}`
      : rng.pick(['State Office Building', 'Capitol Annex', 'Regional Service Center', 'State Archives Building', 'State Laboratory', 'Public Safety Building']);
  }
  const r = rng.next();
  if (r < 0.15) return `Fire Station No. ${rng.int(1, 40)}`;
  if (r < 0.45) return `${city()} ${rng.pick(LOCAL_BUILDINGS)}`;
  if (r < 0.55) return `${rng.pick(LAST_NAMES)} Park ${rng.pick(['Community Center', 'Recreation Center', 'Pavilion'])}`;
  return rng.pick(FACILITIES);
}

/** A road a buyer resurfaces or rebuilds: a named street, a numbered route, a well-known one. */
function roadName(rng: Rng, state: StateInfo | null): string {
  const r = rng.next();
  if (r < 0.55) return `${rng.pick(STREET_NAMES)} ${rng.table(STREET_TYPES)}`;
  if (r < 0.8) {
    if (state?.code === 'TX' && rng.chance(0.5)) return `Farm to Market Road ${rng.int(10, 3500)}`;
    return rng.table<string>([
      [`State Route ${rng.int(1, 299)}`, 40],
      [`County Road ${rng.int(1, 999)}`, 35],
      [`U.S. Route ${rng.pick(US_ROUTES)}`, 25],
    ]);
  }
  return rng.pick(ROADS);
}

const EDUCATION_ONLY_TITLE = /District|Student|K-8|K-5|Grades|Teachers|School Bus|School Buses|Child Nutrition|Dining|Tutoring|Special Education|Learning Management|Chromebook|Classrooms|Summer Learning|Dual Language/;
const NOT_EDUCATION_TITLE = /Police|Fire Pumper|Street Sweeper|Ballot|Tax Notices|Inmate|Retirement System|Statewide|Traffic Signal|Stormwater|Street Resurfacing|Road Resurfacing|Pavement Preservation|Household Hazardous|Solid Waste|Utility Billing|Permitting|Dispatch|Economic Development|Transit|Community Development|Opioid|Broadband|Violence|Court Case|Parks and Recreation|Agenda Management|Ambulance|Refuse Collection|Comprehensive Plan|Workforce Housing|Rights-of-Way|Senior Nutrition|Rock Salt|Law Enforcement|Voter Guide|Vehicle Registration|Utility Bill|Water Main|Lift Station|Illegal Dumping|Sidewalk Repair|Chip Seal|Culvert|Guardrail|Intersection|Microsurfacing|Shared-Use Path|Bridge Inspection|Deferred Compensation|Collection Agency|Small Business Recovery|Historic Preservation|Arts and Culture|Local Food|Community Health|Branch Libraries|Transit Stations/;

/** The category's title templates that fit the buyer (no school buses for a state DOT, no police cars for a university). */
function titlesFor(cat: SledCategory, buyer: SledBuyer): string[] {
  const edu = buyer.jurisdiction === 'education';
  const fit = cat.titles.filter((t) => (edu ? !NOT_EDUCATION_TITLE.test(t) : !EDUCATION_ONLY_TITLE.test(t)));
  return fit.length > 0 ? fit : cat.titles;
}

function initials(words: string): string {
  const out = words
    .replace(/,.*$/, '')
    .split(/[\s-]+/)
    .filter((w) => w.length > 0 && !/^(of|and|the|for|at|&)$/i.test(w))
    .map((w) => w[0].toLowerCase())
    .join('');
  // a one-word name before the comma ('Rutgers, The State University ...') is its own handle
  return out.length >= 2 ? out : words.replace(/,.*$/, '').toLowerCase().replace(/[^a-z]/g, '');
}

function emailDomain(buyer: SledBuyer, state: StateInfo): string {
  const st = buyer.state.toLowerCase();
  const name = buyer.name.replace(/^The /, '');
  const city = /^(?:City and County|City|Municipality|Town|Village) of ([A-Za-z .'-]+?)(?:\s+(?:Purchasing|Procurement|General|Finance|Department|Division|Office)|,|$)/.exec(name);
  if (city) return `${city[1].toLowerCase().replace(/[^a-z]/g, '')}${st}.gov`;
  const county = /^([A-Za-z .'-]+?) County\b/.exec(name);
  if (county) return `${county[1].toLowerCase().replace(/[^a-z]/g, '')}county${st}.gov`;
  if (buyer.jurisdiction === 'education') {
    if (/School|District/.test(name) && !/College|University/.test(name)) return `${initials(name)}.k12.${st}.us`;
    return `${initials(name)}.edu`;
  }
  if (/Authority|Corporation|Commission/.test(name) && buyer.jurisdiction === 'local') return `${initials(name)}.org`;
  const withoutState = name.replace(new RegExp(`^(?:State of ${state.name}|${state.name} State|${state.name})\\s+`), '');
  const agency = /^Department of Transportation/.test(withoutState) ? 'dot' : initials(withoutState) || 'procurement';
  return `${agency}.${st}.gov`;
}

function placeOf(rng: Rng, buyer: SledBuyer, state: StateInfo): string {
  const name = buyer.name.replace(/^The /, '');
  const city = /^(?:City and County|City|Municipality|Town|Village) of ([A-Za-z .'-]+?)(?:\s+(?:Purchasing|Procurement|General|Finance|Department|Division|Office)|,|$)/.exec(name);
  if (city) return city[1];
  const county = /^([A-Za-z .'-]+? County)\b/.exec(name);
  if (county) return county[1];
  return rng.pick(civilianCities(state)).name;
}

/** A state's cities but its military installations (a state or local buyer does not work there). */
const CIVILIAN_CITIES = new Map(STATES.map((s) => [s.code, s.cities.filter((c) => !isInstallationTown(c.name))]));
function civilianCities(state: StateInfo) {
  const list = CIVILIAN_CITIES.get(state.code);
  return list && list.length ? list : state.cities;
}

/** Fill a template: {buyer}, {place}, {fy}, {qty}, {term}, {facility}, {subject} and the kind's words ({Responses}, {Respondents}, {form}, ...); {road} and {n} draw anew at each use. */
function fill(rng: Rng, template: string, v: { buyer: string; place: string; fy: number; qty: string; term: string; facility: string; state?: StateInfo } & Partial<Words> & { subject?: string }): string {
  const roads: string[] = [];
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    if (key === 'road') {
      // two roads of one title (an intersection) are two roads
      let road = roadName(rng, v.state ?? null);
      for (let i = 0; i < 5 && roads.includes(road); i++) road = roadName(rng, v.state ?? null);
      roads.push(road);
      return road;
    }
    if (key === 'n') return String(rng.int(2, 12));
    const value = (v as Record<string, unknown>)[key];
    return value === undefined ? whole : String(value);
  });
}

function qtyText(rng: Rng, key: string): string {
  const [min, max, step] = QTY[key] ?? [1, 1, 1];
  const v = Math.max(min, Math.round(Math.exp(rng.float(Math.log(min), Math.log(max))) / step) * step);
  return v.toLocaleString('en-US');
}

function termText(rng: Rng, key: string): string {
  if (CONSTRUCTION_KEYS.has(key)) return rng.pick(['120 calendar days', '180 calendar days', '240 calendar days', '90 working days', '365 calendar days']);
  return rng.pick(['one (1) year', 'two (2) years', 'three (3) years', 'three (3) years', 'five (5) years', 'an initial three-year term', '18 months']);
}

function typeFromNumber(num: string): string | null {
  const m = /\b(RFP|RFQ|RFI|IFB|ITB|ITN|RFB|BID)\b|(?:^|-)(RFP|RFQ|RFI|IFB|ITB|ITN|RFB|BID)(?:-|\s|$)/.exec(num.toUpperCase());
  const t = m ? (m[1] ?? m[2]) : null;
  switch (t) {
    case 'RFP':
      return 'rfp';
    case 'RFQ':
      return 'rfq';
    case 'RFI':
      return 'rfi';
    case 'IFB':
    case 'RFB':
    case 'BID':
      return 'ifb';
    case 'ITB':
      return 'itb';
    case 'ITN':
      return 'other';
    default:
      return null;
  }
}

function nativeId(rng: Rng, platform: string, year: number): string {
  const yy = String(year % 100).padStart(2, '0');
  switch (platform) {
    case 'caleprocure':
      return `00000${rng.digits(5)}`;
    case 'esbd':
      return `${rng.int(101, 999)}-${yy}-${rng.digits(4)}`;
    case 'txsmartbuy':
      return `${rng.int(101, 999)}${yy}${rng.digits(5)}`;
    case 'commbuys':
      return `BD-${yy}-1080-${rng.pick(['OSD03', 'ITD00', 'DOT01', 'EHS12', 'DCP02', 'MDOT1', 'DCR00'])}-${rng.pick(['SRC01', 'OSD01', 'MAS01', 'ENV01', 'ADM02'])}-${rng.digits(5)}`;
    case 'eva':
      return `${rng.int(1_000_000, 1_999_999)}`;
    case 'nyscr':
      return uuidFromRand(rng.fn);
    case 'myfloridamarketplace':
      return `AD${rng.digits(6)}`;
    case 'ohiobuys':
      return `${year}${rng.digits(6)}`;
    case 'emma':
      return `BPM0${rng.digits(5)}`;
    case 'pa-emarketplace':
      return `61000${rng.digits(5)}`;
    case 'bonfire':
      return String(rng.int(50_000, 199_999));
    case 'opengov':
      return String(rng.int(100_000, 249_999));
    case 'demandstar':
      return String(rng.int(380_000, 499_999));
    case 'publicpurchase':
      return String(rng.int(150_000, 329_999));
    case 'bidnet':
      return String(rng.int(400_000_000, 449_999_999));
    default:
      return String(rng.int(3_000_000, 3_199_999));
  }
}

/** Tenant slug of a hosted portal (bonfire, opengov): the city, county, school or state name. */
function slugOf(name: string): string {
  const n = name.replace(/^The /, '');
  const city = /^(?:City and County|City|Municipality|Town|Village) of ([A-Za-z .'-]+?)(?:\s+(?:Purchasing|Procurement|General|Finance|Department|Division|Office)|,|$)/.exec(n);
  if (city) return city[1].toLowerCase().replace(/[^a-z]/g, '');
  const county = /^([A-Za-z .'-]+?) County\b/.exec(n);
  if (county) return `${county[1].toLowerCase().replace(/[^a-z]/g, '')}county`;
  if (/University|College|School|District/.test(n)) return initials(n);
  return n.replace(/,.*$/, '').split(' ')[0].toLowerCase().replace(/[^a-z]/g, '') || 'procurement';
}

function listingUrl(platform: string, buyer: string, native: string): string {
  const base = (PLATFORM_BASE[platform] ?? 'https://www.bidsync.com/DPX').replace('{slug}', slugOf(buyer));
  if (/\.sdo$|\.jsp$|\.aspx$|bidView$|extranet$/.test(base)) return `${base}?docId=${encodeURIComponent(native)}`;
  return `${base}/${encodeURIComponent(native)}`;
}

function usDateTime(d: Date): string {
  const mm = String(d.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(d.getUTCDate()).padStart(2, '0');
  let h = d.getUTCHours();
  const ampm = h >= 12 ? 'PM' : 'AM';
  h = h % 12 === 0 ? 12 : h % 12;
  return `${mm}/${dd}/${d.getUTCFullYear()} ${String(h).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')} ${ampm}`;
}

function rawStatus(platform: string, word: string): string {
  switch (platform) {
    case 'bidnet':
    case 'demandstar':
      return word.toUpperCase();
    case 'esbd':
    case 'txsmartbuy':
    case 'caleprocure':
      return ['Open', 'Active', 'Issued', 'Published', 'Accepting Bids'].includes(word) ? 'Posted' : word;
    case 'commbuys':
    case 'periscope':
      return `Bid Solicitation: ${word}`;
    case 'emma':
    case 'ohiobuys':
      return word === 'Open' || word === 'Active' ? 'Open for Bidding' : word;
    default:
      return word;
  }
}

interface RowCore {
  opportunity_id: string;
  platform: string;
  native_id: string;
  external_id: string;
  title: string;
  agency: string;
  state: string;
  buyer: SledBuyer;
  stateInfo: StateInfo;
  category: SledCategory;
  kind: Kind;
  solicitation_number: string | null;
  solicitation_type: string | null;
  posted: Date;
  deadline: Date | null;
  description: string | null;
  listing: string;
  source_status: string;
}

function rawData(row: RowCore, codes: { scheme: string; code: string }[], contactName: string | null, firstSeen: Date): Record<string, unknown> {
  const { platform } = row;
  const posted = day(row.posted);
  const due = row.deadline;
  const codeList = codes.map((c) => c.code);
  const city = row.stateInfo.cities[0]?.name ?? null;
  switch (platform) {
    case 'bidnet':
    case 'demandstar':
      return {
        solicitationNumber: row.solicitation_number,
        title: row.title.toUpperCase(),
        issuingOrganization: row.agency,
        location: { state: row.state, city },
        publicationDate: posted,
        closingDate: due ? due.toISOString() : null,
        status: rawStatus(platform, row.source_status),
        categories: codeList,
        url: row.listing,
      };
    case 'periscope':
    case 'commbuys':
      return {
        bidNumber: row.native_id,
        description: row.title,
        organization: row.agency,
        alternateId: row.solicitation_number,
        bidOpeningDate: due ? usDateTime(due) : null,
        availableDate: `${usDateTime(row.posted)}`,
        status: rawStatus(platform, row.source_status),
        nigpCodes: codes.filter((c) => c.scheme === 'nigp' || /^\d{5}$/.test(c.code)).map((c) => c.code),
        purchaser: contactName,
      };
    case 'caleprocure':
      return {
        EventID: row.native_id,
        EventName: row.title,
        Department: row.agency,
        PublishedDate: usDateTime(row.posted),
        EndDate: due ? `${usDateTime(due)} PT` : null,
        EventStatus: rawStatus(platform, row.source_status),
        UNSPSCCodes: codes.filter((c) => c.scheme === 'unspsc').map((c) => c.code),
        ContactName: contactName,
        EventFormat: row.solicitation_type ? row.solicitation_type.toUpperCase() : 'RFx',
      };
    case 'esbd':
    case 'txsmartbuy':
      return {
        solicitation_id: row.native_id,
        agency_name: row.agency,
        agency_number: row.native_id.slice(0, 3),
        title: row.title,
        status: rawStatus(platform, row.source_status),
        posting_date: posted,
        response_due_date: due ? day(due) : null,
        response_due_time: due ? `${String(due.getUTCHours() % 12 || 12)}:00 ${due.getUTCHours() >= 12 ? 'PM' : 'AM'}` : null,
        class_item_codes: codes.filter((c) => c.scheme === 'nigp').map((c) => `${c.code.slice(0, 3)}-${c.code.slice(3)}`),
      };
    case 'bonfire':
    case 'opengov':
      return {
        id: Number(row.native_id),
        projectName: row.title,
        referenceNumber: row.solicitation_number,
        organizationName: row.agency,
        status: rawStatus(platform, row.source_status),
        openDate: row.posted.toISOString(),
        closeDate: due ? due.toISOString() : null,
        timezone: 'America/New_York',
        categories: codeList,
        firstCrawled: firstSeen.toISOString(),
      };
    default:
      return {
        id: row.native_id,
        title: row.title,
        agency: row.agency,
        number: row.solicitation_number,
        posted,
        due: due ? usDateTime(due) : null,
        status: rawStatus(platform, row.source_status),
        categories: codeList,
        link: row.listing,
      };
  }
}

function categoryCodes(rng: Rng, cat: SledCategory): { scheme: string; code: string; label: string | null }[] {
  const n = rng.table([[0, 12], [1, 25], [2, 30], [3, 20], [4, 13]] as const);
  const out: { scheme: string; code: string; label: string | null }[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < n * 3 && out.length < n; i++) {
    let entry: { scheme: string; code: string; label: string | null };
    if (rng.chance(0.5)) {
      // untagged: the portal's own category string, or a bare code with no scheme marker
      const bare = rng.chance(0.4);
      const pool = bare ? [...cat.nigp, ...cat.unspsc].map((x) => x[0]) : cat.untagged;
      entry = { scheme: 'unknown', code: rng.pick(pool), label: null };
    } else {
      const scheme = rng.table([['nigp', 45], ['unspsc', 35], ['text', 15], ['naics', 5]] as const);
      if (scheme === 'text') {
        const t = rng.pick(cat.text);
        entry = { scheme, code: t, label: t };
      } else {
        const [code, label] = rng.pick(scheme === 'nigp' ? cat.nigp : scheme === 'unspsc' ? cat.unspsc : cat.naics);
        entry = { scheme, code, label };
      }
    }
    const k = `${entry.scheme}\u0000${entry.code}`;
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(entry);
  }
  return out;
}

function contactFor(rng: Rng, buyer: SledBuyer, state: StateInfo): { name: string | null; title: string | null; email: string | null; phone: string | null } {
  const first = rng.pick(FIRST_NAMES);
  const last = rng.pick(LAST_NAMES);
  const domain = emailDomain(buyer, state);
  const local = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
  const area = AREA_CODES[buyer.state] ?? '202';
  const phone = `(${area}) ${rng.int(201, 989)}-${rng.digits(4)}`;
  if (rng.chance(0.1)) return { name: null, title: null, email: `${rng.pick(['procurement', 'purchasing', 'bids', 'contracts'])}@${domain}`, phone: rng.chance(0.5) ? phone : null };
  return {
    name: `${first} ${last}`,
    title: rng.chance(0.8) ? rng.pick(CONTACT_TITLES) : null,
    email: rng.chance(0.92) ? `${local}@${domain}` : null,
    phone: rng.chance(0.75) ? `${phone}${rng.chance(0.15) ? ` ext. ${rng.int(100, 4999)}` : ''}` : null,
  };
}

function documentText(rng: Rng, row: RowCore, stem: string, main: boolean): string {
  const parts: string[] = [];
  parts.push(`${row.agency}\n${row.title}${row.solicitation_number ? `\nSolicitation No. ${row.solicitation_number}` : ''}`);
  const technical = main || /Spec|Scope|Statement|Requirements|Plans|Manual|Drawings|Site|Schedule|Product|Technical/.test(stem);
  if (technical) {
    parts.push(...rng.sample(row.category.docParagraphs, rng.int(1, row.category.docParagraphs.length)));
  }
  // the main document says how responses are judged, in the kind's own terms
  if (main) parts.push(DOC_AWARD_SECTION[row.kind]);
  const words = WORDS[row.kind];
  parts.push(...rng.sample(BOILERPLATE_DOC, technical ? rng.int(1, 2) : rng.int(2, 3)).map((p) => p.replace(/\{(\w+)\}/g, (whole, key: string) => String((words as unknown as Record<string, string>)[key] ?? whole))));
  return parts.join('\n\n');
}

interface AttachmentPlan {
  id: string;
  name: string;
  ext: string;
  stem: string;
}

export async function generateSled(ctx: GenContext): Promise<void> {
  await generateOpportunities(ctx);
  await generateForecasts(ctx);
}

async function generateOpportunities(ctx: GenContext): Promise<void> {
  const rng = ctx.rng.fork('sled');
  const { w, asOf } = ctx;
  const asOfMs = asOf.getTime();
  const count = ctx.n(600);

  const states = STATES.filter((s) => (SLED_BUYERS_BY_STATE.get(s.code)?.length ?? 0) > 0);
  const stateWeights = states.map((s) => STATE_WEIGHT[s.code] ?? 1.5);
  const coverAll = count >= states.length * 3;
  // one status-computation batch just before the as-of instant
  const batchAt = asOfMs - rng.int(60, 840) * 1000;

  for (let i = 0; i < count; i++) {
    const stateInfo = coverAll && i < states.length ? states[i] : rng.weighted(states, stateWeights);
    const buyers = SLED_BUYERS_BY_STATE.get(stateInfo.code)!;
    // the statewide buyers post the most
    const buyer = rng.weighted(buyers, buyers.map((b) => (b.jurisdiction === 'state' ? 1.6 : 1)));
    const aggregator = rng.chance(0.05);
    const jurisdiction: Jurisdiction | 'unknown' = aggregator ? 'unknown' : buyer.jurisdiction;

    let platform: string;
    if (aggregator) platform = rng.table(AGGREGATORS);
    else if (buyer.jurisdiction === 'state' && STATE_PORTAL[stateInfo.code] && rng.chance(0.85)) {
      platform = stateInfo.code === 'TX' && rng.chance(0.35) ? 'txsmartbuy' : STATE_PORTAL[stateInfo.code];
    } else platform = rng.table(LOCAL_PLATFORMS);

    // status bucket: the first rows cover every status and reason
    const bucket: Bucket = i < BUCKETS.length && count >= BUCKETS.length ? BUCKETS[(i * 5) % BUCKETS.length][0] : rng.table(BUCKETS);

    // ---- deadline, delisting and the posting date
    const at = (base: number, days: number) => {
      const d = new Date(base + days * DAY);
      return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), rng.int(14, 22), rng.pick([0, 0, 0, 30]), 0));
    };
    let deadline: Date | null = null;
    let delistedAt: Date | null = null;
    let postedMs: number;
    switch (bucket) {
      case 'open':
        deadline = at(asOfMs, rng.chance(0.85) ? rng.int(1, 45) : rng.int(46, 120));
        postedMs = Math.min(asOfMs - rng.int(1, 3) * DAY, deadline.getTime() - rng.int(10, 45) * DAY);
        break;
      case 'closed':
        deadline = at(asOfMs, -(1 + Math.floor(Math.pow(rng.next(), 1.8) * 420)));
        postedMs = deadline.getTime() - rng.int(10, 60) * DAY;
        break;
      case 'unknown':
        postedMs = asOfMs - rng.int(5, 500) * DAY;
        break;
      case 'awarded':
        deadline = rng.chance(0.9) ? at(asOfMs, -rng.int(10, 420)) : null;
        postedMs = (deadline ? deadline.getTime() : asOfMs - rng.int(60, 300) * DAY) - rng.int(14, 60) * DAY;
        break;
      case 'cancelled':
        deadline = rng.chance(0.4) ? at(asOfMs, rng.int(1, 40)) : rng.chance(0.9) ? at(asOfMs, -rng.int(3, 300)) : null;
        postedMs = Math.min(asOfMs - rng.int(2, 10) * DAY, (deadline ? deadline.getTime() : asOfMs) - rng.int(10, 60) * DAY);
        break;
      case 'delisted': {
        delistedAt = new Date(asOfMs - rng.int(1, 60 * 24) * HOUR - rng.int(0, 59) * MINUTE);
        deadline = rng.chance(0.97) ? at(delistedAt.getTime(), rng.int(1, 60)) : null;
        postedMs = delistedAt.getTime() - rng.int(5, 45) * DAY;
        break;
      }
    }
    let posted = startOfDay(new Date(postedMs));

    // ---- observation timeline (first_seen <= last_change_seen <= last_seen <= as-of)
    const stale = STALE_STATES.has(stateInfo.code);
    const recent = () => asOfMs - (stale ? rng.int(4 * 24, 9 * 24) * HOUR : rng.int(10, 600) * MINUTE);
    let firstSeen = posted.getTime() + rng.int(2, 60) * HOUR + rng.int(0, 59) * MINUTE;
    if (rng.chance(0.08)) firstSeen += rng.int(3, 40) * DAY; // picked up late (new portal or backfill)
    let lastSeen: number;
    switch (bucket) {
      case 'open':
      case 'unknown':
        lastSeen = recent();
        break;
      case 'closed':
        lastSeen = Math.min(recent(), deadline!.getTime() + rng.int(0, 45) * DAY);
        break;
      case 'awarded':
      case 'cancelled':
        lastSeen = Math.min(recent(), (deadline ? Math.max(deadline.getTime(), firstSeen) : firstSeen) + rng.int(1, 75) * DAY);
        break;
      default:
        lastSeen = delistedAt!.getTime() - rng.int(2, 72) * HOUR;
    }
    lastSeen = Math.min(lastSeen, asOfMs - 5 * MINUTE);
    if (posted.getTime() > lastSeen - 2 * HOUR) posted = startOfDay(new Date(lastSeen - DAY));
    firstSeen = Math.max(posted.getTime() + HOUR, Math.min(firstSeen, lastSeen - rng.int(1, 6) * HOUR));
    // a terminal row the portal dropped after its terminal word was captured: delisted_at set, status still terminal
    // (the terminal word beats delisting); the first awarded row of the cover above is always one, so every dataset shows it
    if ((bucket === 'awarded' || bucket === 'cancelled') && (rng.chance(0.12) || (i === 3 && count >= BUCKETS.length)) && asOfMs - lastSeen > 3 * HOUR) {
      delistedAt = new Date(Math.min(asOfMs - MINUTE, lastSeen + rng.int(2, 72) * HOUR));
    }


    const status = bucket === 'delisted' ? 'closed' : bucket;
    const statusReason =
      bucket === 'open' ? 'deadline_future' : bucket === 'closed' ? 'deadline_past' : bucket === 'unknown' ? 'no_deadline' : bucket === 'delisted' ? 'delisted' : 'source_terminal';
    const sourceStatus = rng.table(
      bucket === 'open' ? OPEN_WORDS : bucket === 'closed' ? CLOSED_WORDS : bucket === 'unknown' ? UNKNOWN_WORDS : bucket === 'awarded' ? AWARDED_WORDS : bucket === 'cancelled' ? CANCELLED_WORDS : OPEN_WORDS,
    );

    // ---- identity
    const postedYear = posted.getUTCFullYear();
    const native = ctx.unique(`sled:${platform}`, () => nativeId(rng, platform, postedYear));
    const external = `${platform}:${native}`;
    ctx.claim('sled:external', external);

    // ---- kind, number, type, title, description
    const category = pickCategory(rng, buyer.jurisdiction, buyer.name);
    const place = placeOf(rng, buyer, stateInfo);
    const facility = facilityFor(rng, buyer, stateInfo);
    const stateFy = posted.getUTCMonth() >= 6 ? postedYear + 1 : postedYear;
    const baseVars = {
      buyer: buyer.name.replace(/^The /, ''),
      place,
      fy: stateFy,
      qty: qtyText(rng, category.key),
      term: termText(rng, category.key),
      facility,
      state: stateInfo,
    };
    let baseTitle = fill(rng, rng.pick(titlesFor(category, buyer)), baseVars);
    // a program-wide title narrowed to the buyer's place now and then, as portals list them
    if (!/\b(?:of|at|for|along|on) [A-Z]| - /.test(baseTitle) && !baseTitle.includes(place) && rng.chance(0.45)) baseTitle = `${baseTitle} - ${place}`;
    const kind = pickKind(rng, category, baseTitle, bucket);
    const vars = { ...baseVars, ...WORDS[kind] };
    // the portal states a type for most rows; the number's type word, when it has one, is that type
    const stated = !rng.chance(0.15);
    const solicitationType: string | null = stated ? TYPE_OF_KIND[kind] : null;
    let solicitationNumber: string | null = null;
    if (platform === 'commbuys') solicitationNumber = rng.chance(0.9) ? native : null;
    else if (!rng.chance(0.34)) solicitationNumber = solicitationNumberFor(rng, kind, stated, postedYear);
    // the portal's status word in the kind's own vocabulary
    let sourceWord = sourceStatus;
    if (BID_KINDS.has(kind) && /Evaluation/.test(sourceWord)) sourceWord = 'Bids Opened';
    else if (!BID_KINDS.has(kind) && /^Bid Results/.test(sourceWord)) sourceWord = kind === 'rfi' ? 'Closed' : 'Under Evaluation';
    else if (!BID_KINDS.has(kind) && sourceWord === 'Accepting Bids') sourceWord = kind === 'rfp' ? 'Accepting Proposals' : 'Open';
    if (kind === 'rfi' && /Award|Evaluation/.test(sourceWord)) sourceWord = 'Closed';

    const [prefixShare, prefixes] = TITLE_PREFIXES[kind];
    let title = baseTitle;
    let rosterSubject: string | null = null;
    if (kind === 'roster') ({ title, subject: rosterSubject } = rosterTitle(rng, category, place, stateFy));
    else if (rng.chance(prefixShare)) title = `${rng.pick(prefixes)}${baseTitle}`;
    if (solicitationNumber && rng.chance(0.12)) title = `${solicitationNumber} ${title}`;
    if (platform === 'bidnet' && rng.chance(0.3)) title = title.toUpperCase();
    const agency = aggregator && rng.chance(0.5) ? buyer.name.toUpperCase() : buyer.name;

    let description: string | null = null;
    if (!NO_DESCRIPTION_STATES.has(stateInfo.code) && !rng.chance(0.22)) {
      const subject = rosterSubject ?? (CONSTRUCTION_KEYS.has(category.key) && !/Program|Contract|Services/.test(baseTitle) ? `the ${baseTitle} project` : baseTitle);
      const paras = [fill(rng, rng.pick(OPENINGS[kind]), { ...vars, subject })];
      // the scope paragraphs in the order the category writes them
      const scope = rng.sample(category.descriptions, rng.chance(0.55) ? 2 : 1).sort((a, b) => category.descriptions.indexOf(a) - category.descriptions.indexOf(b));
      paras.push(...scope.map((p) => fill(rng, p, vars)));
      if (rng.chance(kind === 'rfi' || kind === 'sole_source' ? 0.9 : 0.6)) paras.push(fill(rng, rng.pick(AWARD_BASIS[kind]), vars));
      if (bucket === 'awarded' && AWARD_NOTICE[kind][0] && rng.chance(0.5)) paras.push(`UPDATE: ${AWARD_NOTICE[kind][0]}`);
      description = paras.join('\n\n');
    }

    const listing = listingUrl(platform, buyer.name, native);
    const core: RowCore = {
      opportunity_id: uuidFromRand(rng.fn),
      platform,
      native_id: native,
      external_id: external,
      title,
      agency,
      state: stateInfo.code,
      buyer,
      stateInfo,
      category,
      kind,
      solicitation_number: solicitationNumber,
      solicitation_type: solicitationType,
      posted,
      deadline,
      description,
      listing,
      source_status: sourceWord,
    };

    // ---- attachments: the kind's main document, then the category's technical documents and the kind's forms
    const nAtt = rng.chance(0.3) ? 0 : rng.table([[1, 30], [2, 30], [3, 22], [4, 18]] as const);
    const kindDocs = KIND_DOCS[kind];
    const mainStem = rng.pick(kindDocs.main);
    const others = [...category.docs, ...kindDocs.forms, ...(BID_KINDS.has(kind) && CONSTRUCTION_KEYS.has(category.key) ? ['Bid_Bond_Form'] : [])];
    const stems = nAtt > 0 ? [mainStem, ...rng.sample(others, nAtt - 1)] : [];
    if (nAtt > 0 && bucket === 'awarded' && AWARD_NOTICE[kind][1] && rng.chance(0.5)) stems.push(AWARD_NOTICE[kind][1]);
    if (stems.includes('Addendum_2') && !stems.includes('Addendum_1')) stems[stems.indexOf('Addendum_2')] = 'Addendum_1';
    const late = (x: string) => (/^Addendum/.test(x) ? 1 : x === AWARD_NOTICE[kind][1] ? 2 : 0);
    stems.sort((x, y) => (x === mainStem ? -1 : y === mainStem ? 1 : late(x) - late(y) || (late(x) === 1 ? x.localeCompare(y) : 0)));
    const numberPart = (solicitationNumber ?? native).replace(/[\s/#]+/g, '-').replace(/-+/g, '-').replace(/[^A-Za-z0-9.-]/g, '');
    const numberHasType = solicitationNumber !== null && typeFromNumber(solicitationNumber) !== null;
    const attachments: AttachmentPlan[] = stems.map((stem, k) => {
      const tabular = /Form|Workbook|Pricing|Price|Quantities|Matrix|Schedule|Template|Sheet|Tabulation/.test(stem);
      const ext = tabular ? rng.pick(['xlsx', 'docx', 'pdf']) : /Drawings|Plans|Maps/.test(stem) ? rng.pick(['pdf', 'pdf', 'zip']) : rng.chance(0.85) ? 'pdf' : 'docx';
      const name = k === 0 ? (numberHasType ? `${numberPart}.${ext}` : `${stem}_${numberPart}.${ext}`) : `${stem}.${ext}`;
      return { id: uuidFromRand(rng.fn), name, ext, stem };
    });

    // ---- revisions
    type Rev = { kind: string; changes: { field: string; before: unknown; after: unknown }[] };
    const revs: Rev[] = [];
    const revised = rng.chance(bucket === 'awarded' || bucket === 'cancelled' ? 0.75 : 0.4);
    if (revised && lastSeen - firstSeen > 6 * HOUR) {
      const nRev = rng.table([[1, 55], [2, 30], [3, 15]] as const);
      const kinds: [string, number][] = [];
      if (deadline) kinds.push(['deadline_change', 25]);
      if (attachments.length >= 2) kinds.push(['documents_added', 25]);
      if (attachments.length >= 1) kinds.push(['documents_replaced', 8]);
      kinds.push(['documents_removed', 5], ['title_change', 8]);
      if (description) kinds.push(['content_change', 15]);
      if (bucket === 'closed' && sourceWord !== 'Open' && sourceWord !== 'Active') kinds.push(['status_change', 10]);
      let currentDeadline = deadline;
      let currentTitle = title;
      const chosen: string[] = [];
      for (let r = 0; r < nRev; r++) chosen.push(rng.table(kinds));
      if ((bucket === 'awarded' || bucket === 'cancelled') && rng.chance(0.7)) chosen[chosen.length - 1] = 'status_change';
      // build changes from the newest backwards so chains stay consistent
      for (let r = chosen.length - 1; r >= 0; r--) {
        const kind = chosen[r];
        let changes: Rev['changes'];
        switch (kind) {
          case 'deadline_change': {
            const before = new Date(currentDeadline!.getTime() - rng.int(3, 21) * DAY);
            changes = [{ field: 'response_deadline', before: before.toISOString(), after: currentDeadline!.toISOString() }];
            currentDeadline = before;
            break;
          }
          case 'documents_added': {
            const added = attachments[rng.int(1, attachments.length - 1)];
            changes = [{ field: 'attachments', before: null, after: added.name }];
            break;
          }
          case 'documents_replaced': {
            const a = rng.pick(attachments);
            changes = [{ field: 'attachments', before: a.name.replace(/\.(\w+)$/, '_v1.$1'), after: a.name }];
            break;
          }
          case 'documents_removed':
            changes = [{ field: 'attachments', before: rng.pick(['Draft_Scope_of_Work.pdf', `${BID_KINDS.has(core.kind) ? 'Pre-Bid' : 'Pre-Submittal'}_Sign-In_Sheet.pdf`, 'Addendum_1_DRAFT.pdf', 'Old_Price_Form.xlsx', 'Duplicate_Specifications.pdf']), after: null }];
            break;
          case 'title_change': {
            const before = fill(rng, rng.pick(titlesFor(category, buyer)), vars);
            changes = [{ field: 'title', before: before === currentTitle ? `${before} (Draft)` : before, after: currentTitle }];
            currentTitle = changes[0].before as string;
            break;
          }
          case 'content_change': {
            const before = description!.split('\n\n')[0].replace(/\.[^.]*\.$/, '.');
            changes = [{ field: 'description', before: before === description ? before.slice(0, Math.max(40, Math.floor(before.length * 0.6))) : before, after: description }];
            break;
          }
          default:
            changes = [{ field: 'source_status', before: rng.pick(['Open', 'Active', 'Closed', BID_KINDS.has(core.kind) ? 'Bids Opened' : 'Under Evaluation']), after: sourceWord }];
        }
        revs.unshift({ kind, changes });
      }
    }
    // observation times: ascending between first_seen and last_seen; the newest is last_change_seen
    const revTimes: number[] = [];
    if (revs.length > 0) {
      const lo = firstSeen + HOUR;
      const hi = lastSeen;
      for (let r = 0; r < revs.length; r++) revTimes.push(lo + Math.floor(rng.next() * (hi - lo)));
      revTimes.sort((a, b) => a - b);
      if (revs[revs.length - 1].kind === 'status_change') revTimes[revTimes.length - 1] = Math.max(revTimes[revTimes.length - 1], lastSeen - rng.int(0, 6) * HOUR);
      for (let r = 1; r < revTimes.length; r++) if (revTimes[r] <= revTimes[r - 1]) revTimes[r] = revTimes[r - 1] + MINUTE;
      if (revTimes[revTimes.length - 1] > lastSeen) {
        const shift = revTimes[revTimes.length - 1] - lastSeen;
        for (let r = 0; r < revTimes.length; r++) revTimes[r] -= shift;
      }
    }
    const lastChangeSeen = revTimes.length > 0 ? revTimes[revTimes.length - 1] : firstSeen;
    const revisionKind = revs.length > 0 ? revs[revs.length - 1].kind : null;

    // modified: the latest record change (substantive change or status transition), just after recomputation
    let transition = lastChangeSeen;
    if (delistedAt) transition = Math.max(transition, delistedAt.getTime());
    if (bucket === 'closed' && deadline) transition = Math.max(transition, deadline.getTime());
    const modified = Math.min(asOfMs, transition + rng.int(0, 15 * 60) * 1000);

    await w.add('sled_opportunity', {
      opportunity_id: core.opportunity_id,
      title,
      agency,
      state: stateInfo.code,
      jurisdiction,
      status,
      status_reason: statusReason,
      status_computed_at: new Date(Math.min(asOfMs, batchAt + rng.int(0, 20_000))),
      source_status: sourceWord,
      delisted_at: delistedAt,
      solicitation_number: solicitationNumber,
      solicitation_type: solicitationType,
      posted_date: rng.chance(1 / 6) ? null : day(posted),
      response_deadline: deadline,
      first_seen_at: new Date(firstSeen),
      last_seen_at: new Date(lastSeen),
      last_change_seen_at: new Date(lastChangeSeen),
      modified: new Date(modified),
      description,
      revision_kind: revisionKind,
      has_documents: attachments.length > 0,
      platform,
      native_id: native,
      external_id: external,
    });

    let contactName: string | null = null;
    if (rng.chance(0.7)) {
      const c = contactFor(rng, buyer, stateInfo);
      contactName = c.name;
      await w.add('sled_contact', { opportunity_id: core.opportunity_id, ...c });
    }

    const codes = categoryCodes(rng, category);
    await w.add('sled_raw', {
      opportunity_id: core.opportunity_id,
      raw_status: rawStatus(platform, sourceWord),
      data: rawData(core, codes, contactName, new Date(firstSeen)),
      captured_at: new Date(lastSeen),
    });

    // attachments: the originals at first sight, added ones when their revision was observed
    const addedAt = new Map<string, number>();
    revs.forEach((r, k) => {
      if (r.kind === 'documents_added') addedAt.set(String(r.changes[0].after), revTimes[k]);
    });
    for (let k = 0; k < attachments.length; k++) {
      const a = attachments[k];
      const postedAt = addedAt.get(a.name) ?? Math.max(posted.getTime(), firstSeen - rng.int(0, 24) * HOUR);
      const recentDoc = asOfMs - postedAt < 2 * DAY;
      let extraction: string;
      if (a.ext === 'zip') extraction = rng.chance(0.7) ? 'failed' : 'pending';
      else if (recentDoc && rng.chance(0.6)) extraction = 'pending';
      else if (/Drawings|Plans|Maps/.test(a.stem)) extraction = rng.table([['empty', 55], ['completed', 35], ['failed', 10]] as const);
      else extraction = rng.table([['completed', 84], ['empty', 5], ['failed', 6], ['pending', 5]] as const);
      const text = extraction === 'completed' ? documentText(rng, core, a.stem, k === 0) : null;
      const pages = a.ext === 'xlsx' || a.ext === 'zip' ? null : /Drawings|Plans/.test(a.stem) ? rng.int(8, 140) : rng.int(1, k === 0 ? 120 : 24);
      const size =
        a.ext === 'zip' ? rng.int(2_000_000, 95_000_000) : a.ext === 'xlsx' ? rng.int(14_000, 260_000) : Math.round((pages ?? 1) * rng.lognormal(/Drawings|Plans/.test(a.stem) ? 350_000 : 45_000, 0.6));
      await w.add('sled_attachment', {
        id: a.id,
        opportunity_id: core.opportunity_id,
        name: a.name,
        url: `${listing.replace(/\?.*$/, '')}/attachments/${k + 1}/${encodeURIComponent(a.name)}`,
        mime_type: rng.chance(0.97) ? MIME[a.ext] : null,
        size_bytes: size,
        char_count: text !== null ? text.length : extraction === 'empty' ? 0 : null,
        pages,
        extraction_status: extraction,
        extracted_text: text,
        posted_at: new Date(Math.min(postedAt, lastSeen)),
      });
    }

    for (let k = 0; k < revs.length; k++) {
      await w.add('sled_revision', {
        id: uuidFromRand(rng.fn),
        opportunity_id: core.opportunity_id,
        observed_at: new Date(revTimes[k]),
        kind: revs[k].kind,
        changes: new Json(revs[k].changes),
      });
    }

    for (const c of codes) {
      await w.add('sled_category_code', { opportunity_id: core.opportunity_id, scheme: c.scheme, code: c.code, label: c.label });
    }
  }
}

async function generateForecasts(ctx: GenContext): Promise<void> {
  const rng = ctx.rng.fork('sled:forecast');
  const { w, asOf } = ctx;
  const asOfMs = asOf.getTime();
  const states = STATES.filter((s) => (SLED_BUYERS_BY_STATE.get(s.code)?.length ?? 0) > 0);
  const weights = states.map((s) => STATE_WEIGHT[s.code] ?? 1.5);
  const count = ctx.n(120);
  for (let i = 0; i < count; i++) {
    const stateInfo = rng.weighted(states, weights);
    const buyers = SLED_BUYERS_BY_STATE.get(stateInfo.code)!;
    const buyer = rng.weighted(buyers, buyers.map((b) => (b.jurisdiction === 'state' ? 2 : 1)));
    const category = pickCategory(rng, buyer.jurisdiction, buyer.name);
    const release = rng.chance(0.08) ? null : addDays(asOf, rng.int(-30, 300));
    const releaseForFy = release ?? addDays(asOf, 120);
    const fiscalYear = releaseForFy.getUTCMonth() >= 6 ? releaseForFy.getUTCFullYear() + 1 : releaseForFy.getUTCFullYear();
    const place = placeOf(rng, buyer, stateInfo);
    const facility = facilityFor(rng, buyer, stateInfo);
    const baseVars = { buyer: buyer.name.replace(/^The /, ''), place, fy: fiscalYear, qty: qtyText(rng, category.key), term: termText(rng, category.key), facility, state: stateInfo };
    let title = fill(rng, rng.pick(titlesFor(category, buyer)), baseVars);
    if (!/\b(?:of|at|for|along|on) [A-Z]| - /.test(title) && !title.includes(place) && rng.chance(0.45)) title = `${title} - ${place}`;
    // planned procurements are often listed under the fiscal year they are budgeted in
    if (!/FY\d/.test(title) && rng.chance(0.25)) title = `FY${fiscalYear} ${title}`;
    // a forecast lists the requesting department (a state agency its district or region)
    if (rng.chance(0.55)) {
      const dept =
        buyer.jurisdiction === 'state'
          ? `${TRANSPORT_BUYER.test(buyer.name) ? 'District' : 'Region'} ${rng.int(1, 12)}`
          : rng.pick((buyer.jurisdiction === 'education' ? EDUCATION_DEPARTMENTS : LOCAL_DEPARTMENTS)[category.key] ?? ['General Services']);
      title = rng.table<string>([
        [`${dept} - ${title}`, 45],
        [`${title} (${dept})`, 30],
        [`${dept}: ${title}`, 25],
      ]);
    }
    const kind = pickKind(rng, category, title, 'open');
    const vars = { ...baseVars, ...WORDS[kind] };
    const quarter = release ? `${['first', 'second', 'third', 'fourth'][Math.floor(((release.getUTCMonth() + 6) % 12) / 3)]} quarter of state fiscal year ${fiscalYear}` : `state fiscal year ${fiscalYear}`;
    const instrument = INSTRUMENT_OF_KIND[kind];
    const description = rng.chance(0.12)
      ? null
      : `The ${vars.buyer} anticipates issuing ${/^[aeiou]/.test(instrument) ? 'an' : 'a'} ${instrument} for ${title} in the ${quarter}. ${fill(rng, rng.pick(category.descriptions), vars)}`;
    const value = rng.chance(0.2) ? null : Math.max(25_000, Math.round(rng.lognormal(VALUE_MEDIAN[category.key] ?? 1_000_000, 0.9) / 1000) * 1000);
    const codes = categoryCodes(rng, category).map((c) => ({ scheme: c.scheme, code: c.code }));
    const contact = rng.chance(0.3) ? null : contactFor(rng, buyer, stateInfo);
    const firstSeen = asOfMs - rng.int(1, 200) * DAY - rng.int(0, 23) * HOUR;
    const lastSeen = Math.max(firstSeen + HOUR, asOfMs - rng.int(1, 72) * HOUR);
    const modified = firstSeen + Math.floor(rng.next() * (lastSeen - firstSeen));
    const forecastId = uuidFromRand(rng.fn);
    const portal = STATE_PORTAL[stateInfo.code];
    const sourceUrl = portal
      ? `${(PLATFORM_BASE[portal] ?? '').replace(/\/[^/]*$/, '')}/forecast/${forecastId.slice(0, 8)}`
      : `https://${emailDomain(buyer, stateInfo)}/procurement/forecast`;
    await w.add('sled_forecast', {
      forecast_id: forecastId,
      state: stateInfo.code,
      jurisdiction: buyer.jurisdiction,
      agency: buyer.name,
      title,
      description,
      fiscal_year: fiscalYear,
      estimated_release_date: release ? day(release) : null,
      estimated_award_date: release && rng.chance(0.85) ? day(addDays(release, rng.int(45, 180))) : null,
      estimated_value: value,
      category_codes: new Json(codes),
      contact: contact ? { name: contact.name, title: contact.title, email: contact.email, phone: contact.phone } : null,
      source_url: sourceUrl,
      first_seen_at: new Date(firstSeen),
      last_seen_at: new Date(lastSeen),
      modified: new Date(modified),
    });
  }
}
