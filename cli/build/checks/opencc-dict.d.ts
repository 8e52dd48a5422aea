/**
 * opencc-js's character tables (`opencc-js/dict/STCharacters`, `…/TSCharacters`), which the
 * package exports without types: one string of `from to [to…]` entries separated by `|`.
 */
declare module 'opencc-js/dict/*' {
  const dict: string;
  export default dict;
}
