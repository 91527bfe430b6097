import { useParams } from 'react-router-dom';
import { findArticle } from '@/features/blog';
import { ArticleView } from '@/features/blog';
import { MissingArticleRedirect } from '@/features/blog';

export default function BlogArticleScreen() {
  const { slug = '' } = useParams();
  const entry = findArticle(slug);
  if (!entry) return <MissingArticleRedirect slug={slug} />;
  // A new key per article resets the body state when moving between related articles.
  return <ArticleView key={entry.slug} entry={entry} />;
}
