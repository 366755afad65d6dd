import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';

/** Whether the canvas holds any drawn (non-transparent) pixel. */
export function hasInk(canvas: Locator): Promise<boolean> {
  return canvas.evaluate((element) => {
    const pad = element as HTMLCanvasElement;
    const context = pad.getContext('2d');
    if (!context || pad.width === 0) return false;
    const { data } = context.getImageData(0, 0, pad.width, pad.height);
    for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) return true;
    return false;
  });
}

/** A signature drawn with the pointer, as a finger draws it: two strokes across the pad. */
export async function drawSignature(page: Page, canvas: Locator): Promise<void> {
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the signature pad is not on screen');
  const at = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const;
  await page.mouse.move(...at(0.1, 0.7));
  await page.mouse.down();
  for (const [x, y] of [
    [0.2, 0.3],
    [0.3, 0.75],
    [0.42, 0.25],
    [0.55, 0.7],
    [0.7, 0.35],
  ] as const)
    await page.mouse.move(...at(x, y), { steps: 6 });
  await page.mouse.up();
  await page.mouse.move(...at(0.6, 0.55));
  await page.mouse.down();
  await page.mouse.move(...at(0.9, 0.5), { steps: 8 });
  await page.mouse.up();
}

/** What the signer types into the website agreement's dialog. */
export interface WebsiteSigner {
  name: string;
  title: string;
  address: string;
}

/** The website agreement's three fields filled in the open signing dialog. */
export async function fillWebsiteSigner(dialog: Locator, signer: WebsiteSigner): Promise<void> {
  await dialog.getByLabel(/^Your Name/).fill(signer.name);
  await dialog.getByLabel(/^Your Position in the Team/).fill(signer.title);
  await dialog.getByLabel(/^Team Address/).fill(signer.address);
}

/**
 * The agreement card's "Download PDF" link clicked; answers the file's suggested name and bytes
 * (the page's context must accept downloads).
 */
export async function downloadAgreementPdf(
  page: Page,
  card: Locator,
): Promise<{ fileName: string; bytes: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: 'Download PDF' }).click(),
  ]);
  return { fileName: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}
