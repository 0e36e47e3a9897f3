import { useState } from 'react';
import { useT } from '../../../i18n';
import { deskText } from '../i18n/catalog.ts';
import { isMuted, setMuted } from './verdict-signal.ts';

/** Turns the verdict's tone and vibration on or off for this device; pressed while sound is on. */
export function SoundToggle() {
  const { t } = useT(deskText);
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
      {muted ? t('sound.off') : t('sound.on')}
    </button>
  );
}
