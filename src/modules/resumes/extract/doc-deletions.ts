/**
 * word-extractor 1.0.4 (the last release) reads a character property's operation code with five bits instead of
 * nine, so every property whose code ends in five zero bits, letter spacing among them (sprmCDxaSpace, 0x8840),
 * is taken for a tracked deletion (sprmCFRMarkDel, 0x0800) and its text dropped: a letter-spaced name or heading
 * disappears from a .doc. Fixed upstream (morungos/node-word-extractor#56) but never released; this is the same
 * character-property pass with the whole code compared, installed on the library's extractor class once.
 */

/** A piece of word-extractor's piece table (fields it sets in writePieces). */
interface Piece {
  text: string;
  startFilePos: number;
  endFilePos: number;
  size: number;
  bpc: number;
}

interface OleExtractor {
  _pieces: Piece[];
  writeCharacterProperties(buffer: Buffer, tableBuffer: Buffer): void;
}

const SPRM_MARK_DELETED = 0x0800;

/** The operand size of a property by its spra bits ([MS-DOC] 2.6.1), for spra 6 read from the operand's first byte. */
function operandSize(buffer: Buffer, offset: number, spra: number): number {
  if (spra === 6) return buffer.readUInt8(offset) + 1;
  return [1, 1, 2, 4, 2, 2, 0, 3][spra];
}

/** Whether a run's properties (a grpprl) mark it as deleted: sprmCFRMarkDel with its toggle set. */
export function marksDeleted(grpprl: Buffer): boolean {
  let offset = 0;
  while (offset < grpprl.length - 1) {
    const sprm = grpprl.readUInt16LE(offset);
    offset += 2;
    if (sprm === SPRM_MARK_DELETED && offset < grpprl.length && (grpprl[offset] & 1) === 1) return true;
    offset += operandSize(grpprl, offset, (sprm >>> 13) & 0x07);
  }
  return false;
}

/** Overwrites the text between two file positions with NULs, which word-extractor's cleaning removes. */
function blankByFilePos(pieces: Piece[], start: number, end: number): void {
  for (const piece of pieces) {
    const pieceEnd = piece.startFilePos + piece.size;
    if (piece.endFilePos < start || piece.startFilePos > end) continue;
    const from = Math.max(start, piece.startFilePos);
    const to = Math.min(end, pieceEnd);
    if (to <= from) continue;
    const head = piece.text.slice(0, (from - piece.startFilePos) / piece.bpc);
    const tail = to === pieceEnd ? '' : piece.text.slice((to - pieceEnd) / piece.bpc);
    piece.text = `${head}${''.padStart((to - from) / piece.bpc, '\x00')}${tail}`;
  }
}

/** The character-property pass of word-extractor, with deletions told by their whole code. */
function writeCharacterProperties(this: OleExtractor, buffer: Buffer, tableBuffer: Buffer): void {
  const fcPlcfbteChpx = buffer.readUInt32LE(0x00fa);
  const lcbPlcfbteChpx = buffer.readUInt32LE(0x00fe);
  const count = (lcbPlcfbteChpx - 4) / 8;
  const table = tableBuffer.subarray(fcPlcfbteChpx, fcPlcfbteChpx + lcbPlcfbteChpx);
  for (let index = 0; index < count; index += 1) {
    const block = table.readUInt32LE((count + 1) * 4 + index * 4);
    const page = buffer.subarray(block * 512, (block + 1) * 512);
    if (page.length < 512) continue;
    const runs = page.readUInt8(511);
    for (let run = 0; run < runs; run += 1) {
      const rgb = page.readUInt8((runs + 1) * 4 + run);
      if (rgb === 0) continue;
      const size = page.readUInt8(rgb * 2);
      if (marksDeleted(page.subarray(rgb * 2 + 1, rgb * 2 + 1 + size))) blankByFilePos(this._pieces, page.readUInt32LE(run * 4), page.readUInt32LE((run + 1) * 4));
    }
  }
}

let installed = false;

/** Installs the corrected pass on word-extractor's OLE extractor (once per process). */
export function installDocDeletionFix(): void {
  if (installed) return;
  // word-extractor has no types; its OLE extractor class is typed above.
  const extractor = require('word-extractor/lib/word-ole-extractor') as { prototype: OleExtractor };
  extractor.prototype.writeCharacterProperties = writeCharacterProperties;
  installed = true;
}
