import { MONTHLY_QUOTA } from '@/config/quotas';
import { PLAN_MONTHLY_PRICES, PRICES } from '@/config/prices';
import { articleLink, moneyEn, moneyPt } from '../article-helpers';
import type { ArticleBodies } from '../types';

export const bodies: ArticleBodies = {
  'pt-BR': {
    intro: [
      'Até pouco tempo atrás, contratar uma agência de marketing significava pagar uma mensalidade alta, esperar dias por cada peça e torcer para que o resultado acertasse o tom da sua marca. Para quem tem uma loja de bairro, um estúdio de estética ou uma pequena marca de roupas, essa conta raramente fechava.',
      'As agências de IA mudaram essa equação. Elas combinam modelos de inteligência artificial que escrevem, desenham e narram com um processo enxuto de pedido, pagamento e entrega. Neste artigo, você vai entender o que elas fazem bem, onde ainda precisam de supervisão humana e como escolher uma que trabalhe a favor do seu negócio.',
    ],
    sections: [
      {
        heading: 'O que é, na prática, uma agência de IA',
        blocks: [
          'Uma agência de IA usa modelos de linguagem, de imagem e de voz para produzir conteúdo de marketing sob demanda. Em vez de uma equipe montando cada peça do zero, você envia um briefing com as informações do seu negócio e recebe o material pronto para revisar e publicar.',
          'O cardápio costuma incluir três frentes:',
          {
            ul: [
              'Textos: legendas para redes sociais, descrições de produto, e-mails de marketing, roteiros de vídeo e textos de página de vendas.',
              'Imagens: posts com arte e legenda, carrosséis para o Instagram, thumbnails para o YouTube e logotipos simples.',
              'Áudio: narrações com voz sintética para vídeos e anúncios, além de vinhetas para podcast.',
            ],
          },
          'A diferença para uma ferramenta que você usa sozinho está no processo. A agência já sabe quais perguntas fazer, quais instruções dar ao modelo e como organizar o resultado para que ele chegue pronto para uso, e não como um rascunho que ainda vai tomar sua tarde.',
        ],
      },
      {
        heading: 'Por que isso importa para quem tem pouco tempo e pouco orçamento',
        blocks: [
          { h3: 'Velocidade' },
          'Uma legenda ou uma descrição de produto fica pronta em minutos, não em dias. Isso permite reagir a uma data comemorativa, a uma tendência ou a uma promoção relâmpago no mesmo dia em que a ideia surge.',
          { h3: 'Preço previsível' },
          `Em vez de contrato longo, você paga por entrega. Na IAgência, cada serviço avulso custa ${moneyPt(PRICES.perService)}, pago pelo Mercado Pago com Pix, cartão ou boleto. Quem produz toda semana pode assinar um plano com cota mensal: o Start custa ${moneyPt(PLAN_MONTHLY_PRICES.start)} por mês e inclui ${MONTHLY_QUOTA.start} conteúdos, e o Pro custa ${moneyPt(PLAN_MONTHLY_PRICES.pro)} com ${MONTHLY_QUOTA.pro} conteúdos.`,
          { h3: 'Consistência' },
          'Quando público, tom de voz, cores e produtos estão descritos no briefing, cada nova peça sai alinhada com as anteriores. É essa consistência que faz o cliente reconhecer a sua marca no meio do feed.',
        ],
      },
      {
        heading: 'Onde a IA ainda precisa de você',
        blocks: [
          'Inteligência artificial não substitui o que você sabe sobre o seu cliente. Ela escreve bem, mas não sabe que a sua clientela prefere retirar na loja ou que o carro-chefe do mês é o bolo de pote. Três cuidados fazem toda a diferença:',
          {
            ol: [
              'Confira fatos e números. Preços, prazos, endereços e condições de pagamento precisam ser revisados antes de publicar.',
              'Ajuste o tom. Se a peça soar formal demais ou genérica, peça uma versão mais parecida com o jeito que você conversa com seus clientes.',
              'Respeite a LGPD. Não coloque dados pessoais de clientes, como nome, telefone ou CPF, no briefing; descreva o perfil do público em vez de pessoas específicas.',
            ],
          },
          ['Um bom briefing resolve a maior parte desses pontos. Se você nunca escreveu um, comece pelo nosso ', articleLink('como-escrever-briefing-para-ia', 'guia de briefing para IA'), '.'],
        ],
      },
      {
        heading: 'Como escolher uma agência de IA',
        blocks: [
          'Antes de contratar, faça estas perguntas:',
          {
            ul: [
              'O preço de cada serviço aparece antes do pagamento, sem taxa de implantação escondida?',
              'Dá para pagar com Pix ou boleto, além do cartão de crédito?',
              'Os resultados ficam guardados em um histórico, para baixar de novo ou reaproveitar um pedido depois?',
              'Existe contato com uma pessoa de verdade, de preferência pelo WhatsApp, para quando algo sair diferente do esperado?',
              'A empresa explica o que faz com as informações que você envia?',
            ],
          },
          'Se a resposta for sim para todas, você está em boas mãos. Se alguma delas ficar no ar, pergunte antes de pagar: uma agência séria responde sem rodeios.',
        ],
      },
      {
        heading: 'Um exemplo do dia a dia',
        blocks: [
          'Pense em uma confeitaria que vende encomendas pelo Instagram. Na segunda-feira, a dona pede três posts para a semana: um com o bolo do mês, outro com o depoimento de uma cliente e um terceiro lembrando o prazo de encomendas para o sábado. Cada post chega com imagem e legenda, pronto para agendar. O que antes consumia o domingo inteiro agora leva o tempo de revisar e aprovar.',
          ['Com as horas que sobram, ela cuida do que a IA não faz por ela: conversar com quem chega pelo direct e pelo WhatsApp. E, se o volume de mensagens crescer demais, um ', articleLink('como-criar-bot-vendas-ia', 'bot de vendas com IA'), ' pode assumir a primeira resposta.'],
        ],
      },
      {
        heading: 'Por onde começar',
        blocks: [
          'Escolha uma tarefa que se repete toda semana e que você faz a contragosto, geralmente as legendas ou as descrições de produto. Peça uma peça, compare com o que você faria e ajuste o briefing. Em duas ou três rodadas, você terá um processo que praticamente anda sozinho.',
          { tip: 'Guarde os briefings que deram certo. Reaproveitar um pedido anterior é o caminho mais rápido para manter a qualidade sem pensar em tudo de novo.' },
        ],
      },
    ],
    cta: {
      heading: 'Faça seu primeiro pedido com IA hoje',
      text: `Textos, imagens e narrações a partir de ${moneyPt(PRICES.perService)} por serviço, com pagamento pelo Mercado Pago e entrega no seu painel.`,
      label: 'Conhecer a Agência IA',
    },
  },
  'en-US': {
    intro: [
      'Not long ago, hiring a marketing agency meant a hefty monthly retainer, days of waiting for every piece, and hoping the result sounded like your brand. For a neighborhood shop, a beauty studio or a small clothing label, the numbers rarely worked.',
      'AI agencies changed that. They pair artificial intelligence models that write, design and narrate with a lean process for ordering, paying and delivering. Below you will see what they do well, where they still need a human eye, and how to pick one that actually works for your business.',
    ],
    sections: [
      {
        heading: 'What an AI agency actually does',
        blocks: [
          'An AI agency uses language, image and voice models to produce marketing content on demand. Instead of a team building each piece from scratch, you send a brief about your business and get back material that is ready to review and publish.',
          'The menu usually covers three areas:',
          {
            ul: [
              'Copy: social media captions, product descriptions, marketing emails, video scripts and sales page text.',
              'Images: posts with artwork and caption, Instagram carousels, YouTube thumbnails and simple logos.',
              'Audio: AI voice-overs for videos and ads, plus podcast intros.',
            ],
          },
          'What sets it apart from a tool you use on your own is the process. The agency already knows which questions to ask, how to instruct the model and how to package the output so it arrives ready to use, not as a rough draft that will eat your afternoon.',
        ],
      },
      {
        heading: 'Why it matters when time and budget are tight',
        blocks: [
          { h3: 'Speed' },
          'A caption or a product description is ready in minutes, not days. That lets you jump on a holiday, a trend or a flash sale on the same day the idea shows up.',
          { h3: 'Predictable pricing' },
          `No long contract: you pay per delivery. At IAgência, a single service costs ${moneyEn(PRICES.perService)}, paid through Mercado Pago with Pix, card or boleto. If you publish every week, a plan with a monthly quota makes more sense: Start is ${moneyEn(PLAN_MONTHLY_PRICES.start)} a month for ${MONTHLY_QUOTA.start} pieces, and Pro is ${moneyEn(PLAN_MONTHLY_PRICES.pro)} for ${MONTHLY_QUOTA.pro}.`,
          { h3: 'Consistency' },
          'Once your audience, tone of voice, colors and products live in the brief, every new piece matches the last one. That consistency is what makes customers recognize your brand while they scroll.',
        ],
      },
      {
        heading: 'Where AI still needs you',
        blocks: [
          'AI does not replace what you know about your customers. It writes well, but it has no idea that your regulars prefer in-store pickup or that this month’s best seller is the cake in a jar. Three habits make all the difference:',
          {
            ol: [
              'Check facts and numbers. Prices, deadlines, addresses and payment terms must be reviewed before anything goes live.',
              'Tune the tone. If a piece sounds stiff or generic, ask for a version closer to how you actually talk to customers.',
              'Respect Brazil’s data protection law (LGPD). Keep customers’ personal data, such as names, phone numbers or CPF, out of the brief; describe your audience instead of specific people.',
            ],
          },
          ['A good brief takes care of most of this. If you have never written one, start with our ', articleLink('como-escrever-briefing-para-ia', 'guide to writing an AI brief'), '.'],
        ],
      },
      {
        heading: 'How to choose an AI agency',
        blocks: [
          'Before you sign up, ask these questions:',
          {
            ul: [
              'Is the price of each service shown before you pay, with no hidden setup fee?',
              'Can you pay with Pix or boleto as well as a credit card?',
              'Are results kept in a history, so you can download them again or reuse an order later?',
              'Can you reach an actual person, ideally on WhatsApp, when something comes out differently than expected?',
              'Does the company explain what it does with the information you send?',
            ],
          },
          'If every answer is yes, you are in good hands. If any of them stays vague, ask before paying: a serious agency answers without hedging.',
        ],
      },
      {
        heading: 'What it looks like in real life',
        blocks: [
          'Picture a bakery that takes orders through Instagram. On Monday, the owner orders three posts for the week: one featuring the cake of the month, one with a customer review and one reminding followers of the cutoff for Saturday orders. Each post arrives with image and caption, ready to schedule. What used to take her whole Sunday now takes the time to review and approve.',
          ['With the hours she gets back, she focuses on what AI will not do for her: talking to the people who message her on Instagram and WhatsApp. And if messages pile up, an ', articleLink('como-criar-bot-vendas-ia', 'AI sales bot'), ' can handle the first reply.'],
        ],
      },
      {
        heading: 'Where to start',
        blocks: [
          'Pick one weekly task you dread, usually captions or product descriptions. Order a single piece, compare it with what you would have written and refine the brief. After two or three rounds you will have a process that practically runs itself.',
          { tip: 'Save the briefs that worked. Reusing a previous order is the fastest way to keep quality high without starting from zero.' },
        ],
      },
    ],
    cta: {
      heading: 'Place your first AI order today',
      text: `Copy, images and voice-overs from ${moneyEn(PRICES.perService)} per service, paid through Mercado Pago and delivered to your dashboard.`,
      label: 'Explore the AI Agency',
    },
  },
};
