/**
 * Whole-turn perft from the set-up under `fanorona/icga`, depths 1-5: the counts the perft test
 * holds the fast and the generic move generators to, and the one table the ruleset's perft claims
 * (content/rulesets/fanorona/icga.yaml, `claims`) are held to by tests/content/claims.test.ts.
 */
export const ICGA_TURN_PERFT: readonly number[] = [5, 39, 724, 18026, 431830];
