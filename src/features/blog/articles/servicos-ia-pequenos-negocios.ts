import { MONTHLY_QUOTA } from '@/config/quotas';
import { PLAN_MONTHLY_PRICES, PRICES } from '@/config/prices';
import { TRIAL_DAYS } from '@/config/plans';
import { articleLink, moneyEn, moneyPt } from '../article-helpers';
import type { ArticleBodies } from '../types';

export const bodies: ArticleBodies = {
  'pt-BR': {
    intro: [
      'Você não precisa de um departamento de tecnologia para usar inteligência artificial. Hoje, serviços prontos entregam textos, imagens, áudios e atendimento automático por um preço que cabe no caixa de uma loja, de um salão de beleza ou de um pequeno escritório.',
      'Selecionamos sete aplicações que já dão retorno para quem tem equipe pequena. Para cada uma, explicamos para que serve, quando vale a pena e o que observar antes de contratar.',
    ],
    sections: [
      {
        heading: '1. Descrições de produto que vendem',
        blocks: [
          'Se você vende em loja virtual, em marketplace ou pelo catálogo do WhatsApp, cada produto precisa de uma descrição clara: o que é, para quem serve, medidas, materiais e cuidados. Escrever cinquenta descrições à mão leva dias; com IA, leva uma tarde de revisão.',
          'Vale a pena quando o catálogo é grande ou muda com frequência. O cuidado: medidas e composição precisam ser conferidas com a etiqueta, porque a IA só sabe o que você informa.',
        ],
      },
      {
        heading: '2. Legendas e posts para redes sociais',
        blocks: [
          'Publicar com regularidade é o que mantém o negócio na lembrança do cliente, e é também a primeira tarefa abandonada quando a semana aperta. A IA escreve legendas com gancho, benefício e chamada para ação a partir de um briefing curto.',
          ['Vale a pena para quem publica pelo menos duas vezes por semana. Para tirar o máximo, veja ', articleLink('como-usar-ia-criar-posts-que-convertem-vendas', 'como usar IA para criar posts que convertem'), '.'],
        ],
      },
      {
        heading: '3. E-mails e mensagens de reativação',
        blocks: [
          'A lista de clientes que já compraram é o ativo mais barato de qualquer negócio. A IA ajuda a escrever e-mails de lançamento, cupons de aniversário e mensagens para quem não compra há meses.',
          'O cuidado aqui é a LGPD: envie comunicações apenas para quem autorizou e ofereça sempre um jeito simples de sair da lista.',
        ],
      },
      {
        heading: '4. Imagens para divulgação',
        blocks: [
          'Posts com imagem, carrosséis, thumbnails para o YouTube e até um logotipo simples podem ser criados a partir de uma descrição do estilo visual e das cores da marca. Para quem não tem designer, é a diferença entre um feed improvisado e um feed que transmite confiança.',
          'O cuidado: textos dentro da imagem devem ser curtos e revisados letra por letra antes de publicar.',
        ],
      },
      {
        heading: '5. Narração e vinhetas de áudio',
        blocks: [
          'Narração com voz de IA resolve vídeos de produto, tutoriais, anúncios para carro de som ou rádio local e vinhetas de podcast. Você escolhe o tipo de voz, envia o texto e recebe o arquivo pronto para editar.',
          'Vale a pena quando você precisa de voz profissional com frequência e não quer depender de estúdio para cada ajuste.',
        ],
      },
      {
        heading: '6. Atendimento automático no WhatsApp',
        blocks: [
          'Um bot com IA responde dúvidas frequentes, apresenta produtos e leva o cliente até o pagamento, inclusive de madrugada e nos fins de semana. Quando a conversa pede uma pessoa, ele chama você.',
          [`É o serviço com retorno mais rápido para quem vende pelo WhatsApp. Os ${TRIAL_DAYS} dias grátis já incluem a configuração e a entrega do bot no seu número; depois, custa ${moneyPt(PRICES.whatsappBot.monthly)} por mês. Veja `, articleLink('como-criar-bot-vendas-ia', 'como criar um bot de vendas com IA'), '.'],
        ],
      },
      {
        heading: '7. Moderação de comunidades no Discord',
        blocks: [
          'Criadores e marcas que reúnem a audiência em um servidor do Discord sofrem com spam, links de golpe e ofensas, muitas vezes de madrugada. Um bot de moderação com IA apaga mensagens problemáticas, aplica avisos e castigos temporários e registra tudo para a equipe revisar.',
          `O teste também é de ${TRIAL_DAYS} dias grátis; depois, ${moneyPt(PRICES.discordBot.monthly)} por mês.`,
        ],
      },
      {
        heading: 'Como decidir por onde começar',
        blocks: [
          'Some as horas por semana que cada tarefa consome hoje e multiplique pelo valor da sua hora. A tarefa com o maior resultado e o menor risco é a primeira da fila. Em seguida, faça um teste de um mês e compare os números.',
          ['Se quiser um método passo a passo, leia ', articleLink('automatizar-servicos-com-ia', 'como automatizar serviços com IA sem perder o toque humano'), '.'],
        ],
      },
      {
        heading: 'Quanto investir',
        blocks: [
          `Na IAgência, textos, imagens e áudios avulsos custam ${moneyPt(PRICES.perService)} por serviço, pagos pelo Mercado Pago com Pix, cartão ou boleto. Quem usa com frequência economiza com um plano: o Start sai por ${moneyPt(PLAN_MONTHLY_PRICES.start)} por mês com ${MONTHLY_QUOTA.start} conteúdos, o Pro por ${moneyPt(PLAN_MONTHLY_PRICES.pro)} com ${MONTHLY_QUOTA.pro} e o Creator por ${moneyPt(PLAN_MONTHLY_PRICES.creator)} com ${MONTHLY_QUOTA.creator}.`,
          { tip: 'Comece pelo serviço avulso para sentir a qualidade. Se em um mês você pedir mais de dois ou três, um plano passa a valer a pena.' },
        ],
      },
    ],
    cta: {
      heading: 'Peça seu primeiro serviço de IA',
      text: `Escolha entre textos, imagens e áudios, preencha um briefing curto e pague ${moneyPt(PRICES.perService)} pelo Mercado Pago. O resultado fica salvo no seu painel.`,
      label: 'Pedir um serviço agora',
    },
  },
  'en-US': {
    intro: [
      'You do not need an IT department to use artificial intelligence. Ready-made services now deliver copy, images, audio and automatic replies at a price that fits the cash flow of a shop, a hair salon or a small office.',
      'Here are seven uses that already pay off for small teams. For each one, we explain what it is for, when it is worth it and what to watch out for before you buy.',
    ],
    sections: [
      {
        heading: '1. Product descriptions that sell',
        blocks: [
          'Whether you sell through an online store, a marketplace or a WhatsApp catalog, every product needs a clear description: what it is, who it is for, sizes, materials and care. Writing fifty descriptions by hand takes days; with AI, it takes an afternoon of reviewing.',
          'It is worth it when your catalog is large or changes often. Watch out: sizes and materials must be checked against the label, because AI only knows what you tell it.',
        ],
      },
      {
        heading: '2. Social media captions and posts',
        blocks: [
          'Posting regularly keeps your business top of mind, and it is also the first task to go when the week gets busy. AI writes captions with a hook, a benefit and a call to action from a short brief.',
          ['It is worth it if you post at least twice a week. To get the most out of it, read ', articleLink('como-usar-ia-criar-posts-que-convertem-vendas', 'how to use AI to create posts that convert'), '.'],
        ],
      },
      {
        heading: '3. Emails and win-back messages',
        blocks: [
          'Your list of past customers is the cheapest asset any business has. AI helps you write launch emails, birthday coupons and messages for people who have not bought in months.',
          'The catch is Brazil’s LGPD: only contact people who opted in, and always give them an easy way to unsubscribe.',
        ],
      },
      {
        heading: '4. Promotional images',
        blocks: [
          'Image posts, carousels, YouTube thumbnails and even a simple logo can be created from a description of your visual style and brand colors. If you have no designer, it is the difference between a makeshift feed and one that inspires trust.',
          'Watch out: text inside an image should be short and proofread letter by letter before it goes out.',
        ],
      },
      {
        heading: '5. Voice-overs and audio intros',
        blocks: [
          'AI voice-overs cover product videos, tutorials, local radio spots and podcast intros. You pick a voice type, send the script and get back a file ready to edit.',
          'It is worth it when you regularly need a professional voice and do not want to book a studio for every tweak.',
        ],
      },
      {
        heading: '6. Automatic replies on WhatsApp',
        blocks: [
          'An AI bot answers common questions, presents your products and walks the customer to checkout, even overnight and on weekends. When the conversation needs a person, it calls you in.',
          [`For businesses that sell on WhatsApp, this is the fastest payback. The ${TRIAL_DAYS} free days already include setting up the bot and getting it live on your number; after that it costs ${moneyEn(PRICES.whatsappBot.monthly)} a month. See `, articleLink('como-criar-bot-vendas-ia', 'how to build an AI sales bot'), '.'],
        ],
      },
      {
        heading: '7. Community moderation on Discord',
        blocks: [
          'Creators and brands who gather their audience on a Discord server deal with spam, scam links and abuse, often in the middle of the night. An AI moderation bot deletes problem messages, issues warnings and timeouts, and logs everything for your team to review.',
          `It also comes with a ${TRIAL_DAYS}-day free trial; after that, it is ${moneyEn(PRICES.discordBot.monthly)} a month.`,
        ],
      },
      {
        heading: 'How to decide where to start',
        blocks: [
          'Add up the hours each task takes per week and multiply by what your hour is worth. The task with the biggest payoff and the lowest risk goes first. Then run a one-month test and compare the numbers.',
          ['For a step-by-step method, read ', articleLink('automatizar-servicos-com-ia', 'how to automate services with AI without losing the human touch'), '.'],
        ],
      },
      {
        heading: 'How much to budget',
        blocks: [
          `At IAgência, single copy, image and audio services cost ${moneyEn(PRICES.perService)} each, paid through Mercado Pago with Pix, card or boleto. Frequent users save with a plan: Start is ${moneyEn(PLAN_MONTHLY_PRICES.start)} a month for ${MONTHLY_QUOTA.start} pieces, Pro is ${moneyEn(PLAN_MONTHLY_PRICES.pro)} for ${MONTHLY_QUOTA.pro} and Creator is ${moneyEn(PLAN_MONTHLY_PRICES.creator)} for ${MONTHLY_QUOTA.creator}.`,
          { tip: 'Start with a single service to judge the quality. If you find yourself ordering more than two or three a month, a plan starts to pay off.' },
        ],
      },
    ],
    cta: {
      heading: 'Order your first AI service',
      text: `Choose copy, an image or audio, fill in a short brief and pay ${moneyEn(PRICES.perService)} through Mercado Pago. The result is saved in your dashboard.`,
      label: 'Order a service now',
    },
  },
};
