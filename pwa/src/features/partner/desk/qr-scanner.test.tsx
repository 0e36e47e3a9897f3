import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import QrScanner, { cameraConstraints, NO_QR_IN_IMAGE, scanBox } from './qr-scanner.tsx';

// html5-qrcode drives a real camera and canvas, which jsdom has neither of: the scanner's own
// choices (which camera, at what resolution, how large a box, which decoder) are what is tested.
const library = vi.hoisted(() => {
  const started: { camera: unknown; config: Record<string, unknown> }[] = [];
  const constructed: Record<string, unknown>[] = [];
  const scanFile = vi.fn<(file: File, showImage: boolean) => Promise<string>>();
  class Html5Qrcode {
    static getCameras = vi.fn(async () => [
      { id: 'front', label: 'Front Camera' },
      { id: 'back', label: 'Back Camera' },
    ]);
    isScanning = false;
    constructor(_element: string, options: Record<string, unknown>) {
      constructed.push(options);
    }
    async start(camera: unknown, config: Record<string, unknown>) {
      started.push({ camera, config });
      this.isScanning = true;
      return null;
    }
    getRunningTrackSettings() {
      return { deviceId: 'back' };
    }
    async stop() {
      this.isScanning = false;
    }
    scanFile(file: File, showImage: boolean) {
      return scanFile(file, showImage);
    }
  }
  return {
    started,
    constructed,
    scanFile,
    Html5Qrcode,
    Html5QrcodeSupportedFormats: { QR_CODE: 0 },
  };
});
vi.mock('html5-qrcode', () => ({
  Html5Qrcode: library.Html5Qrcode,
  Html5QrcodeSupportedFormats: library.Html5QrcodeSupportedFormats,
}));
const jsQR = vi.hoisted(() =>
  vi.fn<(data: Uint8ClampedArray, width: number, height: number) => { data: string } | null>(),
);
vi.mock('jsqr', () => ({ default: jsQR }));

afterEach(() => {
  library.started.length = 0;
  library.constructed.length = 0;
  library.scanFile.mockReset();
  jsQR.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the scan box', () => {
  it("is 90% of a phone's portrait camera view, the width its shorter side", () => {
    // The view on 360, 390 and 412 px phones, showing a 720x1280 picture.
    expect(scanBox(294, 523)).toEqual({ width: 264, height: 264 });
    expect(scanBox(324, 576)).toEqual({ width: 291, height: 291 });
    expect(scanBox(347, 617)).toEqual({ width: 312, height: 312 });
  });

  it('is 90% of the height of a landscape picture', () => {
    expect(scanBox(400, 300)).toEqual({ width: 270, height: 270 });
  });

  it('is at most 320 px, where the decoder still reads the card best', () => {
    expect(scanBox(640, 360)).toEqual({ width: 320, height: 320 });
    expect(scanBox(640, 1138)).toEqual({ width: 320, height: 320 });
  });

  it('is never smaller than html5-qrcode accepts', () => {
    expect(scanBox(40, 30)).toEqual({ width: 50, height: 50 });
  });
});

describe('the camera asked for', () => {
  it('is the back camera at 1280x720 unless one was chosen', () => {
    expect(cameraConstraints()).toEqual({
      facingMode: { ideal: 'environment' },
      width: { ideal: 1280 },
      height: { ideal: 720 },
    });
  });

  it('is exactly the chosen camera, at the same resolution', () => {
    expect(cameraConstraints('front')).toEqual({
      deviceId: { exact: 'front' },
      width: { ideal: 1280 },
      height: { ideal: 720 },
    });
  });
});

