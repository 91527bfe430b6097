/**
 * The blog's articles as plain data (no React, no copy): the blog screens and
 * the build's sitemap read this list. Article bodies live in ./articles/<slug>.ts;
 * titles and descriptions live in the `blog` namespace under `articles.<key>`.
 */

/** The product an article's call to action leads to (see ./products.ts). */
export type ArticleProduct = 'whatsappBot' | 'discordBot' | 'agency' | 'plans';

/** camelCase key of the article's title and description in the `blog` namespace. */
type ArticleKey =
  | 'agenciasDeIaNoMarketingDigital'
  | 'automatizarServicosComIa'
  | 'comoCriarBotVendasIa'
  | 'servicosIaPequenosNegocios'
  | 'automacoesWhatsappProdutividade'
  | 'comoEscreverBriefingParaIa'
  | 'quantoCustaBotDeWhatsappComIa'
  | 'cincoErrosMatandoVendasWhatsappIa'
  | 'comoIaProtegerComunidadeDiscord'
  | 'comoUsarIaCriarPostsQueConvertemVendas';

export interface ArticleIndexEntry {
  slug: string;
  /** ISO date. */
  publishedAt: string;
  key: ArticleKey;
  product: ArticleProduct;
  /** Slugs of 2 or 3 articles suggested at the end. */
  related: readonly string[];
}

export const ARTICLE_INDEX: readonly ArticleIndexEntry[] = [
  {
    slug: 'agencias-de-ia-no-marketing-digital',
    publishedAt: '2026-03-02',
    key: 'agenciasDeIaNoMarketingDigital',
    product: 'agency',
    related: ['como-escrever-briefing-para-ia', 'como-usar-ia-criar-posts-que-convertem-vendas', 'servicos-ia-pequenos-negocios'],
  },
  {
    slug: 'automatizar-servicos-com-ia',
    publishedAt: '2026-03-16',
    key: 'automatizarServicosComIa',
    product: 'plans',
    related: ['automacoes-whatsapp-produtividade', 'servicos-ia-pequenos-negocios', 'como-escrever-briefing-para-ia'],
  },
  {
    slug: 'como-criar-bot-vendas-ia',
    publishedAt: '2026-04-06',
    key: 'comoCriarBotVendasIa',
    product: 'whatsappBot',
    related: ['quanto-custa-bot-de-whatsapp-com-ia', '5-erros-matando-vendas-whatsapp-ia', 'automacoes-whatsapp-produtividade'],
  },
  {
    slug: 'servicos-ia-pequenos-negocios',
    publishedAt: '2026-04-20',
    key: 'servicosIaPequenosNegocios',
    product: 'agency',
    related: ['automatizar-servicos-com-ia', 'como-escrever-briefing-para-ia', 'quanto-custa-bot-de-whatsapp-com-ia'],
  },
  {
    slug: 'automacoes-whatsapp-produtividade',
    publishedAt: '2026-05-11',
    key: 'automacoesWhatsappProdutividade',
    product: 'whatsappBot',
    related: ['como-criar-bot-vendas-ia', '5-erros-matando-vendas-whatsapp-ia', 'automatizar-servicos-com-ia'],
  },
  {
    slug: 'como-escrever-briefing-para-ia',
    publishedAt: '2026-06-01',
    key: 'comoEscreverBriefingParaIa',
    product: 'agency',
    related: ['como-usar-ia-criar-posts-que-convertem-vendas', 'agencias-de-ia-no-marketing-digital', 'servicos-ia-pequenos-negocios'],
  },
  {
    slug: 'quanto-custa-bot-de-whatsapp-com-ia',
    publishedAt: '2026-06-22',
    key: 'quantoCustaBotDeWhatsappComIa',
    product: 'whatsappBot',
    related: ['como-criar-bot-vendas-ia', '5-erros-matando-vendas-whatsapp-ia', 'automacoes-whatsapp-produtividade'],
  },
  {
    slug: '5-erros-matando-vendas-whatsapp-ia',
    publishedAt: '2026-07-13',
    key: 'cincoErrosMatandoVendasWhatsappIa',
    product: 'whatsappBot',
    related: ['como-criar-bot-vendas-ia', 'automacoes-whatsapp-produtividade', 'quanto-custa-bot-de-whatsapp-com-ia'],
  },
  {
    slug: 'como-ia-proteger-comunidade-discord',
    publishedAt: '2026-08-10',
    key: 'comoIaProtegerComunidadeDiscord',
    product: 'discordBot',
    related: ['automatizar-servicos-com-ia', 'como-escrever-briefing-para-ia', 'como-usar-ia-criar-posts-que-convertem-vendas'],
  },
  {
    slug: 'como-usar-ia-criar-posts-que-convertem-vendas',
    publishedAt: '2026-09-14',
    key: 'comoUsarIaCriarPostsQueConvertemVendas',
    product: 'plans',
    related: ['como-escrever-briefing-para-ia', 'agencias-de-ia-no-marketing-digital', 'automacoes-whatsapp-produtividade'],
  },
];

export const findArticle = (slug: string | undefined): ArticleIndexEntry | undefined =>
  ARTICLE_INDEX.find((entry) => entry.slug === slug);
