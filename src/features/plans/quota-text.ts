import type { TFunction } from 'i18next';
import type { Quota } from './plan-catalog';

/** 'Bot ativo', '4 conteúdos por mês', '20+ conteúdos por mês'... in the current language. */
export function quotaText(t: TFunction<'plans'>, quota: Quota): string {
  switch (quota.kind) {
    case 'bot':
      return t('quota.bot');
    case 'unlimited':
      return t('quota.unlimited');
    case 'combo':
      return t('quota.combo', { count: quota.bots, contents: quota.contents });
    default:
      return t(`quota.${quota.kind}`, { count: quota.count });
  }
}
