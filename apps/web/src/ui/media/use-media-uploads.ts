import type { ImagePurpose, MediaAsset, MediaCrop } from '@sideline/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { unexpectedErrorMessage } from '../api-client.ts';
import { useAddToMediaLibrary } from './media-library-api.ts';
import { uploadMedia } from './upload-media.ts';

export type MediaUpload =
  | { key: number; fileName: string; status: 'uploading'; progress: number }
  | { key: number; fileName: string; status: 'uploaded'; media: MediaAsset }
  | { key: number; fileName: string; status: 'refused'; message: string };

/** A picture's title in the library: its file name without the extension. */
function buildTitle(fileName: string): string {
  return fileName.replace(/\.[^.]+$/, '').trim() || fileName;
}

/**
 * Uploads to the team's library, each file its own request running beside the others, with its
 * progress and, when refused, the server's message. Uploaded images join the cached library, and
 * `onUploaded` hears of each. Uploads still running are cancelled when the component goes away.
 */
export function useMediaUploads(purpose: ImagePurpose, onUploaded?: (media: MediaAsset) => void) {
  const [uploads, setUploads] = useState<MediaUpload[]>([]);
  const addToLibrary = useAddToMediaLibrary();
  const nextKey = useRef(0);
  const controllers = useRef(new Set<AbortController>());
  const onUploadedRef = useRef(onUploaded);
  onUploadedRef.current = onUploaded;

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running) controller.abort();
    };
  }, []);

  const startUpload = useCallback(
    async (file: File, crop?: MediaCrop) => {
      const key = nextKey.current++;
      const update = (upload: MediaUpload) =>
        setUploads((all) => all.map((u) => (u.key === key ? upload : u)));
      const base = { key, fileName: file.name };
      setUploads((all) => [...all, { ...base, status: 'uploading', progress: 0 }]);

      const controller = new AbortController();
      controllers.current.add(controller);
      try {
        const media = await uploadMedia(file, {
          purpose,
          title: buildTitle(file.name),
          crop,
          signal: controller.signal,
          onProgress: (progress) => update({ ...base, status: 'uploading', progress }),
        });
        update({ ...base, status: 'uploaded', media });
        addToLibrary(media);
        onUploadedRef.current?.(media);
      } catch (error) {
        if (controller.signal.aborted) return;
        update({
          ...base,
          status: 'refused',
          message: error instanceof Error ? error.message : unexpectedErrorMessage,
        });
      } finally {
        controllers.current.delete(controller);
      }
    },
    [purpose, addToLibrary],
  );

  /** Lists a file refused before it was sent (too large, say), with the reason. */
  const refuseUpload = useCallback((file: File, message: string) => {
    const key = nextKey.current++;
    setUploads((all) => [...all, { key, fileName: file.name, status: 'refused', message }]);
  }, []);

  return { uploads, startUpload, refuseUpload };
}
