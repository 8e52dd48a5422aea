import STCharacters from 'opencc-js/dict/STCharacters';
import TSCharacters from 'opencc-js/dict/TSCharacters';
import TWVariants from 'opencc-js/dict/TWVariants';

/** Characters written in one Chinese script only, from OpenCC's character conversion tables. */
export interface ScriptTables {
  hans: ReadonlySet<string>;
  hant: ReadonlySet<string>;
}

let tables: ScriptTables | undefined;

/** The sources (`from`) and the targets (`to`) of an OpenCC table: `from to [to…]` entries separated by `|`. */
function sides(dict: string): { from: Set<string>; to: Set<string> } {
  const from = new Set<string>();
  const to = new Set<string>();
  for (const entry of dict.split('|')) {
    const [source, ...targets] = entry.split(' ');
    if (source) from.add(source);
    for (const target of targets) to.add(target);
  }
  return { from, to };
}

/**
 * Builds the tables once. Simplified-only: a character OpenCC converts to Traditional (a source of
 * STCharacters) that no table writes as Traditional (not a target of STCharacters or TWVariants,
 * not a source of TSCharacters): 这, 们, 设. Traditional-only, the other way round: 這, 們, 設.
 * A character on both sides (a Simplified form that is also a Traditional character in its own
 * right) says nothing and is left out. The bench (bench/language-id) reports their sizes.
 */
export function scriptTables(): ScriptTables {
  if (tables) return tables;
  const st = sides(STCharacters);
  const ts = sides(TSCharacters);
  const tw = sides(TWVariants);
  tables = {
    hans: new Set([...st.from].filter((char) => !st.to.has(char) && !ts.from.has(char) && !tw.to.has(char))),
    hant: new Set([...ts.from].filter((char) => !ts.to.has(char) && !st.from.has(char))),
  };
  return tables;
}

/**
 * Counts the characters of `text` that exist only in Simplified (`hans`) or only in Traditional
 * Chinese (`hant`). On the site's copy a bit more than one Chinese character in three is
 * script-specific: 100% of them Simplified in zh, 99% Traditional in tc (台, 佣, 划 and 干 are
 * written in Taiwan too, but OpenCC lists them as Simplified only). Pure.
 */
export function countChineseScript(text: string): { hans: number; hant: number } {
  const { hans, hant } = scriptTables();
  let simplified = 0;
  let traditional = 0;
  for (const char of text) {
    if (hans.has(char)) simplified++;
    else if (hant.has(char)) traditional++;
  }
  return { hans: simplified, hant: traditional };
}
