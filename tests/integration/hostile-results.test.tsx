import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { db, type DbHistoryItem } from '@/mocks/db';
import { renderApp } from '../utils/render-app';
import './service-test-helpers';

let nextId = 5000;
const item = (fields: Partial<DbHistoryItem>): DbHistoryItem => ({
  id: (nextId += 1),
  created_at: new Date().toISOString(),
  service_name: 'Logotipo simples',
  service_type: 'image',
  prompt: 'Empresa: Café Serra Alta',
  result: null,
  result_bin: null,
  payment_id: String(nextId),
  user_id: 1,
  system_context: '',
  max_tokens: 2048,
  payment_status: 'approved',
  payment_amount: 50,
  ...fields,
});

const HTML_AS_BASE64 = btoa('<html><script>alert(document.cookie)</script></html>');

describe('results that are not what they claim', () => {
  it('say so in the result cell: nothing broken, no javascript: or data:text/html link, no uncaught error', async () => {
    const errors = vi.spyOn(console, 'error');
    db.history = db.history.filter((entry) => entry.user_id !== 1).concat([
      item({ service_name: 'Base64 quebrado', result_bin: 'isto não é base64 ###' }),
      item({ service_name: 'HTML disfarçado', result_bin: `data:text/html;base64,${HTML_AS_BASE64}` }),
      item({ service_name: 'Link perigoso', result: 'javascript:alert(1)' }),
      item({ service_name: 'Formato estranho', service_type: 'audio', result_bin: btoa('RANDOMBYTES-not-an-audio-file') }),
      item({ service_name: 'Imagem que é áudio', result_bin: 'SUQzBAAAAAAAI1RTU0UAAAAPAAADTGF2ZjU4LjI5LjEwMAAAAAAAAAAAAAAA' }),
    ]);
    await renderApp('/client', { userId: 1 });
    const table = await screen.findByRole('table');
    const row = (name: string) => within(table).getByText(name).closest('tr')!;
    expect(row('Base64 quebrado')).toHaveTextContent('Não conseguimos ler este arquivo.');
    expect(row('HTML disfarçado')).toHaveTextContent('O arquivo veio num formato que não reconhecemos.');
    expect(row('Link perigoso')).toHaveTextContent('O link deste resultado não é seguro e não foi aberto.');
    expect(row('Formato estranho')).toHaveTextContent('O arquivo veio num formato que não reconhecemos.');
    expect(row('Imagem que é áudio')).toHaveTextContent('O arquivo veio num formato que não reconhecemos.');
    for (const element of document.querySelectorAll('[href], [src]')) {
      const target = element.getAttribute('href') ?? element.getAttribute('src') ?? '';
      expect(target).not.toMatch(/^\s*(javascript|data:text\/html|vbscript)/i);
    }
    expect(document.body.innerHTML).not.toContain(HTML_AS_BASE64);
    expect(errors).not.toHaveBeenCalled();
  });
});
