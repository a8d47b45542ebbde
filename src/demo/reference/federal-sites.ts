/**
 * Where federal agencies buy for, as their forecasts and requests name it:
 * each agency's program offices (no place) and its sites (a facility, its city
 * and state): VA medical centers, Energy sites, NASA centers, Bureau of
 * Prisons institutions, FBI field offices, Border Patrol sectors, FEMA
 * regions, national parks and forests, federal buildings, military
 * installations, embassies. Keyed by FPDS sub-tier agency code. Real names
 * and places; used by the forecast (gen/notices.ts) and storefront
 * (gen/storefront.ts) generators.
 */

/** A site: its name, city, and USPS state code (for an embassy, the country instead, and `abroad`). */
export interface FederalSite {
  readonly name: string;
  readonly city: string;
  readonly state: string;
  readonly abroad?: boolean;
}

type RawSite = readonly [name: string, city: string, state: string];

const sites = (raw: readonly RawSite[]): FederalSite[] => raw.map(([name, city, state]) => ({ name, city, state }));

const VA_MEDICAL_CENTERS: readonly RawSite[] = [
  ["James A. Haley Veterans' Hospital", 'Tampa', 'FL'], ['Michael E. DeBakey VA Medical Center', 'Houston', 'TX'], ['Edward Hines Jr. VA Hospital', 'Hines', 'IL'],
  ['Minneapolis VA Health Care System', 'Minneapolis', 'MN'], ['VA Palo Alto Health Care System', 'Palo Alto', 'CA'], ['VA Greater Los Angeles Healthcare System', 'Los Angeles', 'CA'],
  ['Central Virginia VA Health Care System', 'Richmond', 'VA'], ['Bay Pines VA Healthcare System', 'Bay Pines', 'FL'], ['VA Puget Sound Health Care System', 'Seattle', 'WA'],
  ['Atlanta VA Medical Center', 'Decatur', 'GA'], ['Charlie Norwood VA Medical Center', 'Augusta', 'GA'], ['Louis Stokes Cleveland VA Medical Center', 'Cleveland', 'OH'],
  ['Richard L. Roudebush VA Medical Center', 'Indianapolis', 'IN'], ["Harry S. Truman Memorial Veterans' Hospital", 'Columbia', 'MO'], ['John J. Pershing VA Medical Center', 'Poplar Bluff', 'MO'],
  ['Raymond G. Murphy VA Medical Center', 'Albuquerque', 'NM'], ['Carl T. Hayden VA Medical Center', 'Phoenix', 'AZ'], ['Southern Arizona VA Health Care System', 'Tucson', 'AZ'],
  ['Audie L. Murphy Memorial VA Hospital', 'San Antonio', 'TX'], ['Dallas VA Medical Center', 'Dallas', 'TX'], ['Jesse Brown VA Medical Center', 'Chicago', 'IL'],
  ['Clement J. Zablocki VA Medical Center', 'Milwaukee', 'WI'], ['William S. Middleton Memorial Veterans Hospital', 'Madison', 'WI'], ['Corporal Michael J. Crescenz VA Medical Center', 'Philadelphia', 'PA'],
  ['James J. Peters VA Medical Center', 'Bronx', 'NY'], ['Manhattan VA Medical Center', 'New York', 'NY'], ['VA Boston Healthcare System', 'Boston', 'MA'], ['Providence VA Medical Center', 'Providence', 'RI'],
  ['White River Junction VA Medical Center', 'White River Junction', 'VT'], ['Togus VA Medical Center', 'Augusta', 'ME'], ['Salem VA Medical Center', 'Salem', 'VA'], ['Durham VA Medical Center', 'Durham', 'NC'],
  ['Ralph H. Johnson VA Medical Center', 'Charleston', 'SC'], ['Malcom Randall VA Medical Center', 'Gainesville', 'FL'], ['Bruce W. Carter VA Medical Center', 'Miami', 'FL'],
  ['Tennessee Valley Healthcare System', 'Nashville', 'TN'], ['Lexington VA Health Care System', 'Lexington', 'KY'], ['Rocky Mountain Regional VA Medical Center', 'Aurora', 'CO'],
  ['George E. Wahlen VA Medical Center', 'Salt Lake City', 'UT'], ['Portland VA Medical Center', 'Portland', 'OR'], ['VA Northern California Health Care System', 'Mather', 'CA'],
  ['VA San Diego Healthcare System', 'San Diego', 'CA'], ['Jerry L. Pettis Memorial VA Medical Center', 'Loma Linda', 'CA'], ['Spark M. Matsunaga VA Medical Center', 'Honolulu', 'HI'],
  ['Alaska VA Healthcare System', 'Anchorage', 'AK'], ['Fargo VA Medical Center', 'Fargo', 'ND'], ['Sioux Falls VA Health Care System', 'Sioux Falls', 'SD'], ['Omaha VA Medical Center', 'Omaha', 'NE'],
  ['Oklahoma City VA Medical Center', 'Oklahoma City', 'OK'], ['Central Arkansas Veterans Healthcare System', 'Little Rock', 'AR'], ['Southeast Louisiana Veterans Health Care System', 'New Orleans', 'LA'],
  ['G.V. (Sonny) Montgomery VA Medical Center', 'Jackson', 'MS'], ['Birmingham VA Medical Center', 'Birmingham', 'AL'], ['Lt. Col. Luke Weathers, Jr. VA Medical Center', 'Memphis', 'TN'],
  ['Hershel "Woody" Williams VA Medical Center', 'Huntington', 'WV'], ['Louis A. Johnson VA Medical Center', 'Clarksburg', 'WV'], ['Washington DC VA Medical Center', 'Washington', 'DC'],
  ['Baltimore VA Medical Center', 'Baltimore', 'MD'], ['Wilkes-Barre VA Medical Center', 'Wilkes-Barre', 'PA'], ['VA Pittsburgh Healthcare System', 'Pittsburgh', 'PA'],
  ['Syracuse VA Medical Center', 'Syracuse', 'NY'], ['VA Western New York Healthcare System', 'Buffalo', 'NY'], ['Boise VA Medical Center', 'Boise', 'ID'], ['VA Montana Healthcare System', 'Fort Harrison', 'MT'],
  ['Cheyenne VA Medical Center', 'Cheyenne', 'WY'], ['VA Southern Nevada Healthcare System', 'North Las Vegas', 'NV'], ['Robert J. Dole VA Medical Center', 'Wichita', 'KS'],
  ['Iowa City VA Health Care System', 'Iowa City', 'IA'], ['John D. Dingell VA Medical Center', 'Detroit', 'MI'], ['Chalmers P. Wylie VA Ambulatory Care Center', 'Columbus', 'OH'],
];

/** Veterans Integrated Service Networks and their headquarters. */
const VISNS: readonly RawSite[] = [
  ['VISN 1', 'Bedford', 'MA'], ['VISN 2', 'Bronx', 'NY'], ['VISN 4', 'Pittsburgh', 'PA'], ['VISN 5', 'Linthicum', 'MD'], ['VISN 6', 'Durham', 'NC'], ['VISN 7', 'Duluth', 'GA'],
  ['VISN 8', 'St. Petersburg', 'FL'], ['VISN 9', 'Murfreesboro', 'TN'], ['VISN 10', 'Cincinnati', 'OH'], ['VISN 12', 'Westchester', 'IL'], ['VISN 15', 'Kansas City', 'MO'],
  ['VISN 16', 'Ridgeland', 'MS'], ['VISN 17', 'Arlington', 'TX'], ['VISN 19', 'Glendale', 'CO'], ['VISN 20', 'Vancouver', 'WA'], ['VISN 21', 'Mare Island', 'CA'],
  ['VISN 22', 'Long Beach', 'CA'], ['VISN 23', 'Eagan', 'MN'],
];

const DOE_SITES: readonly RawSite[] = [
  ['Hanford Site', 'Richland', 'WA'], ['Savannah River Site', 'Aiken', 'SC'], ['Oak Ridge Reservation', 'Oak Ridge', 'TN'], ['Idaho National Laboratory', 'Idaho Falls', 'ID'],
  ['Los Alamos National Laboratory', 'Los Alamos', 'NM'], ['Sandia National Laboratories', 'Albuquerque', 'NM'], ['Lawrence Livermore National Laboratory', 'Livermore', 'CA'],
  ['Portsmouth Gaseous Diffusion Plant', 'Piketon', 'OH'], ['Paducah Site', 'Paducah', 'KY'], ['Waste Isolation Pilot Plant', 'Carlsbad', 'NM'], ['Strategic Petroleum Reserve', 'New Orleans', 'LA'],
  ['Nevada National Security Site', 'Mercury', 'NV'], ['Pantex Plant', 'Amarillo', 'TX'], ['Y-12 National Security Complex', 'Oak Ridge', 'TN'], ['Kansas City National Security Campus', 'Kansas City', 'MO'],
  ['National Energy Technology Laboratory', 'Pittsburgh', 'PA'], ['National Energy Technology Laboratory', 'Morgantown', 'WV'], ['Western Area Power Administration', 'Lakewood', 'CO'],
  ['Southwestern Power Administration', 'Tulsa', 'OK'], ['Golden Field Office', 'Golden', 'CO'], ['West Valley Demonstration Project', 'West Valley', 'NY'], ['Moab UMTRA Project', 'Moab', 'UT'],
  ['Brookhaven National Laboratory', 'Upton', 'NY'], ['Argonne National Laboratory', 'Lemont', 'IL'], ['Fermi National Accelerator Laboratory', 'Batavia', 'IL'], ['Pacific Northwest National Laboratory', 'Richland', 'WA'],
];

