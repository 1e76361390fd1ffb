import type { UPLOAD_IMAGE_KINDS } from '@roast/domain';
import { useMutation } from '@tanstack/react-query';
import { refusal, staffUrl } from '../../../lib/api';

export type UploadKind = (typeof UPLOAD_IMAGE_KINDS)[number];
export type Fit = 'cover' | 'contain';

/** A photo the server rendered: the catalog's image name and its size. */
export interface Uploaded {
  img: string;
  width: number;
  height: number;
}

interface UploadRequest {
  file: File;
  kind: UploadKind;
  fit: Fit;
  /** From 0 to 1, as the bytes leave. */
  onProgress: (sent: number) => void;
  signal: AbortSignal;
}

/**
 * Sends a photo to `POST /api/staff/images`. It goes by XMLHttpRequest, not fetch, because only it
 * reports how much of the body has left, for the progress bar. Being the page's own origin, the
 * browser sends the session's cookie and the Origin header the server checks.
 */
export function uploadImage({ file, kind, fit, onProgress, signal }: UploadRequest): Promise<Uploaded> {
  return new Promise((resolve, reject) => {
    const path = `/images?${new URLSearchParams({ kind, fit })}`;
    const request = new XMLHttpRequest();
    request.open('POST', staffUrl(path));
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let answer: unknown = null;
      try {
        answer = JSON.parse(request.responseText);
      } catch {
        // A proxy's page, not our JSON: the status says enough.
      }
      if (request.status >= 200 && request.status < 300) {
        resolve(answer as Uploaded);
      } else {
        reject(refusal(request.status, answer, request.getResponseHeader('retry-after'), path));
      }
    };
    request.onerror = () => reject(new TypeError('The upload did not reach the server'));
    request.onabort = () => reject(new DOMException('The upload was stopped', 'AbortError'));
    signal.addEventListener('abort', () => request.abort(), { once: true });
    const body = new FormData();
    body.append('file', file, file.name);
    request.send(body);
  });
}

/** An upload as a mutation, so a lapsed session ends the console's session as any other call does. */
export function useUpload() {
  return useMutation({ mutationFn: uploadImage });
}
