import { useTranslation } from 'react-i18next';
import { isRich } from './article-text';
import { RichText } from './rich-text';
import type { ArticleBody, Block } from './types';

function BlockView({ block, tipLabel }: { block: Block; tipLabel: string }) {
  if (isRich(block)) {
    return (
      <p>
        <RichText value={block} />
      </p>
    );
  }
  if ('h3' in block) return <h3>{block.h3}</h3>;
  if ('ul' in block || 'ol' in block) {
    const ordered = 'ol' in block;
    const items = ordered ? block.ol : block.ul;
    const List = ordered ? 'ol' : 'ul';
    return (
      <List>
        {items.map((item, index) => (
          <li key={index}>
            <RichText value={item} />
          </li>
        ))}
      </List>
    );
  }
  return (
    <p className="blog-tip">
      <strong>{tipLabel}:</strong> <RichText value={block.tip} />
    </p>
  );
}

/** The article's text: intro, then one h2 per section with its paragraphs, sub-headings and lists. */
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
          {section.blocks.map((block, index) => (
            <BlockView key={index} block={block} tipLabel={t('article.tip')} />
          ))}
        </section>
      ))}
    </div>
  );
}
