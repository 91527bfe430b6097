import { DATA_REQUEST_REPLY_DAYS } from '@/config/promised-times';
import { AI_PROVIDERS } from '@/config/ai-providers';
import type { Rich } from '@/lib/format/rich-text';
import { privacyChannel, type CompanyInfo } from '../company';
import { channelPhrase, clientAreaLink } from '../legal-text';
import type { LegalSection } from '../types';
import { PARTNER_PRIVACY_URLS as URLS } from './partners';

/** From the English policy: sharing, transfers, retention, security, rights, cookies and the rest. */
export function sharingAndRightsEnUS(company: CompanyInfo, aiNames: string): LegalSection[] {
  const channel = privacyChannel(company);
  return [
    {
      id: 'sharing',
      heading: 'Who we share data with',
      blocks: [
        'We only share data with the companies that help us provide our services, and each one gets only what it needs for its part:',
        {
          ul: [
            ['Mercado Pago processes payments and subscriptions by card, Pix and boleto. What you enter on Mercado Pago’s checkout is also covered by ', { text: 'Mercado Pago’s privacy policy', href: URLS.mercadoPago }, '.'],
            ['Google provides sign-in with Google, when you choose it, and Google Analytics, only if you consent to analytics (', { text: 'Google’s privacy policy', href: URLS.google }, ').'],
            ['Meta provides the Meta pixel, only if you consent to marketing, and WhatsApp, where we talk to you and where the sales bot answers our customers’ customers (', { text: 'Meta’s privacy policy', href: URLS.meta }, ').'],
            ...AI_PROVIDERS.map((provider): Rich => [
              `${provider.name} is our AI provider (${provider.purpose['en-US']}). We send it the brief and files for each order and, for the bots, the messages needed for each reply (`,
              { text: `${provider.name}’s privacy policy`, href: provider.privacyUrl },
              provider.trainsOnApiData ? ').' : '). Under the current terms of the API we use, this data is not used to train the provider’s models.',
            ]),
            ['Discord is the platform the moderation bot runs on, in the servers it is added to (', { text: 'Discord’s privacy policy', href: URLS.discord }, ').'],
            'Hosting and cloud providers run our website, server and database.',
            'Public authorities, when a court order or the law requires it.',
          ],
        },
      ],
    },
    {
      id: 'international-transfers',
      heading: 'International data transfers',
      blocks: [
        `Some of these providers process data outside Brazil, mainly in the United States: our AI provider (${aiNames}), Google, Meta and Discord. Depending on the region we use, our hosting may also be abroad.`,
        'These transfers follow article 33 of the LGPD: they happen when they are needed to perform our contract with you or to fulfil a request you made (item IX), and under the contractual safeguards these providers offer, such as standard data protection clauses (item II).',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep data',
      blocks: [
        {
          ul: [
            'Form contacts: up to 12 months without any further conversation or purchase; after that, they are deleted.',
            'Accounts and orders: while the account is active and for 5 years after it is closed, to meet consumer and tax obligations and to defend ourselves in any legal claim (5 years is the limitation period in article 27 of Brazil’s Consumer Protection Code).',
            'Payment records: 5 years from the purchase, as required by tax and accounting law.',
            'Access logs (IP address, date and time): 6 months, as required by the Internet Civil Framework.',
            'Bot conversations and logs: while the bot is active and up to 90 days after it is cancelled, unless the customer instructs otherwise.',
            'Analytics and ads: for the period set in each tool; 14 months in Google Analytics. The Meta pixel follows Meta’s own retention rules.',
            'Browser storage: until you sign out, change your cookie choice or clear your browser data.',
          ],
        },
        'At the end of each period, the data is deleted or anonymized. We only keep it longer when the law requires it or to defend a legal claim (LGPD article 16).',
      ],
    },
    {
      id: 'security',
      heading: 'How we protect your data',
      blocks: [
        {
          ul: [
            'Encrypted connections (HTTPS) across the site and between your browser and our server.',
            'Passwords stored only as one-way hashes.',
            'Access to data limited to the people who need it to do their work.',
            'Card details handled only by Mercado Pago, never by our systems.',
          ],
        },
        'Your sign-in token is kept in your browser’s local storage. On a shared computer, use “Log out” when you are done.',
        'No system is immune to failure. If a security incident could cause you significant risk or harm, we will notify the ANPD and the people affected, as required by article 48 of the LGPD.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights and how to use them',
      blocks: [
        'Article 18 of the LGPD gives you, as the data subject, the right to get the following from us at any time, on request:',
        {
          ul: [
            'confirmation that we process your data;',
            'access to your data;',
            'correction of incomplete, inaccurate or outdated data;',
            'anonymization, blocking or deletion of data that is unnecessary, excessive or processed unlawfully;',
            'portability of your data to another provider;',
            'deletion of data processed with your consent;',
            'information about who we share your data with;',
            'information about your option not to consent and what happens if you don’t;',
            'withdrawal of your consent.',
          ],
        },
        'You can also object to processing done without your consent if it breaks the law (art. 18, § 2), and ask for a review of decisions made solely by automated means (art. 20).',
        { h3: 'How to make a request' },
        {
          ol: [
            ['In your ', clientAreaLink('en-US'), ', under “My data”, you can download a copy of your account data as a JSON file and request deletion of your account.'],
            channel.kind === 'client-area'
              ? 'For any other request, write to us through the support option in your client area.'
              : ['For any other request, contact us ', ...channelPhrase(channel, 'en-US'), '.'],
            'We may ask you to confirm your identity before we hand over or delete data, to protect you.',
          ],
        },
        `We reply within ${DATA_REQUEST_REPLY_DAYS} days (LGPD art. 19, II), free of charge (art. 18, § 5). If we can’t fulfil a request, for example because the law requires us to keep certain data, we will tell you why.`,
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and your preferences',
      blocks: [
        'Essential items (your sign-in token, language, cookie choice and unfinished forms) don’t require consent, because the site can’t do what you ask without them.',
        'Analytics (Google Analytics) and marketing (Meta pixel) are optional and independent: you can accept one, both or neither. Until you choose, none of them is loaded.',
        'You can change your choice at any time under “Cookie preferences” in the site footer. When you withdraw consent, we stop sending data to those tools and delete their cookies (_ga and _fbp) from your browser.',
      ],
    },
    {
      id: 'children',
      heading: 'Children and teenagers',
      blocks: [
        'Our services are meant for businesses and for people aged 18 or over, and we do not knowingly collect data from anyone under 18. If we learn that we have received data from a child or teenager, we will delete it.',
        'The bots may talk to or moderate teenagers in our customers’ channels. In those cases it is up to the customer, as the controller, to follow the rules in article 14 of the LGPD.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        'We may update this policy when our services or the law change. The date of the last update is at the top of the page. We will announce significant changes, such as a new purpose or a new kind of sharing, on the site and, if you have an account, by e-mail before they take effect. If a change requires your consent, we will ask for it again.',
      ],
    },
    {
      id: 'complaints',
      heading: 'Complaints to the ANPD',
      blocks: [
        ['If you feel we haven’t resolved your request, you can file a petition with Brazil’s National Data Protection Authority (LGPD art. 18, § 1) at ', { text: 'gov.br/anpd', href: URLS.anpd }, '. The ANPD expects data subjects to contact the controller first, so please talk to us before you do: we can almost always sort things out quickly.'],
      ],
    },
  ];
}
