import { useMutation } from '@tanstack/react-query';

/** The answer to an upload: its status and the server's message, if it sent one. */
interface UploadAnswer {
  status: number;
  message?: string;
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
      let message: string | undefined;
      try {
        const parsed: unknown = JSON.parse(request.responseText);
        if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
          message = parsed.message;
        }
      } catch {
        // not JSON: no message to show
      }
      resolve({ status: request.status, message });
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
