import { writeFileSync } from 'node:fs';
import jsQR from 'jsqr';
import QRCode from 'qrcode';
import sharp from 'sharp';

const frameSide = 320;
const quietZoneModules = 4;
/** Video luma of a dark and a light module (BT.601 studio range). */
const luma = { dark: 16, light: 235 } as const;

const framesPerSecond = 5;

/**
 * A YUV4MPEG2 video (320×320, 4:2:0, 5 frames a second) for Chromium's
 * `--use-file-for-fake-video-capture`, which plays it in a loop: `text` as a QR code held in front
 * of the camera for `shownSeconds`, then lowered (an empty light frame) for `hiddenSeconds`, and
 * held up again. The scanner takes a code held still as one scan, so showing it again is a second.
 */
export function writeQrVideo(
  text: string,
  file: string,
  { shownSeconds, hiddenSeconds }: { shownSeconds: number; hiddenSeconds: number },
): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const scale = Math.floor(frameSide / (modules.size + 2 * quietZoneModules));
  const offset = Math.floor((frameSide - modules.size * scale) / 2);
  const empty = Buffer.alloc(frameSide * frameSide, luma.light);
  const code = Buffer.from(empty);
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (!modules.get(row, column)) continue;
      for (let dy = 0; dy < scale; dy++) {
        const start = (offset + row * scale + dy) * frameSide + offset + column * scale;
        code.fill(luma.dark, start, start + scale);
      }
    }
  }
  // No colour: both chroma planes at their midpoint.
  const chroma = Buffer.alloc((frameSide / 2) * (frameSide / 2) * 2, 128);
  const frame = (luminance: Buffer) => [Buffer.from('FRAME\n'), luminance, chroma];
  writeFileSync(
    file,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${frameSide} H${frameSide} F${framesPerSecond}:1 Ip A1:1 C420jpeg\n`),
      ...Array.from({ length: shownSeconds * framesPerSecond }, () => frame(code)).flat(),
      ...Array.from({ length: hiddenSeconds * framesPerSecond }, () => frame(empty)).flat(),
    ]),
  );
}

/** Chromium's flags for a camera that shows `videoFile`, allowed without asking. */
export function fakeCameraFlags(videoFile: string): string[] {
  return [
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${videoFile}`,
  ];
}

/** The text of a QR code image given as a data URI (the order page's and the order mail's). */
export async function readQrImage(dataUri: string): Promise<string> {
  const png = Buffer.from(dataUri.slice(dataUri.indexOf(',') + 1), 'base64');
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const code = jsQR(new Uint8ClampedArray(data), info.width, info.height);
  if (!code) throw new Error('the QR image could not be read');
  return code.data;
}
