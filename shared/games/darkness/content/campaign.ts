/**
 * Campaign frames (digest §2.3 e 5, Velada's own text): chapters reusing the scenarios, a bridge read
 * between them and a recurring NPC. A chapter's scenario sets flags at its end (`campaign.sets`) that
 * the next chapters' scenarios read (`campaign.reads`, CampaignFlagEffect); ruling D222.
 */
import type { CampaignFrame } from './types';

export const BELLS_OF_VELADA: CampaignFrame = {
  id: 'bells_of_velada',
  name: { es: 'Las campanas de Velada', en: 'The Bells of Velada' },
  intro: {
    es: 'Tres noches en las que Velada estuvo a punto de desaparecer, contadas por la voz que las narró por la radio.',
    en: 'Three nights when Velada nearly vanished, told by the voice that narrated them over the radio.',
  },
  chapters: [
    {
      scenario: 'curfew_radio',
      title: { es: 'Capítulo 1: La emisora', en: 'Chapter 1: The Station' },
      bridge: {
        es: 'Marisol Andrade, la locutora de Radio Velada, os espera en la comisaría con el transmisor abierto sobre la mesa.',
        en: 'Marisol Andrade, the voice of Radio Velada, waits for you at the police station with the transmitter open on the table.',
      },
    },
    {
      scenario: 'quiet_stacks',
      title: { es: 'Capítulo 2: Los que faltan', en: 'Chapter 2: The Missing' },
      bridge: {
        es: 'Si la radio volvió a sonar, el valle sabe que resistís y el refugio aguanta más; si calló, las velas se consumen antes. Marisol lee por la emisora los nombres de los cuatro vecinos que faltan.',
        en: 'If the radio spoke again, the valley knows you hold out and the shelter lasts longer; if it stayed silent, the candles burn faster. Marisol reads the names of the four missing neighbours on air.',
      },
    },
    {
      scenario: 'long_night',
      title: { es: 'Capítulo 3: Las campanas', en: 'Chapter 3: The Bells' },
      bridge: {
        es: 'Marisol ha visto una luz en el campanario. Si la radio llegó al valle, el agente Beltrán ha subido a ayudar; los vecinos rescatados os dan lo poco que tienen; si se perdieron, la noche os parecerá más corta.',
        en: 'Marisol has seen a light in the bell tower. If the radio reached the valley, Officer Beltrán has come up to help; the neighbours you saved give you what little they have; if they were lost, the night will feel shorter.',
      },
    },
  ],
  recurringNpc: {
    name: 'Marisol Andrade',
    text: {
      es: 'Locutora de Radio Velada. Aparece en los tres capítulos: abre el primero en la comisaría, lee los nombres en el segundo y ve la luz del campanario en el tercero.',
      en: 'The voice of Radio Velada. She appears in all three chapters: she opens the first at the police station, reads the names in the second and sees the light in the bell tower in the third.',
    },
  },
};

export const CAMPAIGN_FRAMES: readonly CampaignFrame[] = [BELLS_OF_VELADA];
