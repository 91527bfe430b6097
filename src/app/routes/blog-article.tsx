import { PlaceholderScreen } from '@/components/ui/placeholder-screen';

export default function BlogArticleScreen() {
  return <PlaceholderScreen seoKey="blogArticle" />;
}