const NASA_CENTERS: readonly RawSite[] = [
  ['Goddard Space Flight Center', 'Greenbelt', 'MD'], ['Johnson Space Center', 'Houston', 'TX'], ['Kennedy Space Center', 'Kennedy Space Center', 'FL'], ['Marshall Space Flight Center', 'Huntsville', 'AL'],
  ['Ames Research Center', 'Moffett Field', 'CA'], ['Glenn Research Center', 'Cleveland', 'OH'], ['Langley Research Center', 'Hampton', 'VA'], ['Armstrong Flight Research Center', 'Edwards', 'CA'],
  ['Stennis Space Center', 'Stennis Space Center', 'MS'], ['Jet Propulsion Laboratory', 'Pasadena', 'CA'], ['Wallops Flight Facility', 'Wallops Island', 'VA'], ['White Sands Test Facility', 'Las Cruces', 'NM'],
  ['Michoud Assembly Facility', 'New Orleans', 'LA'], ['Neil A. Armstrong Test Facility', 'Sandusky', 'OH'], ['NASA Shared Services Center', 'Stennis Space Center', 'MS'],
];

const BOP_INSTITUTIONS: readonly RawSite[] = [
  ['FCI Aliceville', 'Aliceville', 'AL'], ['USP Atlanta', 'Atlanta', 'GA'], ['FCC Beaumont', 'Beaumont', 'TX'], ['FCC Butner', 'Butner', 'NC'], ['FCC Coleman', 'Coleman', 'FL'],
  ['FCI Danbury', 'Danbury', 'CT'], ['FCC Florence', 'Florence', 'CO'], ['FMC Carswell', 'Fort Worth', 'TX'], ['FMC Rochester', 'Rochester', 'MN'], ['FMC Lexington', 'Lexington', 'KY'],
  ['FCI Englewood', 'Littleton', 'CO'], ['FCC Hazelton', 'Bruceton Mills', 'WV'], ['FCC Terre Haute', 'Terre Haute', 'IN'], ['USP Leavenworth', 'Leavenworth', 'KS'], ['USP Lewisburg', 'Lewisburg', 'PA'],
  ['FCC Yazoo City', 'Yazoo City', 'MS'], ['FCC Victorville', 'Adelanto', 'CA'], ['FCC Pollock', 'Pollock', 'LA'], ['FCC Oakdale', 'Oakdale', 'LA'], ['FCI Sandstone', 'Sandstone', 'MN'],
  ['FCI Sheridan', 'Sheridan', 'OR'], ['FDC SeaTac', 'SeaTac', 'WA'], ['MDC Brooklyn', 'Brooklyn', 'NY'], ['MCC Chicago', 'Chicago', 'IL'], ['FCI Tallahassee', 'Tallahassee', 'FL'],
  ['FCC Allenwood', 'White Deer', 'PA'], ['FCI Marianna', 'Marianna', 'FL'], ['FCC Petersburg', 'Hopewell', 'VA'], ['FCI Cumberland', 'Cumberland', 'MD'], ['USP Big Sandy', 'Inez', 'KY'],
  ['USP McCreary', 'Pine Knot', 'KY'], ['FCI Oxford', 'Oxford', 'WI'], ['FCI Milan', 'Milan', 'MI'], ['FCI Pekin', 'Pekin', 'IL'], ['FCI Greenville', 'Greenville', 'IL'],
  ['FCC Forrest City', 'Forrest City', 'AR'], ['FCI Texarkana', 'Texarkana', 'TX'], ['FCI El Reno', 'El Reno', 'OK'], ['FCI Phoenix', 'Phoenix', 'AZ'], ['FCC Tucson', 'Tucson', 'AZ'],
  ['FCI Herlong', 'Herlong', 'CA'], ['FCI Mendota', 'Mendota', 'CA'], ['FCI Berlin', 'Berlin', 'NH'], ['FCI Ray Brook', 'Ray Brook', 'NY'], ['FCI Otisville', 'Otisville', 'NY'],
];

const FBI_FIELD_OFFICES: readonly RawSite[] = [
  ['Albany Field Office', 'Albany', 'NY'], ['Albuquerque Field Office', 'Albuquerque', 'NM'], ['Anchorage Field Office', 'Anchorage', 'AK'], ['Atlanta Field Office', 'Atlanta', 'GA'],
  ['Baltimore Field Office', 'Baltimore', 'MD'], ['Birmingham Field Office', 'Birmingham', 'AL'], ['Boston Field Office', 'Chelsea', 'MA'], ['Buffalo Field Office', 'Buffalo', 'NY'],
  ['Charlotte Field Office', 'Charlotte', 'NC'], ['Chicago Field Office', 'Chicago', 'IL'], ['Cincinnati Field Office', 'Cincinnati', 'OH'], ['Cleveland Field Office', 'Cleveland', 'OH'],
  ['Dallas Field Office', 'Dallas', 'TX'], ['Denver Field Office', 'Denver', 'CO'], ['Detroit Field Office', 'Detroit', 'MI'], ['El Paso Field Office', 'El Paso', 'TX'],
  ['Honolulu Field Office', 'Kapolei', 'HI'], ['Houston Field Office', 'Houston', 'TX'], ['Indianapolis Field Office', 'Indianapolis', 'IN'], ['Jacksonville Field Office', 'Jacksonville', 'FL'],
  ['Kansas City Field Office', 'Kansas City', 'MO'], ['Knoxville Field Office', 'Knoxville', 'TN'], ['Las Vegas Field Office', 'Las Vegas', 'NV'], ['Los Angeles Field Office', 'Los Angeles', 'CA'],
  ['Louisville Field Office', 'Louisville', 'KY'], ['Memphis Field Office', 'Memphis', 'TN'], ['Miami Field Office', 'Miramar', 'FL'], ['Milwaukee Field Office', 'Milwaukee', 'WI'],
  ['Minneapolis Field Office', 'Brooklyn Center', 'MN'], ['Newark Field Office', 'Newark', 'NJ'], ['New Haven Field Office', 'New Haven', 'CT'], ['New Orleans Field Office', 'New Orleans', 'LA'],
  ['New York Field Office', 'New York', 'NY'], ['Oklahoma City Field Office', 'Oklahoma City', 'OK'], ['Omaha Field Office', 'Omaha', 'NE'], ['Philadelphia Field Office', 'Philadelphia', 'PA'],
  ['Phoenix Field Office', 'Phoenix', 'AZ'], ['Pittsburgh Field Office', 'Pittsburgh', 'PA'], ['Portland Field Office', 'Portland', 'OR'], ['Sacramento Field Office', 'Sacramento', 'CA'],
  ['Salt Lake City Field Office', 'Salt Lake City', 'UT'], ['San Antonio Field Office', 'San Antonio', 'TX'], ['San Diego Field Office', 'San Diego', 'CA'], ['San Francisco Field Office', 'San Francisco', 'CA'],
  ['San Juan Field Office', 'San Juan', 'PR'], ['Seattle Field Office', 'Seattle', 'WA'], ['Springfield Field Office', 'Springfield', 'IL'], ['St. Louis Field Office', 'St. Louis', 'MO'],
  ['Tampa Field Office', 'Tampa', 'FL'], ['Washington Field Office', 'Washington', 'DC'], ['Criminal Justice Information Services Division', 'Clarksburg', 'WV'],
  ['Terrorist Explosive Device Analytical Center', 'Huntsville', 'AL'],
];

const BORDER_PATROL_SECTORS: readonly RawSite[] = [
  ['San Diego Sector', 'Chula Vista', 'CA'], ['El Centro Sector', 'El Centro', 'CA'], ['Yuma Sector', 'Yuma', 'AZ'], ['Tucson Sector', 'Tucson', 'AZ'], ['El Paso Sector', 'El Paso', 'TX'],
  ['Big Bend Sector', 'Alpine', 'TX'], ['Del Rio Sector', 'Del Rio', 'TX'], ['Laredo Sector', 'Laredo', 'TX'], ['Rio Grande Valley Sector', 'Edinburg', 'TX'], ['Blaine Sector', 'Blaine', 'WA'],
  ['Spokane Sector', 'Spokane', 'WA'], ['Havre Sector', 'Havre', 'MT'], ['Grand Forks Sector', 'Grand Forks', 'ND'], ['Detroit Sector', 'Selfridge', 'MI'], ['Buffalo Sector', 'Grand Island', 'NY'],
  ['Swanton Sector', 'Swanton', 'VT'], ['Houlton Sector', 'Houlton', 'ME'], ['Miami Sector', 'Miramar', 'FL'], ['New Orleans Sector', 'New Orleans', 'LA'], ['Ramey Sector', 'Aguadilla', 'PR'],
];

