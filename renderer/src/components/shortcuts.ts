/**
 * The table's keyboard, shared by every game: the documented one-key shortcuts (U undo,
 * R rules, L log, ? this list, Esc close), arrow keys inside a group of controls (a hand,
 * the board, the decision's buttons) and the rule for where focus goes when the screen
 * changes. The key → shortcut and arrow → index decisions are pure so they are tested
 * without a DOM; `useShortcuts` only wires them to `keydown`.
 */
import { onBeforeUnmount, onMounted } from 'vue';
import { focusWithoutTip } from './explain';

export const SHORTCUT_IDS = ['undo', 'rules', 'log', 'help', 'close'] as const;
export type ShortcutId = (typeof SHORTCUT_IDS)[number];

/** What the help lists, in this order: the key as printed on the keyboard, and its i18n key. */
export const SHORTCUT_KEYS: readonly { id: ShortcutId; key: string }[] = [
  { id: 'undo', key: 'U' },
  { id: 'rules', key: 'R' },
  { id: 'log', key: 'L' },
  { id: 'help', key: '?' },
  { id: 'close', key: 'Esc' },
];

/** The part of a KeyboardEvent the decision needs (a plain object in tests). */
export interface KeyPress {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  /** True when the key goes to a text field, a select or an open dialog's own controls. */
  typing?: boolean;
}

/**
 * The shortcut a key press means, or null. Letters are case-blind (Caps Lock must not
 * break them) but never taken with Ctrl/Cmd/Alt, so the browser's own keys keep working,
 * and never while someone types a name or a search (except Esc, which closes).
 */
export function shortcutFor(press: KeyPress): ShortcutId | null {
  if (press.ctrlKey || press.metaKey || press.altKey) return null;
  if (press.key === 'Escape') return 'close';
  if (press.typing) return null;
  if (press.key === '?') return 'help';
  switch (press.key.toLowerCase()) {
    case 'u':
      return 'undo';
    case 'r':
      return 'rules';
    case 'l':
      return 'log';
    default:
      return null;
  }
}

export const ARROW_KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'] as const;

/**
 * Where an arrow key moves within a group of `count` controls from `current`: left/up go
 * back, right/down go on, both wrap (a hand is a loop, not a wall), Home/End jump to the
 * ends. Null for any other key or an empty group.
 */
export function arrowTarget(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  const from = current < 0 ? 0 : current;
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowUp':
      return current < 0 ? count - 1 : (from - 1 + count) % count;
    case 'ArrowRight':
    case 'ArrowDown':
      return current < 0 ? 0 : (from + 1) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** Controls that can take focus inside a group (disabled ones are skipped, as Tab skips them). */
export const FOCUSABLE = 'button:not([disabled]), [tabindex="0"], input:not([disabled]), select:not([disabled]), a[href]';

/** An element marked as a group the arrow keys move within (a hand, the board, a button row). */
export const ARROW_GROUP = '[data-arrow-group]';

/**
 * The first control of the decision on screen, in the order a player needs them: a highlighted
 * target (a shelter to hide in), the decision's main button (not a "+1" beside it), its other
 * buttons, then a playable card.
 */
export const FIRST_DECISION = [
  '[data-target="true"]',
  '[data-testid="decision"] button.btn-primary:not([disabled])',
  '[data-testid="decision"] button:not([disabled])',
  'button[data-testid^="hand-card-"]:not([disabled])',
  'button[data-testid^="tile-"]:not([disabled])',
];

export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  const tag = target.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || target.isContentEditable;
}

/** Moves focus within the arrow group around the focused element; true when it moved. */
export function moveInArrowGroup(event: KeyboardEvent): boolean {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || isTyping(active)) return false;
  const group = active.closest<HTMLElement>(ARROW_GROUP);
  if (!group) return false;
  const items = [...group.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.closest(ARROW_GROUP) === group);
  const next = arrowTarget(event.key, items.indexOf(active), items.length);
  if (next === null) return false;
  items[next]!.focus();
  return true;
}

/** Focuses the first decision control on screen; false when there is none. */
export function focusFirstDecision(root: ParentNode = document): boolean {
  for (const selector of FIRST_DECISION) {
    const el = root.querySelector<HTMLElement>(selector);
    if (el) {
      focusWithoutTip(el);
      return true;
    }
  }
  return false;
}

/**
 * Registers the shortcuts and the arrow keys on the window while the calling component is
 * mounted. A handler that returns false did not use the key, so the browser keeps it.
 */
export function useShortcuts(handlers: Partial<Record<ShortcutId, () => boolean | void>>): void {
  function onKey(event: KeyboardEvent): void {
    if (event.defaultPrevented) return;
    if ((ARROW_KEYS as readonly string[]).includes(event.key)) {
      if (moveInArrowGroup(event)) event.preventDefault();
      return;
    }
    const id = shortcutFor({ key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey, altKey: event.altKey, typing: isTyping(event.target) });
    const handler = id === null ? undefined : handlers[id];
    if (!handler) return;
    if (handler() !== false) event.preventDefault();
  }
  onMounted(() => window.addEventListener('keydown', onKey));
  onBeforeUnmount(() => window.removeEventListener('keydown', onKey));
}
