/**
 * The registry: one line per resource. GraphQL types and root fields, REST
 * routes, the plan compiler's field trees and the fuzz suite all come from
 * these declarations (src/schema.ts registers them in this order).
 */
import type { ResourceSpec } from '../engine/resource.js';
import { contracts, vehicleOrders } from './contracts.js';
import { transactions } from './transactions.js';
import { subawards } from './subawards.js';
import { contractAppeals } from './contract-appeals.js';

export const resources: ResourceSpec[] = [contracts, vehicleOrders, transactions, subawards, contractAppeals];
