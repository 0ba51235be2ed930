/** How a saved session reads in the list: its public summary and when it was last played. */
import type { Translator } from '../silentes/format';

export function summaryText(tr: Translator, gameId: string, summary: Record<string, number | string>): string {
  const key = `summary.${gameId}`;
  if (tr.te(key)) return tr.t(key, summary);
  return Object.entries(summary)
    .map(([k, value]) => tr.t('saves.summaryGeneric', { key: k, value }))
    .join(' · ');
}

/** Dates come as ISO strings from the services; shown in the UI language. */
export function formatPlayedAt(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
