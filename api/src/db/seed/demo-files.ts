// Real documents for the demo applications and the tests: a PDF certificate drawn with pdf-lib and
// PNG photos encoded with pngjs, so both pass the content-type checks honestly.
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { PNG } from 'pngjs';

/** A width x height PNG: a coloured background with a lighter diagonal band. */
export function makePng(
  width: number,
  height: number,
  colour: readonly [number, number, number],
): Buffer {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const band = Math.abs(x - y) < width / 8;
      const at = (y * width + x) * 4;
      png.data.set(band ? [255, 255, 255, 255] : [...colour, 255], at);
    }
  }
  return PNG.sync.write(png);
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
