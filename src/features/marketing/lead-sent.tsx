import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TEAM_CONTACT_HOURS } from '@/config/promised-times';
import { whatsappChatUrl } from '@/lib/links/whatsapp';
import type { SentLead } from './sent-lead';
import { WhatsAppLink } from './whatsapp-link';

interface LeadSentProps {
  sent: SentLead;
  /** Shown in answer to a submit on this page (not on the way back): it takes the focus the form's button had. */
  takeFocus: boolean;
  onSendAnother: () => void;
}

/**
 * In place of a lead form whose lead this tab sent: it arrived (or, the same details sent again,
 * that they had already arrived and were not sent twice), the chat can be opened again with the
 * same message (and reference), or the visitor can send other details.
 */
export function LeadSent({ sent, takeFocus, onSendAnother }: LeadSentProps) {
  const { t } = useTranslation('marketing');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [takeFocus]);
  const hasChat = whatsappChatUrl(sent.message) !== null;
  return (
    <div ref={ref} tabIndex={-1} className="landing-lead-sent">
      <div role="status">
        {sent.repeated ? (
          <>
            <p className="landing-lead-sent-title">{sent.firstName ? t('lead.sent.repeatedNamed', { name: sent.firstName }) : t('lead.sent.repeated')}</p>
            <p>{hasChat ? t('lead.sent.repeatedChat') : t('lead.sent.repeatedCallBack', { hours: TEAM_CONTACT_HOURS })}</p>
          </>
        ) : (
          <>
            <p className="landing-lead-sent-title">{sent.firstName ? t('lead.sent.titleNamed', { name: sent.firstName }) : t('lead.sent.title')}</p>
            <p>{hasChat ? t('lead.sent.chat') : t('lead.sent.callBack', { hours: TEAM_CONTACT_HOURS })}</p>
          </>
        )}
      </div>
      <WhatsAppLink message={sent.message} cta="lead_sent_open_chat" className="btn btn-whatsapp btn-block">
        {t('lead.sent.openChat')}
      </WhatsAppLink>
      <button type="button" className="btn btn-outline btn-block" onClick={onSendAnother}>
        {t('lead.sent.another')}
      </button>
    </div>
  );
}
