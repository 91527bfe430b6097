import { AI_PROVIDERS } from '@/config/ai-providers';
import { privacyChannel, type CompanyInfo } from '../company';
import { identityItems, whoWeAre } from '../identity';
import { blocks, channelPhrase, LEGAL_PATHS, mailto } from '../legal-text';
import type { LegalDocument } from '../types';
import { PRIVACY_VERSION } from '@/domain/consent';
import { sharingAndRightsPtBR } from './pt-BR-rights';

const aiNames = new Intl.ListFormat('pt-BR', { type: 'conjunction' }).format(AI_PROVIDERS.map((provider) => provider.name));

/** Política de Privacidade em português (LGPD, Lei nº 13.709/2018). `company` já passou por cleanCompany. */
export function privacyPtBR(company: CompanyInfo): LegalDocument {
  const { brandName, dpoName, dpoEmail } = company;
  const identity = identityItems(company, 'pt-BR');
  const channel = channelPhrase(privacyChannel(company), 'pt-BR');
  return {
    language: 'pt-BR',
    title: 'Política de Privacidade',
    updatedAt: PRIVACY_VERSION,
    intro: [
      `Esta política explica como a ${brandName} trata os dados pessoais de quem visita o site, deixa o contato nos nossos formulários, cria uma conta, compra nossos serviços ou usa os nossos bots de WhatsApp e Discord. Ela segue a Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018).`,
      ['As regras de contratação, preços, cancelamento e reembolso estão nos ', { text: 'Termos de Uso', to: LEGAL_PATHS.terms }, '.'],
    ],
    sections: [
      {
        id: 'controller',
        heading: 'Quem controla os seus dados e o encarregado',
        blocks: blocks([
          `O controlador dos dados pessoais tratados neste site, ou seja, quem decide como e para que eles são usados, é a ${whoWeAre(company, 'pt-BR')}.`,
          identity.length > 0 && { ul: identity },
          { h3: 'Encarregado pelo tratamento de dados (DPO)' },
          'O encarregado (art. 41 da LGPD) é o canal de comunicação entre você, a empresa e a Autoridade Nacional de Proteção de Dados (ANPD).',
          dpoName && dpoEmail && ['Nosso encarregado é ', dpoName, ', que atende pelo e-mail ', mailto(dpoEmail), '.'],
          dpoName && !dpoEmail && [`Nosso encarregado é ${dpoName}. Fale com ele `, ...channel, '.'],
          !dpoName && dpoEmail && ['Fale com o nosso encarregado pelo e-mail ', mailto(dpoEmail), '.'],
          !dpoName && !dpoEmail && ['Pedidos e dúvidas sobre dados pessoais são recebidos ', ...channel, ' e respondidos por quem cuida da proteção de dados na empresa.'],
        ]),
      },
      {
        id: 'data-we-collect',
        heading: 'Quais dados coletamos e de onde eles vêm',
        blocks: [
          'Coletamos só o necessário para cada finalidade. Veja o que entra em cada ponto de contato:',
          { h3: 'Formulários das páginas de venda' },
          'Quando você pede um contato ou um teste grátis, o formulário pede o seu nome e mais um dado, conforme o serviço: o número de WhatsApp (bot de vendas), o usuário do Discord (bot de moderação) ou o e-mail (conteúdo com IA). Junto com o envio, registramos os parâmetros de campanha do link que trouxe você até aqui (utm_source, utm_medium, utm_campaign e semelhantes), para saber qual anúncio ou publicação funcionou. Depois do envio, levamos você a uma conversa no WhatsApp com a nossa equipe.',
          { h3: 'Conta de cliente' },
          'Para criar a conta, pedimos e-mail e senha. A senha segue por conexão cifrada até o nosso servidor, que guarda apenas uma versão irreversível dela (hash): ninguém da equipe consegue lê-la. Se você entrar com o Google, recebemos do Google o seu nome, o e-mail e, se houver, a foto do perfil. Nunca recebemos a sua senha do Google.',
          { h3: 'Pedidos de conteúdo' },
          'Guardamos o que você envia para produzir cada serviço (o briefing, os textos de referência e os arquivos anexados) e o que é gerado (textos, imagens e áudios), para você acompanhar os pedidos e baixar os resultados na Área do Cliente.',
          { note: 'Evite colocar no briefing dados pessoais de outras pessoas que não sejam necessários para o conteúdo, como documentos, endereços ou informações de saúde.' },
          { h3: 'Pagamentos' },
          'Os pagamentos por cartão, Pix ou boleto são processados pelo Mercado Pago. Os dados do cartão são digitados no ambiente do Mercado Pago: nós nunca vemos nem guardamos o número completo do cartão ou o código de segurança. Do Mercado Pago recebemos só o necessário para confirmar a compra: o identificador e a situação do pagamento, o plano ou serviço, o valor, a data e o meio de pagamento.',
          { h3: 'Bots de WhatsApp e de Discord' },
          'Para configurar o bot de vendas, usamos a descrição do negócio, os produtos, os preços e as demais informações que o cliente nos passa. Em funcionamento, o bot lê e responde as conversas de WhatsApp dos clientes desse negócio: nome de perfil, número de telefone e o conteúdo das mensagens.',
          'O bot de moderação lê as mensagens publicadas nos canais do Discord que o dono do servidor escolhe moderar, com o nome de usuário e o identificador de quem escreveu, para aplicar as ações configuradas: apagar a mensagem, avisar, silenciar por um tempo, expulsar, banir e registrar a ocorrência no canal de log. Ele não lê canais que não foram escolhidos.',
          { h3: 'Armazenamento no seu navegador' },
          'O site guarda no armazenamento local do navegador (localStorage e sessionStorage) o token de acesso da sua sessão enquanto você estiver conectado, o idioma escolhido, a sua escolha sobre cookies e os formulários em andamento, para você não perder o que digitou. O idioma fica também num cookie (i18next), para as próximas páginas já chegarem nesse idioma. Esses itens ficam no seu aparelho e são necessários para o site funcionar.',
          'Enquanto você estiver conectado, o site também guarda neste navegador uma cópia do seu histórico de pedidos, com os resultados (no IndexedDB, e a primeira página do histórico também no localStorage), e o identificador da sua conta, para a Área do Cliente abrir na hora e funcionar mesmo com a internet instável. Essa cópia é apagada quando você clica em “Sair”, quando a sessão expira e quando outra conta entra neste navegador.',
          { h3: 'Estatísticas e anúncios, só com o seu consentimento' },
          'Usamos o Google Analytics 4, para medir as visitas e o uso das páginas, e o pixel da Meta, para medir e melhorar os anúncios no Facebook e no Instagram. Você autoriza cada um separadamente: estatísticas (Google Analytics) e marketing (pixel da Meta). Antes do seu aceite, nenhum script, cookie ou requisição dessas ferramentas existe. Depois dele, elas coletam dados técnicos como endereço IP, identificadores de cookie, navegador, dispositivo, páginas visitadas e a origem da visita. Os eventos que enviamos nunca levam o seu nome, telefone ou e-mail.',
          { h3: 'Registros de acesso' },
          'Como todo provedor de aplicação na internet, o nosso servidor registra o endereço IP e a data e a hora de cada acesso, como exige o Marco Civil da Internet (Lei nº 12.965/2014, art. 15).',
        ],
      },
      {
        id: 'purposes',
        heading: 'Para que usamos os dados e com qual base legal',
        blocks: [
          'A LGPD só permite tratar dados pessoais com uma base legal (art. 7º). Estes são os nossos usos e a base de cada um:',
          {
            ul: [
              'Responder o contato que você pediu nos formulários e apresentar os serviços: procedimentos preliminares a um contrato, a seu pedido (art. 7º, V).',
              'Criar e manter a sua conta, produzir e entregar os conteúdos, operar os bots e dar suporte: execução do contrato (art. 7º, V).',
              'Processar pagamentos, emitir documentos fiscais e guardar registros de consumo e de acesso: cumprimento de obrigação legal ou regulatória (art. 7º, II).',
              'Medir o resultado das campanhas pelos parâmetros UTM, manter o site seguro e prevenir fraudes e abusos: legítimo interesse (art. 7º, IX), sempre dentro do que você pode esperar e sem prejudicar os seus direitos.',
              'Estatísticas de uso (Google Analytics) e medição de anúncios (pixel da Meta): consentimento (art. 7º, I), que você pode retirar a qualquer momento.',
              'Enviar novidades e ofertas por WhatsApp ou e-mail: consentimento (art. 7º, I); basta pedir para sair da lista.',
              'Defender os nossos direitos em processos judiciais, administrativos ou arbitrais: exercício regular de direitos (art. 7º, VI).',
            ],
          },
          'Não vendemos nem alugamos dados pessoais, e não os usamos para finalidades diferentes das descritas aqui.',
        ],
      },
      {
        id: 'bots',
        heading: 'Bots: dados que tratamos em nome dos nossos clientes',
        blocks: [
          'Quando o bot de WhatsApp conversa com os clientes de um negócio, ou quando o bot de Discord modera um servidor, quem decide para que servem essas mensagens é o negócio ou o dono do servidor: ele é o controlador. Nós atuamos como operador (art. 5º, VII, e art. 39 da LGPD) e tratamos esses dados só para prestar o serviço contratado, seguindo as instruções do cliente.',
          'Se você conversou com o bot de um negócio ou participa de um servidor moderado, faça os seus pedidos sobre esses dados ao próprio negócio ou à administração do servidor. Se o pedido chegar até nós, vamos encaminhá-lo ao controlador.',
          ['Quem contrata os bots se compromete a avisar clientes e membros de que um assistente automatizado responde ou modera as mensagens, e a ter uma base legal para esse tratamento, como dizem os ', { text: 'Termos de Uso', to: LEGAL_PATHS.terms }, '.'],
        ],
      },
      ...sharingAndRightsPtBR(company, aiNames),
    ],
  };
}
