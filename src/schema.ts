/** Imports every resource module and builds the executable schema. */
import { lexicographicSortSchema } from 'graphql';
import { builder } from './builder.js';
import { applyFieldGates } from './engine/gating/transform.js';
import './resources/version.js';
import './resources/reference.js';
import './resources/contracts.js';
import './resources/validate.js';
import './resources/transactions.js';

export const schema = applyFieldGates(lexicographicSortSchema(builder.toSchema()));
