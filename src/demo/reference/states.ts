/**
 * U.S. states, the District of Columbia and the five inhabited territories,
 * with FIPS codes and a handful of real cities each (5-digit ZIP, county name
 * and 3-digit county FIPS code, as FPDS/USAspending place-of-performance
 * fields carry them) and its congressional district. Cities lean toward
 * places with heavy federal contracting activity (state capitals, major
 * metros, installations). Vendors have their own list, `vendorCities`: the
 * suburbs and office parks where contractors are (Reston, Columbia, MD,
 * Huntsville, ...), several real ZIP codes each, installations left out.
 * `HOUSE_SEATS` and `ZIP3_RANGES` let the realism report check districts and
 * ZIP codes against the state.
 *
 * `COUNTRIES` uses ISO 3166-1 alpha-3 codes, as FPDS/USAspending do for
 * vendor and place-of-performance country.
 */

export interface City {
  readonly name: string;
  /** 5-digit USPS ZIP code. */
  readonly zip: string;
  readonly county: string;
  /** 3-digit county FIPS code within the state (e.g. '013' for Arlington County, VA). */
  readonly countyFips: string;
  /**
   * Congressional district of the city's ZIP code (118th Congress, 2023
   * maps); 0 for an at-large state, DC and the territories. A ZIP code may
   * straddle districts: this is the district of most of it.
   */
  readonly district?: number;
}

/** A city where vendors are headquartered: several real ZIP codes of it, all in `county` and `district`. */
export interface VendorCity extends City {
  /** real 5-digit ZIP codes of the city (the first is `zip`) */
  readonly zips: readonly string[];
  readonly district: number;
  /** relative share of the state's vendors */
  readonly weight: number;
}

export interface StateInfo {
  /** USPS code, e.g. 'VA'. */
  readonly code: string;
  readonly name: string;
  /** 2-digit state FIPS code, e.g. '51'. */
  readonly fips: string;
  readonly isTerritory: boolean;
  readonly cities: readonly City[];
  /**
   * Where the state's vendors are: business cities (suburbs and office
   * parks such as Reston or Columbia, MD, several real ZIP codes each) and the
   * cities above that are not military installations or agency campuses.
   */
  readonly vendorCities: readonly VendorCity[];
  /** House seats after the 2020 census (2023 apportionment); 0 for DC and the territories */
  readonly houseSeats: number;
}

export interface Country {
  /** ISO 3166-1 alpha-3. */
  readonly code: string;
  readonly name: string;
}

type RawCity = readonly [name: string, zip: string, county: string, countyFips: string, district: number];
type RawState = readonly [code: string, name: string, fips: string, cities: readonly RawCity[]];

