/**
 * Identifier validation in GraphQL: `validateIdentifier(type, value)`, the same
 * operation as POST /api/validate/ with the same rules and bodies. Failures
 * are GraphQL errors whose extensions carry {code, http: {status}, body},
 * body being exactly the REST error body (401 {detail}, 403 tier_required,
 * 400 validation_error).
 */
import { builder } from '../builder.js';
import { toGraphQLError } from '../engine/graphql/register.js';
import { ApiError } from '../engine/errors.js';
import { validateIdentifier, type IdentifierValidationBody } from '../identifiers/index.js';
import { AUTH_MESSAGES } from '../auth/principal.js';
import { assertTier, PRO_TIER } from '../plans.js';

/** The identifier kinds (REST refuses any other value, so the input is an enum too). */
const IdentifierKind = builder.enumType('IdentifierKind', {
  description: 'Kind of procurement identifier.',
  values: {
    piid: { value: 'piid', description: 'Procurement instrument identifier of an award.' },
    solicitation: { value: 'solicitation', description: 'Solicitation number of a notice.' },
    uei: { value: 'uei', description: 'Unique Entity ID of a SAM registrant (12 characters).' },
  },
});

const IdentifierValidationResult = builder.enumType('IdentifierValidationResult', {
  description: 'Outcome of a format check.',
  values: {
    valid: { value: 'valid', description: 'The value has the form of the identifier kind.' },
    not_valid: { value: 'not_valid', description: 'The value does not have that form (for a PIID, errors say why).' },
    low_confidence: { value: 'low_confidence', description: 'A solicitation number of an unusual form: it may be valid.' },
  },
});

const IdentifierValidationType = builder.objectRef<IdentifierValidationBody>('IdentifierValidation').implement({
  description: 'Result of a format check of a procurement identifier (no lookup is made).',
  fields: (t) => ({
    type: t.field({ type: IdentifierKind, nullable: false, description: 'Echo of the request: piid, solicitation or uei.', resolve: (b) => b.type as 'piid' }),
    value: t.exposeString('value', { nullable: false, description: 'Echo of the request, exactly as sent.' }),
    result: t.field({ type: IdentifierValidationResult, nullable: false, description: 'valid, not_valid or low_confidence.', resolve: (b) => b.result as 'valid' }),
    errors: t.exposeStringList('errors', { nullable: { list: true, items: false }, description: 'Human-readable problems; only for a not_valid piid.' }),
  }),
});

builder.queryField('validateIdentifier', (t) =>
  t.field({
    type: IdentifierValidationType,
    description: 'Check the format of a PIID, solicitation number or UEI (same as POST /api/validate/; Small plan or above; no lookup is made).',
    args: {
      type: t.arg({ type: IdentifierKind, required: true, description: 'The kind of identifier.' }),
      value: t.arg.string({ required: true, description: 'The identifier, as the client has it (echoed exactly).' }),
    },
    resolve: (_root, args, ctx) => {
      try {
        if (!ctx.principal) throw new ApiError(401, { detail: AUTH_MESSAGES.missing });
        assertTier(ctx.principal.tier, PRO_TIER, 'Identifier validation (validateIdentifier)');
        const outcome = validateIdentifier(args.type, args.value);
        if (!outcome.ok) throw new ApiError(400, { ...outcome.body });
        return outcome.body;
      } catch (err) {
        throw toGraphQLError(err);
      }
    },
  }),
);
