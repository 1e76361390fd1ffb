import { vi } from 'vitest';

/**
 * A stand-in for the Web Audio API (happy-dom has none): it plays nothing, and keeps the pitch of
 * every note started. The page keeps one audio context for its whole life, so every stand-in
 * context writes to the same list, emptied for each test that asks for it. Like a browser's, a
 * context starts suspended and runs once resumed (which the page does inside a tap).
 */
const played: number[] = [];
const contexts: StandInAudioContext[] = [];

class StandInAudioContext {
  state: 'suspended' | 'running' | 'closed' = 'suspended';
  currentTime = 0;
  readonly destination = {};
  onstatechange: (() => void) | null = null;

  constructor() {
    contexts.push(this);
  }

  resume() {
    this.state = 'running';
    this.onstatechange?.();
    return Promise.resolve();
  }

  createOscillator() {
    let pitch = 0;
    return {
      type: 'sine',
      frequency: {
        setValueAtTime: (value: number) => {
          pitch = value;
        },
      },
      connect: () => undefined,
      start: () => played.push(pitch),
      stop: () => undefined,
    };
  }

  createGain() {
    return {
      gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
      connect: () => undefined,
    };
  }
}

/** Every test is a page just loaded: the browser plays no sound until it is tapped again. */
export function standInAudio(): { played: number[] } {
  played.length = 0;
  for (const context of contexts) context.state = 'suspended';
  vi.stubGlobal('AudioContext', StandInAudioContext);
  return { played };
}