const RAW_STATES: readonly RawState[] = [
  ['AL', 'Alabama', '01', [
    ['Montgomery', '36104', 'Montgomery', '101', 2],
    ['Birmingham', '35203', 'Jefferson', '073', 7],
    ['Huntsville', '35801', 'Madison', '089', 5],
    ['Redstone Arsenal', '35898', 'Madison', '089', 5],
    ['Mobile', '36602', 'Mobile', '097', 1],
    ['Tuscaloosa', '35401', 'Tuscaloosa', '125', 7],
    ['Dothan', '36301', 'Houston', '069', 2],
  ]],
  ['AK', 'Alaska', '02', [
    ['Anchorage', '99501', 'Anchorage', '020', 0],
    ['Fairbanks', '99701', 'Fairbanks North Star', '090', 0],
    ['Juneau', '99801', 'Juneau', '110', 0],
    ['Wasilla', '99654', 'Matanuska-Susitna', '170', 0],
    ['Ketchikan', '99901', 'Ketchikan Gateway', '130', 0],
  ]],
  ['AZ', 'Arizona', '04', [
    ['Phoenix', '85003', 'Maricopa', '013', 3],
    ['Tucson', '85701', 'Pima', '019', 7],
    ['Mesa', '85201', 'Maricopa', '013', 5],
    ['Scottsdale', '85251', 'Maricopa', '013', 1],
    ['Flagstaff', '86001', 'Coconino', '005', 2],
    ['Yuma', '85364', 'Yuma', '027', 7],
    ['Sierra Vista', '85635', 'Cochise', '003', 6],
  ]],
  ['AR', 'Arkansas', '05', [
    ['Little Rock', '72201', 'Pulaski', '119', 2],
    ['Fayetteville', '72701', 'Washington', '143', 3],
    ['Fort Smith', '72901', 'Sebastian', '131', 3],
    ['Jonesboro', '72401', 'Craighead', '031', 1],
    ['Pine Bluff', '71601', 'Jefferson', '069', 4],
  ]],
  ['CA', 'California', '06', [
    ['Sacramento', '95814', 'Sacramento', '067', 7],
    ['Los Angeles', '90012', 'Los Angeles', '037', 34],
    ['San Diego', '92101', 'San Diego', '073', 50],
    ['San Francisco', '94102', 'San Francisco', '075', 11],
    ['San Jose', '95113', 'Santa Clara', '085', 18],
    ['El Segundo', '90245', 'Los Angeles', '037', 36],
    ['Oakland', '94612', 'Alameda', '001', 12],
    ['Fresno', '93721', 'Fresno', '019', 21],
  ]],
  ['CO', 'Colorado', '08', [
    ['Denver', '80202', 'Denver', '031', 1],
    ['Colorado Springs', '80903', 'El Paso', '041', 5],
    ['Aurora', '80012', 'Arapahoe', '005', 6],
    ['Boulder', '80302', 'Boulder', '013', 2],
    ['Lakewood', '80226', 'Jefferson', '059', 7],
    ['Fort Collins', '80521', 'Larimer', '069', 2],
  ]],
  ['CT', 'Connecticut', '09', [
    ['Hartford', '06103', 'Hartford', '003', 1],
    ['New Haven', '06510', 'New Haven', '009', 3],
    ['Bridgeport', '06604', 'Fairfield', '001', 4],
    ['Stamford', '06901', 'Fairfield', '001', 4],
    ['Groton', '06340', 'New London', '011', 2],
  ]],
  ['DE', 'Delaware', '10', [
    ['Dover', '19901', 'Kent', '001', 0],
    ['Wilmington', '19801', 'New Castle', '003', 0],
    ['Newark', '19711', 'New Castle', '003', 0],
    ['Georgetown', '19947', 'Sussex', '005', 0],
  ]],
  ['DC', 'District of Columbia', '11', [
    ['Washington', '20001', 'District of Columbia', '001', 0],
    ['Washington', '20004', 'District of Columbia', '001', 0],
    ['Washington', '20024', 'District of Columbia', '001', 0],
    ['Washington', '20036', 'District of Columbia', '001', 0],
    ['Washington', '20590', 'District of Columbia', '001', 0],
  ]],
  ['FL', 'Florida', '12', [
    ['Tallahassee', '32301', 'Leon', '073', 2],
    ['Jacksonville', '32202', 'Duval', '031', 4],
    ['Miami', '33130', 'Miami-Dade', '086', 27],
    ['Tampa', '33602', 'Hillsborough', '057', 14],
    ['Orlando', '32801', 'Orange', '095', 10],
    ['Pensacola', '32502', 'Escambia', '033', 1],
    ['Melbourne', '32901', 'Brevard', '009', 8],
    ['Fort Walton Beach', '32548', 'Okaloosa', '091', 1],
  ]],
  ['GA', 'Georgia', '13', [
    ['Atlanta', '30303', 'Fulton', '121', 5],
    ['Savannah', '31401', 'Chatham', '051', 1],
    ['Augusta', '30901', 'Richmond', '245', 12],
    ['Columbus', '31901', 'Muscogee', '215', 2],
    ['Warner Robins', '31093', 'Houston', '153', 8],
    ['Macon', '31201', 'Bibb', '021', 2],
  ]],
  ['HI', 'Hawaii', '15', [
    ['Honolulu', '96813', 'Honolulu', '003', 1],
    ['Kailua', '96734', 'Honolulu', '003', 2],
    ['Hilo', '96720', 'Hawaii', '001', 2],
    ['Kahului', '96732', 'Maui', '009', 2],
    ['Lihue', '96766', 'Kauai', '007', 2],
  ]],
  ['ID', 'Idaho', '16', [
    ['Boise', '83702', 'Ada', '001', 2],
    ['Idaho Falls', '83402', 'Bonneville', '019', 2],
    ['Pocatello', '83201', 'Bannock', '005', 2],
    ["Coeur d'Alene", '83814', 'Kootenai', '055', 1],
    ['Nampa', '83651', 'Canyon', '027', 1],
  ]],
  ['IL', 'Illinois', '17', [
    ['Springfield', '62701', 'Sangamon', '167', 13],
    ['Chicago', '60604', 'Cook', '031', 7],
    ['Rock Island', '61201', 'Rock Island', '161', 17],
    ['Naperville', '60540', 'DuPage', '043', 11],
    ['Peoria', '61602', 'Peoria', '143', 17],
    ['Champaign', '61820', 'Champaign', '019', 13],
    ['Belleville', '62220', 'St. Clair', '163', 13],
    ['Hines', '60141', 'Cook', '031', 7],
  ]],
  ['IN', 'Indiana', '18', [
    ['Indianapolis', '46204', 'Marion', '097', 7],
    ['Fort Wayne', '46802', 'Allen', '003', 3],
    ['Evansville', '47708', 'Vanderburgh', '163', 8],
    ['South Bend', '46601', 'St. Joseph', '141', 2],
    ['Bloomington', '47408', 'Monroe', '105', 9],
    ['Crane', '47522', 'Martin', '101', 8],
  ]],
  ['IA', 'Iowa', '19', [
    ['Des Moines', '50309', 'Polk', '153', 3],
    ['Cedar Rapids', '52401', 'Linn', '113', 2],
    ['Davenport', '52801', 'Scott', '163', 1],
    ['Iowa City', '52240', 'Johnson', '103', 1],
    ['Ames', '50010', 'Story', '169', 4],
  ]],
  ['KS', 'Kansas', '20', [
    ['Topeka', '66603', 'Shawnee', '177', 2],
    ['Wichita', '67202', 'Sedgwick', '173', 4],
    ['Kansas City', '66101', 'Wyandotte', '209', 3],
    ['Overland Park', '66210', 'Johnson', '091', 3],
    ['Lawrence', '66044', 'Douglas', '045', 1],
    ['Leavenworth', '66048', 'Leavenworth', '103', 2],
    ['Manhattan', '66502', 'Riley', '161', 1],
  ]],
  ['KY', 'Kentucky', '21', [
    ['Frankfort', '40601', 'Franklin', '073', 6],
    ['Louisville', '40202', 'Jefferson', '111', 3],
    ['Lexington', '40507', 'Fayette', '067', 6],
    ['Bowling Green', '42101', 'Warren', '227', 2],
    ['Fort Knox', '40121', 'Hardin', '093', 2],
    ['Fort Campbell', '42223', 'Christian', '047', 1],
  ]],
  ['LA', 'Louisiana', '22', [
    ['Baton Rouge', '70801', 'East Baton Rouge', '033', 6],
    ['New Orleans', '70112', 'Orleans', '071', 2],
    ['Shreveport', '71101', 'Caddo', '017', 4],
    ['Lafayette', '70501', 'Lafayette', '055', 3],
    ['Lake Charles', '70601', 'Calcasieu', '019', 3],
    ['Bossier City', '71111', 'Bossier', '015', 4],
  ]],
  ['ME', 'Maine', '23', [
    ['Augusta', '04330', 'Kennebec', '011', 1],
    ['Portland', '04101', 'Cumberland', '005', 1],
    ['Bangor', '04401', 'Penobscot', '019', 2],
    ['Kittery', '03904', 'York', '031', 1],
    ['Lewiston', '04240', 'Androscoggin', '001', 2],
  ]],
  ['MD', 'Maryland', '24', [
    ['Annapolis', '21401', 'Anne Arundel', '003', 3],
    ['Baltimore', '21202', 'Baltimore City', '510', 7],
    ['Bethesda', '20892', 'Montgomery', '031', 8],
    ['Rockville', '20852', 'Montgomery', '031', 8],
    ['Aberdeen Proving Ground', '21005', 'Harford', '025', 1],
    ['Patuxent River', '20670', "St. Mary's", '037', 5],
    ['Fort Meade', '20755', 'Anne Arundel', '003', 3],
    ['Greenbelt', '20771', "Prince George's", '033', 5],
  ]],
  ['MA', 'Massachusetts', '25', [
    ['Boston', '02108', 'Suffolk', '025', 7],
    ['Cambridge', '02142', 'Middlesex', '017', 7],
    ['Worcester', '01608', 'Worcester', '027', 2],
    ['Springfield', '01103', 'Hampden', '013', 1],
    ['Natick', '01760', 'Middlesex', '017', 5],
    ['Bedford', '01730', 'Middlesex', '017', 6],
  ]],
  ['MI', 'Michigan', '26', [
    ['Lansing', '48933', 'Ingham', '065', 7],
    ['Detroit', '48226', 'Wayne', '163', 13],
    ['Warren', '48397', 'Macomb', '099', 10],
    ['Grand Rapids', '49503', 'Kent', '081', 3],
    ['Ann Arbor', '48104', 'Washtenaw', '161', 6],
    ['Battle Creek', '49037', 'Calhoun', '025', 5],
  ]],
  ['MN', 'Minnesota', '27', [
    ['Saint Paul', '55101', 'Ramsey', '123', 4],
    ['Minneapolis', '55401', 'Hennepin', '053', 5],
    ['Rochester', '55901', 'Olmsted', '109', 1],
    ['Duluth', '55802', 'St. Louis', '137', 8],
    ['Bloomington', '55425', 'Hennepin', '053', 3],
  ]],
  ['MS', 'Mississippi', '28', [
    ['Jackson', '39201', 'Hinds', '049', 2],
    ['Gulfport', '39501', 'Harrison', '047', 4],
    ['Biloxi', '39530', 'Harrison', '047', 4],
    ['Hattiesburg', '39401', 'Forrest', '035', 4],
    ['Columbus', '39701', 'Lowndes', '087', 1],
    ['Stennis Space Center', '39529', 'Hancock', '045', 4],
    ['Vicksburg', '39180', 'Warren', '149', 2],
  ]],
  ['MO', 'Missouri', '29', [
    ['Jefferson City', '65101', 'Cole', '051', 3],
    ['Kansas City', '64106', 'Jackson', '095', 5],
    ['St. Louis', '63103', 'St. Louis City', '510', 1],
    ['Springfield', '65806', 'Greene', '077', 7],
    ['Columbia', '65201', 'Boone', '019', 3],
    ['Fort Leonard Wood', '65473', 'Pulaski', '169', 4],
  ]],
  ['MT', 'Montana', '30', [
    ['Helena', '59601', 'Lewis and Clark', '049', 2],
    ['Billings', '59101', 'Yellowstone', '111', 2],
    ['Missoula', '59802', 'Missoula', '063', 1],
    ['Great Falls', '59401', 'Cascade', '013', 2],
    ['Bozeman', '59715', 'Gallatin', '031', 1],
  ]],
  ['NE', 'Nebraska', '31', [
    ['Lincoln', '68508', 'Lancaster', '109', 1],
    ['Omaha', '68102', 'Douglas', '055', 2],
    ['Bellevue', '68005', 'Sarpy', '153', 2],
    ['Grand Island', '68801', 'Hall', '079', 3],
    ['Kearney', '68847', 'Buffalo', '019', 3],
  ]],
  ['NV', 'Nevada', '32', [
    ['Carson City', '89701', 'Carson City', '510', 2],
    ['Las Vegas', '89101', 'Clark', '003', 1],
    ['Henderson', '89002', 'Clark', '003', 3],
    ['Reno', '89501', 'Washoe', '031', 2],
    ['Fallon', '89406', 'Churchill', '001', 2],
  ]],
  ['NH', 'New Hampshire', '33', [
    ['Concord', '03301', 'Merrimack', '013', 2],
    ['Manchester', '03101', 'Hillsborough', '011', 1],
    ['Nashua', '03060', 'Hillsborough', '011', 2],
    ['Portsmouth', '03801', 'Rockingham', '015', 1],
    ['Hanover', '03755', 'Grafton', '009', 2],
  ]],
  ['NJ', 'New Jersey', '34', [
    ['Trenton', '08608', 'Mercer', '021', 12],
    ['Newark', '07102', 'Essex', '013', 10],
    ['Picatinny Arsenal', '07806', 'Morris', '027', 11],
    ['Eatontown', '07724', 'Monmouth', '025', 4],
    ['Lakehurst', '08733', 'Ocean', '029', 4],
    ['Jersey City', '07302', 'Hudson', '017', 8],
    ['Camden', '08102', 'Camden', '007', 1],
    ['Princeton', '08540', 'Mercer', '021', 12],
  ]],
  ['NM', 'New Mexico', '35', [
    ['Santa Fe', '87501', 'Santa Fe', '049', 3],
    ['Albuquerque', '87102', 'Bernalillo', '001', 1],
    ['Las Cruces', '88001', 'Dona Ana', '013', 2],
    ['Los Alamos', '87544', 'Los Alamos', '028', 3],
    ['Roswell', '88201', 'Chaves', '005', 2],
    ['Alamogordo', '88310', 'Otero', '035', 2],
  ]],
  ['NY', 'New York', '36', [
    ['Albany', '12207', 'Albany', '001', 20],
    ['New York', '10007', 'New York', '061', 10],
    ['Brooklyn', '11201', 'Kings', '047', 10],
    ['Buffalo', '14202', 'Erie', '029', 26],
    ['Rochester', '14604', 'Monroe', '055', 25],
    ['Syracuse', '13202', 'Onondaga', '067', 22],
    ['Rome', '13441', 'Oneida', '065', 22],
    ['West Point', '10996', 'Orange', '071', 18],
  ]],
  ['NC', 'North Carolina', '37', [
    ['Raleigh', '27601', 'Wake', '183', 2],
    ['Charlotte', '28202', 'Mecklenburg', '119', 12],
    ['Durham', '27701', 'Durham', '063', 4],
    ['Research Triangle Park', '27709', 'Durham', '063', 4],
    ['Fayetteville', '28301', 'Cumberland', '051', 9],
    ['Jacksonville', '28540', 'Onslow', '133', 3],
    ['Greensboro', '27401', 'Guilford', '081', 6],
    ['Asheville', '28801', 'Buncombe', '021', 11],
  ]],
  ['ND', 'North Dakota', '38', [
    ['Bismarck', '58501', 'Burleigh', '015', 0],
    ['Fargo', '58102', 'Cass', '017', 0],
    ['Grand Forks', '58201', 'Grand Forks', '035', 0],
    ['Minot', '58701', 'Ward', '101', 0],
  ]],
  ['OH', 'Ohio', '39', [
    ['Columbus', '43215', 'Franklin', '049', 3],
    ['Cleveland', '44114', 'Cuyahoga', '035', 11],
    ['Cincinnati', '45202', 'Hamilton', '061', 1],
    ['Dayton', '45402', 'Montgomery', '113', 10],
    ['Wright-Patterson AFB', '45433', 'Greene', '057', 10],
    ['Toledo', '43604', 'Lucas', '095', 9],
    ['Akron', '44308', 'Summit', '153', 13],
    ['Independence', '44131', 'Cuyahoga', '035', 7],
  ]],
  ['OK', 'Oklahoma', '40', [
    ['Oklahoma City', '73102', 'Oklahoma', '109', 5],
    ['Tulsa', '74103', 'Tulsa', '143', 1],
    ['Norman', '73069', 'Cleveland', '027', 4],
    ['Lawton', '73501', 'Comanche', '031', 4],
    ['Midwest City', '73110', 'Oklahoma', '109', 4],
  ]],
  ['OR', 'Oregon', '41', [
    ['Salem', '97301', 'Marion', '047', 6],
    ['Portland', '97204', 'Multnomah', '051', 3],
    ['Eugene', '97401', 'Lane', '039', 4],
    ['Bend', '97701', 'Deschutes', '017', 5],
    ['Medford', '97501', 'Jackson', '029', 2],
  ]],
  ['PA', 'Pennsylvania', '42', [
    ['Harrisburg', '17101', 'Dauphin', '043', 10],
    ['Philadelphia', '19103', 'Philadelphia', '101', 3],
    ['Pittsburgh', '15222', 'Allegheny', '003', 12],
    ['Mechanicsburg', '17050', 'Cumberland', '041', 10],
    ['Allentown', '18101', 'Lehigh', '077', 7],
    ['Erie', '16501', 'Erie', '049', 16],
    ['State College', '16801', 'Centre', '027', 15],
    ['Tobyhanna', '18466', 'Monroe', '089', 8],
  ]],
  ['RI', 'Rhode Island', '44', [
    ['Providence', '02903', 'Providence', '007', 1],
    ['Newport', '02840', 'Newport', '005', 1],
    ['Warwick', '02886', 'Kent', '003', 2],
    ['Cranston', '02910', 'Providence', '007', 2],
    ['Middletown', '02842', 'Newport', '005', 1],
  ]],
  ['SC', 'South Carolina', '45', [
    ['Columbia', '29201', 'Richland', '079', 6],
    ['Charleston', '29401', 'Charleston', '019', 1],
    ['North Charleston', '29405', 'Charleston', '019', 6],
    ['Greenville', '29601', 'Greenville', '045', 4],
    ['Sumter', '29150', 'Sumter', '085', 5],
    ['Beaufort', '29902', 'Beaufort', '013', 1],
    ['Aiken', '29801', 'Aiken', '003', 2],
  ]],
  ['SD', 'South Dakota', '46', [
    ['Pierre', '57501', 'Hughes', '065', 0],
    ['Sioux Falls', '57104', 'Minnehaha', '099', 0],
    ['Rapid City', '57701', 'Pennington', '103', 0],
    ['Aberdeen', '57401', 'Brown', '013', 0],
    ['Brookings', '57006', 'Brookings', '011', 0],
  ]],
  ['TN', 'Tennessee', '47', [
    ['Nashville', '37219', 'Davidson', '037', 5],
    ['Memphis', '38103', 'Shelby', '157', 9],
    ['Knoxville', '37902', 'Knox', '093', 2],
    ['Chattanooga', '37402', 'Hamilton', '065', 3],
    ['Oak Ridge', '37830', 'Anderson', '001', 3],
    ['Murfreesboro', '37130', 'Rutherford', '149', 4],
    ['Clarksville', '37040', 'Montgomery', '125', 7],
  ]],
  ['TX', 'Texas', '48', [
    ['Austin', '78701', 'Travis', '453', 37],
    ['Houston', '77002', 'Harris', '201', 18],
    ['San Antonio', '78205', 'Bexar', '029', 20],
    ['Dallas', '75201', 'Dallas', '113', 30],
    ['Fort Worth', '76102', 'Tarrant', '439', 12],
    ['El Paso', '79901', 'El Paso', '141', 16],
    ['Killeen', '76541', 'Bell', '027', 31],
    ['Corpus Christi', '78401', 'Nueces', '355', 27],
  ]],
  ['UT', 'Utah', '49', [
    ['Salt Lake City', '84111', 'Salt Lake', '035', 2],
    ['Ogden', '84401', 'Weber', '057', 1],
    ['Provo', '84601', 'Utah', '049', 3],
    ['Hill AFB', '84056', 'Davis', '011', 1],
    ['Logan', '84321', 'Cache', '005', 1],
    ['St. George', '84770', 'Washington', '053', 2],
  ]],
  ['VT', 'Vermont', '50', [
    ['Montpelier', '05602', 'Washington', '023', 0],
    ['Burlington', '05401', 'Chittenden', '007', 0],
    ['Williston', '05495', 'Chittenden', '007', 0],
    ['Rutland', '05701', 'Rutland', '021', 0],
    ['Brattleboro', '05301', 'Windham', '025', 0],
  ]],
  ['VA', 'Virginia', '51', [
    ['Richmond', '23219', 'Richmond City', '760', 4],
    ['Arlington', '22202', 'Arlington', '013', 8],
    ['Alexandria', '22314', 'Alexandria City', '510', 8],
    ['Norfolk', '23511', 'Norfolk City', '710', 3],
    ['Fort Belvoir', '22060', 'Fairfax', '059', 8],
    ['Reston', '20190', 'Fairfax', '059', 11],
    ['Quantico', '22134', 'Prince William', '153', 1],
    ['Hampton', '23681', 'Hampton City', '650', 3],
  ]],
  ['WA', 'Washington', '53', [
    ['Olympia', '98501', 'Thurston', '067', 10],
    ['Seattle', '98104', 'King', '033', 7],
    ['Tacoma', '98402', 'Pierce', '053', 6],
    ['Joint Base Lewis-McChord', '98433', 'Pierce', '053', 10],
    ['Spokane', '99201', 'Spokane', '063', 5],
    ['Bremerton', '98337', 'Kitsap', '035', 6],
    ['Richland', '99352', 'Benton', '005', 4],
    ['Vancouver', '98660', 'Clark', '011', 3],
  ]],
  ['WV', 'West Virginia', '54', [
    ['Charleston', '25301', 'Kanawha', '039', 1],
    ['Morgantown', '26505', 'Monongalia', '061', 2],
    ['Huntington', '25701', 'Cabell', '011', 1],
    ['Parkersburg', '26101', 'Wood', '107', 2],
    ['Martinsburg', '25401', 'Berkeley', '003', 2],
    ['Clarksburg', '26301', 'Harrison', '033', 2],
  ]],
  ['WI', 'Wisconsin', '55', [
    ['Madison', '53703', 'Dane', '025', 2],
    ['Milwaukee', '53202', 'Milwaukee', '079', 4],
    ['Green Bay', '54301', 'Brown', '009', 8],
    ['Oshkosh', '54901', 'Winnebago', '139', 6],
    ['La Crosse', '54601', 'La Crosse', '063', 3],
  ]],
  ['WY', 'Wyoming', '56', [
    ['Cheyenne', '82001', 'Laramie', '021', 0],
    ['Casper', '82601', 'Natrona', '025', 0],
    ['Laramie', '82070', 'Albany', '001', 0],
    ['Gillette', '82716', 'Campbell', '005', 0],
    ['Rock Springs', '82901', 'Sweetwater', '037', 0],
  ]],
  // ---- Territories ----
  ['AS', 'American Samoa', '60', [
    ['Pago Pago', '96799', 'Eastern District', '010', 0],
    ['Fagatogo', '96799', 'Eastern District', '010', 0],
    ['Tafuna', '96799', 'Western District', '050', 0],
    ['Leone', '96799', 'Western District', '050', 0],
  ]],
  ['GU', 'Guam', '66', [
    ['Hagatna', '96910', 'Guam', '010', 0],
    ['Tamuning', '96913', 'Guam', '010', 0],
    ['Dededo', '96929', 'Guam', '010', 0],
    ['Santa Rita', '96915', 'Guam', '010', 0],
  ]],
  ['MP', 'Northern Mariana Islands', '69', [
    ['Saipan', '96950', 'Saipan', '110', 0],
    ['Garapan', '96950', 'Saipan', '110', 0],
    ['Tinian', '96952', 'Tinian', '120', 0],
    ['Rota', '96951', 'Rota', '100', 0],
  ]],
  ['PR', 'Puerto Rico', '72', [
    ['San Juan', '00901', 'San Juan', '127', 0],
    ['Bayamon', '00959', 'Bayamon', '021', 0],
    ['Ponce', '00730', 'Ponce', '113', 0],
    ['Mayaguez', '00680', 'Mayaguez', '097', 0],
    ['Caguas', '00725', 'Caguas', '025', 0],
    ['Carolina', '00979', 'Carolina', '031', 0],
  ]],
  ['VI', 'U.S. Virgin Islands', '78', [
    ['Charlotte Amalie', '00802', 'St. Thomas', '030', 0],
    ['Christiansted', '00820', 'St. Croix', '010', 0],
    ['Frederiksted', '00840', 'St. Croix', '010', 0],
    ['Cruz Bay', '00830', 'St. John', '020', 0],
  ]],
];

