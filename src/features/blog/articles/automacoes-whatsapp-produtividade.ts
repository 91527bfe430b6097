import { PRICES } from '@/config/prices';
import { TRIAL_DAYS } from '@/config/plans';
import { trialSentences } from '@/domain/billing';
import { articleLink, moneyEn, moneyPt } from '../article-helpers';
import type { ArticleBodies } from '../types';

/** The trial's clock in the words every screen uses (docs/product/bots.md#the-trials-clock). */
const trial = { pt: trialSentences('pt-BR'), en: trialSentences('en-US') };

export const bodies: ArticleBodies = {
  'pt-BR': {
    intro: [
      'Se o WhatsApp é o principal canal de vendas do seu negócio, é provável que ele também seja o maior ladrão do seu tempo. Notificação a cada minuto, a mesma pergunta sobre horário pela quinta vez no dia, cliente esperando enquanto você atende outro.',
      'A boa notícia é que dá para organizar isso em camadas, começando pelo que é gratuito e chegando à inteligência artificial quando o volume pede. Veja as automações que mais devolvem horas ao seu dia.',
    ],
    sections: [
      {
        heading: 'Camada 1: o básico do WhatsApp Business, de graça',
        blocks: [
          'O aplicativo WhatsApp Business tem ferramentas que muita gente nunca abriu. Vale configurar hoje mesmo:',
          { h3: 'Mensagem de saudação' },
          'Enviada automaticamente para quem fala com você pela primeira vez ou depois de um tempo sem conversar. Use-a para dizer o que você vende, o horário de atendimento e como fazer um pedido.',
          { h3: 'Mensagem de ausência' },
          'Disparada fora do horário que você definir. Em vez de deixar o cliente no vácuo, avise quando vai responder e deixe o link do catálogo.',
          { h3: 'Respostas rápidas' },
          'Atalhos que inserem textos prontos quando você digita uma barra e uma palavra, como /pix ou /entrega. Crie um para cada pergunta frequente.',
          { h3: 'Etiquetas e catálogo' },
          'As etiquetas organizam as conversas por etapa, como novo pedido, aguardando pagamento e pago. O catálogo mostra produtos com foto e preço sem que você precise mandar imagem por imagem.',
        ],
      },
      {
        heading: 'Camada 2: combinados que evitam retrabalho',
        blocks: [
          'Automação não é só tecnologia; é também criar rotinas que economizam mensagens. Três exemplos:',
          {
            ol: [
              'Link de pagamento pronto: em vez de digitar a chave Pix toda vez, tenha um link que aceite Pix, cartão e boleto.',
              'Mensagem-modelo de pedido: um texto com os campos de que você sempre precisa, como nome, produto, quantidade e endereço, evita o pingue-pongue de perguntas.',
              'Respostas em blocos de horário: atender em janelas definidas, em vez de a cada notificação, reduz as interrupções e melhora a concentração no resto do trabalho.',
            ],
          },
        ],
      },
      {
        heading: 'Camada 3: um bot com IA para a primeira resposta',
        blocks: [
          'Quando o volume passa de algumas dezenas de conversas por dia, as camadas anteriores não dão conta. É aí que entra um bot com inteligência artificial, conectado ao seu número pela plataforma oficial do WhatsApp.',
          'Ele faz o que as respostas automáticas fixas não conseguem:',
          {
            ul: [
              'entende perguntas escritas de qualquer jeito, com gíria e erro de digitação;',
              'responde com base no seu catálogo, nos seus preços e nas suas políticas;',
              'faz perguntas para entender o que o cliente precisa antes de sugerir um produto;',
              'envia o link de pagamento na hora certa;',
              'chama você quando o assunto exige uma pessoa.',
            ],
          },
          ['Para montar o seu, siga o nosso ', articleLink('como-criar-bot-vendas-ia', 'passo a passo para criar um bot de vendas com IA'), '.'],
        ],
      },
      {
        heading: 'Quanto tempo dá para economizar',
        blocks: [
          'Faça uma conta simples. Se você recebe 40 conversas por dia e gasta em média três minutos em cada uma só com perguntas repetidas, são duas horas diárias. Se o bot resolver metade dessas conversas sozinho, você recupera uma hora por dia, ou mais de vinte horas em um mês de trabalho.',
          'E há um ganho que não aparece no relógio: o cliente que manda mensagem à meia-noite recebe resposta à meia-noite, e não na manhã seguinte, quando talvez já tenha comprado em outro lugar.',
        ],
      },
      {
        heading: 'Cuidados para não irritar o cliente',
        blocks: [
          {
            ul: [
              'Não dispare mensagens em massa para quem não pediu. Além de irritar, isso gera denúncias e pode levar ao bloqueio do número.',
              'Deixe sempre um caminho claro para falar com uma pessoa.',
              'Revise as respostas automáticas a cada mudança de preço, cardápio ou horário.',
              'Respeite a LGPD: use os dados das conversas só para atender e vender, e apague o que não for mais necessário.',
            ],
          },
          ['Vale conhecer também os ', articleLink('5-erros-matando-vendas-whatsapp-ia', 'erros mais comuns no atendimento por WhatsApp'), ' para não repeti-los com um bot.'],
        ],
      },
      {
        heading: 'Por onde começar hoje',
        blocks: [
          'Configure a mensagem de ausência e cinco respostas rápidas ainda hoje; leva menos de meia hora. Na semana seguinte, anote quantas conversas chegam por dia e quanto tempo elas tomam. Se o número estiver engolindo o seu dia, é hora da terceira camada.',
          `O bot de WhatsApp da IAgência pode ser testado sem pagar nada. ${trial.pt.rule} ${trial.pt.includes.whatsapp_bot} Depois, custa ${moneyPt(PRICES.whatsappBot.monthly)} por mês, e você acompanha a assinatura pela Área do Cliente.`,
          { tip: 'Antes de ligar qualquer automação, peça para alguém de confiança mandar mensagem como se fosse cliente. O que parece claro para você nem sempre é claro para quem chega.' },
        ],
      },
    ],
    cta: {
      heading: 'Deixe a primeira resposta com a IA',
      text: `Seu bot de WhatsApp responde, apresenta produtos e envia o link de pagamento a qualquer hora. ${TRIAL_DAYS} dias grátis, depois ${moneyPt(PRICES.whatsappBot.monthly)} por mês.`,
      label: 'Testar o bot grátis',
    },
  },
  'en-US': {
    intro: [
      'If WhatsApp is your main sales channel, it is probably also your biggest time thief. A notification every minute, the same question about opening hours for the fifth time today, a customer waiting while you help someone else.',
      'The good news is that you can tame it in layers, starting with free features and bringing in artificial intelligence when the volume calls for it. Here are the automations that give you the most hours back.',
    ],
    sections: [
      {
        heading: 'Layer 1: WhatsApp Business basics, for free',
        blocks: [
          'The WhatsApp Business app has tools many owners never open. Set these up today:',
          { h3: 'Greeting message' },
          'Sent automatically to anyone who messages you for the first time or after a while without talking. Use it to say what you sell, when you are available and how to place an order.',
          { h3: 'Away message' },
          'Sent outside the hours you choose. Instead of leaving customers hanging, tell them when you will reply and share your catalog link.',
          { h3: 'Quick replies' },
          'Shortcuts that insert ready-made text when you type a slash and a keyword, such as /pix or /delivery. Create one for every frequent question.',
          { h3: 'Labels and catalog' },
          'Labels sort chats by stage, such as new order, awaiting payment and paid. The catalog shows products with photo and price, so you never have to send images one by one.',
        ],
      },
      {
        heading: 'Layer 2: house rules that prevent rework',
        blocks: [
          'Automation is not only technology; it is also routines that save messages. Three examples:',
          {
            ol: [
              'A ready payment link: instead of typing your Pix key every time, keep a link that accepts Pix, card and boleto.',
              'An order template: one message with the fields you always need, like name, product, quantity and address, ends the back-and-forth of questions.',
              'Replies in time blocks: answering in set windows instead of at every notification cuts interruptions and helps you focus on the rest of your work.',
            ],
          },
        ],
      },
      {
        heading: 'Layer 3: an AI bot for the first reply',
        blocks: [
          'Once you get more than a few dozen chats a day, the first two layers stop being enough. That is where an AI bot comes in, connected to your number through the official WhatsApp platform.',
          'It does what fixed automatic replies cannot:',
          {
            ul: [
              'understands questions however they are typed, slang and typos included;',
              'answers from your own catalog, prices and policies;',
              'asks questions to understand what the customer needs before suggesting a product;',
              'sends the payment link at the right moment;',
              'calls you in when the topic needs a person.',
            ],
          },
          ['To set up yours, follow our ', articleLink('como-criar-bot-vendas-ia', 'step-by-step guide to building an AI sales bot'), '.'],
        ],
      },
      {
        heading: 'How much time you can save',
        blocks: [
          'Do a quick calculation. If you get 40 chats a day and spend about three minutes on each just answering repeat questions, that is two hours a day. If the bot resolves half of those chats on its own, you get an hour a day back, or more than twenty hours over a working month.',
          'There is also a gain the clock does not show: the customer who messages at midnight gets an answer at midnight, not the next morning, when they may already have bought somewhere else.',
        ],
      },
      {
        heading: 'How not to annoy your customers',
        blocks: [
          {
            ul: [
              'Never send bulk messages to people who did not ask for them. Besides being annoying, it leads to reports and can get your number banned.',
              'Always leave a clear way to reach a person.',
              'Review your automatic replies whenever prices, menus or opening hours change.',
              'Respect Brazil’s LGPD: use chat data only to serve and sell, and delete what you no longer need.',
            ],
          },
          ['It also pays to know the ', articleLink('5-erros-matando-vendas-whatsapp-ia', 'most common WhatsApp customer service mistakes'), ' so a bot does not repeat them.'],
        ],
      },
      {
        heading: 'Where to start today',
        blocks: [
          'Set up your away message and five quick replies today; it takes less than half an hour. Next week, note how many chats arrive each day and how long they take. If the number is swallowing your day, it is time for layer three.',
          `You can try the IAgência WhatsApp bot without paying anything. ${trial.en.rule} ${trial.en.includes.whatsapp_bot} After that it costs ${moneyEn(PRICES.whatsappBot.monthly)} a month, and you manage the subscription from your client area.`,
          { tip: 'Before switching on any automation, ask someone you trust to message you as if they were a customer. What feels clear to you is not always clear to a newcomer.' },
        ],
      },
    ],
    cta: {
      heading: 'Let AI handle the first reply',
      text: `Your WhatsApp bot answers, presents products and sends the payment link at any hour. ${TRIAL_DAYS} days free, then ${moneyEn(PRICES.whatsappBot.monthly)} a month.`,
      label: 'Try the bot for free',
    },
  },
};
