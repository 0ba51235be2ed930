/**
 * Texts of the table's keyboard and screen-reader helpers: the shortcuts help, the table's
 * heading and what the live region says. Merged under `keys` by ./index.ts.
 */
export const keyboardEs = {
  helpTitle: 'Atajos de teclado',
  helpButton: 'Atajos de teclado (?)',
  close: 'Cerrar',
  shortcut: {
    undo: 'Deshacer la última jugada',
    rules: 'Abrir o cerrar las reglas',
    log: 'Ir al diario de la partida',
    help: 'Mostrar u ocultar esta lista',
    close: 'Cerrar el panel o el diálogo abierto',
  },
  arrows: 'Flechas',
  arrowsHelp: 'Moverse por la mano, el tablero y los botones de la decisión',
  tab: 'Tab',
  tabHelp: 'Pasar de una zona a otra; Intro o Espacio elige',
  tableHeading: '{game}: {title}',
  turnOf: 'Turno de {name}.',
  nothingToUndo: 'No hay ninguna jugada que deshacer ahora.',
  placeHolds: 'con {names}',
  token: 'Ficha de {name}',
};

export const keyboardEn: typeof keyboardEs = {
  helpTitle: 'Keyboard shortcuts',
  helpButton: 'Keyboard shortcuts (?)',
  close: 'Close',
  shortcut: {
    undo: 'Undo the last move',
    rules: 'Open or close the rules',
    log: 'Go to the game log',
    help: 'Show or hide this list',
    close: 'Close the open panel or dialog',
  },
  arrows: 'Arrows',
  arrowsHelp: 'Move through the hand, the board and the decision’s buttons',
  tab: 'Tab',
  tabHelp: 'Go from one area to the next; Enter or Space chooses',
  tableHeading: '{game}: {title}',
  turnOf: '{name}’s turn.',
  nothingToUndo: 'There is no move to undo now.',
  placeHolds: 'with {names}',
  token: '{name}’s token',
};
