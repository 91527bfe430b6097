import { ESTIMATED_BOT_CREATION_HOURS, WHATSAPP_BOT_DELIVERY_BUSINESS_DAYS } from '@/config/promised-times';
import { PRICES } from '@/config/prices';
import { TRIAL_DAYS } from '@/config/plans';
import { trialSentences } from '@/domain/billing';
import { articleLink, moneyEn, moneyPt } from '../article-helpers';
import type { ArticleBodies } from '../types';

const [setupMin, setupMax] = ESTIMATED_BOT_CREATION_HOURS.whatsapp_bot;
/** Going live on the customer's number (connected and tested) takes longer than the setup: both are named. */
const [liveMin, liveMax] = WHATSAPP_BOT_DELIVERY_BUSINESS_DAYS;
const monthly = PRICES.whatsappBot.monthly;
/** The trial's clock in the words every screen uses (docs/product/bots.md#the-trials-clock). */
const trial = { pt: trialSentences('pt-BR'), en: trialSentences('en-US') };
/** A sample profit per sale for the payback example; the sales needed follow from the real price. */
const SAMPLE_PROFIT_PER_SALE = 40;
const salesToPayBack = Math.ceil(monthly / SAMPLE_PROFIT_PER_SALE);

export const bodies: ArticleBodies = {
  'pt-BR': {
    intro: [
      '“Quanto custa um bot de WhatsApp?” é uma pergunta parecida com “quanto custa um carro?”. Depende do modelo, do uso e do que vem incluído. A mensalidade é só uma parte da conta; o que importa de verdade é quanto o bot custa comparado ao que ele devolve em vendas e em tempo.',
      'Neste guia, comparamos as quatro formas mais comuns de automatizar o atendimento no WhatsApp, mostramos os custos que quase ninguém conta no começo e ensinamos a calcular se o investimento se paga.',
    ],
    sections: [
      {
        heading: 'Opção 1: aplicativo WhatsApp Business com respostas automáticas',
        blocks: [
          'Custo: zero. O aplicativo é gratuito e oferece mensagem de saudação, mensagem de ausência e respostas rápidas.',
          'Limite: não há inteligência. As mensagens são fixas, e qualquer pergunta fora do roteiro cai no seu colo. Funciona bem para quem recebe poucas conversas por dia e tem tempo para responder.',
        ],
      },
      {
        heading: 'Opção 2: plataformas de chatbot com menus',
        blocks: [
          'Custo: uma mensalidade que varia conforme o número de contatos e de atendentes, além do seu tempo para montar os fluxos de conversa.',
          'Limite: o cliente precisa seguir o menu, do tipo “digite 1, digite 2”. Quem escreve uma pergunta aberta costuma receber um “não entendi”. É uma boa opção para processos muito padronizados, como emitir a segunda via de um boleto.',
        ],
      },
      {
        heading: 'Opção 3: desenvolvimento sob medida',
        blocks: [
          'Custo: um projeto de desenvolvimento, que costuma começar na casa dos milhares de reais, mais hospedagem, manutenção e as tarifas da plataforma oficial do WhatsApp.',
          'Limite: faz sentido para empresas com integrações complexas, como ERP e sistemas próprios, e com equipe técnica para manter tudo no ar. Para um pequeno negócio, é como comprar uma máquina industrial para fazer o pão de casa.',
        ],
      },
      {
        heading: 'Opção 4: bot com IA como serviço',
        blocks: [
          'Custo: uma mensalidade fixa, geralmente com período de teste. O bot é configurado a partir das informações do seu negócio e entende perguntas escritas livremente.',
          `Na IAgência, são ${TRIAL_DAYS} dias grátis e, depois, ${moneyPt(monthly)} por mês. A configuração do bot leva de ${setupMin} a ${setupMax} horas depois que você envia a descrição do negócio, dos planos e dos serviços; a entrega no seu WhatsApp, com o número conectado e testado, leva de ${liveMin} a ${liveMax} dias úteis. ${trial.pt.rule} ${trial.pt.includes.whatsapp_bot}`,
          'Limite: mudanças mais profundas dependem do fornecedor, por isso vale escolher um que ofereça contato humano fácil.',
        ],
      },
      {
        heading: 'Os custos que quase ninguém conta',
        blocks: [
          {
            ul: [
              'Tarifas da Meta: na plataforma oficial, a Meta cobra pelas mensagens de modelo que a empresa envia por iniciativa própria, como lembretes e campanhas, com valores que variam por categoria e por país. Responder ao cliente dentro da janela de 24 horas aberta por ele não gera essa cobrança.',
              'Seu tempo de manutenção: preços, horários e promoções mudam, e o bot precisa ser atualizado junto.',
              'Vendas perdidas por um bot ruim: um atendimento que irrita o cliente sai mais caro do que qualquer mensalidade.',
              'Integrações: conectar o bot ao estoque, à agenda ou ao sistema de pedidos pode ter custo à parte.',
            ],
          },
        ],
      },
      {
        heading: 'Como calcular se o bot se paga',
        blocks: [
          'Faça a conta com os seus próprios números:',
          {
            ol: [
              'Quantas conversas você perde por mês por demora ou por falta de resposta fora do horário? Uma estimativa honesta serve.',
              'Quantas delas virariam venda? Use a sua taxa de conversão atual.',
              'Qual é o lucro médio de cada venda?',
              'Multiplique tudo e compare o resultado com a mensalidade.',
            ],
          },
          `Um exemplo: se cada venda deixa ${moneyPt(SAMPLE_PROFIT_PER_SALE)} de lucro, bastam ${salesToPayBack} vendas recuperadas no mês para pagar uma mensalidade de ${moneyPt(monthly)}. Tudo o que vier além disso é ganho.`,
          ['Some a essa conta as horas que você deixa de gastar respondendo às mesmas perguntas. Mostramos como estimá-las em ', articleLink('automacoes-whatsapp-produtividade', 'automações no WhatsApp que devolvem horas ao seu dia'), '.'],
        ],
      },
      {
        heading: 'Qual opção escolher',
        blocks: [
          {
            ul: [
              'Poucas conversas por dia e tempo para responder: o aplicativo gratuito resolve.',
              'Processos rígidos e repetitivos: uma plataforma de menus pode bastar.',
              'Sistemas próprios e equipe técnica: desenvolvimento sob medida.',
              'Muitas conversas, perguntas variadas e pouco tempo: um bot com IA como serviço costuma dar o melhor retorno.',
            ],
          },
          ['Decidiu pelo bot com IA? Veja ', articleLink('como-criar-bot-vendas-ia', 'como preparar o seu negócio para ele'), ' e fuja dos ', articleLink('5-erros-matando-vendas-whatsapp-ia', 'erros que matam vendas no WhatsApp'), '.'],
        ],
      },
    ],
    cta: {
      heading: 'Teste antes de fazer as contas',
      text: `${TRIAL_DAYS} dias grátis, com a configuração e a entrega do bot incluídas: veja quantas conversas ele resolve sozinho. Depois, ${moneyPt(monthly)} por mês.`,
      label: 'Começar o teste grátis',
    },
  },
  'en-US': {
    intro: [
      '“How much does a WhatsApp bot cost?” is a bit like “how much does a car cost?”. It depends on the model, how you use it and what comes included. The monthly fee is only part of the math; what really matters is what the bot costs compared with what it gives back in sales and time.',
      'In this guide we compare the four most common ways to automate customer service on WhatsApp, point out the costs almost nobody mentions up front, and show you how to work out whether the investment pays for itself.',
    ],
    sections: [
      {
        heading: 'Option 1: the WhatsApp Business app with automatic replies',
        blocks: [
          'Cost: nothing. The app is free and offers greeting messages, away messages and quick replies.',
          'Limit: there is no intelligence. Messages are fixed, and any question off the script lands back on you. It works well if you get only a few chats a day and have time to answer them.',
        ],
      },
      {
        heading: 'Option 2: menu-based chatbot platforms',
        blocks: [
          'Cost: a monthly fee that grows with the number of contacts and agents, plus your time to build the conversation flows.',
          'Limit: customers have to follow the menu (“press 1, press 2”). Anyone who types an open question usually gets “sorry, I didn’t understand”. A good fit for highly standardized tasks, such as resending a boleto.',
        ],
      },
      {
        heading: 'Option 3: custom development',
        blocks: [
          'Cost: a development project that usually starts in the thousands of reais, plus hosting, maintenance and the official WhatsApp platform’s fees.',
          'Limit: it makes sense for companies with complex integrations, such as an ERP or in-house systems, and a technical team to keep it all running. For a small business, it is like buying an industrial oven to bake bread at home.',
        ],
      },
      {
        heading: 'Option 4: an AI bot as a service',
        blocks: [
          'Cost: a flat monthly fee, usually with a trial period. The bot is set up from your business information and understands free-form questions.',
          `At IAgência, you get ${TRIAL_DAYS} days free and then pay ${moneyEn(monthly)} a month. Setting up the bot takes ${setupMin} to ${setupMax} hours after you send a description of your business, plans and services; going live on your WhatsApp, with the number connected and tested, takes ${liveMin} to ${liveMax} business days. ${trial.en.rule} ${trial.en.includes.whatsapp_bot}`,
          'Limit: deeper changes depend on the provider, so choose one that makes it easy to reach a person.',
        ],
      },
      {
        heading: 'The costs almost nobody mentions',
        blocks: [
          {
            ul: [
              'Meta’s fees: on the official platform, Meta charges for template messages the business sends on its own initiative, such as reminders and campaigns, at rates that vary by category and country. Replying to a customer within the 24-hour window they opened does not incur that charge.',
              'Your upkeep time: prices, hours and promotions change, and the bot has to be updated with them.',
              'Sales lost to a bad bot: service that annoys customers costs more than any monthly fee.',
              'Integrations: connecting the bot to your inventory, calendar or order system may cost extra.',
            ],
          },
        ],
      },
      {
        heading: 'How to tell whether the bot pays for itself',
        blocks: [
          'Run the numbers with your own figures:',
          {
            ol: [
              'How many chats do you lose each month to slow replies or after-hours silence? An honest estimate is enough.',
              'How many of them would have become sales? Use your current conversion rate.',
              'What is your average profit per sale?',
              'Multiply it all and compare the result with the monthly fee.',
            ],
          },
          `For example: if each sale leaves ${moneyEn(SAMPLE_PROFIT_PER_SALE)} in profit, recovering just ${salesToPayBack} sales a month covers a ${moneyEn(monthly)} subscription. Everything beyond that is gain.`,
          ['Then add the hours you no longer spend answering the same questions. We show how to estimate them in ', articleLink('automacoes-whatsapp-produtividade', 'WhatsApp automations that give you hours back'), '.'],
        ],
      },
      {
        heading: 'Which option to choose',
        blocks: [
          {
            ul: [
              'A few chats a day and time to answer them: the free app will do.',
              'Rigid, repetitive processes: a menu-based platform may be enough.',
              'In-house systems and a technical team: custom development.',
              'Lots of chats, varied questions and little time: an AI bot as a service usually gives the best return.',
            ],
          },
          ['Going with an AI bot? See ', articleLink('como-criar-bot-vendas-ia', 'how to prepare your business for it'), ' and steer clear of the ', articleLink('5-erros-matando-vendas-whatsapp-ia', 'mistakes that kill WhatsApp sales'), '.'],
        ],
      },
    ],
    cta: {
      heading: 'Try it before you crunch the numbers',
      text: `${TRIAL_DAYS} days free, with setting up and delivering the bot included: see how many chats it handles on its own. Then ${moneyEn(monthly)} a month.`,
      label: 'Start the free trial',
    },
  },
};
