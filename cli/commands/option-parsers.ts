import { InvalidArgumentError } from 'commander';

/** Parses a whole number ≥ 0 for an option (`--workers 2`); anything else is a usage error (exit 2). */
export function wholeNumber(value: string): number {
  if (!/^\d+$/.test(value.trim())) throw new InvalidArgumentError(`"${value}" is not a whole number (0, 1, 2, …).`);
  return Number.parseInt(value, 10);
}
