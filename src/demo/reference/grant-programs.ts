/**
 * What grant notices name beyond the programme: the diseases and conditions
 * NIH institutes fund research on (by the institute's Assistance Listing) and
 * the approaches their notices ask for, the Congressionally Directed Medical
 * Research Programs and their award mechanisms, further NSF programmes, and
 * the places conservation and coastal notices are for (national wildlife
 * refuges, species and the states they live in, national estuarine research
 * reserves, coastal states). Used by gen/grants.ts; every Assistance Listing
 * here is in reference/assistance-listings.ts.
 */

/** Conditions by the NIH institute (Assistance Listing) that funds research on them. */
export const NIH_CONDITIONS: readonly { listing: string; conditions: readonly string[] }[] = [
  // the National Cancer Institute's listings depend on the approach (NCI_LISTING)
  {
    listing: 'NCI',
    conditions: [
      'Breast Cancer', 'Prostate Cancer', 'Lung Cancer', 'Colorectal Cancer', 'Pancreatic Cancer', 'Ovarian Cancer', 'Glioblastoma', 'Acute Myeloid Leukemia',
      'Lymphoma', 'Melanoma', 'Hepatocellular Carcinoma', 'Head and Neck Cancer', 'Cervical Cancer', 'Pediatric Cancers', 'Multiple Myeloma', 'Bladder Cancer',
      'Kidney Cancer', 'Gastric Cancer', 'Esophageal Adenocarcinoma', 'Sarcoma', 'Neuroblastoma', 'Endometrial Cancer', 'Thyroid Cancer', 'Mesothelioma',
    ],
  },
  { listing: '93.837', conditions: ['Heart Failure', 'Atrial Fibrillation', 'Hypertension', 'Coronary Artery Disease', 'Cardiomyopathy', 'Congenital Heart Disease', 'Peripheral Artery Disease', 'Aortic Stenosis', 'Sudden Cardiac Death', 'Cardiometabolic Disease'] },
  { listing: '93.838', conditions: ['Asthma', 'Chronic Obstructive Pulmonary Disease', 'Pulmonary Fibrosis', 'Pulmonary Arterial Hypertension', 'Obstructive Sleep Apnea', 'Acute Respiratory Distress Syndrome', 'Cystic Fibrosis', 'Bronchopulmonary Dysplasia', 'Insomnia'] },
  { listing: '93.839', conditions: ['Sickle Cell Disease', 'Hemophilia', 'Venous Thromboembolism', 'Thalassemia', 'Aplastic Anemia'] },
  {
    listing: '93.847',
    conditions: [
      'Type 1 Diabetes', 'Type 2 Diabetes', 'Obesity', 'Chronic Kidney Disease', 'Polycystic Kidney Disease', 'Metabolic Dysfunction-Associated Steatotic Liver Disease',
      'Inflammatory Bowel Disease', 'Irritable Bowel Syndrome', 'Kidney Stone Disease', 'Urinary Incontinence', 'Acute Kidney Injury', 'Gastroparesis',
    ],
  },
  {
    listing: '93.853',
    conditions: [
      'Epilepsy', 'Stroke', 'Traumatic Brain Injury', "Parkinson's Disease", 'Amyotrophic Lateral Sclerosis', 'Multiple Sclerosis', 'Migraine', 'Neuropathic Pain',
      "Huntington's Disease", 'Spinal Cord Injury', 'Peripheral Neuropathy', 'Muscular Dystrophy', 'Rare Neurological Disorders',
    ],
  },
  {
    listing: '93.242',
    conditions: [
      'Major Depressive Disorder', 'Schizophrenia', 'Autism Spectrum Disorder', 'Bipolar Disorder', 'Post-Traumatic Stress Disorder', 'Anxiety Disorders', 'Eating Disorders',
      'Attention-Deficit/Hyperactivity Disorder', 'Obsessive-Compulsive Disorder', 'Suicidal Behavior', 'Perinatal Depression', 'First-Episode Psychosis',
    ],
  },
  { listing: '93.273', conditions: ['Alcohol Use Disorder', 'Alcohol-Associated Liver Disease', 'Fetal Alcohol Spectrum Disorders', 'Binge Drinking', 'Alcohol Withdrawal'] },
  { listing: '93.279', conditions: ['Opioid Use Disorder', 'Stimulant Use Disorder', 'Cannabis Use Disorder', 'Nicotine and Tobacco Use', 'Polysubstance Use', 'Adolescent Vaping', 'Opioid Overdose', 'Neonatal Opioid Withdrawal Syndrome'] },
  {
    listing: '93.855',
    conditions: [
      'HIV', 'Tuberculosis', 'Malaria', 'Influenza', 'Antimicrobial-Resistant Infections', 'Food Allergy', 'Lyme Disease', 'Dengue', 'Respiratory Syncytial Virus',
      'Hepatitis B', 'Invasive Fungal Infections', 'Sepsis', 'Emerging Coronaviruses', 'Chronic Rhinosinusitis',
    ],
  },
  { listing: '93.866', conditions: ["Alzheimer's Disease", "Alzheimer's Disease-Related Dementias", 'Frailty', 'Sarcopenia', 'Delirium', 'Falls Among Older Adults', 'Cognitive Decline', 'Lewy Body Dementia', 'Frontotemporal Dementia'] },
  { listing: '93.867', conditions: ['Glaucoma', 'Age-Related Macular Degeneration', 'Diabetic Retinopathy', 'Myopia', 'Dry Eye Disease', 'Retinitis Pigmentosa', 'Amblyopia', 'Corneal Disease', 'Uveitis'] },
  { listing: '93.846', conditions: ['Osteoarthritis', 'Rheumatoid Arthritis', 'Systemic Lupus Erythematosus', 'Psoriasis', 'Osteoporosis', 'Atopic Dermatitis', 'Scleroderma', 'Chronic Low Back Pain', 'Tendinopathy', 'Vitiligo'] },
  {
    listing: '93.865',
    conditions: [
      'Preterm Birth', 'Stillbirth', 'Preeclampsia', 'Severe Maternal Morbidity', 'Gestational Diabetes', 'Infertility', 'Endometriosis', 'Congenital Cytomegalovirus',
      'Down Syndrome', 'Intellectual and Developmental Disabilities', 'Sudden Unexpected Infant Death', 'Polycystic Ovary Syndrome',
    ],
  },
];

