/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query Agencies($filter: AgencyFilter, $limit: Int, $page: Int) {\n  agencies(filter: $filter, limit: $limit, page: $page) {\n    count\n    next\n    results {\n      code\n      name\n      abbreviation\n    }\n  }\n}": typeof types.AgenciesDocument,
    "query Alerts($limit: Int, $page: Int) {\n  alerts(limit: $limit, page: $page) {\n    count\n    results {\n      alertId\n      name\n      queryType\n      frequency\n      status\n    }\n  }\n  alertQueryTypes {\n    queryType\n    eventType\n    listEndpoint\n  }\n}": typeof types.AlertsDocument,
    "query BudgetAccounts($filter: BudgetAccountFilter, $limit: Int, $page: Int) {\n  budgetAccounts(filter: $filter, limit: $limit, page: $page) {\n    count\n    next\n    results {\n      key\n      federalAccountSymbol\n      fiscalYear\n      accountTitle\n      agencyName\n      enactedBa\n    }\n  }\n}": typeof types.BudgetAccountsDocument,
    "query Contracts($filter: ContractFilter, $cursor: String, $limit: Int) {\n  contracts(filter: $filter, cursor: $cursor, limit: $limit) {\n    count\n    next\n    previous\n    cursor\n    results {\n      key\n      piid\n      awardDate\n      fiscalYear\n      naicsCode\n      pscCode\n      obligated\n      description\n    }\n  }\n}": typeof types.ContractsDocument,
    "query DibbsRfqs($filter: DibbsRfqFilter, $limit: Int, $page: Int) {\n  dibbsRfqs(filter: $filter, limit: $limit, page: $page) {\n    count\n    next\n    results {\n      uuid\n      solicitation\n      nsn\n      nomenclature\n      quantity\n      returnByDate\n      isOpen\n    }\n  }\n}": typeof types.DibbsRfqsDocument,
    "query Entities($filter: EntityFilter, $limit: Int, $page: Int) {\n  entities(filter: $filter, limit: $limit, page: $page) {\n    count\n    next\n    results {\n      uei\n      legalBusinessName\n      cageCode\n      primaryNaics\n      registrationStatus\n    }\n  }\n}": typeof types.EntitiesDocument,
    "query Grants($filter: GrantFilter, $limit: Int, $page: Int) {\n  grants(filter: $filter, limit: $limit, page: $page) {\n    count\n    next\n    results {\n      grantId\n      opportunityNumber\n      title\n      agencyCode\n      lastUpdated\n    }\n  }\n}": typeof types.GrantsDocument,
    "query Idvs($filter: IdvFilter, $cursor: String, $limit: Int) {\n  idvs(filter: $filter, cursor: $cursor, limit: $limit) {\n    count\n    next\n    results {\n      key\n      piid\n      awardDate\n      naicsCode\n      obligated\n      totalContractValue\n    }\n  }\n}": typeof types.IdvsDocument,
    "query ItInvestments($filter: ItInvestmentFilter, $limit: Int, $page: Int) {\n  itInvestments(filter: $filter, limit: $limit, page: $page) {\n    count\n    next\n    results {\n      uii\n      investmentTitle\n      agencyName\n      bureauName\n      typeOfInvestment\n      updatedTime\n    }\n  }\n}": typeof types.ItInvestmentsDocument,
    "query LaborRates($idvKey: String, $entityUei: String, $filter: LaborRateFilter, $limit: Int, $page: Int) {\n  laborRates(\n    idvKey: $idvKey\n    entityUei: $entityUei\n    filter: $filter\n    limit: $limit\n    page: $page\n  ) {\n    count\n    next\n    results {\n      uuid\n      laborCategory\n      currentPrice\n      schedule\n      sin\n      minYearsExperience\n    }\n  }\n}": typeof types.LaborRatesDocument,
    "query LegalRecords($protests: ProtestFilter, $appeals: ContractAppealFilter, $exclusions: ExclusionFilter, $limit: Int) {\n  protests(filter: $protests, limit: $limit) {\n    count\n    results {\n      caseId\n      caseNumber\n      title\n      protester\n      agency\n      outcome\n      filedDate\n    }\n  }\n  contractAppeals(filter: $appeals, limit: $limit) {\n    count\n    results {\n      uuid\n      board\n      appellant\n      decisionDate\n      decisionType\n    }\n  }\n  exclusions(filter: $exclusions, limit: $limit) {\n    count\n    results {\n      exclusionKey\n      displayName\n      exclusionType\n      activateDate\n      isCurrentlyExcluded\n    }\n  }\n}": typeof types.LegalRecordsDocument,
    "query Opportunities($filter: OpportunityFilter, $limit: Int, $page: Int) {\n  opportunities(filter: $filter, limit: $limit, page: $page) {\n    count\n    next\n    results {\n      opportunityId\n      title\n      solicitationNumber\n      naicsCode\n      responseDeadline\n      active\n    }\n  }\n}": typeof types.OpportunitiesDocument,
    "query Organizations($filter: OrganizationFilter, $limit: Int, $page: Int) {\n  organizations(filter: $filter, limit: $limit, page: $page) {\n    count\n    next\n    results {\n      organizationId\n      name\n      type\n      level\n      code\n      isActive\n    }\n  }\n}": typeof types.OrganizationsDocument,
    "query SledOpportunities($filter: SledOpportunityFilter, $limit: Int, $page: Int) {\n  sledOpportunities(filter: $filter, limit: $limit, page: $page) {\n    count\n    next\n    results {\n      opportunityId\n      title\n      state\n      agency\n      solicitationNumber\n      postedDate\n      responseDeadline\n    }\n  }\n}": typeof types.SledOpportunitiesDocument,
    "query Storefront($filter: StorefrontRequestFilter, $limit: Int) {\n  ebuyAccess {\n    enabled\n    reason\n    contracts\n  }\n  ebuyRequests(filter: $filter, limit: $limit) {\n    count\n    results {\n      rfqId\n      title\n      status\n      issueDate\n      closeDate\n    }\n  }\n}": typeof types.StorefrontDocument,
    "query Vehicles($filter: VehicleFilter, $limit: Int, $page: Int) {\n  vehicles(filter: $filter, limit: $limit, page: $page) {\n    count\n    next\n    page\n    results {\n      uuid\n      solicitationIdentifier\n      solicitationTitle\n      fiscalYear\n      awardeeCount\n      totalObligated\n    }\n  }\n}": typeof types.VehiclesDocument,
};
const documents: Documents = {
    "query Agencies($filter: AgencyFilter, $limit: Int, $page: Int) {\n  agencies(filter: $filter, limit: $limit, page: $page) {\n    count\n    next\n    results {\n      code\n      name\n      abbreviation\n    }\n  }\n}": types.AgenciesDocument,
    "query Alerts($limit: Int, $page: Int) {\n  alerts(limit: $limit, page: $page) {\n    count\n    results {\n      alertId\n      name\n      queryType\n      frequency\n      status\n    }\n  }\n  alertQueryTypes {\n    queryType\n    eventType\n    listEndpoint\n  }\n}": types.AlertsDocument,
    "query BudgetAccounts($filter: BudgetAccountFilter, $limit: Int, $page: Int) {\n  budgetAccounts(filter: $filter, limit: $limit, page: $page) {\n    count\n    next\n    results {\n      key\n      federalAccountSymbol\n      fiscalYear\n      accountTitle\n      agencyName\n      enactedBa\n    }\n  }\n}": types.BudgetAccountsDocument,
    "query Contracts($filter: ContractFilter, $cursor: String, $limit: Int) {\n  contracts(filter: $filter, cursor: $cursor, limit: $limit) {\n    count\n    next\n    previous\n    cursor\n    results {\n      key\n      piid\n      awardDate\n      fiscalYear\n      naicsCode\n      pscCode\n      obligated\n      description\n    }\n  }\n}": types.ContractsDocument,
    "query DibbsRfqs($filter: DibbsRfqFilter, $limit: Int, $page: Int) {\n  dibbsRfqs(filter: $filter, limit: $limit, page: $page) {\n    count\n    next\n    results {\n      uuid\n      solicitation\n      nsn\n      nomenclature\n      quantity\n      returnByDate\n      isOpen\n    }\n  }\n}": types.DibbsRfqsDocument,
    "query Entities($filter: EntityFilter, $limit: Int, $page: Int) {\n  entities(filter: $filter, limit: $limit, page: $page) {\n    count\n    next\n    results {\n      uei\n      legalBusinessName\n      cageCode\n      primaryNaics\n      registrationStatus\n    }\n  }\n}": types.EntitiesDocument,
    "query Grants($filter: GrantFilter, $limit: Int, $page: Int) {\n  grants(filter: $filter, limit: $limit, page: $page) {\n    count\n    next\n    results {\n      grantId\n      opportunityNumber\n      title\n      agencyCode\n      lastUpdated\n    }\n  }\n}": types.GrantsDocument,
    "query Idvs($filter: IdvFilter, $cursor: String, $limit: Int) {\n  idvs(filter: $filter, cursor: $cursor, limit: $limit) {\n    count\n    next\n    results {\n      key\n      piid\n      awardDate\n      naicsCode\n      obligated\n      totalContractValue\n    }\n  }\n}": types.IdvsDocument,
    "query ItInvestments($filter: ItInvestmentFilter, $limit: Int, $page: Int) {\n  itInvestments(filter: $filter, limit: $limit, page: $page) {\n    count\n    next\n    results {\n      uii\n      investmentTitle\n      agencyName\n      bureauName\n      typeOfInvestment\n      updatedTime\n    }\n  }\n}": types.ItInvestmentsDocument,
    "query LaborRates($idvKey: String, $entityUei: String, $filter: LaborRateFilter, $limit: Int, $page: Int) {\n  laborRates(\n    idvKey: $idvKey\n    entityUei: $entityUei\n    filter: $filter\n    limit: $limit\n    page: $page\n  ) {\n    count\n    next\n    results {\n      uuid\n      laborCategory\n      currentPrice\n      schedule\n      sin\n      minYearsExperience\n    }\n  }\n}": types.LaborRatesDocument,
    "query LegalRecords($protests: ProtestFilter, $appeals: ContractAppealFilter, $exclusions: ExclusionFilter, $limit: Int) {\n  protests(filter: $protests, limit: $limit) {\n    count\n    results {\n      caseId\n      caseNumber\n      title\n      protester\n      agency\n      outcome\n      filedDate\n    }\n  }\n  contractAppeals(filter: $appeals, limit: $limit) {\n    count\n    results {\n      uuid\n      board\n      appellant\n      decisionDate\n      decisionType\n    }\n  }\n  exclusions(filter: $exclusions, limit: $limit) {\n    count\n    results {\n      exclusionKey\n      displayName\n      exclusionType\n      activateDate\n      isCurrentlyExcluded\n    }\n  }\n}": types.LegalRecordsDocument,
    "query Opportunities($filter: OpportunityFilter, $limit: Int, $page: Int) {\n  opportunities(filter: $filter, limit: $limit, page: $page) {\n    count\n    next\n    results {\n      opportunityId\n      title\n      solicitationNumber\n      naicsCode\n      responseDeadline\n      active\n    }\n  }\n}": types.OpportunitiesDocument,
    "query Organizations($filter: OrganizationFilter, $limit: Int, $page: Int) {\n  organizations(filter: $filter, limit: $limit, page: $page) {\n    count\n    next\n    results {\n      organizationId\n      name\n      type\n      level\n      code\n      isActive\n    }\n  }\n}": types.OrganizationsDocument,
    "query SledOpportunities($filter: SledOpportunityFilter, $limit: Int, $page: Int) {\n  sledOpportunities(filter: $filter, limit: $limit, page: $page) {\n    count\n    next\n    results {\n      opportunityId\n      title\n      state\n      agency\n      solicitationNumber\n      postedDate\n      responseDeadline\n    }\n  }\n}": types.SledOpportunitiesDocument,
    "query Storefront($filter: StorefrontRequestFilter, $limit: Int) {\n  ebuyAccess {\n    enabled\n    reason\n    contracts\n  }\n  ebuyRequests(filter: $filter, limit: $limit) {\n    count\n    results {\n      rfqId\n      title\n      status\n      issueDate\n      closeDate\n    }\n  }\n}": types.StorefrontDocument,
    "query Vehicles($filter: VehicleFilter, $limit: Int, $page: Int) {\n  vehicles(filter: $filter, limit: $limit, page: $page) {\n    count\n    next\n    page\n    results {\n      uuid\n      solicitationIdentifier\n      solicitationTitle\n      fiscalYear\n      awardeeCount\n      totalObligated\n    }\n  }\n}": types.VehiclesDocument,
};

