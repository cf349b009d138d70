import yauzl from 'yauzl';

export interface ResumeType {
  mime: string;
  ext: 'pdf' | 'doc' | 'docx' | 'jpg' | 'png' | 'webp' | 'gif';
}

export const DOC_MIME = 'application/msword';
export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const IMAGE_TYPES: Record<string, ResumeType> = {
  jpg: { mime: 'image/jpeg', ext: 'jpg' },
  png: { mime: 'image/png', ext: 'png' },
  webp: { mime: 'image/webp', ext: 'webp' },
  gif: { mime: 'image/gif', ext: 'gif' },
};

type FileTypeModule = typeof import('file-type', { with: { 'resolution-mode': 'import' } });
let fileTypeModule: Promise<FileTypeModule> | null = null;

function loadFileType(): Promise<FileTypeModule> {
  // file-type 21 is ESM-only: tsc (node16) keeps this import() as a real dynamic import.
  fileTypeModule ??= import('file-type');
  return fileTypeModule;
}

/**
 * Decides a resume's type from its bytes only (never the name or the declared type).
 * Accepts PDF, Word (.doc that really holds a WordDocument stream, .docx that really holds
 * word/document.xml), JPEG, PNG, WEBP and GIF; anything else is null.
 */
export async function detectResumeType(bytes: Buffer): Promise<ResumeType | null> {
  if (bytes.length < 8) return null;
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return { mime: 'application/pdf', ext: 'pdf' };
  if (isCfb(bytes)) return hasWordDocumentStream(bytes) ? { mime: DOC_MIME, ext: 'doc' } : null;
  if (isZip(bytes)) return (await zipHasEntry(bytes, 'word/document.xml')) ? { mime: DOCX_MIME, ext: 'docx' } : null;

  const { fileTypeFromBuffer } = await loadFileType();
  const found = await fileTypeFromBuffer(bytes);
  if (!found) return null;
  return IMAGE_TYPES[found.ext] ?? null;
}

const CFB_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

function isCfb(bytes: Buffer): boolean {
  return bytes.length >= 512 && bytes.subarray(0, 8).equals(CFB_SIGNATURE);
}

function isZip(bytes: Buffer): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

const WORD_DOCUMENT_NAME = Buffer.from('WordDocument\0', 'utf16le');

/**
 * A CFB directory entry is 128 bytes, aligned on 128 inside sectors that follow the 512-byte
 * header: name in UTF-16LE (64 bytes), name length in bytes incl. the NUL at +64, type at +66
 * (2 = stream). Excel and PowerPoint files are CFB too but have no WordDocument stream.
 */
export function hasWordDocumentStream(bytes: Buffer): boolean {
  for (let offset = 512; offset + 128 <= bytes.length; offset += 128) {
    if (bytes.readUInt16LE(offset + 64) !== WORD_DOCUMENT_NAME.length) continue;
    if (bytes[offset + 66] !== 2) continue;
    if (bytes.subarray(offset, offset + WORD_DOCUMENT_NAME.length).equals(WORD_DOCUMENT_NAME)) return true;
  }
  return false;
}

/** Reads only the zip's central directory (no decompression). */
export function zipHasEntry(bytes: Buffer, name: string): Promise<boolean> {
  return new Promise((resolve) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: false }, (error, zip) => {
      if (error || !zip) return resolve(false);
      let seen = 0;
      zip.on('entry', (entry: yauzl.Entry) => {
        seen += 1;
        if (entry.fileName === name) {
          zip.close();
          return resolve(true);
        }
        if (seen > 10_000) {
          zip.close();
          return resolve(false);
        }
        zip.readEntry();
      });
      zip.on('end', () => resolve(false));
      zip.on('error', () => resolve(false));
      zip.readEntry();
    });
  });
}
