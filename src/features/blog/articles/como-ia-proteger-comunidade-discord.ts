import { ESTIMATED_BOT_CREATION_HOURS } from '@/config/promised-times';
import { PRICES } from '@/config/prices';
import { TRIAL_DAYS } from '@/config/plans';
import { trialSentences } from '@/domain/billing';
import { articleLink, moneyEn, moneyPt } from '../article-helpers';
import type { ArticleBodies } from '../types';

const [setupMin, setupMax] = ESTIMATED_BOT_CREATION_HOURS.discord_bot;
const monthly = PRICES.discordBot.monthly;
/** The trial's clock in the words every screen uses (docs/product/bots.md#the-trials-clock). */
const trial = { pt: trialSentences('pt-BR'), en: trialSentences('en-US') };

export const bodies: ArticleBodies = {
  'pt-BR': {
    intro: [
      'Uma comunidade no Discord pode ser o lugar mais valioso da sua marca: é ali que os fãs conversam, tiram dúvidas e trazem os amigos. Também pode virar dor de cabeça em uma madrugada, quando uma conta invadida começa a espalhar links de “Nitro grátis” por todos os canais.',
      'Moderação manual funciona enquanto o servidor é pequeno. Quando ele cresce, a equipe não consegue ler tudo, e os problemas aparecem justamente quando ninguém está online. Veja como combinar as ferramentas do próprio Discord com um bot de moderação com IA para manter a casa em ordem.',
    ],
    sections: [
      {
        heading: 'Os riscos mais comuns',
        blocks: [
          {
            ul: [
              'Spam e flood: mensagens repetidas, menções em massa e divulgação sem autorização.',
              'Golpes: links falsos de Nitro, de presentes na Steam ou de sorteios, muitas vezes enviados por contas invadidas de membros antigos.',
              'Ofensas e discurso de ódio, que afastam justamente os membros mais engajados.',
              'Ataques coordenados, os chamados raids: dezenas de contas novas entrando ao mesmo tempo para tumultuar.',
            ],
          },
        ],
      },
      {
        heading: 'Passo 1: arrume cargos e permissões',
        blocks: [
          'Antes de pensar em bot, revise os cargos. Cada um deve ter só as permissões de que precisa:',
          {
            ul: [
              'Ninguém além dos donos precisa da permissão de Administrador, que passa por cima de todas as outras regras.',
              'Moderadores precisam gerenciar mensagens, aplicar castigo, expulsar e, se for o caso, banir.',
              'Membros novos podem começar sem permissão para enviar links ou imagens até passarem por uma verificação.',
            ],
          },
          'Lembre-se da hierarquia: um cargo só consegue moderar membros cujo cargo mais alto esteja abaixo dele na lista. Isso vale para bots também, então o cargo do bot de moderação precisa ficar acima dos cargos dos membros comuns.',
        ],
      },
      {
        heading: 'Passo 2: ative as proteções nativas do Discord',
        blocks: [
          'O Discord oferece ferramentas gratuitas que todo servidor deveria usar:',
          {
            ul: [
              'Nível de verificação, que exige e-mail confirmado, tempo mínimo de conta ou telefone verificado antes de o membro poder falar.',
              'Filtro de conteúdo explícito para as mídias enviadas.',
              'Autenticação em dois fatores obrigatória para quem modera, o que dificulta o uso de contas de moderadores invadidas.',
              'AutoMod, com filtros de palavras, de menções em excesso e de conteúdo suspeito de spam.',
              'Modo lento nos canais mais movimentados e o registro de auditoria, que mostra quem fez o quê.',
            ],
          },
          'Essas ferramentas seguem regras fixas. Elas bloqueiam o que você listou, mas não entendem contexto, e é aí que a IA entra.',
        ],
      },
      {
        heading: 'Passo 3: acrescente um bot de moderação com IA',
        blocks: [
          'Um bot com inteligência artificial lê as mensagens dos canais que você escolher e avalia o contexto, não só palavras soltas. Ele percebe, por exemplo, que um link encurtado acompanhado de “ganhei Nitro, pega aí” é golpe, mesmo sem nenhuma palavra proibida.',
          'Você define a resposta para cada situação:',
          {
            ul: [
              'apagar a mensagem;',
              'avisar o membro, explicando qual regra foi quebrada;',
              'aplicar um castigo temporário, que no Discord pode durar até 28 dias;',
              'expulsar ou banir nos casos graves;',
              'registrar tudo em um canal de logs para a equipe revisar.',
            ],
          },
          `Para configurar, você informa o nome do servidor, as regras da comunidade, as palavras proibidas, os canais monitorados e as ações permitidas. O bot da IAgência fica pronto em ${setupMin} a ${setupMax} horas e entra no servidor por um link de convite que pede apenas as permissões necessárias para as ações escolhidas.`,
        ],
      },
      {
        heading: 'Passo 4: escreva regras que a IA e as pessoas entendam',
        blocks: [
          'Regras vagas geram moderação inconsistente. Em vez de “respeite todo mundo”, escreva o que não é aceito: ofensas pessoais, divulgação sem autorização, conteúdo adulto fora do canal certo, pedidos de dados pessoais. Regras claras ajudam o bot a decidir e ajudam o membro a entender por que foi advertido.',
          ['Escrever essas regras é parecido com escrever um bom briefing, e o nosso ', articleLink('como-escrever-briefing-para-ia', 'guia de briefing para IA'), ' ajuda nessa tarefa.'],
        ],
      },
      {
        heading: 'Passo 5: mantenha pessoas no circuito',
        blocks: [
          'A IA cuida do volume e da madrugada; a equipe cuida do julgamento. Combine que banimentos permanentes passem por um moderador, leia o canal de logs todos os dias e ajuste as regras quando o bot for rígido ou permissivo demais.',
          'Cuide também da privacidade dos membros: registre só o necessário para a moderação e nunca exponha publicamente os dados de quem foi punido.',
        ],
      },
      {
        heading: 'Quanto custa',
        blocks: [
          `O bot de moderação da IAgência tem ${TRIAL_DAYS} dias grátis para você testar no seu servidor; depois, custa ${moneyPt(monthly)} por mês. ${trial.pt.rule} ${trial.pt.includes.discord_bot}`,
          ['Se a sua comunidade também vende produtos ou conteúdo, vale ler como ', articleLink('automatizar-servicos-com-ia', 'automatizar outros serviços com IA'), ' e como ', articleLink('como-usar-ia-criar-posts-que-convertem-vendas', 'criar posts que convertem'), '.'],
        ],
      },
    ],
    cta: {
      heading: 'Proteja o seu servidor ainda hoje',
      text: `Moderação com IA 24 horas por dia, com as ações que você escolher. ${TRIAL_DAYS} dias grátis, depois ${moneyPt(monthly)} por mês.`,
      label: 'Ativar a proteção',
    },
  },
  'en-US': {
    intro: [
      'A Discord community can be your brand’s most valuable space: it is where fans chat, ask questions and bring their friends. It can also turn into a headache overnight, when a hijacked account starts spraying “free Nitro” links across every channel.',
      'Manual moderation works while the server is small. Once it grows, your team cannot read everything, and trouble shows up exactly when nobody is online. Here is how to combine Discord’s own tools with an AI moderation bot to keep things in order.',
    ],
    sections: [
      {
        heading: 'The most common risks',
        blocks: [
          {
            ul: [
              'Spam and flooding: repeated messages, mass mentions and unauthorized self-promotion.',
              'Scams: fake Nitro, Steam gift or giveaway links, often sent from hijacked accounts of long-time members.',
              'Insults and hate speech, which drive away your most engaged members.',
              'Coordinated raids: dozens of brand-new accounts joining at once to cause chaos.',
            ],
          },
        ],
      },
      {
        heading: 'Step 1: sort out roles and permissions',
        blocks: [
          'Before you think about bots, review your roles. Each one should have only the permissions it needs:',
          {
            ul: [
              'Nobody but the owners needs the Administrator permission, which overrides every other rule.',
              'Moderators need to manage messages, time out members, kick and, where appropriate, ban.',
              'New members can start without permission to post links or images until they pass verification.',
            ],
          },
          'Remember the hierarchy: a role can only moderate members whose highest role sits below it in the list. The same goes for bots, so your moderation bot’s role must sit above your regular members’ roles.',
        ],
      },
      {
        heading: 'Step 2: turn on Discord’s built-in protections',
        blocks: [
          'Discord ships free tools every server should use:',
          {
            ul: [
              'Verification level, which requires a verified email, a minimum account age or a verified phone before members can talk.',
              'The explicit media content filter.',
              'Mandatory two-factor authentication for moderators, which makes hijacked moderator accounts far less useful.',
              'AutoMod, with keyword filters, mention-spam limits and suspected-spam detection.',
              'Slowmode on busy channels, and the audit log, which shows who did what.',
            ],
          },
          'These tools follow fixed rules. They block what you listed, but they do not understand context, and that is where AI comes in.',
        ],
      },
      {
        heading: 'Step 3: add an AI moderation bot',
        blocks: [
          'An AI bot reads messages in the channels you choose and weighs the context, not just individual words. It can tell, for instance, that a shortened link next to “got free Nitro, grab it” is a scam even when no banned word appears.',
          'You decide how it responds to each situation:',
          {
            ul: [
              'delete the message;',
              'warn the member, explaining which rule was broken;',
              'apply a timeout, which on Discord can last up to 28 days;',
              'kick or ban in serious cases;',
              'log everything to a channel for your team to review.',
            ],
          },
          `To set it up, you provide the server name, your community rules, banned words, the channels to monitor and the actions allowed. The IAgência bot is ready in ${setupMin} to ${setupMax} hours and joins your server through an invite link that asks only for the permissions your chosen actions need.`,
        ],
      },
      {
        heading: 'Step 4: write rules that both AI and people understand',
        blocks: [
          'Vague rules lead to inconsistent moderation. Instead of “respect everyone”, spell out what is not allowed: personal insults, unauthorized promotion, adult content outside the right channel, requests for personal data. Clear rules help the bot decide and help members understand why they were warned.',
          ['Writing these rules is a lot like writing a good brief, and our ', articleLink('como-escrever-briefing-para-ia', 'guide to AI briefs'), ' will help.'],
        ],
      },
      {
        heading: 'Step 5: keep people in the loop',
        blocks: [
          'AI handles the volume and the night shift; your team handles judgment. Agree that permanent bans are reviewed by a moderator, read the log channel daily and adjust the rules whenever the bot is too strict or too lenient.',
          'Look after your members’ privacy, too: log only what moderation requires and never publicly expose details about people who were sanctioned.',
        ],
      },
      {
        heading: 'What it costs',
        blocks: [
          `The IAgência moderation bot comes with ${TRIAL_DAYS} days free to test on your own server; after that, it is ${moneyEn(monthly)} a month. ${trial.en.rule} ${trial.en.includes.discord_bot}`,
          ['If your community also sells products or content, read how to ', articleLink('automatizar-servicos-com-ia', 'automate other services with AI'), ' and how to ', articleLink('como-usar-ia-criar-posts-que-convertem-vendas', 'create posts that convert'), '.'],
        ],
      },
    ],
    cta: {
      heading: 'Protect your server today',
      text: `Round-the-clock AI moderation with the actions you choose. ${TRIAL_DAYS} days free, then ${moneyEn(monthly)} a month.`,
      label: 'Turn on protection',
    },
  },
};
