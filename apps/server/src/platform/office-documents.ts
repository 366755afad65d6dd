import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/**
 * The most a Word document may expand to, all its parts inflated: a 10 MB .docx of photos and
 * text stays well under it, a ZIP bomb does not.
 */
export const maxWordDocumentExpandedBytes = 40 * 1024 * 1024;
const maxWordDocumentEntries = 2000;

/**
 * Parts no Word document (.docx) carries: programs and scripts, and macro projects (those belong
 * to .docm, which the forms do not take).
 */
const refusedEntry =
  /\.(exe|dll|com|bat|cmd|scr|msi|msp|ps1|psm1|vbs|vbe|js|jse|wsf|wsh|hta|jar|sh|app|lnk|cpl|pif|reg)$|vbaproject\.bin$|vbadata\.xml$/i;

/**
 * Whether `data` is a real Word document: a ZIP (read through its central directory, every part
 * inflated with the declared sizes checked) with `[Content_Types].xml` declaring the document type
 * and `word/document.xml`, no program or macro inside, and at most
 * {@link maxWordDocumentExpandedBytes} once expanded. A renamed ZIP, a damaged file or a bomb is not.
 */
export async function isWordDocument(data: Buffer): Promise<boolean> {
  let zip: ZipFile;
  try {
    zip = await openZip(data);
  } catch {
    return false;
  }
  try {
    return await checkEntries(zip);
  } catch {
    return false;
  } finally {
    zip.close();
  }
}

function openZip(data: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(
      data,
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: true },
      (error, zip) => (error ? reject(error) : resolve(zip)),
    ),
  );
}

async function checkEntries(zip: ZipFile): Promise<boolean> {
  let expanded = 0;
  let entries = 0;
  let contentTypes = '';
  let hasDocument = false;
  for await (const entry of readEntries(zip)) {
    entries += 1;
    if (entries > maxWordDocumentEntries || refusedEntry.test(entry.fileName)) return false;
    if (expanded + entry.uncompressedSize > maxWordDocumentExpandedBytes) return false;
    const inflated = await inflateEntry(zip, entry, maxWordDocumentExpandedBytes - expanded);
    if (!inflated) return false;
    expanded += inflated.size;
    if (entry.fileName === '[Content_Types].xml') contentTypes = inflated.text;
    if (entry.fileName === 'word/document.xml') hasDocument = true;
  }
  return (
    hasDocument &&
    /<Types[\s>]/.test(contentTypes) &&
    contentTypes.includes('wordprocessingml.document.main+xml')
  );
}

async function* readEntries(zip: ZipFile): AsyncGenerator<Entry> {
  while (true) {
    const entry = await new Promise<Entry | null>((resolve, reject) => {
      const cleanUp = () => zip.off('entry', onEntry).off('end', onEnd).off('error', onError);
      const onEntry = (found: Entry) => {
        cleanUp();
        resolve(found);
      };
      const onEnd = () => {
        cleanUp();
        resolve(null);
      };
      const onError = (error: Error) => {
        cleanUp();
        reject(error);
      };
      zip.on('entry', onEntry).on('end', onEnd).on('error', onError);
      zip.readEntry();
    });
    if (!entry) return;
    yield entry;
  }
}

/**
 * Inflates one part, stopping past `budget` bytes (null then). Only `[Content_Types].xml` is kept
 * as text; the other parts are counted and dropped.
 */
async function inflateEntry(
  zip: ZipFile,
  entry: Entry,
  budget: number,
): Promise<{ size: number; text: string } | null> {
  const stream = await new Promise<Readable>((resolve, reject) =>
    zip.openReadStream(entry, (error, opened) => (error ? reject(error) : resolve(opened))),
  );
  const keep = entry.fileName === '[Content_Types].xml';
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > budget) {
      stream.destroy();
      return null;
    }
    if (keep) chunks.push(chunk);
  }
  return { size, text: keep ? Buffer.concat(chunks).toString('utf8') : '' };
}
