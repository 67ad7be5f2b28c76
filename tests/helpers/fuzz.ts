// The bad-input tests' kit: seeded junk (scalars, nested values under a route's own keys) and the two verdicts every
// fuzzed route must meet — never a 5xx, and a refusal always says why.
import { expect } from 'vitest';
import { seededRandom } from '../chaos/random';
import type { Answer } from './server';

/** Ids a path may be given that name nothing a route can act on. */
export const BAD_IDS = ['abc', '-1', '0', '1.5', '99999999999', '1e3', '%20', '%00', "1'--", '١', 'x'.repeat(300), '9'.repeat(9)];

/** Junk drawn from the chaos run's seeded source: the same seed draws the same inputs, so a failure replays. */
export function fuzzer(seed: number, keys: readonly string[], scalars: (next: () => number) => ReadonlyArray<() => unknown>) {
  const random = seededRandom(seed);
  const { next, pick } = random;
  // Drawn afresh each time: a scalar may read the moment (the server's clock) it is drawn at.
  const junkScalar = (): unknown => pick(scalars(next))();
  const junk = (depth = 0): unknown => {
    const kind = depth > 2 ? 0 : Math.floor(next() * 4);
    if (kind === 2) return Array.from({ length: Math.floor(next() * 4) }, () => junk(depth + 1));
    if (kind === 3) return Object.fromEntries(Array.from({ length: Math.floor(next() * 5) }, () => [pick(keys), junk(depth + 1)]));
    return junkScalar();
  };
  return { ...random, junkScalar, junk };
}

export function expectRefusal(answer: Answer, what: string) {
  expect(answer.status, `${what} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(answer.status, what).toBeLessThan(500);
  expect(typeof answer.body?.message, what).toBe('string');
}

/** Never a 5xx; a refusal always has a message; a body the contract refuses is always refused. */
export function expectSafe(answer: Answer, what: string, contractAccepts: boolean) {
  expect(answer.status, `${what} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`).toBeLessThan(500);
  if (!contractAccepts || answer.status >= 400) expectRefusal(answer, what);
}
