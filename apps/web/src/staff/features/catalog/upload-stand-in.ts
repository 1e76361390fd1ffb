import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * A stand-in for the browser's XMLHttpRequest, the way a photo reaches the server (happy-dom's own
 * would go to the network, which the tests' fetch stand-in does not see). A test plays the server:
 * it reports the bytes sent, then answers, fails or sees the upload stopped.
 */
export class StandInUpload {
  method = '';
  url = '';
  withCredentials = false;
  status = 0;
  responseText = '';
  body: FormData | null = null;
  aborted = false;
  readonly headers: Record<string, string> = {};
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }

  getResponseHeader() {
    return null;
  }

  send(body: FormData) {
    this.body = body;
    uploads.push(this);
  }

  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  /** The file sent in the `file` part. */
  get file(): File {
    const file = this.body?.get('file');
    if (!(file instanceof File)) throw new Error('The upload has no file part');
    return file;
  }

  /** So many bytes of the body have left. */
  progress(loaded: number, total: number) {
    act(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
    });
  }

  /** The server's answer, as JSON. */
  answer(status: number, body: unknown) {
    act(() => {
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.onload?.();
    });
  }

  /** The connection drops. */
  fail() {
    act(() => {
      this.onerror?.();
    });
  }
}

let uploads: StandInUpload[] = [];

/** Puts the stand-in where the browser's XMLHttpRequest is; returns the uploads the page starts. */
export function standInUploads() {
  uploads = [];
  vi.stubGlobal('XMLHttpRequest', StandInUpload);
  return {
    all: () => [...uploads],
    /** The latest upload. */
    last(): StandInUpload {
      const upload = uploads.at(-1);
      if (!upload) throw new Error('The page has started no upload');
      return upload;
    },
  };
}

/** A photo file of a given size and type, as a person would choose it. */
export function photoFile(name = 'cake.jpg', type = 'image/jpeg', size = 200_000): File {
  return new File([new Uint8Array(size)], name, { type });
}
