import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from './errors.ts';
import {
  gotNoAnswer,
  messageFor,
  NETWORK_ERROR,
  TRY_AGAIN_SHORTLY,
  waitText,
} from './message-for.ts';

describe('messageFor', () => {
  it("gives the server's message, or the screen's fallback when it sent none", () => {
    expect(messageFor(new ApiError(400, 'Email is required'), 'Login failed')).toBe(
      'Email is required',
    );
    expect(messageFor(new ApiError(400, undefined, 'oops'), 'Login failed')).toBe('Login failed');
    expect(messageFor(new Error('bug'), 'Login failed')).toBe('Login failed');
  });

  it("says 'Network error' for no answer, or the screen's own words for it", () => {
    expect(messageFor(new NetworkError(null), 'x')).toBe(NETWORK_ERROR);
    expect(messageFor(new NetworkError(null), 'x', { network: 'Try again.' })).toBe('Try again.');
    // A gateway's page is no answer from the server either.
    expect(messageFor(new ApiError(502, undefined, '<html>'), 'x')).toBe(NETWORK_ERROR);
  });

  it('shows the raw body the server sent without a message, where a screen asks for it', () => {
    const plain = new ApiError(400, undefined, ' Bad form \n');
    expect(messageFor(plain, 'Registration failed', { rawText: true })).toBe('Bad form');
    expect(messageFor(plain, 'Registration failed')).toBe('Registration failed');
    expect(messageFor(new ApiError(400, undefined, '  '), 'x', { rawText: true })).toBe('x');
  });

  it("counts a gateway's page as no answer, and the server's own 503 as an answer", () => {
    expect(gotNoAnswer(new NetworkError(null))).toBe(true);
    expect(gotNoAnswer(new ApiError(504, undefined, '<h1>Gateway Time-out</h1>'))).toBe(true);
    expect(gotNoAnswer(new ApiError(503, 'Busy.', '', { code: 'busy' }))).toBe(false);
    expect(gotNoAnswer(new ApiError(500, undefined, 'oops'))).toBe(false);
  });

  it('decides by code: a rate limit says when to try again', () => {
    const limited = new ApiError(429, 'Too many login attempts.', '', {
      code: 'rate_limited',
      retryAfterSeconds: 125,
    });
    expect(messageFor(limited, 'x')).toBe(
      'Too many login attempts. You can try again in 3 minutes.',
    );
    const noHeader = new ApiError(429, 'Too many.', '', { code: 'rate_limited' });
    expect(messageFor(noHeader, 'x')).toBe('Too many.');
  });

  it('decides by code: a busy store means try again shortly', () => {
    expect(messageFor(new ApiError(503, undefined, '', { code: 'busy' }), 'x')).toBe(
      TRY_AGAIN_SHORTLY,
    );
  });

  it('writes waits in words', () => {
    expect(waitText(45)).toBe('in 45 seconds');
    expect(waitText(60)).toBe('in 1 minute');
    expect(waitText(3600)).toBe('in about 1 hour');
  });
});
