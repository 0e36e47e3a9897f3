import { useState } from 'react';
import { isMuted, setMuted } from './verdict-signal.ts';

/** Turns the verdict's tone and vibration on or off for this device; pressed while sound is on. */
export function SoundToggle() {
  const [muted, setShownMuted] = useState(() => isMuted());
  const toggle = () => {
    setMuted(!muted);
    setShownMuted(!muted);
  };
  return (
    <button
      type="button"
      className="btn btn-outline desk-sound"
      aria-pressed={!muted}
      onClick={toggle}
    >
      {muted ? 'Sound off' : 'Sound on'}
    </button>
  );
}