export type NihApproachKind = 'biology' | 'detection' | 'treatment' | 'prevention';

/** The National Cancer Institute's listing for each kind of approach. */
export const NCI_LISTING: Readonly<Record<NihApproachKind, string>> = { biology: '93.396', detection: '93.394', treatment: '93.395', prevention: '93.393' };

/** What a notice asks for, leading its condition; `also`: a second listing the notice is often co-funded under. */
export const NIH_APPROACHES: readonly { lead: string; kind: NihApproachKind; also?: string }[] = [
  { lead: 'Mechanisms of', kind: 'biology' },
  { lead: 'Immunological Mechanisms of', kind: 'biology' },
  { lead: 'Multi-Omics Studies of', kind: 'biology' },
  { lead: 'Biomarkers for', kind: 'detection' },
  { lead: 'Early Detection of', kind: 'detection' },
  { lead: 'Imaging Approaches for', kind: 'detection', also: '93.286' },
  { lead: 'Artificial Intelligence Approaches to', kind: 'detection', also: '93.286' },
  { lead: 'Novel Therapeutics for', kind: 'treatment' },
  { lead: 'Pragmatic Clinical Trials in', kind: 'treatment' },
  { lead: 'Precision Medicine Approaches to', kind: 'treatment' },
  { lead: 'Implementation Research to Improve Care for', kind: 'treatment' },
  { lead: 'Digital Health Interventions for', kind: 'treatment' },
  { lead: 'Self-Management Interventions for', kind: 'treatment', also: '93.361' },
  { lead: 'Prevention of', kind: 'prevention' },
  { lead: 'Genetic Epidemiology of', kind: 'prevention' },
  { lead: 'Long-Term Outcomes of', kind: 'prevention' },
  { lead: 'Health Disparities in', kind: 'prevention', also: '93.307' },
  { lead: 'Social Determinants of', kind: 'prevention', also: '93.307' },
];

