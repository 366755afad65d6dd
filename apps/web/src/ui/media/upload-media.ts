import {
  csrfHeaderName,
  csrfHeaderValue,
  type ImagePurpose,
  type MediaAsset,
  type MediaCrop,
  type MediaUploadResponse,
} from '@sideline/domain';
import { ApiError, mapErrorResponse, networkErrorMessage } from '../api-client.ts';

export const mediaPath = '/api/media';

export interface UploadMediaOptions {
  purpose: ImagePurpose;
  title?: string;
  crop?: MediaCrop;
  /** Called as the bytes go out, with the fraction sent (0 to 1). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/**
 * POST /api/media: uploads one image to the team's library and resolves with the stored asset.
 * It uses XMLHttpRequest because fetch cannot report upload progress. A refusal rejects with an
 * ApiError carrying the server's message (which names the file).
 */
export function uploadMedia(file: File, options: UploadMediaOptions): Promise<MediaAsset> {
  const form = new FormData();
  // Text fields first: the server reads them before it streams the file.
  form.append('purpose', options.purpose);
  if (options.title) form.append('title', options.title);
  if (options.crop) form.append('crop', JSON.stringify(options.crop));
  form.append('file', file, file.name);

  return new Promise((resolve, reject) => {
    const { signal, onProgress } = options;
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const request = new XMLHttpRequest();
    const abort = () => request.abort();

    request.open('POST', mediaPath);
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader(csrfHeaderName, csrfHeaderValue);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      signal?.removeEventListener('abort', abort);
      const body = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(1);
        resolve((body as MediaUploadResponse).media);
      } else {
        reject(mapErrorResponse(request.status, body));
      }
    };
    request.onerror = () => {
      signal?.removeEventListener('abort', abort);
      reject(new ApiError(0, 'network_error', networkErrorMessage));
    };
    request.onabort = () =>
      reject(signal?.reason ?? new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', abort, { once: true });
    request.send(form);
  });
}
