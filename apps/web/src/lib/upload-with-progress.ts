// Multipart uploads with progress and cancel (fetch reports no upload progress, XMLHttpRequest does).
import { ApiError, apiErrorFromBody } from './api-error.ts';
import { refreshAccessToken } from './auth/token-refresh.ts';
import { tokenStore } from './auth/token-store.ts';

export type UploadOptions = {
  url: string;
  /** Extra form fields, sent before the file. */
  fields?: Record<string, string>;
  file: File;
  /** The file's form field name. */
  fileField?: string;
  /** Fraction 0–1 of the request body sent so far. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

type Outcome = { status: number; body: unknown };

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function sendOnce(options: UploadOptions): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const form = new FormData();
    for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
    form.append(options.fileField ?? 'file', options.file, options.file.name);

    request.open('POST', options.url);
    request.setRequestHeader('Accept', 'application/json');
    const accessToken = tokenStore.get()?.accessToken;
    if (accessToken) request.setRequestHeader('Authorization', `Bearer ${accessToken}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => resolve({ status: request.status, body: parse(request.responseText) });
    request.onerror = () => reject(new ApiError({ status: 0 }));
    request.onabort = () => reject(new DOMException('Upload canceled', 'AbortError'));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    if (options.signal?.aborted) {
      request.abort();
      return;
    }
    request.send(form);
  });
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Uploads one file as multipart/form-data with the bearer token; refreshes the token once on 401.
 * Rejects with ApiError on failure and with an AbortError when canceled.
 */
export async function uploadWithProgress<T>(options: UploadOptions): Promise<T> {
  let outcome = await sendOnce(options);
  if (outcome.status === 401 && (await refreshAccessToken())) {
    options.onProgress?.(0);
    outcome = await sendOnce(options);
  }
  if (outcome.status < 200 || outcome.status >= 300) {
    throw apiErrorFromBody(outcome.status, outcome.body);
  }
  return outcome.body as T;
}