/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = gql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function gql(source: string): unknown;

/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query Agencies($filter: AgencyFilter, $limit: Int, $page: Int) {\n  agencies(filter: $filter, limit: $limit, page: $page) {\n    count\n    next\n    results {\n      code\n      name\n      abbreviation\n    }\n  }\n}"): (typeof documents)["query Agencies($filter: AgencyFilter, $limit: Int, $page: Int) {\n  agencies(filter: $filter, limit: $limit, page: $page) {\n    count\n    next\n    results {\n      code\n      name\n      abbreviation\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query Alerts($limit: Int, $page: Int) {\n  alerts(limit: $limit, page: $page) {\n    count\n    results {\n      alertId\n      name\n      queryType\n      frequency\n      status\n    }\n  }\n  alertQueryTypes {\n    queryType\n    eventType\n    listEndpoint\n  }\n}"): (typeof documents)["query Alerts($limit: Int, $page: Int) {\n  alerts(limit: $limit, page: $page) {\n    count\n    results {\n      alertId\n      name\n      queryType\n      frequency\n      status\n    }\n  }\n  alertQueryTypes {\n    queryType\n    eventType\n    listEndpoint\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query BudgetAccounts($filter: BudgetAccountFilter, $limit: Int, $page: Int) {\n  budgetAccounts(filter: $filter, limit: $limit, page: $page) {\n    count\n    next\n    results {\n      key\n      federalAccountSymbol\n      fiscalYear\n      accountTitle\n      agencyName\n      enactedBa\n    }\n  }\n}"): (typeof documents)["query BudgetAccounts($filter: BudgetAccountFilter, $limit: Int, $page: Int) {\n  budgetAccounts(filter: $filter, limit: $limit, page: $page) {\n    count\n    next\n    results {\n      key\n      federalAccountSymbol\n      fiscalYear\n      accountTitle\n      agencyName\n      enactedBa\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query Contracts($filter: ContractFilter, $cursor: String, $limit: Int) {\n  contracts(filter: $filter, cursor: $cursor, limit: $limit) {\n    count\n    next\n    previous\n    cursor\n    results {\n      key\n      piid\n      awardDate\n      fiscalYear\n      naicsCode\n      pscCode\n      obligated\n      description\n    }\n  }\n}"): (typeof documents)["query Contracts($filter: ContractFilter, $cursor: String, $limit: Int) {\n  contracts(filter: $filter, cursor: $cursor, limit: $limit) {\n    count\n    next\n    previous\n    cursor\n    results {\n      key\n      piid\n      awardDate\n      fiscalYear\n      naicsCode\n      pscCode\n      obligated\n      description\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query DibbsRfqs($filter: DibbsRfqFilter, $limit: Int, $page: Int) {\n  dibbsRfqs(filter: $filter, limit: $limit, page: $page) {\n    count\n    next\n    results {\n      uuid\n      solicitation\n      nsn\n      nomenclature\n      quantity\n      returnByDate\n      isOpen\n    }\n  }\n}"): (typeof documents)["query DibbsRfqs($filter: DibbsRfqFilter, $limit: Int, $page: Int) {\n  dibbsRfqs(filter: $filter, limit: $limit, page: $page) {\n    count\n    next\n    results {\n      uuid\n      solicitation\n      nsn\n      nomenclature\n      quantity\n      returnByDate\n      isOpen\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query Entities($filter: EntityFilter, $limit: Int, $page: Int) {\n  entities(filter: $filter, limit: $limit, page: $page) {\n    count\n    next\n    results {\n      uei\n      legalBusinessName\n      cageCode\n      primaryNaics\n      registrationStatus\n    }\n  }\n}"): (typeof documents)["query Entities($filter: EntityFilter, $limit: Int, $page: Int) {\n  entities(filter: $filter, limit: $limit, page: $page) {\n    count\n    next\n    results {\n      uei\n      legalBusinessName\n      cageCode\n      primaryNaics\n      registrationStatus\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query Grants($filter: GrantFilter, $limit: Int, $page: Int) {\n  grants(filter: $filter, limit: $limit, page: $page) {\n    count\n    next\n    results {\n      grantId\n      opportunityNumber\n      title\n      agencyCode\n      lastUpdated\n    }\n  }\n}"): (typeof documents)["query Grants($filter: GrantFilter, $limit: Int, $page: Int) {\n  grants(filter: $filter, limit: $limit, page: $page) {\n    count\n    next\n    results {\n      grantId\n      opportunityNumber\n      title\n      agencyCode\n      lastUpdated\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query Idvs($filter: IdvFilter, $cursor: String, $limit: Int) {\n  idvs(filter: $filter, cursor: $cursor, limit: $limit) {\n    count\n    next\n    results {\n      key\n      piid\n      awardDate\n      naicsCode\n      obligated\n      totalContractValue\n    }\n  }\n}"): (typeof documents)["query Idvs($filter: IdvFilter, $cursor: String, $limit: Int) {\n  idvs(filter: $filter, cursor: $cursor, limit: $limit) {\n    count\n    next\n    results {\n      key\n      piid\n      awardDate\n      naicsCode\n      obligated\n      totalContractValue\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query ItInvestments($filter: ItInvestmentFilter, $limit: Int, $page: Int) {\n  itInvestments(filter: $filter, limit: $limit, page: $page) {\n    count\n    next\n    results {\n      uii\n      investmentTitle\n      agencyName\n      bureauName\n      typeOfInvestment\n      updatedTime\n    }\n  }\n}"): (typeof documents)["query ItInvestments($filter: ItInvestmentFilter, $limit: Int, $page: Int) {\n  itInvestments(filter: $filter, limit: $limit, page: $page) {\n    count\n    next\n    results {\n      uii\n      investmentTitle\n      agencyName\n      bureauName\n      typeOfInvestment\n      updatedTime\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query LaborRates($idvKey: String, $entityUei: String, $filter: LaborRateFilter, $limit: Int, $page: Int) {\n  laborRates(\n    idvKey: $idvKey\n    entityUei: $entityUei\n    filter: $filter\n    limit: $limit\n    page: $page\n  ) {\n    count\n    next\n    results {\n      uuid\n      laborCategory\n      currentPrice\n      schedule\n      sin\n      minYearsExperience\n    }\n  }\n}"): (typeof documents)["query LaborRates($idvKey: String, $entityUei: String, $filter: LaborRateFilter, $limit: Int, $page: Int) {\n  laborRates(\n    idvKey: $idvKey\n    entityUei: $entityUei\n    filter: $filter\n    limit: $limit\n    page: $page\n  ) {\n    count\n    next\n    results {\n      uuid\n      laborCategory\n      currentPrice\n      schedule\n      sin\n      minYearsExperience\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query LegalRecords($protests: ProtestFilter, $appeals: ContractAppealFilter, $exclusions: ExclusionFilter, $limit: Int) {\n  protests(filter: $protests, limit: $limit) {\n    count\n    results {\n      caseId\n      caseNumber\n      title\n      protester\n      agency\n      outcome\n      filedDate\n    }\n  }\n  contractAppeals(filter: $appeals, limit: $limit) {\n    count\n    results {\n      uuid\n      board\n      appellant\n      decisionDate\n      decisionType\n    }\n  }\n  exclusions(filter: $exclusions, limit: $limit) {\n    count\n    results {\n      exclusionKey\n      displayName\n      exclusionType\n      activateDate\n      isCurrentlyExcluded\n    }\n  }\n}"): (typeof documents)["query LegalRecords($protests: ProtestFilter, $appeals: ContractAppealFilter, $exclusions: ExclusionFilter, $limit: Int) {\n  protests(filter: $protests, limit: $limit) {\n    count\n    results {\n      caseId\n      caseNumber\n      title\n      protester\n      agency\n      outcome\n      filedDate\n    }\n  }\n  contractAppeals(filter: $appeals, limit: $limit) {\n    count\n    results {\n      uuid\n      board\n      appellant\n      decisionDate\n      decisionType\n    }\n  }\n  exclusions(filter: $exclusions, limit: $limit) {\n    count\n    results {\n      exclusionKey\n      displayName\n      exclusionType\n      activateDate\n      isCurrentlyExcluded\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query Opportunities($filter: OpportunityFilter, $limit: Int, $page: Int) {\n  opportunities(filter: $filter, limit: $limit, page: $page) {\n    count\n    next\n    results {\n      opportunityId\n      title\n      solicitationNumber\n      naicsCode\n      responseDeadline\n      active\n    }\n  }\n}"): (typeof documents)["query Opportunities($filter: OpportunityFilter, $limit: Int, $page: Int) {\n  opportunities(filter: $filter, limit: $limit, page: $page) {\n    count\n    next\n    results {\n      opportunityId\n      title\n      solicitationNumber\n      naicsCode\n      responseDeadline\n      active\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query Organizations($filter: OrganizationFilter, $limit: Int, $page: Int) {\n  organizations(filter: $filter, limit: $limit, page: $page) {\n    count\n    next\n    results {\n      organizationId\n      name\n      type\n      level\n      code\n      isActive\n    }\n  }\n}"): (typeof documents)["query Organizations($filter: OrganizationFilter, $limit: Int, $page: Int) {\n  organizations(filter: $filter, limit: $limit, page: $page) {\n    count\n    next\n    results {\n      organizationId\n      name\n      type\n      level\n      code\n      isActive\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query SledOpportunities($filter: SledOpportunityFilter, $limit: Int, $page: Int) {\n  sledOpportunities(filter: $filter, limit: $limit, page: $page) {\n    count\n    next\n    results {\n      opportunityId\n      title\n      state\n      agency\n      solicitationNumber\n      postedDate\n      responseDeadline\n    }\n  }\n}"): (typeof documents)["query SledOpportunities($filter: SledOpportunityFilter, $limit: Int, $page: Int) {\n  sledOpportunities(filter: $filter, limit: $limit, page: $page) {\n    count\n    next\n    results {\n      opportunityId\n      title\n      state\n      agency\n      solicitationNumber\n      postedDate\n      responseDeadline\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query Storefront($filter: StorefrontRequestFilter, $limit: Int) {\n  ebuyAccess {\n    enabled\n    reason\n    contracts\n  }\n  ebuyRequests(filter: $filter, limit: $limit) {\n    count\n    results {\n      rfqId\n      title\n      status\n      issueDate\n      closeDate\n    }\n  }\n}"): (typeof documents)["query Storefront($filter: StorefrontRequestFilter, $limit: Int) {\n  ebuyAccess {\n    enabled\n    reason\n    contracts\n  }\n  ebuyRequests(filter: $filter, limit: $limit) {\n    count\n    results {\n      rfqId\n      title\n      status\n      issueDate\n      closeDate\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query Vehicles($filter: VehicleFilter, $limit: Int, $page: Int) {\n  vehicles(filter: $filter, limit: $limit, page: $page) {\n    count\n    next\n    page\n    results {\n      uuid\n      solicitationIdentifier\n      solicitationTitle\n      fiscalYear\n      awardeeCount\n      totalObligated\n    }\n  }\n}"): (typeof documents)["query Vehicles($filter: VehicleFilter, $limit: Int, $page: Int) {\n  vehicles(filter: $filter, limit: $limit, page: $page) {\n    count\n    next\n    page\n    results {\n      uuid\n      solicitationIdentifier\n      solicitationTitle\n      fiscalYear\n      awardeeCount\n      totalObligated\n    }\n  }\n}"];

export function gql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;