/** The shape of one house rule: an ambiguity of the rules (digest §1.20) with its resolution as the default. */
export type HouseRuleGroup = 'dice' | 'movement' | 'encounters' | 'combat' | 'progression' | 'master';

export interface HouseRule {
  /** 'A1' … 'A49', the digest's numbering. */
  id: string;
  group: HouseRuleGroup;
  /** The digest's proposed resolution, always one of `options`. */
  default: string;
  options: readonly string[];
  title: { es: string; en: string };
  /** What the default says, in plain words, and the alternative where there is one. */
  text: { es: string; en: string };
  /**
   * The default this rule had before it changed (D407): settings written then that leave the rule out
   * meant this option, so files that store only changed rules always write it, and reading an older
   * file fills it in.
   */
  legacyDefault?: string;
}

type Texts = [titleEs: string, titleEn: string, textEs: string, textEn: string];

/** One row of the table; the first option is the default (the digest's resolution). */
export function rule(id: string, group: HouseRuleGroup, options: readonly [string, ...string[]], [titleEs, titleEn, textEs, textEn]: Texts): HouseRule {
  return { id, group, default: options[0], options, title: { es: titleEs, en: titleEn }, text: { es: textEs, en: textEn } };
}