/**
 * House seats per state after the 2020 census (the 2023 apportionment, 435
 * seats). DC and the territories elect a non-voting delegate: 0 here.
 */
export const HOUSE_SEATS: Readonly<Record<string, number>> = {
  AL: 7, AK: 1, AZ: 9, AR: 4, CA: 52, CO: 8, CT: 5, DE: 1, FL: 28, GA: 14, HI: 2, ID: 2, IL: 17, IN: 9, IA: 4, KS: 4, KY: 6,
  LA: 6, ME: 2, MD: 8, MA: 9, MI: 13, MN: 8, MS: 4, MO: 8, MT: 2, NE: 3, NV: 4, NH: 2, NJ: 12, NM: 3, NY: 26, NC: 14, ND: 1,
  OH: 15, OK: 5, OR: 6, PA: 17, RI: 2, SC: 7, SD: 1, TN: 9, TX: 38, UT: 4, VT: 1, VA: 11, WA: 10, WV: 2, WI: 8, WY: 1,
  DC: 0, AS: 0, GU: 0, MP: 0, PR: 0, VI: 0,
};

/**
 * A congressional district as the project serves it: the USPS state code and
 * two digits ('VA11', 'CA52'). A state with one seat is at large, district
 * '00', as FPDS, USAspending and SAM write it. DC and the territories use
 * '00' too: FPDS and SAM write their delegate's district as '00' (the Census
 * TIGER files use '98' for delegates; we do not).
 */