/** Populations a notice narrows its condition to. */
export const NIH_POPULATIONS: readonly string[] = [
  'Rural Populations', 'Older Adults', 'Children and Adolescents', 'Women', 'American Indian and Alaska Native Communities', 'Underserved Populations',
  'Racial and Ethnic Minority Populations', 'Pregnant and Postpartum Individuals', 'Low- and Middle-Income Countries', 'People with HIV', 'Sexual and Gender Minority Populations',
];

/** Congressionally Directed Medical Research Programs (USAMRAA, listing 12.420) and the award mechanisms their notices offer. */
export const CDMRP_PROGRAMS: readonly string[] = [
  'Amyotrophic Lateral Sclerosis', 'Autism', 'Bone Marrow Failure', 'Breast Cancer', 'Chronic Pain Management', 'Duchenne Muscular Dystrophy', 'Epilepsy',
  'Gulf War Illness', 'Hearing Restoration', 'Joint Warfighter Medical', 'Kidney Cancer', 'Lung Cancer', 'Lupus', 'Melanoma', 'Military Burn', 'Multiple Sclerosis',
  'Neurofibromatosis', 'Orthotics and Prosthetics Outcomes', 'Ovarian Cancer', 'Pancreatic Cancer', "Parkinson's", 'Peer Reviewed Cancer', 'Peer Reviewed Medical',
  'Peer Reviewed Orthopaedic', 'Prostate Cancer', 'Rare Cancers', 'Reconstructive Transplant', 'Spinal Cord Injury', 'Tick-Borne Disease', 'Toxic Exposures',
  'Traumatic Brain Injury and Psychological Health', 'Tuberous Sclerosis Complex', 'Vision',
];
export const CDMRP_MECHANISMS: readonly string[] = [
  'Idea Development Award', 'Investigator-Initiated Research Award', 'Clinical Trial Award', 'Translational Research Award', 'Early Investigator Research Award',
  'Career Development Award', 'Clinical Consortium Award', 'Impact Award', 'Focused Program Award', 'Synergistic Idea Award', 'Technology/Therapeutic Development Award',
  'Pilot Clinical Trial Award', 'Concept Award', 'Exploration - Hypothesis Development Award', 'Expansion Award', 'Clinical Translational Research Award',
  'Qualitative Research Award', 'Breakthrough Award Level 1', 'Breakthrough Award Level 2',
];

