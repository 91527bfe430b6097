import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmailField } from './email-field';

describe('EmailField', () => {
  it('is a required e-mail input with the e-mail keyboard and the autocomplete it is given', async () => {
    const onChange = vi.fn();
    render(<EmailField id="login-email" name="username" autoComplete="username" value="" onChange={onChange} error={undefined} />);
    const input = screen.getByRole('textbox', { name: /^E-mail/ });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('inputmode', 'email');
    expect(input).toHaveAttribute('autocomplete', 'username');
    expect(input).toHaveAttribute('name', 'username');
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, 'a');
    expect(onChange).toHaveBeenCalledWith('a');
  });

  it.each([
    ['required', 'Informe seu e-mail.'],
    ['email', 'Informe um e-mail válido, como nome@empresa.com.br.'],
  ] as const)('says what is wrong (%s), tied to the input', (error, message) => {
    render(<EmailField id="new-email" autoComplete="email" label="E-mail da conta" value="x" onChange={() => undefined} error={error} />);
    const input = screen.getByRole('textbox', { name: /^E-mail da conta/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(message);
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).not.toHaveAttribute('name');
  });
});
