// The camera and image scanner (its own chunk: html5-qrcode is loaded only when it opens).
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { CameraDevice, Html5Qrcode, Html5QrcodeSupportedFormats } from 'html5-qrcode';
import type * as Html5QrcodeLibrary from 'html5-qrcode';
import { useT } from '../../../i18n';
import { deskText } from '../i18n/catalog.ts';
import { en } from '../i18n/en.ts';
import type { DeskKey } from './desk-words.ts';

/** More than ~10 scans a second gains nothing on a phone. */
const SCANS_PER_SECOND = 10;
const VIEW_ID = 'desk-qr-view';
const FILE_VIEW_ID = 'desk-qr-file';

// In English, as tests read them; the scanner shows them from the catalog in the chosen language.
export const CAMERA_DENIED = en['scanner.denied'];
export const NO_CAMERA = en['scanner.noCamera'];
export const CAMERA_FAILED = en['scanner.cameraFailed'];
export const SCANNER_UNAVAILABLE = en['scanner.unavailable'];
export const NO_QR_IN_IMAGE = en['scanner.noQr'];

/** The partner-facing reason a camera could not be used, as its catalog key. */
export function cameraProblem(error: unknown): DeskKey {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  if (/NotAllowed|Permission|denied/i.test(text)) return 'scanner.denied';
  if (/NotFound|no camera|Requested device not found|OverconstrainedError/i.test(text))
    return 'scanner.noCamera';
  return 'scanner.cameraFailed';
}

/** How much of the camera view's shorter side the scan box takes: most of a phone's width. */
const BOX_SHARE = 0.9;
/** html5-qrcode refuses a smaller box. */
const MIN_BOX = 50;
/**
 * The largest box (CSS px): a tablet held upright would otherwise give a 570 px box, where the
 * decoder reads the card less often than on a phone, not more.
 */
const MAX_BOX = 320;

/**
 * The scan box, as a share of the camera view (CSS px). html5-qrcode decodes a canvas of this
 * box at its CSS size, neither at the camera's resolution nor at the screen's pixel ratio: on
 * 360 to 412 px phones 264 to 312 px, 4 to 5 px a module of the member's card, where its ZXing
 * reads the card best (bench/qr-decode.bench.ts). At 176-208 px it loses frames to blur; at the
 * camera's 648 px it reads fewer than two in three, taking a finder-like pattern in the card's
 * data for a corner.
 */
export function scanBox(width: number, height: number): { width: number; height: number } {
  const side = Math.min(
    MAX_BOX,
    Math.max(MIN_BOX, Math.floor(Math.min(width, height) * BOX_SHARE)),
  );
  return { width: side, height: side };
}

/**
 * What the camera is asked for: the back camera (or the one chosen), at 1280x720, so the box's
 * ~300 canvas pixels are drawn from about twice as many camera pixels (a phone gives 640x480
 * unasked). On a phone held upright the picture is 720 wide, and the box most of that.
 */
export function cameraConstraints(deviceId?: string): MediaTrackConstraints {
  return {
    ...(deviceId ? { deviceId: { exact: deviceId } } : { facingMode: { ideal: 'environment' } }),
    width: { ideal: 1280 },
    height: { ideal: 720 },
  };
}

/**
 * QR codes only (the decoder otherwise tries every 1-D format on each frame too), and the
 * browser's own BarcodeDetector where it has one (Chrome on Android): html5-qrcode then gives
 * it every other frame, and its ZXing the rest.
 */
function decoderOptions(formats: typeof Html5QrcodeSupportedFormats) {
  return {
    verbose: false,
    formatsToSupport: [formats.QR_CODE],
    useBarCodeDetectorIfSupported: true,
  };
}

/**
 * A chosen picture as it is, read by the camera's decoder (the browser's own where it has one);
 * null when it reads nothing.
 */
async function readAsChosen(
  library: typeof Html5QrcodeLibrary,
  file: File,
): Promise<string | null> {
  try {
    const reader = new library.Html5Qrcode(
      FILE_VIEW_ID,
      decoderOptions(library.Html5QrcodeSupportedFormats),
    );
    return await reader.scanFile(file, false);
  } catch {
    return null;
  }
}