/** NSF programmes beyond the largest ones, with their directorate's listing. */
export const NSF_PROGRAMS: readonly (readonly [string, string])[] = [
  ['Advanced Manufacturing (AM)', '47.041'], ['Biomedical Engineering (BME)', '47.041'], ['Energy, Power, Control, and Networks (EPCN)', '47.041'],
  ['Engineering for Civil Infrastructure (ECI)', '47.041'], ['Fluid Dynamics', '47.041'], ['Particulate and Multiphase Processes', '47.041'], ['Thermal Transport Processes', '47.041'],
  ['Combustion and Fire Systems', '47.041'], ['Dynamics, Control and Systems Diagnostics (DCSD)', '47.041'], ['Humans, Disasters, and the Built Environment (HDBE)', '47.041'],
  ['Engineering Research Initiation (ERI)', '47.041'], ['Catalysis', '47.041'], ['Electronic, Photonic and Magnetic Devices (EPMD)', '47.041'],
  ['Communications, Circuits, and Sensing-Systems (CCSS)', '47.041'], ['Biosensing', '47.041'], ['Environmental Engineering', '47.041'], ['Nanoscale Interactions', '47.041'],
  ['Disability and Rehabilitation Engineering (DARE)', '47.041'], ['Mathematical Biology', '47.049'], ['Analysis', '47.049'], ['Algebra and Number Theory', '47.049'],
  ['Topology', '47.049'], ['Geometric Analysis', '47.049'], ['Probability', '47.049'], ['Statistics', '47.049'], ['Computational Mathematics', '47.049'], ['Applied Mathematics', '47.049'],
  ['Chemical Synthesis (SYN)', '47.049'], ['Chemical Structure, Dynamics and Mechanisms (CSDM-A)', '47.049'], ['Macromolecular, Supramolecular and Nanochemistry (MSN)', '47.049'],
  ['Chemical Measurement and Imaging (CMI)', '47.049'], ['Chemical Catalysis (CAT)', '47.049'], ['Environmental Chemical Sciences (ECS)', '47.049'],
  ['Atomic, Molecular and Optical Physics', '47.049'], ['Nuclear Physics', '47.049'], ['Gravitational Physics', '47.049'], ['Plasma Physics', '47.049'],
  ['Quantum Information Science', '47.049'], ['Solid State and Materials Chemistry (SSMC)', '47.049'], ['Condensed Matter Physics (CMP)', '47.049'], ['Ceramics (CER)', '47.049'],
  ['Metals and Metallic Nanostructures (MMN)', '47.049'], ['Polymers (POL)', '47.049'], ['Biomaterials (BMAT)', '47.049'], ['Electronic and Photonic Materials (EPM)', '47.049'],
  ['Astronomy and Astrophysics Postdoctoral Fellowships (AAPF)', '47.049'], ['Mathematical Sciences Postdoctoral Research Fellowships (MSPRF)', '47.049'],
  ['Mid-Scale Innovations Program in Astronomical Sciences (MSIP)', '47.049'], ['Atmospheric Chemistry', '47.050'], ['Climate and Large-Scale Dynamics', '47.050'],
  ['Physical and Dynamic Meteorology', '47.050'], ['Paleo Perspectives on Climate Change (P2C2)', '47.050'], ['Aeronomy', '47.050'], ['Magnetospheric Physics', '47.050'],
  ['Solar Terrestrial Research', '47.050'], ['Geophysics', '47.050'], ['Petrology and Geochemistry', '47.050'], ['Tectonics', '47.050'], ['Hydrologic Sciences', '47.050'],
  ['Geomorphology and Land-use Dynamics', '47.050'], ['Sedimentary Geology and Paleobiology', '47.050'], ['Marine Geology and Geophysics', '47.050'],
  ['Biological Oceanography', '47.050'], ['Ocean Technology and Interdisciplinary Coordination', '47.050'], ['Frontier Research in Earth Sciences (FRES)', '47.050'],
  ['Formal Methods in the Field (FMitF)', '47.070'], ['Smart and Connected Health (SCH)', '47.070'], ['Principles and Practice of Scalable Systems (PPoSS)', '47.070'],
  ['Foundational Research in Robotics (FRR)', '47.070'], ['Expeditions in Computing', '47.070'], ['CISE Minority-Serving Institutions Research Expansion (CISE-MSI)', '47.070'],
  ['Research Experiences for Teachers (RET) in Engineering and Computer Science', '47.041'], ['Molecular Foundations for Biotechnology', '47.074'],
  ['Enabling Discovery through GEnomics (EDGE)', '47.074'], ['Population and Community Ecology', '47.074'], ['Ecosystem Science', '47.074'], ['Evolutionary Processes', '47.074'],
  ['Systematics and Biodiversity Science', '47.074'], ['Physiological Mechanisms and Biomechanics', '47.074'], ['Neural Systems', '47.074'], ['Behavioral Systems', '47.074'],
  ['Cellular Dynamics and Function', '47.074'], ['Genetic Mechanisms', '47.074'], ['Molecular Biophysics', '47.074'], ['Infrastructure Capacity for Biological Research', '47.074'],
  ['Postdoctoral Research Fellowships in Biology (PRFB)', '47.074'], ['Research Coordination Networks (RCN)', '47.074'], ['Political Science', '47.075'],
  ['Cultural Anthropology', '47.075'], ['Archaeology', '47.075'], ['Biological Anthropology', '47.075'], ['Developmental Sciences', '47.075'], ['Social Psychology', '47.075'],
  ['Perception, Action, and Cognition', '47.075'], ['Cognitive Neuroscience', '47.075'], ['Human-Environment and Geographical Sciences (HEGS)', '47.075'],
  ['Accountable Institutions and Behavior', '47.075'], ['Security and Preparedness', '47.075'], ['Science of Organizations', '47.075'],
  ['Methodology, Measurement, and Statistics', '47.075'], ['Ethical and Responsible Research (ER2)', '47.075'], ['Tribal Colleges and Universities Program (TCUP)', '47.076'],
  ['Louis Stokes Alliances for Minority Participation (LSAMP)', '47.076'], ['Alliances for Graduate Education and the Professoriate (AGEP)', '47.076'],
  ['NSF Research Traineeship (NRT) Program', '47.076'], ['Centers of Research Excellence in Science and Technology (CREST)', '47.076'],
  ['EDU Core Research (ECR)', '47.076'], ['Arctic Natural Sciences', '47.078'], ['Arctic Social Sciences', '47.078'], ['Antarctic Earth Sciences', '47.078'],
  ['Antarctic Organisms and Ecosystems', '47.078'], ['Navigating the New Arctic (NNA)', '47.078'],
  ['Accelerating Research through International Network-to-Network Collaborations (AccelNet)', '47.079'],
  ['EPSCoR Research Infrastructure Improvement Program: Track-2 Focused EPSCoR Collaborations (RII Track-2 FEC)', '47.083'],
  ['EPSCoR Research Fellows (RII Track-4)', '47.083'], ['Pathways to Enable Open-Source Ecosystems (POSE)', '47.084'], ['Innovation Corps (I-Corps) Teams', '47.084'],
  ['Experiential Learning for Emerging and Novel Technologies (ExLENT)', '47.084'], ['Assessing and Predicting Technology Outcomes (APTO)', '47.084'],
];

