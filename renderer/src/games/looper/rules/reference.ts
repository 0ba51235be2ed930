/**
 * The reference part of Tragedy Looper's rules, built from the engine's tables (characters,
 * hands, tragedy sets) and the written effects, so the panel always says what the engine does.
 * Only what protagonists may know: the sets' full contents, never a script's secret.
 */
import type { RulesEntry, RulesGroup } from '../../../components/rules-types';
import { CHARACTER_CARDS } from '../../../../../shared/games/looper/characters';
import { MASTERMIND_HAND, PROTAGONIST_HAND } from '../../../../../shared/games/looper/cards';
import { CARD_KINDS, CHARACTERS, COUNTERS, INCIDENTS, LOCATIONS, PLOTS, ROLES, TRAGEDY_SETS, type CardKind, type CounterKind, type IncidentId, type LocationId, type PlotId, type RoleId } from '../../../../../shared/games/looper/ids';
import { GOODWILL_REFUSAL, PLOT_ROLES, ROLE_LIMITS, TRAGEDY_SET_DATA } from '../../../../../shared/games/looper/tragedy-sets';
import { namesTexts } from '../i18n/names';
import { ABILITY_TEXTS } from '../i18n/ability-texts';
import { PLOT_TEXTS, ROLE_TEXTS } from './role-plot-texts';
import elementTexts from './element-texts.json';
import { LABELS, type Lang } from './reference-labels';
import { shaped } from '../../../i18n/locale-texts';

type Text = Record<Lang, string>;
type ElementTexts = {
  incident: Record<IncidentId, Text>;
  card: Record<CardKind, Text>;
  counter: Record<CounterKind, Text>;
  location: Record<LocationId, Text>;
  marker: Record<'leader' | 'extra' | 'turf' | 'corpse', Text>;
};

/** What incidents, action cards, counters, places and markers do (digest §2–§4.4, rulings L11, L12, L21–L24, L26); names come from i18n/names.ts. */
const ELEMENT_TEXTS = shaped<ElementTexts>()(elementTexts);

const list = (items: readonly string[]) => items.join(', ');

function setsOf(lang: Lang, has: (set: (typeof TRAGEDY_SET_DATA)['firstSteps']) => boolean): string {
  return list(TRAGEDY_SETS.filter((id) => has(TRAGEDY_SET_DATA[id])).map((id) => namesTexts[lang].set[id]));
}

function characterEntry(lang: Lang, id: (typeof CHARACTERS)[number]): RulesEntry {
  const n = namesTexts[lang];
  const l = LABELS[lang];
  const card = CHARACTER_CARDS[id];
  const parts = [
    `${l.traits}: ${list(card.traits.map((t) => n.trait[t]))}.`,
    `${l.paranoiaLimit}: ${card.paranoiaLimit}.`,
    `${l.start}: ${card.start ? n.location[card.start] : l.henchmanStart}.`,
    card.forbidden.length > 0 ? `${l.forbidden}: ${list(card.forbidden.map((f) => n.location[f]))}.` : '',
    l.special[id] ?? '',
    ...(ABILITY_TEXTS[id][lang].length > 0 ? ABILITY_TEXTS[id][lang] : [l.noAbilities]),
  ];
  return { id: `character-${id}`, name: n.character[id].name, text: parts.filter(Boolean).join(' ') };
}

function roleEntry(lang: Lang, id: RoleId): RulesEntry {
  const l = LABELS[lang];
  const limit = ROLE_LIMITS[id];
  const parts = [
    ROLE_TEXTS[id][lang],
    `${l.refusal}: ${l.refusalKind[GOODWILL_REFUSAL[id]]}.`,
    limit !== undefined ? `${l.roleLimit}: ${limit}.` : '',
    `${l.sets}: ${setsOf(lang, (s) => s.roles.includes(id))}.`,
  ];
  return { id: `role-${id}`, name: namesTexts[lang].role[id], text: parts.filter(Boolean).join(' ') };
}

