/** Imports every resource module and builds the executable schema. */
import { lexicographicSortSchema } from 'graphql';
import { builder } from './builder.js';
import { applyFieldGates } from './engine/gating/transform.js';
import { installRateLimitDirective } from './engine/ratelimit/directive.js';
import './resources/version.js';
import './resources/reference.js';
import './resources/contracts.js';
import './resources/validate.js';
import './resources/transactions.js';
import './resources/subawards.js';
import './resources/contract-appeals.js';

// @rateLimit(limit, duration) field limits (default 60 per 60 s): src/engine/ratelimit/directive.ts
export const schema = installRateLimitDirective(applyFieldGates(lexicographicSortSchema(builder.toSchema())));
