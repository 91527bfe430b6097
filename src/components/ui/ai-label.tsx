import { useTranslation } from 'react-i18next';
import { AI_PROVIDERS } from '@/config/ai-providers';
import { formatList } from '@/lib/format/format';

/** "OpenAI" or "OpenAI e X", in the page's language. */
const providerNames = (language: string): string => formatList(AI_PROVIDERS.map((provider) => provider.name), language);

/**
 * The label beside generated content (AI-made content is said to be so). 'short'
 * reads "Gerado por IA" (a table cell); 'full' names the providers from
 * config/ai-providers.ts and asks for a review before publishing.
 */
export function AiLabel({ variant = 'short' }: { variant?: 'short' | 'full' }) {
  const { t, i18n } = useTranslation();
  if (variant === 'short') return <span className="ai-label">{t('aiLabel.short')}</span>;
  return <p className="ai-label-note">{t('aiLabel.note', { providers: providerNames(i18n.language) })}</p>;
}