/** National wildlife refuges (the notice's place, Fish and Wildlife Service) and their state. */
export const WILDLIFE_REFUGES: readonly (readonly [string, string])[] = [
  ['Chincoteague National Wildlife Refuge', 'VA'], ['Blackwater National Wildlife Refuge', 'MD'], ['Bosque del Apache National Wildlife Refuge', 'NM'],
  ['Malheur National Wildlife Refuge', 'OR'], ['Okefenokee National Wildlife Refuge', 'GA'], ['Arctic National Wildlife Refuge', 'AK'], ['Yukon Delta National Wildlife Refuge', 'AK'],
  ['J.N. "Ding" Darling National Wildlife Refuge', 'FL'], ['Merritt Island National Wildlife Refuge', 'FL'], ['Great Swamp National Wildlife Refuge', 'NJ'],
  ['Patuxent Research Refuge', 'MD'], ['Necedah National Wildlife Refuge', 'WI'], ['Sherburne National Wildlife Refuge', 'MN'], ['Horicon National Wildlife Refuge', 'WI'],
  ['Tualatin River National Wildlife Refuge', 'OR'], ['Billy Frank Jr. Nisqually National Wildlife Refuge', 'WA'], ['Sacramento National Wildlife Refuge', 'CA'],
  ['Don Edwards San Francisco Bay National Wildlife Refuge', 'CA'], ['Kenai National Wildlife Refuge', 'AK'], ['Aransas National Wildlife Refuge', 'TX'],
  ['Santa Ana National Wildlife Refuge', 'TX'], ['Laguna Atascosa National Wildlife Refuge', 'TX'], ['Bear River Migratory Bird Refuge', 'UT'], ['Red Rock Lakes National Wildlife Refuge', 'MT'],
  ['National Elk Refuge', 'WY'], ['Seney National Wildlife Refuge', 'MI'], ['Ottawa National Wildlife Refuge', 'OH'], ['Wichita Mountains Wildlife Refuge', 'OK'],
  ['Quivira National Wildlife Refuge', 'KS'], ['Crab Orchard National Wildlife Refuge', 'IL'], ['Upper Mississippi River National Wildlife and Fish Refuge', 'MN'],
  ['Great Dismal Swamp National Wildlife Refuge', 'VA'], ['Back Bay National Wildlife Refuge', 'VA'], ['Pea Island National Wildlife Refuge', 'NC'], ['Alligator River National Wildlife Refuge', 'NC'],
  ['Cape Romain National Wildlife Refuge', 'SC'], ['Savannah National Wildlife Refuge', 'SC'], ['Arthur R. Marshall Loxahatchee National Wildlife Refuge', 'FL'],
  ['Parker River National Wildlife Refuge', 'MA'], ['Rachel Carson National Wildlife Refuge', 'ME'], ['Moosehorn National Wildlife Refuge', 'ME'], ['Montezuma National Wildlife Refuge', 'NY'],
  ['Erie National Wildlife Refuge', 'PA'], ['Muscatatuck National Wildlife Refuge', 'IN'], ['Tensas River National Wildlife Refuge', 'LA'], ['Sabine National Wildlife Refuge', 'LA'],
  ['Cabeza Prieta National Wildlife Refuge', 'AZ'], ['Havasu National Wildlife Refuge', 'AZ'], ['Kofa National Wildlife Refuge', 'AZ'], ['Desert National Wildlife Refuge', 'NV'],
  ['Hakalau Forest National Wildlife Refuge', 'HI'], ['Tijuana Slough National Wildlife Refuge', 'CA'], ['Lower Klamath National Wildlife Refuge', 'CA'], ['Turnbull National Wildlife Refuge', 'WA'],
  ['Hart Mountain National Antelope Refuge', 'OR'], ['Charles M. Russell National Wildlife Refuge', 'MT'], ['Lake Umbagog National Wildlife Refuge', 'NH'],
  ['Silvio O. Conte National Fish and Wildlife Refuge', 'CT'], ['Prime Hook National Wildlife Refuge', 'DE'], ['Edwin B. Forsythe National Wildlife Refuge', 'NJ'],
  ['Mattamuskeet National Wildlife Refuge', 'NC'], ['Noxubee National Wildlife Refuge', 'MS'], ['Wheeler National Wildlife Refuge', 'AL'], ['Reelfoot National Wildlife Refuge', 'TN'],
  ['Big Muddy National Fish and Wildlife Refuge', 'MO'], ['DeSoto National Wildlife Refuge', 'IA'], ['Valentine National Wildlife Refuge', 'NE'], ['Lacreek National Wildlife Refuge', 'SD'],
  ['J. Clark Salyer National Wildlife Refuge', 'ND'], ['Arapaho National Wildlife Refuge', 'CO'], ['Bitter Lake National Wildlife Refuge', 'NM'], ['Camas National Wildlife Refuge', 'ID'],
];
export const REFUGE_WORK: readonly string[] = [
  'Invasive Plant Control', 'Habitat Restoration', 'Wetland Enhancement', 'Environmental Education and Visitor Services', 'Biological Monitoring and Inventory',
  'Prescribed Fire and Fuels Management', 'Shorebird and Waterbird Surveys', 'Youth Conservation Corps', 'Water Management Infrastructure', 'Pollinator Habitat Enhancement',
];

