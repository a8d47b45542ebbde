/** Imports every resource module and builds the executable schema. */
import { lexicographicSortSchema } from 'graphql';
import { builder } from './builder.js';
import './resources/version.js';
import './resources/reference.js';
import './resources/contracts.js';

export const schema = lexicographicSortSchema(builder.toSchema());
