import { createInstance } from 'i18next';
import { DEFAULT_LANGUAGE } from '@/config/languages';
import { addMoneyFormat, businessValues } from './business-values';
import seo from './locales/pt-BR/seo.json';

/**
 * index.html's own title and description (what the dev server serves before the app sets
 * the page's own head; prerendered pages carry theirs): the WhatsApp bot's entry of the `seo`
 * namespace, with the same business values and money format as the app. build/default-head.ts
 * (defaultHeadInHtml) loads this module and writes them into the document.
 */
export async function defaultHead(): Promise<{ title: string; description: string }> {
  const instance = createInstance();
  await instance.init({
    lng: DEFAULT_LANGUAGE,
    resources: { [DEFAULT_LANGUAGE]: { seo } },
    ns: ['seo'],
    defaultNS: 'seo',
    interpolation: { escapeValue: false, defaultVariables: businessValues },
  });
  addMoneyFormat(instance);
  return { title: instance.t('seo:whatsappBot.title'), description: instance.t('seo:whatsappBot.description') };
}