function plotEntry(lang: Lang, id: PlotId): RulesEntry {
  const n = namesTexts[lang];
  const l = LABELS[lang];
  const main = TRAGEDY_SETS.some((s) => TRAGEDY_SET_DATA[s].mainPlots.includes(id));
  const roles = Object.entries(PLOT_ROLES[id]).map(([role, count]) => {
    const shown = Array.isArray(count) ? `${count[0]}–${count[1]}` : String(count);
    return `${shown} × ${n.role[role as RoleId]}`;
  });
  const parts = [
    `${main ? l.mainPlot : l.subPlot} (${setsOf(lang, (s) => s.mainPlots.includes(id) || s.subPlots.includes(id))}).`,
    `${l.addsRoles}: ${roles.length > 0 ? list(roles) : l.none}.`,
    PLOT_TEXTS[id][lang],
  ];
  return { id: `plot-${id}`, name: n.plot[id], text: parts.join(' ') };
}

function cardEntry(lang: Lang, kind: CardKind): RulesEntry {
  const l = LABELS[lang];
  const hands = [
    ...(PROTAGONIST_HAND.some((c) => c.kind === kind) ? [l.protagonistHand] : []),
    ...(MASTERMIND_HAND.some((c) => c.kind === kind) ? [l.mastermindHand] : []),
  ];
  const once = [...PROTAGONIST_HAND, ...MASTERMIND_HAND].filter((c) => c.kind === kind && c.oncePerLoop).length > 0;
  const text = `${ELEMENT_TEXTS.card[kind][lang]} ${l.inHands}: ${list(hands)}.${once ? ` ${l.oncePerLoopCard}` : ''}`;
  return { id: `card-${kind}`, name: namesTexts[lang].card[kind], text };
}

function setEntry(lang: Lang, id: (typeof TRAGEDY_SETS)[number]): RulesEntry {
  const n = namesTexts[lang];
  const l = LABELS[lang];
  const set = TRAGEDY_SET_DATA[id];
  const text = [
    `${l.mainPlots}: ${list(set.mainPlots.map((p) => n.plot[p]))}.`,
    `${l.subPlots} (${set.subPlotCount}): ${list(set.subPlots.map((p) => n.plot[p]))}.`,
    `${l.roles}: ${list(set.roles.map((r) => n.role[r]))}.`,
    `${l.incidents}: ${list(set.incidents.map((i) => n.incident[i]))}.`,
    set.finalGuess ? l.withFinalGuess : l.noFinalGuess,
  ].join(' ');
  return { id: `set-${id}`, name: n.set[id], text };
}

export function looperReference(lang: Lang): RulesGroup[] {
  const n = namesTexts[lang];
  const l = LABELS[lang];
  return [
    { id: 'sets', title: l.groups.sets, entries: TRAGEDY_SETS.map((id) => setEntry(lang, id)) },
    { id: 'plots', title: l.groups.plots, entries: PLOTS.map((id) => plotEntry(lang, id)) },
    { id: 'roles', title: l.groups.roles, entries: ROLES.map((id) => roleEntry(lang, id)) },
    {
      id: 'incidents',
      title: l.groups.incidents,
      entries: INCIDENTS.map((id) => ({ id: `incident-${id}`, name: n.incident[id], text: `${ELEMENT_TEXTS.incident[id][lang]} ${l.incidentRule} ${l.sets}: ${setsOf(lang, (s) => s.incidents.includes(id))}.` })),
    },
    { id: 'characters', title: l.groups.characters, entries: CHARACTERS.map((id) => characterEntry(lang, id)) },
    { id: 'cards', title: l.groups.cards, entries: CARD_KINDS.map((kind) => cardEntry(lang, kind)) },
    {
      id: 'board',
      title: l.groups.board,
      entries: [
        ...LOCATIONS.map((id) => ({ id: `location-${id}`, name: n.location[id], text: ELEMENT_TEXTS.location[id][lang] })),
        ...COUNTERS.map((id) => ({ id: `counter-${id}`, name: n.counter[id].name, text: ELEMENT_TEXTS.counter[id][lang] })),
        ...(['leader', 'extra', 'turf', 'corpse'] as const).map((id) => ({ id, name: n.marker[id], text: ELEMENT_TEXTS.marker[id][lang] })),
      ],
    },
  ];
}
