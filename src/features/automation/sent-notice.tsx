import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/routes';
import { formatDateTime } from '@/lib/format/format';
import { useCurrentLanguage } from '@/i18n/use-current-language';

/**
 * A form whose request already went through (Back from the confirmation or the checkout): it says
 * when it was sent and where to follow it, at the top of the form, instead of inviting a second request.
 */
export function SentNotice({ sentAt }: { sentAt: string }) {
  const { t } = useTranslation('automation');
  const language = useCurrentLanguage();
  return (
    <Alert tone="info">
      <p>
        <strong>{t('form.sent.title', { date: formatDateTime(sentAt, language) })}</strong> {t('form.sent.text')}
      </p>
      <p>
        <Link to={paths.automationSuccess}>{t('form.sent.follow')}</Link>
      </p>
    </Alert>
  );
}

/** In the submit button's place on a sent form: a new, empty form for another request. */
export function SendAnotherButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('automation');
  return (
    <button type="button" className="btn btn-outline btn-block" onClick={onClick}>
      {t('form.sent.another')}
    </button>
  );
}
