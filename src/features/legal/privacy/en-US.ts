import { AI_PROVIDERS } from '@/config/ai-providers';
import { privacyChannel, type CompanyInfo } from '../company';
import { identityItems, whoWeAre } from '../identity';
import { blocks, channelPhrase, LEGAL_PATHS, mailto } from '../legal-text';
import type { LegalDocument } from '../types';
import { PRIVACY_VERSION } from '@/domain/consent';
import { sharingAndRightsEnUS } from './en-US-rights';

const aiNames = new Intl.ListFormat('en-US', { type: 'conjunction' }).format(AI_PROVIDERS.map((provider) => provider.name));

/** The Privacy Policy in English (Brazil's LGPD, Law No. 13,709/2018). `company` has been through cleanCompany. */
export function privacyEnUS(company: CompanyInfo): LegalDocument {
  const { brandName, dpoName, dpoEmail } = company;
  const identity = identityItems(company, 'en-US');
  const channel = channelPhrase(privacyChannel(company), 'en-US');
  return {
    language: 'en-US',
    title: 'Privacy Policy',
    updatedAt: PRIVACY_VERSION,
    intro: [
      `This policy explains how ${brandName} handles the personal data of people who visit our website, leave their details on our forms, create an account, buy our services or use our WhatsApp and Discord bots. We are a Brazilian business, so this policy follows Brazil’s General Data Protection Law (LGPD, Law No. 13,709/2018), wherever you are reading it from.`,
      ['The rules for buying, pricing, cancellations and refunds are in our ', { text: 'Terms of Use', to: LEGAL_PATHS.terms }, '. This English version is a courtesy translation; if it differs from the Portuguese version, the Portuguese version prevails.'],
    ],
    sections: [
      {
        id: 'controller',
        heading: 'Who is responsible for your data, and our data protection officer',
        blocks: blocks([
          `The controller of the personal data handled on this website, meaning the party that decides how and why it is used, is ${whoWeAre(company, 'en-US')}.`,
          identity.length > 0 && { ul: identity },
          { h3: 'Data protection officer (encarregado)' },
          'Under article 41 of the LGPD, the data protection officer, called the “encarregado” in Brazil, is the point of contact between you, our company and Brazil’s National Data Protection Authority (ANPD).',
          dpoName && dpoEmail && ['Our data protection officer is ', dpoName, ', who can be reached at ', mailto(dpoEmail), '.'],
          dpoName && !dpoEmail && [`Our data protection officer is ${dpoName}. You can reach them `, ...channel, '.'],
          !dpoName && dpoEmail && ['You can reach our data protection officer at ', mailto(dpoEmail), '.'],
          !dpoName && !dpoEmail && ['Questions and requests about personal data are received ', ...channel, ' and answered by the person in charge of data protection at our company.'],
        ]),
      },
      {
        id: 'data-we-collect',
        heading: 'What data we collect and where it comes from',
        blocks: [
          'We only collect what each purpose needs. Here is what we receive at each point of contact:',
          { h3: 'Forms on our sales pages' },
          'When you ask to be contacted or sign up for a free trial, the form asks for your name plus one more detail, depending on the service: your WhatsApp number (sales bot), your Discord username (moderation bot) or your e-mail address (AI content). Along with the form, we record the campaign parameters of the link that brought you here (utm_source, utm_medium, utm_campaign and similar), so we know which ad or post worked. We then take you to a WhatsApp chat with our team.',
          { h3: 'Your customer account' },
          'To create an account, we ask for your e-mail address and a password. The password travels over an encrypted connection to our server, which stores only a one-way hashed version of it: nobody on our team can read it. If you sign in with Google, Google shares your name, e-mail address and, if you have one, your profile picture with us. We never receive your Google password.',
          { h3: 'Content orders' },
          'We keep what you send us to produce each service (the brief, reference texts and attached files) and what is generated (text, images and audio), so you can follow your orders and download the results from your client area.',
          { note: 'Please don’t put other people’s personal data in a brief unless the content needs it, especially ID documents, home addresses or health information.' },
          { h3: 'Payments' },
          'Card, Pix and boleto payments are processed by Mercado Pago. You enter your card details on Mercado Pago’s own checkout: we never see or store the full card number or the security code. Mercado Pago only tells us what we need to confirm the purchase: the payment ID and status, the plan or service, the amount, the date and the payment method.',
          { h3: 'WhatsApp and Discord bots' },
          'To set up the sales bot, we use the business description, products, prices and other information the customer gives us. Once it is live, the bot reads and answers WhatsApp conversations with that business’s customers: their profile name, phone number and the content of their messages.',
          'The moderation bot reads the messages posted in the Discord channels the server owner chooses to moderate, along with each author’s username and user ID, so it can take the actions the owner configured: delete the message, warn, time out, kick, ban and record the incident in a log channel. It does not read channels that weren’t selected.',
          { h3: 'Storage in your browser' },
          'The site keeps a few items in your browser’s local storage (localStorage and sessionStorage): your sign-in token while you are logged in, your language, your cookie choice and forms you haven’t finished, so you don’t lose what you typed. Your language is also kept in a cookie (i18next), so the next pages arrive in it. These items stay on your device and are needed for the site to work.',
          'While you are logged in, the site also keeps a copy of your order history, results included, and your account’s ID in this browser (in IndexedDB, with the history’s first page in localStorage too), so the client area opens right away and keeps working on a patchy connection. That copy is deleted when you click “Log out”, when your session expires and when another account signs in on this browser.',
          { h3: 'Analytics and ads, only with your consent' },
          'We use Google Analytics 4 to measure visits and how pages are used, and the Meta pixel to measure and improve our ads on Facebook and Instagram. You decide on each one separately: analytics (Google Analytics) and marketing (Meta pixel). Until you say yes, none of their scripts, cookies or requests exist on our site. Once you do, they collect technical data such as your IP address, cookie identifiers, browser, device, pages visited and where the visit came from. The events we send never include your name, phone number or e-mail address.',
          { h3: 'Access logs' },
          'Like every online service in Brazil, our server logs the IP address, date and time of each access, as required by Brazil’s Internet Civil Framework (Marco Civil da Internet, Law No. 12,965/2014, article 15).',
        ],
      },
      {
        id: 'purposes',
        heading: 'Why we use your data and our legal bases',
        blocks: [
          'The LGPD only allows personal data to be processed on a legal basis (article 7). These are our uses and the basis for each:',
          {
            ul: [
              'Getting back to you after you fill in a form and telling you about the services you asked about: steps prior to a contract, at your request (art. 7, V).',
              'Creating and running your account, producing and delivering content, operating the bots and providing support: performance of a contract (art. 7, V).',
              'Processing payments, issuing tax documents and keeping consumer and access records: compliance with a legal or regulatory obligation (art. 7, II).',
              'Measuring campaign results through UTM parameters, keeping the site secure and preventing fraud and abuse: legitimate interests (art. 7, IX), always within what you would reasonably expect and without overriding your rights.',
              'Usage analytics (Google Analytics) and ad measurement (Meta pixel): consent (art. 7, I), which you can withdraw at any time.',
              'Sending news and offers by WhatsApp or e-mail: consent (art. 7, I); just ask us to take you off the list.',
              'Defending our rights in court, administrative or arbitration proceedings: regular exercise of rights (art. 7, VI).',
            ],
          },
          'We do not sell or rent personal data, and we do not use it for purposes other than the ones described here.',
        ],
      },
      {
        id: 'bots',
        heading: 'Bots: data we process on behalf of our customers',
        blocks: [
          'When the WhatsApp bot talks to a business’s customers, or the Discord bot moderates a server, it is the business or the server owner who decides what those messages are used for: they are the controller. We act as a processor (“operador”, LGPD articles 5, VII, and 39) and handle that data only to provide the service they hired, following their instructions.',
          'If you chatted with a business’s bot or belong to a moderated server, please send requests about that data to the business or to the server’s admins. If your request reaches us, we will pass it on to the controller.',
          ['Customers who use our bots agree to tell their customers and members that an automated assistant answers or moderates their messages, and to have a legal basis for that processing, as set out in our ', { text: 'Terms of Use', to: LEGAL_PATHS.terms }, '.'],
        ],
      },
      ...sharingAndRightsEnUS(company, aiNames),
    ],
  };
}
