/** The language of a message file's text as a whole, by the page language check's rules. */
import type { LanguageSegment } from './language-segments.ts';
import { cleanMessage } from './message-text.ts';
import { weightOf } from './own-text.ts';
import { languageOf } from './site-languages.ts';
import { checkTextLanguage, MIN_SEGMENT_LETTERS } from './text-language.ts';

/** What {@link messageFileLanguage} found: `detected` is a site tag (`fr-FR`, `zh-TW`) or 'und'. */
export interface FileLanguage {
  ok: boolean;
  /** `script`: Chinese, but in the other script (Traditional in a zh-CN file). */
  case: 'language' | 'script';
  detected: string;
  share: number;
  sample?: string;
}

/** The last result per locale code and what it was computed from: `site dev` rebuilds identify only the files that changed. */
const last = new Map<string, { key: string; result: FileLanguage }>();

/**
 * Joins a locale's values, in file order, into segments of at least MIN_SEGMENT_LETTERS letters
 * (so short labels count too, read with their neighbours) and identifies them as a page's own
 * text is (`checkTextLanguage`: eld in chunks of ~150 letters, at least 80% in the locale's
 * language; for Chinese, the script by OpenCC's one-script characters). Left out: the `kept`
 * keys (names the translators keep), placeholders, code-like tokens and the brand and rival
 * `names`. Pure (the last result per locale is kept, for an unchanged file).
 */
export function messageFileLanguage(locale: { code: string; tag: string; slots: ReadonlyMap<string, unknown> }, kept: ReadonlySet<string>, names: readonly string[], tags: readonly string[] = []): FileLanguage {
  const segments: LanguageSegment[] = [];
  let current = '';
  for (const [key, value] of locale.slots) {
    if (typeof value !== 'string' || kept.has(key)) continue;
    const cleaned = cleanMessage(value, names);
    if (!cleaned) continue;
    current = current ? `${current} · ${cleaned}` : cleaned;
    if (weightOf(current) >= MIN_SEGMENT_LETTERS) {
      segments.push({ lang: locale.tag, text: current });
      current = '';
    }
  }
  if (current) segments.push({ lang: locale.tag, text: current });
  const key = JSON.stringify([locale.tag, names, tags, segments.map((segment) => segment.text)]);
  const known = last.get(locale.code);
  if (known?.key === key) return known.result;
  const found = identify(segments, locale, names, tags);
  last.set(locale.code, { key, result: found });
  return found;
}

/** `checkTextLanguage` over the segments, as a {@link FileLanguage}. */
function identify(segments: LanguageSegment[], locale: { code: string; tag: string }, names: readonly string[], tags: readonly string[]): FileLanguage {
  const result = checkTextLanguage(segments, locale, { ignore: names, tags });
  const first = result.mismatched?.[0];
  const detected = first && result.detected === locale.tag ? first.lang : result.detected;
  const script = languageOf(detected).language === 'zh' && languageOf(locale.tag).language === 'zh' && detected !== locale.tag;
  return { ok: result.ok, case: script ? 'script' : 'language', detected, share: Math.round(result.share * 1000) / 1000, ...(first ? { sample: first.text.length > 80 ? `${first.text.slice(0, 79)}…` : first.text } : {}) };
}
