/**
 * The reference of When Darkness Comes, built from Velada's own content and tables so the panel
 * says exactly what the engine plays: the ladder, both fate tables, every encounter disc (items,
 * allies, security, adversaries, with their numbers), every tile, the VP prices and the house
 * rules A1–A49 with their defaults. The table's tips quote these entries by id.
 */
import type { RulesEntry, RulesGroup } from '../../../components/rules-types';
import { DISCS, TILES } from '../../../../../shared/games/darkness/content';
import type { DiscDef, TileDef } from '../../../../../shared/games/darkness/content/types';
import { ATTRIBUTE_NAMES } from '../../../../../shared/games/darkness/characters/attributes';
import { HOUSE_RULES } from '../../../../../shared/games/darkness/characters/house-rules';
import { LADDER, VP_COSTS } from '../../../../../shared/games/darkness/dice';
import rollTexts from '../i18n/roll.json';
import tableEs from '../table/i18n/es.json';
import tableEn from '../table/i18n/en.json';
import referenceLabels from './reference-labels.json';
import { sameKeysAsSpanish } from '../../../i18n/locale-texts';

type Lang = 'es' | 'en';

/** The words the reference puts around the game's content. */
const L = sameKeysAsSpanish(referenceLabels);

const code = (level: number) => LADDER[level - 1]?.code ?? String(level);

function discText(lang: Lang, d: DiscDef): string {
  const l = L[lang];
  const uses = (lang === 'es' ? tableEs : tableEn).use as Record<string, string>;
  const head = `${l.difficulty} ${code(d.difficulty)} · ${l.weight} ${d.weight}`;
  switch (d.kind) {
    case 'item': {
      const bonuses = d.bonuses.map((b) => `${uses[b.use] ?? b.use} +${b.dice}`).join(', ');
      return [head, bonuses, d.uses !== undefined ? `${d.uses} ${l.uses}` : ''].filter(Boolean).join(' · ');
    }
    case 'ally':
      return `${head} · ${d.dice} ${l.dice}: ${d.attributes.map((a) => ATTRIBUTE_NAMES[a][lang]).join(', ')}`;
    case 'security': {
      const fight = d.combat ? `${l.fight}: I ${code(d.combat.initiative)} · A ${code(d.combat.attack)} · D ${code(d.combat.defense)}` : l.noFight;
      return `${l.difficulty} ${code(d.difficulty)} · ${l.social}: ${ATTRIBUTE_NAMES[d.social.attribute][lang]} · ${fight}`;
    }
    case 'adversary':
      return `I ${code(d.initiative)} · A ${code(d.attack)} · D ${code(d.defense)} · ${l.speed} ${d.speed}${d.health > 1 ? ` · ${l.health} ${d.health}` : ''}`;
  }
}

function tileText(lang: Lang, t: TileDef): string {
  const l = L[lang];
  const all = t.rows.join('');
  const doors = [...all].filter((c) => c >= '0' && c <= '3').length;
  const questions = [...all].filter((c) => c === '?').length;
  const security = t.security === 'none' ? '—' : t.security;
  return `${l.doors}: ${doors} · ${l.questions}: ${questions} · ${l.windowLevel} ${code(t.windowLevel)} · ${l.securityOf}: ${security}`;
}

const discGroup = (lang: Lang, kind: DiscDef['kind'], title: string): RulesGroup => ({
  id: `discs-${kind}`,
  title,
  entries: DISCS.filter((d) => d.kind === kind).map((d): RulesEntry => ({ id: `disc-${d.id}`, name: d.name[lang], text: discText(lang, d) })),
});

export function darknessReference(lang: Lang): RulesGroup[] {
  const l = L[lang];
  const ladderNames = rollTexts[lang].ladder as Record<string, string>;
  const fate = (lang === 'es' ? tableEs : tableEn).fate;
  return [
    {
      id: 'ladder',
      title: l.ladder,
      entries: LADDER.map((s) => ({ id: `ladder-${s.code}`, name: `${s.code} — ${ladderNames[s.code]}`, text: l.level.replace('{n}', String(s.level)) })),
    },
    {
      id: 'fate-ohCrap',
      title: l.fateOhCrap,
      entries: Array.from({ length: 11 }, (_, i) => i + 2).map((n) => ({ id: `fate-ohCrap-${n}`, name: `${fate.ohCrap} ${n}`, text: fate.ohCrapResults[`r${n}` as keyof typeof fate.ohCrapResults] })),
    },
    {
      id: 'fate-woohoo',
      title: l.fateWoohoo,
      entries: Array.from({ length: 11 }, (_, i) => i + 2).map((n) => ({ id: `fate-woohoo-${n}`, name: `${fate.woohoo} ${n}`, text: fate.woohooResults[`r${n}` as keyof typeof fate.woohooResults] })),
    },
    discGroup(lang, 'item', l.items),
    discGroup(lang, 'ally', l.allies),
    discGroup(lang, 'security', l.security),
    discGroup(lang, 'adversary', l.adversaries),
    { id: 'tiles', title: l.tiles, entries: TILES.map((t) => ({ id: `tile-${t.id}`, name: t.name[lang], text: tileText(lang, t) })) },
    {
      id: 'vp',
      title: l.vp,
      entries: (Object.keys(VP_COSTS) as (keyof typeof VP_COSTS)[]).map((k) => ({ id: `vp-${k}`, name: `${VP_COSTS[k]} PV`.replace('PV', lang === 'es' ? 'PV' : 'VP'), text: l.vpCosts[k] })),
    },
    {
      id: 'house',
      title: l.house,
      entries: HOUSE_RULES.map((r) => ({ id: `house-${r.id}`, name: `${r.id} — ${r.title[lang]}`, text: r.text[lang] })),
    },
  ];
}
