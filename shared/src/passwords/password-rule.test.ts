import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES, weakPasswordProblem } from './password-rule.ts';

describe('weakPasswordProblem', () => {
  it('refuses a password of spaces only', () => {
    expect(weakPasswordProblem('      ')).toBe(PASSWORD_MESSAGES.onlySpaces);
    expect(weakPasswordProblem('\t \u00a0  ')).toBe(PASSWORD_MESSAGES.onlySpaces);
  });

  it('refuses the most common passwords, whatever their case or surrounding spaces', () => {
    for (const password of ['123456', 'password', 'qwerty123', 'iloveyou', 'PassWord1', ' 111111 '])
      expect(weakPasswordProblem(password), password).toBe(PASSWORD_MESSAGES.common);
  });

  it('accepts a password that is neither', () => {
    for (const password of ['demo-admin-1', 'Kaveri river 2026', 'tq7-Mumbai-lamp'])
      expect(weakPasswordProblem(password), password).toBeNull();
  });
});