/**
 * A chosen picture read by jsQR, at its own size, on white. html5-qrcode's ZXing misses about one
 * clean screenshot of a card in six (the member's counter view in Chromium at 390x844, with 1
 * and 3 device pixels a CSS pixel, and at 1280x800: 97, 99 and 102 of 120 read in three runs of
 * forty cards): it takes a finder-like pattern in the card's data for a corner, and which cards
 * depends on their bytes, so drawing the picture again at other sizes saves only some of them.
 * jsQR finds the corners another way and read all 18 screenshots ZXing missed in the third run.
 * Null when it reads nothing or cannot draw the picture.
 */
async function readWithJsQr(file: File): Promise<string | null> {
  try {
    const [{ default: jsQR }, bitmap] = await Promise.all([
      import('jsqr'),
      createImageBitmap(file),
    ]);
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    // A transparent picture's empty pixels would read as black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0);
    const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(data, width, height)?.data || null;
  } catch {
    return null;
  }
}

interface Props {
  onScanned: (text: string) => void;
  onClose: () => void;
}

export default function QrScanner({ onScanned, onClose }: Props) {
  const { t } = useT(deskText);
  const scanner = useRef<Html5Qrcode | null>(null);
  const [cameras, setCameras] = useState<CameraDevice[]>([]);
  const [cameraId, setCameraId] = useState<string | undefined>();
  const [problem, setProblem] = useState<DeskKey | null>(null);
  const [running, setRunning] = useState(false);
  const done = useRef(false);

  const stop = async () => {
    const current = scanner.current;
    scanner.current = null;
    setRunning(false);
    if (current?.isScanning) await current.stop().catch(() => undefined);
  };

  useEffect(
    () => () => {
      void stop();
    },
    [],
  );

  const startCamera = async (id?: string) => {
    setProblem(null);
    await stop();
    try {
      const { Html5Qrcode, Html5QrcodeSupportedFormats } = await import('html5-qrcode');
      if (!id) {
        // Asks for the camera's permission, and lists the cameras to choose from.
        const found = await Html5Qrcode.getCameras();
        setCameras(found);
        if (found.length === 0) {
          setProblem('scanner.noCamera');
          return;
        }
      }
      const instance = new Html5Qrcode(VIEW_ID, decoderOptions(Html5QrcodeSupportedFormats));
      scanner.current = instance;
      await instance.start(
        id ?? { facingMode: 'environment' },
        {
          fps: SCANS_PER_SECOND,
          qrbox: scanBox,
          videoConstraints: cameraConstraints(id),
          // Its second try at a frame it missed decodes the same canvas again (the mirror image
          // only reaches the next frame, and ZXing reads mirrored codes itself): time lost.
          disableFlip: true,
        },
        (decoded) => {
          if (done.current) return;
          done.current = true;
          void stop().then(() => onScanned(decoded));
        },
        () => undefined,
      );
      setCameraId(instance.getRunningTrackSettings().deviceId ?? id);
      setRunning(true);
    } catch (error) {
      scanner.current = null;
      setProblem(cameraProblem(error));
    }
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    await stop();
    const library = await import('html5-qrcode').catch(() => null);
    if (!library) {
      setProblem('scanner.unavailable');
      return;
    }
    const text = (await readAsChosen(library, file)) ?? (await readWithJsQr(file));
    if (text) {
      onScanned(text);
      return;
    }
    setProblem('scanner.noQr');
  };

  return (
    <div className="desk-scanner card" aria-label={t('scanner.region')}>
      <div className="desk-scanner-actions">
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void startCamera(cameraId)}
        >
          {running ? t('scanner.restartCamera') : t('scanner.useCamera')}
        </button>
        {cameras.length > 1 && (
          <label>
            {t('scanner.camera')}{' '}
            <select
              value={cameraId}
              onChange={(e) => {
                setCameraId(e.target.value);
                void startCamera(e.target.value);
              }}
            >
              {cameras.map((camera, index) => (
                <option key={camera.id} value={camera.id}>
                  {camera.label || t('scanner.cameraNumber', { number: index + 1 })}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="btn btn-outline">
          {t('scanner.chooseImage')}
          <input
            type="file"
            accept="image/*"
            className="visually-hidden"
            aria-label={t('scanner.chooseImage')}
            onChange={(e) => void onFile(e)}
          />
        </label>
        <button type="button" className="btn btn-outline" onClick={() => void stop().then(onClose)}>
          {t('scanner.close')}
        </button>
      </div>
      {problem && (
        <p className="form-error" role="alert">
          {t(problem)}
        </p>
      )}
      <div id={VIEW_ID} className="desk-scanner-view" />
      <div id={FILE_VIEW_ID} hidden />
    </div>
  );
}
