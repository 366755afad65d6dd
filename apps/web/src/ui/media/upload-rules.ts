import { acceptedImageTypes, maxUploadBytes, mediaMessages } from '@sideline/domain';

/** The file chooser's `accept` list: it only steers the chooser; the server decides from the bytes. */
export const acceptedImageTypeList = acceptedImageTypes.join(',');

export const uploadHint = `JPEG, PNG, WebP, GIF or AVIF, at most ${maxUploadBytes / (1024 * 1024)} MB a file`;

/**
 * Why a file is refused before it is sent, or null. Only the size is known for sure here; the
 * type is sniffed by the server, so a misnamed image is still sent and judged there.
 */
export function findUploadRefusal(file: File): string | null {
  return file.size > maxUploadBytes ? mediaMessages.tooLarge(file.name) : null;
}
