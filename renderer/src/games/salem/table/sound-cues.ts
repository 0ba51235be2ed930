/**
 * Sound cues (the `sounds` option): a bell at nightfall (and at dawn's wake-up) and a knock
 * when the town opens its eyes, synthesized with the Web Audio API (no files). They follow the
 * PUBLIC phase only — every view, the public table's included, carries the same phase — so the
 * same sound plays whoever holds the device and never from a seat's private screen. Silent when
 * the option is off or the browser refuses audio.
 */
export type Cue = 'bell' | 'knock';
type Phase = 'characters' | 'dawn' | 'day' | 'night' | 'over';

const DARK: ReadonlySet<Phase> = new Set<Phase>(['dawn', 'night']);

/** The cue for a change of public phase, or null. `prev` null: the table was just opened. */
export function cueFor(prev: Phase | null, next: Phase): Cue | null {
  if (prev === next) return null;
  if (DARK.has(next) && (prev === null ? next === 'dawn' : !DARK.has(prev))) return 'bell';
  if (prev !== null && DARK.has(prev) && !DARK.has(next)) return 'knock';
  return null;
}

type AudioCtor = new () => AudioContext;
let ctx: AudioContext | null = null;

function context(): AudioContext | null {
  if (typeof window === 'undefined') return null;
  const Ctor = (window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioCtor }).webkitAudioContext) as AudioCtor | undefined;
  if (!Ctor) return null;
  try {
    ctx ??= new Ctor();
    if (ctx.state === 'suspended') void ctx.resume().catch(() => {});
    return ctx;
  } catch {
    return null;
  }
}

/** A church bell: a few inharmonic partials dying away. */
function bell(ac: AudioContext): void {
  const now = ac.currentTime;
  for (const [ratio, gain] of [[1, 0.3], [2.0, 0.15], [2.76, 0.1], [5.4, 0.05]] as const) {
    const osc = ac.createOscillator();
    const amp = ac.createGain();
    osc.type = 'sine';
    osc.frequency.value = 220 * ratio;
    amp.gain.setValueAtTime(gain, now);
    amp.gain.exponentialRampToValueAtTime(0.0001, now + 2.8);
    osc.connect(amp).connect(ac.destination);
    osc.start(now);
    osc.stop(now + 3);
  }
}

/** Three knocks on a wooden door: short low thumps. */
function knock(ac: AudioContext): void {
  const now = ac.currentTime;
  for (let i = 0; i < 3; i++) {
    const at = now + i * 0.28;
    const osc = ac.createOscillator();
    const amp = ac.createGain();
    osc.type = 'triangle';
    osc.frequency.setValueAtTime(160, at);
    osc.frequency.exponentialRampToValueAtTime(60, at + 0.12);
    amp.gain.setValueAtTime(0.5, at);
    amp.gain.exponentialRampToValueAtTime(0.0001, at + 0.15);
    osc.connect(amp).connect(ac.destination);
    osc.start(at);
    osc.stop(at + 0.16);
  }
}

/** Plays a cue, or nothing when audio is unavailable or refused. */
export function playCue(cue: Cue): void {
  const ac = context();
  if (!ac) return;
  try {
    if (cue === 'bell') bell(ac);
    else knock(ac);
  } catch {
    // The browser refused audio: the cues are a nicety, never an error.
  }
}