/** Species conservation notices: the species and the states of the work. */
export const SPECIES: readonly (readonly [string, readonly string[]])[] = [
  ['Gopher Tortoise', ['FL', 'GA', 'AL', 'MS']], ['Monarch Butterfly', ['TX', 'OK', 'KS', 'IA', 'MN']], ['Greater Sage-Grouse', ['WY', 'MT', 'ID', 'NV', 'OR']],
  ['Lesser Prairie-Chicken', ['KS', 'OK', 'TX', 'NM', 'CO']], ['Red-cockaded Woodpecker', ['NC', 'SC', 'GA', 'FL', 'LA']], ['Bull Trout', ['MT', 'ID', 'WA', 'OR']],
  ['Pallid Sturgeon', ['MO', 'NE', 'SD', 'ND', 'MT']], ['Atlantic Salmon', ['ME']], ['Lahontan Cutthroat Trout', ['NV', 'CA']], ['Whooping Crane', ['TX', 'NE', 'WI', 'LA']],
  ['Piping Plover', ['NJ', 'NY', 'MA', 'NC', 'MI', 'ND']], ['Rufa Red Knot', ['DE', 'NJ', 'SC', 'TX']], ['Northern Long-eared Bat', ['PA', 'WV', 'KY', 'OH', 'MI', 'WI']],
  ['Freshwater Mussel', ['TN', 'AL', 'KY', 'VA', 'OH']], ['Eastern Hellbender', ['PA', 'WV', 'NC', 'TN', 'MO']], ['Eastern Indigo Snake', ['FL', 'GA']], ['Florida Panther', ['FL']],
  ['Mexican Wolf', ['AZ', 'NM']], ['Grizzly Bear', ['MT', 'WY', 'ID']], ['Mojave Desert Tortoise', ['NV', 'CA', 'AZ', 'UT']], ['Karner Blue Butterfly', ['WI', 'MI', 'NY', 'NH']],
  ['Rusty Patched Bumble Bee', ['MN', 'WI', 'IL', 'IA', 'VA']], ['Black-footed Ferret', ['SD', 'MT', 'WY', 'CO', 'AZ']], ['Hawaiian Forest Birds', ['HI']],
  ["Steller's Eider", ['AK']], ['Pacific Walrus', ['AK']], ['Delta Smelt', ['CA']], ['American Burying Beetle', ['OK', 'AR', 'NE', 'KS']], ['Bog Turtle', ['PA', 'NJ', 'NY', 'NC']],
  ['Golden-cheeked Warbler', ['TX']], ['Least Tern', ['MS', 'AR', 'MO', 'NE']], ['Oregon Spotted Frog', ['OR', 'WA']], ['Chinook Salmon', ['CA', 'OR', 'WA', 'ID']],
];
export const SPECIES_WORK: readonly string[] = ['Habitat Restoration', 'Population Monitoring', 'Recovery Implementation', 'Captive Propagation and Reintroduction', 'Habitat Connectivity', 'Genetic Assessment', 'Conservation Planning'];

