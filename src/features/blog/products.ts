import { paths } from '@/config/routes';
import type { ArticleProduct } from './article-index';

/** Where each article's call to action leads. */
export const PRODUCT_PATHS: Record<ArticleProduct, string> = {
  whatsappBot: paths.whatsappBot,
  discordBot: paths.discordBot,
  agency: paths.agency,
  plans: paths.plans,
};
