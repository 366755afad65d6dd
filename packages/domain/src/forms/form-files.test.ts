import { describe, expect, it } from 'vitest';
import { requiredAnswerMessage } from './form-answers.ts';
import { checkChosenFormFile, detectFormFileType, formFileMessages, maxFormFileBytes } from './form-files.ts';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part)),
  );

describe('file questions of public forms', () => {
  it('knows an accepted file by its name and its first bytes', () => {
    expect(detectFormFileType('resume.PDF', bytes('%PDF-1.7'))).toEqual({
      contentType: 'application/pdf',
      extension: '.pdf',
    });
    expect(detectFormFileType('photo.jpeg', bytes([0xff, 0xd8, 0xff, 0xe0]))?.contentType).toBe('image/jpeg');
    expect(detectFormFileType('card.png', bytes([0x89], 'PNG\r\n', [0x1a, 0x0a]))?.contentType).toBe(
      'image/png',
    );
    expect(detectFormFileType('shot.webp', bytes('RIFF', [1, 2, 3, 4], 'WEBP'))?.contentType).toBe(
      'image/webp',
    );
    expect(detectFormFileType('letter.docx', bytes('PK', [3, 4]))?.extension).toBe('.docx');
  });

  it('refuses a file whose bytes are not what its name says, or of a kind forms do not take', () => {
    expect(detectFormFileType('resume.pdf', bytes('MZ', [0x90, 0]))).toBeNull();
    expect(detectFormFileType('sound.webp', bytes('RIFF', [1, 2, 3, 4], 'WAVE'))).toBeNull();
    expect(detectFormFileType('page.html', bytes('<html>'))).toBeNull();
    expect(detectFormFileType('noextension', bytes('%PDF-1.7'))).toBeNull();
  });

  it('checks a chosen file in the browser by its name and size, with messages naming it', () => {
    expect(checkChosenFormFile({ name: 'resume.pdf', size: maxFormFileBytes })).toBeUndefined();
    expect(checkChosenFormFile({ name: 'resume.pdf', size: maxFormFileBytes + 1 })).toBe(
      '“resume.pdf” is larger than 10 MB. Please choose a smaller file',
    );
    expect(checkChosenFormFile({ name: 'setup.exe', size: 10 })).toBe(
      formFileMessages.wrongType('setup.exe'),
    );
    expect(requiredAnswerMessage({ kind: 'file', title: 'Résumé' })).toBe('Please choose the résumé');
  });
});
