/**
 * The circuit breaker of a receiver (README "Webhook receivers and
 * deliveries"), kept in its webhook_endpoint row so every worker and
 * instance sees one state:
 *
 * - closed (`circuit_open_until` null): deliveries go out as they fall due;
 *   every failed attempt adds one to `consecutive_failures`, every success
 *   sets it to 0;
 * - open (`circuit_open_until` in the future): reached when
 *   `consecutive_failures` reaches WEBHOOK_BREAKER_THRESHOLD (default 5);
 *   nothing is sent to the receiver for WEBHOOK_BREAKER_COOLOFF_MS (default
 *   5 minutes); its deliveries wait, spending no attempts;
 * - half-open (`circuit_open_until` passed): the next claim takes ONE due
 *   delivery as a trial and, in the same statement, moves
 *   `circuit_open_until` to the end of that attempt's lease, so no other
 *   worker sends a second trial; the trial's success closes the circuit
 *   (`consecutive_failures` 0), its failure opens it for another cool-off.
 *
 * A test delivery is sent whatever the state (it is how an operator checks
 * that a receiver has recovered) and its outcome counts the same way.
 * Changing a receiver's URL closes its circuit (a new destination).
 */

export type CircuitState = 'closed' | 'open' | 'half_open';

export function circuitState(openUntil: Date | null, now: Date): CircuitState {
  if (openUntil === null) return 'closed';
  return openUntil.getTime() > now.getTime() ? 'open' : 'half_open';
}

/**
 * SQL of the breaker's reaction to a failed attempt, for an UPDATE of
 * webhook_endpoint aliased `w`: parameters `threshold` and `reopenAt` are
 * placeholders ($n). Opens the circuit when the count reaches the threshold,
 * and re-opens it after a failed trial (or while it is already open).
 */
export function breakerOnFailureSql(threshold: string, reopenAt: string): string {
  return `consecutive_failures = w.consecutive_failures + 1,
          circuit_open_until = CASE WHEN w.consecutive_failures + 1 >= ${threshold} OR w.circuit_open_until IS NOT NULL THEN ${reopenAt}::timestamptz ELSE NULL END`;
}

/** SQL of the breaker's reaction to a success (UPDATE of webhook_endpoint). */
export const BREAKER_ON_SUCCESS_SQL = 'consecutive_failures = 0, circuit_open_until = NULL';