const PORTS_OF_ENTRY: readonly RawSite[] = [
  ['San Ysidro Land Port of Entry', 'San Diego', 'CA'], ['Otay Mesa Land Port of Entry', 'San Diego', 'CA'], ['Calexico West Land Port of Entry', 'Calexico', 'CA'], ['Nogales-Mariposa Land Port of Entry', 'Nogales', 'AZ'],
  ['Douglas Land Port of Entry', 'Douglas', 'AZ'], ['Santa Teresa Land Port of Entry', 'Santa Teresa', 'NM'], ['Ysleta Land Port of Entry', 'El Paso', 'TX'], ['World Trade Bridge', 'Laredo', 'TX'],
  ['Pharr-Reynosa International Bridge', 'Pharr', 'TX'], ['Peace Arch Land Port of Entry', 'Blaine', 'WA'], ['Sweetgrass Land Port of Entry', 'Sweetgrass', 'MT'], ['Pembina Land Port of Entry', 'Pembina', 'ND'],
  ['Ambassador Bridge Port of Entry', 'Detroit', 'MI'], ['Champlain Land Port of Entry', 'Champlain', 'NY'], ['Derby Line Land Port of Entry', 'Derby Line', 'VT'], ['Houlton Land Port of Entry', 'Houlton', 'ME'],
  ['Port of Long Beach', 'Long Beach', 'CA'], ['Port of Savannah', 'Savannah', 'GA'], ['John F. Kennedy International Airport', 'Jamaica', 'NY'], ['Miami International Airport', 'Miami', 'FL'],
];

const ICE_FIELD_OFFICES: readonly RawSite[] = [
  ['Atlanta Field Office', 'Atlanta', 'GA'], ['Baltimore Field Office', 'Baltimore', 'MD'], ['Boston Field Office', 'Burlington', 'MA'], ['Buffalo Field Office', 'Buffalo', 'NY'],
  ['Chicago Field Office', 'Chicago', 'IL'], ['Dallas Field Office', 'Dallas', 'TX'], ['Denver Field Office', 'Centennial', 'CO'], ['Detroit Field Office', 'Detroit', 'MI'],
  ['El Paso Field Office', 'El Paso', 'TX'], ['Houston Field Office', 'Houston', 'TX'], ['Los Angeles Field Office', 'Los Angeles', 'CA'], ['Miami Field Office', 'Miramar', 'FL'],
  ['Newark Field Office', 'Newark', 'NJ'], ['New Orleans Field Office', 'New Orleans', 'LA'], ['New York City Field Office', 'New York', 'NY'], ['Philadelphia Field Office', 'Philadelphia', 'PA'],
  ['Phoenix Field Office', 'Phoenix', 'AZ'], ['Salt Lake City Field Office', 'West Valley City', 'UT'], ['San Antonio Field Office', 'San Antonio', 'TX'], ['San Diego Field Office', 'San Diego', 'CA'],
  ['San Francisco Field Office', 'San Francisco', 'CA'], ['Seattle Field Office', 'Tukwila', 'WA'], ['St. Paul Field Office', 'Fort Snelling', 'MN'], ['Washington Field Office', 'Chantilly', 'VA'],
];

const COAST_GUARD_UNITS: readonly RawSite[] = [
  ['Base Kodiak', 'Kodiak', 'AK'], ['Base Ketchikan', 'Ketchikan', 'AK'], ['Base Alameda', 'Alameda', 'CA'], ['Base Portsmouth', 'Portsmouth', 'VA'], ['Base Miami Beach', 'Miami Beach', 'FL'],
  ['Base Honolulu', 'Honolulu', 'HI'], ['Base Boston', 'Boston', 'MA'], ['Base New Orleans', 'New Orleans', 'LA'], ['Base Seattle', 'Seattle', 'WA'], ['Base Cleveland', 'Cleveland', 'OH'],
  ['Coast Guard Yard', 'Baltimore', 'MD'], ['Training Center Cape May', 'Cape May', 'NJ'], ['Training Center Petaluma', 'Petaluma', 'CA'], ['Coast Guard Academy', 'New London', 'CT'],
  ['Aviation Training Center Mobile', 'Mobile', 'AL'], ['Sector Delaware Bay', 'Philadelphia', 'PA'], ['Sector Houston-Galveston', 'Houston', 'TX'], ['Sector Columbia River', 'Warrenton', 'OR'],
  ['Air Station Elizabeth City', 'Elizabeth City', 'NC'], ['Aviation Logistics Center', 'Elizabeth City', 'NC'],
];

const FEMA_REGIONS: readonly RawSite[] = [
  ['FEMA Region 1', 'Boston', 'MA'], ['FEMA Region 2', 'New York', 'NY'], ['FEMA Region 3', 'Philadelphia', 'PA'], ['FEMA Region 4', 'Atlanta', 'GA'], ['FEMA Region 5', 'Chicago', 'IL'],
  ['FEMA Region 6', 'Denton', 'TX'], ['FEMA Region 7', 'Kansas City', 'MO'], ['FEMA Region 8', 'Lakewood', 'CO'], ['FEMA Region 9', 'Oakland', 'CA'], ['FEMA Region 10', 'Bothell', 'WA'],
  ['National Emergency Training Center', 'Emmitsburg', 'MD'], ['Mount Weather Emergency Operations Center', 'Bluemont', 'VA'], ['Center for Domestic Preparedness', 'Anniston', 'AL'],
];

const TSA_AIRPORTS: readonly RawSite[] = [
  ['Los Angeles International Airport', 'Los Angeles', 'CA'], ['Hartsfield-Jackson Atlanta International Airport', 'Atlanta', 'GA'], ["Chicago O'Hare International Airport", 'Chicago', 'IL'],
  ['Dallas Fort Worth International Airport', 'Dallas', 'TX'], ['Denver International Airport', 'Denver', 'CO'], ['Seattle-Tacoma International Airport', 'SeaTac', 'WA'],
  ['Newark Liberty International Airport', 'Newark', 'NJ'], ['Orlando International Airport', 'Orlando', 'FL'], ['Phoenix Sky Harbor International Airport', 'Phoenix', 'AZ'],
  ['George Bush Intercontinental Airport', 'Houston', 'TX'], ['Ronald Reagan Washington National Airport', 'Arlington', 'VA'], ['Honolulu International Airport', 'Honolulu', 'HI'],
  ['TSA Academy', 'Glynco', 'GA'],
];

const USCIS_CENTERS: readonly RawSite[] = [
  ['California Service Center', 'Laguna Niguel', 'CA'], ['Nebraska Service Center', 'Lincoln', 'NE'], ['Texas Service Center', 'Mesquite', 'TX'], ['Vermont Service Center', 'St. Albans', 'VT'],
  ['Potomac Service Center', 'Arlington', 'VA'], ['National Benefits Center', "Lee's Summit", 'MO'], ['Kansas City Field Office', 'Kansas City', 'MO'], ['Houston Asylum Office', 'Houston', 'TX'],
];

const NIH_SITES: readonly RawSite[] = [
  ['NIH Bethesda Campus', 'Bethesda', 'MD'], ['National Institute of Environmental Health Sciences', 'Research Triangle Park', 'NC'], ['Rocky Mountain Laboratories', 'Hamilton', 'MT'],
  ['Frederick National Laboratory for Cancer Research', 'Frederick', 'MD'], ['NIH Animal Center', 'Poolesville', 'MD'], ['National Institute on Aging Biomedical Research Center', 'Baltimore', 'MD'],
  ['NIH Clinical Center', 'Bethesda', 'MD'],
];
const CDC_SITES: readonly RawSite[] = [
  ['Roybal Campus', 'Atlanta', 'GA'], ['Chamblee Campus', 'Atlanta', 'GA'], ['NIOSH Cincinnati Laboratories', 'Cincinnati', 'OH'], ['NIOSH Morgantown Facility', 'Morgantown', 'WV'],
  ['Division of Vector-Borne Diseases', 'Fort Collins', 'CO'], ['NIOSH Pittsburgh Mining Research Division', 'Pittsburgh', 'PA'], ['NIOSH Spokane Mining Research Division', 'Spokane', 'WA'],
];
const FDA_SITES: readonly RawSite[] = [
  ['White Oak Campus', 'Silver Spring', 'MD'], ['National Center for Toxicological Research', 'Jefferson', 'AR'], ['Winchester Engineering and Analytical Center', 'Winchester', 'MA'],
  ['San Francisco Laboratory', 'Alameda', 'CA'], ['Arkansas Regional Laboratory', 'Jefferson', 'AR'], ['Moffett Center', 'Bedford Park', 'IL'],
];
const IHS_SITES: readonly RawSite[] = [
  ['Gallup Indian Medical Center', 'Gallup', 'NM'], ['Phoenix Indian Medical Center', 'Phoenix', 'AZ'], ['Chinle Comprehensive Health Care Facility', 'Chinle', 'AZ'],
  ['Crownpoint Health Care Facility', 'Crownpoint', 'NM'], ['Rosebud Hospital', 'Rosebud', 'SD'], ['Pine Ridge Hospital', 'Pine Ridge', 'SD'], ['Claremore Indian Hospital', 'Claremore', 'OK'],
  ['Whiteriver Indian Hospital', 'Whiteriver', 'AZ'], ['Alaska Native Medical Center', 'Anchorage', 'AK'], ['Albuquerque Area Office', 'Albuquerque', 'NM'], ['Billings Area Office', 'Billings', 'MT'],
  ['Great Plains Area Office', 'Aberdeen', 'SD'], ['Navajo Area Office', 'Window Rock', 'AZ'], ['Oklahoma City Area Office', 'Oklahoma City', 'OK'], ['Bemidji Area Office', 'Bemidji', 'MN'],
];

