/**
 * The blog's articles as plain data (no React, no copy): the blog screens and
 * the build's sitemap read this list. Article bodies live in ./articles/<slug>.ts.
 */
export interface ArticleIndexEntry {
  slug: string;
  /** ISO date. */
  publishedAt: string;
}

export const ARTICLE_INDEX: readonly ArticleIndexEntry[] = [
  { slug: 'agencias-de-ia-no-marketing-digital', publishedAt: '2026-03-02' },
  { slug: 'automatizar-servicos-com-ia', publishedAt: '2026-03-16' },
  { slug: 'como-criar-bot-vendas-ia', publishedAt: '2026-04-06' },
  { slug: 'servicos-ia-pequenos-negocios', publishedAt: '2026-04-20' },
  { slug: 'automacoes-whatsapp-produtividade', publishedAt: '2026-05-11' },
  { slug: 'como-escrever-briefing-para-ia', publishedAt: '2026-06-01' },
  { slug: 'quanto-custa-bot-de-whatsapp-com-ia', publishedAt: '2026-06-22' },
  { slug: '5-erros-matando-vendas-whatsapp-ia', publishedAt: '2026-07-13' },
  { slug: 'como-ia-proteger-comunidade-discord', publishedAt: '2026-08-10' },
  { slug: 'como-usar-ia-criar-posts-que-convertem-vendas', publishedAt: '2026-09-14' },
];
