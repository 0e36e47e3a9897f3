/**
 * Hands a file the app made or fetched itself (a card image, a CSV fetched with a bearer token,
 * which a plain link cannot send) to the browser to save under `filename`, through a blob: link.
 */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a little later, not at once: some browsers start reading the blob after the click.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
