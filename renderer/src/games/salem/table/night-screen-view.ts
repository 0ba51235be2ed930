/**
 * One seat's dawn or night screen with the SAME structure for every role: the same headings,
 * the same prompts with the same player buttons, a proposals slot on every option and a
 * companions line that are always there (filled only for witches), the same confession block
 * on night pass 2, and the same minimum time before Confirm enables. Written as a render
 * function so night-shape.test.ts can render it on the server for each role and compare the
 * markup with the text taken out; components/NightScreen.vue wraps it with its styles.
 */
import { computed, defineComponent, h, onBeforeUnmount, ref, watch, type PropType } from 'vue';
import { useI18n } from 'vue-i18n';
import type { NightScreen } from '../../../../../shared/games/salem/types';
import { glassRuns, nightAnswer, promptKey, proposersOf, timedOutAnswer, type ConfessChoice, type NightAction } from './night-answer';
import { seatName } from './format';
import { firstLookBlock, type FirstLook } from './night-identity';

export default defineComponent({
  name: 'NightScreenView',
  props: {
    screen: { type: Object as PropType<NightScreen>, required: true },
    names: { type: Array as PropType<readonly string[]>, required: true },
    /** Whose screen this is: named on it, so the person holding the device knows it is theirs (issue 22). */
    seat: { type: Number, required: true },
    /** Changes when a new screen comes (the snapshot's seq and seat): choices start afresh. */
    screenKey: { type: String, required: true },
    nightSeconds: { type: Number, required: true },
    hourglass: { type: Boolean, required: true },
    hourglassSeconds: { type: Number, required: true },
    busy: { type: Boolean, required: true },
    /** The seat's own cards, shown on the first dawn's first pass only (night-identity.ts, S100). */
    firstLook: { type: Object as PropType<FirstLook | null>, default: null },
  },
  emits: { act: (_action: NightAction) => true },
  setup(props, { emit }) {
    const i18n = useI18n();
    const { t } = i18n;
    const answers = ref<(number | null)[]>([]);
    const confess = ref<ConfessChoice>(undefined);
    const waited = ref(0);
    const sent = ref(false);
    let timer: ReturnType<typeof setInterval> | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;

    /**
     * A sent answer disables Confirm; the next screen replaces this one. If the answer was refused
     * (a lost connection, say), the same screen is still here after a while: Confirm comes back.
     */
    function markSent(): void {
      sent.value = true;
      if (retry !== null) clearTimeout(retry);
      const key = props.screenKey;
      retry = setTimeout(() => {
        if (props.screenKey === key) sent.value = false;
      }, 3000);
    }

    function stop(): void {
      if (timer !== null) clearInterval(timer);
      timer = null;
    }

    const glass = computed(() => glassRuns(props.screen, props.hourglass));
    const waitLeft = computed(() => Math.max(0, props.nightSeconds - waited.value));
    const glassLeft = computed(() => Math.max(0, props.hourglassSeconds - waited.value));
    const answer = computed(() => nightAnswer(props.screen, answers.value, confess.value));
    const ready = computed(() => !props.busy && !sent.value && waitLeft.value === 0 && answer.value !== null);

    function tick(): void {
      waited.value++;
      if (glass.value && glassLeft.value === 0 && !sent.value) {
        // The confession window closed: what was answered stands, nobody confesses (S91).
        markSent();
        stop();
        emit('act', timedOutAnswer(props.screen, answers.value));
      } else if (!glass.value && waitLeft.value === 0) {
        stop();
      }
    }

    watch(
      () => props.screenKey,
      () => {
        answers.value = props.screen.prompts.map(() => null);
        confess.value = undefined;
        waited.value = 0;
        sent.value = false;
        stop();
        // A server render (the shape test) keeps no timers.
        if (typeof window !== 'undefined') timer = setInterval(tick, 1000);
      },
      { immediate: true },
    );
    onBeforeUnmount(() => {
      stop();
      if (retry !== null) clearTimeout(retry);
    });

    function choose(prompt: number, seat: number): void {
      const next = answers.value.slice();
      next[prompt] = seat;
      answers.value = next;
    }

    function confirm(): void {
      if (!ready.value || !answer.value) return;
      markSent();
      stop();
      emit('act', answer.value);
    }

    const name = (seat: number) => seatName(props.names, seat);
    function proposals(prompt: number, seat: number): string {
      const who = proposersOf(props.screen.prompts[prompt]!, seat);
      return who.length === 0 ? '' : t('salem.table.night.proposals', { names: who.map(name).join(', ') });
    }
    const pressed = (on: boolean) => (on ? 'true' : 'false');

    function option(testid: string, on: boolean, onClick: () => void, children: ReturnType<typeof h>[] | string) {
      // One answer per question: radio buttons (not toggles, which the keyboard layer treats as a card
      // to play). data-target: the table's keyboard layer puts focus on the first one when the screen comes up.
      return h('button', { type: 'button', role: 'radio', class: 'btn night-option', 'aria-checked': pressed(on), 'data-target': 'true', 'data-testid': testid, onClick }, children);
    }

    return () => {
      const screen = props.screen;
      const title = t(`salem.table.night.title.${screen.kind}`);
      const companions =
        screen.companions.length === 0
          ? t('salem.table.night.companionsNone')
          : t('salem.table.night.companions', { names: screen.companions.map(name).join(', ') });
      const prompts = screen.prompts.map((prompt, i) =>
        h('fieldset', { key: i, class: 'night-prompt', 'data-testid': `night-prompt-${i}` }, [
          h('legend', { id: `night-question-${i}`, class: 'night-question' }, t(`salem.table.night.prompt.${promptKey(prompt, i)}`)),
          h(
            'div',
            // Named by the legend's id, never by its words: attributes must read the same for every role.
            { class: 'night-options', role: 'radiogroup', 'aria-labelledby': `night-question-${i}`, 'data-arrow-group': '' },
            prompt.options.map((seat) =>
              option(`night-${i}-seat-${seat}`, answers.value[i] === seat, () => choose(i, seat), [
                h('span', { class: 'night-name' }, name(seat)),
                h('span', { class: 'night-proposals' }, proposals(i, seat)),
              ]),
            ),
          ),
        ]),
      );
      const c = screen.confession;
      const confession = c
        ? h('fieldset', { class: 'night-prompt night-confession', 'data-testid': 'night-confession' }, [
            h('legend', { id: 'night-question-confession', class: 'night-question' }, t('salem.table.night.confession.title')),
            h('div', { class: 'night-options', role: 'radiogroup', 'aria-labelledby': 'night-question-confession', 'data-arrow-group': '' }, [
              ...c.tryals.map((pos) =>
                option(`night-confess-${pos}`, confess.value === pos, () => (confess.value = pos), t('salem.table.night.confession.tryal', { n: pos + 1 })),
              ),
              c.phips ? option('night-confess-phips', confess.value === 'phips', () => (confess.value = 'phips'), t('salem.table.night.confession.phips')) : null,
              option('night-confess-none', confess.value === null, () => (confess.value = null), t('salem.table.night.confession.none')),
            ]),
          ])
        : null;
      return h(
        'section',
        { class: 'night-screen', 'data-testid': 'night-screen', 'data-kind': screen.kind, 'data-pass': screen.pass, role: 'dialog', 'aria-modal': 'true', 'aria-label': title },
        [
          h('div', { class: 'night-box' }, [
            h('h1', { class: 'night-title' }, title),
            h('p', { class: 'night-owner', 'data-testid': 'night-owner' }, t('salem.table.night.owner', { name: name(props.seat) })),
            h('p', { class: 'night-pass' }, t('salem.table.night.pass', { n: screen.pass })),
            h('p', { class: 'night-intro muted' }, t('salem.table.night.intro')),
            props.firstLook ? firstLookBlock(i18n, props.firstLook) : null,
            h('p', { class: 'night-companions', 'data-testid': 'night-companions' }, companions),
            ...prompts,
            confession,
            glass.value ? h('p', { class: 'night-glass', 'data-testid': 'night-glass', 'aria-live': 'polite' }, t('salem.table.night.glass', { s: glassLeft.value })) : null,
            h('p', { class: 'night-wait muted', 'data-testid': 'night-wait' }, waitLeft.value > 0 ? t('salem.table.night.waitSeconds', { s: waitLeft.value }) : ''),
            h(
              'button',
              { type: 'button', class: 'btn btn-primary night-confirm', disabled: !ready.value, 'data-testid': 'night-confirm', onClick: confirm },
              t('salem.table.night.confirm'),
            ),
          ]),
        ],
      );
    };
  },
});
