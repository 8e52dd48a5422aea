/**
 * Edit distance that counts the typos people make as one edit each: a wrong, missing or extra
 * character, or two neighbours swapped (`blgo` → `blog`, `mian` → `main`). Optimal string
 * alignment distance; plain Levenshtein counts a swap as two.
 */
export function typoDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = d[i] as number[];
      const above = d[i - 1] as number[];
      let best = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1, (above[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, ((d[i - 2] as number[])[j - 2] as number) + 1);
      row[j] = best;
    }
  }
  return (d[rows - 1] as number[])[cols - 1] as number;
}

/**
 * The closest candidate to a misspelt value, if one is close enough to be a typo: about one
 * edit per three characters (at least one, at most three), ties going to the earlier candidate.
 */
export function didYouMean(value: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = typoDistance(value.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  const limit = Math.max(1, Math.min(3, Math.round(value.length / 3)));
  return best !== undefined && bestDistance <= limit ? best : undefined;
}

/**
 * "Did you mean "de"? Known locales: en, zh, …" — the one wording of every "valid values" hint
 * (`site check` and the CLI's usage errors). `guess` (when undefined) is the closest typo (`didYouMean`);
 * a caller that knows better (a locale's language tag, `ja` → `jp`) passes its own.
 */
export function validValuesHint(what: string, value: string, candidates: readonly string[], guess = didYouMean(value, candidates)): string {
  const list = candidates.length > 24 ? `${candidates.slice(0, 24).join(', ')}, …` : candidates.join(', ');
  return `${guess ? `Did you mean "${guess}"? ` : ''}Known ${what}: ${list || '(none)'}.`;
}
