// The QR decoder the desk runs in the browser (html5-qrcode's ZXing build), loaded in Node with
// the hints the desk gives it: the decoding bench measures it on simulated camera frames, and the
// camera journey checks the frames of its fake camera with it (ZXing misses some perfectly sharp
// synthetic codes that a real camera's noise and blur would let it read on a later frame, and a
// fake camera plays the same frame again and again).
import { createRequire } from 'node:module';

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