export function congressionalDistrict(stateCode: string, district: number): string {
  const seats = HOUSE_SEATS[stateCode] ?? 0;
  const n = seats <= 1 ? 0 : Math.min(Math.max(1, district), seats);
  return `${stateCode}${String(n).padStart(2, '0')}`;
}

/** Every district code of a state ('AK00'; 'VA01' … 'VA11'). */
export function congressionalDistricts(stateCode: string): string[] {
  const seats = HOUSE_SEATS[stateCode] ?? 0;
  if (seats <= 1) return [`${stateCode}00`];
  return Array.from({ length: seats }, (_, i) => `${stateCode}${String(i + 1).padStart(2, '0')}`);
}

/**
 * The 3-digit ZIP prefixes (sectional centers) of each state, as USPS assigns
 * them: inclusive ranges. A few prefixes are shared (969 by Guam and the
 * Northern Mariana Islands, 967 by Hawaii and American Samoa).
 */
export const ZIP3_RANGES: Readonly<Record<string, readonly (readonly [number, number])[]>> = {
  AL: [[350, 369]], AK: [[995, 999]], AZ: [[850, 865]], AR: [[716, 729]], CA: [[900, 961]], CO: [[800, 816]],
  CT: [[60, 69]], DE: [[197, 199]], DC: [[200, 200], [202, 205], [569, 569]], FL: [[320, 349]], GA: [[300, 319], [398, 399]],
  HI: [[967, 968]], ID: [[832, 838]], IL: [[600, 629]], IN: [[460, 479]], IA: [[500, 528]], KS: [[660, 679]], KY: [[400, 427]],
  LA: [[700, 714]], ME: [[39, 49]], MD: [[206, 219]], MA: [[10, 27], [55, 55]], MI: [[480, 499]], MN: [[550, 567]],
  MS: [[386, 397]], MO: [[630, 658]], MT: [[590, 599]], NE: [[680, 693]], NV: [[889, 898]], NH: [[30, 38]], NJ: [[70, 89]],
  NM: [[870, 884]], NY: [[5, 5], [63, 63], [100, 149]], NC: [[270, 289]], ND: [[580, 588]], OH: [[430, 459]], OK: [[730, 749]],
  OR: [[970, 979]], PA: [[150, 196]], RI: [[28, 29]], SC: [[290, 299]], SD: [[570, 577]], TN: [[370, 385]],
  TX: [[750, 799], [885, 885]], UT: [[840, 847]], VT: [[50, 54], [56, 59]], VA: [[201, 201], [220, 246]], WA: [[980, 994]],
  WV: [[247, 268]], WI: [[530, 549]], WY: [[820, 831]], AS: [[967, 967]], GU: [[969, 969]], MP: [[969, 969]],
  PR: [[6, 7], [9, 9]], VI: [[8, 8]],
};

