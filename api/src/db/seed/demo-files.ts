// Real documents for the demo applications and the tests: a PDF certificate drawn with pdf-lib and
// PNG photos encoded by hand (a few lines of zlib), so both pass the content-type checks honestly.
import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A width x height RGB PNG: a coloured background with a lighter diagonal band. */
export function makePng(
  width: number,
  height: number,
  colour: readonly [number, number, number],
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0, then pixels
    for (let x = 0; x < width; x++) {
      const band = Math.abs(x - y) < width / 8;
      row[1 + x * 3] = band ? 255 : colour[0];
      row[2 + x * 3] = band ? 255 : colour[1];
      row[3 + x * 3] = band ? 255 : colour[2];
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page registration certificate naming the holder. */
export async function makeCertificatePdf(
  holder: string,
  council: string,
  number: string,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Registration certificate - ${holder}`);
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  page.drawText('CERTIFICATE OF REGISTRATION', {
    x: 120,
    y: 740,
    size: 22,
    font: bold,
    color: rgb(0.1, 0.3, 0.6),
  });
  page.drawText(council, { x: 72, y: 680, size: 14, font });
  page.drawText(`This certifies that ${holder}`, { x: 72, y: 640, size: 12, font });
  page.drawText(`is registered under number ${number}.`, { x: 72, y: 620, size: 12, font });
  page.drawText('Demo document generated for MediCostSaver. Not a real certificate.', {
    x: 72,
    y: 100,
    size: 9,
    font,
    color: rgb(0.4, 0.4, 0.4),
  });
  return pdf.save();
}
