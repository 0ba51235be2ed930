/** When Darkness Comes' English texts, merged under `darkness.*` when the game loads (./messages.ts). */
import { rollTexts } from './roll';
import { sheetTexts } from './sheet';
import { wizardTexts } from './wizard';
import { endOfGameTexts } from './end-of-game';
import { campaignTexts } from './campaigns';
import { newGameTexts } from '../new-game/i18n';
import { statsTexts } from './stats';

export const darknessEn: Record<string, unknown> = { ...rollTexts.en, ...sheetTexts.en, ...wizardTexts.en, ...endOfGameTexts.en, ...campaignTexts.en, ...newGameTexts.en, ...statsTexts.en };
