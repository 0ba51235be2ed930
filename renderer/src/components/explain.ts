/**
 * `v-explain="{ title, text }"`: an element of the table explains itself on hover, on keyboard
 * focus and on tap, in the words of the game's rules reference. One tip is shown at a time by
 * ExplainTip.vue (mounted once in App.vue); this file holds its state and the directive.
 *
 * The directive never adds children to the element (Vue owns those): the screen reader's
 * description lives in ExplainTip's hidden list and is linked with aria-describedby. An element
 * that cannot take focus by itself gets tabindex=0 so the keyboard reaches it — unless it sits
 * inside a button or link, which already takes the focus for it.
 */
import { reactive, type Directive } from 'vue';
import type { Explanation } from './rules-types';

export type ExplainValue = Explanation | null | undefined;

interface Shown extends Explanation {
  id: string;
  /** Opened by a tap or click: stays until tapped again, Esc or a tap elsewhere. */
  pinned: boolean;
}

export const explainState = reactive({
  shown: null as Shown | null,
  /** Every explained element's description, for aria-describedby (id → "title. text"). */
  descriptions: {} as Record<string, string>,
});

const anchors = new Map<string, HTMLElement>();
let nextId = 0;

interface Bound {
  id: string;
  value: Explanation | null;
  addedTabindex: boolean;
  listeners: [string, EventListener][];
}
const bound = new WeakMap<HTMLElement, Bound>();
const handled = new WeakSet<Event>();

export function explainAnchor(id: string): HTMLElement | null {
  return anchors.get(id) ?? null;
}

export function showExplanation(el: HTMLElement, pinned: boolean): void {
  const b = bound.get(el);
  if (!b?.value) return;
  explainState.shown = { id: b.id, title: b.value.title, text: b.value.text, pinned };
}

export function hideExplanation(force = false): void {
  if (explainState.shown && (force || !explainState.shown.pinned)) explainState.shown = null;
}

const FOCUSABLE = 'button, a[href], input, select, textarea, [tabindex]';

function apply(el: HTMLElement, b: Bound, value: ExplainValue): void {
  b.value = value ?? null;
  if (b.value) {
    explainState.descriptions[b.id] = `${b.value.title}. ${b.value.text}`;
    el.setAttribute('aria-describedby', `${b.id}-desc`);
    if (explainState.shown?.id === b.id) Object.assign(explainState.shown, b.value);
  } else {
    delete explainState.descriptions[b.id];
    el.removeAttribute('aria-describedby');
    if (explainState.shown?.id === b.id) explainState.shown = null;
  }
}

/**
 * Makes the element reachable by keyboard when nothing else is: not when it is focusable
 * itself, nor inside a button or link (a focusable inside a button is invalid and the button
 * already takes the focus). Re-checked on update: a shelter becomes a button when it is a target.
 */
function syncTabindex(el: HTMLElement, b: Bound): void {
  const insideControl = el.parentElement?.closest('button, a[href]') != null;
  if (b.addedTabindex && insideControl) {
    el.removeAttribute('tabindex');
    b.addedTabindex = false;
  } else if (!b.addedTabindex && !insideControl && !el.matches(FOCUSABLE)) {
    el.setAttribute('tabindex', '0');
    b.addedTabindex = true;
  }
}

/** A control acts when clicked or tapped; only what does nothing on a click pins its explanation. */
const ACTING = 'button, a[href], input, select, textarea, [role="button"]';

/**
 * Set between a pointer press and the focus it gives: focus that comes from a click or tap is
 * not keyboard focus, and a control pressed to make a move should not open a tip on the way.
 */
let pressing = false;
if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', () => (pressing = true), true);
  document.addEventListener('click', () => setTimeout(() => (pressing = false), 0), true);
  document.addEventListener('keydown', () => (pressing = false), true);
}

/**
 * Set while the app moves focus by itself (to the first decision after a cover or a move, to the
 * targets of a chosen card): nobody pointed at that element, so its tip stays shut instead of
 * opening over the hand. Tab and the arrow keys move focus for the person, and still open it.
 */
let movingFocus = false;

/** Focuses an element for the person (not by them): no tip opens on the way. */
export function focusWithoutTip(el: HTMLElement): void {
  movingFocus = true;
  try {
    el.focus();
  } finally {
    movingFocus = false;
  }
}

export const vExplain: Directive<HTMLElement, ExplainValue> = {
  mounted(el, binding) {
    const id = `explain-${++nextId}`;
    const b: Bound = { id, value: null, addedTabindex: false, listeners: [] };
    bound.set(el, b);
    anchors.set(id, el);
    syncTabindex(el, b);
    // focusin and click bubble: the innermost explained element (a card on a shelter) answers, not its container.
    const on = (type: string, fn: EventListener) => {
      const once: EventListener = (event) => {
        if (handled.has(event)) return;
        handled.add(event);
        fn(event);
      };
      el.addEventListener(type, once);
      b.listeners.push([type, once]);
    };
    on('mouseenter', () => {
      if (!explainState.shown?.pinned) showExplanation(el, false);
    });
    on('mouseleave', () => {
      if (explainState.shown?.id === id) hideExplanation();
    });
    on('focusin', () => {
      if (pressing || movingFocus) return;
      if (explainState.shown?.id !== id || !explainState.shown.pinned) showExplanation(el, false);
    });
    on('focusout', () => {
      if (explainState.shown?.id === id) hideExplanation();
    });
    // A tap (or click) pins the tip: on a touch screen there is no hover to keep it open.
    on('click', (event) => {
      if (event.target instanceof Element && event.target.closest(ACTING)) return;
      const open = explainState.shown?.id === id && explainState.shown.pinned;
      if (open) hideExplanation(true);
      else showExplanation(el, true);
    });
    apply(el, b, binding.value);
  },
  updated(el, binding) {
    const b = bound.get(el);
    if (!b) return;
    syncTabindex(el, b);
    apply(el, b, binding.value);
  },
  beforeUnmount(el) {
    const b = bound.get(el);
    if (!b) return;
    for (const [type, fn] of b.listeners) el.removeEventListener(type, fn);
    if (b.addedTabindex) el.removeAttribute('tabindex');
    delete explainState.descriptions[b.id];
    if (explainState.shown?.id === b.id) explainState.shown = null;
    anchors.delete(b.id);
    bound.delete(el);
  },
};
