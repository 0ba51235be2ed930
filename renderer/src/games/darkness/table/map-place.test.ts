/** Issue 22 point 7: the keyboard cursor says the building and the objective the map draws there. */
import { describe, expect, it } from 'vitest';
import { translator } from '../../looper/test-translator';
import { withPlace } from './map-labels';

describe('the cursor’s place', () => {
  it('adds the building’s name and, on the objective’s square, that it is the objective', () => {
    expect(withPlace(translator('es'), 'Casilla 11,3 · lugar del escenario (!)', 'Comisaría', true)).toBe('Casilla 11,3 · lugar del escenario (!) · Comisaría · aquí se cumple el objetivo');
    expect(withPlace(translator('en'), 'Square 11,3 · scenario place (!)', 'Police Station', true)).toBe('Square 11,3 · scenario place (!) · Police Station · the objective is reached here');
    expect(withPlace(translator('en'), 'Square 7,3 · street', 'Café', false)).toBe('Square 7,3 · street · Café');
    expect(withPlace(translator('es'), 'Casilla 2,-3 · sin loseta', null, false)).toBe('Casilla 2,-3 · sin loseta');
  });
});
