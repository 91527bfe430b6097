/** Small helpers for writing article bodies, so prices and terms come from src/config/ (prices, quotas, plans, promised times). */
import { formatMoney } from '@/lib/format/format';
import { urls } from '@/config/routes';
import type { Inline } from '@/lib/format/rich-text';

export const moneyPt = (amount: number) => formatMoney(amount, 'pt-BR');
export const moneyEn = (amount: number) => formatMoney(amount, 'en-US');

/** A link to another article, inside a paragraph. */
export const articleLink = (slug: string, text: string): Inline => ({ to: urls.blogArticle(slug), text });
