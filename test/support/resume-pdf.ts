import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A one-page text PDF whose lines are the given resume lines (what the resume pipeline reads and parses). */
export async function resumePdf(lines: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  lines.forEach((line, i) => page.drawText(line, { x: 50, y: 780 - i * 18, size: 11, font }));
  return Buffer.from(await doc.save());
}
