/** Movement on the 2×2 board (digest §2, §3.3). */
import type { LocationId } from './ids';

export type Axis = 'vertical' | 'horizontal' | 'diagonal';

export const MOVE: Record<Axis, Record<LocationId, LocationId>> = {
  vertical: { hospital: 'city', city: 'hospital', shrine: 'school', school: 'shrine' },
  horizontal: { hospital: 'shrine', shrine: 'hospital', city: 'school', school: 'city' },
  diagonal: { hospital: 'school', school: 'hospital', shrine: 'city', city: 'shrine' },
};
