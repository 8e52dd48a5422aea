import { describe, expect, it } from 'vitest';
import { extractFacts, internFacts } from './page-facts.ts';

/** A page as a worker sends it: its own copy of every string (a structured clone makes new ones). */
const page = (path: string) =>
  structuredClone(
    extractFacts(
      `<html><head><title>${path}</title><link rel="canonical" href="https://example.com${path}"><link rel="alternate" hreflang="de" href="https://example.com/de${path}"></head><body><a href="/pricing">Pricing</a><a href="/blog${path}">More</a><img src="/assets/logo.svg"></body></html>`,
      ['https://example.com'],
    ),
  );

describe('internFacts', () => {
  // JavaScript cannot tell two equal strings apart, so what is checked is that the facts keep their
  // values and that every string went through the table once; the memory it saves is measured
  // (cli/build/README.md, "What is not incremental yet").
  it('keeps every value and passes each distinct string through the table once', () => {
    const table = new Map<string, string>();
    const [a, b] = [page('/a'), page('/b')];
    const [ia, ib] = [internFacts(a, table), internFacts(b, table)];
    expect(ia).toEqual(a);
    expect(ib).toEqual(b);
    expect(ia.links).toEqual(['/pricing', '/blog/a']);
    expect(table.size).toBe(new Set([...ia.links, ...ib.links, ...ia.assets, ...ib.assets, ...ia.canonicals, ...ib.canonicals, ...[...ia.alternates, ...ib.alternates].flatMap((x) => [x.hreflang, x.href])]).size);
  });

  it('passes a failing page\'s language texts and fields through the table too, keeping them', () => {
    const language = { ok: false, detected: 'en-US', share: 0.1, texts: ['A card title in English', 'Another card'], fields: [{ field: 'title' as const, text: 'A card title in English', detected: 'en-US' }] };
    const facts = { ...page('/a'), language };
    const table = new Map<string, string>();
    const interned = internFacts(facts, table);
    expect(interned).toEqual(facts);
    expect(table.has('A card title in English')).toBe(true);
    expect(table.has('Another card')).toBe(true);
  });
});
