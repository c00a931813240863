// Widget keys as the old designer makes them (upstream-form-making.md §1):
// `Date.parse(new Date().toString())` (milliseconds, always ending in 000) + '_' + 1..99999.

export type Clock = () => number;
export type Random = () => number;

export function newKey(now: Clock = Date.now, random: Random = Math.random): string {
  const seconds = Date.parse(new Date(now()).toString());
  // Math.ceil(random() * 99999) is 0 only when random() returns exactly 0: keep the 1..99999 promise
  const suffix = Math.max(1, Math.ceil(random() * 99999));
  return `${seconds}_${suffix}`;
}

/**
 * A key not in `taken` (which it then joins). Many drops within one second share the
 * timestamp, so collisions are possible; retry with a fresh random part.
 */
export function uniqueKey(taken: Set<string>, now: Clock = Date.now, random: Random = Math.random): string {
  for (let attempt = 0; attempt < 1000; attempt++) {
    const key = newKey(now, random);
    if (!taken.has(key)) {
      taken.add(key);
      return key;
    }
  }
  // a stuck random source (tests): fall back to counting, keeping the documented shape
  const base = Date.parse(new Date(now()).toString());
  for (let n = 1; n <= 99999; n++) {
    const key = `${base}_${n}`;
    if (!taken.has(key)) {
      taken.add(key);
      return key;
    }
  }
  throw new Error('no free widget key in this second');
}
