/** How a saved session reads in the list: who plays, its public summary and when it was last played. */
import type { BotLevel } from '../../../shared/engine/bot-level';
import type { Translator } from '../i18n/translator';

/**
 * "Ana, Bot 1 (bot, Difícil), Luis": bot seats are marked so a save says who was real, with each
 * bot's level when the list knows it (`levels` side by side with `bots`, issue 24).
 */
export function playerList(tr: Translator, players: readonly string[], bots: readonly number[] = [], levels?: readonly BotLevel[]): string {
  return players
    .map((name, seat) => {
      const at = bots.indexOf(seat);
      if (at < 0) return name;
      const level = levels?.[at];
      return level ? tr.t('saves.botPlayerLevel', { name, level: botLevelName(tr, level) }) : tr.t('saves.botPlayer', { name });
    })
    .join(', ');
}

/** "Fácil", "Normal", "Difícil". */
export function botLevelName(tr: Pick<Translator, 't'>, level: BotLevel): string {
  return tr.t(`bots.levels.${level}`);
}

/** A bot seat as the table names it: "Bot (Difícil)". */
export function botSeatLabel(tr: Pick<Translator, 't'>, level: BotLevel): string {
  return tr.t('bots.withLevel', { level: botLevelName(tr, level) });
}

/**
 * A game's own line (`<game>.saveLine`, one of the catalog texts of its entry, there before the
 * game loads), filled from its public summary; else the summary's figures one by one.
 */
export function summaryText(tr: Translator, gameId: string, summary: Record<string, number | string>): string {
  const own = `${gameId}.saveLine`;
  if (tr.te(own)) return tr.t(own, summary);
  return Object.entries(summary)
    .map(([k, value]) => tr.t('saves.summaryGeneric', { key: k, value }))
    .join(' · ');
}

/**
 * Who won, for the save list and a profile's history. A game of sides (Tragedy Looper's
 * protagonists against the mastermind, Salem's town against the witches, When Darkness Comes'
 * heroes against the darkness) names the winning side (`<game>.outcome.<outcome>`, a catalog
 * text): a bare "Victoria" would read wrong on the losing side's row. A cooperative game says
 * "Victoria" or "Derrota" for the whole table.
 */
export function outcomeText(tr: Translator, gameId: string, outcome: string): string {
  const sides = `${gameId}.outcome.${outcome}`;
  return tr.te(sides) ? tr.t(sides) : tr.t(`outcome.${outcome}`);
}

/** Dates come as ISO strings from the services; shown in the UI language. */
export function formatPlayedAt(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
