/**
 * The example queries of the GraphiQL page at /graphql (src/graphiql/page.ts):
 * one per resource family, each opened in a tab of its own, and the default
 * query of the first tab, whose comment header lists them all.
 *
 * They use only `limit`, `ordering` and selections, so they stay valid while
 * filter input types evolve; test/server/graphiql.test.ts validates every one
 * against the schema and runs it against the demo dataset.
 */

/** Facts of the loaded dataset some examples need (looked up when the page is served). */
export interface ExampleFacts {
  /** an IDV that has labor rates (labor rates are listed under an IDV or an entity) */
  laborRateIdvKey: string | null;
}

export interface GraphiQLExample {
  /** the resource family, as the tab's comment names it */
  family: string;
  /** the REST counterparts (GET), for the comment */
  rest: string[];
  /** a remark shown after the family's name */
  note?: string;
  /** the GraphQL document (one named query) */
  query: string;
  /** who may run it: anyone (default), any API key, or a key of the Small plan and above */
  access?: 'key' | 'small';
  /** the tab's variables */
  variables?: (facts: ExampleFacts) => Record<string, unknown>;
}

/** What the labor-rates tab's variables say when the dataset holds no labor rate. */
export const IDV_KEY_HINT = 'an IDV key (the IDVs tab lists some)';

/** The tab's comment: the family, its note, its REST counterparts; then the query. Lines stay under 56 characters. */
const doc = (e: GraphiQLExample): string =>
  [`# ${e.family}`, ...(e.note ? [`# ${e.note}`] : []), ...e.rest.map((r, i) => `# ${i ? '     ' : 'REST:'} GET ${r}`), e.query.trim(), ''].join('\n');

