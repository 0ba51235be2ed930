/**
 * A second, deliberately naive definition of a roll's level, written straight from the
 * digest's table (§1.3) with no face counts, so the tests can check the engine against it.
 * Test support only; the engine never imports it.
 */
const STEPS: ((faces: readonly number[]) => boolean)[] = [
  (f) => f.includes(6),
  (f) => ofAKind(f, 2),
  (f) => straight(f, 3),
  (f) => ofAKind(f, 3),
  (f) => straight(f, 4),
  (f) => ofAKind(f, 4),
  (f) => straight(f, 5),
  (f) => ofAKind(f, 5),
];

function ofAKind(faces: readonly number[], n: number): boolean {
  return faces.some((v) => faces.filter((w) => w === v).length >= n);
}

function straight(faces: readonly number[], n: number): boolean {
  for (let low = 1; low + n - 1 <= 6; low++) {
    let all = true;
    for (let v = low; v < low + n; v++) all = all && faces.includes(v);
    if (all) return true;
  }
  return false;
}

/** The highest ladder step (1..8) whose pattern the faces contain, 0 when none. */
export function bruteForceLevel(faces: readonly number[]): number {
  let level = 0;
  STEPS.forEach((present, i) => {
    if (present(faces)) level = i + 1;
  });
  return level;
}

/** Every ordered outcome of n dice, as a callback per outcome (6^n calls). */
export function everyOutcome(n: number, visit: (faces: number[]) => void): void {
  const faces = Array<number>(n).fill(1);
  for (;;) {
    visit(faces);
    let i = 0;
    while (i < n && faces[i] === 6) faces[i++] = 1;
    if (i === n) return;
    faces[i]!++;
  }
}
