/** The slice of vue-i18n that pure formatting helpers need, so they work with any instance (and tests). */
export interface Translator {
  t: (key: string, params?: Record<string, unknown>) => string;
  te: (key: string) => boolean;
}
