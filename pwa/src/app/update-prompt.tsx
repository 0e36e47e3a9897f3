interface Props {
  onReload: () => void;
  onDismiss: () => void;
}

/** Shown when a new version is waiting. It never reloads by itself: a counter may be mid-visit. */
export function UpdatePrompt({ onReload, onDismiss }: Props) {
  return (
    <div className="update-prompt" role="status">
      <p>A new version is available</p>
      <div className="button-row">
        <button type="button" className="btn btn-primary btn-sm" onClick={onReload}>
          Reload
        </button>
        <button type="button" className="btn btn-outline btn-sm" onClick={onDismiss}>
          Later
        </button>
      </div>
    </div>
  );
}
