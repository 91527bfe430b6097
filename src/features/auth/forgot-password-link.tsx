import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/routes';

/** There is no reset API: the link leads to the support hand-off screen (the typed e-mail goes along in sessionStorage). */
export function ForgotPasswordLink() {
  const { t } = useTranslation('auth');
  return (
    <Link className="login-forgot" to={paths.forgotPassword}>
      {t('forgot.link')}
    </Link>
  );
}