/** Whether a 5-digit ZIP code (or ZIP+4) lies in one of the state's prefixes. */
export function isZipOfState(stateCode: string, zip: string): boolean {
  const ranges = ZIP3_RANGES[stateCode];
  if (!ranges || !/^\d{5}/.test(zip)) return false;
  const p = Number(zip.slice(0, 3));
  return ranges.some(([lo, hi]) => p >= lo && p <= hi);
}

/**
 * Cities of the table above that are military installations or agency
 * campuses (their ZIP code is the installation's): places of performance,
 * not where vendors have their offices.
 */
const INSTALLATIONS: ReadonlySet<string> = new Set([
  'AL|Redstone Arsenal', 'DC|20590', 'IL|Hines', 'IN|Crane', 'KY|Fort Knox', 'KY|Fort Campbell', 'MD|Aberdeen Proving Ground',
  'MD|Patuxent River', 'MD|Fort Meade', 'MD|Greenbelt', 'MD|Bethesda', 'MI|Warren', 'MO|Fort Leonard Wood', 'MS|Stennis Space Center',
  'NJ|Picatinny Arsenal', 'NJ|Lakehurst', 'NY|West Point', 'OH|Wright-Patterson AFB', 'UT|Hill AFB', 'VA|Fort Belvoir',
  'VA|Quantico', 'VA|Hampton', 'WA|Joint Base Lewis-McChord', 'PA|Tobyhanna',
]);

type RawVendorCity = readonly [state: string, name: string, zips: string, county: string, countyFips: string, district: number, weight: number];

/**
 * Business cities of the states with the most federal contractors: the
 * Washington suburbs of Virginia and Maryland first, then the defense and
 * space clusters (Huntsville, Colorado Springs, San Diego, Dayton, Tampa,
 * Hampton Roads, ...). Several real ZIP codes of each city, all in the county
 * and (mostly) the congressional district given.
 */