/** Rivers fish passage notices name, and a state they flow through. */
export const FISH_PASSAGE_RIVERS: readonly (readonly [string, string])[] = [
  ['Penobscot River', 'ME'], ['Kennebec River', 'ME'], ['Connecticut River', 'MA'], ['Susquehanna River', 'PA'], ['Delaware River', 'NJ'], ['James River', 'VA'],
  ['Roanoke River', 'NC'], ['Savannah River', 'GA'], ['Apalachicola River', 'FL'], ['Alabama River', 'AL'], ['Pearl River', 'MS'], ['Cumberland River', 'TN'],
  ['Clinch River', 'TN'], ['Muskingum River', 'OH'], ['Maumee River', 'OH'], ['St. Joseph River', 'MI'], ['Manistee River', 'MI'], ['Fox River', 'WI'], ['Root River', 'MN'],
  ['Red River of the North', 'ND'], ['Platte River', 'NE'], ['Neosho River', 'KS'], ['Illinois River', 'OK'], ['Guadalupe River', 'TX'], ['Rio Grande', 'NM'],
  ['Yellowstone River', 'MT'], ['Clearwater River', 'ID'], ['Snake River', 'ID'], ['Yakima River', 'WA'], ['Skagit River', 'WA'], ['Klamath River', 'OR'],
  ['Rogue River', 'OR'], ['Sacramento River', 'CA'], ['Eel River', 'CA'], ['Truckee River', 'NV'], ['Gila River', 'AZ'], ['Green River', 'UT'], ['Kenai River', 'AK'],
];

