import { useEffect } from 'react';

interface WakeLockSentinelLike {
  release(): Promise<void>;
}
interface WakeLockLike {
  request(type: 'screen'): Promise<WakeLockSentinelLike>;
}

/**
 * Keeps the screen on while `active` (Screen Wake Lock, where the browser has it). The browser
 * drops the lock when the page is hidden, so it is asked for again when the page comes back.
 */
export function useScreenWakeLock(active: boolean): void {
  useEffect(() => {
    const wakeLock = (navigator as Navigator & { wakeLock?: WakeLockLike }).wakeLock;
    if (!active || !wakeLock) return;
    let sentinel: WakeLockSentinelLike | null = null;
    let done = false;
    const acquire = () => {
      wakeLock.request('screen').then(
        (s) => {
          if (done) void s.release();
          else sentinel = s;
        },
        () => {
          // Refused (battery saver, not visible): the card still shows, only the screen may dim.
        },
      );
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') acquire();
    };
    acquire();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      done = true;
      document.removeEventListener('visibilitychange', onVisible);
      void sentinel?.release();
    };
  }, [active]);
}
