import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { overrideEnv } from '../utils/env-override';
import { renderApp } from '../utils/render-app';
import { fill, leadPayloads, spyOnRedirect } from './lead-test-helpers';

const company = {
  legalName: 'IAgência Tecnologia Ltda.',
  cnpj: '11222333000181',
  address: 'Av. Paulista, 1000, São Paulo – SP',
  email: 'contato@iagencia.com.br',
};

describe('the footer on every page', () => {
  it.each(['/', '/blog', '/plans', '/login'])('%s names the company, links the legal pages and the configured profiles', async (path) => {
    overrideEnv({ company, social: { instagram: 'https://www.instagram.com/iagencia', linkedin: '', youtube: '' } });
    await renderApp(path);
    const footer = await screen.findByRole('contentinfo');
    const identity = within(footer).getByText(/IAgência Tecnologia Ltda\./);
    expect(identity).toHaveTextContent('IAgência Tecnologia Ltda. · CNPJ 11.222.333/0001-81 · Av. Paulista, 1000, São Paulo – SP · contato@iagencia.com.br');
    expect(within(footer).getByRole('link', { name: 'contato@iagencia.com.br' })).toHaveAttribute('href', 'mailto:contato@iagencia.com.br');
    expect(within(footer).getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute('href', '/privacy');
    expect(within(footer).getByRole('link', { name: 'Termos de Uso' })).toHaveAttribute('href', '/terms');
    expect(within(footer).getByRole('link', { name: /Instagram/ })).toHaveAttribute('href', 'https://www.instagram.com/iagencia');
    expect(within(footer).queryByRole('link', { name: /LinkedIn|YouTube/ })).not.toBeInTheDocument();
  });

  it('leaves out every unset company value instead of a placeholder', async () => {
    overrideEnv({ company: { legalName: '', cnpj: '', address: '', email: '' }, social: { instagram: '', linkedin: '', youtube: '' } });
    await renderApp('/blog');
    const footer = await screen.findByRole('contentinfo');
    const identity = footer.querySelector('address');
    expect(identity).toHaveTextContent(/^IAgência$/);
    expect(footer).not.toHaveTextContent(/CNPJ|undefined|null/);
    expect(within(footer).queryByRole('link', { name: /Instagram|LinkedIn|YouTube/ })).not.toBeInTheDocument();
  });

  it('speaks English', async () => {
    overrideEnv({ company });
    await renderApp('/blog', { language: 'en-US' });
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(within(footer).getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms');
    expect(footer).toHaveTextContent('CNPJ (Brazilian company ID) 11.222.333/0001-81');
  });
});

describe('without a WhatsApp number', () => {
  it('shows no chat link, and a lead form ends with a thank-you note after sending the lead', async () => {
    overrideEnv({ whatsappNumber: '' });
    const assign = spyOnRedirect();
    const { user } = await renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(document.querySelector('a[href*="wa.me"]')).toBeNull();
    await fill(user, 'Seu nome', 'Maria Souza');
    await fill(user, 'WhatsApp com DDD', '11 98765-4321');
    // Its button and note promise no chat: the details are sent and the team calls back.
    expect(screen.queryByRole('button', { name: /WhatsApp/ })).not.toBeInTheDocument();
    expect(screen.getByText('Ao enviar, nossa equipe entra em contato em até 24 horas. Usamos seus dados só para responder ao seu pedido.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar meus dados' }));
    const note = (await screen.findByText('Nossa equipe entra em contato em até 24 horas.')).closest('[role="status"]');
    expect(note).toHaveTextContent('Obrigado, Maria! Recebemos seus dados.');
    // No chat to open again: only the way back to the form.
    expect(screen.queryByRole('link', { name: /Abrir a conversa no WhatsApp/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar outros dados' })).toBeInTheDocument();
    expect(leadPayloads()).toEqual([expect.objectContaining({ name: 'Maria Souza', source: 'whatsapp_bot' })]);
    expect(assign).not.toHaveBeenCalled();
  });
});
