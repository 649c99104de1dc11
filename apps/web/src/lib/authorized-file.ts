// Files behind the bearer token (attachments, private pictures): fetched as blobs, since an <img>
// or a link cannot send the Authorization header.
import { ApiError, apiErrorFromBody } from './api-error.ts';
import { refreshAccessToken } from './auth/token-refresh.ts';
import { tokenStore } from './auth/token-store.ts';

async function fetchWithToken(url: string, signal?: AbortSignal): Promise<Response> {
  const accessToken = tokenStore.get()?.accessToken;
  try {
    return await fetch(url, {
      headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {},
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError({ status: 0 });
  }
}

/** The file's content; one token refresh on 401, as the API client does. */
export async function fetchAuthorizedBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  let response = await fetchWithToken(url, signal);
  if (response.status === 401 && (await refreshAccessToken())) {
    response = await fetchWithToken(url, signal);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw apiErrorFromBody(response.status, body);
  }
  return response.blob();
}

/** Downloads a protected file under the given name through a temporary object URL. */
export async function downloadAuthorizedFile(url: string, fileName: string): Promise<void> {
  const blob = await fetchAuthorizedBlob(url);
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL is revoked.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}
