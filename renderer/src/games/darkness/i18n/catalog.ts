/**
 * What the home screen reads before When Darkness Comes loads, merged under `darkness.*`: the
 * catalog's name and blurb and the texts of its links (the roll helper, the roster, and the
 * campaigns, whose text is also their page's title).
 */
export const catalogTexts = {
  es: {
    name: 'When Darkness Comes',
    blurb: 'Investigación y terror en una ciudad que esconde algo.',
    catalog: { roll: 'Ayudante de tiradas', roster: 'Personajes' },
    campaigns: { title: 'Campañas' },
  },
  en: {
    name: 'When Darkness Comes',
    blurb: 'Investigation and dread in a town that hides something.',
    catalog: { roll: 'Roll helper', roster: 'Characters' },
    campaigns: { title: 'Campaigns' },
  },
};
