import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import type { BotStanding } from './bot-standing';
import { SubscriptionRows } from './subscription-rows';

/** The list's term → description pairs, as a reader hears them. */
function rowsOf(standing: BotStanding, bot: 'whatsapp' | 'discord' = 'discord') {
  const { container } = render(
    <dl>
      <SubscriptionRows bot={bot} standing={standing} trialDays={15} monthly={67} />
    </dl>,
  );
  return [...container.querySelectorAll('dl > div')].map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent?.replace(/\s/g, ' ')]);
}

describe('the rows both bot summaries share', () => {
  it('for a trial to start: the product, its free days and the price after them', () => {
    expect(rowsOf('trial')).toEqual([
      ['Produto', 'Bot de moderação para Discord'],
      ['Teste grátis', '15 dias'],
      ['Depois do teste', 'R$ 67,00 por mês'],
    ]);
  });

  it('for a subscription already held: the product, that it is active and its monthly price', () => {
    expect(rowsOf('owned', 'whatsapp')).toEqual([
      ['Produto', 'Bot de vendas para WhatsApp'],
      ['Assinatura', 'Ativa'],
      ['Mensalidade', 'R$ 67,00 por mês'],
    ]);
  });

  it('while the subscription is being checked: the product only, no trial and no price claimed', () => {
    expect(rowsOf('checking')).toEqual([['Produto', 'Bot de moderação para Discord']]);
  });

  it('in English', async () => {
    await i18n.changeLanguage('en-US');
    expect(rowsOf('trial')).toEqual([
      ['Product', 'Discord moderation bot'],
      ['Free trial', '15 days'],
      ['After the trial', 'R$67.00 a month'],
    ]);
  });
});
