/** Tragedy Looper texts, the deduction notepad, the timeline and the hint panel (namespaces: notepad, timeline, hints). Spanish first; English mirrors every key. */
export const notepadTexts = {
  es: {},
  en: {},
};