const GSA_BUILDINGS: readonly RawSite[] = [
  ['Ronald Reagan Building and International Trade Center', 'Washington', 'DC'], ['Denver Federal Center', 'Lakewood', 'CO'], ['Fort Worth Federal Center', 'Fort Worth', 'TX'],
  ['Chet Holifield Federal Building', 'Laguna Niguel', 'CA'], ['John F. Kennedy Federal Building', 'Boston', 'MA'], ['Jacob K. Javits Federal Building', 'New York', 'NY'],
  ['Everett McKinley Dirksen U.S. Courthouse', 'Chicago', 'IL'], ['Sam Nunn Atlanta Federal Center', 'Atlanta', 'GA'], ['Earle Cabell Federal Building', 'Dallas', 'TX'],
  ['Phillip Burton Federal Building', 'San Francisco', 'CA'], ['Henry M. Jackson Federal Building', 'Seattle', 'WA'], ['Wilbur J. Cohen Federal Building', 'Washington', 'DC'],
  ['James A. Byrne U.S. Courthouse', 'Philadelphia', 'PA'], ['Mickey Leland Federal Building', 'Houston', 'TX'], ['Hale Boggs Federal Building', 'New Orleans', 'LA'],
  ['Robert A. Young Federal Building', 'St. Louis', 'MO'], ['Byron G. Rogers Federal Building', 'Denver', 'CO'], ['Edward R. Roybal Federal Building', 'Los Angeles', 'CA'],
  ['Richard Bolling Federal Building', 'Kansas City', 'MO'], ['Federal Center South', 'Seattle', 'WA'], ['Thomas P. O\'Neill Jr. Federal Building', 'Boston', 'MA'],
  ['Anthony J. Celebrezze Federal Building', 'Cleveland', 'OH'], ['Patrick V. McNamara Federal Building', 'Detroit', 'MI'], ['Bishop Henry Whipple Federal Building', 'Fort Snelling', 'MN'],
  ['Lloyd D. George U.S. Courthouse', 'Las Vegas', 'NV'], ['Sandra Day O\'Connor U.S. Courthouse', 'Phoenix', 'AZ'], ['Prince Kuhio Federal Building', 'Honolulu', 'HI'],
];
const GSA_REGIONS: readonly RawSite[] = [
  ['Region 1 New England', 'Boston', 'MA'], ['Region 2 Northeast and Caribbean', 'New York', 'NY'], ['Region 3 Mid-Atlantic', 'Philadelphia', 'PA'], ['Region 4 Southeast Sunbelt', 'Atlanta', 'GA'],
  ['Region 5 Great Lakes', 'Chicago', 'IL'], ['Region 6 Heartland', 'Kansas City', 'MO'], ['Region 7 Greater Southwest', 'Fort Worth', 'TX'], ['Region 8 Rocky Mountain', 'Lakewood', 'CO'],
  ['Region 9 Pacific Rim', 'San Francisco', 'CA'], ['Region 10 Northwest/Arctic', 'Auburn', 'WA'], ['Region 11 National Capital Region', 'Washington', 'DC'],
];

const NATIONAL_PARKS: readonly RawSite[] = [
  ['Yellowstone National Park', 'Mammoth', 'WY'], ['Grand Canyon National Park', 'Grand Canyon', 'AZ'], ['Yosemite National Park', 'El Portal', 'CA'], ['Great Smoky Mountains National Park', 'Gatlinburg', 'TN'],
  ['Rocky Mountain National Park', 'Estes Park', 'CO'], ['Zion National Park', 'Springdale', 'UT'], ['Olympic National Park', 'Port Angeles', 'WA'], ['Glacier National Park', 'West Glacier', 'MT'],
  ['Acadia National Park', 'Bar Harbor', 'ME'], ['Everglades National Park', 'Homestead', 'FL'], ['Mammoth Cave National Park', 'Mammoth Cave', 'KY'], ['Shenandoah National Park', 'Luray', 'VA'],
  ['Mount Rainier National Park', 'Ashford', 'WA'], ['Grand Teton National Park', 'Moose', 'WY'], ['Death Valley National Park', 'Death Valley', 'CA'], ['Joshua Tree National Park', 'Twentynine Palms', 'CA'],
  ['Sequoia and Kings Canyon National Parks', 'Three Rivers', 'CA'], ['Independence National Historical Park', 'Philadelphia', 'PA'], ['National Mall and Memorial Parks', 'Washington', 'DC'],
  ['Golden Gate National Recreation Area', 'San Francisco', 'CA'], ['Cape Cod National Seashore', 'Wellfleet', 'MA'], ['Cuyahoga Valley National Park', 'Brecksville', 'OH'], ['Blue Ridge Parkway', 'Asheville', 'NC'],
  ['Natchez Trace Parkway', 'Tupelo', 'MS'], ['Gateway National Recreation Area', 'Staten Island', 'NY'], ['Lake Mead National Recreation Area', 'Boulder City', 'NV'], ['Hawaii Volcanoes National Park', 'Hawaii National Park', 'HI'],
  ['Denali National Park and Preserve', 'Denali Park', 'AK'], ['Carlsbad Caverns National Park', 'Carlsbad', 'NM'], ['Big Bend National Park', 'Big Bend National Park', 'TX'], ['Badlands National Park', 'Interior', 'SD'],
  ['Voyageurs National Park', 'International Falls', 'MN'], ['Isle Royale National Park', 'Houghton', 'MI'], ['Indiana Dunes National Park', 'Porter', 'IN'], ['Hot Springs National Park', 'Hot Springs', 'AR'],
  ['Mesa Verde National Park', 'Mesa Verde', 'CO'], ['Arches National Park', 'Moab', 'UT'], ['Crater Lake National Park', 'Crater Lake', 'OR'], ['Petrified Forest National Park', 'Petrified Forest', 'AZ'],
  ['Statue of Liberty National Monument', 'New York', 'NY'], ['Harpers Ferry National Historical Park', 'Harpers Ferry', 'WV'], ['Cape Hatteras National Seashore', 'Manteo', 'NC'],
];

const NATIONAL_FORESTS: readonly RawSite[] = [
  ['Tongass National Forest', 'Ketchikan', 'AK'], ['Chugach National Forest', 'Anchorage', 'AK'], ['Shasta-Trinity National Forest', 'Redding', 'CA'], ['Sierra National Forest', 'Clovis', 'CA'],
  ['Angeles National Forest', 'Arcadia', 'CA'], ['Coconino National Forest', 'Flagstaff', 'AZ'], ['Tonto National Forest', 'Phoenix', 'AZ'], ['Gila National Forest', 'Silver City', 'NM'],
  ['White River National Forest', 'Glenwood Springs', 'CO'], ['Pike-San Isabel National Forests', 'Pueblo', 'CO'], ['Bridger-Teton National Forest', 'Jackson', 'WY'], ['Custer Gallatin National Forest', 'Bozeman', 'MT'],
  ['Flathead National Forest', 'Kalispell', 'MT'], ['Boise National Forest', 'Boise', 'ID'], ['Salmon-Challis National Forest', 'Salmon', 'ID'], ['Mt. Hood National Forest', 'Sandy', 'OR'],
  ['Willamette National Forest', 'Springfield', 'OR'], ['Okanogan-Wenatchee National Forest', 'Wenatchee', 'WA'], ['Gifford Pinchot National Forest', 'Vancouver', 'WA'], ['Black Hills National Forest', 'Custer', 'SD'],
  ['Superior National Forest', 'Duluth', 'MN'], ['Chequamegon-Nicolet National Forest', 'Park Falls', 'WI'], ['Huron-Manistee National Forests', 'Cadillac', 'MI'], ['Hoosier National Forest', 'Bedford', 'IN'],
  ['Wayne National Forest', 'Nelsonville', 'OH'], ['Monongahela National Forest', 'Elkins', 'WV'], ['George Washington and Jefferson National Forests', 'Roanoke', 'VA'], ['Pisgah National Forest', 'Pisgah Forest', 'NC'],
  ['Chattahoochee-Oconee National Forests', 'Gainesville', 'GA'], ['Ocala National Forest', 'Silver Springs', 'FL'], ['Ouachita National Forest', 'Hot Springs', 'AR'], ['Ozark-St. Francis National Forests', 'Russellville', 'AR'],
  ['Kisatchie National Forest', 'Pineville', 'LA'], ['Mark Twain National Forest', 'Rolla', 'MO'], ['Green Mountain National Forest', 'Rutland', 'VT'], ['White Mountain National Forest', 'Campton', 'NH'],
  ['Daniel Boone National Forest', 'Winchester', 'KY'], ['Cherokee National Forest', 'Cleveland', 'TN'], ['Francis Marion National Forest', 'Cordesville', 'SC'], ['El Yunque National Forest', 'Rio Grande', 'PR'],
];

