/**
 * "I rolled physical dice": the faces a person types, read by the dice engine (`readPhysical`)
 * and, when refused, turned into the one thing that is wrong as a message key of this screen
 * (empty, not a face, too few, too many), so the helper says it in the table's language.
 */
import { readPhysical } from '../../../../shared/games/darkness/dice';

export interface FacesProblem {
  key: string;
  params: Record<string, string | number>;
}

export type FacesReading = { ok: true; faces: number[] } | { ok: false; problem: FacesProblem };

const K = 'darkness.roll.faces';

export function readTypedFaces(text: string, expected: number): FacesReading {
  if (text.trim() === '') return { ok: false, problem: { key: `${K}.empty`, params: { expected } } };
  const read = readPhysical(text, expected);
  if (read.ok) return read;
  const { code, params } = read.error;
  if (code === 'physical_face_invalid') return { ok: false, problem: { key: `${K}.notFace`, params: { position: params.position!, value: params.value! } } };
  const given = Number(params.got);
  return { ok: false, problem: { key: given < expected ? `${K}.tooFew` : `${K}.tooMany`, params: { given, expected } } };
}

/** The indexes of the dice that make a pattern, each die used once (a pair of 3s in 3-3-3 marks two). */
export function patternIndexes(faces: readonly number[], patternDice: readonly number[]): number[] {
  const used = new Set<number>();
  for (const value of patternDice) {
    const i = faces.findIndex((f, j) => f === value && !used.has(j));
    if (i >= 0) used.add(i);
  }
  return [...used].sort((a, b) => a - b);
}
