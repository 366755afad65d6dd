import { createHash } from 'node:crypto';
import {
  type AgreementKind,
  agreementNames,
  agreementPreamble,
  agreementProvider,
  agreementSections,
  currentAgreementVersions,
} from '@sideline/domain';
import { PDFDocument, type PDFImage, type PDFPage, rgb } from 'pdf-lib';
import { embedAgreementFonts, type FontFace } from './agreement-fonts.ts';

/** A4 in PDF points. */
const pageSize: [number, number] = [595.28, 841.89];
const margin = 56;
const contentWidth = pageSize[0] - 2 * margin;
const ink = rgb(0.1, 0.1, 0.1);
const muted = rgb(0.38, 0.38, 0.38);
const accent = rgb(0.04, 0.43, 0.31);

/** What the agreement's first page and signature block name. */
export interface AgreementParties {
  /** Team name, organization and sport (agreementClientName). */
  client: string;
  /** The team address (website agreement); empty for the store agreement. */
  address: string;
  signerName: string;
  signerTitle: string;
}

/** The facts of a signing, printed on the audit trail page. */
export interface AgreementAuditTrail {
  signerEmail: string;
  ipAddress: string;
  userAgent: string;
  /** "November 26, 2026 at 10:04:05 AM EST (2026-11-26T15:04:05.000Z)". */
  signedAtText: string;
  documentId: string;
}

export type AgreementPdfInput = {
  kind: AgreementKind;
  parties: AgreementParties;
  /** The effective date as printed ("November 26, 2026"). */
  effectiveDateText: string;
} & (
  | { draft: true }
  | {
      draft: false;
      /** A PNG that sharp wrote, already bounded in size (agreement-signature.ts). */
      signaturePng: Uint8Array;
      signedAt: Date;
      audit: AgreementAuditTrail;
    }
);

export interface BuiltAgreementPdf {
  bytes: Uint8Array;
  /** SHA-256 (hex) of the agreement pages without the audit page: printed on the audit page. */
  bodySha256: string;
  /** SHA-256 (hex) of the whole file as stored. */
  fileSha256: string;
}

const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * Builds an agreement as an A4 PDF: the terms from the domain's words, the parties, the signature
 * block and, for a signed copy, a last page with the audit trail. A draft (the live preview) has
 * empty signature lines and says it is not signed. Names print as typed in Latin (every accent),
 * Greek and Cyrillic; other scripts print as "?" (agreement-fonts.ts).
 */
export async function buildAgreementPdf(input: AgreementPdfInput): Promise<BuiltAgreementPdf> {
  const body = await (await writeAgreement(input, false)).save({ useObjectStreams: false });
  const bodySha256 = sha256Hex(body);
  if (input.draft) return { bytes: body, bodySha256, fileSha256: bodySha256 };
  // The signed copy is written again, with the audit page, rather than added to the saved body:
  // pdf-lib builds its font subsets when it saves, once per document.
  const bytes = await (await writeAgreement(input, bodySha256)).save({ useObjectStreams: false });
  return { bytes, bodySha256, fileSha256: sha256Hex(bytes) };
}

/** The agreement's pages; with the body's hash, the audit trail page after them (a signed copy). */
async function writeAgreement(input: AgreementPdfInput, bodySha256: string | false): Promise<PDFDocument> {
  const pdf = await PDFDocument.create();
  const name = agreementNames[input.kind];
  const fixedTime = input.draft ? new Date(0) : input.signedAt;
  pdf.setTitle(`${name} — ${input.parties.client}`);
  pdf.setAuthor(agreementProvider.company);
  pdf.setProducer(agreementProvider.company);
  pdf.setCreator(agreementProvider.company);
  pdf.setCreationDate(fixedTime);
  pdf.setModificationDate(fixedTime);
  const { regular, bold } = await embedAgreementFonts(pdf);
  const writer = createPageWriter(pdf, regular, bold);

  writer.heading(name, 20);
  writer.paragraph(`Version ${currentAgreementVersions[input.kind]}`, { size: 10, color: muted });
  if (input.draft) writer.paragraph('DRAFT: not signed', { font: bold, size: 11, color: accent });
  writer.gap(8);
  writer.labelled('Effective date', input.effectiveDateText);
  writer.labelled('Client (Party A)', input.parties.client || '—');
  if (input.kind === 'website') writer.labelled('Address', input.parties.address || '—');
  writer.labelled('Party B', agreementProvider.company);
  writer.gap(8);
  writer.paragraph(agreementPreamble(input.kind, input.parties.client || 'the Client'));
  for (const [index, section] of agreementSections(input.kind).entries()) {
    writer.gap(6);
    writer.heading(`${index + 1}. ${section.heading}`, 12);
    for (const text of section.paragraphs) writer.paragraph(text);
  }

  const signature = input.draft ? null : await pdf.embedPng(input.signaturePng);
  writer.gap(16);
  writer.heading('Signatures', 12);
  writer.signatureBlocks(
    {
      party: 'For the Client (Party A)',
      signature,
      name: input.parties.signerName,
      title: input.parties.signerTitle,
      date: input.draft ? '' : input.effectiveDateText,
    },
    {
      party: `For ${agreementProvider.company} (Party B)`,
      signature: null,
      name: agreementProvider.signerName,
      title: agreementProvider.signerTitle,
      date: input.draft ? '' : input.effectiveDateText,
    },
  );

  if (input.draft || bodySha256 === false) return pdf;

  writer.newPage();
  writer.heading('Audit trail', 16);
  writer.paragraph(`${name}, version ${currentAgreementVersions[input.kind]}`, { color: muted });
  writer.gap(6);
  writer.labelled('Document id', input.audit.documentId);
  writer.labelled('Client', input.parties.client);
  writer.labelled('Signed by', `${input.parties.signerName}, ${input.parties.signerTitle}`);
  writer.labelled('Email', input.audit.signerEmail);
  writer.labelled('IP address', input.audit.ipAddress);
  writer.labelled('User agent', input.audit.userAgent || '—');
  writer.labelled('Signed at', input.audit.signedAtText);
  // 8 points keeps the 64 hex digits on one line, so the hash can be copied whole.
  writer.labelled('SHA-256 of the document body', bodySha256, 8);
  writer.gap(8);
  writer.paragraph(
    'The document body is this file without this audit page, as it was when the Client signed it. The signature was drawn by the signer in the Sideline portal while signed in with the email above.',
    { size: 9, color: muted },
  );
  return pdf;
}

