/**
 * The streets, routes and public buildings state and local solicitations name
 * (gen/sled.ts): common American street names and their kinds, numbered state,
 * county and U.S. routes, the people schools and campus halls are named for,
 * and the kinds of buildings a city, county or state owns.
 */

/** The most common street names in the United States. */
export const STREET_NAMES: readonly string[] = [
  'Main', 'Oak', 'Pine', 'Maple', 'Cedar', 'Elm', 'Washington', 'Lake', 'Hill', 'Walnut', 'Spring', 'North', 'Ridge', 'Church', 'Willow', 'Mill', 'Sunset',
  'Railroad', 'Jackson', 'Cherry', 'Highland', 'Park', 'Jefferson', 'Lincoln', 'Madison', 'Franklin', 'Chestnut', 'River', 'Meadow', 'Forest', 'Center', 'Broadway',
  'Adams', 'Market', 'College', 'Union', 'Water', 'Front', 'Bridge', 'Grove', 'Valley', 'School', 'Academy', 'Dogwood', 'Magnolia', 'Sycamore', 'Hickory', 'Birch',
  'Poplar', 'Locust', 'Laurel', 'Orchard', 'Prospect', 'Pleasant', 'Liberty', 'Green', 'Fairview', 'Woodland', 'Hillcrest', 'Lakeview', 'Riverside', 'Industrial',
  'Commerce', 'Airport', 'Old Mill', 'Mill Creek', 'Cedar Creek', 'Pine Ridge', 'Oak Hill', 'Country Club', 'Canal', 'Harbor', 'Station', 'Depot', 'Kings',
  'Monroe', 'Wilson', 'Grant', 'Franklin', 'Garfield', 'Roosevelt', 'Kennedy', 'Martin Luther King Jr.', 'Cesar Chavez', 'Veterans Memorial', 'Independence',
];
export const STREET_TYPES: readonly (readonly [string, number])[] = [
  ['Street', 30], ['Avenue', 20], ['Road', 22], ['Drive', 10], ['Boulevard', 6], ['Lane', 4], ['Parkway', 4], ['Pike', 2], ['Way', 2],
];

/** U.S. routes by number (a state's solicitations name the ones that cross it; any here is a real route number). */
export const US_ROUTES: readonly number[] = [1, 2, 6, 9, 11, 12, 19, 20, 23, 27, 30, 31, 40, 41, 50, 52, 60, 61, 64, 66, 70, 74, 80, 82, 84, 87, 89, 93, 95, 97, 101, 129, 183, 190, 202, 212, 281, 287, 301, 395];

/** People schools are named for. */
export const SCHOOL_NAMESAKES: readonly string[] = [
  'Lincoln', 'Washington', 'Jefferson', 'Roosevelt', 'Kennedy', 'Franklin', 'Madison', 'Jackson', 'Adams', 'Monroe', 'Grant', 'Wilson', 'Martin Luther King Jr.',
  'Cesar Chavez', 'Rosa Parks', 'Thurgood Marshall', 'Harriet Tubman', 'Frederick Douglass', 'Sally Ride', 'Amelia Earhart', 'Booker T. Washington', 'Eleanor Roosevelt',
  'John Glenn', 'Sojourner Truth', 'Mark Twain', 'Robert Frost', 'Helen Keller', 'Clara Barton', 'Benjamin Banneker', 'Pocahontas', 'Sequoyah', 'Jackie Robinson',
];

/** Buildings a city or county owns, composed with a place or a number. */
export const LOCAL_BUILDINGS: readonly string[] = [
  'Branch Library', 'Senior Center', 'Public Works Yard', 'Community Center', 'Recreation Center', 'Aquatic Center', 'Municipal Court', 'Police Substation',
  'Emergency Operations Center', 'Fleet Maintenance Facility', 'Transfer Station', 'Wastewater Treatment Plant', 'Health Department Clinic', 'Justice Center',
];

