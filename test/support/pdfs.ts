/**
 * PDFs written byte by byte for tests of the PDF reader's bounds (fast to make, even with
 * thousands of pages; pdf-lib takes seconds for 5,000 pages).
 */

/** A PDF from its objects (object i + 1 is objects[i]; object 1 is the catalog), with its xref table. */
function pdfFromObjects(objects: string[]): Buffer {
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const pageTree = (first: number, pages: number): string =>
  `<< /Type /Pages /Kids [${Array.from({ length: pages }, (_, i) => `${first + i} 0 R`).join(' ')}] /Count ${pages} >>`;

/**
 * `pages` pages of `side` x `side` points that draw nothing. blankPagesPdf(3, 14400) is 535
 * bytes: three pages of the largest size PDF allows (200 x 200 inches).
 */
export function blankPagesPdf(pages: number, side: number): Buffer {
  return pdfFromObjects([
    '<< /Type /Catalog /Pages 2 0 R >>',
    pageTree(3, pages),
    ...Array.from({ length: pages }, () => `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${side} ${side}] >>`),
  ]);
}

/** `pages` A4 pages, page N showing the line `Page N of the long document` (Helvetica, not embedded). */
export function numberedPagesPdf(pages: number): Buffer {
  const firstPage = 4;
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', pageTree(firstPage, pages), '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'];
  for (let number = 1; number <= pages; number += 1) {
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${firstPage + pages + number - 1} 0 R >>`);
  }
  for (let number = 1; number <= pages; number += 1) {
    const text = `BT /F1 12 Tf 50 780 Td (Page ${number} of the long document) Tj ET`;
    objects.push(`<< /Length ${text.length} >>\nstream\n${text}\nendstream`);
  }
  return pdfFromObjects(objects);
}
