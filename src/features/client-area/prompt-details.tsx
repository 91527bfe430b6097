import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryRow } from '@/domain/orders';
import { copyText } from '@/domain/orders';
import { useServiceName } from '@/domain/orders';
import { usePromptText } from './prompt-text';

/** The prompt an order was made from, beside its result, in the visitor's language (prompt-text.ts), with a way to copy what is shown. */
export function PromptDetails({ item }: { item: Pick<HistoryRow, 'prompt' | 'service_name'> }) {
  const { t } = useTranslation('client-area');
  const serviceName = useServiceName();
  const readable = usePromptText();
  const [copied, setCopied] = useState<boolean | null>(null);
  const raw = item.prompt?.trim();
  if (!raw) return null;
  const prompt = readable(raw);
  return (
    <details className="client-prompt">
      <summary>{t('prompt.show')}</summary>
      <div className="client-prompt-body">
        <p className="client-prompt-text">{prompt}</p>
        <div className="client-prompt-actions">
          <button type="button" className="btn btn-small btn-outline" onClick={() => void copyText(prompt).then(setCopied)} aria-label={t('prompt.copyLabel', { service: serviceName(item.service_name) })}>
            {t('prompt.copy')}
          </button>
          <span role="status" className="client-result-copied">
            {copied === true ? t('prompt.copied') : copied === false ? t('result.copyFailed') : ''}
          </span>
        </div>
      </div>
    </details>
  );
}
