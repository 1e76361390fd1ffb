/**
 * The new-order chime: two soft bell notes (G5, then C6 a fourth above), made by oscillators, so
 * there is no sound file to load. Browsers play sound only once the page has been tapped, so the
 * audio context is made (or resumed) inside a tap; one context serves the whole page.
 */
let context: AudioContext | null = null;

type AudioContextClass = typeof AudioContext;

function audioContextClass(): AudioContextClass | undefined {
  return window.AudioContext ?? (window as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
}

export const canChime = () => audioContextClass() !== undefined;

/** Call inside a tap: from then on the page may play sound. */
export function unlockChime(): void {
  const Context = audioContextClass();
  if (!Context) return;
  context ??= new Context();
  if (context.state === 'suspended') void context.resume();
}

function note(audio: AudioContext, frequency: number, at: number, length: number): void {
  // The note and a quiet octave above it, which makes a sine sound like a small bell.
  for (const [pitch, loudness] of [
    [frequency, 0.22],
    [frequency * 2, 0.05],
  ] as const) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'sine';
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

/** Plays the chime, when the page may play sound (it has been tapped since it loaded). */
export function playChime(): void {
  if (context?.state !== 'running') return;
  const start = context.currentTime + 0.02;
  note(context, 783.99, start, 0.8);
  note(context, 1046.5, start + 0.18, 1.2);
}
