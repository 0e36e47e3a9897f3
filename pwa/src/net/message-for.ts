// What a person reads when a request fails. Screens pass the words their own failure calls for
// (`fallback`, and `network` where a screen's text for "no answer" differs); the choice between
// them is made here by the error's kind and the server's code, never by matching message text.
import { ApiError, gotNoAnswer, NETWORK_ERROR, NetworkError } from './errors.ts';

// Screens and tests read these here, beside messageFor.
export { gotNoAnswer, NETWORK_ERROR };
export const TRY_AGAIN_SHORTLY = 'The server is busy. Please try again in a moment.';

export interface FailureTexts {
  /** For no answer at all; 'Network error' when not given. */
  network?: string;
  /**
   * When the server sent no message, show the body it did send (plain text from an older server
   * or a proxy in front of it) before falling back. Partner registration shows it.
   */
  rawText?: boolean;
}

/** "in 45 seconds", "in 3 minutes", "in about 2 hours". */
export function waitText(seconds: number): string {
  if (seconds < 60) return `in ${Math.max(1, Math.ceil(seconds))} seconds`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return minutes === 1 ? 'in 1 minute' : `in ${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  return hours === 1 ? 'in about 1 hour' : `in about ${hours} hours`;
}

export function messageFor(error: unknown, fallback: string, texts: FailureTexts = {}): string {
  const network = texts.network ?? NETWORK_ERROR;
  if (error instanceof NetworkError) return network;
  if (!(error instanceof ApiError)) return fallback;
  switch (error.code) {
    case 'rate_limited': {
      const said = error.serverMessage ?? fallback;
      return error.retryAfterSeconds === undefined
        ? said
        : `${said} You can try again ${waitText(error.retryAfterSeconds)}.`;
    }
    case 'busy':
    case 'database_unavailable':
    case 'storage_unavailable':
      return error.serverMessage ?? TRY_AGAIN_SHORTLY;
    default:
      if (gotNoAnswer(error)) return network;
      return error.serverMessage ?? ((texts.rawText && error.rawText.trim()) || fallback);
  }
}