/** The departments of a city or county that put a category of purchase on the forecast. */
export const LOCAL_DEPARTMENTS: Readonly<Record<string, readonly string[]>> = {
  roads: ['Public Works', 'Streets Division', 'Engineering Department', 'Transportation Department', 'Highway Department'],
  janitorial: ['Facilities Management', 'General Services', 'Building Services', 'Library Services'],
  it_services: ['Information Technology', 'Innovation and Technology', 'Technology Services', 'Office of Information Technology'],
  software: ['Information Technology', 'Finance Department', 'Human Resources', 'Community Development', 'Police Department', 'Municipal Court', 'Utilities Department'],
  school_bus: ['Transportation Department'],
  fleet: ['Fleet Services', 'Police Department', 'Fire Department', "Sheriff's Office", 'Public Works', 'Solid Waste Division', 'Parks and Recreation'],
  water_chem: ['Water Utilities', 'Public Utilities', 'Water Resources', 'Wastewater Division'],
  consulting: ["City Manager's Office", 'Human Resources', 'Finance Department', 'Planning and Development', 'Economic Development'],
  engineering: ['Engineering Department', 'Capital Projects', 'Public Works', 'Water Resources', 'Transportation Department'],
  building: ['Facilities Management', 'Capital Projects', 'General Services', 'Parks and Recreation'],
  grounds: ['Parks and Recreation', 'Public Works', 'Facilities Management', 'Cemetery Division'],
  food: ['Detention Services', 'Senior Services', 'Parks and Recreation'],
  security: ['Facilities Management', 'Transit Department', 'Library Services', 'Courts Administration'],
  audit: ['Finance Department', "Treasurer's Office", 'Retirement System', 'Internal Audit'],
  supplies: ['Purchasing Division', 'Central Stores', 'Police Department', 'Public Works', 'Information Technology'],
  medical: ['Fire Department', 'Emergency Medical Services', 'Human Resources', 'Detention Services', 'Health Department'],
  environmental: ['Environmental Services', 'Solid Waste Division', 'Public Works', 'Stormwater Division'],
  instructional: ['Curriculum and Instruction'],
  printing: ['Elections Office', "Treasurer's Office", 'Communications Office', 'Utilities Department', 'Print Shop'],
  grants: ['Community Development', 'Economic Development', 'Health Department', 'Office of Grants Management'],
};

/** The departments of a school district or college that put a category of purchase on the forecast. */
export const EDUCATION_DEPARTMENTS: Readonly<Record<string, readonly string[]>> = {
  roads: ['Facilities and Operations'],
  janitorial: ['Facilities and Operations', 'Maintenance and Operations', 'Custodial Services'],
  it_services: ['Technology Services', 'Information Technology Services'],
  software: ['Technology Services', 'Business Services', 'Human Resources'],
  school_bus: ['Transportation Department', 'Student Transportation'],
  fleet: ['Transportation Department', 'Maintenance and Operations'],
  water_chem: ['Facilities and Operations'],
  consulting: ["Superintendent's Office", "President's Office", 'Human Resources', 'Business Services'],
  engineering: ['Facilities Planning and Construction', 'Capital Projects'],
  building: ['Facilities Planning and Construction', 'Capital Projects', 'Maintenance and Operations'],
  grounds: ['Grounds and Athletics', 'Maintenance and Operations'],
  food: ['Nutrition Services', 'Dining Services', 'Child Nutrition'],
  security: ['Campus Safety', 'District Police', 'Safety and Security'],
  audit: ['Business Services', 'Finance Office'],
  supplies: ['Warehouse Services', 'Purchasing Department', 'Technology Services'],
  medical: ['Health Services', 'Athletics Department', 'Human Resources'],
  environmental: ['Environmental Health and Safety', 'Facilities and Operations'],
  instructional: ['Curriculum and Instruction', 'Special Education', 'Academic Services', 'English Learner Services'],
  printing: ['Communications Office', 'Print Services'],
  grants: ['Grants Office', 'Community Engagement'],
};

/** Towns that are military installations (Fort Knox, Picatinny Arsenal, Quantico): no civilian or local buyer's work is placed there by chance. */
const INSTALLATION_TOWN = /Arsenal|\bAFB\b|\bSFB\b|Proving Ground|Joint Base|Naval|^Camp |^Fort (Knox|Campbell|Meade|Leonard Wood|Belvoir|Bragg|Liberty|Hood|Cavazos|Drum|Riley|Sill|Carson|Stewart|Gordon|Eisenhower|Benning|Moore|Polk|Johnson|Huachuca|Bliss|Irwin|Lee|Gregg-Adams|Jackson|Wainwright|Greely|Rucker|Novosel|Leavenworth|Detrick|Hamilton|Dix|Harrison)$|^(Quantico|Patuxent River|Lakehurst|West Point|Tobyhanna|Crane|Dahlgren|Kings Bay|Picatinny)$/;

export function isInstallationTown(name: string): boolean {
  return INSTALLATION_TOWN.test(name);
}
