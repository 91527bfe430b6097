import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WhatsAppIcon } from '@/components/ui/icons';
import { NewTabLink } from '@/components/ui/new-tab-link';
import { DATA_REQUEST_REPLY_DAYS } from '@/config/promised-times';
import { MERCADO_PAGO_SUBSCRIPTIONS_URL } from '@/config/mercado-pago';
import { env } from '@/config/env';
import type { User } from '@/domain/session';
import { mailtoUrl } from '@/lib/links/mailto';
import { whatsappChatUrl } from '@/lib/links/whatsapp';

/**
 * "Pedir exclusão da conta". The API has no deletion endpoint (docs/product/launch.md#account-deletion), so this is a
 * support hand-off: what happens next, then an e-mail (the DPO's, else the company's)
 * and a WhatsApp message with the request written. Unset channels are left out.
 */
export function DeletionRequest({ user }: { user: User }) {
  const { t } = useTranslation('client-area');
  const [open, setOpen] = useState(false);
  const panelRef = useRef<HTMLElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) panelRef.current?.focus();
    else if (wasOpen.current) openRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const email = user.email ?? '';
  const message = t('myData.delete.message', { email, id: user.id });
  const contactEmail = env.company.dpoEmail || env.company.email;
  const mailUrl = mailtoUrl(contactEmail, t('myData.delete.subject'), message);
  const chatUrl = whatsappChatUrl(message);

  return (
    <div className="my-data-delete">
      <button ref={openRef} type="button" className="btn btn-outline btn-danger-outline" aria-expanded={open} aria-controls="my-data-delete-panel" onClick={() => setOpen(!open)}>
        {t('myData.delete.open')}
      </button>
      <section
        id="my-data-delete-panel"
        ref={panelRef}
        tabIndex={-1}
        hidden={!open}
        className="my-data-delete-panel"
        aria-labelledby="my-data-delete-title"
      >
        <h3 id="my-data-delete-title">{t('myData.delete.title')}</h3>
        <p>{t('myData.delete.intro')}</p>
        <ol>
          <li>{t('myData.delete.steps.send')}</li>
          <li>{t('myData.delete.steps.confirm', { days: DATA_REQUEST_REPLY_DAYS })}</li>
          <li>{t('myData.delete.steps.erase')}</li>
          <li>
            {t('myData.delete.steps.subscriptions')}{' '}
            <NewTabLink href={MERCADO_PAGO_SUBSCRIPTIONS_URL}>
              {t('myData.delete.steps.subscriptionsLink')}
            </NewTabLink>
            .
          </li>
        </ol>
        <p className="muted">{t('myData.delete.before')}</p>
        <div className="button-row">
          {mailUrl && (
            <a className="btn btn-primary" href={mailUrl}>
              {t('myData.delete.email', { email: contactEmail })}
            </a>
          )}
          {chatUrl && (
            <NewTabLink className="btn btn-whatsapp" href={chatUrl}>
              <WhatsAppIcon size={20} />
              {t('myData.delete.whatsapp')}
            </NewTabLink>
          )}
          <button type="button" className="btn btn-outline" onClick={() => setOpen(false)}>
            {t('myData.delete.close')}
          </button>
        </div>
        {!mailUrl && !chatUrl && <p>{t('myData.delete.noChannel')}</p>}
      </section>
    </div>
  );
}