const RAW_VENDOR_CITIES: readonly RawVendorCity[] = [
  // Virginia: Northern Virginia, Richmond, Hampton Roads
  ['VA', 'Reston', '20190 20191 20194', 'Fairfax', '059', 11, 8],
  ['VA', 'Herndon', '20170 20171', 'Fairfax', '059', 11, 6],
  ['VA', 'Chantilly', '20151', 'Fairfax', '059', 11, 5],
  ['VA', 'McLean', '22101 22102', 'Fairfax', '059', 8, 6],
  ['VA', 'Vienna', '22180 22182', 'Fairfax', '059', 11, 5],
  ['VA', 'Fairfax', '22031 22033', 'Fairfax', '059', 11, 5],
  ['VA', 'Falls Church', '22041 22042 22043', 'Fairfax', '059', 8, 4],
  ['VA', 'Springfield', '22150 22151 22153', 'Fairfax', '059', 8, 3],
  ['VA', 'Arlington', '22201 22202 22203 22209', 'Arlington', '013', 8, 6],
  ['VA', 'Alexandria', '22314 22311 22304', 'Alexandria City', '510', 8, 5],
  ['VA', 'Manassas', '20109 20112', 'Prince William', '153', 10, 2],
  ['VA', 'Woodbridge', '22191 22192', 'Prince William', '153', 7, 2],
  ['VA', 'Stafford', '22554 22556', 'Stafford', '179', 7, 2],
  ['VA', 'Ashburn', '20147 20148', 'Loudoun', '107', 10, 3],
  ['VA', 'Sterling', '20164 20165 20166', 'Loudoun', '107', 10, 3],
  ['VA', 'Leesburg', '20175 20176', 'Loudoun', '107', 10, 2],
  ['VA', 'Dahlgren', '22448', 'King George', '099', 1, 1],
  ['VA', 'Virginia Beach', '23451 23452 23462', 'Virginia Beach City', '810', 2, 3],
  ['VA', 'Chesapeake', '23320 23322', 'Chesapeake City', '550', 2, 2],
  ['VA', 'Newport News', '23602 23606', 'Newport News City', '700', 3, 2],
  ['VA', 'Norfolk', '23510 23511', 'Norfolk City', '710', 3, 2],
  ['VA', 'Hampton', '23666 23669', 'Hampton City', '650', 3, 1],
  ['VA', 'Richmond', '23219 23220', 'Richmond City', '760', 4, 2],
  ['VA', 'Glen Allen', '23059 23060', 'Henrico', '087', 1, 1],
  ['VA', 'Charlottesville', '22902 22903', 'Charlottesville City', '540', 5, 1],
  ['VA', 'Roanoke', '24011 24016', 'Roanoke City', '770', 6, 1],
  ['VA', 'Blacksburg', '24060', 'Montgomery', '121', 9, 1],
  // Maryland: the I-270 corridor, Fort Meade and BWI, Baltimore, southern Maryland, Aberdeen
  ['MD', 'Columbia', '21044 21045 21046', 'Howard', '027', 3, 6],
  ['MD', 'Annapolis Junction', '20701', 'Howard', '027', 3, 3],
  ['MD', 'Hanover', '21076', 'Anne Arundel', '003', 3, 4],
  ['MD', 'Linthicum Heights', '21090', 'Anne Arundel', '003', 3, 2],
  ['MD', 'Annapolis', '21401 21403', 'Anne Arundel', '003', 3, 2],
  ['MD', 'Laurel', '20707 20708', "Prince George's", '033', 5, 3],
  ['MD', 'Lanham', '20706', "Prince George's", '033', 4, 2],
  ['MD', 'Largo', '20774', "Prince George's", '033', 4, 1],
  ['MD', 'Greenbelt', '20770', "Prince George's", '033', 5, 1],
  ['MD', 'Rockville', '20850 20852 20855', 'Montgomery', '031', 8, 5],
  ['MD', 'Gaithersburg', '20877 20878 20879', 'Montgomery', '031', 6, 4],
  ['MD', 'Germantown', '20874 20876', 'Montgomery', '031', 6, 3],
  ['MD', 'Bethesda', '20814 20817', 'Montgomery', '031', 8, 4],
  ['MD', 'Silver Spring', '20910 20904', 'Montgomery', '031', 8, 3],
  ['MD', 'Baltimore', '21201 21202 21230', 'Baltimore City', '510', 7, 3],
  ['MD', 'Towson', '21204 21286', 'Baltimore', '005', 2, 1],
  ['MD', 'Owings Mills', '21117', 'Baltimore', '005', 2, 1],
  ['MD', 'Frederick', '21701 21702 21703', 'Frederick', '021', 6, 2],
  ['MD', 'Lexington Park', '20653', "St. Mary's", '037', 5, 2],
  ['MD', 'California', '20619', "St. Mary's", '037', 5, 1],
  ['MD', 'Aberdeen', '21001', 'Harford', '025', 1, 1],
  ['MD', 'Bel Air', '21014 21015', 'Harford', '025', 1, 1],
  // District of Columbia
  ['DC', 'Washington', '20001 20002 20003 20005 20006 20007 20009 20010 20011 20016 20017 20018 20019 20020 20036 20037', 'District of Columbia', '001', 0, 10],
  // California
  ['CA', 'San Diego', '92101 92108 92121 92123 92130', 'San Diego', '073', 50, 5],
  ['CA', 'Carlsbad', '92008 92011', 'San Diego', '073', 49, 1],
  ['CA', 'Chula Vista', '91910 91911', 'San Diego', '073', 52, 1],
  ['CA', 'Los Angeles', '90012 90017 90071', 'Los Angeles', '037', 34, 3],
  ['CA', 'El Segundo', '90245', 'Los Angeles', '037', 36, 2],
  ['CA', 'Torrance', '90501 90503', 'Los Angeles', '037', 36, 1],
  ['CA', 'Long Beach', '90802 90806', 'Los Angeles', '037', 42, 1],
  ['CA', 'Pasadena', '91101 91105', 'Los Angeles', '037', 28, 1],
  ['CA', 'Lancaster', '93534 93535', 'Los Angeles', '037', 27, 1],
  ['CA', 'Irvine', '92612 92614 92618', 'Orange', '059', 47, 2],
  ['CA', 'Sunnyvale', '94085 94089', 'Santa Clara', '085', 17, 1],
  ['CA', 'Mountain View', '94043', 'Santa Clara', '085', 16, 1],
  ['CA', 'Palo Alto', '94301 94304', 'Santa Clara', '085', 16, 1],
  ['CA', 'San Francisco', '94103 94105 94111', 'San Francisco', '075', 11, 1],
  ['CA', 'Pleasanton', '94566 94588', 'Alameda', '001', 14, 1],
  ['CA', 'Sacramento', '95811 95814 95815', 'Sacramento', '067', 7, 1],
  ['CA', 'Rancho Cordova', '95670', 'Sacramento', '067', 6, 1],
  ['CA', 'Camarillo', '93010 93012', 'Ventura', '111', 26, 1],
  ['CA', 'Ridgecrest', '93555', 'Kern', '029', 23, 1],
  ['CA', 'Monterey', '93940', 'Monterey', '053', 19, 1],
  ['CA', 'Santa Barbara', '93101', 'Santa Barbara', '083', 24, 1],
  ['CA', 'Riverside', '92501 92507', 'Riverside', '065', 39, 1],
  // Texas
  ['TX', 'San Antonio', '78205 78216 78230 78258', 'Bexar', '029', 20, 4],
  ['TX', 'Houston', '77002 77010', 'Harris', '201', 18, 2],
  ['TX', 'Houston', '77058 77062', 'Harris', '201', 36, 2],
  ['TX', 'Austin', '78701 78731 78759', 'Travis', '453', 37, 2],
  ['TX', 'Round Rock', '78664 78681', 'Williamson', '491', 31, 1],
  ['TX', 'Dallas', '75201 75204', 'Dallas', '113', 30, 1],
  ['TX', 'Dallas', '75240 75251', 'Dallas', '113', 32, 1],
  ['TX', 'Richardson', '75080 75081', 'Dallas', '113', 32, 1],
  ['TX', 'Plano', '75024 75074 75093', 'Collin', '085', 3, 2],
  ['TX', 'Fort Worth', '76102 76177', 'Tarrant', '439', 12, 2],
  ['TX', 'El Paso', '79901 79912 79925', 'El Paso', '141', 16, 1],
  ['TX', 'Killeen', '76541 76542', 'Bell', '027', 31, 1],
  ['TX', 'Temple', '76501 76502', 'Bell', '027', 31, 1],
  ['TX', 'Corpus Christi', '78401 78412', 'Nueces', '355', 27, 1],
  ['TX', 'The Woodlands', '77380 77381', 'Montgomery', '339', 2, 1],
  // Florida
  ['FL', 'Tampa', '33602 33607 33609 33619', 'Hillsborough', '057', 14, 3],
  ['FL', 'Orlando', '32801 32817 32819 32826', 'Orange', '095', 10, 4],
  ['FL', 'Jacksonville', '32202 32256', 'Duval', '031', 4, 2],
  ['FL', 'Melbourne', '32901 32934 32940', 'Brevard', '009', 8, 2],
  ['FL', 'Titusville', '32780', 'Brevard', '009', 8, 1],
  ['FL', 'Pensacola', '32502 32503', 'Escambia', '033', 1, 1],
  ['FL', 'Niceville', '32578', 'Okaloosa', '091', 1, 1],
  ['FL', 'Fort Walton Beach', '32547 32548', 'Okaloosa', '091', 1, 1],
  ['FL', 'Panama City', '32401 32405', 'Bay', '005', 2, 1],
  ['FL', 'Miami', '33130 33131', 'Miami-Dade', '086', 27, 1],
  ['FL', 'Doral', '33166 33172 33178', 'Miami-Dade', '086', 26, 1],
  ['FL', 'Tallahassee', '32301 32303 32308', 'Leon', '073', 2, 1],
  ['FL', 'St. Petersburg', '33701 33716', 'Pinellas', '103', 13, 1],
  ['FL', 'Fort Lauderdale', '33301 33309', 'Broward', '011', 23, 1],
  ['FL', 'Sarasota', '34236 34240', 'Sarasota', '115', 17, 1],
  // Colorado
  ['CO', 'Colorado Springs', '80903 80907 80910 80920', 'El Paso', '041', 5, 4],
  ['CO', 'Denver', '80202 80203 80222 80237', 'Denver', '031', 1, 2],
  ['CO', 'Aurora', '80011 80012', 'Arapahoe', '005', 6, 2],
  ['CO', 'Centennial', '80111 80112', 'Arapahoe', '005', 6, 2],
  ['CO', 'Lakewood', '80226 80228', 'Jefferson', '059', 7, 1],
  ['CO', 'Golden', '80401', 'Jefferson', '059', 7, 1],
  ['CO', 'Boulder', '80301 80302', 'Boulder', '013', 2, 1],
  ['CO', 'Louisville', '80027', 'Boulder', '013', 2, 1],
  ['CO', 'Fort Collins', '80521 80525', 'Larimer', '069', 2, 1],
  // Alabama
  ['AL', 'Huntsville', '35801 35805 35806 35816 35824', 'Madison', '089', 5, 6],
  ['AL', 'Madison', '35757 35758', 'Madison', '089', 5, 2],
  ['AL', 'Birmingham', '35203 35205', 'Jefferson', '073', 7, 1],
  ['AL', 'Hoover', '35216 35244', 'Jefferson', '073', 6, 1],
  ['AL', 'Montgomery', '36104 36117', 'Montgomery', '101', 2, 1],
  ['AL', 'Mobile', '36602 36608', 'Mobile', '097', 1, 1],
  ['AL', 'Enterprise', '36330', 'Coffee', '031', 2, 1],
  ['AL', 'Anniston', '36201', 'Calhoun', '015', 3, 1],
  // Georgia
  ['GA', 'Atlanta', '30303 30308 30309 30326', 'Fulton', '121', 5, 3],
  ['GA', 'Alpharetta', '30005 30009 30022', 'Fulton', '121', 7, 1],
  ['GA', 'Marietta', '30060 30067', 'Cobb', '067', 11, 1],
  ['GA', 'Kennesaw', '30144', 'Cobb', '067', 11, 1],
  ['GA', 'Warner Robins', '31088 31093', 'Houston', '153', 8, 2],
  ['GA', 'Savannah', '31401 31405', 'Chatham', '051', 1, 1],
  ['GA', 'Augusta', '30901 30909', 'Richmond', '245', 12, 1],
  ['GA', 'Columbus', '31901 31909', 'Muscogee', '215', 2, 1],
  // New York
  ['NY', 'New York', '10004 10005 10007', 'New York', '061', 10, 1],
  ['NY', 'New York', '10017 10022 10036', 'New York', '061', 12, 2],
  ['NY', 'Brooklyn', '11201', 'Kings', '047', 10, 1],
  ['NY', 'Hauppauge', '11788', 'Suffolk', '103', 1, 1],
  ['NY', 'Rome', '13440 13441', 'Oneida', '065', 22, 1],
  ['NY', 'Utica', '13501', 'Oneida', '065', 22, 1],
  ['NY', 'Albany', '12203 12207', 'Albany', '001', 20, 1],
  ['NY', 'Rochester', '14604 14623', 'Monroe', '055', 25, 1],
  ['NY', 'Buffalo', '14202 14203', 'Erie', '029', 26, 1],
  ['NY', 'Syracuse', '13202 13204', 'Onondaga', '067', 22, 1],
  ['NY', 'Binghamton', '13901', 'Broome', '007', 19, 1],
  // Pennsylvania
  ['PA', 'Philadelphia', '19102 19103', 'Philadelphia', '101', 3, 1],
  ['PA', 'Philadelphia', '19111 19124', 'Philadelphia', '101', 2, 1],
  ['PA', 'King of Prussia', '19406', 'Montgomery', '091', 4, 1],
  ['PA', 'Horsham', '19044', 'Montgomery', '091', 4, 1],
  ['PA', 'Malvern', '19355', 'Chester', '029', 6, 1],
  ['PA', 'Warminster', '18974', 'Bucks', '017', 1, 1],
  ['PA', 'Pittsburgh', '15212 15219 15222', 'Allegheny', '003', 12, 2],
  ['PA', 'Mechanicsburg', '17050 17055', 'Cumberland', '041', 10, 2],
  ['PA', 'Camp Hill', '17011', 'Cumberland', '041', 10, 1],
  ['PA', 'Harrisburg', '17101 17110', 'Dauphin', '043', 10, 1],
  ['PA', 'State College', '16801 16803', 'Centre', '027', 15, 1],
  ['PA', 'Johnstown', '15901 15904', 'Cambria', '021', 13, 1],
  ['PA', 'Chambersburg', '17201', 'Franklin', '055', 13, 1],
  // Ohio
  ['OH', 'Dayton', '45402 45414', 'Montgomery', '113', 10, 2],
  ['OH', 'Beavercreek', '45430 45431 45432 45434', 'Greene', '057', 10, 3],
  ['OH', 'Fairborn', '45324', 'Greene', '057', 10, 1],
  ['OH', 'Columbus', '43215 43219 43229', 'Franklin', '049', 3, 2],
  ['OH', 'Dublin', '43016 43017', 'Franklin', '049', 15, 1],
  ['OH', 'Cleveland', '44114 44115', 'Cuyahoga', '035', 11, 1],
  ['OH', 'Cincinnati', '45202 45203', 'Hamilton', '061', 1, 1],
  ['OH', 'Mason', '45040', 'Warren', '165', 1, 1],
  // North Carolina
  ['NC', 'Fayetteville', '28301 28303 28314', 'Cumberland', '051', 9, 2],
  ['NC', 'Raleigh', '27601 27609 27612 27615', 'Wake', '183', 2, 2],
  ['NC', 'Cary', '27511 27513 27518', 'Wake', '183', 2, 1],
  ['NC', 'Durham', '27701 27703 27707', 'Durham', '063', 4, 1],
  ['NC', 'Charlotte', '28202 28203 28217', 'Mecklenburg', '119', 12, 2],
  ['NC', 'Jacksonville', '28540 28546', 'Onslow', '133', 3, 1],
  ['NC', 'Havelock', '28532', 'Craven', '049', 3, 1],
  ['NC', 'Wilmington', '28401 28403 28405', 'New Hanover', '129', 7, 1],
  // Washington
  ['WA', 'Seattle', '98101 98104 98109 98121', 'King', '033', 7, 2],
  ['WA', 'Bellevue', '98004 98005 98006 98007', 'King', '033', 9, 1],
  ['WA', 'Redmond', '98052', 'King', '033', 1, 1],
  ['WA', 'Lakewood', '98499', 'Pierce', '053', 10, 1],
  ['WA', 'DuPont', '98327', 'Pierce', '053', 10, 1],
  ['WA', 'Silverdale', '98383', 'Kitsap', '035', 6, 1],
  ['WA', 'Bremerton', '98310 98312', 'Kitsap', '035', 6, 1],
  ['WA', 'Richland', '99352 99354', 'Benton', '005', 4, 1],
  ['WA', 'Kennewick', '99336 99337', 'Benton', '005', 4, 1],
  ['WA', 'Everett', '98201 98203', 'Snohomish', '061', 2, 1],
  // Massachusetts
  ['MA', 'Boston', '02108 02116', 'Suffolk', '025', 7, 1],
  ['MA', 'Boston', '02110 02210', 'Suffolk', '025', 8, 1],
  ['MA', 'Cambridge', '02139 02142', 'Middlesex', '017', 7, 1],
  ['MA', 'Burlington', '01803', 'Middlesex', '017', 6, 1],
  ['MA', 'Bedford', '01730', 'Middlesex', '017', 6, 1],
  ['MA', 'Lexington', '02421', 'Middlesex', '017', 5, 1],
  ['MA', 'Waltham', '02451 02453', 'Middlesex', '017', 5, 1],
  ['MA', 'Woburn', '01801', 'Middlesex', '017', 5, 1],
  ['MA', 'Lowell', '01851 01852', 'Middlesex', '017', 3, 1],
  ['MA', 'Chelmsford', '01824', 'Middlesex', '017', 3, 1],
  ['MA', 'Andover', '01810', 'Essex', '009', 3, 1],
  ['MA', 'Marlborough', '01752', 'Middlesex', '017', 3, 1],
  // New Jersey
  ['NJ', 'Moorestown', '08057', 'Burlington', '005', 3, 1],
  ['NJ', 'Mount Laurel', '08054', 'Burlington', '005', 3, 1],
  ['NJ', 'Cherry Hill', '08002 08003', 'Camden', '007', 1, 1],
  ['NJ', 'Parsippany', '07054', 'Morris', '027', 11, 1],
  ['NJ', 'Morristown', '07960', 'Morris', '027', 11, 1],
  ['NJ', 'Egg Harbor Township', '08234', 'Atlantic', '001', 2, 1],
  // Arizona
  ['AZ', 'Phoenix', '85003 85004 85016 85034', 'Maricopa', '013', 3, 2],
  ['AZ', 'Tempe', '85281 85282 85284', 'Maricopa', '013', 4, 1],
  ['AZ', 'Chandler', '85224 85226 85286', 'Maricopa', '013', 4, 1],
  ['AZ', 'Tucson', '85701 85706', 'Pima', '019', 7, 1],
  ['AZ', 'Tucson', '85710 85711', 'Pima', '019', 6, 1],
  ['AZ', 'Sierra Vista', '85635 85650', 'Cochise', '003', 6, 1],
  // Illinois
  ['IL', 'Chicago', '60601 60604 60606 60654', 'Cook', '031', 7, 2],
  ['IL', 'Schaumburg', '60173', 'Cook', '031', 8, 1],
  ['IL', 'Naperville', '60540 60563', 'DuPage', '043', 11, 1],
  ['IL', 'Moline', '61265', 'Rock Island', '161', 17, 1],
  // Missouri
  ['MO', 'St. Louis', '63101 63102 63103', 'St. Louis City', '510', 1, 2],
  ['MO', 'Chesterfield', '63005 63017', 'St. Louis', '189', 2, 1],
  ['MO', "O'Fallon", '63366 63368', 'St. Charles', '183', 3, 1],
  ['MO', 'Kansas City', '64105 64106 64108', 'Jackson', '095', 5, 1],
  // South Carolina
  ['SC', 'Charleston', '29401 29403 29407', 'Charleston', '019', 1, 2],
  ['SC', 'North Charleston', '29405 29406 29418', 'Charleston', '019', 6, 2],
  ['SC', 'Summerville', '29483 29485', 'Dorchester', '035', 1, 1],
  ['SC', 'Goose Creek', '29445', 'Berkeley', '015', 1, 1],
  ['SC', 'Columbia', '29201 29203 29210', 'Richland', '079', 6, 1],
  ['SC', 'Greenville', '29601 29607 29615', 'Greenville', '045', 4, 1],
  // Utah
  ['UT', 'Ogden', '84401 84403 84405', 'Weber', '057', 1, 2],
  ['UT', 'Layton', '84040 84041', 'Davis', '011', 1, 2],
  ['UT', 'Clearfield', '84015', 'Davis', '011', 1, 1],
  ['UT', 'Salt Lake City', '84101 84111', 'Salt Lake', '035', 2, 1],
  ['UT', 'Orem', '84057 84058', 'Utah', '049', 3, 1],
  ['UT', 'Lehi', '84043', 'Utah', '049', 3, 1],
  // Oklahoma
  ['OK', 'Oklahoma City', '73102 73104 73112', 'Oklahoma', '109', 5, 2],
  ['OK', 'Midwest City', '73110 73130', 'Oklahoma', '109', 4, 1],
  ['OK', 'Edmond', '73013 73034', 'Oklahoma', '109', 5, 1],
  ['OK', 'Tulsa', '74103 74133', 'Tulsa', '143', 1, 1],
  // Hawaii
  ['HI', 'Honolulu', '96813 96814 96817 96819', 'Honolulu', '003', 1, 3],
  ['HI', 'Kapolei', '96707', 'Honolulu', '003', 2, 1],
  ['HI', 'Pearl City', '96782', 'Honolulu', '003', 1, 1],
  // New Mexico
  ['NM', 'Albuquerque', '87102 87106 87109 87110 87123', 'Bernalillo', '001', 1, 3],
  ['NM', 'Rio Rancho', '87124 87144', 'Sandoval', '043', 3, 1],
  // Michigan
  ['MI', 'Sterling Heights', '48310 48312 48314', 'Macomb', '099', 10, 2],
  ['MI', 'Warren', '48092 48093', 'Macomb', '099', 10, 1],
  ['MI', 'Troy', '48083 48084 48098', 'Oakland', '125', 11, 1],
  ['MI', 'Farmington Hills', '48331 48334', 'Oakland', '125', 11, 1],
  // Tennessee
  ['TN', 'Nashville', '37203 37211 37219', 'Davidson', '037', 5, 2],
  ['TN', 'Brentwood', '37027', 'Williamson', '187', 5, 1],
  ['TN', 'Franklin', '37064 37067', 'Williamson', '187', 5, 1],
  ['TN', 'Knoxville', '37902 37919 37932', 'Knox', '093', 2, 1],
  ['TN', 'Oak Ridge', '37830', 'Anderson', '001', 3, 2],
  ['TN', 'Tullahoma', '37388', 'Coffee', '031', 4, 1],
  // Minnesota
  ['MN', 'Minneapolis', '55401 55402 55415', 'Hennepin', '053', 5, 2],
  ['MN', 'Eagan', '55121 55122', 'Dakota', '037', 2, 1],
  ['MN', 'Plymouth', '55441 55447', 'Hennepin', '053', 3, 1],
  // Puerto Rico and Guam
  ['PR', 'San Juan', '00901 00907 00917 00918', 'San Juan', '127', 0, 3],
  ['PR', 'Guaynabo', '00968 00969', 'Guaynabo', '061', 0, 1],
  ['GU', 'Tamuning', '96913', 'Guam', '010', 0, 2],
  ['GU', 'Hagatna', '96910', 'Guam', '010', 0, 1],
];

