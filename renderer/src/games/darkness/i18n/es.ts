/** When Darkness Comes' Spanish texts, merged under `darkness.*` by the i18n setup. */
import { rollTexts } from './roll';

export const darknessEs: Record<string, unknown> = { ...rollTexts.es };
