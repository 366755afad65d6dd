/**
 * File-upload questions of public forms (issue 9 "The form builder": a résumé, a highlight reel's
 * poster, a medical form). Checked by name and size in the browser before sending, and by the bytes
 * themselves on the server. The files are kept private: only the team's admins download them from
 * the submissions inbox. Schema-free, like form-answers, so the public form island stays small.
 */

export const maxFormFileBytes = 10 * 1024 * 1024;
const maxFormFileMegabytes = maxFormFileBytes / (1024 * 1024);
/** File parts one post may carry (a form rarely asks for more than two files). */
export const maxFormFilesPerPost = 5;

/**
 * What a form accepts: documents and pictures a browser or office program opens without running
 * anything. Each is recognised by its first bytes, so a renamed program is refused.
 */
const formFileTypes = [
  { extensions: ['.pdf'], contentType: 'application/pdf', starts: [[0x25, 0x50, 0x44, 0x46, 0x2d]] },
  { extensions: ['.jpg', '.jpeg'], contentType: 'image/jpeg', starts: [[0xff, 0xd8, 0xff]] },
  {
    extensions: ['.png'],
    contentType: 'image/png',
    starts: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  },
  // RIFF....WEBP: the size bytes in between are checked separately.
  { extensions: ['.webp'], contentType: 'image/webp', starts: [[0x52, 0x49, 0x46, 0x46]] },
  {
    extensions: ['.docx'],
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    starts: [[0x50, 0x4b, 0x03, 0x04]],
  },
] as const;

/** The `accept` attribute of a file question's input. */
export const formFileAccept = formFileTypes.flatMap((type) => type.extensions).join(',');

export const formFileMessages = {
  tooLarge: (name: string) =>
    `“${name}” is larger than ${maxFormFileMegabytes} MB. Please choose a smaller file`,
  wrongType: (name: string) =>
    `“${name}” is not a PDF, JPEG, PNG, WebP or Word (.docx) file. Please choose one of those`,
  tooMany: `Please send at most ${maxFormFilesPerPost} files with one form`,
  hint: `PDF, JPEG, PNG, WebP or Word (.docx), up to ${maxFormFileMegabytes} MB`,
} as const;

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot).toLowerCase() : '';
};

/** The browser's check of a chosen file, by its name and size (the server checks the bytes). */
export function checkChosenFormFile(file: { name: string; size: number }): string | undefined {
  if (
    !formFileTypes.some((type) => (type.extensions as readonly string[]).includes(extensionOf(file.name)))
  ) {
    return formFileMessages.wrongType(file.name);
  }
  if (file.size > maxFormFileBytes) return formFileMessages.tooLarge(file.name);
  return undefined;
}

/**
 * What a received file is, from its name and first bytes, or null when it is not one the forms
 * accept (or its bytes do not match its name).
 */
export function detectFormFileType(
  name: string,
  bytes: Uint8Array,
): { contentType: string; extension: string } | null {
  const extension = extensionOf(name);
  const type = formFileTypes.find((candidate) =>
    (candidate.extensions as readonly string[]).includes(extension),
  );
  if (!type) return null;
  const startsRight = type.starts.some((start) => start.every((byte, index) => bytes[index] === byte));
  const isWebp = type.contentType !== 'image/webp' || String.fromCharCode(...bytes.slice(8, 12)) === 'WEBP';
  return startsRight && isWebp ? { contentType: type.contentType, extension } : null;
}
