/**
 * The names every part of the table needs for one view, in the current language: seats, discs
 * (by id, from what this view knows), scenario actions and placed tiles. One place, so the map,
 * the panels and the log all say the same thing.
 */
import { computed, type Ref } from 'vue';
import { useI18n } from 'vue-i18n';
import type { DarknessView, Seat, ViewDisc } from '../../../../../shared/games/darkness/game/types';
import type { Translator } from '../../../i18n/translator';
import type { LogNames } from './log-format';
import { tileGrid } from '../../../../../shared/games/darkness/game/board';
import { skillById } from '../../../../../shared/games/darkness/characters/skills';
import { discDefOf, discName, langOf, numberedOf, pick, scenarioOf, tileName } from './content-names';
import { partyObjectiveNote, partyObjectiveRecorded } from '../party-objective-note';

export interface TableNames {
  seat: (seat: Seat) => string;
  disc: (id: string) => string;
  scenarioAction: (id: string) => string;
  tile: (index: number) => string;
  tileId: (id: string) => string;
  locksAt: (door: string) => number;
  /** A skill of Velada's table by id (D403's buttons and lines). */
  skill: (id: string) => string;
}

export function tableNames(tr: Translator, view: DarknessView, locale: string): TableNames {
  const lang = langOf(locale);
  const scenario = scenarioOf(view.scenarioId);
  const byId = new Map(view.discs.map((d) => [d.id, d]));
  return {
    seat: (seat) => view.heroes[seat]?.name ?? (seat === view.heroes.length ? tr.t('darkness.table.masterName') : String(seat + 1)),
    disc: (id) => discName(tr, lang, scenario, byId.get(id) ?? null),
    scenarioAction: (id) => pick(scenario?.actions.find((a) => a.id === id)?.name, lang) || id,
    tile: (index) => {
      const placed = view.tiles[index];
      return placed ? tileName(lang, placed.tile) : String(index);
    },
    tileId: (id) => tileName(lang, id),
    skill: (id) => skillById(id)?.name[lang] ?? id,
    locksAt: (door) => {
      // The lock count is drawn on the door's square; the view's doors say its state only.
      const [x, y] = door.split(',').map(Number);
      for (const placed of view.tiles) if (Math.floor(x! / 8) === placed.tx && Math.floor(y! / 8) === placed.ty) return lockCount(placed.tile, placed.rotation, x!, y!);
      return 0;
    },
  };
}

function lockCount(tile: string, rotation: 0 | 1 | 2 | 3, x: number, y: number): number {
  const c = tileGrid(tile, rotation)[((y % 8) + 8) % 8]?.[((x % 8) + 8) % 8];
  return c && c >= '0' && c <= '3' ? Number(c) : 0;
}

/** The names a log line needs: seats, discs by content def, tiles, scenario actions and events. */
export function logNamesOf(tr: Translator, view: DarknessView, locale: string): LogNames {
  const lang = langOf(locale);
  const scenario = scenarioOf(view.scenarioId);
  const names = tableNames(tr, view, locale);
  return {
    seat: names.seat,
    def: (def) => discName(tr, lang, scenario, { def, kind: null }),
    tile: names.tile,
    tileId: names.tileId,
    scenarioAction: names.scenarioAction,
    skill: names.skill,
    event: (index) => {
      const ev = scenario?.events[index];
      if (!ev) return tr.t('darkness.log.words.event.other');
      if (ev.kind === 'message') return pick(ev.text, lang);
      return tr.t(`darkness.log.words.event.${ev.kind}`);
    },
  };
}

export function useTableNames(view: Ref<DarknessView>) {
  const i18n = useI18n();
  const tr: Translator = { t: (k, p) => i18n.t(k, p ?? {}), te: (k) => i18n.te(k) };
  const names = computed(() => tableNames(tr, view.value, i18n.locale.value));
  const lang = computed(() => langOf(i18n.locale.value));
  const scenario = computed(() => scenarioOf(view.value.scenarioId));
  const defOf = (d: ViewDisc) => discDefOf(scenario.value, d.def);
  const numbered = (d: ViewDisc) => numberedOf(scenario.value, d.def);
  const logNames = computed(() => logNamesOf(tr, view.value, i18n.locale.value));
  /** Rules 3's objective for this party, when it differs from the goal's words (D416–D418). */
  const objectiveNote = computed(() => {
    const sc = scenario.value;
    if (!sc) return null;
    const plural = (k: string, p: Record<string, unknown>, n?: number) => (n === undefined ? i18n.t(k, p) : i18n.t(k, p, n));
    return partyObjectiveNote(plural, partyObjectiveRecorded(view.value.scenario, sc), view.value.heroes.length, pick(sc.bosses[0]?.name, lang.value));
  });
  return { tr, names, lang, scenario, defOf, numbered, logNames, objectiveNote };
}
