/** Tragedy Looper texts, decisions, the mastermind's screen, the Final Guess and the end screen (namespaces: decision, mastermind, finalGuess, end). Spanish first; English mirrors every key. */
export const decisionTexts = {
  es: {},
  en: {},
};