const RECLAMATION_DAMS: readonly RawSite[] = [
  ['Hoover Dam', 'Boulder City', 'NV'], ['Grand Coulee Dam', 'Grand Coulee', 'WA'], ['Glen Canyon Dam', 'Page', 'AZ'], ['Shasta Dam', 'Shasta Lake', 'CA'], ['Folsom Dam', 'Folsom', 'CA'],
  ['Flaming Gorge Dam', 'Dutch John', 'UT'], ['Yellowtail Dam', 'Fort Smith', 'MT'], ['Hungry Horse Dam', 'Hungry Horse', 'MT'], ['Elephant Butte Dam', 'Elephant Butte', 'NM'], ['Parker Dam', 'Parker Dam', 'CA'],
  ['Davis Dam', 'Bullhead City', 'AZ'], ['Canyon Ferry Dam', 'Helena', 'MT'], ['Blue Mesa Dam', 'Gunnison', 'CO'], ['Theodore Roosevelt Dam', 'Roosevelt', 'AZ'], ['Friant Dam', 'Friant', 'CA'],
  ['Palisades Dam', 'Irwin', 'ID'], ['Keswick Dam', 'Redding', 'CA'], ['Minidoka Dam', 'Rupert', 'ID'], ['Pueblo Dam', 'Pueblo', 'CO'], ['Nimbus Dam', 'Folsom', 'CA'],
];

const USGS_CENTERS: readonly RawSite[] = [
  ['Earth Resources Observation and Science Center', 'Sioux Falls', 'SD'], ['Denver Federal Center Campus', 'Lakewood', 'CO'], ['Moffett Field Campus', 'Mountain View', 'CA'],
  ['National Center', 'Reston', 'VA'], ['Columbia Environmental Research Center', 'Columbia', 'MO'], ['Eastern Ecological Science Center', 'Laurel', 'MD'],
  ['Upper Midwest Environmental Sciences Center', 'La Crosse', 'WI'], ['Alaska Science Center', 'Anchorage', 'AK'], ['Hawaiian Volcano Observatory', 'Hilo', 'HI'],
  ['Great Lakes Science Center', 'Ann Arbor', 'MI'], ['Western Fisheries Research Center', 'Seattle', 'WA'], ['Wetland and Aquatic Research Center', 'Lafayette', 'LA'],
];

const BLM_OFFICES: readonly RawSite[] = [
  ['Alaska State Office', 'Anchorage', 'AK'], ['Arizona State Office', 'Phoenix', 'AZ'], ['California State Office', 'Sacramento', 'CA'], ['Colorado State Office', 'Lakewood', 'CO'],
  ['Idaho State Office', 'Boise', 'ID'], ['Montana/Dakotas State Office', 'Billings', 'MT'], ['Nevada State Office', 'Reno', 'NV'], ['New Mexico State Office', 'Santa Fe', 'NM'],
  ['Oregon/Washington State Office', 'Portland', 'OR'], ['Utah State Office', 'Salt Lake City', 'UT'], ['Wyoming State Office', 'Cheyenne', 'WY'], ['National Interagency Fire Center', 'Boise', 'ID'],
  ['Carson City District Office', 'Carson City', 'NV'], ['Grand Junction Field Office', 'Grand Junction', 'CO'], ['Rock Springs Field Office', 'Rock Springs', 'WY'], ['Moab Field Office', 'Moab', 'UT'],
];

const FWS_SITES: readonly RawSite[] = [
  ['National Conservation Training Center', 'Shepherdstown', 'WV'], ['Chincoteague National Wildlife Refuge', 'Chincoteague', 'VA'], ['Bosque del Apache National Wildlife Refuge', 'San Antonio', 'NM'],
  ['Malheur National Wildlife Refuge', 'Princeton', 'OR'], ['Okefenokee National Wildlife Refuge', 'Folkston', 'GA'], ['Kenai National Wildlife Refuge', 'Soldotna', 'AK'],
  ['Aransas National Wildlife Refuge', 'Austwell', 'TX'], ['Merritt Island National Wildlife Refuge', 'Titusville', 'FL'], ['National Elk Refuge', 'Jackson', 'WY'],
  ['Dworshak National Fish Hatchery', 'Ahsahka', 'ID'], ['Leavenworth National Fish Hatchery', 'Leavenworth', 'WA'], ['Genoa National Fish Hatchery', 'Genoa', 'WI'],
  ['Wichita Mountains Wildlife Refuge', 'Indiahoma', 'OK'], ['Upper Mississippi River National Wildlife and Fish Refuge', 'Winona', 'MN'],
];

const BIA_SITES: readonly RawSite[] = [
  ['Navajo Region', 'Gallup', 'NM'], ['Great Plains Region', 'Aberdeen', 'SD'], ['Rocky Mountain Region', 'Billings', 'MT'], ['Southwest Region', 'Albuquerque', 'NM'], ['Alaska Region', 'Anchorage', 'AK'],
  ['Chemawa Indian School', 'Salem', 'OR'], ['Haskell Indian Nations University', 'Lawrence', 'KS'], ['Sherman Indian High School', 'Riverside', 'CA'], ['Southwestern Indian Polytechnic Institute', 'Albuquerque', 'NM'],
  ['Riverside Indian School', 'Anadarko', 'OK'], ['Flandreau Indian School', 'Flandreau', 'SD'],
];

const NOAA_SITES: readonly RawSite[] = [
  ['NOAA Center for Weather and Climate Prediction', 'College Park', 'MD'], ['National Hurricane Center', 'Miami', 'FL'], ['Pacific Marine Environmental Laboratory', 'Seattle', 'WA'],
  ['Northwest Fisheries Science Center', 'Seattle', 'WA'], ['Southwest Fisheries Science Center', 'La Jolla', 'CA'], ['Daniel K. Inouye Regional Center', 'Honolulu', 'HI'],
  ['National Centers for Environmental Information', 'Asheville', 'NC'], ['NOAA Satellite Operations Facility', 'Suitland', 'MD'], ['Marine Operations Center-Atlantic', 'Norfolk', 'VA'],
  ['Marine Operations Center-Pacific', 'Newport', 'OR'], ['Geophysical Fluid Dynamics Laboratory', 'Princeton', 'NJ'], ['Great Lakes Environmental Research Laboratory', 'Ann Arbor', 'MI'],
  ['David Skaggs Research Center', 'Boulder', 'CO'], ['Northeast Fisheries Science Center', 'Woods Hole', 'MA'], ['Southeast Fisheries Science Center', 'Miami', 'FL'], ['Ted Stevens Marine Research Institute', 'Juneau', 'AK'],
];
const NIST_SITES: readonly RawSite[] = [['NIST Gaithersburg Campus', 'Gaithersburg', 'MD'], ['NIST Boulder Laboratories', 'Boulder', 'CO'], ['NIST Center for Neutron Research', 'Gaithersburg', 'MD']];
const CENSUS_SITES: readonly RawSite[] = [
  ['National Processing Center', 'Jeffersonville', 'IN'], ['Census Bureau Headquarters', 'Suitland', 'MD'], ['Bowie Computer Center', 'Bowie', 'MD'], ['Atlanta Regional Office', 'Atlanta', 'GA'],
  ['Chicago Regional Office', 'Chicago', 'IL'], ['Denver Regional Office', 'Lakewood', 'CO'], ['Los Angeles Regional Office', 'Los Angeles', 'CA'], ['New York Regional Office', 'New York', 'NY'],
  ['Philadelphia Regional Office', 'Philadelphia', 'PA'], ['Tucson Contact Center', 'Tucson', 'AZ'],
];
const USPTO_SITES: readonly RawSite[] = [
  ['USPTO Headquarters', 'Alexandria', 'VA'], ['Rocky Mountain Regional Office', 'Denver', 'CO'], ['Elijah J. McCoy Midwest Regional Office', 'Detroit', 'MI'], ['Silicon Valley Regional Office', 'San Jose', 'CA'],
  ['Texas Regional Office', 'Dallas', 'TX'],
];