function vendorCitiesOf(stateCode: string, cities: readonly City[]): VendorCity[] {
  const listed = RAW_VENDOR_CITIES.filter((c) => c[0] === stateCode).map(
    ([, name, zips, county, countyFips, district, weight]): VendorCity => {
      const all = zips.split(' ');
      return { name, zip: all[0], zips: all, county, countyFips, district, weight };
    },
  );
  const names = new Set(listed.map((c) => c.name));
  const rest = cities
    .filter((c) => !names.has(c.name) && !INSTALLATIONS.has(`${stateCode}|${c.name}`) && !INSTALLATIONS.has(`${stateCode}|${c.zip}`))
    .map((c): VendorCity => ({ ...c, zips: [c.zip], district: c.district ?? 0, weight: listed.length ? 0.5 : 1 }));
  return [...listed, ...rest];
}

const TERRITORY_CODES: ReadonlySet<string> = new Set(['AS', 'GU', 'MP', 'PR', 'VI']);

export const STATES: readonly StateInfo[] = RAW_STATES.map(([code, name, fips, cities]): StateInfo => {
  const base = cities.map(([cityName, zip, county, countyFips, district]): City => ({ name: cityName, zip, county, countyFips, district }));
  return {
    code,
    name,
    fips,
    isTerritory: TERRITORY_CODES.has(code),
    cities: base,
    vendorCities: vendorCitiesOf(code, base),
    houseSeats: HOUSE_SEATS[code] ?? 0,
  };
});

