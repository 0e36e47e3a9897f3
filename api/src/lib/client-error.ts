// Requests Node refuses before Hono sees them (headers over its 16 KB limit, a malformed request
// line, a request that never finished arriving) would get Node's bare status line with an empty
// body. This answers them the way the API answers everything else: JSON `{message, code}`, with the
// status Node would have chosen, and closes the connection (the rest of the request is unread).
import type { Duplex } from 'node:stream';
import type { ErrorBody } from '@mcs/shared';

interface Refusal {
  status: number;
  reason: string;
  body: ErrorBody;
}

function refusalFor(code: string | undefined): Refusal {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        reason: 'Request Header Fields Too Large',
        body: { message: 'Request headers are too large.', code: 'headers_too_large' },
      };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return {
        status: 413,
        reason: 'Payload Too Large',
        body: { message: 'Request body is too large.', code: 'payload_too_large' },
      };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return {
        status: 408,
        reason: 'Request Timeout',
        body: { message: 'The request took too long to arrive.', code: 'validation' },
      };
    default:
      return {
        status: 400,
        reason: 'Bad Request',
        body: { message: 'The request is not valid HTTP.', code: 'validation' },
      };
  }
}

/** A `clientError` listener for the Node HTTP server. */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  // A client that hung up, or a socket already answered, has nobody left to read an answer.
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const { status, reason, body } = refusalFor(error.code);
  const json = JSON.stringify(body);
  socket.end(
    [
      `HTTP/1.1 ${status} ${reason}`,
      'Content-Type: application/json; charset=UTF-8',
      `Content-Length: ${Buffer.byteLength(json)}`,
      'X-Content-Type-Options: nosniff',
      'Connection: close',
      '',
      json,
    ].join('\r\n'),
  );
}
