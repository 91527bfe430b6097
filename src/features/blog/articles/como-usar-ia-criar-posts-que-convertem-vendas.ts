import { MONTHLY_QUOTA, PRO_REVISIONS_PER_CONTENT } from '@/config/quotas';
import { PLAN_MONTHLY_PRICES, PRICES } from '@/config/prices';
import { articleLink, moneyEn, moneyPt } from '../article-helpers';
import type { ArticleBodies } from '../types';

export const bodies: ArticleBodies = {
  'pt-BR': {
    intro: [
      'Curtida não paga boleto. Um post bonito que não faz ninguém perguntar o preço, tocar no link ou chamar no WhatsApp é só decoração. A boa notícia é que posts que vendem seguem uma estrutura que dá para aprender, e a inteligência artificial acelera muito a produção.',
      'Neste guia, você vai ver a anatomia de um post que converte, como pedir isso para a IA e como montar um calendário que cabe na sua semana.',
    ],
    sections: [
      {
        heading: 'A anatomia de um post que vende',
        blocks: [
          {
            ol: [
              'Gancho: a primeira linha precisa fazer a pessoa parar de rolar a tela. Uma pergunta, um número ou uma situação que o cliente reconhece, como “Seu cabelo também arma no calor?”.',
              'Problema: mostre que você entende a dor do cliente, em uma ou duas frases.',
              'Solução: apresente o produto ou serviço como a saída, com um benefício concreto em vez de uma lista de características.',
              'Prova: um depoimento, um antes e depois, um número real de clientes atendidos.',
              'Chamada para ação: diga exatamente o que fazer, como “chame no WhatsApp”, “toque no link da bio” ou “reserve até sexta”.',
            ],
          },
          'A imagem segue a mesma lógica: um elemento principal, pouco texto e as cores da marca. Se houver texto na arte, ele deve reforçar o gancho, e não repetir a legenda.',
        ],
      },
      {
        heading: 'Como pedir um post para a IA',
        blocks: [
          'A qualidade do resultado depende do pedido. Compare:',
          {
            ul: [
              'Pedido fraco: “faça um post para a minha hamburgueria”.',
              'Pedido forte: “post para o Instagram da Brasa Burger, hamburgueria artesanal em Belo Horizonte, para jovens de 20 a 35 anos que pedem delivery no fim de semana. Objetivo: vender o combo de sexta com entrega grátis. Tom descontraído, com no máximo dois emojis. Termine convidando para pedir pelo WhatsApp.”',
            ],
          },
          'O segundo pedido tem empresa, público, objetivo, oferta, tom e chamada para ação. A IA não precisa adivinhar nada.',
          ['Para montar pedidos assim sem esquecer nenhum item, use o modelo do nosso ', articleLink('como-escrever-briefing-para-ia', 'guia de briefing para IA'), '.'],
        ],
      },
      {
        heading: 'Formatos que costumam converter',
        blocks: [
          { h3: 'Carrossel de objeções' },
          'Cada cartão responde a uma dúvida que impede a compra: preço, prazo, garantia, como funciona. O último cartão traz a chamada para ação.',
          { h3: 'Antes e depois' },
          'Funciona muito bem para estética, reformas, limpeza e design. A legenda conta a história do cliente em três frases.',
          { h3: 'Bastidores' },
          'Mostrar como o produto é feito gera confiança e ajuda a justificar o preço. A IA transforma fotos do dia a dia em legendas com começo, meio e fim.',
          { h3: 'Oferta com prazo' },
          'Uma condição especial com data para acabar. Use com moderação: se toda semana é “última chance”, ninguém acredita mais.',
        ],
      },
      {
        heading: 'Um calendário que cabe na sua semana',
        blocks: [
          'Constância vence intensidade. Para a maioria dos pequenos negócios, três posts por semana são suficientes:',
          {
            ul: [
              'segunda: conteúdo útil, como uma dica ou um tutorial rápido ligado ao seu produto;',
              'quarta: prova social, com depoimento ou antes e depois;',
              'sexta: oferta, com chamada direta para a compra.',
            ],
          },
          'Reserve uma hora por semana para fazer os pedidos, revisar e agendar. Com a IA produzindo os rascunhos, essa hora rende a semana inteira.',
        ],
      },
      {
        heading: 'Não esqueça para onde o post leva',
        blocks: [
          'Um post que converte leva a um lugar preparado para receber o cliente. Se a chamada é “fale no WhatsApp”, alguém precisa responder rápido. Quando o post funciona e as mensagens se acumulam, um bot de atendimento com IA garante que ninguém fique sem resposta.',
          ['Veja como organizar esse atendimento em ', articleLink('automacoes-whatsapp-produtividade', 'automações no WhatsApp que devolvem horas ao seu dia'), '.'],
        ],
      },
      {
        heading: 'Meça o que importa',
        blocks: [
          'Curtidas e alcance mostram se o post foi visto. O que mostra se ele vendeu são as mensagens recebidas, os cliques no link e os pedidos feitos. Anote esses números por post durante um mês e repita os formatos que trouxeram mais conversas.',
          `Na IAgência, um post com imagem e legenda é um serviço de ${moneyPt(PRICES.perService)}. Para quem publica toda semana, um plano sai mais em conta: o Pro custa ${moneyPt(PLAN_MONTHLY_PRICES.pro)} por mês com ${MONTHLY_QUOTA.pro} conteúdos e até ${PRO_REVISIONS_PER_CONTENT} revisões em cada um, e o Creator custa ${moneyPt(PLAN_MONTHLY_PRICES.creator)} com ${MONTHLY_QUOTA.creator} conteúdos.`,
          { tip: 'Antes de publicar, leia a legenda em voz alta. Se soar como anúncio de rádio dos anos 90, peça à IA uma versão mais parecida com uma conversa.' },
        ],
      },
    ],
    cta: {
      heading: 'Publique toda semana sem travar',
      text: 'Compare os planos com cota mensal de conteúdos e escolha o que acompanha o ritmo do seu negócio.',
      label: 'Ver os planos',
    },
  },
  'en-US': {
    intro: [
      'Likes do not pay the bills. A pretty post that gets nobody to ask for the price, tap the link or message you on WhatsApp is just decoration. The good news is that posts that sell follow a structure you can learn, and artificial intelligence speeds up production a lot.',
      'In this guide you will see the anatomy of a post that converts, how to ask AI for one, and how to build a content calendar that fits your week.',
    ],
    sections: [
      {
        heading: 'The anatomy of a post that sells',
        blocks: [
          {
            ol: [
              'Hook: the first line has to stop the scroll. A question, a number or a situation the customer recognizes, such as “Does your hair frizz in the heat too?”.',
              'Problem: show you understand the customer’s pain in one or two sentences.',
              'Solution: present your product or service as the way out, with one concrete benefit instead of a list of features.',
              'Proof: a testimonial, a before-and-after, a real number of customers served.',
              'Call to action: say exactly what to do, such as “message us on WhatsApp”, “tap the link in bio” or “book by Friday”.',
            ],
          },
          'The image follows the same logic: one main element, little text and your brand colors. If there is text on the artwork, it should reinforce the hook, not repeat the caption.',
        ],
      },
      {
        heading: 'How to ask AI for a post',
        blocks: [
          'The quality of the result depends on the request. Compare:',
          {
            ul: [
              'Weak request: “write a post for my burger place”.',
              'Strong request: “Instagram post for Brasa Burger, a craft burger joint in Belo Horizonte, aimed at 20-to-35-year-olds who order delivery on weekends. Goal: sell the Friday combo with free delivery. Relaxed tone, two emojis at most. End by inviting people to order on WhatsApp.”',
            ],
          },
          'The second request covers the business, audience, goal, offer, tone and call to action. AI has nothing left to guess.',
          ['To build requests like this without missing anything, use the template in our ', articleLink('como-escrever-briefing-para-ia', 'guide to AI briefs'), '.'],
        ],
      },
      {
        heading: 'Formats that tend to convert',
        blocks: [
          { h3: 'Objection carousel' },
          'Each slide answers one doubt that blocks the purchase: price, delivery time, warranty, how it works. The last slide carries the call to action.',
          { h3: 'Before and after' },
          'Works great for beauty, renovation, cleaning and design services. The caption tells the customer’s story in three sentences.',
          { h3: 'Behind the scenes' },
          'Showing how your product is made builds trust and helps justify the price. AI turns everyday photos into captions with a beginning, middle and end.',
          { h3: 'Limited-time offer' },
          'A special deal with an end date. Use it sparingly: if every week is the “last chance”, nobody believes it anymore.',
        ],
      },
      {
        heading: 'A calendar that fits your week',
        blocks: [
          'Consistency beats intensity. For most small businesses, three posts a week are enough:',
          {
            ul: [
              'Monday: useful content, such as a tip or a quick tutorial related to your product;',
              'Wednesday: social proof, with a testimonial or a before-and-after;',
              'Friday: an offer, with a direct call to buy.',
            ],
          },
          'Block one hour a week to place the requests, review and schedule. With AI drafting the posts, that hour covers the whole week.',
        ],
      },
      {
        heading: 'Remember where the post leads',
        blocks: [
          'A post that converts sends people somewhere ready to welcome them. If the call to action is “message us on WhatsApp”, someone has to reply fast. When a post takes off and messages pile up, an AI customer service bot makes sure nobody is left without an answer.',
          ['See how to organize that in ', articleLink('automacoes-whatsapp-produtividade', 'WhatsApp automations that give you hours back'), '.'],
        ],
      },
      {
        heading: 'Measure what matters',
        blocks: [
          'Likes and reach tell you whether the post was seen. What tells you whether it sold are the messages received, link clicks and orders placed. Track those numbers per post for a month and repeat the formats that started the most conversations.',
          `At IAgência, a post with image and caption is one ${moneyEn(PRICES.perService)} service. If you publish every week, a plan costs less: Pro is ${moneyEn(PLAN_MONTHLY_PRICES.pro)} a month for ${MONTHLY_QUOTA.pro} pieces with up to ${PRO_REVISIONS_PER_CONTENT} revisions each, and Creator is ${moneyEn(PLAN_MONTHLY_PRICES.creator)} for ${MONTHLY_QUOTA.creator} pieces.`,
          { tip: 'Before publishing, read the caption out loud. If it sounds like a 90s radio ad, ask AI for a version that sounds more like a conversation.' },
        ],
      },
    ],
    cta: {
      heading: 'Publish every week without getting stuck',
      text: 'Compare the plans with a monthly content quota and pick the one that keeps pace with your business.',
      label: 'See the plans',
    },
  },
};
