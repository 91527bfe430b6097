import { describe, expect, it } from 'vitest';
import { dryRun } from './dry-run';

describe('moderation dry run', () => {
  it('finds prohibited words and phrases, ignoring case and accents, as whole words', () => {
    expect(dryRun('Ganhe PIX GRATIS agora, é só clicar no link de sorteio!', 'pix grátis, nitro grátis, link de sorteio', ['delete', 'log'])).toEqual({
      matches: ['pix grátis', 'link de sorteio'],
      fires: ['delete', 'log'],
    });
  });

  it('does not match inside other words', () => {
    expect(dryRun('Fiz um spammer de receitas', 'spam', ['delete']).matches).toEqual([]);
    expect(dryRun('isso é spam.', 'spam', ['delete']).matches).toEqual(['spam']);
  });

  it('fires the chosen actions in their canonical order, and none without a match', () => {
    expect(dryRun('golpe', 'golpe', ['log', 'ban', 'warn']).fires).toEqual(['warn', 'ban', 'log']);
    expect(dryRun('bom dia, pessoal', 'golpe', ['delete', 'warn'])).toEqual({ matches: [], fires: [] });
  });

  it('treats special characters in a word literally', () => {
    expect(dryRun('compre R$ 10 (promo)', 'r$ 10, (promo)', ['delete']).matches).toEqual(['r$ 10', '(promo)']);
  });
});