describe('QrScanner', () => {
  it('starts the back camera at 1280x720 with the large box, QR codes only, the native decoder where there is one', async () => {
    render(<QrScanner onScanned={() => undefined} onClose={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Use camera' }));
    await screen.findByRole('button', { name: 'Restart camera' });

    expect(library.constructed).toEqual([
      { verbose: false, formatsToSupport: [0], useBarCodeDetectorIfSupported: true },
    ]);
    const [{ camera, config }] = library.started as [(typeof library.started)[number]];
    expect(camera).toEqual({ facingMode: 'environment' });
    expect(config.videoConstraints).toEqual(cameraConstraints());
    expect(config.disableFlip).toBe(true);
    expect((config.qrbox as typeof scanBox)(324, 576)).toEqual({ width: 291, height: 291 });
    // The camera the browser picked is the one shown as chosen.
    expect(screen.getByRole('combobox', { name: 'Camera' })).toHaveValue('back');
  });

  it('restarts exactly the camera chosen', async () => {
    render(<QrScanner onScanned={() => undefined} onClose={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Use camera' }));
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Camera' }),
      'Front Camera',
    );
    await screen.findByRole('button', { name: 'Restart camera' });

    const last = library.started.at(-1)!;
    expect(last.camera).toBe('front');
    expect(last.config.videoConstraints).toEqual(cameraConstraints('front'));
  });
});

describe('a chosen image of the card', () => {
  const picture = () => new File(['png'], 'card.png', { type: 'image/png' });

  it('is decoded as chosen, by the same decoder with the same options', async () => {
    library.scanFile.mockResolvedValue('MCS1:CARD');
    const onScanned = vi.fn();
    render(<QrScanner onScanned={onScanned} onClose={() => undefined} />);
    const chosen = picture();
    await userEvent.upload(screen.getByLabelText('Choose image of card'), chosen);

    await vi.waitFor(() => expect(onScanned).toHaveBeenCalledWith('MCS1:CARD'));
    expect(onScanned).toHaveBeenCalledTimes(1);
    expect(library.scanFile).toHaveBeenCalledTimes(1);
    expect(library.scanFile).toHaveBeenCalledWith(chosen, false);
    expect(library.constructed).toEqual([
      { verbose: false, formatsToSupport: [0], useBarCodeDetectorIfSupported: true },
    ]);
    expect(jsQR).not.toHaveBeenCalled();
  });

  it('that this decoder misses is read by jsQR from its pixels at its own size', async () => {
    library.scanFile.mockRejectedValue(new Error('No MultiFormat Readers were able to detect'));
    jsQR.mockReturnValue({ data: 'MCS1:CARD' });
    // jsdom draws nothing: the picture's size and pixels are what the browser would give.
    vi.stubGlobal('createImageBitmap', async () => ({ width: 3, height: 2 }));
    const pixels = new Uint8ClampedArray(3 * 2 * 4);
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      fillRect: () => undefined,
      drawImage: () => undefined,
      getImageData: (_x: number, _y: number, width: number, height: number) => ({
        data: pixels,
        width,
        height,
      }),
    } as unknown as CanvasRenderingContext2D);
    const onScanned = vi.fn();
    render(<QrScanner onScanned={onScanned} onClose={() => undefined} />);
    await userEvent.upload(screen.getByLabelText('Choose image of card'), picture());

    await vi.waitFor(() => expect(onScanned).toHaveBeenCalledWith('MCS1:CARD'));
    expect(jsQR).toHaveBeenCalledWith(pixels, 3, 2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('that no decoder reads gets the reason, and no scan', async () => {
    library.scanFile.mockRejectedValue(new Error('No MultiFormat Readers were able to detect'));
    jsQR.mockReturnValue(null);
    vi.stubGlobal('createImageBitmap', async () => ({ width: 3, height: 2 }));
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      fillRect: () => undefined,
      drawImage: () => undefined,
      getImageData: () => ({ data: new Uint8ClampedArray(24), width: 3, height: 2 }),
    } as unknown as CanvasRenderingContext2D);
    const onScanned = vi.fn();
    render(<QrScanner onScanned={onScanned} onClose={() => undefined} />);
    await userEvent.upload(screen.getByLabelText('Choose image of card'), picture());

    expect(await screen.findByRole('alert')).toHaveTextContent(NO_QR_IN_IMAGE);
    expect(jsQR).toHaveBeenCalledTimes(1);
    expect(onScanned).not.toHaveBeenCalled();
  });
});