export const STATE_BY_CODE: ReadonlyMap<string, StateInfo> = new Map(STATES.map((s) => [s.code, s] as const));

export const STATE_BY_FIPS: ReadonlyMap<string, StateInfo> = new Map(STATES.map((s) => [s.fips, s] as const));

export function getState(code: string): StateInfo | undefined {
  return STATE_BY_CODE.get(code.toUpperCase());
}

export function stateName(code: string): string | undefined {
  return STATE_BY_CODE.get(code.toUpperCase())?.name;
}

/** 5-digit county FIPS (state FIPS + county FIPS), e.g. '51013'. */
export function fullCountyFips(stateCode: string, city: City): string | undefined {
  const state = STATE_BY_CODE.get(stateCode.toUpperCase());
  return state ? `${state.fips}${city.countyFips}` : undefined;
}

/** Look up a city by name within a state (case-insensitive); the first match wins. */
export function findCity(stateCode: string, cityName: string): City | undefined {
  const wanted = cityName.toLowerCase();
  return STATE_BY_CODE.get(stateCode.toUpperCase())?.cities.find((c) => c.name.toLowerCase() === wanted);
}

export const COUNTRIES: readonly Country[] = [
  { code: 'USA', name: 'UNITED STATES' },
  { code: 'CAN', name: 'CANADA' },
  { code: 'MEX', name: 'MEXICO' },
  { code: 'GBR', name: 'UNITED KINGDOM' },
  { code: 'DEU', name: 'GERMANY' },
  { code: 'FRA', name: 'FRANCE' },
  { code: 'ITA', name: 'ITALY' },
  { code: 'ESP', name: 'SPAIN' },
  { code: 'BEL', name: 'BELGIUM' },
  { code: 'NLD', name: 'NETHERLANDS' },
  { code: 'POL', name: 'POLAND' },
  { code: 'TUR', name: 'TURKEY' },
  { code: 'ISR', name: 'ISRAEL' },
  { code: 'JPN', name: 'JAPAN' },
  { code: 'KOR', name: 'KOREA, SOUTH' },
  { code: 'AUS', name: 'AUSTRALIA' },
  { code: 'AFG', name: 'AFGHANISTAN' },
  { code: 'IRQ', name: 'IRAQ' },
  { code: 'KWT', name: 'KUWAIT' },
  { code: 'BHR', name: 'BAHRAIN' },
  { code: 'QAT', name: 'QATAR' },
  { code: 'ARE', name: 'UNITED ARAB EMIRATES' },
  { code: 'SAU', name: 'SAUDI ARABIA' },
  { code: 'JOR', name: 'JORDAN' },
  { code: 'DJI', name: 'DJIBOUTI' },
];

export const COUNTRY_BY_CODE: ReadonlyMap<string, Country> = new Map(COUNTRIES.map((c) => [c.code, c] as const));
