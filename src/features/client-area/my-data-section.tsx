import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBotPlans } from '@/domain/billing';
import type { User } from '@/domain/session';
import type { HistoryRow } from '@/domain/orders';
import { fileSaver, historyExport } from '@/domain/orders';
import { storedConsentRecord } from '@/domain/consent';
import type { Subscription } from '@/domain/billing';
import { DeletionRequest } from './deletion-request';
import { fileDateStamp } from './file-stamp';
import { myDataBlob, myDataDocument } from './my-data-export';
import { usePlanText } from './use-plan-text';

interface Props {
  user: User;
  subscription: Subscription | undefined;
  /** The whole history (every page of the table). */
  history: readonly HistoryRow[];
}

/**
 * "Meus dados" (LGPD art. 18): the account's e-mail and plan, a JSON copy of everything
 * the site holds or can fetch about the customer, and the way to ask for deletion.
 */
export function MyDataSection({ user, subscription, history }: Props) {
  const { t } = useTranslation('client-area');
  const plan = usePlanText(subscription);
  const bots = useBotPlans();
  const [saved, setSaved] = useState<string | null>(null);

  const [failed, setFailed] = useState(false);

  async function download() {
    const now = new Date();
    const document = myDataDocument({ user, subscription, bots: bots.held, consent: storedConsentRecord(), now });
    const fileName = t('myData.fileName', { date: fileDateStamp(now) });
    try {
      fileSaver.save(myDataBlob(document, await historyExport(user.id)), fileName);
      setSaved(fileName);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }

  return (
    <section className="card my-data" aria-labelledby="my-data-title">
      <h2 id="my-data-title">{t('myData.title')}</h2>
      <p>{t('myData.lead')}</p>
      <dl className="client-facts my-data-facts">
        <div>
          <dt>{t('myData.email')}</dt>
          <dd>{user.email ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('myData.plan')}</dt>
          <dd>{plan.text}</dd>
        </div>
      </dl>
      <div className="my-data-download">
        <button type="button" className="btn btn-primary" onClick={() => void download()} aria-describedby="my-data-download-hint">
          {t('myData.download')}
        </button>
        <p id="my-data-download-hint" className="muted">
          {t('myData.downloadHint', { count: history.length })}
        </p>
        <p role="status" className="my-data-saved">
          {saved ? t('myData.saved', { fileName: saved }) : ''}
        </p>
        {failed && (
          <p role="alert" className="client-export-error">
            {t('myData.failed')}
          </p>
        )}
      </div>
      <DeletionRequest user={user} />
    </section>
  );
}
