import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import { RegisterRequestSchema } from './auth.js';

const messagesFor = (input: Record<string, unknown>) => {
  const result = RegisterRequestSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('sign-up rules (spec 1 section 5)', () => {
  const valid = {
    username: 'abc',
    email: 'a@b.co',
    password: '123456',
    name: 'N',
    registerFor: 'groupClass',
  };

  it('accepts the shortest valid username and password and an empty phone', () => {
    expect(RegisterRequestSchema.parse({ ...valid, phoneNumber: '' }).phoneNumber).toBeNull();
  });

  it.each([
    ['username', 'ab', MESSAGES.usernameLength],
    ['username', 'a'.repeat(21), MESSAGES.usernameLength],
    ['username', '', MESSAGES.required],
    ['password', '12345', MESSAGES.passwordLength],
    ['password', 'p'.repeat(41), MESSAGES.passwordLength],
    ['email', 'a@b', MESSAGES.invalidEmail],
    ['name', '   ', MESSAGES.required],
  ])('%s %j gives "%s"', (field, value, message) => {
    expect(messagesFor({ ...valid, [field]: value })[field]).toBe(message);
  });
});
