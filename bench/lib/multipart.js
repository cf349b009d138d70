/** A multipart/form-data body with text fields and one PDF in field `resume`, as a career site sends it. */
const BOUNDARY = '----recruit-bench-boundary';

/** The Content-Type header of multipartBody's bodies. */
const MULTIPART_CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

function multipartBody(fields, pdf) {
  const head = Object.entries(fields)
    .map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  return Buffer.concat([
    Buffer.from(`${head}--${BOUNDARY}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    pdf,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

module.exports = { MULTIPART_CONTENT_TYPE, multipartBody };
