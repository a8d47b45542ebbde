/**
 * POST /api/validate/ (document 1, "Identifier validation"): checks the format
 * of a PIID, solicitation number or UEI without any lookup. Small tier or
 * above ("Pro"); 401 without credentials, 403 tier_required below Small.
 * All three results answer 200; the 400 bodies come from validateIdentifier.
 * A body that is not JSON, or not a JSON object, is a 400 validation_error.
 */
import type { Hono } from 'hono';
import { validationError } from '../engine/errors.js';
import { validateIdentifier } from '../identifiers/index.js';
import { PRO_TIER } from '../plans.js';
import { requireTier } from './auth.js';
import { readJson } from './body.js';
import { methodNotAllowed } from './account.js';

export const VALIDATE_MAX_BODY_BYTES = 16 * 1024;

/** Mount POST /api/validate/ (and /api/validate) on the main app. */
export function mountValidate(app: Hono<any>): void {
  for (const p of ['/api/validate/', '/api/validate']) {
    app.post(p, async (c) => {
      requireTier(c, PRO_TIER, 'Identifier validation (POST /api/validate/)');
      const body = await readJson(c, VALIDATE_MAX_BODY_BYTES);
      if (body !== undefined && (body === null || typeof body !== 'object' || Array.isArray(body))) {
        throw validationError('request body must be a JSON object with type and value');
      }
      const b = (body ?? {}) as Record<string, unknown>;
      const outcome = validateIdentifier(b.type, b.value);
      return outcome.ok ? c.json(outcome.body, 200) : c.json(outcome.body, 400);
    });
    app.all(p, (c) => methodNotAllowed(c, ['POST']));
  }
}
