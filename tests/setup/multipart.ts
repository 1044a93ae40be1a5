import sharp from 'sharp';

/** A small real PNG, made on the spot. */
export function pngImage(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 30, b: 30 } } })
    .png()
    .toBuffer();
}

/** A multipart/form-data body with one file part, for `app.inject`. */
export function multipartBody(
  file: Buffer,
  { field = 'image', filename = 'photo.png', contentType = 'image/png' } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----broadsheet${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