interface SignatureBlock {
  party: string;
  signature: PDFImage | null;
  name: string;
  title: string;
  date: string;
}

/** Writes flowing text top to bottom, starting a new page when the current one is full. */
function createPageWriter(pdf: PDFDocument, regular: FontFace, bold: FontFace) {
  let page: PDFPage = pdf.addPage(pageSize);
  let y = pageSize[1] - margin;

  const wrap = (face: FontFace, size: number, text: string, width: number): string[] => {
    const lines: string[] = [];
    let line = '';
    const widthOf = (part: string) => face.font.widthOfTextAtSize(part, size);
    for (const word of face.printable(text.replace(/[\r\n\t]+/g, ' ')).split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (widthOf(candidate) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      // A word longer than the line (a hash, a long address, a name without spaces) is cut where it overflows.
      let rest = Array.from(word);
      while (widthOf(rest.join('')) > width) {
        let cut = rest.length - 1;
        while (cut > 1 && widthOf(rest.slice(0, cut).join('')) > width) cut -= 1;
        lines.push(rest.slice(0, cut).join(''));
        rest = rest.slice(cut);
      }
      line = rest.join('');
    }
    if (line) lines.push(line);
    return lines;
  };

  const newPage = () => {
    page = pdf.addPage(pageSize);
    y = pageSize[1] - margin;
  };
  const ensureRoom = (height: number) => {
    if (y - height < margin) newPage();
  };

  const lines = (
    text: string,
    options: {
      font?: FontFace;
      size?: number;
      color?: ReturnType<typeof rgb>;
      x?: number;
      width?: number;
    } = {},
  ) => {
    const face = options.font ?? regular;
    const size = options.size ?? 10.5;
    const lineHeight = size * 1.4;
    for (const line of wrap(face, size, text, options.width ?? contentWidth)) {
      ensureRoom(lineHeight);
      y -= lineHeight;
      page.drawText(line, { x: options.x ?? margin, y, size, font: face.font, color: options.color ?? ink });
    }
  };

  return {
    newPage,
    gap(height: number) {
      y -= height;
    },
    heading(text: string, size: number) {
      ensureRoom(size * 3);
      lines(text, { font: bold, size });
      y -= size * 0.3;
    },
    paragraph(
      text: string,
      options: { font?: FontFace; size?: number; color?: ReturnType<typeof rgb> } = {},
    ) {
      lines(text, options);
      y -= 4;
    },
    labelled(label: string, value: string, valueSize = 10) {
      const labelWidth = 150;
      ensureRoom(16);
      const top = y;
      lines(label, { font: bold, size: 10, width: labelWidth - 8 });
      const afterLabel = y;
      y = top;
      lines(value, { size: valueSize, x: margin + labelWidth, width: contentWidth - labelWidth });
      y = Math.min(y, afterLabel) - 3;
    },
    signatureBlocks(left: SignatureBlock, right: SignatureBlock) {
      const blockHeight = 150;
      ensureRoom(blockHeight);
      const top = y;
      const columnWidth = (contentWidth - 24) / 2;
      let lowest = top;
      for (const [column, block] of [left, right].entries()) {
        const x = margin + column * (columnWidth + 24);
        y = top;
        lines(block.party, { font: bold, size: 10, x, width: columnWidth });
        const lineY = y - 58;
        if (block.signature) {
          const scale = Math.min(columnWidth / block.signature.width, 50 / block.signature.height, 1);
          page.drawImage(block.signature, {
            x,
            y: lineY + 2,
            width: block.signature.width * scale,
            height: block.signature.height * scale,
          });
        }
        page.drawLine({
          start: { x, y: lineY },
          end: { x: x + columnWidth, y: lineY },
          thickness: 0.8,
          color: muted,
        });
        y = lineY;
        lines(`Name: ${block.name}`, { size: 10, x, width: columnWidth });
        lines(`Title: ${block.title}`, { size: 10, x, width: columnWidth });
        lines(`Date: ${block.date}`, { size: 10, x, width: columnWidth });
        lowest = Math.min(lowest, y);
      }
      y = lowest - 8;
    },
  };
}
