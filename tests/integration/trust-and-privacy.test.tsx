import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../utils/render-app';

describe('figures and quotes that could read as promises', () => {
  it('are marked illustrative beside them on the sales bot landing', async () => {
    await renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const stats = screen.getByText('67%').closest('section')!;
    expect(stats).toHaveTextContent('Resultados ilustrativos: exemplos de como o serviço costuma ajudar, não uma promessa de resultado.');
    const comparison = screen.getByRole('table').closest('section')!;
    expect(comparison).toHaveTextContent('resultados ilustrativos para o bot');
    const quote = document.querySelector('blockquote')!.closest('section')!;
    expect(quote).toHaveTextContent('Depoimentos ilustrativos');
    expect(screen.getAllByText('Antes', { selector: 'dt' })[0]!.closest('section')).toHaveTextContent('Resultados ilustrativos');
  });

  it('are marked in English too, and on the other landings', async () => {
    await renderApp('/discord-bot', { language: 'en-US' });
    await screen.findByRole('heading', { level: 1 });
    expect(document.querySelector('blockquote')!.closest('section')).toHaveTextContent('Illustrative testimonials');
  });
});

describe('forms that collect personal data link the privacy policy next to their button', () => {
  it.each(['/', '/discord-bot', '/agency', '/login', '/automation?bot=whatsapp'])('%s', async (path) => {
    await renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    const forms = screen.getAllByRole('button').map((button) => button.closest('form')).filter((form): form is HTMLFormElement => form !== null);
    expect(forms.length).toBeGreaterThan(0);
    const withPersonalData = forms.filter((form) => within(form).queryAllByRole('textbox').length > 0);
    expect(withPersonalData.length).toBeGreaterThan(0);
    for (const form of withPersonalData) {
      expect(within(form).getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute('href', '/privacy');
    }
  });
});
