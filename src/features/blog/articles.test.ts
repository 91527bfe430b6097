import { describe, expect, it } from 'vitest';
import { paths } from '@/config/routes';
import { SUPPORTED_LANGUAGES } from '@/config/languages';
import { formatMoney } from '@/lib/format/format';
import ptBlog from '@/i18n/locales/pt-BR/blog.json';
import enBlog from '@/i18n/locales/en-US/blog.json';
import { ARTICLE_INDEX, findArticle } from './article-index';
import { hasArticleBody, loadArticleBodies } from './article-loaders';
import { isRich, type Rich } from '@/lib/format/rich-text';
import { bodyText, bodyWordCount } from './article-text';
import type { ArticleBlock, ArticleBody } from './types';

const MIN_WORDS = 600;
const SLUGS = ARTICLE_INDEX.map((entry) => entry.slug);
const cases = SLUGS.flatMap((slug) => SUPPORTED_LANGUAGES.map((language) => [slug, language] as const));

function richItems(body: ArticleBody): Rich[] {
  const fromBlock = (block: ArticleBlock): Rich[] => {
    if (isRich(block)) return [block];
    if ('ul' in block) return [...block.ul];
    if ('ol' in block) return [...block.ol];
    if ('tip' in block) return [block.tip];
    return [];
  };
  return [...body.intro, ...body.sections.flatMap((section) => section.blocks.flatMap(fromBlock))];
}

const linkTargets = (body: ArticleBody) =>
  richItems(body).flatMap((item) => (typeof item === 'string' ? [] : item.flatMap((part) => (typeof part === 'string' ? [] : ['to' in part ? part.to : part.href]))));

const sitePaths = new Set<string>(Object.values(paths).filter((path) => !path.includes(':')));

describe('article index', () => {
  it('has the ten slugs, each once, with a body module and a title and description in both languages', () => {
    expect(new Set(SLUGS).size).toBe(10);
    for (const entry of ARTICLE_INDEX) {
      expect(hasArticleBody(entry.slug), entry.slug).toBe(true);
      for (const resource of [ptBlog, enBlog]) {
        expect(resource.articles[entry.key].title.length, entry.slug).toBeGreaterThan(10);
        expect(resource.articles[entry.key].description.length, entry.slug).toBeGreaterThan(40);
      }
    }
    expect(Object.keys(ptBlog.articles).sort()).toEqual(ARTICLE_INDEX.map((entry) => entry.key).sort());
  });

  it('suggests 2 or 3 other existing articles for each one', () => {
    for (const entry of ARTICLE_INDEX) {
      expect(entry.related.length, entry.slug).toBeGreaterThanOrEqual(2);
      expect(entry.related.length, entry.slug).toBeLessThanOrEqual(3);
      expect(entry.related, entry.slug).not.toContain(entry.slug);
      entry.related.forEach((slug) => expect(findArticle(slug), `${entry.slug} → ${slug}`).toBeDefined());
    }
  });

  it('has no body module without an index entry', async () => {
    const modules = Object.keys(import.meta.glob('./articles/*.ts')).map((file) => file.replace('./articles/', '').replace('.ts', ''));
    expect(modules.sort()).toEqual([...SLUGS].sort());
  });
});

describe.each(cases)('article %s in %s', (slug, language) => {
  it(`has at least ${MIN_WORDS} words, headings and a call to action`, async () => {
    const body = (await loadArticleBodies(slug))[language];
    expect(bodyWordCount(body)).toBeGreaterThanOrEqual(MIN_WORDS);
    expect(body.sections.length).toBeGreaterThanOrEqual(3);
    expect(body.cta.heading && body.cta.text && body.cta.label).toBeTruthy();
  });

  it('links only to existing articles or pages of the site', async () => {
    const body = (await loadArticleBodies(slug))[language];
    for (const target of linkTargets(body)) {
      const article = target.match(/^\/blog\/(.+)$/)?.[1];
      if (article) expect(findArticle(decodeURIComponent(article)), target).toBeDefined();
      else expect(sitePaths.has(target), target).toBe(true);
    }
  });

  it('writes every amount in reais through formatMoney (no hand-typed prices)', async () => {
    const body = (await loadArticleBodies(slug))[language];
    const texts = [...bodyText(body), body.cta.heading, body.cta.text, body.cta.label];
    for (const amount of texts.join('\n').match(/R\$\s?\d[\d.,]*\d/g) ?? []) {
      const digits = amount.replace(/^R\$\s?/, '');
      const value = Number(language === 'pt-BR' ? digits.replace(/\./g, '').replace(',', '.') : digits.replace(/,/g, ''));
      expect(amount).toBe(formatMoney(value, language));
    }
  });
});
