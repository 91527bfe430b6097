import { useTranslation } from 'react-i18next';
import { RichDocument, RichText } from '@/components/ui/rich-text';
import type { ArticleBody, Tip } from './types';

function TipView({ block, label }: { block: Tip; label: string }) {
  return (
    <p className="callout">
      <strong>{label}:</strong> <RichText value={block.tip} />
    </p>
  );
}

/** The article's text: intro, then one h2 per section with its paragraphs, sub-headings, lists and tips. */
export function ArticleBodyView({ body }: { body: ArticleBody }) {
  const { t } = useTranslation('blog');
  return (
    <RichDocument className="blog-prose" intro={body.intro} sections={body.sections} extra={(block) => <TipView block={block} label={t('article.tip')} />} />
  );
}
