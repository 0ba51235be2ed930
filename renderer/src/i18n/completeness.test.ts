/**
 * Every text the app asks for is there, in Spanish and in English, and reads right with a number:
 * (a) each key written in the code (a string passed to t(), te(), $t() or tr.t(), or the fixed
 * start of a template key, which names a subtree) exists in both languages, so no screen ever
 * shows a raw key such as `looper.table.board.intrigue`; (b) a message that puts {n} or {count}
 * before a plural noun picks its form through vue-i18n's plural forms ("un dado | {n} dados"), so
 * no screen says "1 dados". vue-i18n picks the form from `n` or `count` by itself; a count under
 * another name ({loops}, {members}…) needs its caller to pass the plural and is not checked here.
 * (c) no Spanish text carries common English words and no English text common Spanish ones: the
 * short words of a sentence ("the", "and", "de", "que"…) and the app's own nouns ("turn",
 * "partida"…), found as whole words, which names the rules keep in their language (a card's, a
 * character's) do not use; the games' own names are proper names and are left out.
 */
import { describe, expect, it } from 'vitest';
import { createVeladaI18n, messages } from '.';
import { leaves } from './test-trees';

const sources = import.meta.glob(['../**/*.vue', '../**/*.ts', '!../**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

const CALL = /(?<![\w$])(?:\$t|t|te|(?:[\w$]+\.)+(?:t|te))\(\s*(?:'([^'\n]*)'|"([^"\n]*)"|`([^`\n]*)`)/g;
const KEY = /^[A-Za-z][\w-]*(\.[\w-]+)*$/;

/** A key asked for by a string literal, or the fixed start (before its first `${`) of a template key. */
interface Asked {
  file: string;
  key: string;
  prefix: boolean;
}

function askedKeys(): Asked[] {
  const out: Asked[] = [];
  for (const [file, text] of Object.entries(sources)) {
    for (const m of text.matchAll(CALL)) {
      const literal = m[1] ?? m[2];
      if (literal !== undefined) {
        if (KEY.test(literal)) out.push({ file, key: literal, prefix: false });
        continue;
      }
      const template = m[3]!;
      const cut = template.indexOf('${');
      if (cut < 0) {
        if (KEY.test(template)) out.push({ file, key: template, prefix: false });
      } else if (cut > 0) out.push({ file, key: template.slice(0, cut), prefix: true });
    }
  }
  return out;
}

/** The dotted paths of every subtree of `tree` (its inner nodes). */
function subtrees(tree: unknown, prefix = '', out = new Set<string>()): Set<string> {
  if (typeof tree !== 'object' || tree === null) return out;
  if (prefix) out.add(prefix);
  for (const [k, v] of Object.entries(tree)) subtrees(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}

/** Whether `tree` has a text for `asked`: the key itself, or, for a template's fixed start, some key that begins with it. */
function hasText(texts: Map<string, string>, inner: Set<string>, asked: Asked): boolean {
  if (!asked.prefix) return texts.has(asked.key);
  if (asked.key.endsWith('.')) return inner.has(asked.key.slice(0, -1));
  for (const key of texts.keys()) if (key.startsWith(asked.key)) return true;
  return false;
}

/** The faults of plural (b): a count, {n} or {count}, before a plural noun, with no `|` forms. */
const COUNT_BEFORE_NOUN = /\{(?:n|count)\}\s+(\p{L}+)(?:\s+(\p{L}+))?/gu;
const PLURAL_NOUN: Record<'es' | 'en', (word: string) => boolean> = {
  es: (w) => /s$/.test(w) && !['es', 'más', 'tras', 'gratis', 'sus', 'tus', 'los', 'las'].includes(w),
  en: (w) => (/s$/.test(w) && !['is', 'was', 'has', 'does', 'this', 'its', 'as'].includes(w)) || ['dice', 'people'].includes(w),
};

export function pluralFaults(locale: 'es' | 'en', texts: Map<string, string>): string[] {
  const faults: string[] = [];
  for (const [key, text] of texts) {
    if (text.includes('|')) continue;
    for (const m of text.matchAll(COUNT_BEFORE_NOUN)) {
      if ([m[1], m[2]].some((w) => w !== undefined && PLURAL_NOUN[locale](w))) faults.push(`${locale}:${key}: ${text}`);
    }
  }
  return [...new Set(faults)];
}

/** Words of one language that the other language's texts never need, as whole words, any case. */
const FOREIGN_WORDS: Record<'es' | 'en', RegExp> = {
  es: /(?<![\p{L}])(the|and|with|of|is|are|not|your|you|this|game|player|players|card|cards|round|turn|draw|roll|win|wins|loses|creation|victory|defeat)(?![\p{L}])/giu,
  en: /(?<![\p{L}])(el|de|los|las|del|con|una|que|por|para|juego|jugador|carta|cartas|ronda|turno|dados|gana|pierde|partida|y|creación|victoria|derrota)(?![\p{L}])/giu,
};
/** Proper names a text of either language may hold, and placeholders (filled at run time). */
const NOT_WORDS = /The Grizzled|Tragedy Looper|When Darkness Comes|\{[^}]*\}/g;

export function foreignWords(locale: 'es' | 'en', texts: Map<string, string>): string[] {
  const faults: string[] = [];
  for (const [key, text] of texts) {
    const found = text.replace(NOT_WORDS, ' ').match(FOREIGN_WORDS[locale]);
    if (found) faults.push(`${locale}:${key}: ${found.join(', ')}`);
  }
  return faults;
}

describe('completeness of the texts', () => {
  const asked = askedKeys();

  it('finds the keys the code asks for', () => {
    expect(asked.length).toBeGreaterThan(1000);
    expect(asked.some((a) => a.key === 'looper.table.board.label')).toBe(true);
  });

  for (const locale of ['es', 'en'] as const) {
    it(`has a ${locale} text for every key written in the code`, () => {
      const texts = leaves(messages[locale]);
      const inner = subtrees(messages[locale]);
      const missing = asked.filter((a) => !hasText(texts, inner, a)).map((a) => `${a.file}: ${a.key}${a.prefix ? '…' : ''}`);
      expect([...new Set(missing)]).toEqual([]);
    });

    it(`uses plural forms in ${locale} wherever a count stands before a noun`, () => {
      expect(pluralFaults(locale, leaves(messages[locale]))).toEqual([]);
    });

    it(`keeps the other language's words out of the ${locale} texts`, () => {
      expect(foreignWords(locale, leaves(messages[locale]))).toEqual([]);
    });
  }

  it('would catch "{n} dados" and pass "un dado | {n} dados"', () => {
    const texts = new Map([
      ['a', 'Tiras {n} dados.'],
      ['b', 'Tiras un dado. | Tiras {n} dados.'],
      ['c', '{count} cosas por resolver'],
    ]);
    expect(pluralFaults('es', texts)).toEqual(['es:a: Tiras {n} dados.', 'es:c: {count} cosas por resolver']);
    expect(pluralFaults('en', new Map([['d', 'Roll ({n} dice)']]))).toEqual(['en:d: Roll ({n} dice)']);
  });

  it('would catch "Motivo: creation" and "Round 3 de 5", and pass The Grizzled\'s name or "El dado dice 4"', () => {
    expect(foreignWords('es', new Map([['a', 'Motivo: creation'], ['b', 'Empieza The Grizzled'], ['c', 'El dado dice 4']]))).toEqual(['es:a: creation']);
    expect(foreignWords('en', new Map([['a', 'Round 3 de 5'], ['b', 'Played by {jugador}'], ['c', 'Yes, they may']]))).toEqual(['en:a: de']);
  });
});

describe('the counts and keys issue 22 names', () => {
  const es = createVeladaI18n('es').global;
  const en = createVeladaI18n('en').global;

  it('read "1 dado", "1 cosa", "1 anotación" in the singular and the plural above one', () => {
    expect(es.t('darkness.table.pool.roll', { n: 1 })).toBe('Tirar (1 dado)');
    expect(es.t('darkness.table.pool.roll', { n: 3 })).toBe('Tirar (3 dados)');
    expect(en.t('darkness.table.pool.roll', { n: 1 })).toBe('Roll (1 die)');
    expect(es.t('darkness.wizard.problemCount', { n: 1 })).toBe('1 cosa por resolver');
    expect(es.t('darkness.wizard.problemCount', { n: 2 })).toBe('2 cosas por resolver');
    expect(es.t('darkness.eog.changes', { n: 1 })).toBe('1 anotación en su registro');
    expect(en.t('darkness.eog.changes', { n: 4 })).toBe('4 entries in their ledger');
    expect(es.t('darkness.sheet.skillRow', { name: 'Sigilo', code: 'AG', tier: 'básica', n: 1 })).toBe('Sigilo (AG) · básica, +1 dado');
    expect(en.t('darkness.files.previewCharacter', { name: 'Eva', n: 1, status: 'active' })).toBe('Eva (1 ledger entry, active)');
  });

  it('name each of two counts in one line by a label, where one plural form cannot fit both', () => {
    expect(es.t('darkness.campaigns.row', { mode: 'Clásica', members: 1, played: 1 })).toBe('Clásica · personajes: 1 · partidas: 1');
    expect(en.t('darkness.files.previewCampaign', { name: 'Otoño', members: 1, played: 3 })).toBe('Campaign "Otoño" (characters: 1, games: 3)');
  });

  it("read out Tragedy Looper's intrigue counter of a place, not its key", () => {
    expect(es.t('looper.table.board.intrigue', { place: 'Escuela', n: 2 })).toBe('Escuela: 2 de Intriga');
    expect(en.t('looper.table.board.intrigue', { place: 'School', n: 2 })).toBe('School: 2 Intrigue');
  });
});
