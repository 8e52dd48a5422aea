import { distance } from 'fastest-levenshtein';

/** The closest candidate to a misspelt value, if one is close enough to be a typo. */
export function didYouMean(value: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = distance(value.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  const limit = Math.max(1, Math.min(3, Math.floor(value.length / 3)));
  return best !== undefined && bestDistance <= limit ? best : undefined;
}

/** "Did you mean "de"? Known locales: en, zh, …" */
export function validValuesHint(what: string, value: string, candidates: readonly string[]): string {
  const guess = didYouMean(value, candidates);
  const list = candidates.length > 24 ? `${candidates.slice(0, 24).join(', ')}, …` : candidates.join(', ');
  return `${guess ? `Did you mean "${guess}"? ` : ''}Known ${what}: ${list || '(none)'}.`;
}
