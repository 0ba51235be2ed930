import { describe, expect, it } from 'vitest';
import { createVeladaI18n } from '../i18n';
import { saveTitleText } from './save-title';

// An i18n instance is a translator as the components pass it (useI18n's composer).
const en = createVeladaI18n('en').global;
const es = createVeladaI18n('es').global;

describe("a save's title in the reader's language", () => {
  it('says the title Velada chose in English to an English reader: names, number and copies', () => {
    expect(saveTitleText(en, 'en', { title: 'Silentes — Ana y Luis', gameId: 'silentes', players: ['Ana', 'Luis'] })).toBe('Silentes — Ana and Luis');
    expect(saveTitleText(en, 'en', { title: 'Salem 1692 — Ana, Luis, Eva y Marta (2)', gameId: 'salem', players: ['Ana', 'Luis', 'Eva', 'Marta'] })).toBe(
      'Salem 1692 — Ana, Luis, Eva, and Marta (2)',
    );
    expect(saveTitleText(en, 'en', { title: 'The Grizzled — Ana y Luis (2) (copia) (copia)', gameId: 'grizzled', players: ['Ana', 'Luis'] })).toBe(
      'The Grizzled — Ana and Luis (2) (copy) (copy)',
    );
    expect(saveTitleText(en, 'en', { title: 'When Darkness Comes — Ana', gameId: 'darkness', players: ['Ana'] })).toBe('When Darkness Comes — Ana');
  });

  it("reads a profile's history rows, whose players are not at hand, from the title's own list", () => {
    expect(saveTitleText(en, 'en', { title: 'Tragedy Looper — Ana, Luis y Eva', gameId: 'looper' })).toBe('Tragedy Looper — Ana, Luis, and Eva');
  });

  it('keeps a typed title as typed, and any title as stored for a Spanish reader', () => {
    expect(saveTitleText(en, 'en', { title: 'Noche del viernes (copia)', gameId: 'silentes', players: ['Ana', 'Luis'] })).toBe('Noche del viernes (copia)');
    // The same shape with other names than the seats' is the family's own title.
    expect(saveTitleText(en, 'en', { title: 'Silentes — Pepe y Lola', gameId: 'silentes', players: ['Ana', 'Luis'] })).toBe('Silentes — Pepe y Lola');
    expect(saveTitleText(es, 'es', { title: 'Silentes — Ana y Luis (copia)', gameId: 'silentes', players: ['Ana', 'Luis'] })).toBe('Silentes — Ana y Luis (copia)');
  });
});
