/**
 * The one definition of "Chinese character" shared by every rule: any code point of the Han
 * script. Regexes built from it need the `u` flag, which also makes length quantifiers count
 * code points, so a rare character outside the BMP (𠀀) counts once.
 */
export const HAN = '\\p{Script=Han}'
