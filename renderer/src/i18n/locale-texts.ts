/**
 * Text catalogs are JSON files beside the module that loads them. An imported JSON object gets no
 * excess-property check of its own (only an object literal does), so a key added in one language
 * alone would slip through; these helpers give that check back, at every depth.
 */

/** `U` with every key that `T` lacks, at any depth, typed `never`. */
export type NoExtraKeys<T, U> = U extends readonly (infer E)[]
  ? T extends readonly (infer R)[]
    ? readonly NoExtraKeys<R, E>[]
    : U
  : U extends object
    ? { [K in keyof U]: K extends keyof T ? NoExtraKeys<T[K], U[K]> : never }
    : U;

/**
 * A catalog's texts in both languages, the English typed as the Spanish: a key missing from the
 * English, or one the Spanish lacks, fails the typecheck.
 */
export function sameKeysAsSpanish<Es, En extends Es>(texts: { es: Es; en: En & NoExtraKeys<Es, En> }): { es: Es; en: Es } {
  return texts;
}

/**
 * A catalog's texts in both languages, both checked against a shape of their own (`T`: the log keys
 * of an engine, the rules' shape): a key missing from either, or one `T` lacks, fails the typecheck.
 * Curried so that `T` is named while each language's own type is inferred.
 */
export function localeTexts<T>() {
  return <Es extends T, En extends T>(es: Es & NoExtraKeys<T, Es>, en: En & NoExtraKeys<T, En>): { es: T; en: T } => ({ es, en });
}

/**
 * `texts` as `T` (a table keyed by the engine's ids): a key missing, or one `T` lacks, fails the
 * typecheck. Curried like `localeTexts`.
 */
export function shaped<T>() {
  return <U extends T>(texts: U & NoExtraKeys<T, U>): T => texts;
}
