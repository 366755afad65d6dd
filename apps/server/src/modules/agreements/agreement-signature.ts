import {
  agreementMessages,
  maxSignaturePixels,
  signatureDataUrlPrefix,
  signaturePrintBox,
} from '@sideline/domain';
import sharp from 'sharp';
import { invalidField } from '../../platform/errors.ts';

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const notPng = () => invalidField('signature', agreementMessages.signatureNotPng);

/**
 * The saved signature as the PDF places it, or a 400 naming the signature field. A small file may
 * declare millions of pixels (a decompression bomb), so its size is read from the PNG header
 * before anything is decoded and checked against `maxSignaturePixels`; then sharp (on libuv's
 * threads, bounded by the same budget) decodes it and re-encodes it no larger than
 * `signaturePrintBox`, so the PDF builder only ever sees a small PNG that sharp wrote.
 */
export async function readSignaturePng(dataUrl: string): Promise<Uint8Array> {
  const bytes = Buffer.from(dataUrl.slice(signatureDataUrlPrefix.length), 'base64');
  if (bytes.length <= pngSignature.length || !bytes.subarray(0, pngSignature.length).equals(pngSignature)) {
    throw notPng();
  }
  // Header only: no pixel is decoded here, so the budget is checked with our message.
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw notPng();
    });
  if (header.format !== 'png') throw notPng();
  if (header.width * header.height > maxSignaturePixels) {
    throw invalidField('signature', agreementMessages.signatureTooManyPixels);
  }
  try {
    return await sharp(bytes, { limitInputPixels: maxSignaturePixels, failOn: 'truncated' })
      .resize({ ...signaturePrintBox, fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch {
    throw notPng();
  }
}