/** National estuarine research reserves (NOAA Office for Coastal Management, listing 11.473). */
export const ESTUARINE_RESERVES: readonly string[] = [
  'Apalachicola', 'Chesapeake Bay Maryland', 'Chesapeake Bay Virginia', 'Delaware', 'Elkhorn Slough', 'Grand Bay', 'Great Bay', 'Guana Tolomato Matanzas', "He'eia",
  'Hudson River', 'Jacques Cousteau', 'Jobos Bay', 'Kachemak Bay', 'Lake Superior', 'Mission-Aransas', 'Narragansett Bay', 'North Carolina', 'North Inlet-Winyah Bay',
  'Old Woman Creek', 'Padilla Bay', 'Rookery Bay', 'San Francisco Bay', 'Sapelo Island', 'South Slough', 'Tijuana River', 'Waquoit Bay', 'Weeks Bay', 'Wells', 'ACE Basin',
  'Connecticut',
];
export const RESERVE_WORK: readonly string[] = ['Operations and Management', 'Land Acquisition and Construction', 'Coastal Training Program', 'System-Wide Monitoring Program', 'Margaret A. Davidson Graduate Fellowship', 'Stewardship and Restoration'];

/** Coastal and Great Lakes states with an approved coastal management programme. */
export const COASTAL_STATES: readonly string[] = [
  'Alabama', 'Alaska', 'California', 'Connecticut', 'Delaware', 'Florida', 'Georgia', 'Hawaii', 'Indiana', 'Louisiana', 'Maine', 'Maryland', 'Massachusetts',
  'Michigan', 'Minnesota', 'Mississippi', 'New Hampshire', 'New Jersey', 'New York', 'North Carolina', 'Ohio', 'Oregon', 'Pennsylvania', 'Rhode Island',
  'South Carolina', 'Texas', 'Virginia', 'Washington', 'Wisconsin', 'Puerto Rico', 'Guam', 'American Samoa', 'U.S. Virgin Islands',
];

/** Program area priorities of the Agriculture and Food Research Initiative's Foundational and Applied Science program (listing 10.310). */
export const AFRI_PRIORITIES: readonly string[] = [
  'Pests and Beneficial Species in Agricultural Production Systems', 'Physiology of Agricultural Plants', 'Plant Breeding for Agricultural Production', 'Plant Biotic Interactions',
  'Animal Reproduction', 'Animal Nutrition, Growth and Lactation', 'Animal Health and Disease', 'Aquaculture', 'Diet, Nutrition, and the Prevention of Chronic Diseases',
  'Food Safety and Defense', 'Improving Food Quality', 'Soil Health', 'Water Quantity and Quality', 'Sustainable Agroecosystems: Functions, Processes and Management',
  'Agricultural Engineering', 'Nanotechnology for Agricultural and Food Systems', 'Data Science for Food and Agricultural Systems', 'Bioprocessing and Bioengineering',
  'Rural Economies, Communities, and Regional Development', 'Markets, Trade and Policy', 'Economics of Small and Mid-Sized Farms', 'Pollinator Health: Research and Application',
  'Agricultural Microbiomes in Plant Systems and Natural Resources', 'Controlled Environment Agriculture', 'Sustainable Bioenergy and Bioproducts',
];
