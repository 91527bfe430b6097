import { useTranslation } from 'react-i18next';
import { RichBlocks, RichText } from '@/components/ui/rich-text';
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
    <div className="blog-prose">
      {body.intro.map((paragraph, index) => (
        <p key={index} className={index === 0 ? 'blog-intro' : undefined}>
          <RichText value={paragraph} />
        </p>
      ))}
      {body.sections.map((section) => (
        <section key={section.heading} className="blog-section">
          <h2>{section.heading}</h2>
          <RichBlocks blocks={section.blocks} extra={(block) => <TipView block={block} label={t('article.tip')} />} />
        </section>
      ))}
    </div>
  );
}
