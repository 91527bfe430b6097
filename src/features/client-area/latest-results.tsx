import { useTranslation } from 'react-i18next';
import { AiLabel } from '@/components/ui/ai-label';
import type { HistoryItem } from '@/domain/orders';
import { dataUrlOf, httpUrl, sniffBase64 } from '@/domain/orders';
import { useServiceName } from '@/domain/orders';
import { PromptDetails } from './prompt-details';

/** The newest generated text and image, shown in full on the dashboard, each labelled as AI-generated. */
export function LatestResults({ items }: { items: readonly HistoryItem[] }) {
  const { t } = useTranslation('client-area');
  const serviceName = useServiceName();
  const text = items.find((item) => item.service_type === 'text' && item.result?.trim());
  const image = items.find((item) => item.service_type === 'image' && (item.result_bin || httpUrl(item.result)));
  const imageSrc = image ? (image.result_bin ? dataUrlOf(image.result_bin, sniffBase64(image.result_bin)?.mime ?? 'image/png') : httpUrl(image.result)) : null;
  if (!text && !imageSrc) return null;
  return (
    <div className="grid grid-2 dashboard-latest">
      {text && (
        <section className="card" aria-labelledby="latest-text-title">
          <h3 id="latest-text-title">{t('dashboard.latestText', { service: serviceName(text.service_name) })}</h3>
          <AiLabel />
          <div className="dashboard-latest-text">{text.result}</div>
          <PromptDetails item={text} />
        </section>
      )}
      {image && imageSrc && (
        <section className="card" aria-labelledby="latest-image-title">
          <h3 id="latest-image-title">{t('dashboard.latestImage', { service: serviceName(image.service_name) })}</h3>
          <AiLabel />
          <img className="dashboard-latest-image" src={imageSrc} alt={t('viewer.title', { service: serviceName(image.service_name) })} />
          <PromptDetails item={image} />
        </section>
      )}
    </div>
  );
}
