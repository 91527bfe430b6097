import { ESTIMATED_BOT_CREATION_HOURS, WHATSAPP_BOT_DELIVERY_BUSINESS_DAYS } from '@/config/promised-times';
import { PRICES } from '@/config/prices';
import { TRIAL_DAYS } from '@/config/plans';
import { trialSentences } from '@/domain/billing';
import { articleLink, moneyEn, moneyPt } from '../article-helpers';
import type { ArticleBodies } from '../types';

const [setupMin, setupMax] = ESTIMATED_BOT_CREATION_HOURS.whatsapp_bot;
/** Going live on the customer's number (connected and tested) takes longer than the setup: both are named. */
const [liveMin, liveMax] = WHATSAPP_BOT_DELIVERY_BUSINESS_DAYS;
/** The trial's clock in the words every screen uses (docs/product/bots.md#the-trials-clock). */
const trial = { pt: trialSentences('pt-BR'), en: trialSentences('en-US') };

export const bodies: ArticleBodies = {
  'pt-BR': {
    intro: [
      'Um cliente manda mensagem às dez da noite perguntando se aquele tênis tem no tamanho 40. Se ninguém responde, ele compra no concorrente antes de dormir. Um bot de vendas com IA existe para que essa conversa não morra no vácuo.',
      'Diferente dos robôs de menu numerado, do tipo “digite 1 para falar com vendas”, um bot com inteligência artificial entende a pergunta do jeito que o cliente escreve, com gíria e erro de digitação, e responde com base nas informações do seu negócio. Veja como criar um que venda de verdade.',
    ],
    sections: [
      {
        heading: 'Antes de tudo: aplicativo WhatsApp Business ou API?',
        blocks: [
          'O aplicativo WhatsApp Business é gratuito e traz recursos úteis, como mensagem de saudação, mensagem de ausência, respostas rápidas, etiquetas e catálogo. Ele é ótimo para começar, mas não conversa sozinho: as respostas automáticas são sempre as mesmas.',
          'Para um bot que entende e responde com IA, o caminho oficial é a plataforma WhatsApp Business da Meta, a chamada API, normalmente acessada por meio de um provedor. É ela que permite ligar um modelo de linguagem ao número da empresa com segurança.',
          { tip: 'Desconfie de soluções que pedem para escanear o QR code do WhatsApp Web em um servidor qualquer. Além de contrariar os termos de uso, elas colocam o número da sua empresa em risco de bloqueio.' },
        ],
      },
      {
        heading: 'Passo 1: reúna o que o bot precisa saber',
        blocks: [
          'A IA só é tão boa quanto as informações que recebe. Monte um documento simples com:',
          {
            ul: [
              'produtos ou serviços, com preços, variações (tamanho, cor, sabor) e disponibilidade;',
              'formas de pagamento aceitas, como Pix, cartão e boleto, e as condições de parcelamento;',
              'prazos e custos de entrega ou de retirada;',
              'a política de troca e devolução;',
              'o horário do atendimento humano;',
              'as dez perguntas que você mais recebe, com as respostas que você costuma dar.',
            ],
          },
          'Escreva como se estivesse treinando um vendedor novo no primeiro dia de trabalho. Essa é, literalmente, a função desse material.',
        ],
      },
      {
        heading: 'Passo 2: defina a personalidade e os limites',
        blocks: [
          'Decida como o bot fala: “você” ou “o senhor”, com ou sem emoji, frases curtas ou explicativas. O ideal é que ele soe como a sua marca já soa nas redes sociais.',
          'Tão importante quanto o tom são os limites. Deixe escrito o que o bot não pode fazer:',
          {
            ul: [
              'inventar preço, prazo ou promoção que não está no material;',
              'dar desconto sem autorização;',
              'prometer resultado garantido ou opinar sobre saúde e questões jurídicas;',
              'pedir dados sensíveis, como senhas ou o número completo do cartão.',
            ],
          },
        ],
      },
      {
        heading: 'Passo 3: desenhe o caminho até a venda',
        blocks: [
          'Um bom bot não só responde; ele conduz. Pense no roteiro ideal de uma conversa:',
          {
            ol: [
              'Cumprimentar e entender o que o cliente procura.',
              'Apresentar a opção certa, com preço e um benefício concreto.',
              'Responder às objeções comuns, como frete, prazo e garantia.',
              'Propor o próximo passo: link de pagamento, reserva ou agendamento.',
              'Chamar um atendente quando o cliente pedir ou quando a conversa sair do roteiro.',
            ],
          },
          ['O último item evita a maioria das frustrações. Falamos mais sobre isso em ', articleLink('5-erros-matando-vendas-whatsapp-ia', '5 erros que estão matando suas vendas no WhatsApp'), '.'],
        ],
      },
      {
        heading: 'Passo 4: teste como se fosse o cliente mais difícil',
        blocks: [
          'Antes de liberar o bot para todo mundo, converse com ele como os seus clientes mais exigentes conversariam: mensagens picadas, perguntas fora de contexto, pedidos insistentes de desconto. Peça para dois ou três amigos fazerem o mesmo.',
          'Anote cada resposta errada ou estranha e corrija o material do passo 1. Em geral, dois ou três ciclos de teste bastam para chegar a um resultado confiável.',
        ],
      },
      {
        heading: 'Passo 5: acompanhe e melhore toda semana',
        blocks: [
          'Depois do lançamento, reserve meia hora por semana para ler uma amostra das conversas. Procure perguntas que o bot não soube responder, clientes que desistiram no meio e momentos em que ele chamou um atendente cedo ou tarde demais.',
          'Cuide também da privacidade. Pela LGPD, o cliente tem o direito de saber quais dados você guarda e de pedir que sejam apagados. Colete apenas o necessário para vender e entregar.',
        ],
      },
      {
        heading: 'Fazer sozinho ou contratar?',
        blocks: [
          'Montar tudo por conta própria exige contratar a API por um provedor, integrar um modelo de IA, hospedar o sistema e manter cada peça funcionando. Para a maioria dos pequenos negócios, faz mais sentido contratar o bot pronto e investir o tempo no passo 1, que é o que realmente diferencia o seu atendimento.',
          `Na IAgência, você descreve o seu negócio, os seus planos e serviços, a configuração do bot leva de ${setupMin} a ${setupMax} horas e, com o número da sua empresa conectado e testado, ele entra no ar no seu WhatsApp em ${liveMin} a ${liveMax} dias úteis. ${trial.pt.rule} ${trial.pt.includes.whatsapp_bot} Depois do teste, ${moneyPt(PRICES.whatsappBot.monthly)} por mês.`,
          ['Quer comparar com outras opções antes de decidir? Veja ', articleLink('quanto-custa-bot-de-whatsapp-com-ia', 'quanto custa um bot de WhatsApp com IA'), '.'],
        ],
      },
    ],
    cta: {
      heading: 'Coloque seu bot de vendas para trabalhar',
      text: `${TRIAL_DAYS} dias grátis, com a configuração e a entrega do bot incluídas, a partir das informações do seu negócio. Depois, ${moneyPt(PRICES.whatsappBot.monthly)} por mês.`,
      label: 'Criar meu bot de WhatsApp',
    },
  },
  'en-US': {
    intro: [
      'A customer messages you at 10 p.m. asking whether those sneakers come in size 40. If nobody answers, they buy from a competitor before bed. An AI sales bot exists so that conversation never goes unanswered.',
      'Unlike numbered-menu bots (“press 1 for sales”), an AI bot understands questions the way customers actually type them, slang and typos included, and answers from your business’s own information. Here is how to build one that really sells.',
    ],
    sections: [
      {
        heading: 'First things first: WhatsApp Business app or API?',
        blocks: [
          'The WhatsApp Business app is free and comes with handy features such as greeting messages, away messages, quick replies, labels and a catalog. It is a great place to start, but it cannot hold a conversation: its automatic replies are always the same.',
          'For a bot that understands and answers with AI, the official route is Meta’s WhatsApp Business Platform, usually called the API, typically accessed through a provider. That is what lets you safely connect a language model to your business number.',
          { tip: 'Be wary of tools that ask you to scan the WhatsApp Web QR code on some random server. Besides breaking the terms of service, they put your business number at risk of being banned.' },
        ],
      },
      {
        heading: 'Step 1: gather what the bot needs to know',
        blocks: [
          'AI is only as good as the information it gets. Put together a simple document with:',
          {
            ul: [
              'your products or services, with prices, variations (size, color, flavor) and availability;',
              'accepted payment methods, such as Pix, card and boleto, and installment terms;',
              'delivery or pickup times and costs;',
              'your exchange and return policy;',
              'the hours when a person is available;',
              'the ten questions you get most, with the answers you usually give.',
            ],
          },
          'Write it as if you were training a new salesperson on day one. That is literally what this document is for.',
        ],
      },
      {
        heading: 'Step 2: set the personality and the limits',
        blocks: [
          'Decide how the bot talks: casual or formal, with or without emoji, short sentences or detailed ones. Ideally, it sounds the way your brand already sounds on social media.',
          'Limits matter as much as tone. Spell out what the bot must never do:',
          {
            ul: [
              'make up a price, a deadline or a promotion that is not in the document;',
              'give discounts without your approval;',
              'promise guaranteed results or weigh in on health or legal matters;',
              'ask for sensitive data such as passwords or full card numbers.',
            ],
          },
        ],
      },
      {
        heading: 'Step 3: map the path to the sale',
        blocks: [
          'A good bot does not just answer; it leads. Sketch the ideal conversation:',
          {
            ol: [
              'Greet the customer and find out what they are looking for.',
              'Suggest the right option, with its price and one concrete benefit.',
              'Handle common objections such as shipping, delivery time and warranty.',
              'Offer the next step: a payment link, a reservation or a booking.',
              'Bring in a person when the customer asks or the chat goes off script.',
            ],
          },
          ['That last item prevents most frustrations. We cover it in more depth in ', articleLink('5-erros-matando-vendas-whatsapp-ia', '5 mistakes killing your WhatsApp sales'), '.'],
        ],
      },
      {
        heading: 'Step 4: test it like your toughest customer',
        blocks: [
          'Before opening the bot to everyone, chat with it the way your most demanding customers would: messages split into fragments, off-topic questions, relentless requests for a discount. Ask two or three friends to do the same.',
          'Note every wrong or odd answer and fix the document from step 1. Two or three rounds of testing are usually enough to get reliable results.',
        ],
      },
      {
        heading: 'Step 5: review and improve every week',
        blocks: [
          'After launch, set aside half an hour a week to read a sample of conversations. Look for questions the bot could not answer, customers who dropped off midway and moments when it called a person too early or too late.',
          'Look after privacy, too. Under Brazil’s LGPD, customers have the right to know what data you keep and to ask for it to be deleted. Collect only what you need to sell and deliver.',
        ],
      },
      {
        heading: 'Build it yourself or hire it?',
        blocks: [
          'Doing it all yourself means signing up for the API through a provider, wiring in an AI model, hosting the system and keeping every piece running. For most small businesses, it makes more sense to hire a ready-made bot and spend the time on step 1, which is what truly sets your service apart.',
          `At IAgência, you describe your business, plans and services, setting up the bot takes ${setupMin} to ${setupMax} hours, and with your business number connected and tested it goes live on your WhatsApp within ${liveMin} to ${liveMax} business days. ${trial.en.rule} ${trial.en.includes.whatsapp_bot} After the trial, it is ${moneyEn(PRICES.whatsappBot.monthly)} a month.`,
          ['Want to compare it with other options first? See ', articleLink('quanto-custa-bot-de-whatsapp-com-ia', 'how much an AI WhatsApp bot costs'), '.'],
        ],
      },
    ],
    cta: {
      heading: 'Put your sales bot to work',
      text: `${TRIAL_DAYS} days free, with setting up and delivering the bot included, built from your own business information. Then ${moneyEn(PRICES.whatsappBot.monthly)} a month.`,
      label: 'Create my WhatsApp bot',
    },
  },
};
