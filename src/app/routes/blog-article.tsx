import { useParams } from 'react-router-dom';
import { findArticle } from '@/features/blog/article-index';
import { ArticleView } from '@/features/blog/article-view';
import { MissingArticleRedirect } from '@/features/blog/missing-article';

export default function BlogArticleScreen() {
  const { slug = '' } = useParams();
  const entry = findArticle(slug);
  if (!entry) return <MissingArticleRedirect slug={slug} />;
  // A new key per article resets the body state when moving between related articles.
  return <ArticleView key={entry.slug} entry={entry} />;
}
