import { vi } from 'vitest';

/**
 * A stand-in for the Web Audio API (happy-dom has none): it plays nothing, and keeps the pitch of
 * every note started. The page keeps one audio context for its whole life, so every stand-in
 * context writes to the same list, emptied for each test that asks for it.
 */
const played: number[] = [];

class StandInAudioContext {
  state: 'suspended' | 'running' | 'closed' = 'running';
  currentTime = 0;
  readonly destination = {};

  resume() {
    this.state = 'running';
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

export function standInAudio(): { played: number[] } {
  played.length = 0;
  vi.stubGlobal('AudioContext', StandInAudioContext);
  return { played };
}
