import { useTranslation } from 'react-i18next';
import { BRAND_NAME } from '@/config/brand';
import { env, socialLinks } from '@/config/env';
import { JsonLd } from '@/components/ui/json-ld';
import { absoluteUrl } from '@/lib/seo/site-url';

/** schema.org Organization for the home page. */
export function OrganizationJsonLd() {
  const { t } = useTranslation('marketing');
  return (
    <JsonLd
      data={{
        '@type': 'Organization',
        name: BRAND_NAME,
        url: absoluteUrl('/'),
        logo: absoluteUrl('/apple-touch-icon.png'),
        image: absoluteUrl('/og-image.png'),
        description: t('organization.description'),
        sameAs: socialLinks().map((link) => link.href),
        ...(env.whatsappNumber && {
          contactPoint: {
            '@type': 'ContactPoint',
            contactType: 'customer service',
            telephone: `+${env.whatsappNumber}`,
            availableLanguage: ['Portuguese', 'English'],
          },
        }),
      }}
    />
  );
}
