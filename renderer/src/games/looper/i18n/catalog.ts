/**
 * What the home screen and the save list read before Tragedy Looper loads, merged under
 * `looper.*`: the catalog's name and blurb, the script library link's text (also the library's
 * title) and the save row's line. The line never names the script: its title is on the secret
 * card (L120, L182).
 */
export const catalogTexts = {
  es: {
    name: 'Tragedy Looper',
    blurb: 'Viajes en el tiempo para evitar una tragedia anunciada.',
    saveLine: 'Bucle {loop}/{loops} · Día {day}/{days}',
    scripts: { title: 'Biblioteca de guiones' },
  },
  en: {
    name: 'Tragedy Looper',
    blurb: 'Time travel to prevent a foretold tragedy.',
    saveLine: 'Loop {loop}/{loops} · Day {day}/{days}',
    scripts: { title: 'Script library' },
  },
};
