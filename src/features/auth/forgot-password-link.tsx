import { useTranslation } from 'react-i18next';
import { whatsappChatUrl } from '@/lib/whatsapp';
import { emailError } from './validate';

/** No reset API exists: the support team helps over WhatsApp, with the typed e-mail already in the message. */
export function ForgotPasswordLink({ email }: { email: string }) {
  const { t } = useTranslation(['auth', 'common']);
  const typed = email.trim();
  const message = typed && !emailError(typed) ? t('forgot.messageWithEmail', { email: typed }) : t('forgot.message');
  const chatUrl = whatsappChatUrl(message);
  if (!chatUrl) return null;
  return (
    <a className="login-forgot" href={chatUrl} target="_blank" rel="noopener noreferrer">
      {t('forgot.link')}
      <span className="visually-hidden"> {t('forgot.newTab')}</span>
    </a>
  );
}
