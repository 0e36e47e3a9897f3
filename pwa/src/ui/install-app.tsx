import { useState, useSyncExternalStore } from 'react';
import { commonText, useT } from '../i18n';
import { installState, promptInstall, subscribeInstall } from './install-prompt.ts';

/**
 * 'Install app' where the browser offers installing (Chromium's prompt), or the Add to Home
 * Screen steps on iOS Safari, which has no prompt. Nothing while prerendering, nor once installed.
 */
export function InstallApp({ className = 'btn btn-outline btn-sm' }: { className?: string }) {
  const state = useSyncExternalStore(subscribeInstall, installState, () => 'none' as const);
  const [showSteps, setShowSteps] = useState(false);
  const { t } = useT(commonText);
  if (state === 'none') return null;
  if (state === 'prompt')
    return (
      <button type="button" className={className} onClick={() => void promptInstall()}>
        {t('install')}
      </button>
    );
  return (
    <span className="install-ios">
      <button
        type="button"
        className={className}
        aria-expanded={showSteps}
        onClick={() => setShowSteps((v) => !v)}
      >
        {t('install')}
      </button>
      {showSteps && (
        <span className="install-steps" role="note">
          {t('install.ios')}
        </span>
      )}
    </span>
  );
}
