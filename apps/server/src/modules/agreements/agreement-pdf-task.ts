import { cpuTask } from '../../platform/cpu-pool.ts';
import type { AgreementPdfInput, BuiltAgreementPdf } from './agreement-pdf.ts';

/**
 * {@link import('./agreement-pdf.ts').buildAgreementPdf} on the CPU pool's threads, off the event
 * loop. The request thread imports only this module: pdf-lib and fontkit (about 30 MB and 0.3 s
 * to load) are loaded by the thread that builds the first agreement, not by the server
 * (docs/decisions/036).
 */
export async function buildAgreementPdfOnThread(input: AgreementPdfInput): Promise<BuiltAgreementPdf> {
  const { buildAgreementPdf } = await import('./agreement-pdf.ts');
  return buildAgreementPdf(input);
}

export const buildAgreementPdfTask = cpuTask(import.meta.url, { buildAgreementPdfOnThread });
