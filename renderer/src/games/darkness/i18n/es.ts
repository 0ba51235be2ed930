/** When Darkness Comes' Spanish texts, merged under `darkness.*` when the game loads (./messages.ts). */
import { rollTexts } from './roll';
import { sheetTexts } from './sheet';
import { wizardTexts } from './wizard';
import { endOfGameTexts } from './end-of-game';
import { campaignTexts } from './campaigns';
import { newGameTexts } from '../new-game/i18n';
import { statsTexts } from './stats';

export const darknessEs: Record<string, unknown> = { ...rollTexts.es, ...sheetTexts.es, ...wizardTexts.es, ...endOfGameTexts.es, ...campaignTexts.es, ...newGameTexts.es, ...statsTexts.es };
