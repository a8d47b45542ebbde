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

const IdentifierValidationType = builder.objectRef<IdentifierValidationBody>('IdentifierValidation').implement({
  description: 'Result of a format check of a procurement identifier (no lookup is made).',
  fields: (t) => ({
    type: t.exposeString('type', { nullable: false, description: 'echo of the request: piid, solicitation or uei' }),
    value: t.exposeString('value', { nullable: false, description: 'echo of the request, exactly as sent' }),
    result: t.exposeString('result', { nullable: false, description: 'valid, not_valid or low_confidence' }),
    errors: t.exposeStringList('errors', { nullable: { list: true, items: false }, description: 'human-readable problems; only for a not_valid piid' }),
  }),
});

builder.queryField('validateIdentifier', (t) =>
  t.field({
    type: IdentifierValidationType,
    description: 'Check the format of a PIID, solicitation number or UEI (same as POST /api/validate/; Small plan or above).',
    args: {
      type: t.arg.string({ required: true, description: 'piid, solicitation or uei' }),
      value: t.arg.string({ required: true }),
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
