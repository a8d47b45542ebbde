/**
 * The registry: one line per resource. GraphQL types and root fields, REST
 * routes, the plan compiler's field trees and the fuzz suite all come from
 * these declarations (src/schema.ts registers them in this order).
 *
 * `planned` lists the documented path prefixes whose resources have not
 * landed yet: every path under them that no resource route serves answers
 * 501 (src/app.ts), and the README's "Not implemented yet" list is printed
 * from it (npm run schema:print; CI checks it is current). A resource that
 * lands adds its line above and takes its prefix out of `planned`.
 */
import type { PlannedPrefix, ResourceSpec } from '../engine/resource.js';
import { contracts, vehicleOrders } from './contracts.js';
import { transactions } from './transactions.js';
import { subawards } from './subawards.js';
import { contractAppeals } from './contract-appeals.js';
import { naics } from './naics.js';
import { psc } from './psc.js';
import { opportunities } from './opportunities.js';
import { forecasts } from './forecasts.js';
import { federalRegister } from './federal-register.js';
import { idvs } from './idvs.js';
import { otas } from './otas.js';
import { otidvs } from './otidvs.js';
import { scheduleCatalogContracts } from './schedule-catalog.js';
import { laborRates } from './labor-rates.js';
import { vehicleAwardees, vehicles } from './vehicles.js';
import { protests } from './protests.js';
import { exclusions } from './exclusions.js';
import { entities, entityMetrics } from './entities.js';
import { organizations } from './organizations.js';
import { agencies, agencyContracts } from './agencies.js';
import { itInvestments } from './itdashboard.js';
import { grants } from './grants.js';
import { dibbsAwards, dibbsRfps, dibbsRfqs } from './dibbs.js';
import { ebuyRequests } from './ebuy.js';
import { sledCoverage, sledOpportunities, sledOpportunityRevisions } from './sled-opportunities.js';
import { sledForecasts } from './sled-forecasts.js';
import { budgetAccountQuarters, budgetAccountRecipients, budgetAccounts, budgetFlows } from './budget.js';
import { withParamAliases } from './param-aliases.js';

// REST parameter aliases (older API names) are set from one table: ./param-aliases.ts
export const resources: ResourceSpec[] = withParamAliases([contracts, vehicleOrders, transactions, subawards, contractAppeals, naics, psc, opportunities, forecasts, federalRegister, laborRates, idvs, otas, otidvs, scheduleCatalogContracts, vehicles, vehicleAwardees, protests, exclusions, entities, entityMetrics, organizations, agencies, agencyContracts, itInvestments, grants, dibbsRfqs, dibbsRfps, dibbsAwards, ebuyRequests, sledCoverage, sledOpportunities, sledOpportunityRevisions, sledForecasts, budgetAccounts, budgetAccountRecipients, budgetAccountQuarters, budgetFlows]);

export const planned: PlannedPrefix[] = [
];
