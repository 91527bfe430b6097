import { PRICES } from '@/config/prices';
import { TRIAL_DAYS } from '@/config/plans';
import { trialSentences } from '@/domain/billing';
import { articleLink, moneyEn, moneyPt } from '../article-helpers';
import type { ArticleBodies } from '../types';

/** The trial's clock in the words every screen uses (docs/product/bots.md#the-trials-clock). */
const trial = { pt: trialSentences('pt-BR'), en: trialSentences('en-US') };

const FIX_PT = { h3: 'Como a IA resolve' } as const;
const FIX_EN = { h3: 'How AI fixes it' } as const;

export const bodies: ArticleBodies = {
  'pt-BR': {
    intro: [
      'O cliente chegou até você. Viu o anúncio, tocou no botão e mandou um “oi, quanto custa?”. Metade do trabalho de marketing já está feita. E, mesmo assim, a venda não sai.',
      'Na maioria das vezes, o problema não é o produto nem o preço, e sim o que acontece dentro da conversa. Reunimos os cinco erros que mais derrubam vendas no WhatsApp e mostramos como a inteligência artificial ajuda a corrigir cada um.',
    ],
    sections: [
      {
        heading: 'Erro 1: demorar para responder',
        blocks: [
          'Quem pergunta preço pelo WhatsApp costuma estar pesquisando em mais de um lugar ao mesmo tempo. Quem responde primeiro, com clareza, sai na frente. Uma resposta que chega três horas depois encontra um cliente que já resolveu a vida com outra empresa.',
          FIX_PT,
          'Um bot com IA responde em segundos, a qualquer hora, inclusive no domingo à noite. Ele não substitui você na negociação final, mas garante que nenhum cliente fique esperando pela primeira resposta.',
        ],
      },
      {
        heading: 'Erro 2: esconder o preço',
        blocks: [
          'Responder “depende” ou pedir para o cliente ligar só para saber o valor cria atrito. Quem pergunta preço quer, no mínimo, uma faixa de valores e o que está incluído. Esconder essa informação passa a impressão de que algo vai ser empurrado.',
          FIX_PT,
          'Um bot bem configurado conhece a sua tabela, explica o que muda de um preço para outro e faz as perguntas necessárias para chegar ao valor certo, como tamanho, quantidade ou bairro de entrega.',
        ],
      },
      {
        heading: 'Erro 3: terminar a conversa sem próximo passo',
        blocks: [
          'Muitas conversas acabam em um “vou pensar” ou, pior, em silêncio depois que o preço foi informado. Faltou o convite: “posso reservar para você?”, “quer que eu mande o link de pagamento?”, “qual horário fica melhor, terça ou quinta?”.',
          FIX_PT,
          'A IA pode ser instruída a sempre propor uma ação concreta no fim de cada resposta e a enviar o link de pagamento, com Pix, cartão ou boleto, assim que o cliente demonstrar interesse.',
        ],
      },
      {
        heading: 'Erro 4: mandar a mesma resposta para todo mundo',
        blocks: [
          'Respostas automáticas fixas têm o seu lugar, mas quando o cliente pergunta se o vestido serve para um casamento de dia e recebe o catálogo inteiro, a sensação é de falar com uma parede. Atendimento genérico não vende produto específico.',
          FIX_PT,
          'Um bot com IA entende o contexto e responde ao que foi perguntado, usando as informações do seu catálogo. Ele pode perguntar a ocasião, o tamanho e a cor preferida antes de sugerir duas ou três opções.',
        ],
      },
      {
        heading: 'Erro 5: não ter para quem passar a conversa',
        blocks: [
          'O erro oposto também existe: automatizar tudo e deixar o cliente preso em um robô que não entende a reclamação dele. Nada irrita mais do que digitar “falar com atendente” cinco vezes seguidas.',
          FIX_PT,
          'Defina regras claras de passagem: pedidos para falar com uma pessoa, reclamações, negociações especiais e perguntas que o bot não sabe responder vão direto para você, com o histórico da conversa. Assim o cliente não precisa repetir nada.',
        ],
      },
      {
        heading: 'Bônus: cuidado com os dados do cliente',
        blocks: [
          'Pedir CPF, endereço e data de nascimento logo no começo da conversa, sem explicar o porquê, assusta. Pela LGPD, você deve coletar só o necessário para a venda e informar para que usa cada dado. Peça o endereço quando for calcular o frete, não antes.',
        ],
      },
      {
        heading: 'Como começar a corrigir',
        blocks: [
          'Escolha três conversas da última semana que não viraram venda e releia com calma. Em qual dos cinco erros cada uma tropeçou? Esse exercício de quinze minutos costuma revelar o que mudar primeiro.',
          ['Se a demora e o volume de mensagens forem o problema, um bot com IA resolve os erros 1, 3 e 4 de uma vez. Veja ', articleLink('como-criar-bot-vendas-ia', 'como criar um bot de vendas com IA'), ' e ', articleLink('quanto-custa-bot-de-whatsapp-com-ia', 'quanto ele custa de verdade'), '.'],
          `Na IAgência, o teste não custa nada. ${trial.pt.rule} ${trial.pt.includes.whatsapp_bot} Depois, o bot sai por ${moneyPt(PRICES.whatsappBot.monthly)} por mês.`,
          { tip: 'Crie uma etiqueta “não fechou” no WhatsApp Business e marque cada conversa perdida. Em um mês, você terá um retrato fiel de onde as vendas escapam.' },
        ],
      },
    ],
    cta: {
      heading: 'Pare de perder vendas no WhatsApp',
      text: `Um bot com IA que responde na hora, mostra o preço certo e envia o link de pagamento. ${TRIAL_DAYS} dias grátis, depois ${moneyPt(PRICES.whatsappBot.monthly)} por mês.`,
      label: 'Ativar meu bot de vendas',
    },
  },
  'en-US': {
    intro: [
      'The customer found you. They saw the ad, tapped the button and sent “hi, how much is it?”. Half of the marketing work is already done. And still, the sale does not happen.',
      'Most of the time, the problem is neither the product nor the price; it is what happens inside the conversation. Here are the five mistakes that sink the most WhatsApp sales, and how artificial intelligence helps fix each one.',
    ],
    sections: [
      {
        heading: 'Mistake 1: replying too slowly',
        blocks: [
          'People who ask for prices on WhatsApp are usually shopping around in several places at once. Whoever answers first, and clearly, gets ahead. A reply that arrives three hours later finds a customer who has already bought elsewhere.',
          FIX_EN,
          'An AI bot replies within seconds, at any hour, Sunday night included. It does not replace you in the final negotiation, but it makes sure no customer is left waiting for a first answer.',
        ],
      },
      {
        heading: 'Mistake 2: hiding the price',
        blocks: [
          'Answering “it depends” or asking customers to call just to hear the price creates friction. People who ask about price want at least a range and what is included. Hiding it suggests something is about to be pushed on them.',
          FIX_EN,
          'A well-configured bot knows your price list, explains what changes from one price to another and asks what it needs to reach the right figure, such as size, quantity or delivery neighborhood.',
        ],
      },
      {
        heading: 'Mistake 3: ending the chat with no next step',
        blocks: [
          'Many chats end with “I’ll think about it” or, worse, silence after the price is given. The invitation was missing: “shall I reserve it for you?”, “want me to send the payment link?”, “which works better, Tuesday or Thursday?”.',
          FIX_EN,
          'AI can be told to always suggest a concrete action at the end of each reply and to send the payment link, with Pix, card or boleto, as soon as the customer shows interest.',
        ],
      },
      {
        heading: 'Mistake 4: sending everyone the same answer',
        blocks: [
          'Fixed automatic replies have their place, but when a customer asks whether a dress works for a daytime wedding and gets the entire catalog, it feels like talking to a wall. Generic service does not sell specific products.',
          FIX_EN,
          'An AI bot understands context and answers the actual question, using your catalog. It can ask about the occasion, size and preferred color before suggesting two or three options.',
        ],
      },
      {
        heading: 'Mistake 5: having nobody to hand the chat to',
        blocks: [
          'The opposite mistake exists too: automating everything and trapping customers with a robot that does not understand their complaint. Nothing is more irritating than typing “talk to a person” five times in a row.',
          FIX_EN,
          'Set clear hand-off rules: requests for a person, complaints, special deals and questions the bot cannot answer go straight to you, with the chat history attached. That way the customer never has to repeat themselves.',
        ],
      },
      {
        heading: 'Bonus: handle customer data with care',
        blocks: [
          'Asking for CPF, address and date of birth at the start of a chat, with no explanation, scares people off. Under Brazil’s LGPD, you should collect only what the sale requires and say what each piece of data is for. Ask for the address when you calculate shipping, not before.',
        ],
      },
      {
        heading: 'How to start fixing it',
        blocks: [
          'Pick three chats from last week that did not turn into a sale and reread them calmly. Which of the five mistakes did each one trip over? This fifteen-minute exercise usually shows what to change first.',
          ['If slow replies and message volume are the problem, an AI bot fixes mistakes 1, 3 and 4 in one go. See ', articleLink('como-criar-bot-vendas-ia', 'how to build an AI sales bot'), ' and ', articleLink('quanto-custa-bot-de-whatsapp-com-ia', 'what it really costs'), '.'],
          `At IAgência, the trial costs nothing. ${trial.en.rule} ${trial.en.includes.whatsapp_bot} After that, the bot is ${moneyEn(PRICES.whatsappBot.monthly)} a month.`,
          { tip: 'Create a “not closed” label in WhatsApp Business and tag every lost chat. Within a month, you will have an accurate picture of where sales slip away.' },
        ],
      },
    ],
    cta: {
      heading: 'Stop losing sales on WhatsApp',
      text: `An AI bot that replies instantly, quotes the right price and sends the payment link. ${TRIAL_DAYS} days free, then ${moneyEn(PRICES.whatsappBot.monthly)} a month.`,
      label: 'Switch on my sales bot',
    },
  },
};