const IRS_SITES: readonly RawSite[] = [
  ['Austin Campus', 'Austin', 'TX'], ['Kansas City Campus', 'Kansas City', 'MO'], ['Ogden Campus', 'Ogden', 'UT'], ['Philadelphia Campus', 'Philadelphia', 'PA'], ['Andover Campus', 'Andover', 'MA'],
  ['Atlanta Campus', 'Chamblee', 'GA'], ['Martinsburg Computing Center', 'Kearneysville', 'WV'], ['Enterprise Computing Center', 'Memphis', 'TN'], ['New Carrollton Federal Building', 'Lanham', 'MD'],
];
const FISCAL_SERVICE_SITES: readonly RawSite[] = [['Parkersburg Operations', 'Parkersburg', 'WV'], ['Kansas City Financial Center', 'Kansas City', 'MO'], ['Philadelphia Financial Center', 'Philadelphia', 'PA'], ['Hyattsville Operations', 'Hyattsville', 'MD']];
const BEP_SITES: readonly RawSite[] = [['Washington, DC Currency Facility', 'Washington', 'DC'], ['Western Currency Facility', 'Fort Worth', 'TX']];
const MINT_SITES: readonly RawSite[] = [['Philadelphia Mint', 'Philadelphia', 'PA'], ['Denver Mint', 'Denver', 'CO'], ['San Francisco Mint', 'San Francisco', 'CA'], ['West Point Mint', 'West Point', 'NY']];

const FAA_SITES: readonly RawSite[] = [
  ['William J. Hughes Technical Center', 'Atlantic City', 'NJ'], ['Mike Monroney Aeronautical Center', 'Oklahoma City', 'OK'], ['Albuquerque Air Route Traffic Control Center', 'Albuquerque', 'NM'],
  ['Atlanta Air Route Traffic Control Center', 'Hampton', 'GA'], ['Boston Air Route Traffic Control Center', 'Nashua', 'NH'], ['Chicago Air Route Traffic Control Center', 'Aurora', 'IL'],
  ['Cleveland Air Route Traffic Control Center', 'Oberlin', 'OH'], ['Denver Air Route Traffic Control Center', 'Longmont', 'CO'], ['Fort Worth Air Route Traffic Control Center', 'Fort Worth', 'TX'],
  ['Houston Air Route Traffic Control Center', 'Houston', 'TX'], ['Indianapolis Air Route Traffic Control Center', 'Indianapolis', 'IN'], ['Jacksonville Air Route Traffic Control Center', 'Hilliard', 'FL'],
  ['Kansas City Air Route Traffic Control Center', 'Olathe', 'KS'], ['Los Angeles Air Route Traffic Control Center', 'Palmdale', 'CA'], ['Memphis Air Route Traffic Control Center', 'Memphis', 'TN'],
  ['Miami Air Route Traffic Control Center', 'Miami', 'FL'], ['Minneapolis Air Route Traffic Control Center', 'Farmington', 'MN'], ['New York Air Route Traffic Control Center', 'Ronkonkoma', 'NY'],
  ['Oakland Air Route Traffic Control Center', 'Fremont', 'CA'], ['Salt Lake City Air Route Traffic Control Center', 'Salt Lake City', 'UT'], ['Seattle Air Route Traffic Control Center', 'Auburn', 'WA'],
  ['Washington Air Route Traffic Control Center', 'Leesburg', 'VA'], ['Anchorage Air Route Traffic Control Center', 'Anchorage', 'AK'], ['Potomac TRACON', 'Warrenton', 'VA'],
];
const FHWA_SITES: readonly RawSite[] = [
  ['Eastern Federal Lands Highway Division', 'Sterling', 'VA'], ['Central Federal Lands Highway Division', 'Lakewood', 'CO'], ['Western Federal Lands Highway Division', 'Vancouver', 'WA'],
  ['Turner-Fairbank Highway Research Center', 'McLean', 'VA'],
];
const DOT_SITES: readonly RawSite[] = [['Volpe National Transportation Systems Center', 'Cambridge', 'MA'], ['DOT Headquarters', 'Washington', 'DC'], ['Transportation Safety Institute', 'Oklahoma City', 'OK']];

const ARS_SITES: readonly RawSite[] = [
  ['Beltsville Agricultural Research Center', 'Beltsville', 'MD'], ['National Animal Disease Center', 'Ames', 'IA'], ['U.S. Meat Animal Research Center', 'Clay Center', 'NE'],
  ['Western Regional Research Center', 'Albany', 'CA'], ['Eastern Regional Research Center', 'Wyndmoor', 'PA'], ['Southern Regional Research Center', 'New Orleans', 'LA'],
  ['National Center for Agricultural Utilization Research', 'Peoria', 'IL'], ['U.S. Arid-Land Agricultural Research Center', 'Maricopa', 'AZ'], ['Grand Forks Human Nutrition Research Center', 'Grand Forks', 'ND'],
  ['National Bio and Agro-Defense Facility', 'Manhattan', 'KS'],
];
const APHIS_SITES: readonly RawSite[] = [
  ['National Veterinary Services Laboratories', 'Ames', 'IA'], ['Riverdale Headquarters', 'Riverdale', 'MD'], ['Fort Collins Center', 'Fort Collins', 'CO'], ['Raleigh Plant Protection Center', 'Raleigh', 'NC'],
  ['Edinburg Sterile Fly Facility', 'Edinburg', 'TX'],
];

const EPA_SITES: readonly RawSite[] = [
  ['EPA Region 1', 'Boston', 'MA'], ['EPA Region 2', 'New York', 'NY'], ['EPA Region 3', 'Philadelphia', 'PA'], ['EPA Region 4', 'Atlanta', 'GA'], ['EPA Region 5', 'Chicago', 'IL'],
  ['EPA Region 6', 'Dallas', 'TX'], ['EPA Region 7', 'Lenexa', 'KS'], ['EPA Region 8', 'Denver', 'CO'], ['EPA Region 9', 'San Francisco', 'CA'], ['EPA Region 10', 'Seattle', 'WA'],
  ['Research Triangle Park Campus', 'Research Triangle Park', 'NC'], ['Andrew W. Breidenbach Environmental Research Center', 'Cincinnati', 'OH'], ['National Vehicle and Fuel Emissions Laboratory', 'Ann Arbor', 'MI'],
  ['Atlantic Coastal Environmental Sciences Division', 'Narragansett', 'RI'], ['Great Lakes Toxicology and Ecology Division', 'Duluth', 'MN'], ['Pacific Ecological Systems Division', 'Corvallis', 'OR'],
  ['Robert S. Kerr Environmental Research Center', 'Ada', 'OK'],
];

const NRC_SITES: readonly RawSite[] = [['Region I', 'King of Prussia', 'PA'], ['Region II', 'Atlanta', 'GA'], ['Region III', 'Lisle', 'IL'], ['Region IV', 'Arlington', 'TX'], ['Technical Training Center', 'Chattanooga', 'TN'], ['NRC Headquarters', 'Rockville', 'MD']];

const SBA_SITES: readonly RawSite[] = [
  ['Boston District Office', 'Boston', 'MA'], ['New York District Office', 'New York', 'NY'], ['Philadelphia District Office', 'Philadelphia', 'PA'], ['Georgia District Office', 'Atlanta', 'GA'],
  ['Illinois District Office', 'Chicago', 'IL'], ['Dallas/Fort Worth District Office', 'Fort Worth', 'TX'], ['Houston District Office', 'Houston', 'TX'], ['Los Angeles District Office', 'Glendale', 'CA'],
  ['San Francisco District Office', 'San Francisco', 'CA'], ['Seattle District Office', 'Seattle', 'WA'], ['Colorado District Office', 'Denver', 'CO'], ['Processing and Disbursement Center', 'Fort Worth', 'TX'],
  ['El Paso Disaster Loan Servicing Center', 'El Paso', 'TX'], ['Birmingham Disaster Loan Servicing Center', 'Birmingham', 'AL'],
];

const ED_SITES: readonly RawSite[] = [['Lyndon Baines Johnson Building', 'Washington', 'DC'], ['Federal Student Aid Processing Center', 'Washington', 'DC'], ['Kansas City Regional Office', 'Kansas City', 'MO'], ['Dallas Regional Office', 'Dallas', 'TX']];

const EMBASSIES: readonly (readonly [city: string, country: string])[] = [
  ['Nairobi', 'Kenya'], ['Islamabad', 'Pakistan'], ['New Delhi', 'India'], ['Mexico City', 'Mexico'], ['Manila', 'Philippines'], ['Jakarta', 'Indonesia'], ['Kyiv', 'Ukraine'],
  ['Warsaw', 'Poland'], ['Abuja', 'Nigeria'], ['Accra', 'Ghana'], ['Addis Ababa', 'Ethiopia'], ['Bogota', 'Colombia'], ['Lima', 'Peru'], ['Brasilia', 'Brazil'], ['Tokyo', 'Japan'],
  ['Seoul', 'Republic of Korea'], ['Hanoi', 'Vietnam'], ['Bangkok', 'Thailand'], ['Dhaka', 'Bangladesh'], ['Amman', 'Jordan'], ['Cairo', 'Egypt'], ['Baghdad', 'Iraq'], ['Tbilisi', 'Georgia'],
  ['Pretoria', 'South Africa'], ['Dakar', 'Senegal'], ['Kampala', 'Uganda'], ['Tegucigalpa', 'Honduras'], ['Guatemala City', 'Guatemala'], ['Port-au-Prince', 'Haiti'], ['Ulaanbaatar', 'Mongolia'],
];

