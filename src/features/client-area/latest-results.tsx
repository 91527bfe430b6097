import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AiLabel } from '@/components/ui/ai-label';
import type { HistoryRow } from '@/domain/orders';
import { useServiceName } from '@/domain/orders';
import { PromptDetails } from './prompt-details';
import { useResultFile, useResultPayload } from './use-result-file';

/** The newest generated text and image, shown in full on the dashboard, each labelled as AI-generated. */
export function LatestResults({ items }: { items: readonly HistoryRow[] }) {
  const text = items.find((item) => item.service_type === 'text' && item.result.kind === 'text');
  const image = items.find((item) => item.service_type === 'image' && (item.result.kind === 'image-binary' || item.result.kind === 'image-url'));
  if (!text && !image) return null;
  return (
    <div className="grid grid-2 dashboard-latest">
      {text && <LatestText row={text} />}
      {image && <LatestImage row={image} />}
    </div>
  );
}

function LatestText({ row }: { row: HistoryRow }) {
  const { t } = useTranslation('client-area');
  const serviceName = useServiceName();
  const payloadOf = useResultPayload();
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void payloadOf(row).then((answer) => current && setText(answer.kind === 'text' ? answer.text : null));
    return () => {
      current = false;
    };
    // The row's id names the text; the function is new each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [row.id]);
  return (
    <section className="card" aria-labelledby="latest-text-title">
      <h3 id="latest-text-title">{t('dashboard.latestText', { service: serviceName(row.service_name) })}</h3>
      <AiLabel />
      <div className="dashboard-latest-text">{text ?? t('loading')}</div>
      <PromptDetails item={row} />
    </section>
  );
}

function LatestImage({ row }: { row: HistoryRow }) {
  const { t } = useTranslation('client-area');
  const serviceName = useServiceName();
  const stored = useResultFile(row, row.result.kind === 'image-binary');
  const src = row.result.kind === 'image-url' ? row.result.url : stored.state === 'ready' ? stored.url : null;
  return (
    <section className="card" aria-labelledby="latest-image-title">
      <h3 id="latest-image-title">{t('dashboard.latestImage', { service: serviceName(row.service_name) })}</h3>
      <AiLabel />
      {src ? (
        <img className="dashboard-latest-image" src={src} alt={t('viewer.title', { service: serviceName(row.service_name) })} />
      ) : (
        <p className="muted">{stored.state === 'unreadable' ? t('result.unreadable.binary') : t('loading')}</p>
      )}
      <PromptDetails item={row} />
    </section>
  );
}
