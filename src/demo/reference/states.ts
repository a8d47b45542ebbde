/**
 * U.S. states, the District of Columbia and the five inhabited territories,
 * with FIPS codes and a handful of real cities each (5-digit ZIP, county name
 * and 3-digit county FIPS code, as FPDS/USAspending place-of-performance
 * fields carry them). Cities lean toward places with heavy federal
 * contracting activity (state capitals, major metros, installations).
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
}

export interface StateInfo {
  /** USPS code, e.g. 'VA'. */
  readonly code: string;
  readonly name: string;
  /** 2-digit state FIPS code, e.g. '51'. */
  readonly fips: string;
  readonly isTerritory: boolean;
  readonly cities: readonly City[];
}

export interface Country {
  /** ISO 3166-1 alpha-3. */
  readonly code: string;
  readonly name: string;
}

type RawCity = readonly [name: string, zip: string, county: string, countyFips: string];
type RawState = readonly [code: string, name: string, fips: string, cities: readonly RawCity[]];

const RAW_STATES: readonly RawState[] = [
  ['AL', 'Alabama', '01', [
    ['Montgomery', '36104', 'Montgomery', '101'],
    ['Birmingham', '35203', 'Jefferson', '073'],
    ['Huntsville', '35801', 'Madison', '089'],
    ['Redstone Arsenal', '35898', 'Madison', '089'],
    ['Mobile', '36602', 'Mobile', '097'],
    ['Tuscaloosa', '35401', 'Tuscaloosa', '125'],
    ['Dothan', '36301', 'Houston', '069'],
  ]],
  ['AK', 'Alaska', '02', [
    ['Anchorage', '99501', 'Anchorage', '020'],
    ['Fairbanks', '99701', 'Fairbanks North Star', '090'],
    ['Juneau', '99801', 'Juneau', '110'],
    ['Wasilla', '99654', 'Matanuska-Susitna', '170'],
    ['Ketchikan', '99901', 'Ketchikan Gateway', '130'],
  ]],
  ['AZ', 'Arizona', '04', [
    ['Phoenix', '85003', 'Maricopa', '013'],
    ['Tucson', '85701', 'Pima', '019'],
    ['Mesa', '85201', 'Maricopa', '013'],
    ['Scottsdale', '85251', 'Maricopa', '013'],
    ['Flagstaff', '86001', 'Coconino', '005'],
    ['Yuma', '85364', 'Yuma', '027'],
    ['Sierra Vista', '85635', 'Cochise', '003'],
  ]],
  ['AR', 'Arkansas', '05', [
    ['Little Rock', '72201', 'Pulaski', '119'],
    ['Fayetteville', '72701', 'Washington', '143'],
    ['Fort Smith', '72901', 'Sebastian', '131'],
    ['Jonesboro', '72401', 'Craighead', '031'],
    ['Pine Bluff', '71601', 'Jefferson', '069'],
  ]],
  ['CA', 'California', '06', [
    ['Sacramento', '95814', 'Sacramento', '067'],
    ['Los Angeles', '90012', 'Los Angeles', '037'],
    ['San Diego', '92101', 'San Diego', '073'],
    ['San Francisco', '94102', 'San Francisco', '075'],
    ['San Jose', '95113', 'Santa Clara', '085'],
    ['El Segundo', '90245', 'Los Angeles', '037'],
    ['Oakland', '94612', 'Alameda', '001'],
    ['Fresno', '93721', 'Fresno', '019'],
  ]],
  ['CO', 'Colorado', '08', [
    ['Denver', '80202', 'Denver', '031'],
    ['Colorado Springs', '80903', 'El Paso', '041'],
    ['Aurora', '80012', 'Arapahoe', '005'],
    ['Boulder', '80302', 'Boulder', '013'],
    ['Lakewood', '80226', 'Jefferson', '059'],
    ['Fort Collins', '80521', 'Larimer', '069'],
  ]],
  ['CT', 'Connecticut', '09', [
    ['Hartford', '06103', 'Hartford', '003'],
    ['New Haven', '06510', 'New Haven', '009'],
    ['Bridgeport', '06604', 'Fairfield', '001'],
    ['Stamford', '06901', 'Fairfield', '001'],
    ['Groton', '06340', 'New London', '011'],
  ]],
  ['DE', 'Delaware', '10', [
    ['Dover', '19901', 'Kent', '001'],
    ['Wilmington', '19801', 'New Castle', '003'],
    ['Newark', '19711', 'New Castle', '003'],
    ['Georgetown', '19947', 'Sussex', '005'],
  ]],
  ['DC', 'District of Columbia', '11', [
    ['Washington', '20001', 'District of Columbia', '001'],
    ['Washington', '20004', 'District of Columbia', '001'],
    ['Washington', '20024', 'District of Columbia', '001'],
    ['Washington', '20036', 'District of Columbia', '001'],
    ['Washington', '20590', 'District of Columbia', '001'],
  ]],
  ['FL', 'Florida', '12', [
    ['Tallahassee', '32301', 'Leon', '073'],
    ['Jacksonville', '32202', 'Duval', '031'],
    ['Miami', '33130', 'Miami-Dade', '086'],
    ['Tampa', '33602', 'Hillsborough', '057'],
    ['Orlando', '32801', 'Orange', '095'],
    ['Pensacola', '32502', 'Escambia', '033'],
    ['Melbourne', '32901', 'Brevard', '009'],
    ['Fort Walton Beach', '32548', 'Okaloosa', '091'],
  ]],
  ['GA', 'Georgia', '13', [
    ['Atlanta', '30303', 'Fulton', '121'],
    ['Savannah', '31401', 'Chatham', '051'],
    ['Augusta', '30901', 'Richmond', '245'],
    ['Columbus', '31901', 'Muscogee', '215'],
    ['Warner Robins', '31093', 'Houston', '153'],
    ['Macon', '31201', 'Bibb', '021'],
  ]],
  ['HI', 'Hawaii', '15', [
    ['Honolulu', '96813', 'Honolulu', '003'],
    ['Kailua', '96734', 'Honolulu', '003'],
    ['Hilo', '96720', 'Hawaii', '001'],
    ['Kahului', '96732', 'Maui', '009'],
    ['Lihue', '96766', 'Kauai', '007'],
  ]],
  ['ID', 'Idaho', '16', [
    ['Boise', '83702', 'Ada', '001'],
    ['Idaho Falls', '83402', 'Bonneville', '019'],
    ['Pocatello', '83201', 'Bannock', '005'],
    ["Coeur d'Alene", '83814', 'Kootenai', '055'],
    ['Nampa', '83651', 'Canyon', '027'],
  ]],
  ['IL', 'Illinois', '17', [
    ['Springfield', '62701', 'Sangamon', '167'],
    ['Chicago', '60604', 'Cook', '031'],
    ['Rock Island', '61201', 'Rock Island', '161'],
    ['Naperville', '60540', 'DuPage', '043'],
    ['Peoria', '61602', 'Peoria', '143'],
    ['Champaign', '61820', 'Champaign', '019'],
    ['Belleville', '62220', 'St. Clair', '163'],
    ['Hines', '60141', 'Cook', '031'],
  ]],
  ['IN', 'Indiana', '18', [
    ['Indianapolis', '46204', 'Marion', '097'],
    ['Fort Wayne', '46802', 'Allen', '003'],
    ['Evansville', '47708', 'Vanderburgh', '163'],
    ['South Bend', '46601', 'St. Joseph', '141'],
    ['Bloomington', '47408', 'Monroe', '105'],
    ['Crane', '47522', 'Martin', '101'],
  ]],
  ['IA', 'Iowa', '19', [
    ['Des Moines', '50309', 'Polk', '153'],
    ['Cedar Rapids', '52401', 'Linn', '113'],
    ['Davenport', '52801', 'Scott', '163'],
    ['Iowa City', '52240', 'Johnson', '103'],
    ['Ames', '50010', 'Story', '169'],
  ]],
  ['KS', 'Kansas', '20', [
    ['Topeka', '66603', 'Shawnee', '177'],
    ['Wichita', '67202', 'Sedgwick', '173'],
    ['Kansas City', '66101', 'Wyandotte', '209'],
    ['Overland Park', '66210', 'Johnson', '091'],
    ['Lawrence', '66044', 'Douglas', '045'],
    ['Leavenworth', '66048', 'Leavenworth', '103'],
    ['Manhattan', '66502', 'Riley', '161'],
  ]],
  ['KY', 'Kentucky', '21', [
    ['Frankfort', '40601', 'Franklin', '073'],
    ['Louisville', '40202', 'Jefferson', '111'],
    ['Lexington', '40507', 'Fayette', '067'],
    ['Bowling Green', '42101', 'Warren', '227'],
    ['Fort Knox', '40121', 'Hardin', '093'],
    ['Fort Campbell', '42223', 'Christian', '047'],
  ]],
  ['LA', 'Louisiana', '22', [
    ['Baton Rouge', '70801', 'East Baton Rouge', '033'],
    ['New Orleans', '70112', 'Orleans', '071'],
    ['Shreveport', '71101', 'Caddo', '017'],
    ['Lafayette', '70501', 'Lafayette', '055'],
    ['Lake Charles', '70601', 'Calcasieu', '019'],
    ['Bossier City', '71111', 'Bossier', '015'],
  ]],
  ['ME', 'Maine', '23', [
    ['Augusta', '04330', 'Kennebec', '011'],
    ['Portland', '04101', 'Cumberland', '005'],
    ['Bangor', '04401', 'Penobscot', '019'],
    ['Kittery', '03904', 'York', '031'],
    ['Lewiston', '04240', 'Androscoggin', '001'],
  ]],
  ['MD', 'Maryland', '24', [
    ['Annapolis', '21401', 'Anne Arundel', '003'],
    ['Baltimore', '21202', 'Baltimore City', '510'],
    ['Bethesda', '20892', 'Montgomery', '031'],
    ['Rockville', '20852', 'Montgomery', '031'],
    ['Aberdeen Proving Ground', '21005', 'Harford', '025'],
    ['Patuxent River', '20670', "St. Mary's", '037'],
    ['Fort Meade', '20755', 'Anne Arundel', '003'],
    ['Greenbelt', '20771', "Prince George's", '033'],
  ]],
  ['MA', 'Massachusetts', '25', [
    ['Boston', '02108', 'Suffolk', '025'],
    ['Cambridge', '02142', 'Middlesex', '017'],
    ['Worcester', '01608', 'Worcester', '027'],
    ['Springfield', '01103', 'Hampden', '013'],
    ['Natick', '01760', 'Middlesex', '017'],
    ['Bedford', '01730', 'Middlesex', '017'],
  ]],
  ['MI', 'Michigan', '26', [
    ['Lansing', '48933', 'Ingham', '065'],
    ['Detroit', '48226', 'Wayne', '163'],
    ['Warren', '48397', 'Macomb', '099'],
    ['Grand Rapids', '49503', 'Kent', '081'],
    ['Ann Arbor', '48104', 'Washtenaw', '161'],
    ['Battle Creek', '49037', 'Calhoun', '025'],
  ]],
  ['MN', 'Minnesota', '27', [
    ['Saint Paul', '55101', 'Ramsey', '123'],
    ['Minneapolis', '55401', 'Hennepin', '053'],
    ['Rochester', '55901', 'Olmsted', '109'],
    ['Duluth', '55802', 'St. Louis', '137'],
    ['Bloomington', '55425', 'Hennepin', '053'],
  ]],
  ['MS', 'Mississippi', '28', [
    ['Jackson', '39201', 'Hinds', '049'],
    ['Gulfport', '39501', 'Harrison', '047'],
    ['Biloxi', '39530', 'Harrison', '047'],
    ['Hattiesburg', '39401', 'Forrest', '035'],
    ['Columbus', '39701', 'Lowndes', '087'],
    ['Stennis Space Center', '39529', 'Hancock', '045'],
    ['Vicksburg', '39180', 'Warren', '149'],
  ]],
  ['MO', 'Missouri', '29', [
    ['Jefferson City', '65101', 'Cole', '051'],
    ['Kansas City', '64106', 'Jackson', '095'],
    ['St. Louis', '63103', 'St. Louis City', '510'],
    ['Springfield', '65806', 'Greene', '077'],
    ['Columbia', '65201', 'Boone', '019'],
    ['Fort Leonard Wood', '65473', 'Pulaski', '169'],
  ]],
  ['MT', 'Montana', '30', [
    ['Helena', '59601', 'Lewis and Clark', '049'],
    ['Billings', '59101', 'Yellowstone', '111'],
    ['Missoula', '59802', 'Missoula', '063'],
    ['Great Falls', '59401', 'Cascade', '013'],
    ['Bozeman', '59715', 'Gallatin', '031'],
  ]],
  ['NE', 'Nebraska', '31', [
    ['Lincoln', '68508', 'Lancaster', '109'],
    ['Omaha', '68102', 'Douglas', '055'],
    ['Bellevue', '68005', 'Sarpy', '153'],
    ['Grand Island', '68801', 'Hall', '079'],
    ['Kearney', '68847', 'Buffalo', '019'],
  ]],
  ['NV', 'Nevada', '32', [
    ['Carson City', '89701', 'Carson City', '510'],
    ['Las Vegas', '89101', 'Clark', '003'],
    ['Henderson', '89002', 'Clark', '003'],
    ['Reno', '89501', 'Washoe', '031'],
    ['Fallon', '89406', 'Churchill', '001'],
  ]],
  ['NH', 'New Hampshire', '33', [
    ['Concord', '03301', 'Merrimack', '013'],
    ['Manchester', '03101', 'Hillsborough', '011'],
    ['Nashua', '03060', 'Hillsborough', '011'],
    ['Portsmouth', '03801', 'Rockingham', '015'],
    ['Hanover', '03755', 'Grafton', '009'],
  ]],
  ['NJ', 'New Jersey', '34', [
    ['Trenton', '08608', 'Mercer', '021'],
    ['Newark', '07102', 'Essex', '013'],
    ['Picatinny Arsenal', '07806', 'Morris', '027'],
    ['Eatontown', '07724', 'Monmouth', '025'],
    ['Lakehurst', '08733', 'Ocean', '029'],
    ['Jersey City', '07302', 'Hudson', '017'],
    ['Camden', '08102', 'Camden', '007'],
    ['Princeton', '08540', 'Mercer', '021'],
  ]],
  ['NM', 'New Mexico', '35', [
    ['Santa Fe', '87501', 'Santa Fe', '049'],
    ['Albuquerque', '87102', 'Bernalillo', '001'],
    ['Las Cruces', '88001', 'Dona Ana', '013'],
    ['Los Alamos', '87544', 'Los Alamos', '028'],
    ['Roswell', '88201', 'Chaves', '005'],
    ['Alamogordo', '88310', 'Otero', '035'],
  ]],
  ['NY', 'New York', '36', [
    ['Albany', '12207', 'Albany', '001'],
    ['New York', '10007', 'New York', '061'],
    ['Brooklyn', '11201', 'Kings', '047'],
    ['Buffalo', '14202', 'Erie', '029'],
    ['Rochester', '14604', 'Monroe', '055'],
    ['Syracuse', '13202', 'Onondaga', '067'],
    ['Rome', '13441', 'Oneida', '065'],
    ['West Point', '10996', 'Orange', '071'],
  ]],
  ['NC', 'North Carolina', '37', [
    ['Raleigh', '27601', 'Wake', '183'],
    ['Charlotte', '28202', 'Mecklenburg', '119'],
    ['Durham', '27701', 'Durham', '063'],
    ['Research Triangle Park', '27709', 'Durham', '063'],
    ['Fayetteville', '28301', 'Cumberland', '051'],
    ['Jacksonville', '28540', 'Onslow', '133'],
    ['Greensboro', '27401', 'Guilford', '081'],
    ['Asheville', '28801', 'Buncombe', '021'],
  ]],
  ['ND', 'North Dakota', '38', [
    ['Bismarck', '58501', 'Burleigh', '015'],
    ['Fargo', '58102', 'Cass', '017'],
    ['Grand Forks', '58201', 'Grand Forks', '035'],
    ['Minot', '58701', 'Ward', '101'],
  ]],
  ['OH', 'Ohio', '39', [
    ['Columbus', '43215', 'Franklin', '049'],
    ['Cleveland', '44114', 'Cuyahoga', '035'],
    ['Cincinnati', '45202', 'Hamilton', '061'],
    ['Dayton', '45402', 'Montgomery', '113'],
    ['Wright-Patterson AFB', '45433', 'Greene', '057'],
    ['Toledo', '43604', 'Lucas', '095'],
    ['Akron', '44308', 'Summit', '153'],
    ['Independence', '44131', 'Cuyahoga', '035'],
  ]],
  ['OK', 'Oklahoma', '40', [
    ['Oklahoma City', '73102', 'Oklahoma', '109'],
    ['Tulsa', '74103', 'Tulsa', '143'],
    ['Norman', '73069', 'Cleveland', '027'],
    ['Lawton', '73501', 'Comanche', '031'],
    ['Midwest City', '73110', 'Oklahoma', '109'],
  ]],
  ['OR', 'Oregon', '41', [
    ['Salem', '97301', 'Marion', '047'],
    ['Portland', '97204', 'Multnomah', '051'],
    ['Eugene', '97401', 'Lane', '039'],
    ['Bend', '97701', 'Deschutes', '017'],
    ['Medford', '97501', 'Jackson', '029'],
  ]],
  ['PA', 'Pennsylvania', '42', [
    ['Harrisburg', '17101', 'Dauphin', '043'],
    ['Philadelphia', '19103', 'Philadelphia', '101'],
    ['Pittsburgh', '15222', 'Allegheny', '003'],
    ['Mechanicsburg', '17050', 'Cumberland', '041'],
    ['Allentown', '18101', 'Lehigh', '077'],
    ['Erie', '16501', 'Erie', '049'],
    ['State College', '16801', 'Centre', '027'],
    ['Tobyhanna', '18466', 'Monroe', '089'],
  ]],
  ['RI', 'Rhode Island', '44', [
    ['Providence', '02903', 'Providence', '007'],
    ['Newport', '02840', 'Newport', '005'],
    ['Warwick', '02886', 'Kent', '003'],
    ['Cranston', '02910', 'Providence', '007'],
    ['Middletown', '02842', 'Newport', '005'],
  ]],
  ['SC', 'South Carolina', '45', [
    ['Columbia', '29201', 'Richland', '079'],
    ['Charleston', '29401', 'Charleston', '019'],
    ['North Charleston', '29405', 'Charleston', '019'],
    ['Greenville', '29601', 'Greenville', '045'],
    ['Sumter', '29150', 'Sumter', '085'],
    ['Beaufort', '29902', 'Beaufort', '013'],
    ['Aiken', '29801', 'Aiken', '003'],
  ]],
  ['SD', 'South Dakota', '46', [
    ['Pierre', '57501', 'Hughes', '065'],
    ['Sioux Falls', '57104', 'Minnehaha', '099'],
    ['Rapid City', '57701', 'Pennington', '103'],
    ['Aberdeen', '57401', 'Brown', '013'],
    ['Brookings', '57006', 'Brookings', '011'],
  ]],
  ['TN', 'Tennessee', '47', [
    ['Nashville', '37219', 'Davidson', '037'],
    ['Memphis', '38103', 'Shelby', '157'],
    ['Knoxville', '37902', 'Knox', '093'],
    ['Chattanooga', '37402', 'Hamilton', '065'],
    ['Oak Ridge', '37830', 'Anderson', '001'],
    ['Murfreesboro', '37130', 'Rutherford', '149'],
    ['Clarksville', '37040', 'Montgomery', '125'],
  ]],
  ['TX', 'Texas', '48', [
    ['Austin', '78701', 'Travis', '453'],
    ['Houston', '77002', 'Harris', '201'],
    ['San Antonio', '78205', 'Bexar', '029'],
    ['Dallas', '75201', 'Dallas', '113'],
    ['Fort Worth', '76102', 'Tarrant', '439'],
    ['El Paso', '79901', 'El Paso', '141'],
    ['Killeen', '76541', 'Bell', '027'],
    ['Corpus Christi', '78401', 'Nueces', '355'],
  ]],
  ['UT', 'Utah', '49', [
    ['Salt Lake City', '84111', 'Salt Lake', '035'],
    ['Ogden', '84401', 'Weber', '057'],
    ['Provo', '84601', 'Utah', '049'],
    ['Hill AFB', '84056', 'Davis', '011'],
    ['Logan', '84321', 'Cache', '005'],
    ['St. George', '84770', 'Washington', '053'],
  ]],
  ['VT', 'Vermont', '50', [
    ['Montpelier', '05602', 'Washington', '023'],
    ['Burlington', '05401', 'Chittenden', '007'],
    ['Williston', '05495', 'Chittenden', '007'],
    ['Rutland', '05701', 'Rutland', '021'],
    ['Brattleboro', '05301', 'Windham', '025'],
  ]],
  ['VA', 'Virginia', '51', [
    ['Richmond', '23219', 'Richmond City', '760'],
    ['Arlington', '22202', 'Arlington', '013'],
    ['Alexandria', '22314', 'Alexandria City', '510'],
    ['Norfolk', '23511', 'Norfolk City', '710'],
    ['Fort Belvoir', '22060', 'Fairfax', '059'],
    ['Reston', '20190', 'Fairfax', '059'],
    ['Quantico', '22134', 'Prince William', '153'],
    ['Hampton', '23681', 'Hampton City', '650'],
  ]],
  ['WA', 'Washington', '53', [
    ['Olympia', '98501', 'Thurston', '067'],
    ['Seattle', '98104', 'King', '033'],
    ['Tacoma', '98402', 'Pierce', '053'],
    ['Joint Base Lewis-McChord', '98433', 'Pierce', '053'],
    ['Spokane', '99201', 'Spokane', '063'],
    ['Bremerton', '98337', 'Kitsap', '035'],
    ['Richland', '99352', 'Benton', '005'],
    ['Vancouver', '98660', 'Clark', '011'],
  ]],
  ['WV', 'West Virginia', '54', [
    ['Charleston', '25301', 'Kanawha', '039'],
    ['Morgantown', '26505', 'Monongalia', '061'],
    ['Huntington', '25701', 'Cabell', '011'],
    ['Parkersburg', '26101', 'Wood', '107'],
    ['Martinsburg', '25401', 'Berkeley', '003'],
    ['Clarksburg', '26301', 'Harrison', '033'],
  ]],
  ['WI', 'Wisconsin', '55', [
    ['Madison', '53703', 'Dane', '025'],
    ['Milwaukee', '53202', 'Milwaukee', '079'],
    ['Green Bay', '54301', 'Brown', '009'],
    ['Oshkosh', '54901', 'Winnebago', '139'],
    ['La Crosse', '54601', 'La Crosse', '063'],
  ]],
  ['WY', 'Wyoming', '56', [
    ['Cheyenne', '82001', 'Laramie', '021'],
    ['Casper', '82601', 'Natrona', '025'],
    ['Laramie', '82070', 'Albany', '001'],
    ['Gillette', '82716', 'Campbell', '005'],
    ['Rock Springs', '82901', 'Sweetwater', '037'],
  ]],
  // ---- Territories ----
  ['AS', 'American Samoa', '60', [
    ['Pago Pago', '96799', 'Eastern District', '010'],
    ['Fagatogo', '96799', 'Eastern District', '010'],
    ['Tafuna', '96799', 'Western District', '050'],
    ['Leone', '96799', 'Western District', '050'],
  ]],
  ['GU', 'Guam', '66', [
    ['Hagatna', '96910', 'Guam', '010'],
    ['Tamuning', '96913', 'Guam', '010'],
    ['Dededo', '96929', 'Guam', '010'],
    ['Santa Rita', '96915', 'Guam', '010'],
  ]],
  ['MP', 'Northern Mariana Islands', '69', [
    ['Saipan', '96950', 'Saipan', '110'],
    ['Garapan', '96950', 'Saipan', '110'],
    ['Tinian', '96952', 'Tinian', '120'],
    ['Rota', '96951', 'Rota', '100'],
  ]],
  ['PR', 'Puerto Rico', '72', [
    ['San Juan', '00901', 'San Juan', '127'],
    ['Bayamon', '00959', 'Bayamon', '021'],
    ['Ponce', '00730', 'Ponce', '113'],
    ['Mayaguez', '00680', 'Mayaguez', '097'],
    ['Caguas', '00725', 'Caguas', '025'],
    ['Carolina', '00979', 'Carolina', '031'],
  ]],
  ['VI', 'U.S. Virgin Islands', '78', [
    ['Charlotte Amalie', '00802', 'St. Thomas', '030'],
    ['Christiansted', '00820', 'St. Croix', '010'],
    ['Frederiksted', '00840', 'St. Croix', '010'],
    ['Cruz Bay', '00830', 'St. John', '020'],
  ]],
];

const TERRITORY_CODES: ReadonlySet<string> = new Set(['AS', 'GU', 'MP', 'PR', 'VI']);

export const STATES: readonly StateInfo[] = RAW_STATES.map(([code, name, fips, cities]): StateInfo => ({
  code,
  name,
  fips,
  isTerritory: TERRITORY_CODES.has(code),
  cities: cities.map(([cityName, zip, county, countyFips]): City => ({ name: cityName, zip, county, countyFips })),
}));

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
