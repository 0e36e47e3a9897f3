import { commonText, useT } from '../i18n';

interface Props {
  onReload: () => void;
  onDismiss: () => void;
}

/** Shown when a new version is waiting. It never reloads by itself: a counter may be mid-visit. */
export function UpdatePrompt({ onReload, onDismiss }: Props) {
  const { t } = useT(commonText);
  return (
    <div className="update-prompt" role="status">
      <p>{t('update.available')}</p>
      <div className="button-row">
        <button type="button" className="btn btn-primary btn-sm" onClick={onReload}>
          {t('update.reload')}
        </button>
        <button type="button" className="btn btn-outline btn-sm" onClick={onDismiss}>
          {t('update.later')}
        </button>
      </div>
    </div>
  );
}