const EXAMPLES: GraphiQLExample[] = [
  {
    family: 'Contracts',
    rest: ['/api/contracts/?ordering=-obligated&limit=5'],
    query: `query LargestContracts {
  contracts(ordering: "-obligated", limit: 5) {
    count
    next
    results {
      key
      piid
      awardDate
      obligated
      recipient { uei displayName }
      awardingOffice { agencyName officeName }
      naics { code description }
      setAside { code description }
    }
  }
}`,
  },
  {
    family: 'IDVs and vehicles',
    rest: ['/api/idvs/?limit=5', '/api/vehicles/?limit=5'],
    query: `query IdvsAndVehicles {
  idvs(limit: 5) {
    count
    results {
      key
      piid
      idvType { code description }
      recipient { displayName }
      totalEstimatedOrderValue
    }
  }
  vehicles(limit: 5) {
    count
    results { uuid solicitationIdentifier solicitationTitle vehicleType { description } awardeeCount orderCount }
  }
}`,
  },
  {
    family: 'Entities',
    rest: ['/api/entities/?limit=5'],
    query: `query Entities {
  entities(limit: 5) {
    count
    results {
      uei
      legalBusinessName
      cageCode
      registrationStatus
      physicalAddress { city stateOrProvinceCode }
      naicsCodes { code }
    }
  }
}`,
  },
  {
    family: 'Opportunities',
    rest: ['/api/opportunities/?limit=5'],
    query: `query Opportunities {
  opportunities(limit: 5) {
    count
    results {
      opportunityId
      title
      solicitationNumber
      responseDeadline
      naics { code description }
      setAside { code description }
      office { officeName }
    }
  }
}`,
  },
  {
    family: 'State and local',
    rest: ['/api/sled/opportunities/?limit=5'],
    query: `query StateAndLocal {
  sledOpportunities(limit: 5) {
    count
    results { opportunityId title state agency status postedDate responseDeadline }
  }
}`,
    access: 'key',
  },
  {
    family: 'Budget',
    rest: ['/api/budget/accounts/?limit=5'],
    query: `query BudgetAccounts {
  budgetAccounts(limit: 5) {
    count
    results { key federalAccountSymbol accountTitle agencyName fiscalYear enactedBa obligatedTotal contractObligated }
  }
}`,
  },
  {
    family: 'Storefront',
    rest: ['/api/schedule_catalog_contracts/?limit=5', '/api/ebuy/requests/?limit=5'],
    note: 'eBuy: what your linked schedule contracts see',
    query: `query Storefront {
  scheduleCatalogContracts(limit: 5) {
    count
    results { contractNumber schedule sins recipient { displayName } }
  }
  ebuyRequests(limit: 5) {
    count
    results { rfqId title buyerAgency schedule status closeDate }
  }
}`,
    access: 'small',
  },
  {
    family: 'Defense bid board',
    rest: ['/api/dibbs/rfqs/?limit=5'],
    query: `query DefenseBidBoard {
  dibbsRfqs(limit: 5) {
    count
    results { solicitation nsn nomenclature quantity unitOfIssue returnByDate isOpen }
  }
}`,
    access: 'key',
  },
  {
    family: 'IT investments',
    rest: ['/api/itdashboard/?limit=5'],
    query: `query ItInvestments {
  itInvestments(limit: 5) {
    count
    results { uii investmentTitle agencyName bureauName typeOfInvestment }
  }
}`,
  },
  {
    family: 'Grants',
    rest: ['/api/grants/?limit=5'],
    query: `query Grants {
  grants(limit: 5) {
    count
    results {
      grantId
      opportunityNumber
      title
      status { code description }
      importantDates { postedDate responseDate }
      organization { agencyName }
    }
  }
}`,
  },
  {
    family: 'Labor rates',
    rest: ['/api/idvs/{key}/lcats/?limit=5'],
    note: 'listed under an IDV: idvKey, in Variables below',
    query: `query LaborRates($idvKey: String!) {
  laborRates(idvKey: $idvKey, limit: 5) {
    count
    results { laborCategory currentPrice educationLevel minYearsExperience schedule sin recipient { displayName } }
  }
}`,
    variables: (facts) => ({ idvKey: facts.laborRateIdvKey ?? IDV_KEY_HINT }),
    access: 'small',
  },
  {
    family: 'Protests, contract appeals and exclusions',
    rest: ['/api/protests/?limit=3', '/api/contract_appeals/?limit=3', '/api/exclusions/?limit=3'],
    query: `query ProtestsAppealsExclusions {
  protests(limit: 3) {
    count
    results { caseNumber title protester agency outcome decisionDate }
  }
  contractAppeals(limit: 3) {
    count
    results { appellant docketNumbers decisionType decisionDate }
  }
  exclusions(limit: 3) {
    count
    results { exclusionKey displayName exclusionType excludingAgencyName isCurrentlyExcluded }
  }
}`,
    access: 'key',
  },
  {
    family: 'Alerts',
    rest: ['/api/webhooks/alerts/?limit=10'],
    note: "your account's alerts, and what an alert can watch",
    query: `query Alerts {
  alerts(limit: 10) {
    count
    results { alertId name queryType frequency status nextRunAt }
  }
  alertQueryTypes { queryType eventType listEndpoint }
}`,
    access: 'key',
  },
];

export const GRAPHIQL_EXAMPLES: readonly GraphiQLExample[] = EXAMPLES.map((e) => ({ ...e, query: doc(e) }));

const ACCESS = { anyone: '', key: ' (API key)', small: ' (API key, Small plan and up)' };

/** The placeholder the headers editor shows; requests carrying it unchanged go out without a key. */
export const API_KEY_PLACEHOLDER = 'paste-your-api-key-here';

/** The first tab: how to use the page, the list of example tabs, then the contracts example. */
export const DEFAULT_QUERY = `# Procurement Data Service — GraphQL
#
# Every REST list is a typed query here. A selection
# set means what the REST shape parameter means.
#
# Run: the pink button, or Ctrl-Enter.
# Docs: the book icon at the top left.
#
# API key: open Headers below and replace
# "${API_KEY_PLACEHOLDER}" with your key.
# Without it you are an anonymous caller. A key set
# in one tab also serves the tabs that still show
# the placeholder.
#
# One tab per resource family (the tabs above):
${GRAPHIQL_EXAMPLES.map((e) => `#  - ${e.family}${ACCESS[e.access ?? 'anyone']}`).join('\n')}
#
${GRAPHIQL_EXAMPLES[0].query.split('\n').filter((l) => !l.startsWith('# ')).join('\n')}`;
