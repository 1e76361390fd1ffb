/**
 * The new-order chime: two soft bell notes (G5, then C6 a fourth above), made by oscillators, so
 * there is no sound file to load. Browsers play sound only once the page has been tapped, so the
 * audio context is made (or resumed) inside a tap; one context serves the whole page.
 */
let context: AudioContext | null = null;
/** Whoever shows whether the page may play sound (the prompt to tap), told when that changes. */
const watchers = new Set<() => void>();
const tell = () => {
  for (const watcher of watchers) watcher();
};

type AudioContextClass = typeof AudioContext;

function audioContextClass(): AudioContextClass | undefined {
  return window.AudioContext ?? (window as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
}

export const canChime = () => audioContextClass() !== undefined;

function audioContext(): AudioContext | null {
  const Context = audioContextClass();
  if (!Context) return null;
  if (!context) {
    context = new Context();
    // A tablet may suspend it again (another app took the sound, the screen slept).
    context.onstatechange = tell;
    tell();
  }
  return context;
}

/**
 * Makes the page's audio context before any tap, with the sound on: where the browser lets the
 * page play sound unasked (a tablet set up as a kiosk) it runs at once; elsewhere it waits for a tap.
 */
export function prepareChime(): void {
  audioContext();
}

/** Call inside a tap: from then on the page may play sound. */
export function unlockChime(): void {
  const audio = audioContext();
  if (audio?.state === 'suspended') void audio.resume().then(tell, tell);
  tell();
}

/** Whether the page may play sound now: it has been tapped since it loaded, and nothing stopped it since. */
export const soundReady = () => context?.state === 'running';

/** Hears when the page may, or may no longer, play sound; answers the function that stops it. */
export function watchSound(watcher: () => void): () => void {
  watchers.add(watcher);
  return () => {
    watchers.delete(watcher);
  };
}

function note(audio: AudioContext, frequency: number, at: number, length: number, type: OscillatorType = 'sine'): void {
  // The note and a quiet octave above it, which makes a sine sound like a small bell.
  for (const [pitch, loudness] of [
    [frequency, 0.22],
    [frequency * 2, 0.05],
  ] as const) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = type;
    oscillator.frequency.setValueAtTime(pitch, at);
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(loudness, at + 0.015);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
    oscillator.connect(gain);
    gain.connect(audio.destination);
    oscillator.start(at);
    oscillator.stop(at + length + 0.05);
  }
}

/**
 * Plays the chime `delay` seconds from now, when the page may play sound (it has been tapped since
 * it loaded). Answers whether it could.
 */
export function playChime(delay = 0): boolean {
  if (context?.state !== 'running') return false;
  const start = context.currentTime + 0.02 + delay;
  note(context, 783.99, start, 0.8);
  note(context, 1046.5, start + 0.18, 1.2);
  return true;
}

/** How long the chime lasts, so another sound can follow it rather than blur into it. */
export const CHIME_SECONDS = 1.5;

/**
 * The sound of an order the customer cancelled, unlike the chime so the counter knows which it is
 * without looking: a falling pair (A5 down to F5), short and reedy, played twice.
 */
export function playCancelTone(delay = 0): boolean {
  if (context?.state !== 'running') return false;
  const start = context.currentTime + 0.02 + delay;
  for (const at of [0, 0.5]) {
    note(context, 880, start + at, 0.22, 'triangle');
    note(context, 698.46, start + at + 0.2, 0.28, 'triangle');
  }
  return true;
}
