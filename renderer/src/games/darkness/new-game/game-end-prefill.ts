/**
 * The end-of-game wizard's step 1 filled from a finished board game (`darkness.games.end`): who
 * played, their final VP, who died, what each held and whether the objective was reached. Only the
 * campaign's members can be entered; a pregen seat (A44) changes no sheet and is only named.
 */
import { discById } from '../../../../../shared/games/darkness/content';
import type { DarknessCampaign, DarknessGameEnd } from '../../../../../shared/ipc/contract';
import { startingForm, type EogForm } from '../end-of-game-form';

type Members = DarknessCampaign['members'];

/** D364: item names in the reader's language when the item is a Velada disc; the sheet's own name otherwise. */
function itemName(id: string, fallback: string, locale: string): string {
  const disc = discById(id.includes('~') ? id.slice(0, id.indexOf('~')) : id);
  if (!disc) return fallback;
  return locale === 'en' ? disc.name.en : disc.name.es;
}

export function formFromGameEnd(members: Members, end: DarknessGameEnd, locale: string): EogForm {
  const form = startingForm(members);
  for (const id of Object.keys(form.participants)) form.participants[id] = { ...form.participants[id]!, playing: false, vp: 0, died: false, items: [] };
  for (const p of end.participants) {
    if (p.characterId === null || !(p.characterId in form.participants)) continue;
    form.participants[p.characterId] = {
      playing: true,
      vp: p.vp,
      died: p.died,
      items: p.itemsHeld.map((item) => ({ ...item, name: itemName(item.id, item.name, locale) })),
    };
  }
  return {
    ...form,
    scenario: locale === 'en' ? end.scenarioName.en : end.scenarioName.es,
    objectiveAchieved: end.objectiveAchieved,
    sessionId: end.sessionId,
  };
}

/** The names of the pregen seats, which the wizard lists as exempt (A44). */
export function exemptNames(end: DarknessGameEnd): string[] {
  return end.participants.filter((p) => p.characterId === null).map((p) => p.name);
}

/** The `?session=` of the wizard's route, when it is one id. */
export function sessionQuery(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 && value.length <= 64 ? value : null;
}
