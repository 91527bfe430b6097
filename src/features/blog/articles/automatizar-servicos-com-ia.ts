import { COMBO_ACTIVE_BOTS, MONTHLY_QUOTA } from '@/config/quotas';
import { PLAN_MONTHLY_PRICES, PRICES } from '@/config/prices';
import { TRIAL_DAYS } from '@/config/plans';
import { articleLink, moneyEn, moneyPt } from '../article-helpers';
import type { ArticleBodies } from '../types';

export const bodies: ArticleBodies = {
  'pt-BR': {
    intro: [
      'Responder a mesma dúvida dez vezes por dia, montar orçamento na mão, escrever legenda às onze da noite. Boa parte da rotina de um pequeno negócio é trabalho repetitivo que não exige o seu talento, só o seu tempo. É exatamente esse tipo de tarefa que a inteligência artificial faz bem.',
      'Mas automatizar não é ligar um robô e torcer. Quem faz do jeito certo ganha horas e atende melhor; quem faz com pressa coleciona clientes irritados. Este roteiro em cinco passos ajuda você a ficar no primeiro grupo.',
    ],
    sections: [
      {
        heading: 'Passo 1: liste o que toma o seu tempo',
        blocks: [
          'Durante uma semana, anote tudo o que você faz e que se repete. Não precisa de planilha sofisticada: o bloco de notas do celular resolve. Para cada tarefa, registre quantas vezes ela aconteceu e quanto tempo levou.',
          'Em pequenos negócios, a lista costuma trazer itens como estes:',
          {
            ul: [
              'responder perguntas sobre preço, horário, endereço e formas de pagamento;',
              'enviar o catálogo ou o cardápio mais de uma vez para a mesma pessoa;',
              'escrever legendas, descrições de produto e e-mails;',
              'confirmar agendamentos e lembrar clientes do horário;',
              'moderar grupos e comunidades.',
            ],
          },
        ],
      },
      {
        heading: 'Passo 2: separe o repetitivo do sensível',
        blocks: [
          'Nem tudo o que se repete deve ser automatizado. Duas perguntas ajudam a decidir:',
          {
            ol: [
              'A resposta é quase sempre a mesma? Se for, a tarefa é uma boa candidata.',
              'Um erro aqui custa caro? Reclamações, negociação de dívidas e assuntos de saúde pedem uma pessoa no comando, com a IA ajudando nos bastidores.',
            ],
          },
          'Uma regra prática funciona para quase todo mundo: automatize a primeira resposta e o trabalho braçal, e deixe as decisões com gente.',
        ],
      },
      {
        heading: 'Passo 3: comece por uma automação só',
        blocks: [
          'O erro mais comum é querer automatizar tudo de uma vez. Escolha a tarefa que mais consome tempo e oferece menos risco. Para muitos negócios, é o atendimento inicial no WhatsApp; para outros, a produção de conteúdo para as redes sociais.',
          { h3: 'Atendimento' },
          ['Um bot com IA responde dúvidas frequentes a qualquer hora, apresenta produtos e passa a conversa para você quando o cliente está pronto para fechar ou pede algo fora do roteiro. Veja ', articleLink('automacoes-whatsapp-produtividade', 'as automações de WhatsApp que mais economizam tempo'), '.'],
          { h3: 'Conteúdo' },
          'Em vez de escrever cada legenda do zero, você descreve o objetivo e recebe textos e imagens prontos para revisar. Uma hora de briefing bem feito pode render o conteúdo da semana inteira.',
          { h3: 'Comunidades' },
          'Quem administra um servidor no Discord pode deixar a IA apagar spam, avisar quem quebrou as regras e registrar tudo em um canal de logs, enquanto a equipe cuida dos casos que pedem conversa.',
        ],
      },
      {
        heading: 'Passo 4: meça antes e depois',
        blocks: [
          'Sem números, você não sabe se a automação funcionou. Acompanhe três indicadores durante um mês:',
          {
            ul: [
              'o tempo médio até a primeira resposta ao cliente;',
              'as horas por semana gastas na tarefa automatizada;',
              'as conversões: quantas conversas viraram venda, agendamento ou pedido.',
            ],
          },
          'Compare com a semana de anotações do passo 1. Se o tempo caiu e as vendas se mantiveram ou subiram, parta para a próxima automação. Se algo piorou, ajuste antes de expandir.',
        ],
      },
      {
        heading: 'Passo 5: mantenha o toque humano',
        blocks: [
          'Automação bem feita não esconde que existe uma pessoa por trás do negócio. Algumas práticas ajudam:',
          {
            ul: [
              'Deixe claro quando o cliente está falando com um assistente virtual e ofereça sempre a opção de falar com alguém.',
              'Revise toda semana as conversas em que o bot não soube responder e use-as para melhorar as instruções.',
              'Coloque a sua voz no conteúdo gerado: a IA faz o rascunho, você acrescenta o detalhe que só quem conhece o cliente sabe.',
              'Trate os dados dos clientes conforme a LGPD: colete só o necessário e explique para que serve.',
            ],
          },
        ],
      },
      {
        heading: 'Quanto custa começar',
        blocks: [
          `Automatizar deixou de ser coisa de empresa grande. Um serviço de conteúdo avulso custa ${moneyPt(PRICES.perService)}, e os planos mensais começam em ${moneyPt(PLAN_MONTHLY_PRICES.start)}, com ${MONTHLY_QUOTA.start} conteúdos por mês. Para o atendimento, o bot de WhatsApp tem ${TRIAL_DAYS} dias grátis e depois custa ${moneyPt(PRICES.whatsappBot.monthly)} por mês. O plano Combo junta ${MONTHLY_QUOTA.combo} conteúdos por mês e ${COMBO_ACTIVE_BOTS} bot ativo por ${moneyPt(PLAN_MONTHLY_PRICES.combo)}.`,
          ['Quer mais ideias de onde aplicar IA no dia a dia? Confira ', articleLink('servicos-ia-pequenos-negocios', 'os serviços de IA que cabem no orçamento do pequeno negócio'), '.'],
          { tip: 'Comece pequeno, meça por um mês e só então automatize a próxima tarefa. Três automações que funcionam valem mais que dez abandonadas.' },
        ],
      },
    ],
    cta: {
      heading: 'Escolha o plano que automatiza a sua rotina',
      text: `Compare os planos de conteúdo, os bots de WhatsApp e Discord e o Combo. Os bots começam com ${TRIAL_DAYS} dias grátis.`,
      label: 'Ver planos e preços',
    },
  },
  'en-US': {
    intro: [
      'Answering the same question ten times a day, building quotes by hand, writing captions at 11 p.m. Much of a small business’s routine is repetitive work that needs your time, not your talent. That is exactly the kind of work artificial intelligence handles well.',
      'But automating is not switching on a robot and hoping for the best. Done right, it saves hours and improves service; done in a rush, it piles up annoyed customers. This five-step plan keeps you in the first group.',
    ],
    sections: [
      {
        heading: 'Step 1: list what eats your time',
        blocks: [
          'For one week, write down everything you do more than once. No fancy spreadsheet needed: the notes app on your phone will do. For each task, note how often it came up and how long it took.',
          'For small businesses, the list usually includes items like these:',
          {
            ul: [
              'answering questions about prices, opening hours, location and payment methods;',
              'sending the catalog or menu to the same person more than once;',
              'writing captions, product descriptions and emails;',
              'confirming appointments and reminding customers of the time;',
              'moderating groups and communities.',
            ],
          },
        ],
      },
      {
        heading: 'Step 2: separate the repetitive from the sensitive',
        blocks: [
          'Not everything that repeats should be automated. Two questions help you decide:',
          {
            ol: [
              'Is the answer almost always the same? If so, the task is a good candidate.',
              'Would a mistake here be costly? Complaints, debt negotiations and health matters need a person in charge, with AI helping behind the scenes.',
            ],
          },
          'One rule of thumb works for almost everyone: automate the first reply and the busywork, and leave decisions to people.',
        ],
      },
      {
        heading: 'Step 3: start with a single automation',
        blocks: [
          'The most common mistake is trying to automate everything at once. Pick the task that takes the most time and carries the least risk. For many businesses, that is the first reply on WhatsApp; for others, it is content for social media.',
          { h3: 'Customer service' },
          ['An AI bot answers common questions at any hour, presents your products and hands the chat over to you when the customer is ready to buy or asks for something off script. See ', articleLink('automacoes-whatsapp-produtividade', 'the WhatsApp automations that save the most time'), '.'],
          { h3: 'Content' },
          'Instead of writing every caption from scratch, you describe the goal and get copy and images ready to review. One hour spent on a solid brief can cover a whole week of posts.',
          { h3: 'Communities' },
          'If you run a Discord server, AI can delete spam, warn rule breakers and log everything to a dedicated channel, while your team focuses on the cases that need a conversation.',
        ],
      },
      {
        heading: 'Step 4: measure before and after',
        blocks: [
          'Without numbers, you cannot tell whether the automation worked. Track three indicators for a month:',
          {
            ul: [
              'the average time to the first reply;',
              'the hours per week spent on the automated task;',
              'conversions: how many chats turned into a sale, a booking or an order.',
            ],
          },
          'Compare them with your notes from step 1. If time went down and sales held or grew, move on to the next automation. If something got worse, fix it before expanding.',
        ],
      },
      {
        heading: 'Step 5: keep the human touch',
        blocks: [
          'Good automation never hides the fact that there is a person behind the business. A few practices help:',
          {
            ul: [
              'Make it clear when customers are talking to a virtual assistant, and always offer a way to reach a person.',
              'Every week, review the chats the bot could not handle and use them to improve its instructions.',
              'Put your own voice into generated content: AI writes the draft, you add the detail only someone who knows the customer would know.',
              'Handle customer data according to Brazil’s LGPD: collect only what you need and explain what it is for.',
            ],
          },
        ],
      },
      {
        heading: 'What it costs to get started',
        blocks: [
          `Automation is no longer just for big companies. A single content service costs ${moneyEn(PRICES.perService)}, and monthly plans start at ${moneyEn(PLAN_MONTHLY_PRICES.start)} for ${MONTHLY_QUOTA.start} pieces a month. For customer service, the WhatsApp bot is free for ${TRIAL_DAYS} days and then ${moneyEn(PRICES.whatsappBot.monthly)} a month. The Combo plan bundles ${MONTHLY_QUOTA.combo} pieces a month and ${COMBO_ACTIVE_BOTS} active bot for ${moneyEn(PLAN_MONTHLY_PRICES.combo)}.`,
          ['Looking for more ideas on where AI fits your day? Read about ', articleLink('servicos-ia-pequenos-negocios', 'the AI services that fit a small business budget'), '.'],
          { tip: 'Start small, measure for a month and only then automate the next task. Three automations that work beat ten abandoned ones.' },
        ],
      },
    ],
    cta: {
      heading: 'Pick the plan that automates your routine',
      text: `Compare the content plans, the WhatsApp and Discord bots and the Combo. Both bots start with a ${TRIAL_DAYS}-day free trial.`,
      label: 'See plans and pricing',
    },
  },
};
