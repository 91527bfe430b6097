import { describe, expect, it } from 'vitest';
import { isValidWhatsapp, WHATSAPP_INPUT_PATTERN, whatsappDigits } from './whatsapp-number';

describe('WhatsApp number', () => {
  it.each(['11987654321', '(11) 98765-4321', '+55 (11) 98765-4321', '+55 11 9.8765.4321', '1133334444', '  11 98765 4321  '])(
    'accepts %s',
    (value) => expect(isValidWhatsapp(value)).toBe(true),
  );

  it.each([
    ['too few digits', '98765-4321'],
    ['too many digits', '+55 11 98765-4321 99'],
    ['letters', '11 98765-43a1'],
    ['plus in the middle', '11+987654321'],
    ['slashes', '11/98765/4321'],
    ['nine characters', '123456789'],
  ])('refuses %s', (_why, value) => expect(isValidWhatsapp(value)).toBe(false));

  it('has an input pattern that also compiles with the v flag browsers use', () => {
    expect(() => new RegExp(`^(?:${WHATSAPP_INPUT_PATTERN})$`, 'v')).not.toThrow();
  });

  it.each([
    ['(11) 98765-4321', '5511987654321'],
    ['11 3333-4444', '551133334444'],
    ['011 98765-4321', '5511987654321'],
    ['+55 11 98765-4321', '5511987654321'],
    ['55 11 98765-4321', '5511987654321'],
    ['+1 415 555 0100', '14155550100'],
  ])('sends %s as %s', (typed, digits) => expect(whatsappDigits(typed)).toBe(digits));
});
