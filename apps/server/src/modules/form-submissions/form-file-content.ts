import { detectFormFileType } from '@sideline/domain';
import { type AnswerImageType, reencodeAnswerImage } from '../../platform/images.ts';
import { isWordDocument } from '../../platform/office-documents.ts';

export interface PreparedFormFile {
  data: Buffer;
  contentType: string;
  extension: string;
}

const wordDocumentType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * What a file question keeps of a received file, or null when it is not one the forms take. The
 * first bytes must match the name (domain rule); a picture is re-encoded without its metadata; a
 * Word document must really be one (see isWordDocument). A PDF is kept as sent: it is only ever
 * downloaded as an attachment by the team's admins (decision 014).
 */
export async function prepareFormFile(fileName: string, data: Buffer): Promise<PreparedFormFile | null> {
  const type = detectFormFileType(fileName, data);
  if (!type) return null;
  if (type.contentType.startsWith('image/')) {
    const reencoded = await reencodeAnswerImage(data, type.contentType as AnswerImageType);
    return reencoded ? { ...type, data: reencoded } : null;
  }
  if (type.contentType === wordDocumentType) return (await isWordDocument(data)) ? { ...type, data } : null;
  return { ...type, data };
}
