import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * A stand-in for the browser's EventSource (happy-dom has none), the way the server's order stream
 * reaches the board. A test plays the server: it opens the stream, sends events, drops it.
 */
export class StandInStream extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSED = 2;
  readyState: number = StandInStream.CONNECTING;
  onopen = null;
  onmessage = null;
  onerror = null;
  readonly withCredentials = false;

  constructor(readonly url: string) {
    super();
    streams.push(this);
  }

  close(): void {
    this.readyState = StandInStream.CLOSED;
  }

  /** The server answers: the stream is open. */
  open(): void {
    act(() => {
      this.readyState = StandInStream.OPEN;
      this.dispatchEvent(new Event('open'));
    });
  }

  /** An `event: <type>` with JSON data. */
  send(type: string, data: unknown): void {
    act(() => {
      this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
    });
  }

  /** The connection drops; the browser will try again by itself. */
  drop(): void {
    act(() => {
      this.readyState = StandInStream.CONNECTING;
      this.dispatchEvent(new Event('error'));
    });
  }
}

let streams: StandInStream[] = [];

/** Puts the stand-in where the browser's EventSource is; returns the streams the page opens. */
export function standInEventSource() {
  streams = [];
  vi.stubGlobal('EventSource', StandInStream);
  return {
    /** Every stream opened so far, closed ones too (StrictMode opens and closes one at first). */
    all: () => [...streams],
    /** The stream the page listens to now. */
    current(): StandInStream {
      const open = streams.filter((stream) => stream.readyState !== StandInStream.CLOSED);
      const stream = open.at(-1);
      if (!stream) throw new Error('The page has no order stream open');
      return stream;
    },
  };
}
