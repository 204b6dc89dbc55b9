import zlib from 'node:zlib';
import sharp from 'sharp';

/**
 * A small PNG whose header claims `width` × `height` pixels (its CRC fixed up), to test the pixel
 * limit without making a huge image.
 */
export async function pngWithSize(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  // The signature (8 bytes), then IHDR: length (4), type (4), width (4), height (4), … , CRC.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A multipart/form-data body carrying one file, for app.inject. */
export function multipartFile(
  data: Buffer,
  { field = 'file', fileName = 'photo.png', type = 'image/png' } = {},
) {
  const boundary = `----kingside-test-${Date.now()}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
    `Content-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
