import { useMutation } from '@tanstack/react-query';
import { readRefusal, type Refusal } from '../../../lib/refusals';

/** The answer to an upload: its status and the server's refusal, if it sent one. */
interface UploadAnswer {
  status: number;
  refusal?: Refusal;
}

/**
 * Posts the form as multipart with XMLHttpRequest, the one browser API that reports upload
 * progress. A network failure answers status 0.
 */
function upload(url: string, body: FormData, onProgress: (fraction: number) => void): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      let refusal: Refusal | undefined;
      try {
        refusal = readRefusal(JSON.parse(request.responseText));
      } catch {
        // not JSON: no refusal to show
      }
      resolve({ status: request.status, refusal });
    });
    request.addEventListener('error', () => resolve({ status: 0 }));
    request.addEventListener('abort', () => resolve({ status: 0 }));
    request.send(body);
  });
}

/** Sends an application for a job, reporting upload progress; resolves to the server's answer. */
export function useApply(onProgress: (fraction: number) => void) {
  return useMutation({
    mutationFn: ({ jobId, form }: { jobId: string; form: FormData }) =>
      upload(`/api/jobs/apply/${encodeURIComponent(jobId)}`, form, onProgress),
  });
}