/** Sites by FPDS sub-tier agency code. */
export const SITES_BY_AGENCY: ReadonlyMap<string, readonly FederalSite[]> = new Map<string, FederalSite[]>([
  ['3600', [...sites(VA_MEDICAL_CENTERS), ...sites(VISNS)]],
  ['8900', sites(DOE_SITES)],
  ['8000', sites(NASA_CENTERS)],
  ['1540', sites(BOP_INSTITUTIONS)],
  ['1549', sites(FBI_FIELD_OFFICES)],
  ['7014', [...sites(BORDER_PATROL_SECTORS), ...sites(PORTS_OF_ENTRY)]],
  ['7012', sites(ICE_FIELD_OFFICES)],
  ['7008', sites(COAST_GUARD_UNITS)],
  ['7022', sites(FEMA_REGIONS)],
  ['7013', sites(TSA_AIRPORTS)],
  ['7003', sites(USCIS_CENTERS)],
  ['7529', sites(NIH_SITES)],
  ['7523', sites(CDC_SITES)],
  ['7524', sites(FDA_SITES)],
  ['7527', sites(IHS_SITES)],
  ['4740', [...sites(GSA_BUILDINGS), ...sites(GSA_REGIONS)]],
  ['4732', sites(GSA_REGIONS)],
  ['1443', sites(NATIONAL_PARKS)],
  ['12C2', sites(NATIONAL_FORESTS)],
  ['1425', sites(RECLAMATION_DAMS)],
  ['1434', sites(USGS_CENTERS)],
  ['1422', sites(BLM_OFFICES)],
  ['1448', sites(FWS_SITES)],
  ['1450', sites(BIA_SITES)],
  ['1330', sites(NOAA_SITES)],
  ['1341', sites(NIST_SITES)],
  ['1323', sites(CENSUS_SITES)],
  ['1344', sites(USPTO_SITES)],
  ['2050', sites(IRS_SITES)],
  ['2036', sites(FISCAL_SERVICE_SITES)],
  ['2041', sites(BEP_SITES)],
  ['2044', sites(MINT_SITES)],
  ['6920', sites(FAA_SITES)],
  ['6925', sites(FHWA_SITES)],
  ['6901', sites(DOT_SITES)],
  ['12H2', sites(ARS_SITES)],
  ['12K3', sites(APHIS_SITES)],
  ['6800', sites(EPA_SITES)],
  ['3100', sites(NRC_SITES)],
  ['7300', sites(SBA_SITES)],
  ['9100', sites(ED_SITES)],
  ['1900', EMBASSIES.map(([city, country]) => ({ name: `U.S. Embassy ${city}`, city, state: country, abroad: true }))],
]);

/** Program offices by FPDS sub-tier agency code: who in the agency the work is for. */
export const PROGRAM_OFFICES: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>([
  ['7014', ['Office of Information and Technology', 'Office of Field Operations', 'U.S. Border Patrol', 'Air and Marine Operations', 'Office of Trade', 'Office of Training and Development', 'Office of Facilities and Asset Management', 'Office of Professional Responsibility']],
  ['7012', ['Enforcement and Removal Operations', 'Homeland Security Investigations', 'Office of the Chief Information Officer', 'ICE Health Service Corps', 'Office of the Principal Legal Advisor', 'Management and Administration']],
  ['7008', ['Command, Control, Communications, Computers, Cyber and Intelligence Service Center', 'Surface Forces Logistics Center', 'Shore Infrastructure Logistics Center', 'Office of Boat Forces', 'Aviation Logistics Center']],
  ['7022', ['Office of Response and Recovery', 'Resilience', 'Office of the Chief Information Officer', 'Individual Assistance Division', 'National Flood Insurance Program', 'Logistics Management Directorate']],
  ['7013', ['Security Operations', 'Information Technology', 'Requirements and Capabilities Analysis', 'Enterprise Support', 'Federal Air Marshal Service', 'Training and Development']],
  ['7003', ['Office of Information Technology', 'Field Operations Directorate', 'Service Center Operations Directorate', 'Fraud Detection and National Security Directorate', 'Refugee, Asylum and International Operations']],
  ['7009', ['Office of Technical Development and Mission Support', 'Office of Protective Operations', 'Office of Investigations', 'Office of Training']],
  ['7001', ['Office of the Chief Procurement Officer', 'Office of the Chief Information Officer', 'Science and Technology Directorate', 'Cybersecurity and Infrastructure Security Agency', 'Office of Intelligence and Analysis', 'Countering Weapons of Mass Destruction Office']],
  ['7529', ['National Cancer Institute', 'National Heart, Lung, and Blood Institute', 'National Institute of Allergy and Infectious Diseases', 'National Institute of Mental Health', 'National Institute on Aging', 'National Library of Medicine', 'Office of the Director', 'Center for Information Technology', 'National Center for Advancing Translational Sciences', 'National Institute of Diabetes and Digestive and Kidney Diseases']],
  ['7523', ['National Center for Immunization and Respiratory Diseases', 'National Center for Emerging and Zoonotic Infectious Diseases', 'National Center for Health Statistics', 'National Institute for Occupational Safety and Health', 'Office of Readiness and Response', 'Global Health Center', 'Office of the Chief Information Officer']],
  ['7524', ['Center for Drug Evaluation and Research', 'Center for Biologics Evaluation and Research', 'Center for Devices and Radiological Health', 'Center for Food Safety and Applied Nutrition', 'Office of Regulatory Affairs', 'Office of Digital Transformation']],
  ['7530', ['Center for Medicare', 'Center for Medicaid and CHIP Services', 'Center for Medicare and Medicaid Innovation', 'Center for Program Integrity', 'Office of Information Technology', 'Center for Clinical Standards and Quality', 'Center for Consumer Information and Insurance Oversight']],
  ['7527', ['Office of Information Technology', 'Office of Environmental Health and Engineering', 'Division of Facilities Planning and Construction', 'Office of Clinical and Preventive Services']],
  ['7526', ['Bureau of Primary Health Care', 'Bureau of Health Workforce', 'Federal Office of Rural Health Policy', 'Maternal and Child Health Bureau', 'HIV/AIDS Bureau', 'Office of Information Technology']],
  ['7505', ['Biomedical Advanced Research and Development Authority', 'Strategic National Stockpile', 'Office of Industrial Base Management and Supply Chain']],
  ['3600', ['Veterans Health Administration', 'Veterans Benefits Administration', 'National Cemetery Administration', 'Office of Information and Technology', 'Office of Construction and Facilities Management', 'Technology Acquisition Center', 'Strategic Acquisition Center']],
  ['4732', ['Integrated Technology Services', 'Assisted Acquisition Services', 'Office of Fleet Management', 'General Supplies and Services', 'Professional Services and Human Capital Categories', 'Technology Transformation Services']],
  ['4740', ['Office of Facilities Management', 'Office of Design and Construction', 'Office of Leasing', 'Office of Portfolio Management']],
  ['8900', ['Office of Environmental Management', 'National Nuclear Security Administration', 'Office of Science', 'Office of Energy Efficiency and Renewable Energy', 'Office of the Chief Information Officer', 'Office of Legacy Management']],
  ['8000', ['Science Mission Directorate', 'Space Operations Mission Directorate', 'Exploration Systems Development Mission Directorate', 'Aeronautics Research Mission Directorate', 'Space Technology Mission Directorate', 'Office of the Chief Information Officer']],
  ['1549', ['Information Technology Branch', 'Criminal Investigative Division', 'Operational Technology Division', 'Laboratory Division', 'Training Division', 'Facilities and Logistics Services Division']],
  ['1540', ['Health Services Division', 'Reentry Services Division', 'Federal Prison Industries (UNICOR)', 'Administration Division']],
  ['1524', ['Operational Support Division', 'Office of Information Systems', 'Aviation Division', 'Office of Forensic Sciences']],
  ['1544', ['Judicial Security Division', 'Prisoner Operations Division', 'Information Technology Division', 'Tactical Operations Division']],
  ['1501', ['Justice Management Division', 'Executive Office for Immigration Review', 'Executive Office for U.S. Attorneys', 'Office of Justice Programs']],
  ['1900', ['Bureau of Overseas Buildings Operations', 'Bureau of Diplomatic Security', 'Bureau of Information Resource Management', 'Bureau of Consular Affairs', 'Foreign Service Institute', 'Bureau of Global Talent Management']],
  ['2050', ['Information Technology', 'Taxpayer Services', 'Small Business/Self-Employed Division', 'Large Business and International Division', 'Criminal Investigation', 'Wage and Investment Division']],
  ['2036', ['Payment Management', 'Debt Management Services', 'Revenue Collections Management', 'Office of the Chief Information Officer']],
  ['6920', ['Air Traffic Organization', 'Office of Airports', 'Aviation Safety', 'NextGen', 'Office of Information and Technology Services', 'Office of Security and Hazardous Materials Safety']],
  ['6925', ['Office of Federal Lands Highway', 'Office of Infrastructure', 'Office of Safety', 'Office of Research, Development, and Technology']],
  ['6940', ['Office of Vehicle Safety Research', 'Office of Behavioral Safety Research', 'National Center for Statistics and Analysis', 'Office of Defects Investigation']],
  ['12C2', ['Fire and Aviation Management', 'Research and Development', 'National Forest System', 'State, Private, and Tribal Forestry', 'Chief Information Office']],
  ['12H2', ['Office of National Programs', 'Facilities Division', 'Office of the Chief Information Officer']],
  ['12K3', ['Plant Protection and Quarantine', 'Veterinary Services', 'Wildlife Services', 'Marketing and Regulatory Programs Business Services']],
  ['12C3', ['Soil Science and Resource Assessment', 'Programs Deputy Area', 'Conservation Technical Assistance']],
  ['12D2', ['Farm Programs', 'Farm Loan Programs', 'Office of Business and Program Integration']],
  ['1330', ['National Weather Service', 'NOAA Fisheries', 'National Ocean Service', 'National Environmental Satellite, Data, and Information Service', 'Office of Marine and Aviation Operations', 'Oceanic and Atmospheric Research']],
  ['1341', ['Material Measurement Laboratory', 'Physical Measurement Laboratory', 'Information Technology Laboratory', 'Engineering Laboratory', 'Communications Technology Laboratory']],
  ['1323', ['Decennial Census Management Division', 'Economic Directorate', 'Field Division', 'Office of the Chief Information Officer']],
  ['1344', ['Office of the Chief Information Officer', 'Patent Business Content', 'Trademark Operations', 'Office of Patent Quality Assurance']],
  ['1443', ['Denver Service Center', 'Harpers Ferry Center', 'Natural Resource Stewardship and Science', 'Park Facility Management Division']],
  ['1434', ['Water Resources Mission Area', 'Core Science Systems', 'Natural Hazards Mission Area', 'Ecosystems Mission Area', 'Energy and Minerals Mission Area']],
  ['1425', ['Technical Service Center', 'Lower Colorado Basin Region', 'Upper Colorado Basin Region', 'California-Great Basin Region', 'Columbia-Pacific Northwest Region', 'Missouri Basin Region']],
  ['1422', ['National Operations Center', 'Wild Horse and Burro Program', 'Fire and Aviation', 'Energy, Minerals, and Realty Management']],
  ['1448', ['Ecological Services', 'National Wildlife Refuge System', 'Fish and Aquatic Conservation', 'Migratory Birds', 'Office of Law Enforcement']],
  ['1450', ['Bureau of Indian Education', 'Office of Facilities, Property and Safety Management', 'Office of Trust Services', 'Office of Justice Services']],
  ['6800', ['Office of Water', 'Office of Air and Radiation', 'Office of Research and Development', 'Office of Land and Emergency Management', 'Office of Mission Support', 'Office of Chemical Safety and Pollution Prevention']],
  ['7300', ['Office of Capital Access', 'Office of Disaster Recovery and Resilience', 'Office of Government Contracting and Business Development', 'Office of the Chief Information Officer']],
  ['9100', ['Federal Student Aid', 'Institute of Education Sciences', 'Office for Civil Rights', 'Office of Special Education and Rehabilitative Services', 'Office of Elementary and Secondary Education']],
  ['3100', ['Office of Nuclear Reactor Regulation', 'Office of Nuclear Material Safety and Safeguards', 'Office of Nuclear Regulatory Research', 'Office of the Chief Information Officer']],
]);

