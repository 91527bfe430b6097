import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { renderApp } from '../utils/render-app';

describe('/automation: moderation dry run', () => {
  it('shows which prohibited words a sample message contains and which chosen actions would fire, with no request', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => requests.push(new URL(request.url).pathname));
    const { user } = await renderApp('/automation?bot=discord');
    const test = await screen.findByRole('region', { name: 'Teste a moderação com uma mensagem' });
    const result = within(test).getByRole('status');
    expect(result).toHaveTextContent('Adicione palavras proibidas acima para testar.');

    await user.type(screen.getByLabelText(/^Palavras proibidas/), 'pix grátis, link de sorteio, golpe');
    expect(result).toHaveTextContent('Escreva uma mensagem para ver o que o bot faria.');
    const sample = within(test).getByRole('textbox', { name: /^Mensagem de exemplo/ });
    await user.type(sample, 'Bom dia, pessoal!');
    expect(result).toHaveTextContent('Nenhuma palavra proibida encontrada: a mensagem passaria sem nenhuma ação.');

    await user.clear(sample);
    await user.type(sample, 'Ganhe PIX GRATIS no link de sorteio');
    expect(result).toHaveTextContent('Palavras proibidas encontradas: pix grátis, link de sorteio');
    // The recommended actions are checked by default: delete, warn, timeout and log.
    expect(within(result).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Apagaria a mensagem.',
      'Avisaria o membro no canal, explicando a regra.',
      'Silenciaria o membro por um tempo.',
      'Registraria a ação no canal de logs.',
    ]);
    await user.click(screen.getByRole('checkbox', { name: /Banir/ }));
    await user.click(screen.getByRole('checkbox', { name: /Silenciar temporariamente/ }));
    expect(within(result).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Apagaria a mensagem.',
      'Avisaria o membro no canal, explicando a regra.',
      'Baniria o membro do servidor.',
      'Registraria a ação no canal de logs.',
    ]);
    expect(requests.filter((path) => path.startsWith('/ia/'))).toEqual([]);
    server.events.removeAllListeners();
  });

  it('speaks English, and says when no action is checked', async () => {
    const { user } = await renderApp('/automation?bot=discord', { language: 'en-US' });
    const test = await screen.findByRole('region', { name: 'Try the moderation on a message' });
    await user.type(screen.getByLabelText(/^Banned words/), 'scam');
    for (const name of [/Delete messages/, /Warn the member/, /Time out/, /Log to a channel/]) {
      const box = screen.getByRole('checkbox', { name });
      if ((box as HTMLInputElement).checked) await user.click(box);
    }
    await user.type(within(test).getByRole('textbox', { name: /^Sample message/ }), 'This is a SCAM.');
    const result = within(test).getByRole('status');
    expect(result).toHaveTextContent('Banned word found: scam');
    expect(result).toHaveTextContent('No action is checked: the bot would only watch.');
  });
});
