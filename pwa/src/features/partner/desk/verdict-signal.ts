// The verdict's sound and buzz: a receptionist looking at the patient, not the screen, still
// knows the card was read and how it went. Each outcome has its own tone and pattern, so a refusal
// is never mistaken for a pass. Both are best effort: a browser without Web Audio or vibration
// (iOS Safari has no navigator.vibrate) just shows the verdict. Muting is a choice of the counter,
// not of the partner signed in, so it is kept on the device and survives logout and reload.
import type { Outcome } from './desk-result.tsx';

const MUTED_KEY = 'mcs.desk.muted';

export function isMuted(storage: Storage = localStorage): boolean {
  return storage.getItem(MUTED_KEY) === 'true';
}

export function setMuted(muted: boolean, storage: Storage = localStorage): void {
  if (muted) storage.setItem(MUTED_KEY, 'true');
  else storage.removeItem(MUTED_KEY);
}

interface Tone {
  type: OscillatorType;
  /** Hz: high and bright for a pass, low and harsh for a refusal, in between for device-only. */
  frequency: number;
  seconds: number;
}

const TONES: Record<Outcome, Tone> = {
  valid: { type: 'sine', frequency: 880, seconds: 0.15 },
  refused: { type: 'square', frequency: 220, seconds: 0.4 },
  'device-only': { type: 'triangle', frequency: 523, seconds: 0.2 },
};

/** Milliseconds on, off, on: short for a pass, long for a refusal. */
const BUZZ: Record<Outcome, number[]> = {
  valid: [80],
  refused: [250, 100, 250],
  'device-only': [80, 80, 80],
};

// One context for the page: browsers cap how many may be open, and a desk verifies all day.
let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (context) return context;
  if (typeof AudioContext === 'undefined') return null;
  context = new AudioContext();
  return context;
}

function play({ type, frequency, seconds }: Tone): void {
  const ctx = audio();
  if (!ctx) return;
  // Created before the first tap, a context starts suspended; a verdict follows a tap or Enter.
  if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
  const oscillator = ctx.createOscillator();
  const gain = ctx.createGain();
  oscillator.type = type;
  oscillator.frequency.value = frequency;
  const start = ctx.currentTime;
  // A quick fade in and out: a tone cut dead at full volume clicks.
  gain.gain.setValueAtTime(0, start);
  gain.gain.linearRampToValueAtTime(0.2, start + 0.01);
  gain.gain.linearRampToValueAtTime(0, start + seconds);
  oscillator.connect(gain);
  gain.connect(ctx.destination);
  oscillator.start(start);
  oscillator.stop(start + seconds);
}

/** The tone and the vibration of one verdict, unless the desk is muted. */
export function signalVerdict(outcome: Outcome, storage: Storage = localStorage): void {
  if (isMuted(storage)) return;
  try {
    play(TONES[outcome]);
  } catch {
    // A browser that refuses audio (a policy, no output device) still shows the verdict.
  }
  if (typeof navigator.vibrate === 'function') navigator.vibrate(BUZZ[outcome]);
}

/** For tests: the next signal builds its AudioContext again from the global of the moment. */
export function resetVerdictAudio(): void {
  context = null;
}
