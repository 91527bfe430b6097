/** The blog: article list, articles and their index. This file is the feature's only public door. */
export { ARTICLE_INDEX, findArticle } from './article-index';
export { BlogList } from './blog-list';
export { ArticleView } from './article-view';
export { MissingArticleRedirect } from './missing-article';
export { loadArticleBodies } from './article-loaders';
export { articleSeo } from './article-seo';
