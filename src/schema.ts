/** Imports every resource module and builds the executable schema. */
import { lexicographicSortSchema } from 'graphql';
import { builder } from './builder.js';
import { applyFieldGates } from './engine/gating/transform.js';
import { installRateLimitDirective } from './http/ratelimit/directive.js';
import { registerResource } from './engine/graphql/register.js';
import { resources } from './resources/index.js';
import './resources/version.js';
import './resources/validate.js';
import './account/graphql.js';
import './webhooks/graphql.js';

for (const spec of resources) registerResource(spec);

// @rateLimit(limit, duration) field limits (default 60 per 60 s): src/http/ratelimit/directive.ts
export const schema = installRateLimitDirective(applyFieldGates(lexicographicSortSchema(builder.toSchema())));
