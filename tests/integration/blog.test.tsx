import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { ARTICLE_INDEX } from '@/features/blog';
import { loadArticleBodies } from '@/features/blog';
import ptBlog from '@/i18n/locales/pt-BR/blog.json';
import enBlog from '@/i18n/locales/en-US/blog.json';
import { currentUrl, renderApp } from '../utils/render-app';

const COPY = { 'pt-BR': ptBlog, 'en-US': enBlog } as const;
const PRODUCT_PATHS = { whatsappBot: '/whatsapp-bot', discordBot: '/discord-bot', agency: '/agency', plans: '/plans' } as const;
const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
const jsonLd = () =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>);

// Screens and bodies are lazy modules: compile them once up front, so the findBy waits below cover
// rendering rather than a cold transform (the waits' and tests' ceilings are in tests/setup.ts and vite.config.ts).
beforeAll(async () => {
  await Promise.all([import('@/app/routes/blog'), import('@/app/routes/blog-article'), ...ARTICLE_INDEX.map((entry) => loadArticleBodies(entry.slug))]);
});

describe('/blog', () => {
  it('lists the ten articles newest first with title link, description and date in Portuguese', async () => {
    await renderApp('/blog');
    expect(await screen.findByRole('heading', { level: 1, name: 'IA na prática para vender mais e trabalhar menos' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Todos os artigos' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(10);

    const first = within(items[0]!);
    expect(first.getByRole('link', { name: 'Como usar IA para criar posts que convertem em vendas' })).toHaveAttribute(
      'href',
      '/blog/como-usar-ia-criar-posts-que-convertem-vendas',
    );
    expect(first.getByText(/Estrutura de post que vende/)).toBeInTheDocument();
    expect(first.getByText('Publicado em 14 de setembro de 2026')).toBeInTheDocument();

    const last = within(items[9]!);
    expect(last.getByRole('link', { name: /Agências de IA no marketing digital/ })).toHaveAttribute('href', '/blog/agencias-de-ia-no-marketing-digital');
    expect(last.getByText('Publicado em 2 de março de 2026')).toBeInTheDocument();

    const hrefs = within(list).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs.sort()).toEqual(ARTICLE_INDEX.map((entry) => `/blog/${entry.slug}`).sort());
    expect(screen.queryByText(/Não encontramos esse artigo/)).toBeNull();
  });

  it('shows the list in English with US dates', async () => {
    await renderApp('/blog', { language: 'en-US' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Practical AI to sell more and work less' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'How to use AI to create posts that turn into sales' })).toBeInTheDocument();
    expect(screen.getByText('Published September 14, 2026')).toBeInTheDocument();
    expect(screen.getByText('Published March 2, 2026')).toBeInTheDocument();
  });

  it('describes the blog and its posts as JSON-LD', async () => {
    await renderApp('/blog');
    await screen.findByRole('heading', { level: 1 });
    const blog = jsonLd().find((data) => data['@type'] === 'Blog');
    expect(blog?.blogPost).toHaveLength(10);
  });

  it('opens an article from the list', async () => {
    const { router, user } = await renderApp('/blog');
    await user.click(await screen.findByRole('link', { name: '5 erros que estão matando suas vendas no WhatsApp (e como a IA resolve)' }));
    expect(await screen.findByRole('heading', { level: 1, name: '5 erros que estão matando suas vendas no WhatsApp (e como a IA resolve)' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/blog/5-erros-matando-vendas-whatsapp-ia');
    expect(await screen.findByRole('heading', { level: 2, name: 'Erro 1: demorar para responder' })).toBeInTheDocument();
  });
});

describe('an unknown article', () => {
  it('replaces the URL with /blog and says the article was not found', async () => {
    const { router } = await renderApp('/blog/artigo-que-nao-existe');
    expect(await screen.findByRole('heading', { level: 1, name: 'IA na prática para vender mais e trabalhar menos' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/blog');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('status')).toHaveTextContent('Não encontramos esse artigo.');
    expect(screen.getAllByRole('article')).toHaveLength(10);
  });

  it('says so in English too', async () => {
    await renderApp('/blog/unknown-post', { language: 'en-US' });
    const notice = await screen.findByText(/We couldn’t find that article\./);
    expect(notice.closest('[role="status"]')).not.toBeNull();
  });
});

const cases = ARTICLE_INDEX.flatMap((entry) => (['pt-BR', 'en-US'] as const).map((language) => [entry.slug, language, entry] as const));

describe.each(cases)('/blog/%s in %s', (slug, language, entry) => {
  it('renders the article with headings, reading time, call to action, related links and its own SEO', async () => {
    const copy = COPY[language];
    const { title, description } = copy.articles[entry.key];
    await renderApp(`/blog/${slug}`, { language });

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const minutes = copy.article.readingTime.replace('{{count}}', '(\\d+)');
    expect(await screen.findByText(new RegExp(`^${minutes}$`))).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(5);

    const related = screen.getByRole('region', { name: copy.article.related });
    const relatedLinks = within(related).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(relatedLinks).toEqual(entry.related.map((other) => `/blog/${other}`));

    const cta = screen.getByRole('region', { name: (_, element) => element.classList.contains('blog-cta') });
    const ctaLink = within(cta).getByRole('link');
    expect(ctaLink).toHaveAttribute('href', PRODUCT_PATHS[entry.product]);
    expect(ctaLink).toHaveClass('btn');

    await waitFor(() => expect(document.title).toBe(copy.article.seoTitle.replace('{{title}}', title)));
    expect(meta('meta[name="description"]')).toBe(description);
    expect(meta('meta[property="og:type"]')).toBe('article');
    expect(meta('meta[name="robots"]')).toBe('index, follow');
    const posting = jsonLd().find((data) => data['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({ headline: title, description, datePublished: entry.publishedAt, inLanguage: language });
    expect(String(posting?.url)).toMatch(new RegExp(`/blog/${slug}$`));
  });
});

describe('reading an article', () => {
  it('moves to a related article and shows its own body', async () => {
    const { router, user } = await renderApp('/blog/como-criar-bot-vendas-ia');
    await screen.findByRole('heading', { level: 2, name: 'Passo 1: reúna o que o bot precisa saber' });
    const related = screen.getByRole('region', { name: 'Leia também' });
    await user.click(within(related).getByRole('link', { name: /Quanto custa um bot de WhatsApp com IA/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Opção 1: aplicativo WhatsApp Business com respostas automáticas' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/blog/quanto-custa-bot-de-whatsapp-com-ia');
    expect(screen.queryByRole('heading', { name: 'Passo 1: reúna o que o bot precisa saber' })).toBeNull();
  });

  it('switches language in place, body included', async () => {
    await renderApp('/blog/como-ia-proteger-comunidade-discord');
    await screen.findByRole('heading', { level: 2, name: 'Passo 1: arrume cargos e permissões' });
    await i18n.changeLanguage('en-US');
    expect(await screen.findByRole('heading', { level: 1, name: 'How AI protects your Discord community from spam, scams and abuse' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Step 1: sort out roles and permissions' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Turn on protection' })).toHaveAttribute('href', '/discord-bot');
  });

  it('quotes prices from the business constants in the visitor’s format', async () => {
    await renderApp('/blog/quanto-custa-bot-de-whatsapp-com-ia');
    const cta = await screen.findByRole('region', { name: 'Teste antes de fazer as contas' });
    expect(cta).toHaveTextContent('15 dias grátis, com a configuração e a entrega do bot incluídas: veja quantas conversas ele resolve sozinho. Depois, R$ 97,00 por mês.');
  });
});
