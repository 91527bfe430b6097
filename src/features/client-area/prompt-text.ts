import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Language } from '@/config/languages';
import { readAppPrompt, type PromptLine } from '@/domain/orders';
import { useServiceName } from '@/domain/orders';

const LANGUAGE_KEYS: Record<Language, 'ptBR' | 'enUS'> = { 'pt-BR': 'ptBR', 'en-US': 'enUS' };

function label(line: PromptLine, t: TFunction<'client-area'>): string {
  if (line.kind === 'service') return t('prompt.labels.service');
  if (line.kind === 'language') return t('prompt.labels.language');
  return t(`prompt.labels.fields.${line.field}`);
}

function value(line: PromptLine, t: TFunction<'client-area'>, serviceName: (apiName: string) => string): string {
  if (line.kind === 'service') return serviceName(line.value);
  if (line.kind === 'language') return line.language ? t(`prompt.languages.${LANGUAGE_KEYS[line.language]}`) : line.value;
  return line.value;
}

/**
 * An order's prompt as the customer reads it (beside the result, copied, in the CSV).
 * The app sends it in a fixed Portuguese form (domain/orders/prompt-format.ts); read back, its
 * labels, the service's name and the answer's language are put in the visitor's
 * language, and what the customer typed stays as typed. A prompt in any other shape
 * (stored so by the API) is shown as it came.
 */
export function promptText(prompt: string, t: TFunction<'client-area'>, serviceName: (apiName: string) => string): string {
  const lines = readAppPrompt(prompt);
  if (!lines) return prompt;
  return lines.map((line) => `${label(line, t)}: ${value(line, t, serviceName)}`).join('\n');
}

/** `promptText` in the visitor's current language. */
export function usePromptText(): (prompt: string) => string {
  const { t } = useTranslation('client-area');
  const serviceName = useServiceName();
  return useCallback((prompt: string) => promptText(prompt, t, serviceName), [t, serviceName]);
}