/** Military installations, by DoD sub-tier agency code (the storefront buyers of the services). */
export const INSTALLATIONS_BY_AGENCY: ReadonlyMap<string, readonly FederalSite[]> = new Map<string, FederalSite[]>([
  ['2100', sites([
    ['Joint Base Lewis-McChord', 'Tacoma', 'WA'], ['Redstone Arsenal', 'Huntsville', 'AL'], ['Aberdeen Proving Ground', 'Aberdeen', 'MD'], ['Picatinny Arsenal', 'Picatinny Arsenal', 'NJ'],
    ['Fort Leavenworth', 'Leavenworth', 'KS'], ['Fort Sill', 'Lawton', 'OK'], ['Fort Huachuca', 'Sierra Vista', 'AZ'], ['White Sands Missile Range', 'White Sands', 'NM'], ['Tobyhanna Army Depot', 'Tobyhanna', 'PA'],
    ['Anniston Army Depot', 'Anniston', 'AL'], ['Red River Army Depot', 'Texarkana', 'TX'], ['Letterkenny Army Depot', 'Chambersburg', 'PA'], ['Fort Drum', 'Fort Drum', 'NY'], ['Fort Riley', 'Fort Riley', 'KS'],
    ['Fort Carson', 'Colorado Springs', 'CO'], ['Fort Campbell', 'Fort Campbell', 'KY'], ['Fort Knox', 'Fort Knox', 'KY'], ['Fort Leonard Wood', 'Fort Leonard Wood', 'MO'], ['Brooke Army Medical Center', 'San Antonio', 'TX'],
    ['Rock Island Arsenal', 'Rock Island', 'IL'], ['Detroit Arsenal', 'Warren', 'MI'], ['Dugway Proving Ground', 'Dugway', 'UT'], ['Yuma Proving Ground', 'Yuma', 'AZ'],
  ])],
  ['1700', sites([
    ['Naval Station Norfolk', 'Norfolk', 'VA'], ['Naval Base San Diego', 'San Diego', 'CA'], ['Naval Air Station Patuxent River', 'Patuxent River', 'MD'], ['Marine Corps Base Camp Lejeune', 'Jacksonville', 'NC'],
    ['Marine Corps Base Quantico', 'Quantico', 'VA'], ['Naval Surface Warfare Center Dahlgren Division', 'Dahlgren', 'VA'], ['Naval Undersea Warfare Center Newport', 'Newport', 'RI'], ['Portsmouth Naval Shipyard', 'Kittery', 'ME'],
    ['Puget Sound Naval Shipyard', 'Bremerton', 'WA'], ['Norfolk Naval Shipyard', 'Portsmouth', 'VA'], ['Pearl Harbor Naval Shipyard', 'Pearl Harbor', 'HI'], ['Naval Air Station Jacksonville', 'Jacksonville', 'FL'],
    ['Naval Station Great Lakes', 'Great Lakes', 'IL'], ['Naval Air Station Pensacola', 'Pensacola', 'FL'], ['Naval Surface Warfare Center Crane Division', 'Crane', 'IN'], ['Marine Corps Base Camp Pendleton', 'Oceanside', 'CA'],
    ['Naval Air Weapons Station China Lake', 'Ridgecrest', 'CA'], ['Naval Submarine Base Kings Bay', 'Kings Bay', 'GA'],
  ])],
  ['5700', sites([
    ['Wright-Patterson AFB', 'Dayton', 'OH'], ['Hill AFB', 'Ogden', 'UT'], ['Tinker AFB', 'Oklahoma City', 'OK'], ['Robins AFB', 'Warner Robins', 'GA'], ['Eglin AFB', 'Valparaiso', 'FL'],
    ['Joint Base San Antonio-Lackland', 'San Antonio', 'TX'], ['Peterson Space Force Base', 'Colorado Springs', 'CO'], ['Schriever Space Force Base', 'Colorado Springs', 'CO'], ['Hanscom AFB', 'Bedford', 'MA'],
    ['Los Angeles Air Force Base', 'El Segundo', 'CA'], ['Edwards AFB', 'Edwards', 'CA'], ['Nellis AFB', 'Las Vegas', 'NV'], ['Offutt AFB', 'Bellevue', 'NE'], ['Scott AFB', 'Belleville', 'IL'],
    ['Joint Base Andrews', 'Camp Springs', 'MD'], ['Maxwell AFB', 'Montgomery', 'AL'], ['Barksdale AFB', 'Bossier City', 'LA'], ['Kirtland AFB', 'Albuquerque', 'NM'],
  ])],
  ['97AS', sites([
    ['DLA Distribution Susquehanna', 'New Cumberland', 'PA'], ['Defense Supply Center Columbus', 'Columbus', 'OH'], ['Defense Supply Center Richmond', 'Richmond', 'VA'], ['DLA Troop Support', 'Philadelphia', 'PA'],
    ['DLA Distribution San Joaquin', 'Tracy', 'CA'], ['DLA Disposition Services', 'Battle Creek', 'MI'],
  ])],
  ['97F5', sites([['Pentagon', 'Arlington', 'VA'], ['Mark Center', 'Alexandria', 'VA']])],
  ['97DH', sites([['Walter Reed National Military Medical Center', 'Bethesda', 'MD'], ['Brooke Army Medical Center', 'San Antonio', 'TX'], ['Naval Medical Center San Diego', 'San Diego', 'CA'], ['Madigan Army Medical Center', 'Tacoma', 'WA']])],
]);
