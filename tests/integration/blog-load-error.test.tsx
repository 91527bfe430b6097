import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ARTICLE_INDEX } from '@/features/blog';
import { loadArticleBodies } from '@/features/blog';
import { renderApp } from '../utils/render-app';

// The first download of an article body fails (offline, or a deploy replaced the chunk); later ones work.
const failures = vi.hoisted(() => ({ remaining: 0 }));
vi.mock('@/features/blog/article-loaders', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/features/blog/article-loaders')>();
  return {
    ...original,
    // As on a first visit that navigated here in the app: the body is not in memory yet.
    loadedArticleBodies: () => undefined,
    loadArticleBodies: (slug: string) => {
      if (failures.remaining > 0) {
        failures.remaining -= 1;
        return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
      }
      return original.loadArticleBodies(slug);
    },
  };
});

// Screens and bodies are lazy modules: compile them once up front, so the findBy waits below cover
// rendering rather than a cold transform (the waits' and tests' ceilings are in tests/setup.ts and vite.config.ts).
beforeAll(async () => {
  await Promise.all([import('@/app/routes/blog'), import('@/app/routes/blog-article'), ...ARTICLE_INDEX.map((entry) => loadArticleBodies(entry.slug))]);
});

describe('an article whose body fails to download', () => {
  it('keeps the title, explains the problem and loads the body on retry', async () => {
    failures.remaining = 1;
    const { user } = await renderApp('/blog/como-escrever-briefing-para-ia');
    expect(await screen.findByRole('heading', { level: 1, name: 'Como escrever um briefing para IA que acerta de primeira' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não conseguimos carregar o texto deste artigo. Verifique sua conexão e tente novamente.');
    expect(screen.getByRole('link', { name: 'Ver todos os artigos' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('region', { name: 'Leia também' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'As seis informações que todo briefing precisa ter' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('explains it in English', async () => {
    failures.remaining = 1;
    await renderApp('/blog/como-escrever-briefing-para-ia', { language: 'en-US' });
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t load this article’s text. Check your connection and try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
