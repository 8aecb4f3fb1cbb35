/**
 * What a screen sends as a multipart form (files with their fields): apart from the client's reads, so
 * the first page's JavaScript does not carry it (bench/home-bundle.ts).
 */
import { ApiError, failure, NETWORK_MESSAGE, OFFLINE_CODE, OFFLINE_WRITE_MESSAGE } from './api-client';

/**
 * POSTs a multipart form and reports the share of it sent (0 to 1) as it goes: fetch cannot tell an
 * upload's progress, so this one call uses XMLHttpRequest. Answers and fails as `request` does.
 */
export function upload<T>(path: string, body: FormData, onProgress: (sent: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    // Without a connection nothing is sent, as for every write (docs/adr/0055).
    if (navigator.onLine === false) return reject(new ApiError(0, OFFLINE_WRITE_MESSAGE, OFFLINE_CODE));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_MESSAGE, 'NETWORK_ERROR'));
    xhr.onload = () => {
      let data: unknown;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        data = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(data as T);
      } else reject(failure(xhr.status, data, xhr.statusText));
    };
    xhr.send(body);
  });
}

/** Builds a multipart body, leaving out undefined values and sending null as an empty field. */
export function toFormData(fields: Record<string, string | number | boolean | null | undefined | Blob>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (value instanceof Blob) form.append(key, value);
    else form.append(key, value === null ? '' : String(value));
  }
  return form;
}
