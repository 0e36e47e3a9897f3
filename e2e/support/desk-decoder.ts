// The QR decoder the desk runs in the browser (html5-qrcode's ZXing build), loaded in Node with
// the hints the desk gives it, so a journey can hand the desk a picture its decoder reads.
// ZXing misses some perfectly sharp synthetic codes that a real camera's blur would let it read;
// a journey about the desk's flow checks its picture here first instead of retrying.
import { createRequire } from 'node:module';
import QRCode from 'qrcode';

interface Decoder {
  RGBLuminanceSource: new (luma: Uint8ClampedArray, width: number, height: number) => object;
  HybridBinarizer: new (source: object) => object;
  BinaryBitmap: new (binarizer: object) => object;
  MultiFormatReader: new (
    verbose: boolean,
    hints: Map<number, unknown>,
  ) => {
    decode(bitmap: object): { getText(): string };
  };
  DecodeHintType: { POSSIBLE_FORMATS: number };
  BarcodeFormat: { QR_CODE: number };
}

const zxing = createRequire(import.meta.url)('html5-qrcode/third_party/zxing-js.umd.js') as Decoder;

/** Whether the desk's decoder reads `text` in this grey picture (one byte a pixel). */
export function deskDecoderReads(
  luma: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  text: string,
): boolean {
  const hints = new Map<number, unknown>([
    [zxing.DecodeHintType.POSSIBLE_FORMATS, [zxing.BarcodeFormat.QR_CODE]],
  ]);
  const source = new zxing.RGBLuminanceSource(Uint8ClampedArray.from(luma), width, height);
  const bitmap = new zxing.BinaryBitmap(new zxing.HybridBinarizer(source));
  try {
    return new zxing.MultiFormatReader(false, hints).decode(bitmap).getText() === text;
  } catch {
    return false;
  }
}

/**
 * The picture `QRCode.toFile(path, text, { errorCorrectionLevel: 'M', scale, margin })` draws:
 * black modules of `scale` pixels inside `margin` white modules, as grey bytes.
 */
export function qrPicture(
  text: string,
  scale: number,
  margin: number,
): { luma: Uint8Array; side: number } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const side = (modules.size + 2 * margin) * scale;
  const luma = new Uint8Array(side * side).fill(255);
  for (let row = 0; row < modules.size; row += 1)
    for (let col = 0; col < modules.size; col += 1) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < scale; y += 1) {
        const start = ((margin + row) * scale + y) * side + (margin + col) * scale;
        luma.fill(0, start, start + scale);
      }
    }
  return { luma, side };
}
